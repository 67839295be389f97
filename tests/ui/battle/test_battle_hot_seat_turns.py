"""No accidental turns in hot-seat (issue 15): synthetic input only.

- The pass-the-device screen opens only on its own button, and only after ARM_DELAY seconds of
  its own time: Space, Enter typed ahead, a click elsewhere and a press begun early never
  show the next player's hand.
- End phase ignores repeats within END_PHASE_REPEAT seconds of scene time.
- Ending an attack phase that costs the summoner life (rulebook, "The Cost of Inaction") or
  while units can still attack asks first, unless Settings turn the question off.
- Game over puts no focus on Rematch, and Space there does nothing.
"""

from __future__ import annotations

import pygame
from battle_helpers import MouseDriver, down, key, move, up

from game.core import commands as cmds
from game.core import events as ev
from game.core.forecast import EndPhaseCost
from game.core.game import Game
from game.core.ruleset import ATTACK, MAGIC, SUMMON
from game.ui.battle.end_phase_question import end_phase_question
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene as ScreenBelow  # a plain screen to return to
from game.ui.scenes.battle import END_PHASE_REPEAT, BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pass_device import ARM_DELAY, PassDeviceScene
from tests.factories import test_setup
from tests.scene import Scene, rules_setup

FRAME = 1 / 60


def _battle(game: Game, ask: bool = True) -> tuple[SceneStack, BattleScene, MouseDriver]:
    """A hot-seat battle (two humans), instant animations, the acting player already looking."""
    pygame.font.init()
    stack = SceneStack((1024, 640))
    session = BattleSession(pass_at_start=False, ask_before_ending_phase=lambda: ask)
    sc = BattleScene(game, session, animation_factor=None)
    stack.push(sc)
    stack.update(0)
    return stack, sc, MouseDriver(stack)


def _game_at(phase: str, seed: int = 2) -> Game:
    """A fresh game, its phases ended until `phase` of some player's turn."""
    g = Game.new(test_setup(seed))
    while g.state.phase != phase:
        g.submit(cmds.EndPhase(g.state.turn.player))
    return g


def _ended(game: Game, since: int) -> int:
    return sum(isinstance(e.command, cmds.EndPhase) for e in game.log[since:])


def _click_end_phase(drv: MouseDriver, sc: BattleScene) -> None:
    drv.click(sc.phase_bar.end_button.rect.center)  # one frame (FRAME) passes after it


# -- the acceptance test ----------------------------------------------------------------------


def test_twelve_fast_end_phase_clicks_and_two_spaces_end_one_phase_and_reveal_no_hand() -> None:
    """Issue 15 acceptance: End phase clicked 12 times fast ends one phase, in the middle of a
    turn and at its end; then Space twice on the pass screen shows no hand."""
    g = _game_at(SUMMON)
    stack, sc, drv = _battle(g)
    me = g.state.turn.player
    n = len(g.log)
    for _ in range(12):
        _click_end_phase(drv, sc)
    assert _ended(g, n) == 1 and g.state.phase != SUMMON and g.state.turn.player == me
    # On to the Magic phase, one deliberate click at a time (past the repeat window).
    while g.state.phase != MAGIC:
        drv.send(dt=END_PHASE_REPEAT)
        _click_end_phase(drv, sc)
        if isinstance(stack.top, ConfirmScene):  # the attack phase asks first
            drv.click(stack.top.yes.rect.center)
    drv.send(dt=END_PHASE_REPEAT)
    n = len(g.log)
    for _ in range(12):
        _click_end_phase(drv, sc)
    assert _ended(g, n) == 1
    assert g.state.turn.player == 1 - me  # that one click ended the turn
    assert isinstance(stack.top, PassDeviceScene)
    drv.send(key(pygame.K_SPACE))
    drv.send(key(pygame.K_SPACE), dt=ARM_DELAY)  # even once the button is on, Space is not it
    assert isinstance(stack.top, PassDeviceScene)
    assert sc.viewer == me  # the hand under the screen is still the last player's
    assert _ended(g, n) == 1
    # ...and the button itself does open it, for the right player.
    drv.click(stack.top.button.rect.center)
    assert stack.top is sc and sc.viewer == 1 - me


def test_end_phase_clicks_within_the_repeat_window_end_one_phase_and_a_later_one_ends_another() -> None:
    """A stream of clicks each less than END_PHASE_REPEAT apart ends one phase; a click after a
    pause ends the next."""
    g = _game_at(SUMMON)
    stack, sc, drv = _battle(g)
    n = len(g.log)
    step = END_PHASE_REPEAT / 2
    _click_end_phase(drv, sc)
    for _ in range(11):
        drv.send(dt=step)
        _click_end_phase(drv, sc)
    assert _ended(g, n) == 1
    drv.send(dt=END_PHASE_REPEAT)
    _click_end_phase(drv, sc)
    assert _ended(g, n) == 2


