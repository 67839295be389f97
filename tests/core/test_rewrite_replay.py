"""Issue 17, done-when: "every shipped ability behaves exactly as before its rewrite: 20 random
games per ordered pairing, recorded (seed and commands) before the rewrite, replay after it to the
same board, piles, magic and winner". The games were recorded by `tests/rewrite_record.py` on the
cards as they were before any ability was rewritten in the ability language."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from rewrite_record import GAMES, factions, load, replay_one


@cache
def _games() -> dict[tuple[str, str], list[dict]]:
    out: dict[tuple[str, str], list[dict]] = {}
    for g in load():
        out.setdefault((g["p1"], g["p2"]), []).append(g)
    return out


def test_every_ordered_pairing_was_recorded():
    games = _games()
    assert set(games) == set(itertools.product(factions(), factions()))
    assert all(len(v) == GAMES for v in games.values())


@pytest.mark.parametrize(("p1", "p2"), list(itertools.product(factions(), factions())))
def test_recorded_games_replay_to_the_same_end(p1, p2):
    for game in _games()[(p1, p2)]:
        end, rejected = replay_one(game)
        assert rejected is None, f"{p1} vs {p2}, seed {game['seed']}: {rejected}"
        assert end == game["end"], f"{p1} vs {p2}, seed {game['seed']}: the game ended differently"
