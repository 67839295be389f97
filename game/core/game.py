"""A game as a setup plus a log: the object the UI, the bots, saves and tests hold.

`Game.submit(command)` decides the command, records it with its events and moves to the new
state; a rejected command changes nothing and returns the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.commands import Command
from game.core.decide import Outcome, Rejection, resolve
from game.core.hashing import state_hash
from game.core.setup import GameSetup, initial_state, start
from game.core.state import GameState


@dataclass
class LogEntry:
    command: Command | None  # None for the setup events
    events: tuple[ev.Event, ...]
    turn: int = 0
    player: int = 0


@dataclass
class Game:
    setup: GameSetup
    initial: GameState
    state: GameState
    log: list[LogEntry] = field(default_factory=list)

    @classmethod
    def new(cls, setup: GameSetup) -> Game:
        s0 = initial_state(setup)
        out = start(s0, setup.first_player)
        g = cls(setup, s0, out.state)
        g.log.append(LogEntry(None, out.events, out.state.turn.number, out.state.turn.player))
        return g

    def submit(self, command: Command) -> Outcome | Rejection:
        before = self.state
        out = resolve(before, command)
        if isinstance(out, Outcome):
            self.state = out.state
            self.log.append(LogEntry(command, out.events, before.turn.number, before.turn.player))
        return out

    @property
    def events(self) -> list[ev.Event]:
        return [e for entry in self.log for e in entry.events]

    @property
    def commands(self) -> list[Command]:
        return [e.command for e in self.log if e.command is not None]

    def replayed_state(self) -> GameState:
        s = self.initial.clone()
        for e in self.events:
            apply_in_place(s, e)
        return s

    def hash(self) -> str:
        return state_hash(self.state)
