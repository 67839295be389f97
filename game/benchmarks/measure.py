"""Timing helpers shared by the benchmark sections."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any


def median_ms(fn: Callable[[], Any], repeat: int) -> float:
    """The median wall time of `repeat` calls of `fn`, in milliseconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def percentile(xs: list[float], q: float) -> float:
    """The `q` quantile of `xs` (0.99: the 99th percentile) as the value at that rank of the
    sorted list, the highest for a short list; 0 for none."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def timed_decisions(g: Any, bots: list[Any], go_on: Callable[[Any, int], bool]) -> Iterator[tuple[int, float, Any]]:
    """Play game `g`, each seat's command chosen by its bot in `bots`, while `go_on(state,
    decisions so far)` holds and the game is not over; yields (seat, wall seconds the bot took,
    the state it decided on) for each decision."""
    from game.core.legal import acting_player

    n = 0
    while not g.state.over and go_on(g.state, n):
        state = g.state
        p = acting_player(state)
        t0 = time.perf_counter()
        cmd = bots[p].choose(state, p)
        dt = time.perf_counter() - t0
        yield p, dt, state
        g.submit(cmd)
        n += 1
