"""The little pictures printed on cards, drawn with primitives: sword (melee), bow (ranged),
heart (life), numbered discs (cost, damage, boost) and the class emblems.

Each returns a small antialiased surface (drawn supersampled) cached by its arguments, because
cards are redrawn often and the same few symbols recur.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import fonts, theme
from .gfx import supersampled

RGB = tuple[int, int, int]
_OUTLINE: RGB = (16, 12, 10)


def _rot(
    cx: float, cy: float, angle: float, pts: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """Rotate points given in a frame whose +x axis points along `angle` (radians, screen
    y-down, 0 = right, positive = counter-clockwise on screen) about (cx, cy)."""
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + u * ca + v * sa, cy - u * sa + v * ca) for u, v in pts]


def _paint_sword(s: pygame.Surface, k: float, size: int, angle: float, steel: RGB) -> None:
    c = size * k / 2
    L = size * k * 1.18  # the diagonal of the box is longer than its side
    w = size * k * 0.085
    blade = [(-0.12 * L, -w), (0.36 * L, -w), (0.5 * L, 0), (0.36 * L, w), (-0.12 * L, w)]
    guard = [(-0.16 * L, -w * 3.2), (-0.1 * L, -w * 3.2), (-0.1 * L, w * 3.2), (-0.16 * L, w * 3.2)]
    grip = [
        (-0.36 * L, -w * 0.7),
        (-0.16 * L, -w * 0.7),
        (-0.16 * L, w * 0.7),
        (-0.36 * L, w * 0.7),
    ]
    ol = max(1, int(k * 0.9))
    for shape, colour in ((grip, theme.WOOD), (blade, steel), (guard, theme.ACCENT)):
        pts = _rot(c, c, angle, shape)
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, _OUTLINE, pts, ol)
    px, py = _rot(c, c, angle, [(-0.41 * L, 0)])[0]
    pygame.draw.circle(s, theme.ACCENT, (px, py), w * 1.35)
    pygame.draw.circle(s, _OUTLINE, (px, py), w * 1.35, ol)
    # The fuller: a darker groove down the blade.
    a, b = _rot(c, c, angle, [(-0.08 * L, 0), (0.36 * L, 0)])
    pygame.draw.line(s, theme.darken(steel, 0.35), a, b, max(1, int(w * 0.6)))


@lru_cache(maxsize=256)
def sword(size: int, angle_deg: float = 45.0, steel: RGB = theme.STEEL) -> pygame.Surface:
    """A sword pointing along `angle_deg` (45 = up-right): the melee symbol."""
    size = max(6, size)
    return supersampled(
        (size, size), lambda s, k: _paint_sword(s, k, size, math.radians(angle_deg), steel)
    )


@lru_cache(maxsize=128)
def bow(size: int) -> pygame.Surface:
    """A drawn bow with an arrow flying up-right: the ranged symbol."""
    size = max(6, size)

    def paint(s: pygame.Surface, k: float) -> None:
        n = size * k
        ang = math.radians(45)
        # The limb: an arc bulging up-right, centred down-left of the box centre.
        cx, cy = n * 0.38, n * 0.62
        r = n * 0.5
        pts = [
            (cx + r * math.cos(ang + t), cy - r * math.sin(ang + t))
            for t in [math.radians(d) for d in range(-72, 73, 6)]
        ]
        thick = max(2, int(n * 0.1))
        pygame.draw.lines(s, _OUTLINE, False, pts, thick + int(k * 1.6))
        pygame.draw.lines(s, theme.WOOD, False, pts, thick)
        pygame.draw.line(s, (230, 224, 210), pts[0], pts[-1], max(1, int(n * 0.03)))
        # The arrow, nocked on the string, along the 45° diagonal.
        tail = (n * 0.12, n * 0.88)
        tip = (n * 0.9, n * 0.1)
        pygame.draw.line(s, _OUTLINE, tail, tip, max(2, int(n * 0.075)))
        pygame.draw.line(s, theme.STEEL, tail, tip, max(1, int(n * 0.045)))
        h = n * 0.17
        head = _rot(tip[0], tip[1], ang, [(0, 0), (-h, -h * 0.55), (-h, h * 0.55)])
        pygame.draw.polygon(s, theme.STEEL, head)
        pygame.draw.polygon(s, _OUTLINE, head, max(1, int(k * 0.9)))
        for side in (-1, 1):
            f = _rot(
                tail[0],
                tail[1],
                ang,
                [
                    (n * 0.02, 0),
                    (n * 0.12, 0),
                    (n * 0.04, side * n * 0.08),
                    (-n * 0.04, side * n * 0.08),
                ],
            )
            pygame.draw.polygon(s, theme.HIGHLIGHT_TARGET, f)

    return supersampled((size, size), paint)


@lru_cache(maxsize=128)
def heart(size: int, colour: RGB = theme.LIFE) -> pygame.Surface:
    """The life symbol."""
    size = max(6, size)

    def paint(s: pygame.Surface, k: float) -> None:
        n = size * k
        r = n * 0.26
        lobes = ((n * 0.3, n * 0.36), (n * 0.7, n * 0.36))
        tri = [(n * 0.06, n * 0.44), (n * 0.94, n * 0.44), (n * 0.5, n * 0.92)]
        o = k * 1.4
        for x, y in lobes:
            pygame.draw.circle(s, _OUTLINE, (x, y), r + o)
        pygame.draw.polygon(s, _OUTLINE, tri, int(o * 2))
        pygame.draw.polygon(
            s,
            _OUTLINE,
            [(n * 0.06, n * 0.44 - o), (n * 0.94, n * 0.44 - o), (n * 0.5, n * 0.92 + o)],
        )
        for x, y in lobes:
            pygame.draw.circle(s, colour, (x, y), r)
        pygame.draw.polygon(s, colour, tri)
        # A highlight on the left lobe gives it volume.
        pygame.draw.circle(s, theme.lighten(colour, 0.45), (n * 0.27, n * 0.31), r * 0.32)

    return supersampled((size, size), paint)


@lru_cache(maxsize=128)
def disc(size: int, colour: RGB, rim: RGB = _OUTLINE) -> pygame.Surface:
    """A coin-like disc (without its number): cost gems and token markers."""
    size = max(6, size)

    def paint(s: pygame.Surface, k: float) -> None:
        n = size * k
        c = (n / 2, n / 2)
        pygame.draw.circle(s, rim, c, n / 2)
        pygame.draw.circle(s, theme.darken(colour, 0.25), c, n / 2 - k * 1.5)
        pygame.draw.circle(s, colour, (n / 2, n / 2 - n * 0.03), n / 2 - k * 3)
        pygame.draw.circle(s, theme.lighten(colour, 0.3), (n * 0.38, n * 0.34), n * 0.12)

    return supersampled((size, size), paint)


def numbered_disc(
    size: int, colour: RGB, number: int | str, *, rim: RGB = _OUTLINE
) -> pygame.Surface:
    """A disc with a bold number on it, text kept crisp by drawing it after the shrink."""
    base = disc(size, colour, rim).copy()
    text = str(number)
    face = fonts.CONDENSED_BOLD if len(text) > 1 else fonts.BOLD
    font = fonts.get_font(face, max(7, int(size * (0.62 if len(text) == 1 else 0.5))))
    ink = theme.readable_on(colour)
    shadow = font.render(text, True, (0, 0, 0))
    label = font.render(text, True, ink)
    r = label.get_rect(center=(size / 2, size / 2))
    if ink != theme.TEXT_DARK:
        base.blit(shadow, r.move(1, 1))
    base.blit(label, r)
    return base


# -- class emblems, drawn faintly in the picture area of a card


def _star(
    cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45
) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        a = math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        out.append((cx + rr * math.cos(a), cy - rr * math.sin(a)))
    return out


@lru_cache(maxsize=128)
def emblem(kind: str, size: int, colour: RGB) -> pygame.Surface:
    """`kind` is summoner (crown), champion (star), common (shield), event (bolt),
    epic (bolt in a ring), structure (tower) or gate (archway)."""
    size = max(8, size)

    def paint(s: pygame.Surface, k: float) -> None:
        n = size * k
        lw = max(2, int(n * 0.05))
        if kind == "summoner":
            pts = [
                (0.12, 0.78),
                (0.12, 0.34),
                (0.32, 0.56),
                (0.5, 0.2),
                (0.68, 0.56),
                (0.88, 0.34),
                (0.88, 0.78),
            ]
            poly = [(x * n, y * n) for x, y in pts]
            pygame.draw.polygon(s, colour, poly)
            for x, y in ((0.12, 0.3), (0.5, 0.16), (0.88, 0.3)):
                pygame.draw.circle(s, colour, (x * n, y * n), n * 0.06)
            pygame.draw.rect(s, colour, pygame.Rect(0.12 * n, 0.82 * n, 0.76 * n, 0.08 * n))
        elif kind == "champion":
            pygame.draw.polygon(s, colour, _star(n / 2, n * 0.52, n * 0.44))
        elif kind in ("event", "epic"):
            bolt = [
                (0.58, 0.06),
                (0.24, 0.56),
                (0.46, 0.56),
                (0.38, 0.94),
                (0.76, 0.4),
                (0.54, 0.4),
                (0.66, 0.06),
            ]
            pygame.draw.polygon(s, colour, [(x * n, y * n) for x, y in bolt])
            if kind == "epic":
                pygame.draw.circle(s, colour, (n / 2, n / 2), n * 0.48, lw)
        elif kind == "structure":
            body = pygame.Rect(0.22 * n, 0.3 * n, 0.56 * n, 0.62 * n)
            pygame.draw.rect(s, colour, body)
            for i in range(4):
                pygame.draw.rect(
                    s, colour, pygame.Rect((0.22 + i * 0.15) * n, 0.16 * n, 0.1 * n, 0.16 * n)
                )
        elif kind == "gate":
            pygame.draw.rect(s, colour, pygame.Rect(0.1 * n, 0.24 * n, 0.8 * n, 0.68 * n))
            for i in range(5):
                pygame.draw.rect(
                    s, colour, pygame.Rect((0.1 + i * 0.17) * n, 0.12 * n, 0.1 * n, 0.14 * n)
                )
            hole = pygame.Rect(0.32 * n, 0.44 * n, 0.36 * n, 0.48 * n)
            pygame.draw.rect(s, (0, 0, 0, 0), hole)
            pygame.draw.circle(s, (0, 0, 0, 0), (n / 2, 0.46 * n), 0.18 * n)
        else:  # common: a heater shield
            pts = [(0.16, 0.14), (0.84, 0.14), (0.84, 0.5), (0.5, 0.92), (0.16, 0.5)]
            pygame.draw.polygon(s, colour, [(x * n, y * n) for x, y in pts])
            pygame.draw.line(s, (0, 0, 0, 0), (n / 2, 0.2 * n), (n / 2, 0.8 * n), lw)

    return supersampled((size, size), paint)
