"""Where a replay viewer stands and how it moves, the same for every game's viewer: a position
is a number of recorded events shown, between `start` (the table after the opening) and
`total`; the models give their own stops (an action's end, a turn's start) to step through."""

from __future__ import annotations

from bisect import bisect_left, bisect_right


def next_stop(stops: list[int], n: int, step: int, lo: int, hi: int) -> int:
    """The stop `step` places after (or before, if negative) position `n`; past the last stop
    is the end, before the first is the start."""
    if step > 0:
        i = bisect_right(stops, n) + step - 1
        return stops[i] if i < len(stops) else hi
    if step < 0:
        i = bisect_left(stops, n) + step
        return stops[i] if i >= 0 else lo
    return n


class Scrubbing:
    """A replay model's position and moves; the model sets `start`, `total`, `turn_starts`
    and `n`."""

    start: int
    total: int
    n: int
    turn_starts: list[int]

    def clamp(self, n: int) -> int:
        return max(self.start, min(self.total, int(n)))

    def jump(self, n: int) -> int:
        self.n = self.clamp(n)
        return self.n

    def step_event(self, step: int) -> int:
        return self.jump(self.n + step)

    def step_through(self, stops: list[int], step: int) -> int:
        return self.jump(next_stop(stops, self.n, step, self.start, self.total))

    def step_turn(self, step: int) -> int:
        return self.step_through(self.turn_starts, step)

    def fraction(self, n: int | None = None) -> float:
        n = self.n if n is None else n
        span = self.total - self.start
        return 0.0 if span <= 0 else (n - self.start) / span

    def position_at(self, fraction: float) -> int:
        f = max(0.0, min(1.0, fraction))
        return self.clamp(round(self.start + f * (self.total - self.start)))
