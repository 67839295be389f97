"""States along a game's event log, for the replay viewer's stepping and jumps.

A replay is the setup state with the recorded events applied; `Timeline` keeps a snapshot every
`every` events so that a jump to any point applies at most `every - 1` events.
"""

from __future__ import annotations

from bisect import bisect_right

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.game import Game
from game.core.state import GameState


class Timeline:
    def __init__(self, game: Game, every: int = 64) -> None:
        self.game = game
        self.every = max(1, every)
        self.events: list[ev.Event] = game.events
        # command_starts[i]: the number of events before log entry i (entry 0 is the setup)
        self.command_starts: list[int] = []
        n = 0
        for entry in game.log:
            self.command_starts.append(n)
            n += len(entry.events)
        self._snapshots: dict[int, GameState] = {0: game.initial.clone()}
        s = game.initial.clone()
        for i, e in enumerate(self.events, start=1):
            apply_in_place(s, e)
            if i % self.every == 0:
                self._snapshots[i] = s.clone()

    def __len__(self) -> int:
        return len(self.events)

    def state_at(self, n: int) -> GameState:
        """The state after the first `n` events (0: before the setup events). A new object,
        yours to keep."""
        n = max(0, min(n, len(self.events)))
        base = (n // self.every) * self.every
        s = self._snapshots[base].clone()
        for e in self.events[base:n]:
            apply_in_place(s, e)
        return s

    def state_after_command(self, i: int) -> GameState:
        """The state after log entry `i` (0: after the setup)."""
        i = max(0, min(i, len(self.command_starts) - 1))
        end = self.command_starts[i + 1] if i + 1 < len(self.command_starts) else len(self.events)
        return self.state_at(end)

    def entry_of_event(self, n: int) -> int:
        """The log entry that the `n`-th event (counting from 0) belongs to."""
        return max(0, bisect_right(self.command_starts, n) - 1)


def state_at(game: Game, n: int) -> GameState:
    """The state after the first `n` events, applied from the start (no snapshots)."""
    s = game.initial.clone()
    for e in game.events[:n]:
        apply_in_place(s, e)
    return s
