"""A scrolling list of two-line rows (a bold line and a small one): the saved games in Load and
the saved decks in the Deck builder's Open. Subclasses hold `rows` and draw their text; this
keeps where each row is, which row a point is on, the scroll inside its bounds, and draws each
row's box (selected, hovered, every other one shaded) and the scrollbar."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts, theme

from .base import Widget

ROW_SHADE = (26, 23, 31)  # every other row


class RowList(Widget):
    row_pad = 12  # layout pixels between one row's text and the next row's

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []
        self.scroll = 0  # pixels scrolled from the top
        self.selected: int | None = None

    @property
    def row_height(self) -> int:
        lay = self.layout
        return (fonts.font_for(lay, "body", fonts.BOLD).get_linesize()
                + fonts.font_for(lay, "small").get_linesize() + lay.px(self.row_pad))

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.rows) * self.row_height - self.rect.height)

    def row_rect(self, i: int) -> pygame.Rect:
        h = self.row_height
        return pygame.Rect(self.rect.x, self.rect.y + i * h - self.scroll, self.rect.width, h)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The row under `pos`, if any."""
        if not self.rect.collidepoint(pos):
            return None
        i = (pos[1] - self.rect.y + self.scroll) // max(1, self.row_height)
        return i if 0 <= i < len(self.rows) else None

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def scroll_to_show(self, i: int) -> None:
        """Scroll just enough for row `i` to be whole in view."""
        r = self.row_rect(i)
        if r.top < self.rect.top:
            self.scroll_by(r.top - self.rect.top)
        elif r.bottom > self.rect.bottom:
            self.scroll_by(r.bottom - self.rect.bottom)
        else:
            self.scroll_by(0)  # kept inside the bounds as the rows change

    def draw_row_box(self, surface: pygame.Surface, i: int, hovered: bool = False) -> pygame.Rect:
        """Row `i`'s box: lit when selected, lighter when `hovered`, every other row shaded;
        returns the inside, where the row's text goes."""
        lay = self.layout
        inner = self.row_rect(i).inflate(-lay.px(6), -lay.px(4))
        radius = lay.px(4)
        if i == self.selected:
            pygame.draw.rect(surface, theme.BUTTON_HOVER, inner, border_radius=radius)
            pygame.draw.rect(surface, theme.ACCENT, inner, 1, border_radius=radius)
        elif hovered:
            pygame.draw.rect(surface, theme.BUTTON, inner, border_radius=radius)
        elif i % 2:
            pygame.draw.rect(surface, ROW_SHADE, inner, border_radius=radius)
        return inner

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        """The scrollbar at the right edge, when the rows do not all fit."""
        if not self.max_scroll:
            return
        lay = self.layout
        track = pygame.Rect(self.rect.right - lay.px(8), self.rect.y + 2, lay.px(6), self.rect.height - 4)
        total = len(self.rows) * self.row_height
        h = max(lay.px(24), track.height * self.rect.height // max(1, total))
        y = track.y + (track.height - h) * self.scroll // max(1, self.max_scroll)
        pygame.draw.rect(surface, theme.SCROLLBAR, (track.x, y, track.width, h), border_radius=track.width // 2)
