"""Drawing helpers pygame lacks: gradients, soft glows, rounded clipping, supersampling."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

SUPERSAMPLE = 4


def vertical_gradient(
    size: tuple[int, int], top: Sequence[int], bottom: Sequence[int]
) -> pygame.Surface:
    """A top-to-bottom linear gradient (alpha allowed) of `size`."""
    w, h = max(1, size[0]), max(1, size[1])
    seed = pygame.Surface((1, 2), pygame.SRCALPHA)
    seed.set_at((0, 0), _rgba(top))
    seed.set_at((0, 1), _rgba(bottom))
    # Smooth-scaling a two-pixel column stretches it into an even ramp.
    tall = pygame.transform.smoothscale(seed, (1, max(2, h)))
    return pygame.transform.scale(tall, (w, h))


def radial_glow(
    radius: int, colour: Sequence[int], strength: int = 120, steps: int = 14
) -> pygame.Surface:
    """A soft disc fading from `strength` alpha at the centre to nothing at `radius`."""
    radius = max(1, int(radius))
    surf = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    for i in range(steps, 0, -1):
        r = int(radius * i / steps)
        a = int(strength * (1 - i / steps) ** 1.3 / steps * 2.2)
        pygame.draw.circle(surf, (*colour[:3], min(255, a)), (radius, radius), r)
    return surf


def round_corners(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """Make the corners outside a rounded rect transparent (in place; returns the surface)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface


def supersampled(
    size: tuple[int, int], paint: Callable[[pygame.Surface, float], None]
) -> pygame.Surface:
    """Paint at SUPERSAMPLE times the size and shrink smoothly: antialiased shapes from pygame's
    aliased primitives. `paint(surface, k)` gets the scale factor k to multiply lengths by."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
    paint(big, float(SUPERSAMPLE))
    return pygame.transform.smoothscale(big, (w, h))


def _rgba(c: Sequence[int]) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], c[3] if len(c) > 3 else 255)
