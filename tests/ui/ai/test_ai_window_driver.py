"""The bot driver on its own: pacing, never faster than the animations, decisions on the bot's
thread, starting over when the game changes, and a failing bot replaced instead of a crash."""

from __future__ import annotations

import sys
import threading
import time

import pytest
from ai_ui_support import GateBot, SpyBot

from factories import test_setup
from game.ai.easy import EasyBot
from game.ai.random_bot import RandomBot
from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import acting_player, legal_commands
from game.persist.undo import undo
from game.ui.battle.bot_driver import (
    BOT_PAUSE,
    MIN_PAUSE,
    SWITCH_INTERVAL,
    BotDriver,
    pause_for,
)

DT = 1 / 60


def _game(seed: int = 3) -> Game:
    return Game.new(test_setup(seed))


def _run(driver: BotDriver, game: Game, *, idle: bool = True, seconds: float = 5.0, dt: float = DT):
    """Frames until the driver hands back a command (waiting for the bot's thread in real time,
    as a window would), or None after `seconds` of frames."""
    t = 0.0
    frames = 0
    while t < seconds:
        cmd = driver.update(game, dt, idle=idle)
        frames += 1
        if cmd is not None:
            return cmd, frames
        t += dt
        time.sleep(0.01)  # let the bot think (a process starting up takes a few tenths), like a frame's tick
    return None, frames


def _start(driver: BotDriver, game: Game) -> None:
    """Two updates: the first notes that a bot is due, the second starts its thinking (after
    the frame that changed the game has been drawn)."""
    assert driver.update(game, DT, idle=True) is None
    assert driver.update(game, DT, idle=True) is None
    assert driver.thinking is not None


def test_thinking_starts_one_frame_after_the_position_changed() -> None:
    game = _game()
    seat = acting_player(game.state)
    spy = SpyBot(EasyBot(1))
    driver = BotDriver({seat: spy})
    driver.update(game, DT, idle=True)
    time.sleep(0.05)
    assert spy.calls == 0 and driver.thinking == seat
    driver.update(game, DT, idle=True)
    deadline = time.time() + 5
    while spy.calls == 0 and time.time() < deadline:
        time.sleep(0.002)
    assert spy.calls == 1
    driver.stop()


def test_pause_scales_with_the_animation_speed() -> None:
    assert pause_for(1.0) == pytest.approx(BOT_PAUSE)
    assert pause_for(2.0) == pytest.approx(BOT_PAUSE / 2)
    assert pause_for(0.5) == pytest.approx(BOT_PAUSE * 2)
    assert pause_for(None) == MIN_PAUSE  # "Instant": still a beat between commands
    assert pause_for(100.0) == MIN_PAUSE


def test_a_command_comes_after_the_pause_and_is_decided_on_the_bot_thread() -> None:
    game = _game()
    seat = acting_player(game.state)
    spy = SpyBot(EasyBot(1))
    driver = BotDriver({seat: spy}, factor=1.0)
    cmd, frames = _run(driver, game)
    assert cmd is not None and cmd.player == seat
    assert frames * DT >= pause_for(1.0) - 1e-9  # never sooner than the pause
    assert spy.calls == 1
    assert threading.main_thread().ident not in spy.threads  # never on the frame thread
    assert driver.decisions == 1
    driver.stop()


def test_nothing_is_played_while_an_animation_plays() -> None:
    game = _game()
    seat = acting_player(game.state)
    driver = BotDriver({seat: EasyBot(1)}, factor=2.0)
    cmd, _ = _run(driver, game, idle=False, seconds=2.0)
    assert cmd is None
    assert driver.thinking == seat
    # Once the animations are over, the pause counts from then.
    cmd, frames = _run(driver, game)
    assert cmd is not None
    assert frames * DT >= pause_for(2.0) - 1e-9
    driver.stop()


def test_a_human_seat_is_never_driven() -> None:
    game = _game()
    human = acting_player(game.state)
    driver = BotDriver({1 - human: EasyBot(1)})
    cmd, _ = _run(driver, game, seconds=1.0)
    assert cmd is None and driver.thinking is None


