"""The shared background of menu scenes: a deep gradient, a faint tooled pattern, a vignette."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme
from .gfx import radial_glow, vertical_gradient


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The background for a window of `size` (cached; blit it, don't draw on it)."""
    w, h = size
    surf = vertical_gradient((w, h), theme.BG_TOP, theme.BG_BOTTOM)
    # A faint diamond lattice, the motif of the card backs, so the table isn't a flat void.
    pattern = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(28, min(w, h) // 14)
    for x in range(-h, w + h, step):
        pygame.draw.line(pattern, theme.BG_PATTERN, (x, 0), (x + h, h))
        pygame.draw.line(pattern, theme.BG_PATTERN, (x + h, 0), (x, h))
    surf.blit(pattern, (0, 0))
    # Warm candle-light from above the centre.
    glow = radial_glow(int(max(w, h) * 0.55), (150, 90, 40), strength=60)
    surf.blit(glow, glow.get_rect(center=(w // 2, int(h * 0.22))))
    surf.blit(_vignette((w, h)), (0, 0))
    return surf


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    # A small radial ramp scaled up smoothly is soft enough and costs nothing.
    n = 64
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    c = (n - 1) / 2
    for y in range(n):
        for x in range(n):
            d = (((x - c) / c) ** 2 + ((y - c) / c) ** 2) ** 0.5
            a = max(0.0, min(1.0, (d - 0.55) / 0.75))
            small.set_at((x, y), (0, 0, 0, int(200 * a * a)))
    return pygame.transform.smoothscale(small, size)


def dim(surface: pygame.Surface, colour: tuple[int, int, int, int] = theme.MODAL_DIM) -> None:
    """Darken everything already drawn (under a modal)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(colour)
    surface.blit(veil, (0, 0))
