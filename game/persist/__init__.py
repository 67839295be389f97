"""Saves that never get lost: the save format, verified loading, autosave, undo, replays.

- `saves`: `save_game`, `load_game` (applies the recorded events, checks the hashes),
  `verify_game` / `verify_file` (re-decide every command), `read_header`
- `background`: `SaveCheck`, the re-decide of a loaded save on a background thread
- `format`: the JSON format, `SaveError`, versions and `UPGRADERS`
- `store`: `SaveStore` (autosave, one file per game; named saves, the save list, Continue)
- `lock`: one game window per user folder (`claim_folder`, `AlreadyOpen`)
- `card_changes`: which of a save's cards differ from the installed ones
- `undo`: `undo_status`, `undo` (import them from `game.persist.undo`)
- `timeline`: states along a replay, for the viewer
- `cli`: `summoner-wars replay [--verify]`; `bench`: `summoner-wars bench --only saves`
- `match_files`: the save floor of any game on the protocol (Warrior): `save_match`,
  `load_match` (checked at every entry's checkpoint), `verify_match_file`; `games` says which
  games it reads, `game_kind` what it needs of each (`warrior_kind`); `seats`: who plays a seat
- `match_undo`: undo for those games (the rule: `game.engine.undo`)
- `store.open_save`: a save of either game, by its "game" field
"""

from game.persist.format import CURRENT_VERSION, UPGRADERS, SaveError
from game.persist.saves import (
    LoadedSave,
    load_game,
    load_save,
    load_save_data,
    save_game,
    verify_file,
    verify_game,
    verify_save_data,
)
from game.persist.store import SaveInfo, SaveStore

__all__ = [
    "CURRENT_VERSION",
    "UPGRADERS",
    "LoadedSave",
    "SaveError",
    "SaveInfo",
    "SaveStore",
    "load_game",
    "load_save",
    "load_save_data",
    "save_game",
    "verify_file",
    "verify_game",
    "verify_save_data",
]
