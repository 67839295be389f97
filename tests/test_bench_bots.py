"""`bench --only ai`'s game loop (`time_bot`), which shares `measure.timed_decisions` with
`bench --only ai-pairings`: every decision of the timed bot is counted, and only its own."""

from __future__ import annotations

from game.benchmarks import measure
from game.benchmarks.bots import time_bot


def test_time_bot_times_each_decision_of_its_bot_and_none_of_the_opponent(monkeypatch) -> None:
    games: list[list[int]] = []  # each game's deciding seats, in order
    real = measure.timed_decisions

    def counting(g, bots, go_on):
        games.append([])
        for p, dt, state in real(g, bots, go_on):
            games[-1].append(p)
            yield p, dt, state

    monkeypatch.setattr("game.benchmarks.bots.timed_decisions", counting)
    r = time_bot("easy", 2, 3)
    assert r["games"] == len(games) == 2
    # game i: the timed bot has seat i % 2, and only its decisions are counted
    assert r["decisions"] == games[0].count(0) + games[1].count(1)
    assert games[0].count(1) > 0 and games[1].count(0) > 0
    assert r["median_ms"] <= r["max_ms"] and r["p99_ms"] <= r["max_ms"]
    assert r["median_ms_real_choices"] > 0
