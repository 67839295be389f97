"""A modal question with two answers ("End the attack phase? Svara takes 1 damage.").

Made for questions asked because a key or click may have been an accident, so the keys that
caused it answer nothing: Space and clicks outside the panel do nothing. Enter or the first
button says yes; Esc or the second button says no. Its text and panel are a message's
(`MessageScene`), with a second button.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_
from game.ui.scenes.message import MessageScene
from game.ui.widgets import Button

Action = Callable[[], None]


class ConfirmScene(MessageScene):
    def __init__(
        self,
        title: str,
        text: str,
        *,
        on_yes: Action,
        on_no: Action | None = None,
        yes_text: str = N_("Yes"),
        no_text: str = N_("No"),
    ) -> None:
        super().__init__(title, text, on_ok=on_yes, button_text=yes_text)
        self.on_no = on_no
        # Neither button has focus: a focused button answers Space, the key that opened this.
        self.yes = self.ok
        self.yes.focused = False
        self.no = Button(no_text, self._no)
        self.panel.children.append(self.no)

    def _yes(self) -> None:
        self._close()

    def _no(self) -> None:
        self.close()
        if self.on_no is not None:
            self.on_no()

    def place_buttons(self, content: pygame.Rect) -> None:
        lay = self.layout
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
