"""A Warrior table as one seat sees it, drawn onto a rect of a surface.

`draw_table(surface, rect, lay, view, viewer, marks)` draws `view` (a `WarriorState` made by
`WARRIOR.view(state, viewer)`; `viewer` None for the public table) and nothing else: a card the
view hides (`HIDDEN`) is a back, whatever the real card is. The live table and the replay viewer
both call it; `marks` carries what the scene adds (lit targets, the hovered slot, the peeked
Captain, cards in flight that must not be drawn in place).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import _, n_
from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import draw_text
from game.ui.warrior import table_layout
from game.ui.warrior.card_face import draw_card, empty_slot
from game.ui.warrior.table_layout import DISCARD, DRAW, Slot, TableLayout
from game.ui.warrior.words import casualties_text, row_name, zone_name
from game.ui.widgets import draw_panel
from game.warrior.core.state import BLUE_ZONE, HIDDEN, ROWS, TURNS, WarriorState

SEAT_TINTS = ((74, 144, 232), (222, 92, 72), (96, 186, 106), (214, 170, 64), (168, 110, 214),
              (72, 190, 190))
ZONE_COLOURS = {BLUE_ZONE: (52, 96, 170)}
RED = (170, 52, 46)
LIT = theme.HIGHLIGHT_LEGAL


def seat_tint(seat: int) -> tuple[int, int, int]:
    return SEAT_TINTS[seat % len(SEAT_TINTS)]


def zone_colour(zone: str) -> tuple[int, int, int]:
    return ZONE_COLOURS.get(zone, RED)


@dataclass
class Marks:
    """What the scene draws over the table: lit targets (slots, piles, opening columns), the
    pointer's target, the Captain peeked at, and cards not to draw in place (they are flying)."""

    lit_slots: set[Slot] = field(default_factory=set)
    lit_piles: set[str] = field(default_factory=set)
    lit_columns: set[tuple[int, int]] = field(default_factory=set)
    hover: object = None  # a Slot, a pile name or a (seat, column)
    peek: Slot | None = None
    in_flight: set[Slot] = field(default_factory=set)
    hide_drawn: bool = False
    hide_discard_top: bool = False
    shown_columns: dict[int, int] | None = None  # battle: how many columns of each army are turned


def layout_for(rect: pygame.Rect, lay: Layout, view: WarriorState) -> TableLayout:
    return table_layout.compute(rect, lay, tuple(a.columns for a in view.armies))


def draw_table(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, view: WarriorState,
               viewer: int | None, marks: Marks | None = None) -> TableLayout:
    """Draw the table `view` shows to `viewer`; returns the layout used (for hit tests)."""
    m = marks or Marks()
    tl = layout_for(rect, lay, view)
    _draw_piles(surface, tl, lay, view, m)
    for seat in range(view.seats):
        _draw_army(surface, tl, lay, view, seat, viewer, m)
    return tl


def _outline(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int], lay: Layout,
             width: int = 3) -> None:
    pygame.draw.rect(surface, colour, r.inflate(lay.px(6), lay.px(6)), width=max(2, lay.px(width)),
                     border_radius=lay.px(7))


def _lit(surface: pygame.Surface, r: pygame.Rect, lay: Layout, hovered: bool) -> None:
    if hovered:
        glow = pygame.Surface(r.inflate(lay.px(10), lay.px(10)).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*LIT, 70), glow.get_rect(), border_radius=lay.px(9))
        surface.blit(glow, r.inflate(lay.px(10), lay.px(10)).topleft)
    _outline(surface, r, theme.lighten(LIT, 0.3) if hovered else LIT, lay, 3 if hovered else 2)


def _draw_piles(surface: pygame.Surface, tl: TableLayout, lay: Layout, view: WarriorState, m: Marks) -> None:
    small = fonts.font_for(lay, "small")
    deck = view.deck
    labels = {
        DRAW: n_("Draw pile · {n}", "Draw pile · {n}", len(view.draw_pile)),
        DISCARD: _("Discard pile"),
        "drawn": _("Drawn card"),
    }
    for name, r in tl.pile_labels.items():
        draw_text(surface, labels[name], small, theme.TEXT_DIM, r.midtop, anchor="midtop",
                  max_width=r.width, box=r)
    draw = tl.piles[DRAW]
    if view.draw_pile:
        # A little depth: the pile's edge under its top card.
        for k in (2, 1):
            edge = draw.move(lay.px(2) * k, lay.px(2) * k)
            pygame.draw.rect(surface, (50, 20, 18), edge, border_radius=lay.px(6))
        draw_card(surface, draw, None)
    else:
        empty_slot(surface, draw)
    disc = tl.piles[DISCARD]
    pile = view.discard_pile[:-1] if m.hide_discard_top else view.discard_pile
    if pile:
        draw_card(surface, disc, deck[pile[-1]])
    else:
        empty_slot(surface, disc)
    if view.drawn is not None and not m.hide_drawn:
        draw_card(surface, tl.drawn, None if view.drawn == HIDDEN else deck[view.drawn])
    else:
        empty_slot(surface, tl.drawn)
    for name in (DRAW, DISCARD):
        if name in m.lit_piles:
            _lit(surface, tl.piles[name], lay, m.hover == name)


