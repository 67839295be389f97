"""Issue 16, Layout: nothing covers what matters.

The drag ghost keeps the space under the pointer in sight, the dice tray keeps off the attacked
space, the zoom of a card never covers the log, the hint (status box), End phase or Menu, and a
zoom of a card that has left the hand closes.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import commands as cmds
from game.core.game import Game
from game.core.geometry import BOARD_COLUMNS as COLUMNS
from game.core.geometry import ROWS
from game.core.legal import legal_commands
from game.ui.battle.board_view import BoardView
from game.ui.battle.dice_view import dice_rect
from game.ui.battle.geometry import BattleGeometry
from game.ui.battle.session import BattleSession
from game.ui.battle.zoom_place import place_zoom
from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import ZOOM_DELAY, BattleScene
from tests.factories import test_setup

SIZES = [(1024, 640), (1280, 800), (1600, 1000)]
SPACES = [(c, r) for c in range(COLUMNS) for r in range(ROWS)]


def _board(size: tuple[int, int], viewer: int = 0) -> tuple[BattleGeometry, BoardView]:
    g = BattleGeometry.for_layout(Layout.for_size(size))
    b = BoardView()
    b.place(g.board, g.cell, viewer)
    return g, b


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_drag_ghost_leaves_the_space_under_the_pointer_in_sight(size) -> None:
    g, board = _board(size)
    tile = board.card_rect((0, 0)).size
    for pos in SPACES:
        cell = board.cell_rect(pos)
        for point in (cell.center, cell.topleft, (cell.right - 1, cell.bottom - 1)):
            ghost = board.ghost_rect(tile, point)
            assert not ghost.colliderect(cell), (pos, point)
            assert ghost.colliderect(cell.inflate(2 * g.cell, 2 * g.cell)), "stays by the pointer"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("dice", [1, 3, 5])
def test_the_dice_tray_keeps_off_the_attacked_space(size, dice: int) -> None:
    """Attacks from an adjacent unit (melee) and from three spaces away (ranged), at every
    space of the board: the tray never covers the target, and stays within the board's height."""
    lay = Layout.for_size(size)
    _, board = _board(size)
    for target in SPACES:
        for dc, dr in ((0, 1), (0, -1), (1, 0), (0, 3), (0, -3), (3, 0), (-3, 0)):
            attacker = (target[0] + dc, target[1] + dr)
            if attacker not in SPACES:
                continue
            t, a = board.card_rect(target), board.card_rect(attacker)
            tray = dice_rect(board.rect, lay, dice, [t, a])
            assert not tray.colliderect(t), (target, attacker)
            assert board.rect.top <= tray.top and tray.bottom <= board.rect.bottom
    # With nothing to avoid, the tray sits in the board's middle as before.
    assert dice_rect(board.rect, lay, dice).center == board.rect.center


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_zoom_of_a_board_card_never_covers_the_log_the_hint_end_phase_or_menu(size) -> None:
    """The pointer on any space of the board, nothing lit (issue 42 moved the zoom off the
    board, see test_zoom_keeps_clear): the zoom covers neither the pointed space, the log, the
    status box with the hint, nor the top bar, and stays in the window."""
    g, board = _board(size)
    w, h = size
    keep_clear = {"log": g.log, "status (hint)": g.status, "top bar (End phase, Menu)": g.top_bar}
    lay = Layout.for_size(size)
    width = max(220, min(lay.px(250), g.left.width + lay.px(40), g.board.width))  # as the battle has it
    for tall in (1.4, 1.86):  # card-shaped, and a long text's
        def size_at(zw: int, tall=tall) -> tuple[int, int]:
            return (zw, round(zw * tall))

        for pos in SPACES:
            cell = board.cell_rect(pos)
            for point in (cell.center, cell.topleft):
                r = place_zoom(g.zoom_candidates(size_at, width, point),
                               [g.top_bar, cell, pygame.Rect(point, (1, 1))], g.zoom_spare())
                assert not r.colliderect(cell), f"zoom {r} covers the space pointed at"
                for name, rect in keep_clear.items():
                    assert not r.colliderect(rect), f"zoom {r} at {point} covers the {name}"
                assert pygame.Rect(0, 0, w, h).contains(r)


def test_a_zoom_of_a_card_that_left_the_hand_closes() -> None:
    """A hand card hovered until its zoom shows, then summoned without moving the pointer
    (the keyboard, or a click on a lit space): once it is on the battlefield the zoom is gone;
    a hand card that stays in the hand keeps its zoom."""
    pygame.font.init()
    g = Game.new(test_setup(3))
    stack = SceneStack((1280, 800))
    sc = BattleScene(g, BattleSession(pass_at_start=False))
    stack.push(sc)
    stack.update(0)
    p = g.state.turn.player
    summon = next(c for c in legal_commands(g.state) if isinstance(c, cmds.Summon))
    hand = list(g.state.players[p].hand)
    at = sc.hand.grab_point(hand, summon.card)
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    stack.update(ZOOM_DELAY + 0.05)
    assert sc.zoomed == summon.card
    other = next(u for u in hand if u != summon.card)
    sc.pinned_zoom = other
    stack.update(0.05)
    assert sc.zoomed == other  # pinned, still in the hand: stays
    sc.pinned_zoom = None
    stack.update(0.05)
    assert sc.zoomed == summon.card
    assert sc.submit(summon)
    for _ in range(600):
        stack.update(1 / 30)
        if not sc.busy:
            break
    assert g.state.cards[summon.card].pos == summon.to
    assert sc.zoomed is None
