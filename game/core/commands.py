"""Commands: what a player asks for. Small, frozen, JSON-serialisable.

Positions are (column, row) board coordinates; cards are named by their game-long `uid`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.geometry import Pos
from game.core.serial import from_jsonable, to_jsonable


@dataclass(frozen=True, slots=True)
class Command:
    player: int


@dataclass(frozen=True, slots=True)
class Summon(Command):
    """Summon a unit from hand onto an empty space (usually next to a gate you control)."""

    card: int
    to: Pos


@dataclass(frozen=True, slots=True)
class Move(Command):
    """Move a unit along `path` (1 or 2 steps; the last space is where it ends)."""

    unit: int
    path: tuple[Pos, ...]


@dataclass(frozen=True, slots=True)
class Build(Command):
    """Build a structure (a gate, or an event that is a structure) from hand."""

    card: int
    to: Pos


@dataclass(frozen=True, slots=True)
class Attack(Command):
    attacker: int
    target: int


@dataclass(frozen=True, slots=True)
class PlayEvent(Command):
    card: int


@dataclass(frozen=True, slots=True)
class DiscardForMagic(Command):
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GiveMagic(Command):
    """1E, 3-4 players, Build Magic: put the top `count` cards of your magic pile face down on
    top of teammate `to`'s magic pile."""

    to: int
    count: int


@dataclass(frozen=True, slots=True)
class UseAbility(Command):
    """Use an ability a player chooses to activate (e.g. Raise the Dead, 'instead of moving')."""

    card: int
    ability: str


@dataclass(frozen=True, slots=True)
class Answer(Command):
    """Answer the pending prompt: the index of an option, or None to decline where allowed."""

    choice: int | None


@dataclass(frozen=True, slots=True)
class EndPhase(Command):
    pass


@dataclass(frozen=True, slots=True)
class Concede(Command):
    pass


COMMAND_TYPES: dict[str, type] = {
    c.__name__: c
    for c in (Summon, Move, Build, Attack, PlayEvent, DiscardForMagic, GiveMagic, UseAbility, Answer, EndPhase,
              Concede)
}


def command_to_json(cmd: Command) -> dict[str, Any]:
    return to_jsonable(cmd)


def command_from_json(data: Any) -> Command:
    return from_jsonable(data, COMMAND_TYPES)


# The fields of a command that name cards (by uid): what `cards_named` reads.
CARD_FIELDS = ("card", "unit", "attacker", "target", "cards")


def cards_named(command: Command) -> tuple[int, ...]:
    """The cards a command names, in the order of its fields (a list of them for DiscardForMagic)."""
    out: list[int] = []
    for name in CARD_FIELDS:
        v = getattr(command, name, None)
        if isinstance(v, tuple):
            out.extend(v)
        elif v is not None:
            out.append(v)
    return tuple(out)
