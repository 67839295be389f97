"""The Army Tracker board: a track from "Start Here" (0) to 60 and beyond, the Blue Zone up to
34, the Red Zone from 35, the end at 60, and a pawn for each player (at a casualty count that
may be between two spaces while it moves)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import draw_text
from game.ui.warrior.table_view import seat_tint
from game.ui.widgets import draw_panel
from game.warrior.core.state import GAME_ENDS_AT, RED_ZONE_AT

TRACK_END = GAME_ENDS_AT + 5  # room past the end, for a pawn that went beyond 60
BLUE = (52, 96, 170)
RED = (170, 52, 46)


def tracker_title() -> str:
    return _("Army Tracker")


def space_x(track: pygame.Rect, casualties: float) -> int:
    c = max(0.0, min(float(TRACK_END), casualties))
    return int(track.x + track.width * c / TRACK_END)


def draw_tracker(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, names: Sequence[str],
                 positions: Sequence[float], moves: Sequence[int] | None = None) -> None:
    """The board in `rect`; `positions` are the pawns' casualties now (floats while moving),
    `moves` what the last battle changed (shown beside each name)."""
    draw_panel(surface, rect, lay, fill=theme.PANEL[:3])
    head = fonts.font_for(lay, "heading", fonts.BOLD)
    small = fonts.font_for(lay, "small")
    tiny = fonts.font_for(lay, "tiny")
    draw_text(surface, tracker_title(), head, theme.ACCENT, (rect.centerx, rect.y + lay.pad), anchor="midtop")
    top = rect.y + lay.pad + head.get_linesize() + lay.px(16)
    track = pygame.Rect(rect.x + lay.pad * 2, top + tiny.get_linesize() + lay.px(6), rect.width - lay.pad * 4,
                        lay.px(34))
    blue = pygame.Rect(track.x, track.y, space_x(track, RED_ZONE_AT) - track.x, track.height)
    red = pygame.Rect(blue.right, track.y, space_x(track, GAME_ENDS_AT) - blue.right, track.height)
    beyond = pygame.Rect(red.right, track.y, track.right - red.right, track.height)
    pygame.draw.rect(surface, BLUE, blue, border_top_left_radius=lay.px(6), border_bottom_left_radius=lay.px(6))
    pygame.draw.rect(surface, RED, red)
    pygame.draw.rect(surface, (40, 16, 16), beyond, border_top_right_radius=lay.px(6),
                     border_bottom_right_radius=lay.px(6))
    draw_text(surface, _("Blue Zone"), small, theme.TEXT, blue.center, anchor="center", box=blue)
    draw_text(surface, _("Red Zone"), small, theme.TEXT, red.center, anchor="center", box=red)
    for n in range(0, GAME_ENDS_AT + 1):
        x = space_x(track, n)
        tall = n % 5 == 0
        pygame.draw.line(surface, (20, 16, 22), (x, track.y), (x, track.y + (track.height // 3 if tall else track.height // 6)), 1)
        if tall:
            draw_text(surface, str(n), tiny, theme.TEXT_DIM, (x, track.y - lay.px(3)), anchor="midbottom")
    end = space_x(track, GAME_ENDS_AT)
    pygame.draw.line(surface, theme.ACCENT_BRIGHT, (end, track.y - lay.px(4)), (end, track.bottom + lay.px(4)),
                     max(2, lay.px(3)))
    draw_text(surface, _("Start Here"), tiny, theme.TEXT_DIM, (track.x, track.bottom + lay.px(4)), anchor="topleft")
    draw_text(surface, _("The end"), tiny, theme.ACCENT_BRIGHT, (end, track.bottom + lay.px(4)), anchor="midtop")
    # The pawns: one lane each under the track, so pawns on one space do not hide each other.
    lane = max(lay.px(14), min(lay.px(24), (rect.bottom - track.bottom - lay.px(40)) // max(1, len(names))))
    y0 = track.bottom + tiny.get_linesize() + lay.px(12)
    for seat, (name, pos) in enumerate(zip(names, positions, strict=True)):
        y = y0 + seat * lane + lane // 2
        x = space_x(track, pos)
        pygame.draw.line(surface, theme.with_alpha(seat_tint(seat), 120)[:3], (x, track.bottom), (x, y), 1)
        pygame.draw.circle(surface, seat_tint(seat), (x, y), max(4, lane // 2 - 2))
        pygame.draw.circle(surface, theme.TEXT, (x, y), max(4, lane // 2 - 2), 1)
        label = f"{name} · {int(round(pos))}"
        if moves is not None and moves[seat]:
            label += f" ({moves[seat]:+d})"
        right = x > track.centerx
        draw_text(surface, label, small, theme.TEXT, (x + (-1 if right else 1) * lay.px(14), y),
                  anchor="midright" if right else "midleft")


def tracker_rect(lay: Layout, seats: int) -> pygame.Rect:
    """The board's place over the table."""
    w = min(lay.width - lay.pad * 4, lay.px(900))
    lane = lay.px(24)
    h = lay.px(150) + seats * lane
    return lay.centered(w, h)
