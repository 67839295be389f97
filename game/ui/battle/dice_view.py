"""Attack dice on screen: they tumble, settle on the faces the DiceRolled event carries, and the
symbols that count as hits light up.

A die face is its set of symbols (the ruleset's `die_faces`): melee is a sword, ranged a bow,
special a burst. Faces are cached by size and lit symbol; the tumble is a pure function of time
(no random state), so drawing changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.ui import card_symbols as sym
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.layout import Layout
from game.ui.widgets import draw_panel

TUMBLE_SHARE = 0.58  # of the dice animation spent tumbling; the rest shows the result

_ORDER = ("melee", "ranged", "special")


def burst(size: int, colour: tuple[int, int, int] = theme.ACCENT_BRIGHT) -> pygame.Surface:
    return _burst(max(6, size), colour)


@lru_cache(maxsize=32)
def _burst(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = []
    for i in range(16):
        a = i * math.pi / 8
        r = c * (0.95 if i % 2 == 0 else 0.45)
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, (30, 20, 10), pts, 1)
    return s


def symbol_image(name: str, size: int) -> pygame.Surface:
    if name == "melee":
        return sym.sword(size)
    if name == "ranged":
        return sym.bow(size)
    return burst(size)


@lru_cache(maxsize=128)
def die_face(size: int, symbols: frozenset[str], lit: str = "", dim: bool = False) -> pygame.Surface:
    """A die showing `symbols`; `lit` (the attacker's hit symbol) glows when present."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    hit = bool(lit) and lit in symbols
    body = (236, 228, 210) if not dim else (150, 144, 134)
    if hit:
        body = (255, 236, 170)
    r = s.get_rect()
    pygame.draw.rect(s, (20, 16, 12), r, border_radius=size // 6)
    pygame.draw.rect(s, body, r.inflate(-4, -4), border_radius=size // 6)
    if hit:
        pygame.draw.rect(s, theme.HIGHLIGHT_TARGET, r, max(2, size // 14), border_radius=size // 6)
    names = [n for n in _ORDER if n in symbols] + sorted(n for n in symbols if n not in _ORDER)
    if not names:
        return s
    k = len(names)
    icon = int(size * (0.62 if k == 1 else 0.44))
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.32, 0.32), (0.68, 0.68)],
        3: [(0.3, 0.3), (0.7, 0.3), (0.5, 0.72)],
    }.get(k, [(0.5, 0.5)] * k)
    for name, (fx, fy) in zip(names, spots, strict=False):
        img = symbol_image(name, icon)
        if lit and name != lit:
            img = img.copy()
            img.set_alpha(110)
        s.blit(img, img.get_rect(center=(int(size * fx), int(size * fy))))
    return s


def dice_rect(
    board: pygame.Rect, lay: Layout, n: int, avoid: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """Where the tray goes: the board's middle, or else the place nearest it (sliding up or
    down the board) that covers none of `avoid` (the attacker and the attacked space)."""
    size = die_size(board, n)
    gap = max(4, size // 6)
    w = n * size + (n - 1) * gap + lay.px(28)
    h = size + lay.px(48)
    r = pygame.Rect(0, 0, max(w, lay.px(200)), h)
    r.center = board.center
    if not avoid:
        return r
    best, best_cost = r.copy(), None
    step = max(4, board.height // 32)
    for k in range(-board.height // step, board.height // step + 1):
        c = r.move(0, k * step).clamp(board)
        hidden = sum(1 for a in avoid if c.colliderect(a))
        cost = (hidden, abs(c.centery - board.centery))
        if best_cost is None or cost < best_cost:
            best, best_cost = c, cost
    return best


def die_size(board: pygame.Rect, n: int) -> int:
    return max(24, min(board.width // 6, (board.width - 40) // max(1, n) - 8))


def draw_dice(
    surface: pygame.Surface,
    board: pygame.Rect,
    lay: Layout,
    faces: Sequence[int],
    die_faces: Sequence[frozenset[str]],
    hit_symbol: str,
    progress: float,
    caption: str = "",
    avoid: Sequence[pygame.Rect] = (),
) -> None:
    """Draw the dice panel over the board at `progress` (0..1) of the dice animation; past 1
    (lingering until damage lands) it shows the settled result. It keeps off `avoid` (the
    attacked space and the attacker) where the board has room."""
    n = len(faces)
    if n == 0:
        return
    box = dice_rect(board, lay, n, avoid)
    draw_panel(surface, box, lay, fill=(*theme.TOOLTIP_BG, 235))
    size = die_size(board, n)
    gap = max(4, size // 6)
    x0 = box.centerx - (n * size + (n - 1) * gap) // 2
    y = box.y + lay.px(10)
    settled = progress >= TUMBLE_SHARE
    k = len(die_faces)
    for i, f in enumerate(faces):
        x = x0 + i * (size + gap)
        if not settled:
            # Tumbling: a face that changes with time, a hop and a twist, all from `progress`.
            t = progress / TUMBLE_SHARE
            shown = int((t * 11 + i * 3.7) * 1.0) % k
            img = die_face(size, die_faces[shown])
            angle = (1 - t) * (200 + 60 * i) * (1 if i % 2 else -1)
            hop = int(abs(math.sin(t * math.pi * 3 + i)) * size * 0.3 * (1 - t))
            rot = pygame.transform.rotate(img, angle)
            surface.blit(rot, rot.get_rect(center=(x + size // 2, y + size // 2 - hop)))
        else:
            img = die_face(size, die_faces[f] if 0 <= f < k else frozenset(), hit_symbol)
            surface.blit(img, (x, y))
    if settled:
        hits = sum(1 for f in faces if 0 <= f < k and hit_symbol in die_faces[f])
        text = caption or f"{hits} {'hit' if hits == 1 else 'hits'}"
        img = textcache.role_text(lay, text, "body", theme.ACCENT_BRIGHT, fonts.BOLD, box.width - 8)
        surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - lay.px(6))))
    else:
        img = textcache.role_text(lay, "Rolling…", "body", theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - lay.px(6))))
