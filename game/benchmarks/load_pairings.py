"""Loading a 40-turn save, over every pairing of an edition's factions (`bench --only saves`).

For each pairing a seeded long game (`long_game`) is cut after the command that ends turn 40,
saved, and loaded `REPEAT` times; the figure per pairing is the median load. The section reports
the median over the pairings and the slowest pairing, with the command that measures it alone.
"""

from __future__ import annotations

import statistics
import tempfile
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Any

from game.benchmarks.long_game import TARGET_TURNS, long_game
from game.benchmarks.measure import median_ms
from game.core.game import Game

REPEAT = 5


def first_turns(game: Game, turns: int = TARGET_TURNS) -> Game:
    """The game up to the command that ends turn `turns` (the whole game if it is shorter)."""
    g = Game.new(game.setup)
    for entry in game.log[1:]:
        if g.state.turn.number > turns or g.state.over:
            break
        assert entry.command is not None
        g.submit(entry.command)
    return g


def pairings(edition: str) -> list[tuple[str, str]]:
    from game import catalog

    names = sorted(n for n, d in catalog.decks(include_user=False).items()
                   if catalog.edition_of(d, include_user=False) == edition)
    return list(combinations(names, 2))


def load_times(
    pairs: list[tuple[str, str]], seed: int, loaders: dict[str, Callable[[Path], Any]]
) -> list[dict[str, Any]]:
    """Per pairing: turns, commands, events and the median ms of each loader."""
    from game.persist.saves import save_game

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for p1, p2 in pairs:
            _, whole = long_game(seed, pair=(p1, p2))
            g = first_turns(whole)
            path = Path(tmp) / f"{p1}-vs-{p2}.json"
            save_game(g, path)
            played = g.state.turn.number - (0 if g.state.over else 1)
            row: dict[str, Any] = {"pair": (p1, p2), "turns": played, "commands": len(g.log) - 1,
                                   "events": len(g.events)}
            for name, fn in loaders.items():
                row[name] = median_ms(lambda fn=fn, path=path: fn(path), REPEAT)  # type: ignore[misc]
            rows.append(row)
    return rows


def summarize(rows: list[dict[str, Any]], key: str, seed: int, edition: str) -> dict[str, Any]:
    """The median of `key` over the rows and the slowest row, with its reproducing command."""
    slowest = max(rows, key=lambda r: r[key])
    p1, p2 = slowest["pair"]
    return {
        f"{key} median over {len(rows)} {edition} pairings": statistics.median(r[key] for r in rows),
        f"{key} slowest": slowest[key],
        f"{key} slowest pairing": (f"{p1} vs {p2} ({slowest['turns']} turns played, {slowest['commands']} commands, "
                                   f"{slowest['events']} events): summoner-wars bench --only saves "
                                   f"--seed {seed} --pair {p1} {p2}"),
    }


def bench_load_pairings(seed: int, edition: str, pair: tuple[str, str] | None) -> dict[str, Any]:
    from game.persist import saves

    pairs = [pair] if pair is not None else pairings(edition)
    loaders: dict[str, Callable[[Path], Any]] = {"load_ms (40 turns)": saves.load_game,
                                                 "verify_ms (40 turns, re-decide)": saves.verify_game}
    rows = load_times(pairs, seed, loaders)
    out: dict[str, Any] = {}
    for key in loaders:
        out.update(summarize(rows, key, seed, edition))
    return out
