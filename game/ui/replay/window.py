"""`summoner-wars replay FILE`: a window with the replay viewer and nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.persist.saves import LoadedSave
    from game.ui.app import App


def run_replay_window(loaded_save: LoadedSave, *, app: App | None = None) -> int:
    """Open a window showing `loaded_save` in the replay viewer; returns when it is closed
    (Back, Esc or the window's close button). `app` is for tests."""
    from game.ui.app import WINDOW_TITLE, App
    from game.ui.replay.scene import ReplayScene

    if app is None:
        app = App()
    name = loaded_save.name or loaded_save.path.stem
    app.title = f"{WINDOW_TITLE}: replay of {name}"
    app.run(ReplayScene(loaded_save.game, title=name))
    return 0
