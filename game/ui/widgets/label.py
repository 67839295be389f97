"""Static things: a line (or block) of text, and a framed panel that holds other widgets."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.text import draw_text, draw_wrapped

from .base import Widget, draw_panel


class Label(Widget):
    """Text in a rect. One line (ellipsised) unless `wrap`, then wrapped from the top."""

    def __init__(
        self,
        text: str,
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        role: str = "body",
        face: str = fonts.REGULAR,
        colour: Sequence[int] = theme.TEXT,
        align: str = "left",
        wrap: bool = False,
        shadow: Sequence[int] | None = None,
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.role = role
        self.face = face
        self.colour = tuple(colour)
        self.align = align
        self.wrap = wrap
        self.shadow = shadow

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.text:
            return
        font = fonts.font_for(self.layout, self.role, self.face)
        r = self.rect
        if self.wrap:
            draw_wrapped(surface, _(self.text), font, self.colour, r, align=self.align)
            return
        anchor, pos = {
            "center": ("center", r.center),
            "right": ("midright", r.midright),
        }.get(self.align, ("midleft", r.midleft))
        draw_text(
            surface,
            _(self.text),
            font,
            self.colour,
            pos,
            anchor=anchor,
            max_width=r.width,
            shadow=self.shadow,
            box=r,
        )


class Panel(Widget):
    """A framed box, optionally titled, drawn under its children and passing events to them."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        title: str = "",
        children: Sequence[Widget] = (),
    ) -> None:
        super().__init__(rect)
        self.title = title
        self.children: list[Widget] = list(children)

    @property
    def content_rect(self) -> pygame.Rect:
        """The inside, below the title band, less padding: where children go."""
        lay = self.layout
        top = self.title_height()
        return pygame.Rect(
            self.rect.x + lay.pad,
            self.rect.y + top + lay.pad,
            max(0, self.rect.width - lay.pad * 2),
            max(0, self.rect.height - top - lay.pad * 2),
        )

    def title_height(self) -> int:
        if not self.title:
            return 0
        return fonts.font_for(self.layout, "heading", fonts.BOLD).get_linesize() + self.layout.pad

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        return any(c.handle_event(event) for c in reversed(self.children))

    def update(self, dt: float) -> None:
        for c in self.children:
            c.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        draw_panel(surface, self.rect, lay)
        if self.title:
            font = fonts.font_for(lay, "heading", fonts.BOLD)
            th = self.title_height()
            band = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, th)
            draw_text(
                surface,
                _(self.title),
                font,
                theme.ACCENT,
                (band.centerx, band.centery + lay.px(3)),
                anchor="center",
                max_width=band.width - lay.pad * 2,
                shadow=(0, 0, 0),
                box=band,
            )
            y = band.bottom
            x0, x1 = self.rect.x + lay.pad, self.rect.right - lay.pad
            pygame.draw.line(surface, theme.PANEL_BORDER_DIM, (x0, y), (x1, y), 1)
            # A small brass diamond in the middle of the rule, as on the printed cards' dividers.
            d = lay.px(4)
            cx = self.rect.centerx
            pygame.draw.polygon(
                surface, theme.PANEL_BORDER, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)]
            )
        for c in self.children:
            c.draw(surface)

    def tooltip(self) -> str | None:
        for c in self.children:
            tip = c.tooltip()
            if tip:
                return tip
        return None
