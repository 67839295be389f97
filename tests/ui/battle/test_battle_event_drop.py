"""Issue 42, "Doing what you meant": dropping an event card on a target did not pick that
target (the event was played, then asked for its target again). A drop onto a unit or a space
that the event's first question offers now answers it with that unit or space.

1E Phoenix Elves, Spirit of the Phoenix: "Choose a Phoenix Elves unit you control; until the
end of the turn it has Precise." (Play Event Cards phase.)"""

from __future__ import annotations

import pygame
from battle_helpers import MouseDriver

from game import catalog
from game.core import commands as cmds
from game.core.aim import event_aimed_at
from game.core.game import Game, LogEntry
from game.core.scenario import Scenario
from game.sim import make_setup
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene

SIZE = (1280, 800)


def setup_1e():
    return make_setup(catalog.ruleset("1e"), (catalog.deck("phoenix-elves-1e"), catalog.deck("tundra-orcs-1e")),
                      catalog.cards(), seed=1)


def event_phase() -> tuple[MouseDriver, BattleScene, int, int]:
    """Ella's Play Event Cards phase: her Warrior at (1,2), Spirit of the Phoenix in her hand."""
    s = Scenario(setup_1e(), clean=True).phase(0, "event")
    warrior = s.place(0, "Warrior", (1, 2))
    spirit = s.hand(0, "Spirit of the Phoenix")
    pygame.font.init()
    t = s.state.turn
    g = Game(setup=setup_1e(), initial=s.state, state=s.state, log=[LogEntry(None, (), t.number, t.player)])
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(1 / 60)
    return MouseDriver(stack), sc, warrior, spirit


def test_the_core_says_which_answer_a_drop_names() -> None:
    drv, sc, warrior, spirit = event_phase()
    play = cmds.PlayEvent(0, spirit)
    assert event_aimed_at(sc.game.state, play, card=warrior) is not None
    assert event_aimed_at(sc.game.state, play, space=(1, 2)) is not None  # the unit's space
    assert event_aimed_at(sc.game.state, play, space=(4, 4)) is None  # an empty space: no


def test_dropping_the_event_on_its_target_plays_it_on_that_target() -> None:
    drv, sc, warrior, spirit = event_phase()
    s = sc.display
    drv.drag(sc.hand.grab_point(s.players[0].hand, spirit), sc.board.cell_rect((1, 2)).center)
    drv.settle()
    drv.send(dt=0.25)
    g = sc.game
    assert g.state.pending is None  # no second question
    assert [type(e.command) for e in g.log[1:]] == [cmds.PlayEvent, cmds.Answer]


def test_dropping_the_event_elsewhere_still_asks_for_its_target() -> None:
    drv, sc, warrior, spirit = event_phase()
    s = sc.display
    drv.drag(sc.hand.grab_point(s.players[0].hand, spirit), sc.board.cell_rect((4, 4)).center)
    drv.settle()
    drv.send(dt=0.25)
    g = sc.game
    assert g.state.pending is not None and warrior in g.state.pending.options
    assert [type(e.command) for e in g.log[1:]] == [cmds.PlayEvent]
