"""Tooltips: a small dark box of wrapped text near the thing it explains."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pygame

from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import wrap_text

from .base import Widget, draw_panel

HOVER_DELAY = 0.25  # seconds the pointer rests before a tooltip shows


def tooltip_rect(
    surface_rect: pygame.Rect, text: str, anchor: pygame.Rect, layout: Layout, *, side: str = "below"
) -> pygame.Rect:
    """Where `draw_tooltip` puts the box for these arguments on a surface of `surface_rect`
    (what must keep off a tooltip, the zoom, asks this)."""
    return _box(surface_rect, text, anchor, layout, side)[0]


def _box(
    screen: pygame.Rect, text: str, anchor: pygame.Rect, layout: Layout, side: str
) -> tuple[pygame.Rect, list[str]]:
    font = fonts.font_for(layout, "small")
    pad = layout.px(8)
    lines = wrap_text(text, font, layout.px(300))
    w = max(font.size(line)[0] for line in lines) + pad * 2
    h = len(lines) * font.get_linesize() + pad * 2
    box = pygame.Rect(0, 0, w, h)
    gap = layout.px(8)
    if side == "right":
        box.midleft = (anchor.right + gap, anchor.centery)
        if box.right > screen.right:
            box.midright = (anchor.left - gap, anchor.centery)
    elif side == "above":
        box.midbottom = (anchor.centerx, anchor.top - gap)
        if box.top < screen.top:
            box.midtop = (anchor.centerx, anchor.bottom + gap)
    else:
        box.midtop = (anchor.centerx, anchor.bottom + gap)
        if box.bottom > screen.bottom:
            box.midbottom = (anchor.centerx, anchor.top - gap)
    box.clamp_ip(screen)
    return box, lines


_covered = 0  # >0 while a scene under the top one draws (`covered_scene`)


@contextmanager
def covered_scene() -> Iterator[None]:
    """While a scene that is not on top of the stack draws (under a modal): it draws no
    tooltip. A tooltip belongs to the scene the pointer is on (issue 42: Menu's tooltip stayed
    over the Save dialog)."""
    global _covered
    _covered += 1
    try:
        yield
    finally:
        _covered -= 1


def draw_tooltip(
    surface: pygame.Surface, text: str, anchor: pygame.Rect, layout: Layout, *, side: str = "below"
) -> pygame.Rect:
    """Draw `text` next to `anchor`, kept on screen: below it (above if no room), side="above"
    above it (below if no room), or with side="right" beside it (left if no room), which keeps a
    menu's other rows visible. Returns the box; a scene under the top one draws none (the box
    is still returned)."""
    box, lines = _box(surface.get_rect(), text, anchor, layout, side)
    if _covered:
        return box
    font = fonts.font_for(layout, "small")
    pad = layout.px(8)
    draw_panel(
        surface,
        box,
        layout,
        fill=(*theme.TOOLTIP_BG, 245),
        border=theme.PANEL_BORDER,
        radius=layout.px(5),
    )
    y = box.y + pad
    for line in lines:
        surface.blit(font.render(line, True, theme.TEXT), (box.x + pad, y))
        y += font.get_linesize()
    return box


def hovered_tooltip(widgets: Iterable[Widget]) -> tuple[str, pygame.Rect] | None:
    """The tooltip of the first visible widget that wants to show one, with its rect."""
    for w in widgets:
        if not w.visible:
            continue
        tip = w.tooltip()
        if tip:
            return tip, w.rect
    return None
