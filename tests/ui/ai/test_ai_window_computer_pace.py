"""Issue 42: "A long computer turn cannot be sped up, and nothing sums up what the computer did:
add a speed setting (and a key to hurry the current turn) and a turn summary the player can
open." Settings' "Computer's turns" (Watch, Fast, At once) sets how a computer's turn plays
against the player's own animation speed; Space during a computer's turn plays the rest of it
at once; when the turn is over one line says what it did, and T tells the turn line by line."""

from __future__ import annotations

import time

import pygame
from ai_ui_support import GateBot, game_at_bots_turn, stack_with

from game.ai.easy import EasyBot
from game.ui.battle import turn_summary
from game.ui.battle.session import BattleSession, Seat
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.message import MessageScene
from game.ui.settings import Settings
from tests.ui.input_events import key

DT = 1 / 30


def _scene(speed=lambda: 1.0, bot=None, factor: float | None = 1.0):
    game = game_at_bots_turn(4)
    bot = bot if bot is not None else GateBot()
    session = BattleSession(seats=("human", "bot"), bots={1: bot}, seat_specs=(Seat(), Seat.computer("easy", 7)),
                            computer_speed=speed)
    scene = BattleScene(game, session, animation_factor=factor)
    return scene, bot, stack_with(scene)


def _pump(stack, until, seconds: float = 30.0) -> bool:
    surface = pygame.Surface(stack.size)
    deadline = time.time() + seconds
    while time.time() < deadline:
        stack.update(DT)
        stack.draw(surface)
        if until():
            return True
        time.sleep(0.001)
    return False


def test_computer_turns_setting_reads_and_keeps_its_value() -> None:
    assert Settings().computer_speed == "watch" and Settings().computer_factor == 1.0
    fast = Settings.from_json({"computer_speed": "fast"})
    assert fast.computer_factor == 3.0
    assert Settings.from_json({"computer_speed": "instant"}).computer_factor is None
    assert Settings.from_json({"computer_speed": "warp"}).computer_speed == "watch"  # a bad value: the default
    assert Settings.from_json(fast.to_json()) == fast


def test_a_computers_turn_plays_at_the_computers_pace_and_the_players_at_their_own() -> None:
    scene, gate, stack = _scene(speed=lambda: 3.0, factor=1.0)
    try:
        stack.update(DT)
        assert scene._showing_computer_turn() is not None
        assert scene.queue.factor == 3.0  # the computer's turn: three times the player's speed
        scene2, gate2, stack2 = _scene(speed=lambda: 1.0, factor=1.0)
        stack2.update(DT)
        assert scene2.queue.factor == 1.0  # "Watch": as the player's own
        gate2.release.set()
        scene2.bots.stop()
    finally:
        gate.release.set()
        scene.bots.stop()


def test_space_hurries_the_rest_of_the_computers_turn_and_only_that_turn() -> None:
    scene, gate, stack = _scene(speed=lambda: 1.0, factor=1.0)
    try:
        stack.update(DT)
        turn = scene._showing_computer_turn()
        assert turn is not None and scene.queue.factor == 1.0
        stack.handle_event(key(pygame.K_SPACE))
        stack.update(DT)
        assert scene.queue.factor is None  # the rest of this turn at once
        assert any("Hurrying" in t.text for t in scene.toaster.toasts)
        # a later computer turn plays at the setting's pace again
        scene._hurried = (turn[0] - 1, turn[1])
        scene._pace()
        assert scene.queue.factor == 1.0
    finally:
        gate.release.set()
        scene.bots.stop()


def test_space_on_the_players_own_turn_does_not_hurry_anything() -> None:
    scene, gate, stack = _scene()
    try:
        scene.display.turn.player = 0  # the board shows the person's turn
        assert scene._showing_computer_turn() is None
        assert not scene.hurry_computer()
    finally:
        gate.release.set()
        scene.bots.stop()


def test_when_the_computers_turn_is_over_one_line_says_what_it_did_and_t_tells_it_all() -> None:
    scene, _bot, stack = _scene(speed=lambda: None, bot=EasyBot(3), factor=None)
    try:
        start = scene.game.state.turn.number
        assert _pump(stack, lambda: scene.game.state.turn.player == 0 and scene.game.state.turn.number > start
                     and not scene.busy)
        stack.update(DT)
        said = [t.text for t in scene.toaster.toasts]
        told = turn_summary.last_turn(scene.game, scene.log.lines, (scene.game.state.turn.number, 0))
        assert told is not None and told.player == 1
        assert any(told.headline in s and "T:" in s for s in said), said
        # the count is the computer's own commands of that turn
        moves = sum(type(e.command).__name__ == "Move" for e in scene.game.log
                    if e.command is not None and (e.turn, e.player) == (told.turn, 1))
        assert (f"{moves} move" in told.headline) == (moves > 0)
        stack.handle_event(key(pygame.K_t))
        top = stack.top
        assert isinstance(top, MessageScene) and top.title == told.title
        lines = [line.text for line in scene.log.lines if (line.turn, line.player) == (told.turn, 1)
                 and line.kind != "turn"]
        assert lines and all(line in top.text for line in lines[-turn_summary.MAX_LINES:])
    finally:
        scene.bots.stop()


def test_the_players_own_turn_ending_says_nothing() -> None:
    scene, gate, stack = _scene()
    try:
        # the board moves from the person's turn (seat 0) to the computer's (seat 1)
        scene.display.turn.number, scene.display.turn.player = 2, 1
        scene._turn_shown = (2, 0)
        scene._tell_turn_over()
        assert not scene.toaster.toasts
    finally:
        gate.release.set()
        scene.bots.stop()


def test_a_space_meant_for_the_computers_turn_does_not_end_the_players_first_phase() -> None:
    """Space pressed to hurry the computer's turn, arriving just after it ended, must not end the
    person's first phase; a Space a moment later does."""
    scene, _bot, stack = _scene(speed=lambda: None, bot=EasyBot(3), factor=None)
    try:
        start = scene.game.state.turn.number
        assert _pump(stack, lambda: scene.game.state.turn.player == 0 and scene.game.state.turn.number > start
                     and not scene.busy)
        stack.update(DT)
        phase = scene.game.state.turn.phase
        stack.handle_event(key(pygame.K_SPACE))
        stack.update(DT)
        assert scene.game.state.turn.phase == phase and scene.game.state.turn.player == 0
        for _ in range(int(1.2 / DT)):
            stack.update(DT)
        stack.handle_event(key(pygame.K_SPACE))
        for _ in range(5):
            stack.update(DT)
        from game.ui.scenes.confirm import ConfirmScene

        assert scene.game.state.turn.phase != phase or isinstance(stack.top, ConfirmScene)
    finally:
        scene.bots.stop()
