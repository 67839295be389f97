"""Where a replay of any game on the protocol is (`MatchTimeline`), and the stops around it.

Pure (no pygame). A position `n` is a number of recorded events applied, from `start` (after
the opening deal) to `total`. The stops are every event, the end of every log entry (an
"action"), and the start of every turn (an event the game's replay words call a turn's start).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from typing import Any

from game.engine.match import Match
from game.engine.timeline import MatchTimeline


class MatchReplayModel:
    def __init__(self, match: Match, turn_starts: Callable[[Any], bool] = lambda e: False) -> None:
        self.match = match
        self.timeline = MatchTimeline(match)
        self.events = self.timeline.events
        self.total = len(self.events)
        self.entry_ends = self.timeline.entry_ends
        self.start = self.entry_ends[0] if self.entry_ends else 0
        turns = {self.start}
        for i, e in enumerate(self.events):
            if i >= self.start and turn_starts(e):
                turns.add(i)  # the stop just before the turn's first event
        self.turn_starts = sorted(turns)
        self.n = self.start

    def clamp(self, n: int) -> int:
        return max(self.start, min(self.total, int(n)))

    @property
    def at_start(self) -> bool:
        return self.n <= self.start

    @property
    def at_end(self) -> bool:
        return self.n >= self.total

    def state_at(self, n: int | None = None) -> Any:
        return self.timeline.state_at(self.clamp(self.n if n is None else n))

    def entry(self, n: int | None = None) -> int:
        """The log entry the position is in (0: the opening deal)."""
        return self.timeline.entry_at(self.n if n is None else n)

    @property
    def entries(self) -> int:
        return len(self.entry_ends) - 1

    def state_before_entry(self, i: int) -> Any:
        return self.timeline.state_at(self.timeline.entry_starts[i])

    def last_event(self, n: int | None = None) -> Any | None:
        n = self.n if n is None else n
        return self.events[n - 1] if n > 0 else None

    # -- moving
    def jump(self, n: int) -> int:
        self.n = self.clamp(n)
        return self.n

    def step_event(self, step: int) -> int:
        return self.jump(self.n + step)

    def step_entry(self, step: int) -> int:
        return self.jump(_next_stop(self.entry_ends, self.n, step, self.start, self.total))

    def step_turn(self, step: int) -> int:
        return self.jump(_next_stop(self.turn_starts, self.n, step, self.start, self.total))

    def fraction(self, n: int | None = None) -> float:
        n = self.n if n is None else n
        span = self.total - self.start
        return 0.0 if span <= 0 else (n - self.start) / span

    def position_at(self, fraction: float) -> int:
        return self.clamp(round(self.start + max(0.0, min(1.0, fraction)) * (self.total - self.start)))


def _next_stop(stops: list[int], n: int, step: int, lo: int, hi: int) -> int:
    if step > 0:
        i = bisect_right(stops, n)
        return stops[i] if i < len(stops) else hi
    i = bisect_left(stops, n) - 1
    return stops[i] if i >= 0 else lo
