"""Pieces shared by every card look: colours derived from the faction, the frame, the picture
window, stat pairs, token markers and the finishing touches (tint, highlight, dimming)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.core.cards import EPIC, RANGED, CardDef
from game.i18n import N_, _, pn_

from . import card_symbols as sym
from . import fonts, terms, theme
from .card_art import card_picture
from .gfx import radial_glow, round_corners, vertical_gradient

RGB = tuple[int, int, int]
ColourLike = theme.ColourLike

CARD_RATIO = 88 / 63  # height / width of a printed card
MODDED_COLOUR: RGB = (236, 120, 200)  # a colour no faction frame uses

# Named highlights the battle scene uses; any colour works too.
HIGHLIGHTS: dict[str, RGB] = {
    "legal": theme.HIGHLIGHT_LEGAL,
    "target": theme.HIGHLIGHT_TARGET,
    "selected": theme.HIGHLIGHT_SELECTED,
    "hover": theme.HIGHLIGHT_HOVER,
}


def class_line(defn: CardDef) -> str:
    """The card's kind as printed: "Summoner", "Common", "Epic Event", "Gate", ..."""
    if defn.is_event:
        return _("Epic Event") if defn.event_class == EPIC else _("Event")
    if defn.is_structure:
        if not defn.gate:
            return _("Structure")
        return _("Wall") if card_edition(defn) == "1e" else _("Gate")
    if defn.unit_class:
        return _(defn.unit_class.title())  # Summoner, Champion, Common (CLASS_NAMES)
    return _("Unit") if defn.is_unit else _("Card")


CLASS_NAMES = (N_("Summoner"), N_("Champion"), N_("Common"))


def card_edition(defn: CardDef) -> str:
    """The edition of the faction the card belongs to ("2e" when none is known): a 1st-edition
    card is printed in 1st-edition words (a Wall, not a Gate)."""
    from game.catalog import card_edition as edition_of_card

    return edition_of_card(defn.id) or "2e"


def phase_title(phase: str) -> str:
    """An event's phase as printed on it ("Move"), in the player's language."""
    return pn_("phase", phase.title())


ACTIVE_MARK = N_("ACTIVE:")


def ability_blocks(defn: CardDef) -> list[tuple[str, str]]:
    """(title, text) per printed ability. One printed ability may be built from several pieces
    sharing its title (Horde Climber's Climb: an extra space, and moving through structures); it
    is shown once, with the pieces' texts one after the other."""
    out: list[tuple[str, str]] = []
    index: dict[str, int] = {}
    for a in defn.abilities:
        title, text = terms.ability_words(defn, a.display, a.text or "")
        if title in index:
            k = index[title]
            mark = next((m for m in (ACTIVE_MARK, _(ACTIVE_MARK)) if text.startswith(m) and out[k][1].startswith(m)),
                        None)
            if mark is not None:
                text = text[len(mark):].lstrip()  # say "ACTIVE:" once
                text = text[:1].upper() + text[1:]
            joined = " ".join(t for t in (out[k][1], text) if t)
            out[k] = (title, joined)
        else:
            index[title] = len(out)
            out.append((title, text))
    return out


def faction_name(faction: str) -> str:
    return faction.replace("_", " ").replace("-", " ").title()


# ---------------------------------------------------------------------------- colours


@dataclass(frozen=True, slots=True)
class CardLook:
    frame: RGB
    frame_light: RGB
    frame_dark: RGB
    body_top: RGB
    body_bottom: RGB
    band: RGB

    @classmethod
    def of(cls, defn: CardDef | None, override: ColourLike | None) -> CardLook:
        colour = colour_of(defn) if defn is not None and override is None else None
        if defn is None and override is None:
            base = theme.PANEL_BORDER
        elif colour is not None:
            base = faction_frame(colour)  # the colour its card file gives the faction
        else:
            base = theme.faction_colour(defn.faction if defn else "", override)
        return cls(
            frame=base,
            frame_light=theme.lighten(base, 0.35),
            frame_dark=theme.darken(base, 0.45),
            body_top=theme.mix(theme.darken(base, 0.72), (30, 26, 34), 0.35),
            body_bottom=theme.mix(theme.darken(base, 0.88), (10, 9, 12), 0.5),
            band=theme.mix(theme.darken(base, 0.8), (12, 10, 14), 0.3),
        )


def faction_frame(colour: RGB) -> RGB:
    """A faction's file colour made fit for a frame: nearly black or nearly white colours are
    pulled toward the middle, so the light and dark bands drawn from it stay apart and the
    light text on the dark bands keeps its contrast."""
    lum = theme.luminance(colour)
    if lum < 0.18:
        return theme.lighten(colour, (0.18 - lum) * 1.6)
    if lum > 0.85:
        return theme.darken(colour, (lum - 0.85) * 1.6)
    return colour


def highlight_colour(h: ColourLike) -> RGB:
    if isinstance(h, str) and h in HIGHLIGHTS:
        return HIGHLIGHTS[h]
    return theme.parse_colour(h)


