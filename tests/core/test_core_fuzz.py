"""Property test: random, mostly illegal commands thrown at positions of random games (and the
state's bookkeeping checked at every position on the way).

DESIGN, Event sourcing: `decide` returns the events a command causes or a rejection, and
mutates nothing; `legal_commands` enumerates what the player may do (so each of them is legal).
A seeded loop (not hypothesis) keeps the run fast and every failure reproducible from its seed.
"""

from __future__ import annotations

import random
from dataclasses import fields

from game.core import Game, Rejection, apply_all, check, legal_commands, resolve, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.decide import Outcome
from game.core.state import ACTIVE, BOARD, PILE_ZONES, UNDER, GameState
from tests import factories
from tests.core.helpers import pick

SEEDS = (1, 2, 3, 4, 5, 6)
STEPS_PER_GAME = 200
JUNK_PER_POSITION = 10
COMMAND_TYPES = list(cmds.COMMAND_TYPES.values())
WORDS = ["", "x", "summon", "EndPhase", "raise_the_dead", "💥", "0", "None"]


def junk_value(r: random.Random, s: GameState, depth: int = 0):
    uids = list(s.cards)
    roll = r.random()
    if roll < 0.30:
        return r.choice(uids)
    if roll < 0.40:
        return r.randint(-5, 200)
    if roll < 0.55:  # a position, on or off the board
        return (r.randint(-2, 8), r.randint(-2, 9))
    if roll < 0.62:
        return r.choice(list(s.board)) if s.board else (0, 0)
    if roll < 0.72 and depth < 2:  # a tuple of something: a path, a list of cards
        return tuple(junk_value(r, s, depth + 1) for _ in range(r.randint(0, 3)))
    if roll < 0.76 and depth < 2:
        return [junk_value(r, s, depth + 1) for _ in range(r.randint(0, 2))]
    return r.choice([
        None, True, False, 0, -1, 10**20, 1.0, float(r.choice(uids)), float("nan"), r.choice(WORDS),
        {"a": 1}, (1,), (1, 2, 3), ((1, 2),), b"bytes", object(),
    ])


def junk_player(r: random.Random, s: GameState):
    return r.choice([0, 1, 0, 1, s.turn.player, s.turn.player, 2, -1, None, True, "0", 0.0])


def junk_command(r: random.Random, s: GameState, legal: list[cmds.Command]):
    roll = r.random()
    if roll < 0.25 and legal:
        # a legal command with one field swapped for junk: near misses test the deep checks
        base = r.choice(legal)
        f = r.choice(fields(base))
        kw = {x.name: getattr(base, x.name) for x in fields(base)}
        kw[f.name] = junk_player(r, s) if f.name == "player" else junk_value(r, s)
        return type(base)(**kw)
    if roll < 0.95:
        t = r.choice(COMMAND_TYPES)
        kw = {f.name: (junk_player(r, s) if f.name == "player" else junk_value(r, s)) for f in fields(t)}
        return t(**kw)
    return junk_value(r, s)


def assert_consistent(s: GameState) -> None:
    """Every card is in exactly one place, and that place agrees with the card; magic is on the
    track (glossary MAGIC: 'a maximum of 15'); each player has one summoner until the end."""
    where: dict[int, str] = {}

    def put(uid: int, place: str) -> None:
        assert uid not in where, f"card {uid} is both in {where[uid]} and {place}"
        where[uid] = place

    for pos, uid in s.board.items():
        put(uid, f"board{pos}")
        c = s.cards[uid]
        assert c.zone == BOARD and c.pos == pos
        for u in c.under:
            put(u, f"under {uid}")
            assert s.cards[u].zone == UNDER and s.cards[u].host == uid
    for p in s.players:
        assert 0 <= p.magic <= s.ruleset.magic_max
        for zone in PILE_ZONES:
            for uid in p.pile(zone):
                put(uid, f"{zone} of {p.index}")
                c = s.cards[uid]
                assert c.zone == zone and c.pos is None
                assert (c.controller if zone == ACTIVE else c.owner) == p.index
    assert set(where) == set(s.cards), "a card is nowhere"
    if not s.over:
        for player in (0, 1):
            mine = [c for c in s.on_board() if c.defn.is_summoner and c.owner == player]
            assert len(mine) == 1


def _throw(s: GameState, cmd: object, counts: dict) -> None:
    before = state_hash(s)
    out = resolve(s, cmd)  # must not raise
    assert isinstance(out, Outcome | Rejection), (cmd, out)
    assert state_hash(s) == before, f"deciding {cmd!r} changed the state"
    if isinstance(out, Rejection):
        assert isinstance(out.reason, str) and out.reason.strip(), cmd
        counts["rejected"] += 1
    else:
        assert all(isinstance(e, ev.Event) for e in out.events)
        # the events alone reproduce the new state (event sourcing)
        assert state_hash(apply_all(s, out.events)) == state_hash(out.state), cmd
        counts["accepted"] += 1


def test_random_junk_commands_never_raise_and_rejections_change_nothing():
    """Every command — well-formed or not, legal or not, from either player — gets events or a
    Rejection with a reason; a rejection never changes the state (state_hash unchanged); and
    every command listed by legal_commands(state) passes check(state, cmd)."""
    counts = {"rejected": 0, "accepted": 0, "legal": 0, "positions": 0}
    for seed in SEEDS:
        r = random.Random(seed * 7919)
        g = Game.new(factories.test_setup(seed))
        for _ in range(STEPS_PER_GAME):
            s = g.state
            if s.over:
                break
            counts["positions"] += 1
            assert_consistent(s)
            legal = legal_commands(s)
            assert legal, "a game that is not over always has something to do"
            for cmd in legal:
                assert check(s, cmd) is None, f"legal_commands listed {cmd!r}: {check(s, cmd)}"
            counts["legal"] += len(legal)
            for _ in range(JUNK_PER_POSITION):
                _throw(s, junk_command(r, s, legal), counts)
            out = g.submit(pick(r, legal))
            assert isinstance(out, Outcome)
        # a finished game rejects everything, and lists nothing
        if g.state.over:
            assert_consistent(g.state)
            assert legal_commands(g.state) == []
            for _ in range(20):
                cmd = junk_command(r, g.state, [])
                _throw(g.state, cmd, counts)
    thrown = counts["rejected"] + counts["accepted"]
    assert thrown >= 10_000, counts
    assert counts["rejected"] > 0.8 * thrown, counts  # mostly illegal, as intended
    assert counts["legal"] > 5_000, counts
