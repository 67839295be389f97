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
    # Back from the replay goes to the title, as from a replay opened there: the window is
    # the whole game, not a viewer that quits
    _under_the_title(app, "warrior" if match is not None else "summoner-wars")
    if match is not None:
        from game.ui.replay.match_scene import MatchReplayScene

        app.run(MatchReplayScene(match, title=name))
        return 0
    app.run(ReplayScene(loaded_save.game, title=name))
    return 0


def _under_the_title(app: App, game: str) -> None:
    """Put the title screen (of `game`) under the scene about to open."""
    from game.ui.flow import AppFlow
    from game.ui.replay.hooks import SaveHooks

    if app.screen is None:
        app.open_window()
    title = SaveHooks(AppFlow(app)).install().title_scene()
    switch = getattr(title, "switch", None)
    if switch is not None:  # the title shows the replayed game's menu
        values = [v for v, _label in switch.options]
        if game in values:
            switch.choose(values.index(game))
    app.stack.push(title)
