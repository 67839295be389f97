"""Colours of the window, and parsing of colours written in content files.

One dark, warm palette ("candle-lit table"): near-black backgrounds, panels a shade lighter with
thin brass borders, parchment text. Highlights are saturated so legal spaces read at a glance.
"""

from __future__ import annotations

import colorsys
import hashlib
import re
from collections.abc import Sequence

import pygame

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
ColourLike = str | Sequence[int] | pygame.Color

# Backgrounds and panels
BG_TOP: RGB = (24, 20, 30)
BG_BOTTOM: RGB = (8, 7, 11)
BG_PATTERN: RGBA = (255, 230, 180, 9)
PANEL: RGBA = (30, 27, 37, 236)
PANEL_HEADER: RGB = (40, 35, 48)
PANEL_BORDER: RGB = (112, 92, 58)
PANEL_BORDER_DIM: RGB = (66, 56, 44)
SHADOW: RGBA = (0, 0, 0, 150)
MODAL_DIM: RGBA = (0, 0, 0, 160)

# Text
TEXT: RGB = (236, 228, 210)
TEXT_DIM: RGB = (170, 160, 142)
TEXT_DISABLED: RGB = (108, 102, 96)
TEXT_DARK: RGB = (24, 20, 16)
ACCENT: RGB = (222, 184, 98)
ACCENT_BRIGHT: RGB = (250, 214, 130)
TITLE_SHADOW: RGB = (60, 24, 10)

# Buttons and inputs
BUTTON: RGB = (46, 41, 56)
BUTTON_HOVER: RGB = (66, 58, 78)
SELECTION: RGB = (92, 78, 40)  # text selected in a text field (Ctrl+A)
BUTTON_PRESSED: RGB = (32, 29, 40)
BUTTON_DISABLED: RGB = (34, 32, 38)
BUTTON_BORDER: RGB = (132, 108, 66)
FOCUS_RING: RGB = ACCENT_BRIGHT
INPUT_BG: RGB = (18, 16, 22)
TOOLTIP_BG: RGB = (14, 12, 18)
SCROLLBAR: RGB = (90, 80, 70)

# Board highlights
HIGHLIGHT_LEGAL: RGB = (92, 206, 124)
HIGHLIGHT_TARGET: RGB = (232, 84, 70)
HIGHLIGHT_SELECTED: RGB = (250, 212, 96)
HIGHLIGHT_HOVER: RGB = (200, 200, 220)

# Each player's side: first player cool blue, second warm red.
PLAYER_TINTS: tuple[RGB, RGB] = ((74, 144, 232), (222, 92, 72))

# Card symbols and tokens
MAGIC: RGB = (142, 96, 226)
DAMAGE: RGB = (196, 38, 40)
BOOST: RGB = (46, 168, 142)
LIFE: RGB = (178, 36, 52)
LIFE_UP: RGB = (120, 230, 140)
LIFE_DOWN: RGB = (255, 150, 130)
STRENGTH: RGB = (236, 222, 190)
STEEL: RGB = (214, 214, 224)
WOOD: RGB = (168, 118, 64)

# Toast kinds
TOAST_INFO: RGB = (60, 120, 190)
TOAST_ERROR: RGB = (200, 60, 50)
TOAST_OK: RGB = (60, 160, 90)

# Factions of the 2nd edition and the 1st edition's Master Set, by id slug. Content may name any
# other faction; those get a stable colour derived from the name (see `faction_colour`).
FACTION_COLOURS: dict[str, RGB] = {
    "phoenix_elves": (206, 72, 40),
    "tundra_orcs": (84, 164, 214),
    "guild_dwarves": (204, 150, 52),
    "cave_goblins": (118, 156, 60),
    "vanguards": (226, 214, 170),
    "fallen_kingdom": (112, 74, 150),
    "shadow_elves": (88, 72, 140),
    "deep_dwarves": (160, 112, 72),
    "mercenaries": (164, 134, 92),
    "jungle_elves": (62, 156, 88),
    "sand_goblins": (214, 182, 104),
    "swamp_orcs": (72, 118, 84),
    "mountain_vargath": (156, 84, 62),
    "benders": (174, 92, 176),
    "cloaks": (96, 100, 116),
    "filth": (122, 130, 62),
    "dragons": (180, 40, 50),
    "elemental_lords": (80, 120, 200),
}