def test_space_twice_fast_ends_one_phase_and_after_a_pause_another() -> None:
    g = _game_at(SUMMON)
    stack, sc, drv = _battle(g)
    n = len(g.log)
    drv.send(key(pygame.K_SPACE))
    drv.send(key(pygame.K_SPACE))
    assert _ended(g, n) == 1
    drv.send(dt=END_PHASE_REPEAT)
    drv.send(key(pygame.K_SPACE))
    assert _ended(g, n) == 2


# -- the pass-the-device screen ---------------------------------------------------------------


def _pass_screen() -> tuple[SceneStack, PassDeviceScene, list[str]]:
    pygame.font.init()
    opened: list[str] = []
    stack = SceneStack((1024, 640))
    stack.push(ScreenBelow())
    scene = PassDeviceScene("Toby", (200, 80, 80), lambda: opened.append("Toby"))
    stack.push(scene)
    return stack, scene, opened


def _press(stack: SceneStack, pos) -> None:
    for e in (move(pos), down(pos), up(pos)):
        stack.handle_event(e)


def test_pass_screen_button_is_off_until_the_delay_has_passed_then_opens() -> None:
    stack, scene, opened = _pass_screen()
    stack.update(ARM_DELAY * 0.9)
    assert not scene.button.enabled
    _press(stack, scene.button.rect.center)
    assert opened == [] and stack.top is scene
    stack.update(ARM_DELAY * 0.2)
    assert scene.button.enabled
    _press(stack, scene.button.rect.center)
    assert opened == ["Toby"] and stack.top is not scene


def test_pass_screen_ignores_space_enter_typed_ahead_and_clicks_elsewhere() -> None:
    stack, scene, opened = _pass_screen()
    # Queued before the screen's first frame: Enter, Space, a click on the button.
    for e in (key(pygame.K_RETURN), key(pygame.K_SPACE), key(pygame.K_KP_ENTER)):
        stack.handle_event(e)
    _press(stack, scene.button.rect.center)
    stack.update(ARM_DELAY)
    assert opened == [] and scene.button.enabled
    # Armed now: still nothing from Space, keypad Enter or a click off the button.
    stack.handle_event(key(pygame.K_SPACE))
    stack.handle_event(key(pygame.K_KP_ENTER))
    _press(stack, (10, 10))
    _press(stack, (scene.button.rect.centerx, scene.button.rect.bottom + 40))
    assert opened == [] and stack.top is scene
    # Enter pressed now, on purpose, is the button's own key.
    stack.handle_event(key(pygame.K_RETURN))
    assert opened == ["Toby"]


def test_pass_screen_press_begun_before_the_button_is_on_does_not_open_it() -> None:
    stack, scene, opened = _pass_screen()
    pos = scene.button.rect.center
    stack.handle_event(move(pos))
    stack.handle_event(down(pos))
    stack.update(ARM_DELAY)
    stack.handle_event(up(pos))
    assert opened == [] and stack.top is scene


def test_pass_screen_shows_the_wait() -> None:
    """The button is drawn greyed (with a filling bar) while off, and lit once on."""
    stack, scene, _ = _pass_screen()
    surf = pygame.Surface((1024, 640))
    scene.draw(surf)
    before = surf.subsurface(scene.button.rect).copy()
    stack.update(ARM_DELAY)
    scene.draw(surf)
    after = surf.subsurface(scene.button.rect)
    changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                  for x in range(0, before.get_width(), 4) for y in range(0, before.get_height(), 4))
    assert changed > 10


# -- asking before an attack phase ends ---------------------------------------------------------


def test_ending_an_attack_phase_with_the_cost_of_inaction_asks_first_and_yes_ends_it() -> None:
    """The Cost of Inaction: 'Add 1 damage to your summoner at the end of your Attack Phase if
    you did not target any enemy cards' — the window asks, worded from the rules' forecast."""
    g = _game_at(ATTACK)
    stack, sc, drv = _battle(g)
    me = g.state.turn.player
    summoner = g.state.summoner(me)
    n = len(g.log)
    for _ in range(12):
        _click_end_phase(drv, sc)  # the repeats land outside the question's buttons
    q = stack.top
    assert isinstance(q, ConfirmScene)
    assert q.title == "End the attack phase?"
    assert q.text.startswith(f"{summoner.defn.name} takes 1 damage")
    assert _ended(g, n) == 0 and g.state.phase == ATTACK
    drv.send(key(pygame.K_SPACE))  # Space does not answer it
    assert stack.top is q and _ended(g, n) == 0
    drv.click(q.yes.rect.center)
    assert stack.top is sc and _ended(g, n) == 1 and g.state.phase == MAGIC
    assert g.state.cards[summoner.uid].damage == summoner.damage + 1


