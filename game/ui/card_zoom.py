"""The zoomed card: everything printed on it, large enough to read, for hover and right-click."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.cards import RANGED, CardDef
from game.i18n import _

from . import card_symbols as sym
from . import fonts, terms, theme
from .card_parts import (
    CARD_RATIO,
    CardLook,
    ability_blocks,
    active_badge,
    art_window,
    attack_icon,
    class_line,
    cost_disc,
    faction_name,
    font_at,
    frame,
    life_value,
    phase_title,
    shows_cost,
    stat_pair,
    strength_value,
    tokens,
    under_badge,
)
from .text import ellipsize, fit_font_size, fit_lines, wrap_text

SMALLEST_PX = 11  # the floor text on the zoom shrinks to before it wraps or, last, is cut

# ---------------------------------------------------------------------------- zoom look


def render_zoom(
    defn: CardDef,
    look: CardLook,
    w: int,
    damage: int,
    boost: int,
    life_override: int | None,
    strength_override: int | None,
    under_count: int,
) -> pygame.Surface:
    b = max(4, round(w * 0.028))
    pad = max(10, round(w * 0.05))
    text_w = w - 2 * b - 2 * pad
    body_px = max(14, round(w * 0.042))
    cost_w = round(w * 0.14) + pad // 2 if shows_cost(defn) else 0
    name_w = text_w - cost_w
    title_font = fit_font_size(
        terms.card_name(defn), font_at(fonts.BOLD), name_w, max(20, round(w * 0.075)), 18
    )
    # The zoom is for reading: a name too long for one line wraps instead of being cut.
    name_lines = wrap_text(terms.card_name(defn), title_font, name_w)[:3]
    # "Champion · Phoenix Elves": smaller, then on two lines, before it is ever cut (issue 42).
    sub = (_("{kind} · {faction}", kind=class_line(defn), faction=terms.faction_name(defn.faction, faction_name(defn.faction)))
           if defn.faction else class_line(defn))
    sub_font, sub_lines = fit_lines(sub, font_at(fonts.REGULAR), name_w, body_px, SMALLEST_PX)
    ab_px = max(15, round(w * 0.048))
    ab_text = fonts.get_font(fonts.REGULAR, body_px)
    stat_font = fonts.get_font(fonts.BOLD, max(16, round(w * 0.06)))
    word_font = fonts.get_font(fonts.REGULAR, body_px)

    # Measure the text first. The card is at least card-shaped; spare height goes to the
    # picture, and long text makes the card taller rather than smaller to read.
    name_h = len(name_lines) * title_font.get_linesize()
    sub_h = len(sub_lines) * sub_font.get_linesize()
    header_h = max(round(w * 0.2), name_h + sub_h + pad)
    stat_h = round(w * 0.13)
    # An ability's title on as many lines as it needs (at a smaller size first), never cut.
    blocks = [(fit_lines(title, font_at(fonts.BOLD), text_w, ab_px, SMALLEST_PX, max_lines=3),
               wrap_text(text, ab_text, text_w) if text else []) for title, text in ability_blocks(defn)]
    extra = wrap_text(terms.card_text(defn), ab_text, text_w) if defn.text else []
    text_h = pad * 2 if blocks or extra else pad // 2
    for (tf, tlines), lines in blocks:
        text_h += tf.get_linesize() * len(tlines) + len(lines) * ab_text.get_linesize() + pad // 2
    if extra:
        text_h += len(extra) * ab_text.get_linesize() + pad // 2
    fixed = 2 * b + header_h + stat_h + text_h
    art_h = max(round(w * 0.3), round(w * CARD_RATIO) - fixed)
    h = fixed + art_h
    surf, inner = frame(look, w, h, b)

    # Header: cost gem, name, class and faction.
    header = pygame.Rect(inner.x, inner.y, inner.width, header_h)
    pygame.draw.rect(surf, look.band, header)
    pygame.draw.line(surf, look.frame_light, header.bottomleft, header.bottomright, 2)
    x = header.x + pad
    if shows_cost(defn):
        d = round(w * 0.14)
        surf.blit(cost_disc(defn, d), (x, header.centery - d // 2))
    x += cost_w
    avail = header.right - pad - x
    ny = header.centery - (name_h + sub_h) // 2
    for line in name_lines:
        surf.blit(title_font.render(ellipsize(line, title_font, avail), True, theme.TEXT), (x, ny))
        ny += title_font.get_linesize()
    for line in sub_lines:
        st = sub_font.render(ellipsize(line, sub_font, avail), True, theme.lighten(look.frame, 0.6))
        surf.blit(st, (x, ny))
        ny += sub_font.get_linesize()

    art = pygame.Rect(inner.x, header.bottom + 1, inner.width, art_h)
    art_window(surf, look, art, defn)
    td = max(22, round(w * 0.1))
    tokens(surf, art.inflate(-pad, -pad), td, damage, boost)
    under_badge(surf, art.x + pad // 2, art.y + pad // 2, max(14, round(w * 0.06)), under_count)

    stats = pygame.Rect(inner.x, art.bottom, inner.width, stat_h)
    pygame.draw.rect(surf, look.band, stats)
    pygame.draw.line(surf, look.frame_dark, stats.topleft, stats.topright, 2)
    pygame.draw.line(surf, look.frame_dark, stats.bottomleft, stats.bottomright, 2)
    _zoom_stats(
        surf, defn, stats, pad, stat_font, word_font, damage, life_override, strength_override
    )

    # Abilities: bold title, then the rules text; then any plain card text.
    y = stats.bottom + pad
    for (tf, tlines), lines in blocks:
        for tline in tlines:
            surf.blit(tf.render(ellipsize(tline, tf, text_w), True, theme.ACCENT_BRIGHT), (inner.x + pad, y))
            y += tf.get_linesize()
        for line in lines:
            surf.blit(ab_text.render(line, True, theme.TEXT), (inner.x + pad, y))
            y += ab_text.get_linesize()
        y += pad // 2
    for line in extra:
        surf.blit(ab_text.render(line, True, theme.TEXT), (inner.x + pad, y))
        y += ab_text.get_linesize()
    return surf


def _zoom_stats(
    surf: pygame.Surface,
    defn: CardDef,
    stats: pygame.Rect,
    pad: int,
    num: pygame.font.Font,
    words: pygame.font.Font,
    damage: int,
    life_override: int | None,
    strength_override: int | None,
) -> None:
    """The stat line spelled out ("⚔ 4 Melee", "Life 6/9 ♥") so nobody must learn the symbols."""
    icon_s = round(stats.height * 0.72)
    left = stats.x + pad
    right = stats.right - pad
    if defn.is_unit or defn.is_structure:
        life, lc = life_value(defn, damage, life_override)
        value = str(life) if life == defn.life else f"{life}/{defn.life}"
        right -= stat_pair(
            surf, sym.heart(icon_s), value, lc, num, (right, stats.centery), right=True, gap=4
        )
        lt = words.render(_("Life"), True, theme.TEXT_DIM)
        if defn.is_unit:
            # On a narrow zoom the word "Life" gives way (the heart says it) before the attack's
            # kind would be cut (issue 42: "Rang…").
            kind = _("Ranged") if defn.attack == RANGED else _("Melee")
            s, sc = strength_value(defn, strength_override)
            left += stat_pair(
                surf, attack_icon(defn, icon_s), str(s), sc, num, (left, stats.centery), gap=4
            )
            floor = font_at(fonts.REGULAR)(SMALLEST_PX)
            if floor.size(kind)[0] > right - left - pad - lt.get_width() - pad // 2:
                lt = None
        if lt is not None:
            right -= lt.get_width() + pad // 2
            surf.blit(lt, (right, stats.centery - lt.get_height() // 2))
    if defn.is_unit:
        room = right - left - pad
        wf = fit_font_size(kind, font_at(fonts.REGULAR), room, words.point_size, SMALLEST_PX)
        if wf.size(kind)[0] > room:
            wf = font_at(fonts.CONDENSED)(SMALLEST_PX)
        if wf.size(kind)[0] <= room:  # else the word goes: the attack icon tells it, a cut word reads worse
            kt = wf.render(kind, True, theme.TEXT_DIM)
            surf.blit(kt, kt.get_rect(midleft=(left + pad // 2, stats.centery)))
    elif defn.is_structure:
        tt = words.render(class_line(defn), True, theme.TEXT_DIM)
        surf.blit(tt, tt.get_rect(midleft=(left, stats.centery)))
    elif defn.is_event:
        if defn.active:
            right = (
                active_badge(surf, right, stats.centery, round(stats.height * 0.55)).left - pad // 2
            )
        phase = _("Play in the {phase} phase", phase=phase_title(defn.phase)) if defn.phase else _("Event")
        if defn.phase and words.size(phase)[0] > right - left:
            phase = _("{phase} phase", phase=phase_title(defn.phase))  # beside an ACTIVE badge the long form is cut
        pf = fit_font_size(phase, font_at(fonts.REGULAR), right - left, words.point_size, SMALLEST_PX)
        pt = pf.render(ellipsize(phase, pf, right - left), True, theme.ACCENT)
        surf.blit(pt, pt.get_rect(midleft=(left, stats.centery)))


# ---------------------------------------------------------------------------- where values come from


def breakdown_line(label: str, printed: int, parts: Sequence[tuple[str, int]], total: int) -> str:
    """ "Strength 4 = 2 + 2 Frost Bolt": the printed value, then each change with its title."""
    text = f"{label} {total} = {printed}"
    for title, n in parts:
        sign = "+" if n >= 0 else "\u2212"
        text += f" {sign} {abs(n)} {title}"
    return text


def with_breakdown(zoom: pygame.Surface, lines: Sequence[str]) -> pygame.Surface:
    """The zoomed card with a band under it that spells out each value that differs from the
    printed one (lines from `breakdown_line`); the card itself unchanged when there are none."""
    if not lines:
        return zoom
    w = zoom.get_width()
    pad = max(6, round(w * 0.035))
    font = fonts.get_font(fonts.REGULAR, max(13, round(w * 0.05)))
    wrapped = [row for line in lines for row in wrap_text(line, font, w - 2 * pad)]
    band_h = len(wrapped) * font.get_linesize() + 2 * pad
    out = pygame.Surface((w, zoom.get_height() + band_h), pygame.SRCALPHA)
    out.blit(zoom, (0, 0))
    band = pygame.Rect(0, zoom.get_height(), w, band_h)
    pygame.draw.rect(out, (*theme.TOOLTIP_BG, 245), band, border_radius=max(4, pad))
    pygame.draw.rect(out, theme.ACCENT, band, 1, border_radius=max(4, pad))
    y = band.y + pad
    for row in wrapped:
        out.blit(font.render(row, True, theme.TEXT), (pad, y))
        y += font.get_linesize()
    return out
