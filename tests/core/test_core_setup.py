"""Rulebook, "Game Setup" (steps 4-6)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from game.core import Game
from game.core import events as ev
from game.core.geometry import TWO_PLAYERS
from game.core.ruleset import SUMMON
from game.core.setup import SetupError, initial_state
from game.core.state import BOARD, DRAW, HAND
from tests import factories
from tests.core.helpers import of_type


def _setup_events(seed: int) -> tuple[Game, list[ev.Event]]:
    g = Game.new(factories.test_setup(seed))
    return g, list(g.log[0].events)


def test_starting_cards_placed_per_deck_for_both_players():
    """Rulebook, Game Setup 4: 'Each player places their summoner, 2 starting units and starting
    gate on the battlefield as shown on the back of their summoner's card' — player 1's layout
    is the same seen from the other end (rotated 180°)."""
    _, deck = factories.test_faction()
    g = Game.new(factories.test_setup(3))
    s = g.state
    assert len(s.board) == 8
    for player in (0, 1):
        mine = s.on_board(player)
        assert len(mine) == 4
        for sc in deck.starting:
            pos = TWO_PLAYERS.to_board(player, sc.column, sc.row)
            c = s.at(pos)
            assert c is not None and c.defn.id == sc.card and c.owner == player and c.controller == player
    # the rotation is real: the same card is in a different place for each player
    assert s.at((3, 0)).defn.is_summoner and s.at((3, 0)).owner == 0
    assert s.at((2, 7)).defn.is_summoner and s.at((2, 7)).owner == 1
    assert s.at((3, 7)) is None and s.at((2, 0)) is None
    kinds = Counter((c.owner, c.defn.unit_class or ("gate" if c.defn.gate else "?")) for c in s.on_board())
    assert kinds == {(0, "summoner"): 1, (0, "gate"): 1, (0, "common"): 2,
                     (1, "summoner"): 1, (1, "gate"): 1, (1, "common"): 2}


def test_starting_gate_has_10_life_and_other_gates_5():
    """Rulebook, Game Setup 4: 'Note: Starting gates have 10 life.' Glossary GATE: 3 gates with
    5 life each start in the draw pile."""
    s = Game.new(factories.test_setup(3)).state
    for player in (0, 1):
        gates = [c for c in s.on_board(player) if c.defn.gate]
        assert [g.defn.life for g in gates] == [10]
        in_piles = [s.cards[u] for u in s.players[player].draw + s.players[player].hand]
        assert sorted(c.defn.life for c in in_piles if c.defn.gate) == [5, 5, 5]


def test_draw_piles_hold_the_other_30_cards_shuffled_from_the_seed():
    """Rulebook, Game Setup 5: 'Each player shuffles their remaining cards, places them face down
    into their draw pile' — 30 cards: a 34-card deck (Deck Construction) less the summoner, the
    starting gate and the 2 starting units. The order comes from the seed: same seed, same order."""
    g1, evs1 = _setup_events(11)
    g2, evs2 = _setup_events(11)
    shuffles = of_type(evs1, ev.DeckShuffled)
    assert [e.player for e in shuffles] == [0, 1]
    s0 = initial_state(factories.test_setup(11))
    for e in shuffles:
        unshuffled = s0.players[e.player].draw
        assert len(e.order) == 30
        assert sorted(e.order) == sorted(unshuffled)  # exactly the cards not on the battlefield
        assert list(e.order) != sorted(unshuffled)  # and shuffled
        assert all(s0.cards[u].zone == DRAW and s0.cards[u].owner == e.player for u in e.order)
    assert of_type(evs1, ev.DeckShuffled) == of_type(evs2, ev.DeckShuffled)
    assert g1.hash() == g2.hash()


def test_different_seeds_shuffle_differently():
    """Rulebook, Game Setup 5 (shuffle): a different seed gives a different order."""
    orders = {tuple(of_type(_setup_events(seed)[1], ev.DeckShuffled)[0].order) for seed in range(6)}
    assert len(orders) == 6


def test_each_player_draws_5_from_the_top():
    """Rulebook, Game Setup 5: '...and then draws 5 cards.'"""
    g, evs = _setup_events(5)
    s = g.state
    shuffles = {e.player: e.order for e in of_type(evs, ev.DeckShuffled)}
    for d in of_type(evs, ev.CardsDrawn):
        assert len(d.cards) == 5
        # the top of the pile is the end of the order
        assert set(d.cards) == set(shuffles[d.player][-5:])
    for player in (0, 1):
        p = s.players[player]
        assert len(p.hand) == 5 and len(p.draw) == 25
        assert all(s.cards[u].zone == HAND and s.cards[u].owner == player for u in p.hand)
        assert all(s.cards[u].zone == DRAW for u in p.draw)
        assert p.discard == [] and p.active == []
    assert sum(1 for c in s.cards.values() if c.zone == BOARD) == 8
    _, deck = factories.test_faction()
    assert len(s.cards) == 2 * len(deck.all_card_ids()) == 2 * 34  # Deck Construction: 34 cards


def test_first_player_is_random_from_the_seed():
    """Rulebook, Game Setup 6: 'Randomly determine which player will go first.' The choice comes
    from the seed: reproducible, and both players go first for some seeds."""
    firsts = {}
    for seed in range(20):
        g, evs = _setup_events(seed)
        chosen = of_type(evs, ev.FirstPlayerChosen)
        assert len(chosen) == 1
        firsts[seed] = chosen[0].player
        assert g.state.first_player == chosen[0].player
        assert g.state.turn.player == chosen[0].player and g.state.turn.number == 1
        assert g.state.phase == SUMMON
        assert _setup_events(seed)[1] == evs
    assert set(firsts.values()) == {0, 1}


def test_an_agreed_first_player_replaces_the_random_draw():
    """Rulebook, Game Setup 6: 'Randomly determine which player will go first' is the default
    (first_player None); a setup may name the first player instead (simulate --alternate does).
    The agreed player goes first whatever the seed would have drawn, and takes the 2 magic."""
    for seed in range(6):
        drawn = Game.new(factories.test_setup(seed)).state.first_player
        for agreed in (0, 1):
            g = Game.new(replace(factories.test_setup(seed), first_player=agreed))
            assert of_type(list(g.log[0].events), ev.FirstPlayerChosen)[0].player == agreed
            assert g.state.first_player == agreed and g.state.turn.player == agreed
            assert g.state.players[agreed].magic == 2 and g.state.players[1 - agreed].magic == 3
        # and None still draws it: the same player as before
        assert Game.new(replace(factories.test_setup(seed), first_player=None)).state.first_player == drawn


def test_a_first_player_other_than_player_1_or_2_is_refused():
    with pytest.raises(SetupError, match="the first player must be player 1 or player 2, not 2"):
        Game.new(replace(factories.test_setup(1), first_player=2))


def test_first_player_starts_with_2_magic_and_second_with_3():
    """Rulebook, Game Setup 6: 'That player places their magic token on the 2 space and the other
    player places their magic token on the 3 space'."""
    seen = set()
    for seed in range(8):
        g, evs = _setup_events(seed)
        first = g.state.first_player
        seen.add(first)
        assert g.state.players[first].magic == 2
        assert g.state.players[1 - first].magic == 3
        assert of_type(evs, ev.MagicSet) == [ev.MagicSet(first, 2), ev.MagicSet(1 - first, 3)]
    assert seen == {0, 1}


def test_setup_ends_with_the_first_players_summon_phase():
    """Rulebook, Turn Sequence: the first turn begins with Phase 1: Summon."""
    g, evs = _setup_events(2)
    first = g.state.first_player
    assert evs[-2:] == [ev.TurnBegan(first, 1), ev.PhaseBegan(first, SUMMON)]
