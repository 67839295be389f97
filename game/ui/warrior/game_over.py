"""Warrior's game over: who won (the fewest casualties, a shared win when tied), everyone's
casualties, and what next. Like Summoner Wars' it has no focus when it opens, so the click that
ended the game cannot start another."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.backdrop import dim
from game.ui.scenes.base import Scene
from game.ui.text import draw_text
from game.ui.warrior.table_view import seat_tint
from game.ui.warrior.words import casualties_text, winners_sentence
from game.ui.widgets import Button, draw_panel

Action = Callable[[], None]


class WarriorGameOverScene(Scene):
    draws_below = True

    def __init__(self, names: Sequence[str], casualties: Sequence[int], winners: Sequence[int], *,
                 on_again: Action | None = None, on_new: Action | None = None,
                 on_menu: Action | None = None, on_replay: Action | None = None) -> None:
        super().__init__()
        self.names = tuple(names)
        self.casualties = tuple(casualties)
        self.winners = tuple(winners)
        self.buttons = [b for b in (
            Button(N_("Play again"), on_again, hotkey=pygame.K_a) if on_again else None,
            Button(N_("New game"), on_new, hotkey=pygame.K_n) if on_new else None,
            Button(N_("Watch replay"), on_replay, hotkey=pygame.K_w) if on_replay else None,
            Button(N_("Main menu"), on_menu, hotkey=pygame.K_m) if on_menu else None,
        ) if b is not None]
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def headline(self) -> str:
        return winners_sentence(self.winners, self.names)

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.width - lay.pad * 4, lay.px(640))
        row = fonts.font_for(lay, "body").get_linesize() + lay.px(6)
        h = lay.px(110) + row * len(self.names) + lay.button_height + lay.pad * 2
        self.panel_rect = lay.centered(w, h)
        n = max(1, len(self.buttons))
        bw = (w - lay.pad * 2 - lay.gap * (n - 1)) // n
        y = self.panel_rect.bottom - lay.pad - lay.button_height
        for i, b in enumerate(self.buttons):
            b.condensed = True
            b.place(pygame.Rect(self.panel_rect.x + lay.pad + i * (bw + lay.gap), y, bw, lay.button_height), lay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return True  # modal

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        dim(surface)
        r = self.panel_rect
        tint = seat_tint(self.winners[0]) if len(self.winners) == 1 else theme.ACCENT
        draw_panel(surface, r, lay, border=tint)
        head = fonts.font_for(lay, "heading", fonts.BOLD)
        draw_text(surface, _("Game over"), head, theme.ACCENT, (r.centerx, r.y + lay.pad), anchor="midtop")
        y = r.y + lay.pad + head.get_linesize() + lay.px(6)
        draw_text(surface, self.headline(), fonts.font_for(lay, "body", fonts.BOLD), tint, (r.centerx, y),
                  anchor="midtop", max_width=r.width - lay.pad * 2, box=r)
        y += fonts.font_for(lay, "body").get_linesize() + lay.px(14)
        body = fonts.font_for(lay, "body")
        bold = fonts.font_for(lay, "body", fonts.BOLD)
        for seat in sorted(range(len(self.names)), key=lambda i: (self.casualties[i], i)):
            f = bold if seat in self.winners else body
            pygame.draw.circle(surface, seat_tint(seat), (r.x + lay.pad * 2, y + f.get_linesize() // 2), lay.px(5))
            draw_text(surface, self.names[seat], f, theme.TEXT, (r.x + lay.pad * 3, y),
                      max_width=r.width // 2, box=r)
            draw_text(surface, casualties_text(self.casualties[seat]), f, theme.TEXT_DIM,
                      (r.right - lay.pad * 2, y), anchor="topright")
            y += body.get_linesize() + lay.px(6)
        for b in self.buttons:
            b.draw(surface)
