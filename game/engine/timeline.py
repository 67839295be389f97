"""States along any game's log, for a replay's scrubbing: a position is a number of recorded
events applied (0: the table before the opening deal). States are values, so a snapshot is
kept every `every` events and a jump applies fewer than `every` events."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from game.engine.match import Match


class MatchTimeline:
    def __init__(self, match: Match, every: int = 16) -> None:
        self.match = match
        self.rules = match.rules
        self.every = max(1, every)
        self.events: list[Any] = match.events
        # entry_starts[i]: how many events come before log entry i (entry 0 is the opening)
        self.entry_starts: list[int] = []
        n = 0
        for entry in match.log:
            self.entry_starts.append(n)
            n += len(entry.events)
        self.entry_ends: list[int] = [*self.entry_starts[1:], len(self.events)]
        self._snapshots: dict[int, Any] = {0: match.initial}
        s = match.initial
        for i, e in enumerate(self.events, start=1):
            s = self.rules.apply(s, e)
            if i % self.every == 0:
                self._snapshots[i] = s

    def __len__(self) -> int:
        return len(self.events)

    def state_at(self, n: int) -> Any:
        """The state after the first `n` events."""
        n = max(0, min(n, len(self.events)))
        base = (n // self.every) * self.every
        s = self._snapshots[base]
        for e in self.events[base:n]:
            s = self.rules.apply(s, e)
        return s

    def entry_of_event(self, n: int) -> int:
        """The log entry the `n`-th event (counting from 0) belongs to."""
        return max(0, bisect_right(self.entry_starts, n) - 1)

    def entry_at(self, n: int) -> int:
        """The log entry in progress (or just completed) at position `n`: the one that holds the
        last event applied; 0 before any."""
        return self.entry_of_event(n - 1) if n > 0 else 0