def test_not_yet_or_escape_keeps_the_attack_phase() -> None:
    g = _game_at(ATTACK)
    stack, sc, drv = _battle(g)
    n = len(g.log)
    _click_end_phase(drv, sc)
    drv.click(stack.top.no.rect.center)
    assert stack.top is sc and g.state.phase == ATTACK
    drv.send(dt=END_PHASE_REPEAT)
    drv.send(key(pygame.K_SPACE))
    assert isinstance(stack.top, ConfirmScene)
    drv.send(key(pygame.K_ESCAPE))
    assert stack.top is sc and g.state.phase == ATTACK and _ended(g, n) == 0
    drv.send(dt=END_PHASE_REPEAT)
    drv.send(key(pygame.K_SPACE))
    drv.send(key(pygame.K_RETURN))  # Enter answers yes
    assert g.state.phase == MAGIC and _ended(g, n) == 1


def test_the_setting_off_ends_the_attack_phase_without_asking() -> None:
    g = _game_at(ATTACK)
    stack, sc, drv = _battle(g, ask=False)
    _click_end_phase(drv, sc)
    assert stack.top is sc and g.state.phase == MAGIC


def test_no_question_when_ending_the_phase_costs_nothing() -> None:
    """Summon phase: no Cost of Inaction and no attacks to miss, so End phase just ends it."""
    g = _game_at(SUMMON)
    stack, sc, drv = _battle(g)
    _click_end_phase(drv, sc)
    assert stack.top is sc and g.state.phase != SUMMON


def test_no_question_after_an_enemy_was_attacked_and_no_attack_is_left() -> None:
    """The Cost of Inaction is avoided by targeting an enemy card; with no unit left to attack,
    the attack phase ends at once."""
    s = Scene(clean=True).phase(0, ATTACK)
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Guard", (1, 4))
    s.do(cmds.Attack(0, w, t))
    g = Game(rules_setup(), s.state, s.state, [])
    stack, sc, drv = _battle(g)
    _click_end_phase(drv, sc)
    assert stack.top is sc and g.state.phase == MAGIC
    assert not any(isinstance(e, ev.DamageAdded) for e in g.log[-1].events)


def test_units_that_can_still_attack_are_counted_in_the_question() -> None:
    s = Scene(clean=True).phase(0, ATTACK)
    s.place(0, "Test Warrior", (1, 3))
    s.place(0, "Test Warrior", (0, 3))
    s.place(1, "Test Guard", (1, 4))
    s.place(1, "Test Guard", (0, 4))
    g = Game(rules_setup(), s.state, s.state, [])
    stack, sc, drv = _battle(g)
    _click_end_phase(drv, sc)
    q = stack.top
    assert isinstance(q, ConfirmScene)
    assert q.text == "Test Summoner takes 1 damage (the cost of inaction). 2 units can still attack."


# -- game over ----------------------------------------------------------------------------------


def _game_over() -> tuple[SceneStack, GameOverScene, list[str]]:
    pygame.font.init()
    calls: list[str] = []
    stack = SceneStack((1024, 640))
    stack.push(ScreenBelow())
    over = GameOverScene(winner="Ella", reason="summoner destroyed", turns=9,
                         on_rematch=lambda: calls.append("rematch"),
                         on_replay=lambda: calls.append("replay"),
                         on_menu=lambda: calls.append("menu"))
    stack.push(over)
    stack.update(0)
    return stack, over, calls


def test_game_over_focuses_nothing_and_space_does_nothing() -> None:
    stack, over, calls = _game_over()
    assert not any(b.focused for b in (over.rematch, over.replay, over.menu_button))
    stack.handle_event(key(pygame.K_SPACE))
    stack.handle_event(key(pygame.K_RETURN))
    assert calls == []
    # Chosen on purpose with the arrow keys, Space still does nothing; Enter acts.
    stack.handle_event(key(pygame.K_DOWN))
    assert over.rematch.focused
    stack.handle_event(key(pygame.K_SPACE))
    assert calls == []
    stack.handle_event(key(pygame.K_RETURN))
    assert calls == ["rematch"]


def test_game_over_buttons_still_work_by_click_and_letter() -> None:
    stack, over, calls = _game_over()
    _press(stack, over.rematch.rect.center)
    stack.handle_event(key(pygame.K_w))
    assert calls == ["rematch", "replay"]


# -- the question's words -----------------------------------------------------------------------


def test_the_question_is_worded_from_the_forecast() -> None:
    assert end_phase_question(EndPhaseCost("attack")) is None
    assert end_phase_question(EndPhaseCost("attack", "Svara", 1)) == (
        "End the attack phase?", "Svara takes 1 damage (the cost of inaction).")
    assert end_phase_question(EndPhaseCost("attack", attackers_left=(7,))) == (
        "End the attack phase?", "1 unit can still attack.")
    title, text = end_phase_question(EndPhaseCost("attack", "Svara", 1, True, (7, 9)))
    assert text == ("Svara takes 1 damage (the cost of inaction) and is destroyed: you lose the "
                    "game. 2 units can still attack.")
