"""Buttons: click, or Enter/Space while focused. A disabled button says why on hover."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.text import draw_text, fit_font_size, wrap_text

from .base import ACTIVATE_KEYS, LEFT_BUTTON, Widget
from .tooltip import HOVER_DELAY

BUTTON_FLOOR_PX = 11  # a label shrinks to this size before it is cut


class Button(Widget):
    focusable = True

    def __init__(
        self,
        text: str,
        on_click: Callable[[], None] | None = None,
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        enabled: bool = True,
        disabled_reason: str = "",
        tooltip: str = "",
        hotkey: int | None = None,
        role: str = "button",
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.on_click = on_click
        self.enabled = enabled
        self.disabled_reason = disabled_reason
        self.tooltip_text = tooltip
        self.hotkey = hotkey
        self.role = role
        self.pressed = False
        self._hover_time = 0.0
        # Narrower letters, for a row of buttons whose labels (in a longer language) need room.
        self.condensed = False

    def set_enabled(self, enabled: bool, reason: str = "") -> None:
        """Enable, or disable with the reason a player sees on hover."""
        self.enabled = enabled
        self.disabled_reason = "" if enabled else reason
        if not enabled:
            self.pressed = False

    def activate(self) -> bool:
        if not (self.enabled and self.visible):
            return False
        if self.on_click is not None:
            self.on_click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            if self.rect.collidepoint(event.pos):
                # A click on a disabled button is still "used": it must not reach what is behind.
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == LEFT_BUTTON:
            if self.pressed:
                self.pressed = False
                if self.rect.collidepoint(event.pos):
                    self.activate()
                return True
        elif event.type == pygame.KEYDOWN:
            if self.hotkey is not None and event.key == self.hotkey:
                return self.activate()
            if self.focused and event.key in ACTIVATE_KEYS:
                return self.activate()
        return False

    def update(self, dt: float) -> None:
        self._hover_time = self._hover_time + dt if self.hovered else 0.0

    def tooltip(self) -> str | None:
        if not self.hovered or self._hover_time < HOVER_DELAY:
            return None
        if not self.enabled:
            return _(self.disabled_reason) if self.disabled_reason else None
        return _(self.tooltip_text) if self.tooltip_text else None

    def face(self) -> str:
        """The font face its label is drawn in now."""
        if self.condensed:
            return fonts.CONDENSED_BOLD if self.enabled else fonts.CONDENSED
        return fonts.BOLD if self.enabled else fonts.REGULAR

    def label_width(self, text: str | None = None) -> int:
        """How wide its label (or `text`), in the current language, is drawn when enabled (the
        widest the button draws it)."""
        face = fonts.CONDENSED_BOLD if self.condensed else fonts.BOLD
        font = fonts.font_for(self.layout, self.role, face)
        return font.size(_(self.text if text is None else text))[0]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        r = self.rect
        if not self.enabled:
            fill, border, ink = theme.BUTTON_DISABLED, theme.PANEL_BORDER_DIM, theme.TEXT_DISABLED
        elif self.pressed:
            fill, border, ink = theme.BUTTON_PRESSED, theme.ACCENT, theme.ACCENT_BRIGHT
        elif self.hovered or self.focused:
            fill, border, ink = theme.BUTTON_HOVER, theme.ACCENT, theme.ACCENT_BRIGHT
        else:
            fill, border, ink = theme.BUTTON, theme.BUTTON_BORDER, theme.TEXT
        radius = lay.px(6)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        if self.enabled and not self.pressed:
            # A lighter top half reads as a raised, lit surface.
            top = pygame.Rect(r.x + 2, r.y + 2, r.width - 4, r.height // 2 - 2)
            sheen = pygame.Surface(top.size, pygame.SRCALPHA)
            pygame.draw.rect(sheen, (255, 240, 210, 14), sheen.get_rect(), border_radius=radius)
            surface.blit(sheen, top.topleft)
        pygame.draw.rect(surface, border, r, width=lay.border, border_radius=radius)
        if self.focused and self.enabled:
            pygame.draw.rect(
                surface,
                theme.FOCUS_RING,
                r.inflate(lay.px(6), lay.px(6)),
                width=1,
                border_radius=radius + 3,
            )
        face = self.face()
        label = _(self.text)
        room = r.width - lay.px(12)
        font = fonts.font_for(lay, self.role, face)
        if font.size(label)[0] > room:
            # Smaller, then condensed, before the label is ever cut (issue 42: "Use Freeze 1E
            # (Grogn…"): a button must say what it does.
            floor = min(lay.font_px(self.role), BUTTON_FLOOR_PX)
            font = fit_font_size(label, partial(fonts.get_font, face), room, lay.font_px(self.role), floor)
            if font.size(label)[0] > room and not self.condensed:
                condensed = fonts.CONDENSED_BOLD if self.enabled else fonts.CONDENSED
                font = fit_font_size(label, partial(fonts.get_font, condensed), room, lay.font_px(self.role), floor)
            lines = wrap_text(label, font, room)
            whole = all(font.size(word)[0] <= room for word in label.split())  # (never a word split)
            if font.size(label)[0] > room and whole and 1 < len(lines) <= 2 and 2 * font.get_linesize() <= r.height:
                # Still too wide: on two lines, when the button is tall enough for them.
                y = r.centery - font.get_linesize() + (1 if self.pressed else 0)
                for line in lines:
                    draw_text(surface, line, font, ink, (r.centerx, y), anchor="midtop", max_width=room, box=r)
                    y += font.get_linesize()
                return
        pos = (r.centerx, r.centery + (1 if self.pressed else 0))
        draw_text(surface, label, font, ink, pos, anchor="center", max_width=room, box=r)
