"""Who sits where, and what happens around a battle: the seam between the battle scene and the
rest of the program (menus, autosave, bots, undo later).

The scene calls these hooks; it never decides what the app does next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from game.core.commands import Command
from game.core.game import Game
from game.core.state import GameState

HUMAN = "human"
BOT = "bot"


class Bot(Protocol):
    def choose(self, state: GameState, player: int) -> Command: ...


@dataclass
class BattleSession:
    seats: tuple[str, str] = (HUMAN, HUMAN)
    # A bot per seat marked BOT (player index -> bot); the scene asks it when that seat acts.
    bots: dict[int, Bot] = field(default_factory=dict)
    on_game_over: Callable[[Game], None] | None = None
    on_exit: Callable[[Game], None] | None = None
    # Called after every accepted command: the save system hooks autosave here.
    after_command: Callable[[Game], None] | None = None
    # Hot-seat: hide the first player's hand behind a "pass the device" screen at the start.
    pass_at_start: bool = True
    # Save under a name (the Menu's "Save as…"); returns the file written, raises OSError or
    # SaveError. None: the Menu button leaves the battle at once, as before saves existed.
    save_as: Callable[[Game, str], Path] | None = None

    def is_human(self, player: int) -> bool:
        return self.seats[player] == HUMAN

    @property
    def hot_seat(self) -> bool:
        return self.seats[0] == HUMAN and self.seats[1] == HUMAN

    def home_viewer(self, acting: int | None) -> int:
        """Whose side the board is drawn from: the acting human in hot-seat, else the one
        human (player 0 when nobody is human, e.g. bot against bot)."""
        if self.hot_seat:
            return acting if acting is not None else 0
        for p in (0, 1):
            if self.is_human(p):
                return p
        return 0

    def notify_command(self, game: Game) -> None:
        if self.after_command is not None:
            self.after_command(game)
