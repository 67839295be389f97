"""The geometry of a scrolling list of two-line rows (a bold line and a small one): the saved
games in Load and the saved decks in the Deck builder's Open. Subclasses hold `rows` and draw
them; this keeps where each row is, which row a point is on, and the scroll inside its bounds."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts

from .base import Widget


class RowList(Widget):
    row_pad = 12  # layout pixels between one row's text and the next row's

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []
        self.scroll = 0  # pixels scrolled from the top

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
