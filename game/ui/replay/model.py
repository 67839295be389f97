"""Where a replay is: a position along the game's event log, and the stops around it.

Pure (no pygame). A position `n` is the number of recorded events applied, from `start` (the
game as the first turn begins, after the setup events) to `total` (the end of the log). The
stops for stepping are every event, the end of every command ("action") and the start of every
turn; states come from a `Timeline`, which keeps snapshots so that a jump anywhere applies at
most a few dozen events. The log's sentences are narrated once per reader (everyone, or one
player, who reads only what their view allows) and shown up to the position.
"""

from __future__ import annotations

from bisect import bisect_right

from game.core import events as ev
from game.core.game import Game
from game.core.state import GameState
from game.persist.timeline import Timeline
from game.ui.battle.describe import LogLine, narrate
from game.ui.replay.scrubbing import Scrubbing


class ReplayModel(Scrubbing):
    def __init__(self, game: Game, every: int = 64) -> None:
        self.game = game
        self.timeline = Timeline(game, every)
        self.events: list[ev.Event] = self.timeline.events
        self.total = len(self.timeline)
        starts = self.timeline.command_starts
        # command_ends[i]: the position after log entry i (entry 0 is the setup).
        self.command_ends: list[int] = [
            starts[i + 1] if i + 1 < len(starts) else self.total for i in range(len(starts))
        ]
        self.start = self.command_ends[0] if self.command_ends else 0
        turns = {self.start}
        for i, entry in enumerate(game.log):
            if any(isinstance(e, ev.TurnBegan) for e in entry.events):
                turns.add(self.command_ends[i])
        self.turn_starts: list[int] = sorted(turns)
        self._lines: dict[int | None, tuple[list[LogLine], list[int]]] = {}
        self.n = self.start

    # -- where we are
    @property
    def at_start(self) -> bool:
        return self.n <= self.start

    @property
    def at_end(self) -> bool:
        return self.n >= self.total

    def state_at(self, n: int) -> GameState:
        """The whole state (nothing hidden) after `n` events: a new object."""
        return self.timeline.state_at(self.clamp(n))

    def command_index(self, n: int | None = None) -> int:
        """How many commands (actions) are complete at position `n`."""
        n = self.n if n is None else n
        return max(0, bisect_right(self.command_ends, n) - 1)

    @property
    def commands(self) -> int:
        return len(self.command_ends) - 1

    def turn_index(self, n: int | None = None) -> int:
        """Which turn start (counting from 0) position `n` is at or after."""
        n = self.n if n is None else n
        return max(0, bisect_right(self.turn_starts, n) - 1)

    def lines(self, viewer: int | None = None) -> list[LogLine]:
        """The whole log as `viewer` reads it (None: with every card named)."""
        return self._narrated(viewer)[0]

    def _narrated(self, viewer: int | None) -> tuple[list[LogLine], list[int]]:
        if viewer not in self._lines:
            lines = narrate(self.game.initial, self.events, viewer)
            self._lines[viewer] = (lines, [line.upto + 1 for line in lines])
        return self._lines[viewer]

    def visible_lines(self, n: int | None = None, viewer: int | None = None) -> list[LogLine]:
        """The log's sentences about the events applied up to position `n`, as `viewer` reads
        them (None: with every card named)."""
        n = self.n if n is None else n
        lines, ends = self._narrated(viewer)
        return lines[: bisect_right(ends, n)]

    def last_dice(self, n: int | None = None) -> ev.DiceRolled | None:
        """The attack dice of the action in progress at `n` (still worth showing once they
        have settled), or None."""
        n = self.n if n is None else n
        if n <= 0:
            return None
        first = self.timeline.command_starts[self.timeline.entry_of_event(n - 1)]
        for e in reversed(self.events[first:n]):
            if isinstance(e, ev.DiceRolled) and e.purpose == "attack":
                return e
            if isinstance(e, ev.AttackDeclared):
                return None
        return None

    def recent_cards(self, n: int | None = None) -> list[int]:
        """The cards the action in progress at `n` moved, placed or set fighting (so far):
        what the viewer marks on the board after a step."""
        n = self.n if n is None else n
        if n <= self.start:
            return []
        first = self.timeline.command_starts[self.timeline.entry_of_event(n - 1)]
        out: list[int] = []
        for e in self.events[first:n]:
            if isinstance(e, ev.UnitMoved | ev.CardForced | ev.UnitSummoned | ev.StructureBuilt
                          | ev.CardPlaced):
                out.append(e.card)
            elif isinstance(e, ev.AttackDeclared):
                out.extend((e.attacker, e.target))
            elif isinstance(e, ev.PlacesExchanged):
                out.extend((e.a, e.b))
        return list(dict.fromkeys(out))

    # -- moving (the rest is `Scrubbing`'s)
    def step_command(self, step: int) -> int:
        return self.step_through(self.command_ends, step)


