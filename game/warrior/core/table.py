"""A state and the events that led to it, while a command is being decided: each event is
applied as it is emitted, so a rule always reads the table as it now is."""

from __future__ import annotations

from game.warrior.core import events as ev
from game.warrior.core.apply import apply
from game.warrior.core.state import WarriorState


class Table:
    def __init__(self, state: WarriorState) -> None:
        self.state = state
        self.events: list[ev.Event] = []

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)
        self.state = apply(self.state, event)
