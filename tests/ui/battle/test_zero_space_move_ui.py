"""The 0-space move (1E Master Set rulebook, "Phase 4: Movement": "A player may announce that they
are moving a Unit 0 spaces in order to activate such an Ability without having to move that Unit
from its current space") in the window: picking up such a unit lights its own space, and putting
it back there (or choosing its own space after selecting it) moves it 0 spaces; a unit without
such an ability put back on its space is only selected, as before. The log and the replay list
say what happened in words.

Ella (player 0) plays the shipped 1E Benders: Kalal (Glimpse the Future: "after Kalal moves")
stands walled in at (0, 0) by two Breakers, which have no such ability.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.decide import check
from game.core.game import Game
from game.core.scenario import Scenario
from game.i18n import language
from game.persist.describe import describe_command
from game.sim import make_setup
from game.ui.battle.describe import sentence
from game.ui.battle.interaction import Hit, Interaction, Submit
from game.ui.battle.session import BattleSession
from game.ui.core_text import tr_core
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene

SIZE = (1280, 800)
KALAL_AT = (0, 0)


def _position() -> tuple[Scenario, int, int]:
    setup = make_setup(catalog.ruleset("1e", include_user=False),
                       (catalog.deck("benders-1e", include_user=False), catalog.deck("vanguards-1e", include_user=False)),
                       catalog.cards(include_user=False), 3, ("Ella", "Toby"))
    s = Scenario(setup, clean=True)
    s.setup = setup
    s.phase(0, "move")
    kalal = s.place(0, "Kalal", KALAL_AT)
    breaker = s.place(0, "Breaker", (1, 0))
    s.place(0, "Breaker", (0, 1))
    return s, kalal, breaker


def _interaction(s: Scenario) -> Interaction:
    inter = Interaction()
    inter.refresh(s.state, 0)
    return inter


def test_dragging_kalal_lights_her_own_space_and_dropping_her_back_moves_her_0_spaces():
    """Drag-and-drop: picking up a unit lights its legal destinations, and dropping submits the
    command. For Kalal the only one is her own space: the 0-space move."""
    s, kalal, _ = _position()
    inter = _interaction(s)
    assert inter.begin_drag(kalal)
    assert inter.highlights().spaces == {KALAL_AT: "legal"}
    action = inter.drop(Hit(space=KALAL_AT, card=kalal, zone="board"))
    assert action == Submit(cmds.Move(0, kalal, ()))


def test_selecting_kalal_then_choosing_her_own_space_moves_her_0_spaces():
    """Click-moves: a click selects the unit and lights its destinations, a click on one moves it
    there; Kalal's own space is hers."""
    s, kalal, _ = _position()
    inter = _interaction(s)
    assert inter.click(Hit(space=KALAL_AT, card=kalal, zone="board")) is None
    assert inter.selected == kalal and inter.highlights().spaces[KALAL_AT] == "legal"
    assert inter.click(Hit(space=KALAL_AT, card=kalal, zone="board")) == Submit(cmds.Move(0, kalal, ()))
    assert inter.selected is None


def test_a_unit_without_such_an_ability_put_back_on_its_space_is_only_selected():
    """Must-not: a Breaker has no ability that works when it moves; dropped back on its own space
    nothing is submitted (it is selected, as a click would), and a second click deselects it,
    while Kalal beside it, dropped back, moves 0 spaces."""
    s, kalal, breaker = _position()
    inter = _interaction(s)
    at = s.card(breaker).pos
    assert inter.begin_drag(breaker)
    assert KALAL_AT not in inter.highlights().spaces
    assert inter.drop(Hit(space=at, card=breaker, zone="board")) is None
    assert inter.selected == breaker
    assert inter.click(Hit(space=at, card=breaker, zone="board")) is None
    assert inter.selected is None
    assert inter.begin_drag(kalal)
    assert inter.drop(Hit(space=KALAL_AT, card=kalal, zone="board")) == Submit(cmds.Move(0, kalal, ()))


def test_walled_in_units_without_such_an_ability_say_they_have_nowhere_to_move():
    """A click on a unit that can do nothing says why in the game's words: a walled-in Breaker, or
    under the 2nd edition's rules a walled-in Ember Archer (whose Quick Shot works after it moves:
    2E has no 0-space move), has "nowhere to move", not the rules' refusal of a 0-space move it
    never asked for; a walled-in Kalal is no such unit (she can be picked up)."""
    from tests.scene import faction_scene

    s, kalal, _ = _position()
    corner = s.place(0, "Breaker", (5, 0))
    s.place(0, "Breaker", (4, 0))
    s.place(0, "Breaker", (5, 1))
    inter = _interaction(s)
    assert inter.click(Hit(space=(5, 0), card=corner, zone="board")).reason == "Breaker has nowhere to move."
    assert kalal in inter.sources()
    t = faction_scene("phoenix-elves", "move")
    archer = t.place(0, "Ember Archer", (0, 0))
    t.place(0, "Royal Guardian", (1, 0))
    t.place(0, "Royal Guardian", (0, 1))
    inter = _interaction(t)
    assert archer not in inter.sources()
    assert inter.click(Hit(space=(0, 0), card=archer, zone="board")).reason == "Ember Archer has nowhere to move."


def test_the_log_and_the_replay_list_say_kalal_moves_0_spaces():
    """The log words the event ("Kalal moves 0 spaces and stays at A1."), and the replay's list of
    commands the command ("Move Kalal at A1 0 spaces"), in English and in Italian; the rules'
    refusal of a 0-space move to a unit without such an ability reads in Italian too."""
    s, kalal, breaker = _position()
    assert sentence(s.state, ev.UnitMovedZeroSpaces(kalal)) == "Kalal moves 0 spaces and stays at A1."
    assert describe_command(s.state, cmds.Move(0, kalal, ())) == "Move Kalal at A1 0 spaces"
    refusal = check(s.state, cmds.Move(0, breaker, ()))
    with language("it"):
        assert sentence(s.state, ev.UnitMovedZeroSpaces(kalal)) == "Kalal si muove di 0 spazi e resta in A1."
        assert tr_core(describe_command(s.state, cmds.Move(0, kalal, ()))).startswith("Muovi Kalal")
        assert tr_core(refusal).endswith("quindi non può muoversi di 0 spazi.")


def test_in_the_window_kalal_dragged_off_and_back_onto_her_space_moves_0_spaces():
    """The battle screen itself: the mouse pressed on Kalal, dragged a little (past the drag
    threshold, still over her space) and released there submits the 0-space move; Glimpse the
    Future then asks its question."""
    pygame.font.init()
    s, kalal, _ = _position()
    g = Game(setup=s.setup, initial=s.state, state=s.state)
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    sc.set_viewer(0)
    stack.update(0)
    cell = sc.board.cell_rect(KALAL_AT)
    start, end = cell.center, (cell.centerx + cell.width // 4, cell.centery)
    for e in (pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))):
        stack.handle_event(e)
        stack.update(1 / 60)
    assert sc.inter.dragging == kalal
    assert sc.inter.highlights().spaces == {KALAL_AT: "legal"}
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    stack.update(1 / 60)
    st = sc.game.state
    assert st.turn.movers == [kalal] and st.cards[kalal].pos == KALAL_AT
    assert st.pending is not None and "Glimpse the Future" in st.pending.text
