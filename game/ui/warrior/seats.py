"""Who plays each seat of a Warrior table: a person (with a name) or the computer at a level,
with the computer's seed drawn as `game.ai.seeds` says (nothing about the game follows from it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.seeds import WINDOW, bot_seed, drawn_bot_seed
from game.i18n import _
from game.warrior.ai import LEVELS

PERSON = "human"


@dataclass(frozen=True, slots=True)
class SeatSpec:
    name: str
    level: str | None = None  # None: a person at the device; else a bot level
    seed: int = 0

    @property
    def person(self) -> bool:
        return self.level is None


def seats_from_choice(names: Sequence[str], controllers: Sequence[str], game_seed: int | None) -> tuple[SeatSpec, ...]:
    """Seats for the New game screen's (or `play`'s) choices: "human" or a bot level. A seed the
    player chose gives the same bots every time; a game seeded at random gets bots whose seeds
    are drawn apart from it."""
    out = []
    for i, (name, who) in enumerate(zip(names, controllers, strict=True)):
        if who in (None, "", PERSON):
            out.append(SeatSpec(name))
        elif who in LEVELS:
            seed = drawn_bot_seed() if game_seed is None else bot_seed(game_seed, i, WINDOW)
            out.append(SeatSpec(name, who, seed))
        else:
            raise ValueError(f"unknown computer player {who!r}")
    return tuple(out)


def default_names(n: int) -> tuple[str, ...]:
    return tuple(_("Player {n}", n=i + 1) for i in range(n))


def persons(seats: Sequence[SeatSpec]) -> tuple[int, ...]:
    return tuple(i for i, s in enumerate(seats) if s.person)
