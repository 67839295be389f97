"""Pass the device: between hot-seat turns the screen hides everything until the next player
clicks, so nobody sees the other's hand.

Only its own button opens it, and only after `ARM_DELAY` seconds of the scene's own time: a
click or key meant for the last turn (a fast double click on End phase, Space pressed twice,
keys typed ahead while the window was busy) cannot show the next player's hand. The delay runs
on `update(dt)`, not the wall clock, so events queued before the screen was first updated are
handled while the button is still off. Space, a click elsewhere and focus never open it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.scenes.base import Scene
from game.ui.text import draw_text
from game.ui.widgets import Button, draw_panel

ARM_DELAY = 0.7  # seconds before the button may be pressed
WAIT_REASON = N_("A moment: this keeps a click meant for the last turn from showing this hand.")


class PassDeviceScene(Scene):
    """Opaque on purpose (draws nothing of the battle below)."""

    def __init__(
        self, name: str, tint: tuple[int, int, int], on_ready: Callable[[], None], *, question: bool = False,
        button_text: str = N_("I am {name}: show my hand"),
        advice: str = N_("The other player should look away, then click the button."),
        headline: str = "",
    ) -> None:
        """`question`: the device goes to `name` to answer a question in another seat's turn,
        not for a turn of their own. `button_text` (with `{name}`) and `advice` are the game's
        words (a Warrior player is shown an army, not a hand), marked with `N_`."""
        super().__init__()
        self.button_template = button_text
        self.advice = advice
        self.headline_template = headline  # with `{name}`; empty: Summoner Wars' turn or question
        self.name = name
        self.question = question
        self.tint = tint
        self.on_ready = on_ready
        # Not focused: a focused button would open on Space. Enter is its own hotkey, and like
        # a click it does nothing until the button is on.
        self.button = Button(self._button_text(), self.ready, hotkey=pygame.K_RETURN)
        self.button.set_enabled(False, WAIT_REASON)
        self.waited = 0.0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def _button_text(self) -> str:
        return _(self.button_template, name=self.name)

    def headline(self) -> str:
        """Whom the device goes to, and why."""
        if self.headline_template:
            return _(self.headline_template, name=self.name)
        if self.question:
            return _("{name}, you have a question to answer.", name=self.name)
        return _("{name}, it is your turn.", name=self.name)

    def retranslate(self) -> None:
        self.button.text = self._button_text()
        super().retranslate()

    @property
    def armed(self) -> bool:
        """The button may be pressed (the delay is over)."""
        return self.button.enabled

    def ready(self) -> None:
        if not self.armed or self.stack is not None and self.stack.top is not self:
            return
        self.close()
        self.on_ready()

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(520), lay.width - lay.pad * 4)
        h = lay.px(230)
        self.panel_rect = lay.centered(w, h)
        bw = min(w - lay.pad * 2, lay.px(340))
        self.button.place(
            pygame.Rect(
                self.panel_rect.centerx - bw // 2,
                self.panel_rect.bottom - lay.pad - lay.button_height,
                bw,
                lay.button_height,
            ),
            lay,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        # Only the button acts (a press begun while it was off does not count: see Button).
        self.button.handle_event(event)
        # Modal and opaque: nothing reaches the battle below, whose hand is not this player's.
        return event.type != pygame.QUIT

    def update(self, dt: float) -> None:
        if not self.armed:
            self.waited += dt
            if self.waited >= ARM_DELAY:
                self.button.set_enabled(True)
        self.button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        draw_panel(surface, self.panel_rect, lay, border=self.tint)
        cx = self.panel_rect.centerx
        y = self.panel_rect.y + lay.pad + lay.px(8)
        draw_text(
            surface, _("Pass the device"), fonts.font_for(lay, "heading", fonts.BOLD), theme.ACCENT,
            (cx, y), anchor="midtop",
        )
        y += fonts.font_for(lay, "heading").get_linesize() + lay.px(14)
        draw_text(
            surface, self.headline(), fonts.font_for(lay, "body", fonts.BOLD),
            self.tint, (cx, y), anchor="midtop", max_width=self.panel_rect.width - lay.pad * 2,
        )
        y += fonts.font_for(lay, "body").get_linesize() + lay.px(6)
        draw_text(
            surface, _(self.advice),
            fonts.font_for(lay, "small"), theme.TEXT_DIM, (cx, y), anchor="midtop",
            max_width=self.panel_rect.width - lay.pad * 2,
        )
        self.button.draw(surface)
        if not self.armed:
            # The wait, shown: a bar under the greyed button fills until it turns on.
            r = self.button.rect
            bar = pygame.Rect(r.x, r.bottom + lay.px(4), r.width, max(2, lay.px(3)))
            pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, bar)
            done = bar.copy()
            done.width = int(bar.width * min(1.0, self.waited / ARM_DELAY))
            pygame.draw.rect(surface, self.tint, done)
