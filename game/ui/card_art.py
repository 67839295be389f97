"""The picture on a card: a shipped game-icons.net icon tinted in the faction's colour, or a
modder's own PNG/SVG file, rasterised once per size and kept.

A picture that cannot be read gives None, and the card shows its class emblem instead: a broken
file in a player's card folder must never stop a game.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path

import pygame

from game.content.icons import is_file_reference, shipped_icon_path

RGB = tuple[int, int, int]
_log = logging.getLogger(__name__)
_CACHE_LIMIT = 400
_cache: OrderedDict[tuple[str, int, RGB | None], pygame.Surface | None] = OrderedDict()


def card_picture(icon: str, size: int, colour: RGB) -> pygame.Surface | None:
    """The picture named by a card's `icon`, fitted in a `size`-pixel square; a shipped icon is
    drawn in `colour`, a modder's file in its own colours. None when there is none to draw."""
    if not icon or size < 4:
        return None
    own_file = is_file_reference(icon)
    key = (icon, size, None if own_file else colour)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    try:
        surf = _load(Path(icon) if own_file else shipped_icon_path(icon), size)
        if surf is not None and not own_file:
            # Shipped icons are white on transparent: multiplying gives the colour.
            surf.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    except (pygame.error, OSError, ValueError) as e:
        _log.warning("cannot draw card picture %r: %s", icon, e)
        surf = None
    _cache[key] = surf
    while len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return surf


def clear_picture_cache() -> None:
    _cache.clear()


def _load(path: Path, size: int) -> pygame.Surface | None:
    if not path.is_file():
        return None
    if path.suffix.lower() == ".svg" and hasattr(pygame.image, "load_sized_svg"):
        img = pygame.image.load_sized_svg(str(path), (size, size))
    else:
        img = pygame.image.load(str(path))
    w, h = img.get_size()
    if w <= 0 or h <= 0:
        return None
    # A plain 32-bit surface with alpha, whatever the file held (works with no window open).
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    scale = min(size / w, size / h)
    if abs(scale - 1) > 0.01:
        out = pygame.transform.smoothscale(out, (max(1, round(w * scale)), max(1, round(h * scale))))
    return out
