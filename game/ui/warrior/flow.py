"""Which Warrior scene follows which: New game, the table, game over, back to the title. The
window's `AppFlow` holds one (`warrior`), and `play --game warrior` starts a table with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.match import Match
from game.i18n import _
from game.ui.scenes.base import SceneHost
from game.ui.warrior.new_game import WarriorChoice, WarriorNewGameScene
from game.ui.warrior.seats import SeatSpec, seats_from_choice
from game.ui.warrior.start import new_match, rematch
from game.ui.warrior.table_scene import WarriorTableScene


class WarriorFlow:
    """`stack` the window's scene stack; `animation_factor` asked when a table starts (the
    window's setting); `on_table` hears each table made (the saves engineer's hook: add menu
    entries, watch the match)."""

    def __init__(self, stack: Callable[[], SceneHost], *, animation_factor: Callable[[], float | None] = lambda: 1.0,
                 on_table: Callable[[WarriorTableScene], None] | None = None) -> None:
        self._stack = stack
        self.animation_factor = animation_factor
        self.on_table = on_table

    @property
    def stack(self) -> SceneHost:
        return self._stack()

    def new_game_scene(self, kept: WarriorChoice | None = None) -> WarriorNewGameScene:
        extra = {} if kept is None else {"players": len(kept.names), "names": kept.names,
                                         "controllers": kept.controllers}
        return WarriorNewGameScene(on_start=self.start_from_choice, on_back=self.stack.pop, **extra)

    def open_new_game(self) -> None:
        self.stack.push(self.new_game_scene())

    def open_help(self) -> None:
        from game.ui.warrior.help import WarriorHelpScene

        self.stack.push(WarriorHelpScene())

    def start_from_choice(self, choice: WarriorChoice) -> None:
        from game.ui.scenes.message import MessageScene

        try:
            match = new_match(choice.names, choice.seed)
            seats = seats_from_choice(choice.names, choice.controllers, choice.seed)
        except Exception as e:  # a deck file with mistakes: say so, keep the screen
            self.stack.push(MessageScene(_("Cannot start the game"), str(e)))
            return
        self.start(match, seats, replace_top=True)

    def table_scene(self, match: Match, seats: Sequence[SeatSpec]) -> WarriorTableScene:
        holder: dict[str, WarriorTableScene] = {}

        def again() -> None:
            self.stack.pop()  # the game-over modal
            self.start(rematch(holder["t"].match), seats, replace_top=True)

        def new() -> None:
            self.stack.pop()
            self.stack.replace(self.new_game_scene(WarriorChoice(
                match.setup.players, tuple(s.level or "human" for s in seats))))

        table = WarriorTableScene(match, seats, on_exit=self.to_title, on_again=again, on_new_game=new,
                                  animation_factor=self.animation_factor())
        holder["t"] = table
        if self.on_table is not None:
            self.on_table(table)
        return table

    def start(self, match: Match, seats: Sequence[SeatSpec], *, replace_top: bool = False) -> WarriorTableScene:
        table = self.table_scene(match, seats)
        if replace_top and len(self.stack.scenes) > 1:
            self.stack.replace(table)
        else:
            self.stack.push(table)
        return table

    def to_title(self) -> None:
        while len(self.stack.scenes) > 1:
            self.stack.pop()
