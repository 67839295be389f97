"""`summoner-wars bench --only ai-pairings`: the Hard bot's decision times over every pairing.

`bench --only ai` times each bot over whole games of one pairing. A faction's plan changes how
long Hard thinks (Blood Summon's chain of questions, ranged armies' lines of sight), so this
section plays the opening `--ai-turns` turns (default 12) of one game per pairing of the
edition's factions: the shipped Hard, with its 1.5 s safety cap, against Normal, Hard taking the
first-named faction in every other pairing. Both bots' decisions are timed (wall clock, as a
player waits for them). It reports the median over the pairings of each pairing's median, the
slowest pairing's median, and the 99th percentile over every decision with the pairing where
it is highest; `--pair P1 P2` plays one pairing.
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

from game.benchmarks.measure import percentile, timed_decisions

TURNS = 12  # the opening turns played per pairing (6 of them Hard's)


def time_pairing(p1: str, p2: str, hard_seat: int, turns: int, seed: int, edition: str) -> dict[str, list[float]]:
    """The wall-clock seconds of each decision of Hard (seat `hard_seat`) and of Normal in the
    first `turns` turns of one seeded game of `p1` against `p2`."""
    from game import catalog
    from game.ai.registry import make_bot
    from game.ai.seeds import BENCH, bot_seed
    from game.core.game import Game
    from game.sim import make_setup

    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    setup = make_setup(catalog.ruleset(edition, include_user=False), decks, catalog.cards(include_user=False), seed)
    bots = [make_bot("normal", bot_seed(seed, p, BENCH), setup=setup) for p in (0, 1)]
    bots[hard_seat] = make_bot("hard", bot_seed(seed, hard_seat, BENCH), setup=setup)
    times: dict[str, list[float]] = {"hard": [], "normal": []}
    for p, dt, _ in timed_decisions(Game.new(setup), bots, lambda s, _n: s.turn.number <= turns):
        times["hard" if p == hard_seat else "normal"].append(dt)
    return times


def summarize(rows: list[dict[str, Any]], bot: str, command: str) -> dict[str, Any]:
    """Over the pairings in `rows` (each with its `pair` and its bots' decision `times`): the
    median of the pairings' medians, the slowest pairing's median, the 99th percentile over
    every decision and the pairing where it is highest, in milliseconds."""
    def label(row: dict[str, Any]) -> str:
        a, b = row["pair"]
        return f"{a} vs {b}: {command} --pair {a} {b}"

    medians = [(statistics.median(r["times"][bot]) * 1000, r) for r in rows if r["times"][bot]]
    p99s = [(percentile(r["times"][bot], 0.99) * 1000, r) for r in rows if r["times"][bot]]
    every = [t for r in rows for t in r["times"][bot]]
    slow_median, slow_row = max(medians, key=lambda x: x[0])
    high_p99, high_row = max(p99s, key=lambda x: x[0])
    return {
        f"{bot} decisions": len(every),
        f"{bot} median ms, median over {len(rows)} pairings": statistics.median(m for m, _ in medians),
        f"{bot} median ms, slowest pairing": slow_median,
        f"{bot} median ms, slowest pairing is": label(slow_row),
        f"{bot} p99 ms over every decision": percentile(every, 0.99) * 1000,
        f"{bot} p99 ms, highest pairing": high_p99,
        f"{bot} p99 ms, highest pairing is": label(high_row),
        f"{bot} slowest decision ms": max(every) * 1000,
    }


def bench_ai_pairings(args: argparse.Namespace) -> dict[str, Any]:
    from game.benchmarks.rules import pairings

    edition = getattr(args, "edition", None) or "2e"
    seed = int(getattr(args, "seed", 1) or 1)
    turns = int(getattr(args, "ai_turns", 0) or TURNS)
    every = pairings(edition)
    chosen = list(enumerate(every))
    pair = getattr(args, "pair", None)
    if pair:
        # a pairing's game is fixed by its place in the edition's list, so `--pair` (in either
        # order) plays the very game the whole run played for it
        a, b = pair
        chosen = [x for x in chosen if set(x[1]) == {a, b}] or [(0, (a, b))]
    rows = []
    for i, (p1, p2) in chosen:
        times = time_pairing(p1, p2, i % 2, turns, seed * 1000 + i, edition)
        rows.append({"pair": (p1, p2), "times": times})
    command = f"summoner-wars bench --only ai-pairings --edition {edition} --seed {seed} --ai-turns {turns}"
    out: dict[str, Any] = {"pairings": len(rows), "turns per game": turns}
    for bot in ("hard", "normal"):
        out.update(summarize(rows, bot, command))
    return out
