"""The background worker the window uses: start, poll until ready, cancel, errors surface."""

from __future__ import annotations

import time

import pytest
from ai_helpers import bot

from factories import test_setup
from game.ai.worker import BotWorker
from game.core import Game, acting_player, legal_commands


def _poll(w: BotWorker, seconds: float = 30.0):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        cmd = w.poll()
        if cmd is not None:
            return cmd
        time.sleep(0.002)
    raise AssertionError("the worker never answered")


def test_worker_decides_in_the_background_and_matches_a_direct_call():
    setup = test_setup(41)
    g = Game.new(setup)
    w = BotWorker(bot("hard", 2, setup))
    for _ in range(12):
        p = acting_player(g.state)
        w.start(g.state, p)
        cmd = _poll(w)
        assert w.poll() is None  # handed out once
        assert cmd in legal_commands(g.state)
        assert cmd == bot("hard", 2, setup).choose(g.state, p)
        g.submit(cmd)
    assert not w.busy


def test_cancel_drops_the_answer():
    setup = test_setup(42)
    g = Game.new(setup)
    w = BotWorker(bot("normal", 1, setup))
    w.start(g.state, acting_player(g.state))
    w.cancel()
    time.sleep(0.2)
    assert w.poll() is None
    w.start(g.state, acting_player(g.state))
    assert w.wait(30) in legal_commands(g.state)


class _Broken:
    name = "broken"

    def choose(self, state, player):
        raise RuntimeError("no idea")


def test_errors_in_the_bot_reach_the_caller():
    g = Game.new(test_setup(43))
    w = BotWorker(_Broken())
    w.start(g.state, acting_player(g.state))
    with pytest.raises(RuntimeError, match="no idea"):
        _poll(w)
