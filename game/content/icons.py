"""Card pictures a card file may name with `icon:`.

A picture is either one the game ships (a game-icons.net icon under
`assets/icons/game-icons/NAME.svg`, named without the extension) or a PNG/SVG file given by its
path from the card file's folder. A name or file that cannot be found is only a warning: the
card shows its class emblem instead.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from game import paths

SHIPPED_FOLDER = ("icons", "game-icons")
FILE_PATTERN = re.compile(r"\.(png|svg)$", re.IGNORECASE)
FALLBACK = "showing the class emblem instead"


def shipped_icons_dir() -> Path:
    return paths.assets_dir().joinpath(*SHIPPED_FOLDER)


@lru_cache(maxsize=1)
def shipped_icons() -> frozenset[str]:
    """The names of the pictures the game ships."""
    folder = shipped_icons_dir()
    if not folder.is_dir():
        return frozenset()
    return frozenset(p.stem for p in folder.glob("*.svg"))


def shipped_icon_path(name: str) -> Path:
    return shipped_icons_dir() / f"{name}.svg"


def is_file_reference(value: str) -> bool:
    return bool(FILE_PATTERN.search(value))
