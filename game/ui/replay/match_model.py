"""Where a replay of any game on the protocol is (`MatchTimeline`), and the stops around it.

Pure (no pygame). A position `n` is a number of recorded events applied, from `start` (after
the opening deal) to `total`. The stops are every event, the end of every log entry (an
"action"), and the start of every turn (an event the game's replay words call a turn's start).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.match import Match
from game.engine.timeline import MatchTimeline
from game.ui.replay.scrubbing import Scrubbing


class MatchReplayModel(Scrubbing):
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

    # -- moving (the rest is `Scrubbing`'s)
    def step_entry(self, step: int) -> int:
        return self.step_through(self.entry_ends, step)


