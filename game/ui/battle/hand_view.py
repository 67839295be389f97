"""The current player's hand: a row of cards along the bottom of the right column.

A few cards sit side by side; more overlap, the hovered one drawn on top; when so many overlap
that too little of each would show (a name cut to a letter or two), the hand becomes a list, one
card per line with its cost, name and numbers, in one or two columns. Cards that can be played
now glow; picked cards (magic phase) and the hovered card rise, or in the list light up."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

import pygame

from game.core.state import GameState
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.card_render import render_card
from game.ui.layout import Layout

# Overlapped cards must each show at least this share of their width, or the hand becomes a list.
MIN_VISIBLE = 0.55
# The list takes two columns when each is at least this wide (pixels at the layout's scale).
MIN_COLUMN = 150
# No list line is taller than this (pixels at the layout's scale): the text stays one size.
MAX_ROW = 30
# The hand's label ("Ella's hand (7)") above the cards (pixels at the layout's scale).
LABEL_HEIGHT = 22


class HandView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 300, 150)
        self.card_size = (90, 126)
        self.layout: Layout | None = None

    def place(self, rect: pygame.Rect, card_size: tuple[int, int], layout: Layout) -> None:
        self.rect = pygame.Rect(rect)
        self.card_size = card_size
        self.layout = layout

    @property
    def rise(self) -> int:
        return max(6, self.card_size[1] // 9)

    def is_list(self, n: int) -> bool:
        """Whether `n` cards are shown as a list rather than as overlapping cards."""
        if n < 2:
            return False
        w = self.card_size[0]
        return (self.rect.width - 8 - w) / (n - 1) < w * MIN_VISIBLE

    def slots(self, uids: Sequence[int]) -> list[tuple[int, pygame.Rect]]:
        """Where each card sits (not raised): left to right, or the list's lines top to bottom
        (down the first column, then the second)."""
        n = len(uids)
        if n == 0:
            return []
        if self.is_list(n):
            return self._lines(uids)
        w, h = self.card_size
        gap = max(4, w // 14)
        inner = self.rect.width - 8
        step = w + gap
        if n > 1 and w + step * (n - 1) > inner:
            step = (inner - w) / (n - 1)  # overlap to fit
        total = w + step * (n - 1)
        x0 = self.rect.x + (self.rect.width - total) / 2
        y = self.rect.bottom - h - 4
        return [(u, pygame.Rect(int(x0 + i * step), y, w, h)) for i, u in enumerate(uids)]

    def _lines(self, uids: Sequence[int]) -> list[tuple[int, pygame.Rect]]:
        n = len(uids)
        px = self.layout.px if self.layout is not None else (lambda v: v)
        # The lines may use all the height under the hand's label, not only the cards' own.
        top = min(self.rect.y + px(LABEL_HEIGHT), self.rect.bottom - self.card_size[1] - 4)
        area = pygame.Rect(self.rect.x + 4, top, self.rect.width - 8, self.rect.bottom - 4 - top)
        gap = 2
        # Two columns give taller lines (bigger text) where each column still holds a name.
        cols = 2 if (area.width - gap) // 2 >= px(MIN_COLUMN) else 1
        per_col = -(-n // cols)
        row_h = min((area.height + gap) // per_col - gap, px(MAX_ROW))
        col_w = (area.width - gap * (cols - 1)) // cols
        out = []
        for i, u in enumerate(uids):
            c, r = divmod(i, per_col)
            out.append((u, pygame.Rect(area.x + c * (col_w + gap), area.y + r * (row_h + gap), col_w, row_h)))
        return out

    def slot_rect(self, uids: Sequence[int], uid: int) -> pygame.Rect | None:
        """Where `uid` is, card-sized (what an animation flies to or from): in a list, a card
        centred on its line and kept inside the hand."""
        for u, r in self.slots(uids):
            if u == uid:
                if r.size == self.card_size:
                    return r
                card = pygame.Rect((0, 0), self.card_size)
                card.center = r.center
                return card.clamp(self.rect)
        return None

    def grab_point(self, uids: Sequence[int], uid: int) -> tuple[int, int] | None:
        """The middle of the part of `uid` that no later card covers (where to press on it)."""
        slots = self.slots(uids)
        listed = self.is_list(len(uids))
        for i, (u, r) in enumerate(slots):
            if u == uid:
                if listed:
                    return r.center
                visible = slots[i + 1][1].x - r.x if i + 1 < len(slots) else r.width
                return (r.x + max(2, min(visible, r.width) // 2), r.centery)
        return None

    def drawing_order(self, uids: Sequence[int], on_top: Collection[int] = ()) -> list[tuple[int, pygame.Rect]]:
        """The slots in the order they are drawn: left to right (top to bottom in a list), the
        raised and picked cards last so none of them is covered. `card_at` tests the reverse."""
        return sorted(self.slots(uids), key=lambda ur: ur[0] in on_top)

    def card_at(
        self, point: tuple[int, int], uids: Sequence[int], raised: Collection[int] = ()
    ) -> int | None:
        listed = self.is_list(len(uids))
        # The card drawn last is on top, so test in the reverse of the drawing order.
        for u, r in reversed(self.drawing_order(uids, raised)):
            rr = r.move(0, -self.rise) if u in raised and not listed else r
            if rr.collidepoint(point) or (u in raised and r.collidepoint(point)):
                return u
        return None

    def draw(
        self,
        surface: pygame.Surface,
        state: GameState,
        uids: Sequence[int],
        *,
        hidden: Collection[int] = (),
        raised: Collection[int] = (),
        playable: Collection[int] = (),
        picked: Collection[int] = (),
        label: str = "",
    ) -> None:
        lay = self.layout
        if lay is not None and label:
            img = textcache.role_text(
                lay, label, "small", theme.TEXT_DIM, fonts.BOLD, self.rect.width
            )
            surface.blit(img, (self.rect.x + lay.px(4), self.rect.y + lay.px(2)))
        listed = self.is_list(len(uids))
        for u, r in self.drawing_order(uids, set(raised) | set(picked)):
            if u in hidden:
                continue
            c = state.cards.get(u)
            if c is None:
                continue
            lit = u in raised or u in picked
            if lit and not listed:
                r = r.move(0, -self.rise)
            if u in playable or u in picked:
                colour = theme.HIGHLIGHT_SELECTED if u in picked else theme.HIGHLIGHT_LEGAL
                surface.blit(_glow(r.size, colour), r.inflate(12, 12).topleft)
            if u in picked:
                highlight = "selected"
            elif listed and u in raised:
                highlight = "hover"
            else:
                highlight = None
            surface.blit(render_card(c.defn, r.size, highlight=highlight), r.topleft)


@lru_cache(maxsize=8)
def _glow(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    w, h = size[0] + 12, size[1] + 12
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for i, a in enumerate((40, 70, 110)):
        pygame.draw.rect(
            s, (*colour, a), pygame.Rect(i * 2, i * 2, w - i * 4, h - i * 4), 2, border_radius=10
        )
    return s
