"""The card looks used on the table: the back, the small look (board cells), the full look
(hand and piles, with the class ribbon and ability titles) and the row look (a crowded hand
listed one card per line)."""

from __future__ import annotations

import pygame

from game.core.cards import CardDef
from game.i18n import _

from . import card_symbols as sym
from . import fonts, terms, theme
from .card_parts import (
    CardLook,
    ability_blocks,
    active_badge,
    art_window,
    attack_icon,
    class_line,
    cost_disc,
    font_at,
    frame,
    life_value,
    outlined,
    phase_title,
    shows_cost,
    stat_pair,
    strength_value,
    tokens,
    under_badge,
)
from .gfx import radial_glow
from .text import ELLIPSIS, cuts_allowed, ellipsize, fit_font_size, fit_lines, note

# A card name is drawn at this size (pixels) or larger where it fits on two lines; a tile too
# small for that (`_name_lines`) goes lower, to TINY_NAME_PX, and to three lines, before a cut.
NAME_MIN_PX = 10
TINY_NAME_PX = 7  # the smallest a name shrinks to on a tile too small for NAME_MIN_PX
GEM_MIN_PX = 6  # the smallest cost gem drawn on a tile
STAMP_PX = 44  # a card narrower than this is a stamp (see `render_small`)
TIGHT_TILE_PX = 48  # tiles narrower than this (a team game's board) get a thinner stats band
TIGHT_STATS_PX = 12
MARKS_MIN_ART_PX = 10  # a picture window lower than this has no room for damage and boost markers

# ---------------------------------------------------------------------------- back


