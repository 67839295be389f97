"""Issue 23: the battle window's computer player thinks in a process of its own, and that
process never outlives the thinking it was for: leaving the battle (menu, closing the window,
the battle over and gone) ends it, and a changed game (an undo, a load) kills the thinking at
once and starts afresh."""

from __future__ import annotations

import time

from ai_ui_support import game_at_bots_turn, shipped_game, stack_with

from game.ai.bot_process import ProcessWorker
from game.ai.registry import make_bot
from game.core.legal import acting_player
from game.ui.battle.session import BattleSession, Seat
from game.ui.flow import play_random
from game.ui.scenes.battle import BattleScene
from processes import alive, gone


def _bot_turn_scene(seed: int = 4):
    """A human (seat 0) against a slow Hard bot (seat 1) whose turn it is, thinking."""
    game = game_at_bots_turn(seed)
    slow = make_bot("hard", 7, setup=game.setup, iterations=100_000, time_limit=None)
    session = BattleSession(seats=("human", "bot"), bots={1: slow}, seat_specs=(Seat(), Seat.computer("hard", 7)))
    scene = BattleScene(game, session, animation_factor=None)
    stack = stack_with(scene)
    worker = scene.bots.workers[1]
    assert isinstance(worker, ProcessWorker)
    for _ in range(5):
        stack.update(1 / 60)
    assert worker.busy  # thinking, in its process
    return scene, stack, worker


def test_leaving_the_battle_ends_the_bot_process() -> None:
    scene, stack, worker = _bot_turn_scene()
    pid = worker.pid
    assert pid is not None and alive(pid)
    stack.clear()  # what closing the window and leaving to the menu do to the battle scene
    assert gone(pid, 1.0)
    assert worker.pid is None and not worker.busy


def test_a_human_only_battle_starts_no_process() -> None:
    game = shipped_game(5)
    scene = BattleScene(game, BattleSession(seats=("human", "human")), animation_factor=None)
    assert scene.bots.workers == {}


def test_undo_kills_the_thinking_and_the_next_decision_starts_clean() -> None:
    scene, stack, worker = _bot_turn_scene()
    pid = worker.pid
    scene.replace_game(scene.game)  # what an undo or a load does (the game changed)
    assert gone(pid, 1.0)  # the search in flight is killed at once
    assert worker.pid is not None and worker.pid != pid and not worker.busy
    fresh = worker.pid
    for _ in range(3):
        stack.update(1 / 60)
    assert worker.busy and worker.pid == fresh  # asked again, in the fresh process
    stack.clear()
    assert gone(fresh, 1.0)
    assert worker.pid is None  # closed, not cancelled and started again


def test_the_bot_process_ends_when_the_game_is_over_and_comes_back_after_an_undo() -> None:
    from game.ai.easy import EasyBot
    from game.persist.undo import undo
    from game.ui.battle.bot_driver import BotDriver

    game = shipped_game(6)
    driver = BotDriver({0: EasyBot(1), 1: EasyBot(2)}, factor=None)
    workers = dict(driver.workers)
    pids = [w.pid for w in workers.values()]
    assert all(isinstance(w, ProcessWorker) for w in workers.values())
    # A game going on keeps its processes, between decisions too.
    for _ in range(3):
        driver.update(game, 1 / 60, idle=True)
    assert [w.pid for w in workers.values()] == pids and all(alive(p) for p in pids)
    play_random(game, 10_000, 6, stop=lambda g: g.state.over)
    assert game.state.over
    driver.update(game, 1 / 60, idle=True)
    assert all(gone(p, 1.0) for p in pids)
    assert all(w.pid is None for w in workers.values())
    # An undo after the end: the bot to act thinks again, in a fresh process.
    back = undo(game, None)
    assert not back.state.over
    seat = acting_player(back.state)
    cmd = None
    for _ in range(3000):
        cmd = driver.update(back, 1 / 60, idle=True)
        if cmd is not None:
            break
        time.sleep(0.01)
    assert cmd is not None and driver.workers[seat].pid not in (None, *pids)
    driver.stop()
