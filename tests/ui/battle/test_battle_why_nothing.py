"""Issue 42, "Doing what you meant": "A refused third move on the 1E first turn says nothing.
'Nothing more to do in this phase' does not say why (e.g. every space beside your walls is
full)."

1E Master Set rulebook, Game Setup: "During that first Movement Phase the player going first can
only move with up to 2 Units, instead of the normal 3." Picking up a third unit now says so, as
a click on it does; and the status box says why nothing is left to do (`game.core.idle_reason`)."""

from __future__ import annotations

import pygame
from battle_helpers import MouseDriver

from game import catalog
from game.core import commands as cmds
from game.core.game import Game, LogEntry
from game.core.idle_reason import why_nothing
from game.core.scenario import Scenario
from game.i18n import _
from game.sim import make_setup
from game.ui.battle.action_panel import next_step_hint
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene

SIZE = (1280, 800)
FIRST_TURN = "On the first turn of the game the first player moves at most 2 units."


def setup_1e():
    return make_setup(catalog.ruleset("1e"), (catalog.deck("phoenix-elves-1e"), catalog.deck("tundra-orcs-1e")),
                      catalog.cards(), seed=1)


def battle(s: Scenario) -> tuple[MouseDriver, BattleScene]:
    pygame.font.init()
    t = s.state.turn
    g = Game(setup=setup_1e(), initial=s.state, state=s.state, log=[LogEntry(None, (), t.number, t.player)])
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(1 / 60)
    return MouseDriver(stack), sc


def first_turn_moves() -> tuple[Scenario, int]:
    """Ella's first Movement phase of the game, two of her units moved, a third (an Archer at
    (4,3)) still standing."""
    s = Scenario(setup_1e(), clean=True).phase(0, "move", first_turn=True)
    a = s.place(0, "Warrior", (0, 3))
    b = s.place(0, "Guardian", (1, 3))
    third = s.place(0, "Archer", (4, 3))
    s.do(cmds.Move(0, a, ((0, 4),)))
    s.do(cmds.Move(0, b, ((1, 4),)))
    return s, third


def toasts(sc: BattleScene) -> list[str]:
    return [t.text for t in sc.toaster.toasts]


def test_picking_up_a_third_unit_on_the_first_turn_says_why_it_cannot_move() -> None:
    s, third = first_turn_moves()
    drv, sc = battle(s)
    at = sc.board.cell_rect((4, 3)).center
    drv.drag(at, sc.board.cell_rect((4, 4)).center)
    assert any(FIRST_TURN in t for t in toasts(sc)), toasts(sc)
    assert len(sc.game.log) == 1  # nothing moved


def test_a_second_unit_on_the_first_turn_still_moves_and_says_nothing() -> None:
    s = Scenario(setup_1e(), clean=True).phase(0, "move", first_turn=True)
    a = s.place(0, "Warrior", (0, 3))
    s.place(0, "Guardian", (1, 3))
    s.do(cmds.Move(0, a, ((0, 4),)))
    drv, sc = battle(s)
    drv.drag(sc.board.cell_rect((1, 3)).center, sc.board.cell_rect((1, 4)).center)
    assert not toasts(sc)
    assert isinstance(sc.game.log[-1].command, cmds.Move)


def test_the_status_box_says_why_nothing_is_left_to_move() -> None:
    s, _third = first_turn_moves()
    drv, sc = battle(s)
    hint = next_step_hint(sc.game.state, sc.inter, 0)
    assert FIRST_TURN in hint and "Nothing more to do" not in hint


def test_every_space_next_to_your_walls_taken_is_said() -> None:
    """Summon phase, a Warrior in hand and magic for it, but the four spaces next to her Wall
    are taken."""
    s = Scenario(setup_1e(), clean=True).phase(0, "summon")
    for name, pos in (("Guardian", (1, 2)), ("Guardian", (3, 2)), ("Archer", (2, 1)), ("Archer", (2, 3))):
        s.place(0, name, pos)
    s.in_hand(0, "Warrior")
    s.magic(0, 3)
    assert str(why_nothing(s.state, 0)) == "Every space next to your walls is taken."
    drv, sc = battle(s)
    hint = next_step_hint(sc.game.state, sc.inter, 0)
    assert _("Every space next to your walls is taken.") in hint


def test_with_a_free_space_the_summon_phase_has_no_reason_to_give() -> None:
    s = Scenario(setup_1e(), clean=True).phase(0, "summon")
    s.in_hand(0, "Warrior")
    s.magic(0, 3)
    assert why_nothing(s.state, 0) is None
