"""1E setup, before the first turn: "Each player rolls a die. The player with the highest roll
chooses who will take the first turn. Re-roll ties." While that choice is open the battle shows
the rolled dice over the board, each under its player's name, the high roller's lit (the core's
`FirstPlayerRolls` event; the question itself is the prompt on the right)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core import events as ev
from game.core.state import GameState
from game.i18n import _
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.dice_view import numbered_face
from game.ui.layout import Layout
from game.ui.text import note
from game.ui.widgets import draw_panel


def first_player_rolls(state: GameState, events: Sequence[ev.Event]) -> ev.FirstPlayerRolls | None:
    """The setup's roll while its question is still open (no turn has begun), else None."""
    if state.turn.number != 0 or state.pending is None or state.over:
        return None
    return next((e for e in reversed(events) if isinstance(e, ev.FirstPlayerRolls)), None)


def rolls_lines(state: GameState, e: ev.FirstPlayerRolls) -> list[str]:
    """The words around the dice: a tie re-rolled, and who chooses."""
    out = []
    for faces in e.rolls[:-1]:
        out.append(_("Tie ({rolls}): rolled again.", rolls=" – ".join(str(f + 1) for f in faces)))
    out.append(_("{player} rolled highest and chooses who goes first.", player=state.players[e.chooser].name))
    return out


def _die_and_column(board: pygame.Rect, lay: Layout) -> tuple[int, int]:
    size = max(32, min(lay.px(64), board.width // 6))
    return size, max(size + lay.px(40), lay.px(150))


def _names(lay: Layout, state: GameState, e: ev.FirstPlayerRolls, col: int) -> tuple[int, list[list[str]]]:
    """The font size of the "{player} rolled" captions over the dice and each one's lines:
    the body size, else smaller down to the small size, else on two lines (issue 42: a caption
    was cut, "Computer roll…")."""
    width = col - lay.px(4)
    names = [_("{player} rolled", player=state.players[p].name) for p in range(len(e.rolls[-1]))]
    for px in range(lay.font_px("body"), lay.font_px("small") - 1, -1):
        font = fonts.get_font(fonts.BOLD, px)
        if all(font.size(n)[0] <= width for n in names):
            return px, [[n] for n in names]
    px = lay.font_px("small")
    return px, [list(textcache.wrapped(n, fonts.BOLD, px, width))[:2] for n in names]


def _lines(lay: Layout, state: GameState, e: ev.FirstPlayerRolls, width: int) -> list[str]:
    """The words under the dice, wrapped to the panel (never cut: "chooses who goes f…")."""
    px = lay.font_px("small")
    return [row for line in rolls_lines(state, e) for row in textcache.wrapped(line, fonts.BOLD, px, width)]


def first_player_rolls_rect(board: pygame.Rect, lay: Layout, state: GameState, e: ev.FirstPlayerRolls) -> pygame.Rect:
    """Where `draw_first_player_rolls` puts its panel."""
    size, col = _die_and_column(board, lay)
    small = fonts.font_for(lay, "small")
    n = len(e.rolls[-1])
    w = max(col * n + lay.px(24), min(board.width - lay.px(20), lay.px(420)))
    px, names = _names(lay, state, e, col)
    name_h = fonts.get_font(fonts.BOLD, px).get_linesize() * max(len(lines) for lines in names)
    rows = len(_lines(lay, state, e, w - lay.px(16)))
    h = lay.px(16) + name_h + size + lay.px(10) + small.get_linesize() * (rows + 1) + lay.px(8)
    box = pygame.Rect(0, 0, w, h)
    box.center = board.center
    return box


def draw_first_player_rolls(surface: pygame.Surface, board: pygame.Rect, lay: Layout, state: GameState,
                            e: ev.FirstPlayerRolls) -> pygame.Rect:
    """A panel in the board's middle: each player's name over their die (the last round), the
    high roller's die lit, and a line saying who chooses. Returns the panel's rect."""
    faces = e.rolls[-1]
    size, col = _die_and_column(board, lay)
    small = fonts.font_for(lay, "small")
    box = first_player_rolls_rect(board, lay, state, e)
    px, names = _names(lay, state, e, col)
    step = fonts.get_font(fonts.BOLD, px).get_linesize()
    name_h = step * max(len(lines) for lines in names)
    draw_panel(surface, box, lay, fill=(*theme.TOOLTIP_BG, 240))
    x0 = box.centerx - col * len(faces) // 2
    y = box.y + lay.px(10)
    for p, f in enumerate(faces):
        cx = x0 + col * p + col // 2
        name = _("{player} rolled", player=state.players[p].name)
        for i, line in enumerate(names[p]):
            img = textcache.text(line, fonts.BOLD, px, theme.player_tint(p), col - lay.px(4))
            at = surface.blit(img, img.get_rect(midtop=(cx, y + i * step)))
            note("first player roll", name, line, at, box)
        die = numbered_face(size, f + 1, hit=p == e.chooser)
        surface.blit(die, die.get_rect(midtop=(cx, y + name_h + lay.px(4))))
        label = str(f + 1)
        note("first player die", label, label, die.get_rect(midtop=(cx, y + name_h + lay.px(4))), box)
    y += name_h + size + lay.px(12)
    for line in _lines(lay, state, e, box.width - lay.px(16)):
        img = textcache.role_text(lay, line, "small", theme.ACCENT_BRIGHT, fonts.BOLD, box.width - lay.px(16))
        at = surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        note("first player roll", line, line, at, box)
        y += small.get_linesize()
    return box
