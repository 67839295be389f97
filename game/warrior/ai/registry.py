"""The bot levels by name."""

from __future__ import annotations

from game.warrior.ai.base import WarriorBot
from game.warrior.ai.easy import EasyBot
from game.warrior.ai.hard import HardBot
from game.warrior.ai.normal import NormalBot
from game.warrior.ai.random_bot import RandomBot

_BOTS: dict[str, type[WarriorBot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot,
                                      "hard": HardBot}
LEVELS = ("random", "easy", "normal", "hard")


def make_bot(level: str, seed: int = 0) -> WarriorBot:
    try:
        return _BOTS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}") from None
