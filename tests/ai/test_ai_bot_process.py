"""The bot process the battle window uses (issue 23): same answers as thinking in this process,
only the player's view crosses over, cancelling and closing end the process at once, a dead or
failing process reaches the caller, and a thread is the fallback when processes cannot start."""

from __future__ import annotations

import logging
import os
import signal
import time

import pytest
from ai_helpers import bot

from factories import test_setup
from game.ai import bot_process
from game.ai.bot_process import BotProcessDied, ProcessWorker, make_worker
from game.ai.common import Bot
from game.ai.easy import EasyBot
from game.ai.random_bot import RandomBot
from game.ai.registry import make_bot
from game.ai.worker import BotWorker
from game.core import Game, acting_player, legal_commands, state_hash, view
from game.core.state import HAND
from game.core.view import is_hidden
from processes import alive, gone


def test_the_process_answers_as_a_direct_call_would() -> None:
    setup = test_setup(41)
    g = Game.new(setup)
    w = ProcessWorker(bot("hard", 2, setup))
    try:
        for _ in range(10):
            p = acting_player(g.state)
            w.start(g.state, p)
            assert w.busy
            cmd = w.wait(60)
            assert not w.busy
            assert w.poll() is None  # handed out once
            assert cmd == bot("hard", 2, setup).choose(g.state, p)
            g.submit(cmd)
    finally:
        w.close()


def test_only_the_players_view_is_sent() -> None:
    g = Game.new(test_setup(44))
    w = ProcessWorker(EasyBot(3))
    sent = []
    real = w._conn

    class _Recorder:
        def send_bytes(self, data):
            if data:  # (empty bytes: the goodbye of close())
                sent.append(bot_process.load_job(data))
            real.send_bytes(data)

        def __getattr__(self, name):
            return getattr(real, name)

    w._conn = _Recorder()
    try:
        p = acting_player(g.state)
        w.start(g.state, p)
        assert w.wait(60) in legal_commands(g.state)
        (job, v, player), = sent
        assert player == p
        assert state_hash(v) == state_hash(view(g.state, p))
        # The view hides something (the opponent's hand), and its placeholders are still known
        # for what they are on the other side (they are recognised by identity).
        assert state_hash(v) != state_hash(g.state)
        hidden = [c for c in v.cards.values() if is_hidden(c.defn)]
        assert hidden and all(c.owner != p or c.zone != HAND for c in hidden)
    finally:
        w.close()


def test_cancel_kills_the_thinking_at_once_and_the_next_decision_starts_clean() -> None:
    setup = test_setup(42)
    g = Game.new(setup)
    slow = make_bot("hard", 5, setup=setup, iterations=100_000, time_limit=None)
    w = ProcessWorker(slow)
    try:
        first = w.pid
        w.start(g.state, acting_player(g.state))
        time.sleep(0.3)
        assert w.poll() is None and w.busy
        w.cancel()
        assert not w.busy
        assert gone(first, 1.0)  # killed and reaped, not left to finish its search
        assert w.pid is not None and w.pid != first  # a fresh process waits for the next one
        assert w.poll() is None
        quick = ProcessWorker(bot("easy", 1, setup))
        try:
            quick.start(g.state, acting_player(g.state))
            quick.cancel()
            quick.start(g.state, acting_player(g.state))
            assert quick.wait(60) == bot("easy", 1, setup).choose(g.state, acting_player(g.state))
        finally:
            quick.close()
    finally:
        w.close()


def test_cancel_with_nothing_in_flight_keeps_the_process() -> None:
    w = ProcessWorker(EasyBot(1))
    try:
        pid = w.pid
        w.cancel()
        assert w.pid == pid and alive(pid)
    finally:
        w.close()


def test_close_ends_the_process_thinking_or_not() -> None:
    g = Game.new(test_setup(45))
    idle = ProcessWorker(EasyBot(1))
    thinking = ProcessWorker(make_bot("hard", 5, setup=g.setup, iterations=100_000, time_limit=None))
    pids = [idle.pid, thinking.pid]
    thinking.start(g.state, acting_player(g.state))
    idle.close()
    thinking.close()
    assert all(gone(pid, 1.0) for pid in pids)
    assert idle.pid is None and thinking.pid is None
    with pytest.raises(RuntimeError, match="closed"):
        idle.start(g.state, acting_player(g.state))


class _Broken(Bot):
    name = "broken"

    def choose_from_view(self, v, player):
        raise ValueError("no idea")


def test_a_failing_bot_and_a_dead_process_reach_the_caller() -> None:
    g = Game.new(test_setup(43))
    w = ProcessWorker(_Broken(1))
    try:
        w.start(g.state, acting_player(g.state))
        with pytest.raises(ValueError, match="no idea"):
            w.wait(60)
    finally:
        w.close()
    w = ProcessWorker(make_bot("hard", 5, setup=g.setup, iterations=100_000, time_limit=None))
    try:
        w.start(g.state, acting_player(g.state))
        os.kill(w.pid, signal.SIGKILL)
        with pytest.raises(BotProcessDied):
            w.wait(10)
        assert not w.busy
        # The next decision gets a new process.
        w.bot = EasyBot(1)
        w.start(g.state, acting_player(g.state))
        assert w.wait(60) in legal_commands(g.state)
    finally:
        w.close()


def test_thinking_bots_get_a_process_others_a_thread() -> None:
    w = make_worker(EasyBot(1))
    try:
        assert isinstance(w, ProcessWorker)
    finally:
        w.close()
    assert isinstance(make_worker(RandomBot(1)), BotWorker)  # keeps its own random state here


def test_no_processes_means_a_thread_and_a_warning(monkeypatch, caplog) -> None:
    def refuse(self, bot):
        raise OSError("no processes here")

    monkeypatch.setattr(bot_process.ProcessWorker, "__init__", refuse)
    with caplog.at_level(logging.WARNING, logger="game.ai.bot_process"):
        w = make_worker(EasyBot(1))
    assert isinstance(w, BotWorker)
    assert "thread" in caplog.text and "no processes here" in caplog.text
    g = Game.new(test_setup(46))
    w.start(g.state, acting_player(g.state))
    assert w.wait(60) in legal_commands(g.state)


_WINDOW_DIES = """
import os, sys, time
from factories import test_setup
from game.core import Game, acting_player
from game.ai.bot_process import ProcessWorker
from game.ai.registry import make_bot
if __name__ == "__main__":
    g = Game.new(test_setup(3))
    w = ProcessWorker(make_bot("hard", 1, setup=g.setup, iterations=10**6, time_limit=None))
    w.start(g.state, acting_player(g.state))
    time.sleep(1.0)
    print(w.pid, flush=True)
    os._exit(0)  # the window's process dies mid-thought, closing nothing
"""


def _running(pid: int) -> bool:
    """`pid` exists and is not a zombie (a zombie has ended; only its exit status is left)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_the_bot_process_ends_with_the_window_even_mid_search(tmp_path) -> None:
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "window.py"
    script.write_text(_WINDOW_DIES)
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(root / "tests")])}
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=120)
    pid = int(out.stdout.split()[0])
    end = time.perf_counter() + 3.0
    while _running(pid) and time.perf_counter() < end:
        time.sleep(0.05)
    assert not _running(pid)
