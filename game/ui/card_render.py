"""Cards drawn entirely by code from their `CardDef` and token state.

Four looks, picked by size:
- small (board cells, ~70 px): name, cost, strength with its attack symbol, life, tokens;
- full (hand, piles, ~120 px and up): adds the class line and the ability titles;
- row (a short, wide strip, at least ROW_ASPECT times as wide as tall): one line of a crowded
  hand, with cost, name and the numbers;
- zoom (`render_card_zoom`): the whole card text, for hover and right-click reading.

Rendered surfaces are cached by every argument; callers must treat them as read-only.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame

from game.core.cards import CardDef
from game.i18n import language_serial

from . import theme
from .card_faces import render_back, render_full, render_mercenary_back, render_row, render_small
from .card_parts import CARD_RATIO, HIGHLIGHTS, CardLook, class_line, faction_name, finish
from .card_zoom import render_zoom

__all__ = [
    "CARD_RATIO",
    "HIGHLIGHTS",
    "ROW_ASPECT",
    "SMALL_BELOW",
    "cache_size",
    "card_size_for_width",
    "class_line",
    "clear_card_cache",
    "faction_name",
    "render_card",
    "render_card_zoom",
    "render_hidden_back",
]

ColourLike = theme.ColourLike

SMALL_BELOW = 120  # widths under this get the small look
ROW_ASPECT = 3  # a strip this many times as wide as it is tall gets the row look
_CACHE_LIMIT = 600

# Values keep their definition alive: see `_defn_key`.
_cache: OrderedDict[Hashable, tuple[pygame.Surface, CardDef | None]] = OrderedDict()


# ---------------------------------------------------------------------------- public API


def render_card(
    defn: CardDef | None,
    size: tuple[int, int],
    *,
    damage: int = 0,
    boost: int = 0,
    face_up: bool = True,
    controller_tint: ColourLike | None = None,
    highlight: ColourLike | None = None,
    under_count: int = 0,
    dimmed: bool = False,
    life_override: int | None = None,
    strength_override: int | None = None,
    frame_colour: ColourLike | None = None,
) -> pygame.Surface:
    """A card of `size` pixels (any aspect; portrait reads best above the small look).

    `life_override`/`strength_override` show computed values (after modifiers); otherwise life
    shows printed life less damage. `controller_tint` marks whose unit it is (see
    `theme.player_tint`), `highlight` rings it ("legal", "target", "selected", "hover" or a
    colour), `under_count` shows how many cards lie under it, `dimmed` greys it (spent, or not
    playable now). `frame_colour` overrides the faction colour (a deck's colour). `defn` may be
    None for a face-down card of unknown faction.
    """
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    key = (
        "card",
        _defn_key(defn),
        w,
        h,
        damage,
        boost,
        face_up,
        _colour_key(controller_tint),
        _colour_key(highlight),
        under_count,
        dimmed,
        life_override,
        strength_override,
        _colour_key(frame_colour),
    )
    cached = _cache_get(key)
    if cached is not None:
        return cached
    look = CardLook.of(defn, frame_colour)
    if not face_up or defn is None:
        surf = render_back(look, w, h)
    elif w >= ROW_ASPECT * h:
        surf = render_row(defn, look, w, h)
    elif w < SMALL_BELOW:
        surf = render_small(
            defn, look, w, h, damage, boost, life_override, strength_override, under_count
        )
    else:
        surf = render_full(
            defn, look, w, h, damage, boost, life_override, strength_override, under_count
        )
    finish(surf, look, controller_tint, highlight, dimmed)
    return _cache_put(key, surf, defn)


def render_hidden_back(
    size: tuple[int, int], *, mercenary: bool = False, frame_colour: ColourLike | None = None
) -> pygame.Surface:
    """The back of a face-down card: the plain back in `frame_colour` (a player's colour), or,
    with `mercenary`, a 1E Mercenary's own grey back (rimmed in `frame_colour`). Nothing of the
    card's face is ever drawn: only the back says what may be known."""
    if not mercenary:
        return render_card(None, size, face_up=False, frame_colour=frame_colour)
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    key = ("mercenary-back", w, h, _colour_key(frame_colour))
    cached = _cache_get(key)
    if cached is not None:
        return cached
    return _cache_put(key, render_mercenary_back(w, h, frame_colour), None)


def render_card_zoom(
    defn: CardDef,
    width: int,
    *,
    damage: int = 0,
    boost: int = 0,
    controller_tint: ColourLike | None = None,
    under_count: int = 0,
    life_override: int | None = None,
    strength_override: int | None = None,
    frame_colour: ColourLike | None = None,
) -> pygame.Surface:
    """A large card showing its full text: every ability's title and rules, an event's phase
    and ACTIVE mark. At least card-shaped; taller when the text needs it."""
    width = max(200, int(width))
    key = (
        "zoom",
        _defn_key(defn),
        width,
        damage,
        boost,
        _colour_key(controller_tint),
        under_count,
        life_override,
        strength_override,
        _colour_key(frame_colour),
    )
    cached = _cache_get(key)
    if cached is not None:
        return cached
    look = CardLook.of(defn, frame_colour)
    surf = render_zoom(
        defn, look, width, damage, boost, life_override, strength_override, under_count
    )
    finish(surf, look, controller_tint, None, False)
    return _cache_put(key, surf, defn)


def card_size_for_width(width: int) -> tuple[int, int]:
    """The printed card's proportions at `width`."""
    return (int(width), int(round(width * CARD_RATIO)))


def clear_card_cache() -> None:
    _cache.clear()


def cache_size() -> int:
    return len(_cache)


# ---------------------------------------------------------------------------- cache


def _defn_key(defn: CardDef | None) -> Hashable:
    if defn is None:
        return None
    try:
        hash(defn)
    except TypeError:
        # Unhashable parameter values (lists from YAML): fall back to object identity. The cache
        # entry holds the definition, so its id cannot be reused while the entry exists.
        return ("id", defn.id, id(defn))
    return defn


def _colour_key(c: ColourLike | None) -> Hashable:
    if c is None:
        return None
    if isinstance(c, str):
        return c
    return tuple(c)


def _cache_get(key: Hashable) -> pygame.Surface | None:
    # A card drawn in another language is another picture: its printed words differ.
    key = (language_serial(), key)
    try:
        surf, _defn = _cache[key]
    except (KeyError, TypeError):
        return None
    _cache.move_to_end(key)
    return surf


def _cache_put(key: Hashable, surf: pygame.Surface, defn: CardDef | None) -> pygame.Surface:
    key = (language_serial(), key)
    try:
        _cache[key] = (surf, defn)
    except TypeError:  # an unhashable colour argument: just don't cache
        return surf
    while len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return surf
