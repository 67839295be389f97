"""The window a second copy of the game opens when another one already plays from the same
saves (see `game.persist.lock`): it says so, and closes."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_
from game.ui.backdrop import backdrop
from game.ui.scenes.base import Scene
from game.ui.scenes.message import MessageScene

TITLE = N_("A game is already open")


class _Background(Scene):
    """The game's usual background under the message, so the window looks like the game's."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.layout.size), (0, 0))


class _Refusal(MessageScene):
    """The message; the window's own close button closes it too (a message over a game would
    keep the window open; here there is nothing behind it to keep)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            self._close()
            return True
        return super().handle_event(event)


def already_open_scenes(text: str, on_close: Callable[[], None] | None = None) -> list[Scene]:
    """The scenes of the refusal window, bottom first: the background and the message."""
    return [_Background(), _Refusal(TITLE, text, on_ok=on_close, button_text=N_("Close"))]


def show_already_open(text: str) -> None:
    """Open a window with the message and run until the player closes it."""
    from game.ui.app import App

    app = App()
    app.open_window()
    background, message = already_open_scenes(text, on_close=app.stack.quit)
    app.stack.push(background)
    app.run(message)
