"""A player's magic track, 0 to 15: two rows of eight numbered cells, the ones up to the
current amount filled, the current one ringed; a token slides along it when magic changes."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts, theme


def cell_rects(rect: pygame.Rect, maximum: int = 15) -> list[pygame.Rect]:
    n = maximum + 1
    per_row = (n + 1) // 2
    w = rect.width // per_row
    h = rect.height // 2
    return [
        pygame.Rect(rect.x + (i % per_row) * w, rect.y + (i // per_row) * h, w - 2, h - 2)
        for i in range(n)
    ]


def draw_magic_track(
    surface: pygame.Surface,
    rect: pygame.Rect,
    value: int,
    *,
    maximum: int = 15,
    moving: tuple[int, int, float] | None = None,
) -> None:
    """`moving` = (from, to, progress 0..1) while magic is being gained or spent."""
    shown = value if moving is None else moving[0]
    surface.blit(_track(rect.size, shown, maximum), rect.topleft)
    if moving is not None:
        a, b, t = moving
        cells = cell_rects(rect, maximum)
        ra, rb = cells[max(0, min(maximum, a))], cells[max(0, min(maximum, b))]
        x = ra.centerx + (rb.centerx - ra.centerx) * t
        y = ra.centery + (rb.centery - ra.centery) * t
        d = max(8, min(ra.width, ra.height))
        pygame.draw.circle(surface, theme.ACCENT_BRIGHT, (int(x), int(y)), d // 2, 2)
        pygame.draw.circle(surface, theme.lighten(theme.MAGIC, 0.3), (int(x), int(y)), d // 2 - 3)


@lru_cache(maxsize=64)
def _track(size: tuple[int, int], value: int, maximum: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    cells = cell_rects(pygame.Rect(0, 0, *size), maximum)
    font = fonts.get_font(fonts.CONDENSED_BOLD, max(9, int(cells[0].height * 0.62)))
    for i, r in enumerate(cells):
        filled = 0 < i <= value
        fill = theme.MAGIC if filled else (34, 30, 42)
        if i == 0:
            fill = (44, 40, 50)
        pygame.draw.rect(surf, fill, r, border_radius=3)
        pygame.draw.rect(surf, theme.darken(theme.MAGIC, 0.4), r, 1, border_radius=3)
        ink = theme.TEXT if filled else theme.TEXT_DISABLED
        if i == value:
            pygame.draw.rect(surf, theme.ACCENT_BRIGHT, r, 2, border_radius=3)
            ink = theme.ACCENT_BRIGHT if not filled else theme.TEXT
        label = font.render(str(i), True, ink)
        surf.blit(label, label.get_rect(center=r.center))
    return surf
