"""`summoner-wars replay FILE`: a window with the replay viewer and nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.persist.match_files import LoadedMatch
    from game.persist.saves import LoadedSave
    from game.ui.app import App


def run_replay_window(loaded_save: LoadedSave | LoadedMatch, *, app: App | None = None) -> int:
    """Open a window showing `loaded_save` in the replay viewer; returns when it is closed
    (Back, Esc or the window's close button). `app` is for tests."""
    from game.ui.app import WINDOW_TITLE, App
    from game.ui.replay.scene import ReplayScene

    if app is None:
        app = App()
    name = loaded_save.name or loaded_save.path.stem
    app.title = f"{WINDOW_TITLE}: replay of {name}"
    match = getattr(loaded_save, "match", None)  # a save of another game (`match_files`)
    if match is not None:
        from game.ui.replay.match_scene import MatchReplayScene

        app.run(MatchReplayScene(match, title=name))
        return 0
    app.run(ReplayScene(loaded_save.game, title=name))
    return 0
