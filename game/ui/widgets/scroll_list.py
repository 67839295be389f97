"""A scrolling list of text rows: the battle log (wrapped, following the newest line) and the
list of saves (one row each, selectable)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import ellipsize, wrap_text

from .base import LEFT_BUTTON, Widget

Row = str | tuple[str, Sequence[int]]  # text, or (text, colour)
_DOUBLE_CLICK = 0.4


class ScrollList(Widget):
    focusable = True

    def __init__(
        self,
        items: Sequence[Row] = (),
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        role: str = "small",
        wrap: bool = False,
        selectable: bool = False,
        follow_tail: bool = False,
        on_select: Callable[[int], None] | None = None,
        on_activate: Callable[[int], None] | None = None,
        empty_text: str = "",
    ) -> None:
        super().__init__(rect)
        self.role = role
        self.wrap = wrap
        self.selectable = selectable
        self.follow_tail = follow_tail
        self.on_select = on_select
        self.on_activate = on_activate
        self.empty_text = empty_text
        self.items: list[Row] = list(items)
        self.selected: int | None = None
        self.scroll = 0  # pixels scrolled from the top
        self._rows: list[tuple[int, list[str], tuple[int, ...]]] = []  # (item, lines, colour)
        self._clock = 0.0
        self._last_click: tuple[int, float] | None = None
        self._reflow()

    # -- content
    def set_items(self, items: Sequence[Row]) -> None:
        at_bottom = self.scroll >= self.max_scroll - 1
        self.items = list(items)
        if self.selected is not None and self.selected >= len(self.items):
            self.selected = len(self.items) - 1 if self.items else None
        self._reflow()
        if self.follow_tail and at_bottom:
            self.scroll = self.max_scroll
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def append(self, item: Row) -> None:
        self.set_items([*self.items, item])

    def place(
        self, rect: pygame.Rect | tuple[int, int, int, int], layout: Layout | None = None
    ) -> None:
        super().place(rect, layout)
        self._reflow()
        self.scroll = self.max_scroll if self.follow_tail else min(self.scroll, self.max_scroll)

    def _font(self) -> pygame.font.Font:
        return fonts.font_for(self.layout, self.role)

    @property
    def line_height(self) -> int:
        return self._font().get_linesize()

    @property
    def _pad(self) -> int:
        return self.layout.px(6)

    @property
    def _bar_w(self) -> int:
        return self.layout.px(8)

    def _text_width(self) -> int:
        return max(10, self.rect.width - self._pad * 3 - self._bar_w)

    def _reflow(self) -> None:
        font = self._font()
        width = self._text_width()
        rows = []
        for i, item in enumerate(self.items):
            text, colour = (item, theme.TEXT) if isinstance(item, str) else (item[0], item[1])
            lines = wrap_text(text, font, width) if self.wrap else [ellipsize(text, font, width)]
            rows.append((i, lines, tuple(colour)))
        self._rows = rows

    def _row_height(self, lines: list[str]) -> int:
        return len(lines) * self.line_height + (self._pad if self.selectable else self._pad // 2)

    @property
    def content_height(self) -> int:
        return sum(self._row_height(lines) for _, lines, _ in self._rows)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - (self.rect.height - self._pad * 2))

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def _row_rects(self) -> list[tuple[int, pygame.Rect]]:
        y = self.rect.y + self._pad - self.scroll
        out = []
        for i, lines, _colour in self._rows:
            h = self._row_height(lines)
            out.append(
                (i, pygame.Rect(self.rect.x + self._pad, y, self._text_width() + self._pad, h))
            )
            y += h
        return out

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i, r in self._row_rects():
            if r.collidepoint(pos):
                return i
        return None

    def select(self, index: int | None) -> None:
        if not self.items:
            self.selected = None
            return
        if index is None:
            self.selected = None
            return
        index = max(0, min(len(self.items) - 1, index))
        self.selected = index
        self._scroll_into_view(index)
        if self.on_select is not None:
            self.on_select(index)

    def _scroll_into_view(self, index: int) -> None:
        for i, r in self._row_rects():
            if i == index:
                top = r.top + self.scroll - self.rect.y - self._pad
                view = self.rect.height - self._pad * 2
                if top < self.scroll:
                    self.scroll = top
                elif top + r.height > self.scroll + view:
                    self.scroll = top + r.height - view
                self.scroll = max(0, min(self.scroll, self.max_scroll))
                return

    def activate(self) -> bool:
        if self.on_activate is not None and self.selected is not None:
            self.on_activate(self.selected)
            return True
        return False

    # -- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_by(-int(event.y * self.line_height * 3))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            if not self.rect.collidepoint(event.pos):
                return False
            if event.pos[0] >= self.rect.right - self._bar_w - self._pad:
                # A click on the track pages toward it.
                page = self.rect.height - self._pad * 2
                self.scroll_by(page if event.pos[1] > self._thumb_rect().centery else -page)
                return True
            i = self.index_at(event.pos)
            if self.selectable and i is not None:
                double = (
                    self._last_click is not None
                    and self._last_click[0] == i
                    and (self._clock - self._last_click[1] < _DOUBLE_CLICK)
                )
                self.select(i)
                self._last_click = (i, self._clock)
                if double:
                    self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            return self._key(event.key)
        return False

    def _key(self, k: int) -> bool:
        page_rows = max(1, (self.rect.height - self._pad * 2) // max(1, self.line_height))
        if self.selectable and self.items:
            cur = self.selected if self.selected is not None else -1
            moves = {
                pygame.K_DOWN: cur + 1,
                pygame.K_UP: cur - 1,
                pygame.K_PAGEDOWN: cur + page_rows,
                pygame.K_PAGEUP: cur - page_rows,
                pygame.K_HOME: 0,
                pygame.K_END: len(self.items) - 1,
            }
            if k in moves:
                self.select(max(0, moves[k]))
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.activate()
            return False
        lh = self.line_height
        steps = {
            pygame.K_DOWN: lh,
            pygame.K_UP: -lh,
            pygame.K_PAGEDOWN: page_rows * lh,
            pygame.K_PAGEUP: -page_rows * lh,
            pygame.K_HOME: -self.content_height,
            pygame.K_END: self.content_height,
        }
        if k in steps:
            self.scroll_by(steps[k])
            return True
        return False

    def update(self, dt: float) -> None:
        self._clock += dt

    # -- drawing
    def _thumb_rect(self) -> pygame.Rect:
        track = pygame.Rect(
            self.rect.right - self._bar_w - self._pad // 2,
            self.rect.y + self._pad,
            self._bar_w,
            self.rect.height - self._pad * 2,
        )
        total = max(1, self.content_height)
        view = track.height
        if total <= view:
            return track
        h = max(self.layout.px(24), int(track.height * view / total))
        y = track.y + int((track.height - h) * (self.scroll / max(1, self.max_scroll)))
        return pygame.Rect(track.x, y, track.width, h)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        pygame.draw.rect(surface, theme.INPUT_BG, self.rect, border_radius=lay.px(4))
        border = theme.ACCENT if self.focused and self.selectable else theme.PANEL_BORDER_DIM
        pygame.draw.rect(surface, border, self.rect, width=1, border_radius=lay.px(4))
        font = self._font()
        inner = self.rect.inflate(-2, -self._pad)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        if not self.items and self.empty_text:
            s = font.render(_(self.empty_text), True, theme.TEXT_DIM)
            surface.blit(s, s.get_rect(center=self.rect.center))
        lh = self.line_height
        for (i, r), (_item, lines, colour) in zip(self._row_rects(), self._rows, strict=True):
            if r.bottom < inner.top or r.top > inner.bottom:
                continue
            if self.selectable and i == self.selected:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, r, border_radius=lay.px(3))
                pygame.draw.rect(surface, theme.ACCENT, r, width=1, border_radius=lay.px(3))
            y = r.y + (self._pad // 2 if self.selectable else 0)
            for line in lines:
                surface.blit(font.render(line, True, colour), (r.x + self._pad // 2, y))
                y += lh
        surface.set_clip(clip)
        if self.content_height > self.rect.height - self._pad * 2:
            pygame.draw.rect(
                surface, theme.SCROLLBAR, self._thumb_rect(), border_radius=self._bar_w // 2
            )
