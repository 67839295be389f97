"""`summoner-wars bench`: speed figures for the closing notes, never asserted in tests."""

from __future__ import annotations

import argparse
import statistics
import time


def bench_core(games: int, seed: int) -> dict:
    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.core.apply import apply_in_place
    from game.sim import make_setup, play_game

    p1, p2 = catalog.default_pair()
    decks = (catalog.deck(p1), catalog.deck(p2))
    rs, cards = catalog.ruleset(), catalog.cards()
    results = []
    t0 = time.perf_counter()
    c0 = time.process_time()
    for i in range(games):
        setup = make_setup(rs, decks, cards, seed * 1000 + i)
        results.append(play_game(setup, (RandomBot(2 * i), RandomBot(2 * i + 1)), keep=True))
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    n_events = 0
    t1 = time.perf_counter()
    for r in results:
        s = r.game.initial.clone()
        for e in r.game.events:
            apply_in_place(s, e)
            n_events += 1
    dt_apply = time.perf_counter() - t1
    return {
        "decks": f"{p1} vs {p2}",
        "games": games,
        "games_per_second": games / dt,
        # CPU time of this process: steadier than wall time on a shared machine
        "games_per_cpu_second": games / cpu if cpu > 0 else 0.0,
        "mean_commands": statistics.mean(r.commands for r in results),
        "mean_turns": statistics.mean(r.turns for r in results),
        "events_applied_per_second": n_events / dt_apply,
    }


SECTIONS = {"core": bench_core}


def run_bench(args: argparse.Namespace) -> int:
    only = args.only or ["core", "ui", "saves", "ai"]
    for name in only:
        fn = SECTIONS.get(name)
        if fn is None:
            extra = _optional_section(name)
            if extra is None:
                print(f"{name}: not available")
                continue
            fn = extra
        res = fn(args.games, args.seed) if name == "core" else fn(args)
        print(f"[{name}]")
        for k, v in res.items():
            print(f"  {k}: {v:.1f}" if isinstance(v, float) else f"  {k}: {v}")
    return 0


def _optional_section(name: str):
    try:
        if name == "ui":
            from game.ui.bench import bench_ui

            return bench_ui
        if name == "saves":
            from game.persist.bench import bench_saves

            return bench_saves
        if name == "ai":
            from game.ai.bench import bench_ai

            return bench_ai
    except ImportError:
        return None
    return None