def render_back(look: CardLook, w: int, h: int) -> pygame.Surface:
    b = max(2, min(w, h) // 18)
    surf, inner = frame(look, w, h, b)
    # A lattice of fine diagonal lines, like the printed back's tooling.
    step = max(6, min(w, h) // 7)
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    ink = (*look.frame_light, 34)
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(lattice, ink, (x, 0), (x + inner.height, inner.height))
        pygame.draw.line(lattice, ink, (x + inner.height, 0), (x, inner.height))
    surf.blit(lattice, inner.topleft)
    r = int(min(inner.width, inner.height) * 0.36)
    c = inner.center
    glow = radial_glow(int(r * 1.7), look.frame, strength=170)
    surf.blit(glow, glow.get_rect(center=c))
    pygame.draw.circle(surf, look.band, c, r)
    pygame.draw.circle(surf, look.frame_light, c, r, max(1, r // 9))
    pygame.draw.circle(surf, theme.darken(look.frame, 0.3), c, int(r * 0.8), 1)
    s = int(r * 1.35)
    for angle in (45, 135):
        icon = sym.sword(s, angle, theme.lighten(look.frame, 0.55))
        surf.blit(icon, icon.get_rect(center=c))
    inset = inner.inflate(-b * 2, -b * 2)
    if inset.width > 4 and inset.height > 4:
        pygame.draw.rect(
            surf, theme.darken(look.frame_light, 0.2), inset, 1, border_radius=max(2, b)
        )
    return surf


# Grey of a Mercenary's back (1E rulebook, "Mercenaries": "Mercenary cards are gray").
MERCENARY_GREY = (140, 140, 140)


def render_mercenary_back(w: int, h: int, rim: theme.ColourLike | None = None) -> pygame.Surface:
    """A 1E Mercenary's own card back: grey, with broad diagonal stripes and an "M" coin, so it
    reads apart from every faction's lattice-and-swords back at any size. `rim` (the owner's
    colour) is a thin edge that says whose card it is; the back itself is the same for all."""
    # Lighter than a faction's dark back, so even the sliver of one under others in a hand reads grey.
    look = CardLook(
        frame=MERCENARY_GREY,
        frame_light=theme.lighten(MERCENARY_GREY, 0.35),
        frame_dark=theme.darken(MERCENARY_GREY, 0.35),
        body_top=(118, 118, 122),
        body_bottom=(84, 84, 88),
        band=(60, 60, 64),
    )
    b = max(2, min(w, h) // 18)
    surf, inner = frame(look, w, h, b)
    # Broad stripes, one way only (a faction's back is a fine criss-cross lattice).
    step = max(5, min(w, h) // 5)
    stripes = pygame.Surface(inner.size, pygame.SRCALPHA)
    ink = (*theme.lighten(MERCENARY_GREY, 0.4), 90)
    width = max(2, step // 3)
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(stripes, ink, (x, inner.height), (x + inner.height, 0), width)
    surf.blit(stripes, inner.topleft)
    r = int(min(inner.width, inner.height) * 0.34)
    c = inner.center
    pygame.draw.circle(surf, theme.darken(MERCENARY_GREY, 0.6), c, r)
    pygame.draw.circle(surf, theme.lighten(MERCENARY_GREY, 0.45), c, r, max(1, r // 7))
    if r >= 5:
        font = fonts.get_font(fonts.BOLD, max(7, int(r * 1.35)))
        mark = font.render("M", True, theme.lighten(MERCENARY_GREY, 0.6))
        surf.blit(mark, mark.get_rect(center=(c[0], c[1] + 1)))
    inset = inner.inflate(-b * 2, -b * 2)
    if inset.width > 4 and inset.height > 4:
        pygame.draw.rect(surf, theme.lighten(MERCENARY_GREY, 0.2), inset, 1, border_radius=max(2, b))
    if rim is not None:
        pygame.draw.rect(surf, theme.parse_colour(rim), surf.get_rect(), max(1, b // 2),
                         border_radius=max(3, min(w, h) // 14))
    return surf


# ---------------------------------------------------------------------------- small look


def render_small(
    defn: CardDef,
    look: CardLook,
    w: int,
    h: int,
    damage: int,
    boost: int,
    life_override: int | None,
    strength_override: int | None,
    under_count: int,
) -> pygame.Surface:
    """A card on a tile, in a hand or a panel. Its words shrink to `TINY_NAME_PX` and take a
    third line before they are cut; only a stamp (narrower than `STAMP_PX`: an active event or a
    teammate's hand card in a corner panel) may still show a name cut, which its zoom shows
    whole."""
    if w < STAMP_PX:
        with cuts_allowed():
            return _render_small(defn, look, w, h, damage, boost, life_override, strength_override, under_count)
    return _render_small(defn, look, w, h, damage, boost, life_override, strength_override, under_count)


def _render_small(
    defn: CardDef,
    look: CardLook,
    w: int,
    h: int,
    damage: int,
    boost: int,
    life_override: int | None,
    strength_override: int | None,
    under_count: int,
) -> pygame.Surface:
    m = min(w, h)
    b = max(2, round(m * 0.045))
    surf, inner = frame(look, w, h, b)

    # Name band across the whole card, on two lines when one is too narrow: a name is what
    # tells two cards apart ("Undead Warrior", "Undead Archer"). The cost gem hangs under the
    # band's left end, like a set gem.
    # Bands follow the smaller side so a tall or a wide cell keeps the same proportions.
    nh = max(13, round(min(h * 0.23, w * 0.2)))
    # The stats band's height, known first: on a tile too small for both at their usual sizes
    # (the 12-column board of a team game), the name gives way, never the numbers.
    sh = max(TIGHT_STATS_PX if m < TIGHT_TILE_PX else 15, round(min(h * 0.27, w * 0.25)))
    # The name leaves the picture room for the cost gem (issue 42: gone under two-line names).
    gem_room = GEM_MIN_PX + 1 if shows_cost(defn) and w >= STAMP_PX else 0  # (a stamp: its name first)
    nf, lines = _name_lines(terms.card_name(defn), inner.width - 4, max(11, round(nh * 0.8)),
                            inner.height - sh - gem_room)
    step = nf.get_height()
    band = pygame.Rect(inner.x, inner.y, inner.width, max(nh, step * len(lines) + 2))
    pygame.draw.rect(surf, look.band, band)
    pygame.draw.line(surf, look.frame_dark, band.bottomleft, band.bottomright)
    box = band.inflate(-2, 0)
    y = band.centery - step * len(lines) // 2
    for line in lines:
        label = nf.render(line, True, theme.TEXT)
        at = surf.blit(label, label.get_rect(midtop=(band.centerx, y)))
        note("name:small", terms.card_name(defn), line, at, box)
        y += step
    # Bottom band: the numbers that matter on the board.
    stats = pygame.Rect(inner.x, inner.bottom - sh, inner.width, sh)
    strip = pygame.Surface(stats.size, pygame.SRCALPHA)
    strip.fill((*look.band, 215))
    surf.blit(strip, stats.topleft)
    art = pygame.Rect(inner.x, band.bottom, inner.width, stats.top - band.bottom)
    art_window(surf, look, art, defn)
    gem_right = inner.x
    d = min(max(10, round(m * 0.26)), art.height - 1, inner.bottom - band.bottom - 1)
    if shows_cost(defn) and d >= GEM_MIN_PX:  # (a stamp-sized card in a panel has no room for it)
        # Under the band's left end; never over the strength below the picture.
        at = surf.blit(cost_disc(defn, d), (inner.x + 1, band.bottom + 1))
        note("cost", str(defn.cost), str(defn.cost), at, inner)
        gem_right = inner.x + 1 + d

    num_px = max(11, round(min(sh * 0.78, w * 0.21)))
    num = fonts.get_font(fonts.BOLD, num_px)
    icon_s = max(10, min(sh - 3, round(w * 0.2)))
    if defn.is_unit:
        s, sc = strength_value(defn, strength_override)
        num, icon_s, sword = _stats_fit(stats.width, (str(s), str(life_value(defn, damage, life_override)[0])),
                                        num_px, icon_s)
        if sword:
            stat_pair(surf, attack_icon(defn, icon_s), str(s), sc, num, (stats.x + 1, stats.centery))
        else:  # the strength alone on the left, the life by its heart on the right
            label = outlined(num, str(s), sc)
            surf.blit(label, label.get_rect(midleft=(stats.x + 1, stats.centery)))
    elif defn.is_event and not defn.is_structure:  # an event-structure (Parapet) shows its life
        _small_event_line(surf, defn, stats)
    if defn.is_unit or defn.is_structure:
        life, lc = life_value(defn, damage, life_override)
        stat_pair(
            surf,
            sym.heart(icon_s),
            str(life),
            lc,
            num,
            (stats.right - 1, stats.centery),
            right=True,
        )

    td = max(12, round(m * 0.25))
    if art.height >= MARKS_MIN_ART_PX:
        tokens(surf, art.inflate(-4, -4), td, damage, boost)
        ub = max(9, round(m * 0.15))
        # Beside the gem, in the picture (never up over the name on a short one).
        under_badge(surf, gem_right + 2, max(art.y + 1, art.bottom - ub - 3), ub, under_count)
    elif boost > 0:
        # No picture left on this tile (a team game's board): the markers would cover the
        # numbers. The life number says the damage (red, and what is left); a boost, which
        # nothing else shows, is a small disc on the name band's corner; the zoom shows all.
        bd = max(7, min(td, band.height // 2))
        surf.blit(sym.numbered_disc(bd, theme.BOOST, boost), (inner.right - bd, inner.y))
    return surf


def _name_lines(name: str, width: int, start: int, height: int) -> tuple[pygame.font.Font, list[str]]:
    """The name's font and lines for a band `width` wide and at most `height` tall:
    - the usual sizes (`fit_lines`) when they fit, not cut short (issue 42: a name shrinks
      and takes a third line before it is ever cut);
    - else the largest smaller size, down to `TINY_NAME_PX`, at which the lines fit whole
      (words on two lines, else three, or one long word hyphenated);
    - else one line: the whole name at the largest size it fits, else as much of it as fits at
      the smallest size, cut with "…" (the zoom shows it whole)."""
    font = font_at(fonts.CONDENSED_BOLD)
    nf, lines = fit_lines(name, font, width, start, NAME_MIN_PX)
    cut = any(line.endswith(ELLIPSIS) for line in lines)
    if nf.get_height() * len(lines) + 2 <= height and not cut:
        return nf, lines
    for size in range(NAME_MIN_PX, TINY_NAME_PX - 1, -1):
        for most in (2, 3):  # a third line before a smaller size or a cut (issue 42: "Cultista de…")
            nf, lines = fit_lines(name, font, width, size, size, max_lines=most)
            if nf.get_height() * len(lines) + 2 <= height and not any(line.endswith(ELLIPSIS) for line in lines):
                return nf, lines
    for size in range(NAME_MIN_PX, TINY_NAME_PX - 1, -1):
        nf = font(size)
        if nf.size(name)[0] <= width and nf.get_height() + 2 <= height:
            return nf, [name]
    # Only now cut, at the smallest size: on two lines if they fit, the front words shortened
    # and the last kept ("Undead Warrior" and "Undead Archer" differ by it), else on one.
    nf, lines = fit_lines(name, font, width, TINY_NAME_PX, TINY_NAME_PX)
    if nf.get_height() * len(lines) + 2 <= height:
        return nf, lines
    return nf, [ellipsize(name, nf, width)]


def _stats_fit(width: int, values: tuple[str, str], size: int, icon: int) -> tuple[pygame.font.Font, int, bool]:
    """The number font (from `size` points), the icon size, and whether the strength keeps its
    attack icon, for "⚔3 ♥5" to fit `width` with a gap between the two pairs: the icons shrink
    first (to 6 px), then the numbers (to 8 points), then the attack icon goes (the strength on
    the left, the life by its heart on the right), so the strength never runs into the heart."""
    num = fonts.get_font(fonts.BOLD, size)
    sword = True

    def need() -> int:
        # each pair: its icon, a 1 px gap, the outlined number (2 px wider); 3 px between pairs
        icons = (icon + 1) * (2 if sword else 1)
        return icons + sum(num.size(v)[0] + 2 for v in values) + 2 + 3

    while need() > width and icon > 6:
        icon -= 1
    while need() > width and size > 8:
        size -= 1
        num = fonts.get_font(fonts.BOLD, size)
    if need() > width:
        sword = False
    return num, icon, sword


def _small_event_line(surf: pygame.Surface, defn: CardDef, stats: pygame.Rect) -> None:
    # Too small for "Epic · Move · ACTIVE": the emblem shows epic, so say active or the phase.
    font = fonts.get_font(fonts.CONDENSED_BOLD, max(10, round(stats.height * 0.66)))
    if defn.active:
        text, colour = _("Active"), theme.ACCENT_BRIGHT
    else:
        text, colour = (phase_title(defn.phase) if defn.phase else _("Event")), theme.ACCENT
    font = fit_font_size(text, font_at(fonts.CONDENSED_BOLD), stats.width - 4, font.point_size, TINY_NAME_PX)
    label = font.render(ellipsize(text, font, stats.width - 4), True, colour)
    surf.blit(label, label.get_rect(center=stats.center))


# ---------------------------------------------------------------------------- row look


def render_row(defn: CardDef, look: CardLook, w: int, h: int) -> pygame.Surface:
    """One line of a crowded hand: cost gem, name, and what matters in play at the right
    (strength and life for a unit, life for a structure, "Active" or the phase for an event)."""
    b = max(1, h // 14)
    surf, inner = frame(look, w, h, b)
    x = inner.x + 2
    if shows_cost(defn):
        d = inner.height - 2
        at = surf.blit(cost_disc(defn, d), (x, inner.y + 1))
        note("cost", str(defn.cost), str(defn.cost), at, inner)
        x += d + 3
    num = fonts.get_font(fonts.BOLD, max(10, round(inner.height * 0.5)))
    icon_s = max(9, round(inner.height * 0.5))
    right = inner.right - 3
    cy = inner.centery
    if defn.is_unit or defn.is_structure:
        life, lc = life_value(defn, 0, None)
        right -= stat_pair(surf, sym.heart(icon_s), str(life), lc, num, (right, cy), right=True) + 4
    if defn.is_unit:
        st, sc = strength_value(defn, None)
        right -= stat_pair(surf, attack_icon(defn, icon_s), str(st), sc, num, (right, cy), right=True) + 4
    elif defn.is_event:
        tag = fonts.get_font(fonts.CONDENSED_BOLD, max(9, round(inner.height * 0.55)))
        text, colour = (_("Active"), theme.ACCENT_BRIGHT) if defn.active else (
            (phase_title(defn.phase) if defn.phase else _("Event")), theme.ACCENT)
        label = tag.render(text, True, colour)
        surf.blit(label, label.get_rect(midright=(right, cy)))
        right -= label.get_width() + 6
    room = right - x
    if room > 8:
        # One size for every line (a short name must not shout), smaller only if it cannot fit.
        nf = fit_font_size(terms.card_name(defn), font_at(fonts.CONDENSED_BOLD), room, max(10, round(inner.height * 0.52)), 10)
        shown = ellipsize(terms.card_name(defn), nf, room)
        label = nf.render(shown, True, theme.TEXT)
        at = surf.blit(label, label.get_rect(midleft=(x, cy)))
        note("name:row", terms.card_name(defn), shown, at, pygame.Rect(x, inner.y, room, inner.height))
    return surf


# ---------------------------------------------------------------------------- full look


def render_full(
    defn: CardDef,
    look: CardLook,
    w: int,
    h: int,
    damage: int,
    boost: int,
    life_override: int | None,
    strength_override: int | None,
    under_count: int,
) -> pygame.Surface:
    b = max(3, round(w * 0.035))
    surf, inner = frame(look, w, h, b)
    pad = max(3, round(w * 0.04))

    # Header: cost gem and name; the name takes the largest size at which it fits on one line
    # or two (the header grows), goes condensed if bold cannot fit, and is cut only below a
    # size that reads.
    hh = max(18, round(h * 0.13))
    x = inner.x + pad // 2
    d = hh - 2
    if shows_cost(defn):
        x += d + pad // 2
    else:
        x += pad // 2
    avail = inner.right - x - pad // 2
    start = max(12, round(hh * 0.55))
    nf, lines = fit_lines(terms.card_name(defn), font_at(fonts.BOLD), avail, start, 12)
    if " ".join(lines) != terms.card_name(defn):
        nf, lines = fit_lines(terms.card_name(defn), font_at(fonts.CONDENSED_BOLD), avail, start, 11)
    step = nf.get_height()
    header = pygame.Rect(inner.x, inner.y, inner.width, max(hh, step * len(lines) + 2))
    pygame.draw.rect(surf, look.band, header)
    if shows_cost(defn):
        at = surf.blit(cost_disc(defn, d), (inner.x + pad // 2, header.y + 1))
        note("cost", str(defn.cost), str(defn.cost), at, inner)
    box = pygame.Rect(x, header.y, inner.right - x, header.height)
    y = header.centery - step * len(lines) // 2
    for line in lines:
        label = nf.render(line, True, theme.TEXT)
        at = surf.blit(label, (x, y))
        note("name:full", terms.card_name(defn), line, at, box)
        y += step

    # Class ribbon.
    rh = max(12, round(h * 0.075))
    ribbon = pygame.Rect(inner.x, header.bottom, inner.width, rh)
    pygame.draw.rect(surf, theme.darken(look.frame, 0.35), ribbon)
    pygame.draw.line(surf, look.frame_light, ribbon.topleft, ribbon.topright)
    pygame.draw.line(surf, look.frame_dark, ribbon.bottomleft, ribbon.bottomright)
    rf = fonts.get_font(fonts.CONDENSED_BOLD, max(10, round(rh * 0.78)))
    kind = class_line(defn).upper()
    rt = rf.render(
        ellipsize(kind, rf, ribbon.width - pad * 2), True, theme.lighten(look.frame, 0.75)
    )
    surf.blit(rt, rt.get_rect(center=ribbon.center))

    # Bottom stat band (units and structures) or event footer.
    sh = max(18, round(h * 0.14))
    stats = pygame.Rect(inner.x, inner.bottom - sh, inner.width, sh)
    pygame.draw.rect(surf, look.band, stats)
    pygame.draw.line(surf, look.frame_dark, stats.topleft, stats.topright)

    # Abilities box above the stats; the picture takes what is left.
    af = fonts.get_font(fonts.CONDENSED_BOLD, max(10, round(w * 0.085)))
    titles = [title for title, _text in ability_blocks(defn)]
    line_h = af.get_linesize()
    room = stats.top - ribbon.bottom
    max_lines = max(0, (room - int(room * 0.38)) // line_h)
    shown = titles[:max_lines]
    if len(titles) > max_lines and max_lines > 0:
        shown = titles[: max_lines - 1] + [f"+{len(titles) - max_lines + 1} more"]
    box_h = len(shown) * line_h + (pad if shown else 0)
    abox = pygame.Rect(inner.x, stats.top - box_h, inner.width, box_h)
    art = pygame.Rect(inner.x, ribbon.bottom, inner.width, abox.top - ribbon.bottom)
    art_window(surf, look, art, defn)
    if shown:
        panel = pygame.Surface(abox.size, pygame.SRCALPHA)
        panel.fill((*theme.darken(look.body_bottom, 0.3), 225))
        surf.blit(panel, abox.topleft)
        pygame.draw.line(surf, theme.darken(look.frame, 0.2), abox.topleft, abox.topright)
        y = abox.y + pad // 2
        for t in shown:
            bullet_x = abox.x + pad
            pygame.draw.polygon(
                surf,
                look.frame_light,
                [
                    (bullet_x, y + line_h // 2 - 3),
                    (bullet_x + 3, y + line_h // 2),
                    (bullet_x, y + line_h // 2 + 3),
                    (bullet_x - 3, y + line_h // 2),
                ],
            )
            # Smaller (down to 9 px) before an ability's title is cut (issue 42).
            tf = fit_font_size(t, font_at(fonts.CONDENSED_BOLD), abox.width - pad * 2 - 6, af.point_size, 9)
            text = tf.render(ellipsize(t, tf, abox.width - pad * 2 - 6), True, theme.TEXT)
            surf.blit(text, (bullet_x + 6, y))
            y += line_h

    num = fonts.get_font(fonts.BOLD, max(12, round(sh * 0.72)))
    icon_s = max(12, sh - 4)
    if defn.is_unit:
        s, sc = strength_value(defn, strength_override)
        stat_pair(
            surf,
            attack_icon(defn, icon_s),
            str(s),
            sc,
            num,
            (stats.x + pad // 2, stats.centery),
            gap=2,
        )
    life_left = stats.right - pad // 2  # where the life figure begins (the right end if none)
    if defn.is_unit or defn.is_structure:
        life, lc = life_value(defn, damage, life_override)
        life_left -= stat_pair(
            surf,
            sym.heart(icon_s),
            str(life),
            lc,
            num,
            (stats.right - pad // 2, stats.centery),
            right=True,
            gap=2,
        )
    if defn.is_structure and not defn.is_unit and not defn.is_event:
        tf = fonts.get_font(fonts.CONDENSED_BOLD, max(10, round(sh * 0.55)))
        t = tf.render(class_line(defn), True, theme.TEXT_DIM)
        surf.blit(t, t.get_rect(midleft=(stats.x + pad, stats.centery)))
    if defn.is_event:
        tag_px = max(10, round(sh * 0.55))
        tf = fonts.get_font(fonts.CONDENSED_BOLD, tag_px)
        right = life_left - pad // 2
        if defn.active:
            right = active_badge(surf, right, stats.centery, max(12, sh - 6)).left - 2
        phase = _("{phase} phase", phase=phase_title(defn.phase)) if defn.phase else _("Event")
        room = right - stats.x - pad
        if defn.phase and tf.size(phase)[0] > room:
            phase = phase_title(defn.phase)  # "Build" reads better than "Build ph…"
            tf = fit_font_size(phase, font_at(fonts.CONDENSED_BOLD), room, tag_px, 9)
        t = tf.render(ellipsize(phase, tf, room), True, theme.ACCENT)
        surf.blit(t, t.get_rect(midleft=(stats.x + pad, stats.centery)))

    td = max(14, round(w * 0.17))
    tokens(surf, art.inflate(-6, -6), td, damage, boost)
    under_badge(surf, inner.x + 3, art.y + 3, max(10, round(w * 0.1)), under_count)
    return surf
