"""Settings-style rows: a label and a value that cycles through options (◀ value ▶)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.text import draw_text

from .base import ACTIVATE_KEYS, LEFT_BUTTON, Widget

RIGHT_BUTTON = 3


class Choice(Widget):
    """Click (or Enter) for the next option, right-click for the previous; Left/Right when
    focused. Clicking the ◀ or ▶ arrow steps that way."""

    focusable = True

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any = None,
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        on_change: Callable[[Any], None] | None = None,
        wrap: bool = True,
    ) -> None:
        super().__init__(rect)
        if not options:
            raise ValueError("a Choice needs at least one option")
        self.label = label
        # The part of the row the value takes (the label has the rest): a long label with
        # short values ("Yes"/"No") may give it less; 1 shows the value alone, without its label.
        self.value_share = 0.58
        self.options = list(options)
        self.on_change = on_change
        self.wrap = wrap
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def value_text(self) -> str:
        return self.options[self.index][1]

    def set_value(self, value: Any) -> None:
        for i, (v, _label) in enumerate(self.options):
            if v == value:
                self.index = i
                return
        raise ValueError(f"{value!r} is not an option of {self.label!r}")

    def adjust(self, step: int) -> bool:
        if not self.enabled:
            return False
        n = len(self.options)
        new = (self.index + step) % n if self.wrap else max(0, min(n - 1, self.index + step))
        if new != self.index:
            self.index = new
            if self.on_change is not None:
                self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.adjust(1)

    # The value area is the right part of the row; its two ends hold the arrows.
    def _value_rect(self) -> pygame.Rect:
        w = int(self.rect.width * self.value_share)
        return pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)

    def _arrow_w(self) -> int:
        return max(self.layout.px(26), self.rect.height // 2)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if not self.enabled:
                return True
            if event.button == RIGHT_BUTTON:
                return self.adjust(-1)
            if event.button == LEFT_BUTTON:
                vr = self._value_rect()
                back = event.pos[0] < vr.x + self._arrow_w() and event.pos[0] >= vr.x
                return self.adjust(-1 if back else 1)
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                return self.adjust(-1)
            if event.key == pygame.K_RIGHT:
                return self.adjust(1)
            if event.key in ACTIVATE_KEYS:
                return self.activate()
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        r = self.rect
        active = self.focused or self.hovered
        if active and self.enabled:
            hl = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(hl, (255, 230, 170, 18), hl.get_rect(), border_radius=lay.px(6))
            surface.blit(hl, r.topleft)
        if self.focused and self.enabled:
            pygame.draw.rect(surface, theme.ACCENT, r, width=1, border_radius=lay.px(6))
        ink = theme.TEXT if self.enabled else theme.TEXT_DISABLED
        font = fonts.font_for(lay, "body")
        vr = self._value_rect()
        if self.value_share < 1:  # a row of its own: the value alone (its column says what it is)
            draw_text(
                surface,
                _(self.label),
                font,
                ink,
                (r.x + lay.px(10), r.centery),
                anchor="midleft",
                max_width=vr.x - r.x - lay.px(16),
                box=r,
            )
        box = vr.inflate(-lay.px(4), -lay.px(8))
        pygame.draw.rect(surface, theme.INPUT_BG, box, border_radius=lay.px(4))
        pygame.draw.rect(surface, theme.BUTTON_BORDER, box, width=1, border_radius=lay.px(4))
        aw = self._arrow_w()
        arrow_ink = theme.ACCENT if self.enabled else theme.TEXT_DISABLED
        _triangle(surface, arrow_ink, (box.x + aw // 2, box.centery), lay.px(5), -1)
        _triangle(surface, arrow_ink, (box.right - aw // 2, box.centery), lay.px(5), 1)
        value = _(self.value_text)
        room = box.width - aw * 2
        vfont = fonts.font_for(lay, "body", fonts.BOLD)
        for role in ("body", "small", "tiny"):  # condensed letters, then smaller, before a value is cut
            if vfont.size(value)[0] <= room:
                break
            vfont = fonts.font_for(lay, role, fonts.CONDENSED_BOLD)
        draw_text(
            surface,
            value,
            vfont,
            theme.ACCENT_BRIGHT if self.enabled else ink,
            box.center,
            anchor="center",
            max_width=box.width - aw * 2,
            box=box,
        )


def _triangle(
    surface: pygame.Surface, colour: Sequence[int], centre: tuple[int, int], s: int, d: int
) -> None:
    cx, cy = centre
    pygame.draw.polygon(
        surface, colour, [(cx + d * s, cy), (cx - d * s, cy - s), (cx - d * s, cy + s)]
    )


class Toggle(Choice):
    """An On/Off choice."""

    def __init__(
        self,
        label: str,
        value: bool = False,
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        on_change: Callable[[Any], None] | None = None,
        labels: tuple[str, str] = (N_("Off"), N_("On")),
    ) -> None:
        super().__init__(
            label, [(False, labels[0]), (True, labels[1])], bool(value), rect, on_change=on_change
        )
