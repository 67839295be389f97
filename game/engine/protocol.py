"""The calls every game implements, so that whatever is written once (the log, saves, replays,
bots, simulations, the window's shared scenes) runs any game the same way, as OpenSpiel runs
every algorithm on every game.

A game's rules are pure: a state is a value, `decide` changes nothing, `apply` is the only step
from one state to the next, and every random outcome is drawn from the seeded source kept in the
state and written into an event, so applying a log needs no random source.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable


@dataclass(frozen=True, slots=True)
class Rejection:
    """A command that may not be played now, and why, in a player's words (a `Msg`)."""

    reason: str

    def __bool__(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game came out: who won (several seats when they share the win) and each
    seat's score, with which way is better."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    lower_is_better: bool = False


@runtime_checkable
class GameRules(Protocol):
    """A game, as the rest of the program sees it. Commands and events are frozen dataclasses
    whose JSON form `game.engine.records` writes; `record_types` lists them for reading back."""

    name: str

    def new_game(self, setup: Any) -> tuple[Any, tuple[Any, ...]]:
        """The table before anything happened, and the events that open the game (the deal)."""
        ...

    def acting_seats(self, state: Any) -> tuple[int, ...]:
        """The seats that may act now (several when their choices do not depend on each other)."""
        ...

    def legal_commands(self, state: Any, seat: int) -> list[Any]:
        """Every command `seat` may give now (empty when it is not theirs to act)."""
        ...

    def decide(self, state: Any, command: Any) -> tuple[Any, ...] | Rejection:
        """The events `command` causes, or why it may not be given; nothing is changed."""
        ...

    def apply(self, state: Any, event: Any) -> Any:
        """The state after `event` (a new value; `state` is untouched)."""
        ...

    def view(self, state: Any, seat: int | None) -> Any:
        """The state as `seat` may know it (None: a spectator), hidden things as placeholders."""
        ...

    def event_seen_by(self, event: Any, seat: int | None, before: Any = None) -> Any:
        """`event` as `seat` may know it, hidden things as placeholders. `before` is the state
        the event is applied to: a game whose events alone do not tell what is hidden (Summoner
        Wars) requires it; one whose events do (Warrior) may ignore it."""
        ...

    def is_over(self, state: Any) -> bool:
        ...

    def result(self, state: Any) -> Result | None:
        """How the game came out, None while it goes on."""
        ...

    def state_hash(self, state: Any) -> str:
        """A fingerprint of the whole state: the same on any machine for the same state."""
        ...

    def record_types(self) -> Sequence[type]:
        """Every record class (commands, events and what they hold, the setup) by which JSON
        is read back."""
        ...