def test_a_decision_about_an_old_position_is_dropped() -> None:
    """An undo (or a load) changes the game under a bot that is thinking: its answer about the
    old position is thrown away and it is asked again about the new one."""
    game = _game()
    seat = acting_player(game.state)
    gate = GateBot()
    driver = BotDriver({seat: gate}, factor=None)
    _start(driver, game)
    deadline = time.time() + 5
    while gate.asked < 1 and time.time() < deadline:
        time.sleep(0.005)
    assert gate.asked == 1 and driver.deciding
    # The same seat is still to act after one of its own commands; the game moves on.
    move = next(c for c in legal_commands(game.state) if not isinstance(c, cmds.EndPhase))
    game.submit(move)
    later = undo(game)  # a different Game object, the position before `move`
    driver.update(later, DT, idle=True)
    gate.release.set()
    cmd, _ = _run(driver, later)
    assert gate.asked == 2  # asked again, about `later`
    assert cmd is not None
    assert cmd in legal_commands(later.state)


def test_reset_forgets_the_decision_in_flight() -> None:
    game = _game()
    seat = acting_player(game.state)
    gate = GateBot()
    driver = BotDriver({seat: gate}, factor=None)
    _start(driver, game)
    driver.reset()
    assert driver.thinking is None
    gate.release.set()
    cmd, _ = _run(driver, game)
    assert cmd is not None and gate.asked == 2


class _Broken:
    seed = 4

    def choose(self, state, player):
        raise RuntimeError("bot bug")


def test_a_failing_bot_is_replaced_by_a_random_player_with_a_message() -> None:
    game = _game()
    seat = acting_player(game.state)
    said: list[str] = []
    driver = BotDriver({seat: _Broken()}, factor=None, notify=said.append, names={seat: "Toby"})
    cmd, _ = _run(driver, game)
    assert cmd is not None and cmd in legal_commands(game.state)
    assert isinstance(driver.bots[seat], RandomBot)
    assert said and "Toby" in said[0]


class _BrokenRandom(RandomBot):
    def choose(self, state, player):
        raise RuntimeError("rules bug")


def test_when_even_the_random_player_fails_the_seat_stops_with_a_message_not_a_crash() -> None:
    game = _game()
    seat = acting_player(game.state)
    said: list[str] = []
    driver = BotDriver({seat: _BrokenRandom(1)}, factor=None, notify=said.append, names={seat: "Toby"})
    cmd, _ = _run(driver, game, seconds=1.0)
    assert cmd is None and seat not in driver.bots and driver.thinking is None
    assert said and "Menu" in said[0]


def test_a_refused_command_switches_to_the_random_player() -> None:
    game = _game()
    seat = acting_player(game.state)
    said: list[str] = []
    driver = BotDriver({seat: EasyBot(1)}, factor=None, notify=said.append)
    driver.refused(game, cmds.EndPhase(seat), "no")
    assert isinstance(driver.bots[seat], RandomBot) and said


def test_the_switch_interval_is_lowered_while_bots_think_and_restored_after(monkeypatch) -> None:
    # The count of live battles with thinking bots is the process's: a battle another test left
    # running on this worker would keep the interval as it found it. This test starts from none.
    from game.ai.worker import BotWorker
    from game.ui.battle import bot_driver

    monkeypatch.setattr(bot_driver, "_switch_users", 0)
    before = sys.getswitchinterval()
    game = _game()
    seat = acting_player(game.state)
    # The interval is lowered for a bot thinking on a thread of this process (a bot with a
    # process of its own leaves it alone): the thread worker, whatever this machine allows.
    driver = BotDriver({seat: EasyBot(1)}, make_worker=BotWorker)
    assert sys.getswitchinterval() == before  # nothing until a bot is asked
    _start(driver, game)
    assert sys.getswitchinterval() == pytest.approx(min(before, SWITCH_INTERVAL))
    driver.stop()
    assert sys.getswitchinterval() == pytest.approx(before)
    driver.stop()  # twice is harmless
    assert sys.getswitchinterval() == pytest.approx(before)
