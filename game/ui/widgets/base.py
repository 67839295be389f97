"""What all widgets share: a rect, a layout for their sizes, visibility, focus."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.layout import MIN_SIZE, Layout

_DEFAULT_LAYOUT = Layout.for_size(MIN_SIZE)

LEFT_BUTTON = 1
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    """A rectangle on screen that may draw itself and react to events.

    Widgets never decide where they go: their scene computes rects from its `Layout` and calls
    `place(rect, layout)` on every resize.
    """

    focusable: bool = False

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int] | None = None) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.layout: Layout = _DEFAULT_LAYOUT
        self.visible = True
        self.enabled = True
        self.focused = False
        self.hovered = False

    def place(
        self, rect: pygame.Rect | tuple[int, int, int, int], layout: Layout | None = None
    ) -> None:
        self.rect = pygame.Rect(rect)
        if layout is not None:
            self.layout = layout

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip(self) -> str | None:
        """Text to show while the pointer rests on this widget, if any."""
        return None

    # For keyboard navigation (see Menu): Enter on the focused widget, Left/Right to adjust.
    def activate(self) -> bool:
        return False

    def adjust(self, step: int) -> bool:
        return False

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hovered = False


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    layout: Layout,
    *,
    fill: tuple[int, ...] = theme.PANEL,
    border: tuple[int, int, int] | None = theme.PANEL_BORDER,
    shadow: bool = True,
    radius: int | None = None,
) -> None:
    """A rounded, bordered box with a soft drop shadow: the look of every panel and dialog."""
    r = layout.radius if radius is None else radius
    if shadow:
        off = layout.px(4)
        sh = pygame.Surface((rect.width + off * 2, rect.height + off * 2), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=r + off)
        pygame.draw.rect(
            sh, (0, 0, 0, 90), sh.get_rect().inflate(-off, -off), border_radius=r + off // 2
        )
        surface.blit(sh, (rect.x - off // 2, rect.y))
    if len(fill) == 4 and fill[3] < 255:
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=r)
        surface.blit(body, rect.topleft)
    else:
        pygame.draw.rect(surface, fill[:3], rect, border_radius=r)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=layout.border, border_radius=r)
        # A faint inner line gives the border a bevelled, metal-inlay look.
        inner = rect.inflate(-layout.border * 4, -layout.border * 4)
        if inner.width > 0 and inner.height > 0:
            line = theme.with_alpha(theme.lighten(border, 0.2), 40)
            ov = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(ov, line, ov.get_rect(), width=1, border_radius=max(0, r - 2))
            surface.blit(ov, inner.topleft)
