"""A game as its setup plus its log, over any game's rules (`GameRules`).

`submit` decides a command, records it with its events and moves on; a rejected command
changes nothing. The JSON form holds the setup and the log; loading applies the logged events
(no random source needed) and, to verify, decides the logged commands again and compares.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.protocol import GameRules, Rejection
from game.engine.records import RecordError, from_jsonable, registry, to_jsonable


@dataclass(frozen=True, slots=True)
class Entry:
    command: Any | None  # None for the events that open the game
    events: tuple[Any, ...]


@dataclass
class Match:
    rules: GameRules
    setup: Any
    initial: Any
    state: Any
    log: list[Entry] = field(default_factory=list)

    @classmethod
    def new(cls, rules: GameRules, setup: Any) -> Match:
        initial, opening = rules.new_game(setup)
        state = initial
        for e in opening:
            state = rules.apply(state, e)
        return cls(rules, setup, initial, state, [Entry(None, tuple(opening))])

    def submit(self, command: Any) -> tuple[Any, ...] | Rejection:
        out = self.rules.decide(self.state, command)
        if isinstance(out, Rejection):
            return out
        state = self.state
        for e in out:
            state = self.rules.apply(state, e)
        self.state = state
        self.log.append(Entry(command, tuple(out)))
        return out

    @property
    def events(self) -> list[Any]:
        return [e for entry in self.log for e in entry.events]

    @property
    def commands(self) -> list[Any]:
        return [entry.command for entry in self.log if entry.command is not None]

    def replayed_state(self) -> Any:
        state = self.initial
        for e in self.events:
            state = self.rules.apply(state, e)
        return state

    def hash(self) -> str:
        return self.rules.state_hash(self.state)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.rules.name,
            "setup": to_jsonable(self.setup),
            "log": [{"command": to_jsonable(e.command), "events": to_jsonable(e.events)}
                    for e in self.log],
            "hash": self.hash(),
        }

    @classmethod
    def from_json(cls, rules: GameRules, data: dict[str, Any], verify: bool = True) -> Match:
        """The game `to_json` wrote. With `verify`, every logged command is decided again and
        must give the logged events, and the end state must have the saved hash."""
        if data.get("game") != rules.name:
            raise RecordError(f"this is a game of {data.get('game')!r}, not of {rules.name!r}")
        types = registry(rules.record_types())
        setup = from_jsonable(data["setup"], types)
        initial, opening = rules.new_game(setup)
        log = [Entry(from_jsonable(e["command"], types), from_jsonable(e["events"], types))
               for e in data["log"]]
        if not log or log[0].command is not None:
            raise RecordError("the log does not start with the opening of the game")
        if verify and log[0].events != tuple(opening):
            raise RecordError("the opening differs from what this setup deals")
        state = initial
        for i, entry in enumerate(log):
            if verify and entry.command is not None:
                again = rules.decide(state, entry.command)
                if isinstance(again, Rejection) or tuple(again) != entry.events:
                    raise RecordError(f"entry {i}: the command does not give the logged events")
            for e in entry.events:
                state = rules.apply(state, e)
        match = cls(rules, setup, initial, state, log)
        if verify and "hash" in data and match.hash() != data["hash"]:
            raise RecordError("the state reached differs from the saved one")
        return match
