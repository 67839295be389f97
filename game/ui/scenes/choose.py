"""A modal question with a button per answer and a Cancel ("Attack which card?": the unit or
the Vine Wall under it). Esc or Cancel closes it and nothing happens."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import N_
from game.ui.scenes.message import MessageScene
from game.ui.widgets import Button


class ChooseScene(MessageScene):
    def __init__(self, title: str, text: str, choices: Sequence[tuple[str, Callable[[], None]]],
                 cancel_text: str = N_("Cancel")) -> None:
        super().__init__(title, text, button_text=cancel_text)
        self.ok.focused = False
        self.buttons = [Button(label, self._picker(act)) for label, act in choices]
        self.panel.children.extend(self.buttons)

    def _picker(self, act: Callable[[], None]) -> Callable[[], None]:
        def pick() -> None:
            self.close()
            act()

        return pick

    def place_buttons(self, content: pygame.Rect) -> None:
        lay = self.layout
        every = [*self.buttons, self.ok]
        n = len(every)
        bw = min(lay.px(170), (content.width - lay.pad * (n - 1)) // n)
        total = n * bw + (n - 1) * (lay.pad // 2)
        x = content.centerx - total // 2
        y = content.bottom - lay.button_height
        for b in every:
            b.place(pygame.Rect(x, y, bw, lay.button_height), lay)
            x += bw + lay.pad // 2

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            return True  # modal; only the buttons answer
        self.panel.handle_event(event)
        return True