def font_at(face: str) -> Callable[[int], pygame.font.Font]:
    return partial(fonts.get_font, face)


# ---------------------------------------------------------------------------- shared parts


def frame(look: CardLook, w: int, h: int, b: int) -> tuple[pygame.Surface, pygame.Rect]:
    """The faction-coloured frame with a dark body inside; returns the surface and body rect."""
    surf = vertical_gradient((w, h), look.frame_light, look.frame_dark)
    inner = pygame.Rect(b, b, w - 2 * b, h - 2 * b)
    surf.blit(vertical_gradient(inner.size, look.body_top, look.body_bottom), inner.topleft)
    pygame.draw.rect(surf, theme.darken(look.frame, 0.6), inner, 1)
    return surf, inner


def _installed(defn: CardDef) -> CardDef | None:
    """The installed card with `defn`'s id, if any (the shipped and the player's card files)."""
    from game import catalog

    return catalog.load().library.cards.get(defn.id)


def picture_of(defn: CardDef) -> str:
    """The card's picture (`icon`). A card that names none but is installed under the same id
    takes the installed card's: a save keeps the cards it was played with, and one written
    before cards named their pictures and colours (the shipped example games among them) would
    otherwise show class emblems in made-up colours. Looks only: no rule reads them, and the
    save is unchanged (`colour_of` does the same for the frame's colour)."""
    if defn.icon:
        return defn.icon
    installed = _installed(defn)
    return installed.icon if installed is not None else ""


def colour_of(defn: CardDef) -> RGB | None:
    """The colour the card's file gives its faction, or the installed card's (`picture_of`)."""
    if defn.colour is not None:
        return defn.colour
    installed = _installed(defn)
    return installed.colour if installed is not None else None


