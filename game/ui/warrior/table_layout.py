"""Where everything of a Warrior table goes in a rect: the piles in a column on the left, and
the armies (2 to 6) in a grid of panels, each with a header line (name, casualties, zone) and
its two rows of cards, Warriors above Captains. Pure geometry: the drawing (`table_view`) and
the scene's hit tests read the same rects."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import fonts
from game.ui.layout import Layout
from game.ui.warrior.card_face import ASPECT
from game.warrior.core.state import CAPTAINS, WARRIORS

# A slot is (seat, row, column); the piles are named.
Slot = tuple[int, str, int]
DRAW = "draw"
DISCARD = "discard"
MOST_COLUMNS = 4  # a Blue Zone army; a Red Zone one has 3 and is centred in the same room

GRID = {1: (1, 1), 2: (2, 1), 3: (2, 2), 4: (2, 2), 5: (3, 2), 6: (3, 2)}


@dataclass
class TableLayout:
    rect: pygame.Rect
    card: tuple[int, int] = (0, 0)
    pile_card: tuple[int, int] = (0, 0)
    panels: dict[int, pygame.Rect] = field(default_factory=dict)
    headers: dict[int, pygame.Rect] = field(default_factory=dict)
    gutters: dict[tuple[int, str], pygame.Rect] = field(default_factory=dict)
    slots: dict[Slot, pygame.Rect] = field(default_factory=dict)
    columns: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    piles: dict[str, pygame.Rect] = field(default_factory=dict)
    drawn: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    pile_labels: dict[str, pygame.Rect] = field(default_factory=dict)

    def slot_at(self, pos: tuple[int, int]) -> Slot | None:
        for key, r in self.slots.items():
            if r.collidepoint(pos):
                return key
        return None

    def pile_at(self, pos: tuple[int, int]) -> str | None:
        for name, r in self.piles.items():
            if r.collidepoint(pos):
                return name
        return None

    def column_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for key, r in self.columns.items():
            if r.collidepoint(pos):
                return key
        return None


def header_height(lay: Layout) -> int:
    return fonts.font_for(lay, "small", fonts.BOLD).get_linesize() + lay.px(8)


def compute(rect: pygame.Rect, lay: Layout, columns: tuple[int, ...]) -> TableLayout:
    """The layout of a table whose armies have `columns` columns each (one entry per seat)."""
    out = TableLayout(rect=rect.copy())
    n = len(columns)
    gap = lay.gap
    label_h = fonts.font_for(lay, "small").get_linesize()
    # The piles' column: three cards (draw, discard, the drawn card) under their labels.
    pw = min(lay.px(92), int((rect.height - 3 * (label_h + gap) - 2 * gap) / 3 / ASPECT))
    pw = max(lay.px(36), pw)
    ph = int(pw * ASPECT)
    pile_w = max(pw + lay.pad, lay.px(118))
    out.pile_card = (pw, ph)
    x = rect.x + (pile_w - pw) // 2
    y = rect.y + gap
    for name in (DRAW, DISCARD, "drawn"):
        out.pile_labels[name] = pygame.Rect(rect.x, y, pile_w, label_h)
        y += label_h + lay.px(2)
        r = pygame.Rect(x, y, pw, ph)
        if name == "drawn":
            out.drawn = r
        else:
            out.piles[name] = r
        y += ph + gap * 2
    # The armies' grid.
    grid = pygame.Rect(rect.x + pile_w + gap, rect.y, rect.width - pile_w - gap, rect.height)
    cols, rows = GRID[max(1, min(6, n))]
    pw_ = (grid.width - gap * (cols - 1)) // cols
    ph_ = (grid.height - gap * (rows - 1)) // rows
    hh = header_height(lay)
    gutter = lay.px(18)
    inner_pad = lay.px(8)
    avail_w = pw_ - inner_pad * 2 - gutter
    avail_h = ph_ - hh - inner_pad * 2 - gap
    cw = min((avail_w - lay.px(6) * (MOST_COLUMNS - 1)) // MOST_COLUMNS, int(avail_h / 2 / ASPECT))
    cw = max(lay.px(24), cw)
    ch = int(cw * ASPECT)
    out.card = (cw, ch)
    cgap = lay.px(6)
    for seat in range(n):
        gx, gy = seat % cols, seat // cols
        panel = pygame.Rect(grid.x + gx * (pw_ + gap), grid.y + gy * (ph_ + gap), pw_, ph_)
        out.panels[seat] = panel
        out.headers[seat] = pygame.Rect(panel.x, panel.y, panel.width, hh)
        k = columns[seat] or MOST_COLUMNS
        block_w = k * cw + (k - 1) * cgap
        block_h = ch * 2 + gap
        bx = panel.x + gutter + inner_pad + (avail_w - block_w) // 2
        by = panel.y + hh + inner_pad + max(0, (ph_ - hh - inner_pad * 2 - block_h) // 2)
        for i, row in enumerate((WARRIORS, CAPTAINS)):
            ry = by + i * (ch + gap)
            out.gutters[(seat, row)] = pygame.Rect(panel.x + inner_pad // 2, ry, gutter, ch)
            for c in range(k):
                out.slots[(seat, row, c)] = pygame.Rect(bx + c * (cw + cgap), ry, cw, ch)
        for c in range(k):
            top = out.slots[(seat, WARRIORS, c)]
            out.columns[(seat, c)] = pygame.Rect(top.x, top.y, cw, block_h)
    return out
