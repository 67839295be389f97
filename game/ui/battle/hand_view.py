"""The current player's hand, in the bottom of the right column.

Cards never overlap: they sit side by side in one row, or in two or three rows when that gives
bigger cards, each as large as the hand allows (up to the size it was placed with). When even
that would make the cards too small to name themselves, the hand becomes a list, one card per
line with its cost, name and numbers, in one or two columns. Cards that can be played now glow;
picked cards (magic phase) and the hovered card rise in a single row, or light up otherwise."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from functools import lru_cache

import pygame

from game.core.state import GameState
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.card_render import CARD_RATIO, render_card
from game.ui.layout import Layout
from game.ui.text import note

# Cards narrower than this (pixels at the layout's scale) cannot show a name that reads: the
# hand becomes a list.
MIN_CARD = 58
# The list takes two columns when each is at least this wide (pixels at the layout's scale).
MIN_COLUMN = 150
# No list line is taller than this (pixels at the layout's scale): the text stays one size.
MAX_ROW = 30
# The hand's label ("Ella's hand (7)") above the cards (pixels at the layout's scale).
LABEL_HEIGHT = 22
# Room kept around each card for its glow (`_glow` reaches 6 px out), so no card is clipped.
EDGE = 8


class HandView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 300, 150)
        self.card_size = (90, 126)
        self.layout: Layout | None = None

    def place(self, rect: pygame.Rect, card_size: tuple[int, int], layout: Layout) -> None:
        """`card_size`: the largest a card may be drawn; fewer cards get no bigger."""
        self.rect = pygame.Rect(rect)
        self.card_size = card_size
        self.layout = layout

    def _px(self, v: float) -> int:
        return self.layout.px(v) if self.layout is not None else int(v)

    @property
    def rise(self) -> int:
        return max(6, self.card_size[1] // 9)

    @property
    def cards_area(self) -> pygame.Rect:
        """Where cards may be drawn: under the label, inside the glow margin."""
        top = self.rect.y + self._px(LABEL_HEIGHT)
        return pygame.Rect(self.rect.x + EDGE, top, self.rect.width - 2 * EDGE,
                           self.rect.bottom - EDGE // 2 - top)

    def arrangement(self, n: int) -> tuple[int, int, tuple[int, int]] | None:
        """(rows, cards per row, card size) for `n` cards, the largest cards that fit without
        overlapping; None when they would be too small and the hand is a list."""
        if n <= 0:
            return (1, 0, self.card_size)
        area = self.cards_area
        gap = max(4, self.card_size[0] // 14)
        best: tuple[int, int, tuple[int, int]] | None = None
        for rows in range(1, min(3, n) + 1):
            per = math.ceil(n / rows)
            # A single row keeps room above for a hovered card to rise.
            room_h = (area.height - (self.rise if rows == 1 else 0) - gap * (rows - 1)) / rows
            w = min(self.card_size[0], (area.width - gap * (per - 1)) / per, room_h / CARD_RATIO)
            w = int(w)
            if best is None or w > best[2][0]:
                best = (rows, per, (w, int(w * CARD_RATIO)))
        assert best is not None
        return best if best[2][0] >= self._px(MIN_CARD) else None

    def rows(self, n: int) -> int:
        a = self.arrangement(n)
        return 0 if a is None else a[0]

    def is_list(self, n: int) -> bool:
        """Whether `n` cards are shown as a list rather than as cards."""
        return n >= 2 and self.arrangement(n) is None

    def slots(self, uids: Sequence[int]) -> list[tuple[int, pygame.Rect]]:
        """Where each card sits (not raised): rows left to right, top to bottom, or the list's
        lines top to bottom (down the first column, then the second)."""
        n = len(uids)
        if n == 0:
            return []
        a = self.arrangement(n)
        if a is None:
            return self._lines(uids)
        rows, per, (w, h) = a
        area = self.cards_area
        gap = max(4, self.card_size[0] // 14)
        block_h = rows * h + (rows - 1) * gap
        # In the middle of the area (one row: of what is left under the room to rise).
        rise = self.rise if rows == 1 else 0
        y0 = area.y + rise + (area.height - rise - block_h) // 2
        out = []
        for i, u in enumerate(uids):
            r, c = divmod(i, per)
            in_row = min(per, n - r * per)
            x0 = area.x + (area.width - (in_row * w + (in_row - 1) * gap)) // 2
            out.append((u, pygame.Rect(x0 + c * (w + gap), y0 + r * (h + gap), w, h)))
        return out

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
                if not self.is_list(len(uids)):
                    return r
                card = pygame.Rect((0, 0), self.card_size)
                card.center = r.center
                return card.clamp(self.rect)
        return None

    def grab_point(self, uids: Sequence[int], uid: int) -> tuple[int, int] | None:
        """Where to press on `uid` (cards never overlap: its middle)."""
        for u, r in self.slots(uids):
            if u == uid:
                return r.center
        return None

    def drawing_order(self, uids: Sequence[int], on_top: Collection[int] = ()) -> list[tuple[int, pygame.Rect]]:
        """The slots in the order they are drawn: left to right (top to bottom in a list), the
        raised and picked cards last so none of them is covered. `card_at` tests the reverse."""
        return sorted(self.slots(uids), key=lambda ur: ur[0] in on_top)

    def card_at(
        self, point: tuple[int, int], uids: Sequence[int], raised: Collection[int] = ()
    ) -> int | None:
        lifted = self.rows(len(uids)) == 1
        # The card drawn last is on top, so test in the reverse of the drawing order.
        for u, r in reversed(self.drawing_order(uids, raised)):
            rr = r.move(0, -self.rise) if u in raised and lifted else r
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
            at = surface.blit(img, (self.rect.x + lay.px(4), self.rect.y + lay.px(2)))
            note("hand label", label, label, at, self.rect)
        lifted = self.rows(len(uids)) == 1
        for u, r in self.drawing_order(uids, set(raised) | set(picked)):
            if u in hidden:
                continue
            c = state.cards.get(u)
            if c is None:
                continue
            lit = u in raised or u in picked
            if lit and lifted:
                r = r.move(0, -self.rise)
            if u in playable or u in picked:
                colour = theme.HIGHLIGHT_SELECTED if u in picked else theme.HIGHLIGHT_LEGAL
                surface.blit(_glow(r.size, colour), r.inflate(12, 12).topleft)
            if u in picked:
                highlight = "selected"
            elif not lifted and u in raised:
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
