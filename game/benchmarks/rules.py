"""`summoner-wars bench --only core`: random full games through the rules core."""

from __future__ import annotations

import statistics
import time


def bench_core(games: int, seed: int, edition: str = "2e") -> dict:
    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.core.apply import apply_in_place
    from game.sim import make_setup, play_game

    p1, p2 = catalog.default_pair(edition=edition)
    decks = (catalog.deck(p1, edition=edition), catalog.deck(p2, edition=edition))
    rs, cards = catalog.ruleset(edition), catalog.cards()
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
