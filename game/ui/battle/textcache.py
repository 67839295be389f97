"""Rendered text, cached: the battle screen redraws 60 times a second and must not re-render
the same words each frame."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts
from game.ui import text as _text
from game.ui.layout import Layout
from game.ui.text import ellipsize, wrap_text


def text(s: str, face: str, px: int, colour: tuple[int, int, int], width: int = 0) -> pygame.Surface:
    """One line of text (ellipsised to `width` if given); treat the result as read-only. A
    picture taken from the cache is still told to a `recording_renders` listener, so a check of
    the drawn words sees every frame's, not only the first's."""
    if _text._renders:
        _text.rendered(s)
    return _text_surface(s, face, px, colour, width)


@lru_cache(maxsize=4096)
def _text_surface(s: str, face: str, px: int, colour: tuple[int, int, int], width: int = 0) -> pygame.Surface:
    font = fonts.get_font(face, px)
    if width:
        s = ellipsize(s, font, width)
    return font.render(s, True, colour)


@lru_cache(maxsize=1024)
def wrapped(s: str, face: str, px: int, width: int) -> tuple[str, ...]:
    return tuple(wrap_text(s, fonts.get_font(face, px), width))


def role_text(
    lay: Layout,
    s: str,
    role: str = "body",
    colour: tuple[int, int, int] = (236, 228, 210),
    face: str = fonts.REGULAR,
    width: int = 0,
) -> pygame.Surface:
    return text(s, face, lay.font_px(role), tuple(colour), width)


def blit(
    surface: pygame.Surface,
    img: pygame.Surface,
    pos: tuple[int, int],
    anchor: str = "topleft",
) -> pygame.Rect:
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def clear() -> None:
    _text_surface.cache_clear()
    wrapped.cache_clear()
