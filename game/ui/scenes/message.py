"""A modal message (an error, a notice) with one OK button, over whatever scene is below."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_
from game.ui import fonts, theme
from game.ui.backdrop import dim
from game.ui.scenes.base import Scene
from game.ui.text import draw_wrapped, wrap_text
from game.ui.widgets import Button, Panel

_CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE)


class MessageScene(Scene):
    draws_below = True

    def __init__(
        self,
        title: str,
        text: str,
        *,
        on_ok: Callable[[], None] | None = None,
        button_text: str = N_("OK"),
    ) -> None:
        super().__init__()
        self.title = title
        self.text = text
        self.on_ok = on_ok
        self.panel = Panel(title=title)
        self.ok = Button(button_text, self._close)
        self.ok.focused = True
        self.panel.children.append(self.ok)
        self._text_h = 0

    def _close(self) -> None:
        self.close()
        if self.on_ok is not None:
            self.on_ok()

    def relayout(self) -> None:
        lay = self.layout
        width = min(lay.px(520), lay.width - lay.pad * 4)
        font = fonts.font_for(lay, "body")
        inner_w = width - lay.pad * 2
        lines = len(wrap_text(self.text, font, inner_w))
        max_lines = max(3, (lay.height - lay.px(200)) // font.get_linesize())
        self._text_h = min(lines, max_lines) * font.get_linesize()
        self.panel.place(pygame.Rect(0, 0, width, 10), lay)
        height = (
            self.panel.title_height() + lay.pad * 3 + self._text_h + lay.button_height + lay.pad
        )
        self.panel.place(lay.centered(width, height), lay)
        self.place_buttons(self.panel.content_rect)

    def place_buttons(self, content: pygame.Rect) -> None:
        """The buttons along the foot of the panel's content (one, centred)."""
        lay = self.layout
        bw = lay.px(140)
        self.ok.place(
            pygame.Rect(
                content.centerx - bw // 2, content.bottom - lay.button_height, bw, lay.button_height
            ),
            lay,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _CLOSE_KEYS:
            self._close()
            return True
        self.panel.handle_event(event)
        # Modal: nothing reaches the scene below while the message is up.
        return True

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        self.panel.draw(surface)
        content = self.panel.content_rect
        font = fonts.font_for(self.layout, "body")
        draw_wrapped(
            surface,
            self.text,
            font,
            theme.TEXT,
            pygame.Rect(content.x, content.y, content.width, self._text_h),
        )
