"""Rendered text, cached: the battle screen redraws 60 times a second and must not re-render
the same words each frame. The cache is emptied when the player's language changes
(`game.i18n.language_serial`): the words of the old language are not drawn again."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import i18n
from game.ui import fonts
from game.ui import text as _text
from game.ui.layout import Layout
from game.ui.text import ellipsize, wrap_text

_serial = i18n.language_serial()


def _follow_language() -> None:
    global _serial
    if _serial != i18n.language_serial():
        _serial = i18n.language_serial()
        clear()


def text(s: str, face: str, px: int, colour: tuple[int, int, int], width: int = 0) -> pygame.Surface:
    """One line of text (ellipsised to `width` if given); treat the result as read-only. A
    picture taken from the cache is still told to a `recording_renders` listener, so a check of
    the drawn words sees every frame's, not only the first's."""
    _follow_language()
    if _text._renders:
        _text.rendered(s)
    return _text_surface(s, face, px, colour, width)


def wrapped(s: str, face: str, px: int, width: int) -> tuple[str, ...]:
    _follow_language()
    return _wrapped(s, face, px, width)


@lru_cache(maxsize=4096)
def _text_surface(s: str, face: str, px: int, colour: tuple[int, int, int], width: int = 0) -> pygame.Surface:
    font = fonts.get_font(face, px)
    if width:
        s = ellipsize(s, font, width)
    return font.render(s, True, colour)


@lru_cache(maxsize=1024)
def _wrapped(s: str, face: str, px: int, width: int) -> tuple[str, ...]:
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
    _wrapped.cache_clear()
