"""The game's fonts, loaded from the shipped DejaVu files and cached by (face, size).

Never pygame's default font: it differs between builds and lacks glyphs (×, →, ♥) we use.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.paths import assets_dir

from . import text as _text
from .layout import Layout

REGULAR = "regular"
BOLD = "bold"
CONDENSED = "condensed"
CONDENSED_BOLD = "condensed-bold"

_FILES: dict[str, str] = {
    REGULAR: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
FACES: tuple[str, ...] = tuple(_FILES)

_cache: dict[tuple[str, int], pygame.font.Font] = {}


class _Font(pygame.font.Font):
    """A font that tells `game.ui.text.recording_renders` (and `recording_cuts`) listeners
    what it renders."""

    def render(self, text, *args, **kwargs):  # type: ignore[override]
        if (_text._renders or _text._cuts) and text:
            _text.rendered(str(text))
        return super().render(text, *args, **kwargs)


def font_path(face: str) -> Path:
    try:
        name = _FILES[face]
    except KeyError:
        raise ValueError(f"unknown font face {face!r}; known: {', '.join(_FILES)}") from None
    return assets_dir() / "fonts" / name


def get_font(face: str, size: int) -> pygame.font.Font:
    """The font `face` at `size` pixels (clamped to at least 6)."""
    size = max(6, int(size))
    if not pygame.font.get_init():
        # Fonts made before a pygame.quit() are dead; start over.
        pygame.font.init()
        _cache.clear()
    key = (face, size)
    f = _cache.get(key)
    if f is None:
        if not _cache:
            # Fonts die with pygame.quit(), even when font.init() is called again after it
            # (using one then crashes the interpreter): forget them when pygame quits.
            pygame.register_quit(clear_cache)
        f = _Font(str(font_path(face)), size)
        _cache[key] = f
    return f


def font_for(layout: Layout, role: str, face: str = REGULAR) -> pygame.font.Font:
    """A font sized for a text role ("body", "small", "heading", ...) in this window."""
    return get_font(face, layout.font_px(role))


def clear_cache() -> None:
    _cache.clear()
