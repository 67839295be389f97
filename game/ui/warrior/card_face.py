"""One Warrior card, drawn: a face (its number large, its kind written under it, a band in the
kind's colour) or a back. Faces are cached by card, size and language."""

from __future__ import annotations

import pygame

from game.i18n import language_serial
from game.ui import fonts, theme
from game.ui.text import draw_text
from game.ui.warrior.words import kind_name
from game.warrior.core.cards import (
    ASSASSIN,
    EXTRA_SKILL,
    PROTECTION,
    REINFORCEMENT,
    CardDef,
)

ASPECT = 88 / 63  # height / width, as a playing card

PAPER = (236, 226, 200)
PAPER_EDGE = (120, 96, 60)
INK = (40, 30, 22)
BACK = (92, 32, 30)
BACK_LINE = (150, 62, 48)
BACK_EDGE = (214, 170, 96)
KIND_COLOURS = {
    REINFORCEMENT: (58, 140, 82),
    PROTECTION: (70, 110, 176),
    ASSASSIN: (40, 36, 44),
    EXTRA_SKILL: (170, 98, 36),
}
# Ordinary numbers: a band from cool (0, few casualties) to warm (6, many).
NUMBER_COLOURS = ((88, 150, 170), (96, 146, 120), (128, 150, 92), (168, 150, 80), (184, 126, 70),
                  (186, 96, 66), (170, 64, 62))

_cache: dict[tuple, pygame.Surface] = {}


def card_size(width: int) -> tuple[int, int]:
    return (width, int(round(width * ASPECT)))


def band_colour(card: CardDef) -> tuple[int, int, int]:
    if card.kind in KIND_COLOURS:
        return KIND_COLOURS[card.kind]
    v = card.value or 0
    return NUMBER_COLOURS[max(0, min(len(NUMBER_COLOURS) - 1, v))]


def _radius(w: int) -> int:
    return max(3, w // 10)


def face(card: CardDef, size: tuple[int, int]) -> pygame.Surface:
    key = ("face", card.id, card.kind, card.value, size, language_serial())
    got = _cache.get(key)
    if got is not None:
        return got
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = _radius(w)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=r)
    band = band_colour(card)
    inner = surf.get_rect().inflate(-max(4, w // 9), -max(4, w // 9))
    pygame.draw.rect(surf, band, inner, width=max(2, w // 22), border_radius=max(2, r - 2))
    number = "" if card.value is None else str(card.value)
    big = fonts.get_font(fonts.BOLD, max(8, int(h * 0.42)))
    label = kind_name(card)
    cy = h // 2 - (h // 12 if label else 0)
    if card.kind == PROTECTION:
        _shield(surf, (w // 2, cy), int(h * 0.22), band)
    else:
        draw_text(surf, number, big, INK, (w // 2, cy), anchor="center")
    small = fonts.get_font(fonts.BOLD, max(6, int(h * 0.1)))
    if number:
        draw_text(surf, number, small, band, (inner.x + max(2, w // 20), inner.y + 1))
    if label:
        tiny = fonts.get_font(fonts.CONDENSED_BOLD, max(6, int(h * 0.095)))
        strip = pygame.Rect(inner.x, inner.bottom - int(h * 0.2), inner.width, int(h * 0.16))
        pygame.draw.rect(surf, band, strip, border_radius=max(2, r // 2))
        text = tiny.render(label, True, theme.readable_on(band))
        room = strip.width - 2
        if text.get_width() > room:  # a small card: the whole word, narrower, never cut
            text = pygame.transform.smoothscale(text, (room, text.get_height()))
        surf.blit(text, text.get_rect(center=strip.center))
    pygame.draw.rect(surf, PAPER_EDGE, surf.get_rect(), width=1, border_radius=r)
    _cache[key] = surf
    return surf


def _shield(surf: pygame.Surface, centre: tuple[int, int], s: int, colour: tuple[int, int, int]) -> None:
    cx, cy = centre
    pts = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy), (cx, cy + int(s * 1.3)), (cx - s, cy)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, width=max(1, s // 8))


def back(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", size)
    got = _cache.get(key)
    if got is not None:
        return got
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = _radius(w)
    pygame.draw.rect(surf, BACK, surf.get_rect(), border_radius=r)
    inner = surf.get_rect().inflate(-max(4, w // 8), -max(4, w // 8))
    clip = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 5)
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(clip, BACK_LINE, (x, 0), (x + inner.height, inner.height), 1)
        pygame.draw.line(clip, BACK_LINE, (x, inner.height), (x + inner.height, 0), 1)
    surf.blit(clip, inner.topleft)
    pygame.draw.rect(surf, BACK_EDGE, inner, width=max(1, w // 28), border_radius=max(2, r - 2))
    # Two crossed swords in the middle: the Warrior's mark.
    cx, cy, s = w // 2, h // 2, max(4, w // 4)
    for d in (-1, 1):
        pygame.draw.line(surf, BACK_EDGE, (cx - d * s, cy - s), (cx + d * s, cy + s), max(2, w // 18))
    pygame.draw.circle(surf, BACK, (cx, cy), max(3, s // 2))
    pygame.draw.circle(surf, BACK_EDGE, (cx, cy), max(3, s // 2), max(1, w // 30))
    pygame.draw.rect(surf, (40, 16, 14), surf.get_rect(), width=1, border_radius=r)
    _cache[key] = surf
    return surf


def empty_slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Where a pile or a slot is, with no card in it."""
    pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, rect, width=max(1, rect.width // 30),
                     border_radius=_radius(rect.width))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: CardDef | None) -> None:
    """`card` face up in `rect`, or a back when it is None (a card this seat may not know)."""
    img = back(rect.size) if card is None else face(card, rect.size)
    surface.blit(img, rect.topleft)


def clear_cache() -> None:
    _cache.clear()
