"""The battle report: one army's Squadrons turned face up one by one, each with the reason it
cost what it did written beside it, and the army's whole battle under them."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import draw_text
from game.ui.warrior.card_face import ASPECT, draw_card
from game.ui.warrior.table_view import seat_tint
from game.ui.warrior.words import column_sentence
from game.ui.widgets import draw_panel
from game.warrior.core import events as ev
from game.warrior.core.cards import CardDef


def battle_rect(lay: Layout, columns: int, lines: int) -> pygame.Rect:
    cw = lay.px(44)
    row = int(cw * ASPECT) + lay.px(8)
    body = fonts.font_for(lay, "body").get_linesize()
    h = lay.px(70) + columns * row + lines * (body + lay.px(4)) + lay.pad
    w = min(lay.width - lay.pad * 4, lay.px(620))
    return lay.centered(w, min(h, lay.height - lay.px(40)))


def draw_battle(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, name: str, seat: int,
                cards: Sequence[tuple[CardDef, CardDef]], scored: ev.BattleScored, shown: int,
                lines: Sequence[str]) -> None:
    """`cards` are the army's (Warrior, Captain) by column, all face up now; the first `shown`
    columns have their reasons written; `lines` (Extra Skill, the whole) show once all have."""
    draw_panel(surface, rect, lay, fill=theme.PANEL[:3], border=seat_tint(seat))
    head = fonts.font_for(lay, "heading", fonts.BOLD)
    body = fonts.font_for(lay, "body")
    bold = fonts.font_for(lay, "body", fonts.BOLD)
    draw_text(surface, _("{player}'s army in battle", player=name), head, seat_tint(seat),
              (rect.centerx, rect.y + lay.pad), anchor="midtop", max_width=rect.width - lay.pad * 2, box=rect)
    y = rect.y + lay.pad + head.get_linesize() + lay.px(10)
    cw = lay.px(44)
    ch = int(cw * ASPECT)
    for score, (w, c) in zip(scored.columns, cards, strict=False):
        i = score.column
        x = rect.x + lay.pad
        label = _("Column {n}", n=i + 1)
        draw_text(surface, label, fonts.font_for(lay, "small"), theme.TEXT_DIM, (x, y + ch // 2), anchor="midleft")
        x += lay.px(80)
        draw_card(surface, pygame.Rect(x, y, cw, ch), w)
        draw_card(surface, pygame.Rect(x + cw + lay.px(6), y, cw, ch), c)
        tx = x + cw * 2 + lay.px(20)
        if i < shown:
            colour = theme.LIFE_UP if score.casualties < 0 else (theme.TEXT if score.casualties else theme.HIGHLIGHT_LEGAL)
            draw_text(surface, column_sentence(score, w, c), bold, colour, (tx, y + ch // 2), anchor="midleft",
                      max_width=rect.right - lay.pad - tx, box=rect)
        y += ch + lay.px(8)
    if shown >= len(scored.columns):
        y += lay.px(4)
        for line in lines:
            draw_text(surface, line, body, theme.ACCENT_BRIGHT, (rect.x + lay.pad, y), anchor="topleft",
                      max_width=rect.width - lay.pad * 2, box=rect)
            y += body.get_linesize() + lay.px(4)
