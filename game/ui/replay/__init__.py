"""The replay viewer: watch a recorded game, step it by event, action or turn, jump anywhere,
with every hand shown or only what one player could see.

- `ReplayScene` (scene.py): the viewer on the scene stack
- `ReplayModel` (model.py): the position along the log and its stops (pure, no drawing)
- `run_replay_window(loaded_save)`: `summoner-wars replay FILE`
- `hooks.SaveHooks`: autosave, Continue, Load, Replays and Watch replay wired into the app
"""

from game.ui.replay.window import run_replay_window

__all__ = ["run_replay_window"]