_NEUTRAL: RGB = (140, 132, 120)
_HEX = re.compile(r"^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")
_FUNC = re.compile(r"^rgba?\((.*)\)$")


def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def parse_colour(value: ColourLike) -> RGB:
    """Turn "#c84828", "c84828", "#c42", "rgb(200,72,40)", "200, 72, 40", a colour name
    ("firebrick") or a sequence of 3-4 numbers into an (r, g, b) tuple.

    Raises ValueError with the offending value, so content errors can say what was wrong.
    """
    if isinstance(value, pygame.Color):
        return (value.r, value.g, value.b)
    if isinstance(value, str):
        s = value.strip()
        m = _HEX.match(s)
        if m:
            h = m.group(1)
            if len(h) == 3:
                h = "".join(c * 2 for c in h)
            return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
        f = _FUNC.match(s.replace(" ", "").lower())
        inner = f.group(1) if f else s
        if "," in inner:
            return parse_colour([_number(p, value) for p in inner.split(",")])
        try:
            c = pygame.Color(s.lower().replace(" ", ""))
        except ValueError:
            raise ValueError(f"not a colour: {value!r} (use #rrggbb, r,g,b or a name)") from None
        return (c.r, c.g, c.b)
    try:
        parts = list(value)
    except TypeError:
        raise ValueError(f"not a colour: {value!r}") from None
    if len(parts) not in (3, 4):
        raise ValueError(f"a colour needs 3 or 4 numbers, got {len(parts)}: {value!r}")
    for p in parts:
        if not isinstance(p, int | float) or isinstance(p, bool) or not 0 <= p <= 255:
            raise ValueError(f"colour numbers must be 0..255: {value!r}")
    return (int(parts[0]), int(parts[1]), int(parts[2]))


def _number(text: str, whole: ColourLike) -> int:
    try:
        return int(float(text))
    except ValueError:
        raise ValueError(f"not a colour: {whole!r}") from None


def faction_key(faction: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", faction.strip().lower()).strip("_")


def faction_colour(faction: str, override: ColourLike | None = None) -> RGB:
    """The frame colour of a faction's cards.

    `override` (a deck's colour from content) wins. Unknown factions get a colour hashed from the
    name, so a modded faction looks the same on every run and on every machine.
    """
    if override is not None:
        return parse_colour(override)
    key = faction_key(faction)
    if key in FACTION_COLOURS:
        return FACTION_COLOURS[key]
    if not key:
        return _NEUTRAL
    digest = hashlib.sha1(key.encode("utf-8")).digest()
    hue = digest[0] / 255.0
    r, g, b = colorsys.hsv_to_rgb(hue, 0.55, 0.78)
    return (_clamp(r * 255), _clamp(g * 255), _clamp(b * 255))


def player_tint(player: int) -> RGB:
    return PLAYER_TINTS[player % len(PLAYER_TINTS)]


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Blend from `a` (t=0) to `b` (t=1)."""
    return (
        _clamp(a[0] + (b[0] - a[0]) * t),
        _clamp(a[1] + (b[1] - a[1]) * t),
        _clamp(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Sequence[int], t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def darken(c: Sequence[int], t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def with_alpha(c: Sequence[int], alpha: int) -> RGBA:
    return (c[0], c[1], c[2], _clamp(alpha))


def luminance(c: Sequence[int]) -> float:
    return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255.0


def readable_on(c: Sequence[int]) -> RGB:
    """Dark or light text, whichever reads better on background `c`."""
    return TEXT_DARK if luminance(c) > 0.6 else TEXT