def _draw_army(surface: pygame.Surface, tl: TableLayout, lay: Layout, view: WarriorState, seat: int,
               viewer: int | None, m: Marks) -> None:
    panel = tl.panels[seat]
    tint = seat_tint(seat)
    turn = view.turn_seat == seat
    fill = (40, 36, 48, 236) if turn else theme.PANEL
    draw_panel(surface, panel, lay, fill=fill, border=theme.ACCENT_BRIGHT if turn else theme.darken(tint, 0.25))
    if turn:
        pygame.draw.rect(surface, theme.ACCENT_BRIGHT, panel, width=max(2, lay.px(3)),
                         border_radius=lay.radius)
    _draw_header(surface, tl.headers[seat], lay, view, seat, viewer)
    tiny = fonts.font_for(lay, "tiny")
    for row in ROWS:
        g = tl.gutters[(seat, row)]
        label = tiny.render(row_name(row), True, theme.TEXT_DIM)
        label = pygame.transform.rotate(label, 90)
        if label.get_height() > g.height:
            label = pygame.transform.smoothscale(
                label, (label.get_width(), g.height))
        surface.blit(label, label.get_rect(center=g.center))
    army = view.armies[seat]
    shown = None if m.shown_columns is None else m.shown_columns.get(seat)
    for row in ROWS:
        for c in range(army.columns):
            key = (seat, row, c)
            r = tl.slots[key]
            if key in m.in_flight:
                empty_slot(surface, r)
                continue
            card = army.card(row, c)
            up = army.is_up(row, c)
            if shown is not None and c >= shown and not up:
                card, up = HIDDEN, False
            if card == HIDDEN:
                draw_card(surface, r, None)
            elif up:
                draw_card(surface, r, view.deck[card])
            elif m.peek == key:
                # The view lets this seat know the card (its own Captain, Blue Zone): a peek.
                draw_card(surface, r, view.deck[card])
                _outline(surface, r, theme.ACCENT_BRIGHT, lay, 2)
            else:
                draw_card(surface, r, None)
                _eye(surface, r, lay)
            if key in m.lit_slots:
                _lit(surface, r, lay, m.hover == key)
    for c in range(army.columns):
        if (seat, c) in m.lit_columns:
            _lit(surface, tl.columns[(seat, c)], lay, m.hover == (seat, c))


def _eye(surface: pygame.Surface, r: pygame.Rect, lay: Layout) -> None:
    """A small eye on a face-down card its seat may peek at (hover shows it)."""
    cx, cy = r.right - lay.px(9), r.bottom - lay.px(8)
    s = lay.px(5)
    pygame.draw.ellipse(surface, theme.ACCENT_BRIGHT, pygame.Rect(cx - s, cy - s // 2 - 1, s * 2, s + 2), 1)
    pygame.draw.circle(surface, theme.ACCENT_BRIGHT, (cx, cy), max(1, s // 3))


def _draw_header(surface: pygame.Surface, r: pygame.Rect, lay: Layout, view: WarriorState, seat: int,
                 viewer: int | None) -> None:
    bold = fonts.font_for(lay, "small", fonts.BOLD)
    small = fonts.font_for(lay, "tiny")
    tint = seat_tint(seat)
    x = r.x + lay.px(10)
    cy = r.centery + lay.px(2)
    pygame.draw.circle(surface, tint, (x + lay.px(5), cy), lay.px(5))
    x += lay.px(14)
    zone = view.zones[seat] if seat < len(view.zones) else BLUE_ZONE
    zone_text = zone_name(zone)
    zw = small.size(zone_text)[0] + lay.px(12)
    badge = pygame.Rect(r.right - lay.px(8) - zw, cy - small.get_linesize() // 2 - 1, zw, small.get_linesize() + 2)
    pygame.draw.rect(surface, zone_colour(zone), badge, border_radius=lay.px(4))
    draw_text(surface, zone_text, small, theme.TEXT, badge.center, anchor="center", box=badge)
    marks = []
    if view.turn_seat == seat:
        marks.append(_("turn"))
    if view.drummer == seat and view.phase == TURNS and view.turn_seat is not None:
        marks.append(_("drums"))
    name = view.name(seat)
    if viewer == seat:
        name = _("{player} (you)", player=name)
    tag = " · ".join(marks)
    tw = small.size(tag)[0] + lay.px(10) if marks else 0
    # The casualties in words when there is room, else the number alone.
    cas = casualties_text(view.casualties[seat])
    cas_font = fonts.font_for(lay, "tiny", fonts.BOLD)
    gap = lay.px(10)
    fixed = badge.x - lay.px(8) - x - gap - (tw + lay.px(6) if marks else 0)
    if bold.size(name)[0] + cas_font.size(cas)[0] > fixed:
        cas = str(view.casualties[seat])
    cw = cas_font.size(cas)[0]
    draw_text(surface, cas, cas_font, theme.TEXT, (badge.x - lay.px(8), cy), anchor="midright")
    room = fixed - cw
    rr = draw_text(surface, name, bold, theme.ACCENT_BRIGHT if view.turn_seat == seat else theme.TEXT,
                   (x, cy), anchor="midleft", max_width=max(lay.px(30), room), box=r)
    if marks:
        tb = pygame.Rect(rr.right + lay.px(6), cy - small.get_linesize() // 2 - 1, tw, small.get_linesize() + 2)
        pygame.draw.rect(surface, theme.darken(theme.ACCENT, 0.45), tb, border_radius=lay.px(4))
        draw_text(surface, tag, small, theme.ACCENT_BRIGHT, tb.center, anchor="center", box=tb)
