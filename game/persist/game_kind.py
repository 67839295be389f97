"""What the save floor (`match_files`) needs to know of one game beyond its rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.protocol import GameRules


@dataclass(frozen=True)
class GameKind:
    """What the save floor needs to know of one game beyond its rules: its players' names,
    the game-specific listing fields and the words for a command."""

    rules: GameRules
    title: str  # the game's name as a player reads it ("Warrior")
    players: Callable[[Any], tuple[str, ...]]  # setup -> the players' names
    progress: Callable[[Any], dict[str, Any]]  # state -> {"round": int, "scores": [int…]}
    describe: Callable[[Any, Any], str]  # (state before, command) -> what the command did

    @property
    def name(self) -> str:
        return self.rules.name

    def said(self, state: Any, command: Any) -> str:
        try:
            return self.describe(state, command)
        except Exception:  # words must never stop a load or a list
            return type(command).__name__
