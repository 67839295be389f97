"""A Warrior bot thinks in a process of its own through the worker Summoner Wars' bots use
(`game.ai.bot_process`): it is sent there whole (picklable), gets the seat's Warrior view, and
answers what it answers in this process."""

from __future__ import annotations

import pickle

from warrior_support import new_match

from game.ai import bot_process
from game.ai.bot_process import ProcessWorker, make_worker
from game.ai.worker import BotWorker
from game.engine.protocol import Rejection
from game.warrior.ai import make_bot
from game.warrior.core.rules import WARRIOR
from game.warrior.core.view import view


def test_every_level_pickles_to_the_same_decisions() -> None:
    m = new_match(3, seed=8)
    seat = WARRIOR.acting_seats(m.state)[0]
    for level in ("random", "easy", "normal", "hard"):
        b = make_bot(level, 5)
        copy = pickle.loads(pickle.dumps(b))
        assert copy.choose(m.state, seat) == b.choose(m.state, seat)


def test_a_warrior_bot_decides_in_a_process_as_it_does_here() -> None:
    m = new_match(2, seed=21)
    w = make_worker(make_bot("hard", 3))
    assert isinstance(w, ProcessWorker), "a Warrior bot thinks in its own process"
    try:
        for _ in range(12):
            seat = WARRIOR.acting_seats(m.state)[0]
            w.start(m.state, seat)
            cmd = w.wait(60)
            assert cmd is not None and cmd == make_bot("hard", 3).choose(m.state, seat)
            assert not isinstance(m.submit(cmd), Rejection)
    finally:
        w.close()


def test_the_process_is_sent_the_seats_warrior_view() -> None:
    m = new_match(2, seed=4)
    w = ProcessWorker(make_bot("normal", 1))
    sent = []
    real = w._conn

    class _Recorder:
        def send_bytes(self, data: bytes) -> None:
            if data:
                sent.append(bot_process.load_job(data))
            real.send_bytes(data)

        def __getattr__(self, name: str):
            return getattr(real, name)

    w._conn = _Recorder()  # type: ignore[assignment]
    try:
        seat = WARRIOR.acting_seats(m.state)[0]
        w.start(m.state, seat)
        assert w.wait(60) is not None
    finally:
        w._conn = real
        w.close()
    (_, v, player), = sent
    assert player == seat and v == view(m.state, seat)


def test_the_thread_worker_runs_a_warrior_bot_too() -> None:
    m = new_match(4, seed=2)
    seat = WARRIOR.acting_seats(m.state)[0]
    w = BotWorker(make_bot("easy", 9))
    w.start(m.state, seat)
    assert w.wait(30) == make_bot("easy", 9).choose(m.state, seat)
