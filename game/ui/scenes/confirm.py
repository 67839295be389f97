"""A modal question with two answers ("End the attack phase? Svara takes 1 damage.").

Made for questions asked because a key or click may have been an accident, so the keys that
caused it answer nothing: Space and clicks outside the panel do nothing. Enter or the first
button says yes; Esc or the second button says no.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts, theme
from game.ui.backdrop import dim
from game.ui.scenes.base import Scene
from game.ui.text import draw_wrapped, wrap_text
from game.ui.widgets import Button, Panel

Action = Callable[[], None]


class ConfirmScene(Scene):
    draws_below = True

    def __init__(
        self,
        title: str,
        text: str,
        *,
        on_yes: Action,
        on_no: Action | None = None,
        yes_text: str = "Yes",
        no_text: str = "No",
    ) -> None:
        super().__init__()
        self.title = title
        self.text = text
        self.on_yes = on_yes
        self.on_no = on_no
        self.panel = Panel(title=title)
        # Neither button has focus: a focused button answers Space, the key that opened this.
        self.yes = Button(yes_text, self._yes, hotkey=pygame.K_RETURN)
        self.no = Button(no_text, self._no)
        self.panel.children.extend([self.yes, self.no])
        self._text_h = 0

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def _no(self) -> None:
        self.close()
        if self.on_no is not None:
            self.on_no()

    def relayout(self) -> None:
        lay = self.layout
        width = min(lay.px(520), lay.width - lay.pad * 4)
        font = fonts.font_for(lay, "body")
        lines = len(wrap_text(self.text, font, width - lay.pad * 2))
        self._text_h = max(1, lines) * font.get_linesize()
        self.panel.place(pygame.Rect(0, 0, width, 10), lay)
        height = self.panel.title_height() + lay.pad * 3 + self._text_h + lay.button_height + lay.pad
        self.panel.place(lay.centered(width, height), lay)
        content = self.panel.content_rect
        bw = min(lay.px(170), (content.width - lay.pad) // 2)
        y = content.bottom - lay.button_height
        self.yes.place(pygame.Rect(content.centerx - lay.pad // 2 - bw, y, bw, lay.button_height), lay)
        self.no.place(pygame.Rect(content.centerx + lay.pad // 2, y, bw, lay.button_height), lay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._yes()
            elif event.key == pygame.K_ESCAPE:
                self._no()
            return True  # Space and every other key: nothing
        self.panel.handle_event(event)
        return event.type != pygame.QUIT  # modal

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        self.panel.draw(surface)
        content = self.panel.content_rect
        draw_wrapped(
            surface, self.text, fonts.font_for(self.layout, "body"), theme.TEXT,
            pygame.Rect(content.x, content.y + self.layout.pad // 2, content.width, self._text_h),
        )
