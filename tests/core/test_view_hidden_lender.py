"""A lent ability whose lender is hidden in a view: 1E Benders' Deceiver ("Enemy commons that begin
a turn adjacent to this unit cannot move or attack that turn") lends Stunned for the turn, and the
lending "lasts even if this Deceiver is destroyed"; destroyed, it lies face down in a magic pile,
which a view hides. The rules on that view (a bot's legal commands) must not fail on it, and the
real state keeps the unit stunned."""

from __future__ import annotations

from game import catalog
from game.core import Game, legal_commands, view
from game.core.state import DRAW, MAGIC_PILE, Effect
from game.core.stats import can_move
from game.sim import make_setup


def _lent_by_hidden_deceiver():
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    decks = (catalog.deck("benders-1e", include_user=False), catalog.deck("tundra-orcs-1e", include_user=False))
    state = Game.new(make_setup(rs, decks, cards, 5)).state.clone()
    deceiver = next(c for c in state.cards.values()
                    if c.owner == 0 and c.zone == DRAW and c.defn.name == "Deceiver")
    host = next(c for c in state.on_board(1) if c.defn.is_unit and not c.defn.is_summoner)
    # destroyed by the opponent: face down on top of their magic pile
    state.players[0].draw.remove(deceiver.uid)
    state.players[1].magic_pile.append(deceiver.uid)
    state.players[1].magic = len(state.players[1].magic_pile)
    state.cards[deceiver.uid] = deceiver.evolve(zone=MAGIC_PILE)
    state.effects = state.effects + (
        Effect("mark", host.uid, 0, "end_of_turn", (("name", "stunned"),), deceiver.uid),
        Effect("grant", host.uid, 0, "end_of_turn", (("card", deceiver.uid), ("spec", 1)), deceiver.uid),
    )
    state.cache = None
    state.live = None
    return state, host


def test_a_view_hiding_the_lender_of_stunned_still_answers_the_rules():
    state, host = _lent_by_hidden_deceiver()
    for p in (0, 1):
        v = view(state, p)
        can_move(v, v.cards[host.uid])  # an IndexError before: the placeholder has no abilities
        assert legal_commands(v)
    # the player whose magic pile holds the Deceiver sees it, so their view keeps the unit stunned
    mine = view(state, 1)
    assert not can_move(mine, mine.cards[host.uid])


def test_the_real_state_keeps_the_unit_stunned_and_an_unlent_unit_is_not():
    state, host = _lent_by_hidden_deceiver()
    assert not can_move(state, state.cards[host.uid])
    other = next(c for c in state.on_board(1) if c.defn.is_unit and not c.defn.is_summoner and c.uid != host.uid)
    assert can_move(state, other)
