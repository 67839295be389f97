"""Game over: who won and how, turns played; rematch, watch the replay, or the main menu.

A modal over the final board, so the players can see how it ended. Nothing has keyboard focus
when it opens and Space does nothing here: the Space or click that ended the game must not
start a rematch. The arrow keys (then Enter) or each button's letter act on purpose.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, _, n_
from game.ui import fonts, theme
from game.ui.backdrop import dim
from game.ui.core_text import tr_core
from game.ui.scenes.base import Scene
from game.ui.text import draw_text, draw_wrapped
from game.ui.widgets import Button, Menu, draw_panel, draw_tooltip

NO_REPLAY = N_("Replays are not available in this build yet.")

Action = Callable[[], None]


class GameOverScene(Scene):
    draws_below = True

    def __init__(
        self,
        *,
        winner: str | None,
        reason: str,
        turns: int,
        tint: tuple[int, int, int] = theme.ACCENT,
        on_rematch: Action | None = None,
        on_replay: Action | None = None,
        on_menu: Action | None = None,
        replay_reason: str = NO_REPLAY,
    ) -> None:
        super().__init__()
        self.winner = winner
        self.reason = reason
        self.turns = turns
        self.tint = tint
        self.rematch = Button(N_("Rematch"), on_rematch, hotkey=pygame.K_r)
        self.replay = Button(N_("Watch replay"), on_replay, hotkey=pygame.K_w)
        self.menu_button = Button(N_("Main menu"), on_menu, hotkey=pygame.K_m)
        if on_replay is None:
            self.replay.set_enabled(False, replay_reason)
        if on_rematch is None:
            self.rematch.set_enabled(False, N_("Not available here."))
        self.menu = Menu([self.rematch, self.replay, self.menu_button], on_back=on_menu)
        self.menu.set_focus(None)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def title(self) -> str:
        return _("Draw") if self.winner is None else _("{name} wins!", name=self.winner)

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(460), lay.width - lay.pad * 4)
        menu_h = self.menu.needed_height(lay)
        h = lay.px(150) + menu_h
        self.panel_rect = lay.centered(w, h)
        mw = min(w - lay.pad * 2, lay.px(280))
        self.menu.place(
            pygame.Rect(self.panel_rect.centerx - mw // 2, self.panel_rect.bottom - lay.pad - menu_h, mw, menu_h),
            lay,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return True  # nothing, even with a button focused by the arrow keys
        self.menu.handle_event(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        dim(surface)
        draw_panel(surface, self.panel_rect, lay, border=self.tint)
        cx = self.panel_rect.centerx
        y = self.panel_rect.y + lay.pad
        draw_text(surface, self.title, fonts.font_for(lay, "heading", fonts.BOLD), self.tint,
                  (cx, y), anchor="midtop", max_width=self.panel_rect.width - lay.pad * 2)
        y += fonts.font_for(lay, "heading").get_linesize() + lay.px(8)
        body = fonts.font_for(lay, "body")
        turns = n_("{n} turn played.", "{n} turns played.", self.turns)
        if self.reason:
            text = _("{reason}. {turns}", reason=reason_sentence(self.reason), turns=turns)
        else:
            text = turns
        draw_wrapped(surface, text, body, theme.TEXT,
                     pygame.Rect(self.panel_rect.x + lay.pad, y, self.panel_rect.width - lay.pad * 2,
                                 body.get_linesize() * 2), align="center")
        self.menu.draw(surface)
        tip = self.menu.tooltip()
        if tip:
            draw_tooltip(surface, tip, self.menu.tooltip_anchor(), lay, side="right")


def reason_sentence(reason: str) -> str:
    """Why the game ended, in the player's language, starting with a capital."""
    text = tr_core(reason)
    return text[:1].upper() + text[1:]
