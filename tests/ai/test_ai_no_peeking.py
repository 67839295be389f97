"""Bots see only `view(state, player)`: hidden information cannot change their decision.

Two states that differ only in what the player may not see (the opponent's hand, the order of
either draw pile) have identical views, so every bot must answer both with the same command.
A cheating bot that reads the real state is caught by the same check (the test has teeth).
"""

from __future__ import annotations

import pytest
from ai_helpers import bot

from factories import test_setup
from game.ai.random_bot import RandomBot
from game.core import Game, acting_player, legal_commands, state_hash, view
from game.core.state import DRAW, HAND, MAGIC_PILE, GameState


def _positions(n_states: int = 6, seed: int = 4) -> list[GameState]:
    """Mid-game states with a decision to make, reached by random play."""
    g = Game.new(test_setup(seed))
    rnd = RandomBot(seed)
    out = []
    n = 0
    while not g.state.over and len(out) < n_states and n < 2000:
        p = acting_player(g.state)
        if n % 13 == 5 and len(legal_commands(g.state)) > 2:
            out.append(g.state)
        g.submit(rnd.choose(g.state, p))
        n += 1
    return out


def _hidden_twin(state: GameState, player: int) -> GameState:
    """The same game but for what `player` cannot see: the opponent's hand swapped with cards of
    other kinds from their draw pile, and both draw piles reversed."""
    s = state.clone()
    opp = s.players[1 - player]
    hand, draw = opp.hand, opp.draw
    for i, h in enumerate(hand):
        for j, d in enumerate(draw):
            if s.cards[d].defn.id != s.cards[h].defn.id:
                hand[i], draw[j] = d, h
                s.cards[d] = s.cards[d].evolve(zone=HAND)
                s.cards[h] = s.cards[h].evolve(zone=DRAW)
                break
    for p in s.players:
        p.draw.reverse()
    s.rng = state.rng ^ 0x5A5A5A5A
    s.cache = None
    return s


def _differs(a: GameState, b: GameState, player: int) -> bool:
    opp = 1 - player
    ha = sorted(a.cards[u].defn.id for u in a.players[opp].hand)
    hb = sorted(b.cards[u].defn.id for u in b.players[opp].hand)
    return ha != hb or a.players[player].draw != b.players[player].draw


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_hidden_information_never_changes_the_decision(name):
    setup = test_setup(4)
    checked = 0
    for state in _positions():
        p = acting_player(state)
        twin = _hidden_twin(state, p)
        assert _differs(state, twin, p)
        assert state_hash(view(state, p)) == state_hash(view(twin, p))
        assert bot(name, 7, setup).choose(state, p) == bot(name, 7, setup).choose(twin, p)
        checked += 1
    assert checked >= 4


class _Cheat:
    """Reads the real state: plays differently depending on the opponent's hidden hand."""

    def choose(self, state, player):
        opts = legal_commands(state)
        secret = sum(ord(c) for u in state.players[1 - player].hand for c in state.cards[u].defn.id)
        secret += sum(state.players[player].draw[-3:])
        return opts[secret % len(opts)]


def test_the_check_catches_a_bot_that_peeks():
    caught = 0
    for state in _positions():
        p = acting_player(state)
        twin = _hidden_twin(state, p)
        caught += _Cheat().choose(state, p) != _Cheat().choose(twin, p)
    assert caught > 0


# --- 1st edition: the magic pile -------------------------------------------------------------


def _setup_1e(seed: int):
    from pathlib import Path

    from game.content import load_content
    from game.sim import make_setup

    c = load_content([Path(__file__).resolve().parent.parent / "rules_1e"], include_user=False)
    decks = (c.library.decks["drill-a-1e"], c.library.decks["drill-b-1e"])
    return make_setup(c.rulesets["1e"], decks, dict(c.library.cards), seed)


def _positions_1e(n_states: int = 6, seed: int = 3) -> list[GameState]:
    """Mid-game 1E states where the opponent's magic pile holds cards."""
    g = Game.new(_setup_1e(seed))
    rnd = RandomBot(seed)
    out = []
    n = 0
    while not g.state.over and len(out) < n_states and n < 3000:
        p = acting_player(g.state)
        if n % 11 == 5 and len(legal_commands(g.state)) > 2 and len(g.state.players[1 - p].magic_pile) >= 2:
            out.append(g.state)
        g.submit(rnd.choose(g.state, p))
        n += 1
    return out


def _magic_twin(state: GameState, player: int) -> GameState:
    """The same 1E game but for the opponent's magic pile: its cards swapped, one by one, with
    cards of other kinds from their draw pile (its size stays what the player sees)."""
    s = state.clone()
    opp = s.players[1 - player]
    pile, draw = opp.magic_pile, opp.draw
    for i, m in enumerate(pile):
        for j, d in enumerate(draw):
            if s.cards[d].defn.id != s.cards[m].defn.id and s.cards[d].owner == s.cards[m].owner:
                pile[i], draw[j] = d, m
                s.cards[d] = s.cards[d].evolve(zone=MAGIC_PILE, controller=opp.index)
                s.cards[m] = s.cards[m].evolve(zone=DRAW, controller=s.cards[m].owner)
                break
    s.cache = None
    s.live = None
    return s


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_the_opponents_magic_pile_never_changes_the_decision(name):
    """1E: "You may look at the cards in your own Magic Pile"; the opponent's is face down (issue
    18: "no peeking holds (the magic pile's contents are hidden from the opponent)")."""
    setup = _setup_1e(3)
    checked = 0
    for state in _positions_1e():
        p = acting_player(state)
        twin = _magic_twin(state, p)
        opp = 1 - p
        assert [state.cards[u].defn.id for u in state.players[opp].magic_pile] != [
            twin.cards[u].defn.id for u in twin.players[opp].magic_pile]
        assert state_hash(view(state, p)) == state_hash(view(twin, p))
        assert bot(name, 7, setup).choose(state, p) == bot(name, 7, setup).choose(twin, p)
        checked += 1
    assert checked >= 4


def test_the_check_catches_a_bot_that_peeks_at_the_magic_pile():
    class PilePeeker:
        def choose(self, state, player):
            opts = legal_commands(state)
            secret = sum(ord(c) for u in state.players[1 - player].magic_pile for c in state.cards[u].defn.id)
            return opts[secret % len(opts)]

    caught = 0
    for state in _positions_1e():
        p = acting_player(state)
        caught += PilePeeker().choose(state, p) != PilePeeker().choose(_magic_twin(state, p), p)
    assert caught > 0
