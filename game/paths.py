"""Where the game's files are: shipped data (cards, assets) and the player's own folders.

Shipped data is found next to the `game` package when running from source, and under the
PyInstaller bundle root when frozen. Player files (saves, settings, logs, user cards) always go
to platformdirs folders, never next to the executable.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "summoner-wars"


def data_root() -> Path:
    """The folder holding `cards/` and `assets/`."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def cards_dir() -> Path:
    return data_root() / "cards"


def assets_dir() -> Path:
    return data_root() / "assets"


def examples_dir() -> Path:
    """Example games shipped with the program (the repository's `saves/`)."""
    return data_root() / "saves"


def _override(var: str) -> Path | None:
    # Tests and portable installs point the user folders elsewhere with these variables.
    v = os.environ.get(var)
    return Path(v) if v else None


def user_data_dir() -> Path:
    o = _override("SUMMONER_WARS_DATA_DIR")
    if o is not None:
        return o
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_config_dir() -> Path:
    o = _override("SUMMONER_WARS_CONFIG_DIR")
    if o is not None:
        return o
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_log_dir() -> Path:
    o = _override("SUMMONER_WARS_LOG_DIR")
    if o is not None:
        return o
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def user_cards_dir() -> Path:
    return user_data_dir() / "cards"


def user_saves_dir() -> Path:
    return user_data_dir() / "saves"
