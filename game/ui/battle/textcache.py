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
        _text.rendered(s)  # (the line as meant: a cut one is told below)
    if width and _text._cuts and not _fits(s, face, px, width):
        _text.was_cut(s)  # the picture may come from the cache, where `ellipsize` is not run again
    return _text_surface(s, face, px, colour, width)


@lru_cache(maxsize=1024)
def _fits(s: str, face: str, px: int, width: int) -> bool:
    return fonts.get_font(face, px).size(s)[0] <= width


def fitted(s: str, face: str, px: int, floor: int, colour: tuple[int, int, int], width: int) -> pygame.Surface:
    """One line at the largest size from `px` down to `floor` at which it fits `width`; only at
    `floor`, if even that is too wide, cut with "…" (issue 42: text shrinks before it is cut)."""
    return text(s, face, fitting_size(s, face, px, floor, width), colour, width)


@lru_cache(maxsize=1024)
def fitting_size(s: str, face: str, px: int, floor: int, width: int) -> int:
    """The size `fitted` draws `s` at."""
    for size in range(px, floor, -1):
        if fonts.get_font(face, size).size(s)[0] <= width:
            return size
    return min(px, floor)


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
    _fits.cache_clear()
    fitting_size.cache_clear()
    _wrapped.cache_clear()
