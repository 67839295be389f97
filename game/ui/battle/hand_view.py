"""The current player's hand: a row of cards along the bottom of the right column, overlapping
when there are many. Cards that can be played now glow; picked cards (magic phase) and the
hovered card rise."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

import pygame

from game.core.state import GameState
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.card_render import render_card
from game.ui.layout import Layout


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

    def slots(self, uids: Sequence[int]) -> list[tuple[int, pygame.Rect]]:
        """Where each card sits (not raised), left to right."""
        n = len(uids)
        if n == 0:
            return []
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

    def slot_rect(self, uids: Sequence[int], uid: int) -> pygame.Rect | None:
        for u, r in self.slots(uids):
            if u == uid:
                return r
        return None

    def grab_point(self, uids: Sequence[int], uid: int) -> tuple[int, int] | None:
        """The middle of the part of `uid` that no later card covers (where to press on it)."""
        slots = self.slots(uids)
        for i, (u, r) in enumerate(slots):
            if u == uid:
                visible = slots[i + 1][1].x - r.x if i + 1 < len(slots) else r.width
                return (r.x + max(2, min(visible, r.width) // 2), r.centery)
        return None

    def card_at(
        self, point: tuple[int, int], uids: Sequence[int], raised: Collection[int] = ()
    ) -> int | None:
        # Later cards are drawn on top, so test from the right.
        for u, r in reversed(self.slots(uids)):
            rr = r.move(0, -self.rise) if u in raised else r
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
        for u, r in self.slots(uids):
            if u in hidden:
                continue
            c = state.cards.get(u)
            if c is None:
                continue
            if u in raised or u in picked:
                r = r.move(0, -self.rise)
            if u in playable or u in picked:
                colour = theme.HIGHLIGHT_SELECTED if u in picked else theme.HIGHLIGHT_LEGAL
                surface.blit(_glow(r.size, colour), r.inflate(12, 12).topleft)
            img = render_card(
                c.defn,
                r.size,
                highlight="selected" if u in picked else None,
            )
            surface.blit(img, r.topleft)


@lru_cache(maxsize=8)
def _glow(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    w, h = size[0] + 12, size[1] + 12
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for i, a in enumerate((40, 70, 110)):
        pygame.draw.rect(
            s, (*colour, a), pygame.Rect(i * 2, i * 2, w - i * 4, h - i * 4), 2, border_radius=10
        )
    return s