def art_window(surf: pygame.Surface, look: CardLook, area: pygame.Rect, defn: CardDef) -> None:
    """The picture window: a glow in the faction colour and the card's picture (its `icon`),
    or its class emblem when it has none or the picture cannot be drawn."""
    if area.width < 4 or area.height < 4:
        return
    glow = radial_glow(int(max(area.width, area.height) * 0.62), look.frame, strength=150)
    prev = surf.get_clip()
    surf.set_clip(area)
    surf.blit(glow, glow.get_rect(center=area.center))
    side = min(area.width, area.height)
    icon = picture_of(defn)
    pic = card_picture(icon, int(side * 0.86), picture_colour(look)) if icon else None
    if pic is not None:
        # A dark copy just below and right of it keeps the picture apart from the glow.
        shadow = pic.copy()
        shadow.fill((0, 0, 0, 170), special_flags=pygame.BLEND_RGBA_MULT)
        at = pic.get_rect(center=area.center)
        off = max(1, side // 40)
        surf.blit(shadow, at.move(off, off))
        surf.blit(pic, at)
    else:
        es = int(side * 0.78)
        if es >= 8:
            em = sym.emblem(emblem_kind(defn), es, theme.lighten(look.frame, 0.15)).copy()
            em.set_alpha(70)
            surf.blit(em, em.get_rect(center=area.center))
    surf.set_clip(prev)
    if defn.modded:
        modded_mark(surf, area)


def picture_colour(look: CardLook) -> RGB:
    """A light tint of the faction colour: bright enough to read on the dark body."""
    return theme.lighten(look.frame, 0.45)


MODDED_LABEL = "MOD"


def modded_mark(surf: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """A small "MOD" tag at the bottom right of the picture: this card comes from the player's
    own card folder and changes a shipped faction."""
    h = max(9, min(16, area.height // 4))
    font = fonts.get_font(fonts.CONDENSED_BOLD, max(7, int(h * 0.8)))
    text = font.render(MODDED_LABEL, True, theme.TEXT_DARK)
    box = pygame.Rect(0, 0, text.get_width() + h // 2 + 2, h)
    box.bottomright = (area.right - 2, area.bottom - 2)
    pygame.draw.rect(surf, MODDED_COLOUR, box, border_radius=h // 3)
    pygame.draw.rect(surf, theme.darken(MODDED_COLOUR, 0.5), box, 1, border_radius=h // 3)
    surf.blit(text, text.get_rect(center=box.center))
    return box


def emblem_kind(defn: CardDef) -> str:
    if defn.is_event:
        return "epic" if defn.event_class == EPIC else "event"
    if defn.is_structure:
        return "gate" if defn.gate else "structure"
    return defn.unit_class or "common"


def shows_cost(defn: CardDef) -> bool:
    return not defn.is_summoner


def attack_icon(defn: CardDef, size: int) -> pygame.Surface:
    return sym.bow(size) if defn.attack == RANGED else sym.sword(size)


def life_value(defn: CardDef, damage: int, life_override: int | None) -> tuple[int, RGB]:
    """The life to print and its colour: reddish when hurt, green when raised."""
    life = life_override if life_override is not None else defn.life - damage
    if life < defn.life:
        return life, theme.LIFE_DOWN
    if life > defn.life:
        return life, theme.LIFE_UP
    return life, theme.TEXT


def strength_value(defn: CardDef, override: int | None) -> tuple[int, RGB]:
    s = override if override is not None else defn.strength
    if s > defn.strength:
        return s, theme.LIFE_UP
    if s < defn.strength:
        return s, theme.LIFE_DOWN
    return s, theme.STRENGTH


def tokens(surf: pygame.Surface, area: pygame.Rect, d: int, damage: int, boost: int) -> None:
    """Damage and boost markers in the top-right of `area`: stacked down if they fit, else
    side by side leftward."""
    marks = [(n, c) for n, c in ((damage, theme.DAMAGE), (boost, theme.BOOST)) if n > 0]
    if not marks:
        return
    d = max(10, min(d, area.height))
    step = d + max(1, d // 8)
    down = len(marks) * step <= area.height
    x, y = area.right - d, area.y
    for n, colour in marks:
        surf.blit(sym.numbered_disc(d, colour, n), (x, y))
        if down:
            y += step
        else:
            x -= step


def under_badge(surf: pygame.Surface, x: int, y: int, h: int, count: int) -> None:
    """A little stack of cards with the count of cards lying under this one."""
    if count <= 0:
        return
    font = fonts.get_font(fonts.CONDENSED_BOLD, max(8, int(h * 0.8)))
    label = font.render(str(count), True, theme.TEXT)
    cw = max(4, int(h * 0.55))
    box = pygame.Rect(x, y, cw + label.get_width() + h // 2 + 4, h + 2)
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (0, 0, 0, 170), pill.get_rect(), border_radius=h // 2)
    for i in range(2, -1, -1):
        r = pygame.Rect(h // 4 + i * 2, 2 + (2 - i) * 1, cw - 2, h - 4)
        pygame.draw.rect(pill, theme.TEXT_DIM if i else theme.TEXT, r, 1, border_radius=1)
    pill.blit(label, label.get_rect(midleft=(h // 4 + cw + 4, box.height // 2)))
    surf.blit(pill, box)


def stat_pair(
    surf: pygame.Surface,
    icon: pygame.Surface,
    value: str,
    colour: RGB,
    font: pygame.font.Font,
    pos: tuple[int, int],
    *,
    right: bool = False,
    gap: int = 1,
) -> int:
    """An icon then its number (always in that order, so "⚔3 ♥6" can't read as "36"), centred
    vertically on pos[1]; starting at pos[0], or ending there if `right`. Returns the width."""
    label = outlined(font, value, colour)
    total = icon.get_width() + gap + label.get_width()
    x = pos[0] - total if right else pos[0]
    surf.blit(icon, icon.get_rect(midleft=(x, pos[1])))
    surf.blit(label, label.get_rect(midleft=(x + icon.get_width() + gap, pos[1])))
    return total


def outlined(font: pygame.font.Font, text: str, colour: RGB) -> pygame.Surface:
    """Text with a one-pixel dark outline: numbers must read on any frame colour."""
    core = font.render(text, True, colour)
    edge = font.render(text, True, (8, 6, 6))
    out = pygame.Surface((core.get_width() + 2, core.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (2, 2)):
        out.blit(edge, (dx, dy))
    out.blit(core, (1, 1))
    return out


def cost_disc(defn: CardDef, d: int) -> pygame.Surface:
    return sym.numbered_disc(d, theme.MAGIC, defn.cost, rim=(20, 10, 34))


def finish(
    surf: pygame.Surface,
    look: CardLook,
    tint: ColourLike | None,
    highlight: ColourLike | None,
    dimmed: bool,
) -> None:
    w, h = surf.get_size()
    radius = max(3, min(w, h) // 14)
    if dimmed:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((12, 10, 14, 140))
        surf.blit(veil, (0, 0))
    if tint is not None:
        t = theme.parse_colour(tint)
        tw = max(2, min(w, h) // 30)
        pygame.draw.rect(surf, t, surf.get_rect(), tw, border_radius=radius)
    if highlight is not None:
        c = highlight_colour(highlight)
        hw = max(3, min(w, h) // 20)
        wash = pygame.Surface((w, h), pygame.SRCALPHA)
        wash.fill((*c, 36))
        surf.blit(wash, (0, 0))
        pygame.draw.rect(surf, c, surf.get_rect(), hw, border_radius=radius)
        pygame.draw.rect(
            surf,
            theme.lighten(c, 0.5),
            surf.get_rect().inflate(-hw * 2, -hw * 2),
            1,
            border_radius=radius,
        )
    round_corners(surf, radius)


def active_badge(
    surf: pygame.Surface, right: int, cy: int, h: int, *, short: bool = False
) -> pygame.Rect:
    font = fonts.get_font(fonts.CONDENSED_BOLD, max(8, int(h * 0.72)))
    text = font.render(_("A") if short else _("ACTIVE"), True, theme.TEXT_DARK)
    box = pygame.Rect(0, 0, text.get_width() + h // 2 + 2, h)
    box.midright = (right, cy)
    pygame.draw.rect(surf, theme.ACCENT, box, border_radius=h // 3)
    surf.blit(text, text.get_rect(center=box.center))
    return box
