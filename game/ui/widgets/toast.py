"""Short messages that appear, linger and fade ("Frost Mage cannot reach (3,5): path blocked")."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import wrap_text

from .base import draw_panel

INFO = "info"
ERROR = "error"
OK = "ok"
_KIND_COLOUR = {INFO: theme.TOAST_INFO, ERROR: theme.TOAST_ERROR, OK: theme.TOAST_OK}


@dataclass(slots=True)
class Toast:
    text: str
    kind: str = INFO
    duration: float = 2.8
    fade: float = 0.6
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    @property
    def alpha(self) -> int:
        """Fully opaque, then fading out over the last `fade` seconds (and a quick fade-in)."""
        left = self.duration - self.age
        a = 1.0
        if left < self.fade:
            a = max(0.0, left / self.fade)
        if self.age < 0.12:
            a = min(a, self.age / 0.12)
        return int(255 * a)


class Toaster:
    """Holds the toasts on screen, newest at the bottom, at most `limit` at a time."""

    def __init__(self, limit: int = 3) -> None:
        self.limit = limit
        self.toasts: list[Toast] = []

    def show(self, text: str, kind: str = INFO, duration: float = 2.8) -> Toast:
        # Repeating the same message restarts it instead of stacking copies.
        for t in self.toasts:
            if t.text == text and t.kind == kind:
                t.age = 0.12
                return t
        toast = Toast(text, kind, duration)
        self.toasts.append(toast)
        del self.toasts[: -self.limit]
        return toast

    def update(self, dt: float) -> None:
        for t in self.toasts:
            t.age += dt
        self.toasts = [t for t in self.toasts if not t.done]

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        font = fonts.font_for(layout, "body")
        pad = layout.px(12)
        y = layout.height - layout.px(28)
        for t in reversed(self.toasts):
            lines = wrap_text(t.text, font, min(layout.px(560), layout.width - pad * 4))
            w = max(font.size(line)[0] for line in lines) + pad * 2 + layout.px(6)
            h = len(lines) * font.get_linesize() + pad * 2
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (layout.width // 2, y)
            layer = pygame.Surface((w + layout.px(8), h + layout.px(8)), pygame.SRCALPHA)
            local = pygame.Rect(0, 0, w, h)
            draw_panel(
                layer, local, layout, fill=(*theme.TOOLTIP_BG, 240), border=theme.PANEL_BORDER_DIM
            )
            stripe = pygame.Rect(0, 0, layout.px(6), h)
            pygame.draw.rect(
                layer,
                _KIND_COLOUR.get(t.kind, theme.TOAST_INFO),
                stripe,
                border_top_left_radius=layout.radius,
                border_bottom_left_radius=layout.radius,
            )
            ty = pad
            for line in lines:
                layer.blit(font.render(line, True, theme.TEXT), (pad + layout.px(6), ty))
                ty += font.get_linesize()
            layer.set_alpha(t.alpha)
            surface.blit(layer, box.topleft)
            y = box.top - layout.px(8)
