"""`summoner-wars bench --only warrior`: Warrior's computer players and rules, timed.

For 2, 4 and 6 players, each level (Easy, Normal, Hard) plays seat 1 against Normal players
in the other seats, and every decision of seat 1 is timed: median, 90th percentile and the
slowest, in milliseconds. Then games between random players, per second, through the real
rules and `Match`: the speed of the rules themselves. `--games` is the random games per table
size; the levels play a fifth of that (at least 2) per table size."""

from __future__ import annotations

import argparse
import time

from game.benchmarks.measure import percentile

TABLES = (2, 4, 6)
LEVELS = ("easy", "normal", "hard")


def bench_warrior(args: argparse.Namespace | None = None) -> dict:
    from game.sim_warrior import run_warrior_games
    from game.warrior.content import read_deck

    games = getattr(args, "games", 20) if args is not None else 20
    seed = getattr(args, "seed", 1) if args is not None else 1
    deck = read_deck()
    out: dict = {}
    for players in TABLES:
        for level in LEVELS:
            bots = (level,) + ("normal",) * (players - 1)
            times = sorted(t for r in run_warrior_games(players, bots, deck, games=max(2, games // 5), seed=seed)
                           for t in r.decision_seconds[0])
            key = f"{players}p {level} decision ms"
            out[f"{key} median"] = percentile(times, 0.5) * 1000
            out[f"{key} p90"] = percentile(times, 0.9) * 1000
            out[f"{key} slowest"] = times[-1] * 1000 if times else 0.0
    for players in TABLES:
        t0 = time.perf_counter()
        battles = sum(r.battles for r in run_warrior_games(players, ("random",) * players, deck, games=games, seed=seed))
        seconds = time.perf_counter() - t0
        out[f"{players}p random games per second"] = games / seconds
        out[f"{players}p random battles per game"] = battles / games
    return out
