"""A row of exclusive options drawn as one bar (the title's game switch: Summoner Wars | Warrior).
Click a segment, or Left/Right while focused, to choose it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.text import draw_text

from .base import LEFT_BUTTON, Widget


class Segmented(Widget):
    focusable = True

    def __init__(self, options: Sequence[tuple[Any, str]], value: Any = None, *,
                 on_change: Callable[[Any], None] | None = None, hotkey: int | None = None) -> None:
        super().__init__(None)
        self.options = list(options)
        values = [v for v, _label in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.hotkey = hotkey

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def segments(self) -> list[pygame.Rect]:
        n = len(self.options)
        w = self.rect.width // n
        return [pygame.Rect(self.rect.x + i * w, self.rect.y, w, self.rect.height) for i in range(n)]

    def choose(self, index: int) -> None:
        index %= len(self.options)
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            for i, r in enumerate(self.segments()):
                if r.collidepoint(event.pos):
                    self.choose(i)
                    return True
        elif event.type == pygame.KEYDOWN:
            if self.hotkey is not None and event.key == self.hotkey:
                self.choose(self.index + 1)
                return True
            if self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.choose(self.index + (1 if event.key == pygame.K_RIGHT else -1))
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        radius = lay.px(8)
        pygame.draw.rect(surface, theme.INPUT_BG, self.rect, border_radius=radius)
        font = fonts.font_for(lay, "button", fonts.BOLD)
        for i, (r, (_v, label)) in enumerate(zip(self.segments(), self.options, strict=True)):
            chosen = i == self.index
            if chosen:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, r.inflate(-lay.px(4), -lay.px(4)), border_radius=radius)
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(-lay.px(4), -lay.px(4)), width=lay.border,
                                 border_radius=radius)
            draw_text(surface, _(label), font, theme.ACCENT_BRIGHT if chosen else theme.TEXT_DIM, r.center,
                      anchor="center", max_width=r.width - lay.px(12), box=r)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, width=lay.border, border_radius=radius)
