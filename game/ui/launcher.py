"""Wiring of the window's menus: the title screen with a working Settings button.

The game's entry point passes what the other buttons do (start a battle, list saves) once those
exist; until then they show as unavailable, with the reason on hover.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.app import App
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings

Action = Callable[[], None]


def title_scene(app: App, **callbacks: object) -> TitleScene:
    """A title scene whose Settings and Quit buttons drive `app`; `callbacks` are the other
    TitleScene arguments (on_new_game, has_saves, ...)."""

    def open_settings() -> None:
        app.stack.push(SettingsScene(app.settings, on_done=app.apply_settings))

    callbacks.setdefault("on_settings", open_settings)
    callbacks.setdefault("on_quit", app.stack.quit)
    return TitleScene(**callbacks)  # type: ignore[arg-type]


def launch(settings: Settings | None = None, **callbacks: object) -> None:
    """Open the window on the title screen and run until the player quits."""
    app = App(settings)
    app.run(title_scene(app, **callbacks))
