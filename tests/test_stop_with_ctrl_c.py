"""Ctrl+C in a terminal is a player's or a modder's way to say "stop", not an error.

A modder who stops a long `simulate` gets the report of the games that finished, a line saying
the run was stopped, exit status 130 and no traceback, from this process or from any worker
(the terminal sends the interrupt to every process of the run). Any other command stops with
one line. The bot's process of a battle window leaves the interrupt to the window."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from factories import test_setup
from game.__main__ import main
from game.ai.bot_process import ProcessWorker
from game.ai.easy import EasyBot
from game.core import Game, acting_player
from game.interrupts import interrupt_held
from game.sim import in_processes
from processes import gone

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def ctrl_c_taken():
    """These tests press Ctrl+C, so they set what they rely on: that this process takes it.
    A suite started in the background (`&`, nohup, some CI runners) inherits "ignore Ctrl+C",
    and so would every program these tests start (an ignored signal stays ignored across exec;
    a handler does not)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def _children(pid: int) -> list[int]:
    """The processes `pid` started (Linux's /proc, which CI and this suite run on)."""
    kids = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(x) for x in kids.read_text().split()] if kids.exists() else []


def _stop_once_started(args: list[str], started: str) -> tuple[int, str, str, list[int]]:
    """Run `summoner-wars ARGS` in its own session, wait until its stderr matches `started`,
    then press Ctrl+C as a terminal does (SIGINT to the whole process group). Its exit status,
    stdout and stderr, and the processes it had started."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
    p = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True)
    err = b""
    end = time.monotonic() + 120
    try:
        while not re.search(started, err.decode(errors="replace")):
            assert time.monotonic() < end, f"never started: {err.decode(errors='replace')[-500:]}"
            assert p.poll() is None, f"ended early: {err.decode(errors='replace')[-500:]}"
            ready, _, _ = select.select([p.stderr], [], [], 0.5)
            if ready:
                err += os.read(p.stderr.fileno(), 65536)
        kids = _children(p.pid)
        os.killpg(p.pid, signal.SIGINT)
        out, rest = p.communicate(timeout=120)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
    return p.returncode, out.decode(), (err + rest).decode(errors="replace"), kids


def _finished(err: str) -> int:
    m = re.search(r"Stopped \(Ctrl\+C\): the report covers the (\d+) games? finished out of (\d+)\.", err)
    assert m, err[-800:]
    return int(m.group(1))


@pytest.mark.parametrize("jobs", [1, 2])
def test_stopping_simulate_reports_the_games_that_finished(jobs: int) -> None:
    code, out, err, kids = _stop_once_started(
        ["simulate", "--games", "100000", "--seed", "3", "--progress", "--jobs", str(jobs)], r" [3-9]/100000 ")
    assert code == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    done = _finished(err)
    assert done >= 3
    assert out.startswith(f"{done} games, ")  # the report is about the games that finished
    assert "p1 wins" in out
    if jobs > 1:
        assert len(kids) >= jobs  # the workers (and multiprocessing's tracker) ...
        assert all(gone(k, 10) for k in kids)  # ... ended with the run


def test_a_run_that_finishes_says_nothing_of_stopping(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--seed", "3", "--json"]) == 0
    captured = capsys.readouterr()
    assert "Stopped" not in captured.err
    assert "stopped" not in json.loads(captured.out)


def test_stopping_a_team_run_in_two_processes() -> None:
    code, out, err, _ = _stop_once_started(
        ["simulate", "--players", "4", "--games", "100000", "--seed", "3", "--progress", "--jobs", "2"],
        r" [2-9]/100000 ")
    assert code == 130
    assert "Traceback" not in err
    done = _finished(err)
    assert out.startswith(f"{done} games, 4 players in two teams")


def test_stopping_vs_all_keeps_the_opponents_met_and_says_so_in_json() -> None:
    code, out, err, _ = _stop_once_started(
        ["simulate", "--p1", "fallen-kingdom", "--vs-all", "--games", "4", "--p1-bot", "random", "--p2-bot", "random",
         "--seed", "3", "--progress", "--json", "--jobs", "2"], r"\] (9|1\d)/28 ")
    assert code == 130
    assert "Traceback" not in err
    done = _finished(err)
    table = json.loads(out)
    assert table["stopped"] is True
    assert sum(r["games"] for r in table["opponents"]) == done == table["total"]["games"]
    assert 3 <= len(table["opponents"]) < 7  # the opponents met so far, none with no games
    assert all(r["games"] > 0 for r in table["opponents"])


def test_stopped_before_any_game_finished_there_is_nothing_to_report() -> None:
    # Hard bots take seconds over a game, so the interrupt comes before the first one ends.
    code, out, err, _ = _stop_once_started(
        ["simulate", "--games", "50", "--p1-bot", "hard", "--p2-bot", "hard", "--progress", "--jobs", "2"], r" 0/50 ")
    assert code == 130
    assert "Traceback" not in err
    assert "Stopped (Ctrl+C) before any game finished." in err
    assert out == ""


def test_any_other_command_stops_with_one_line(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    import game.__main__ as cli

    def interrupted(args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "cmd_validate", interrupted)
    assert main(["validate", "cards"]) == 130
    err = capsys.readouterr().err
    assert err.strip() == "Stopped (Ctrl+C)."


def _interrupt_handler(_: int) -> tuple[str, bool]:
    held = signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, [])
    return "ignored" if signal.getsignal(signal.SIGINT) is signal.SIG_IGN else "taken", held


def test_workers_leave_ctrl_c_to_the_run() -> None:
    assert list(in_processes(_interrupt_handler, range(2), 2)) == [("ignored", False)] * 2
    # This process still takes it, and holds nothing back once the workers have started.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, [])


def test_ctrl_c_while_workers_start_is_held_back_not_lost() -> None:
    """Pressed while the workers are being started, Ctrl+C reaches this process right after."""
    def interrupted_while_starting():
        with interrupt_held():
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)  # held: nothing happens here
            return "held"

    with pytest.raises(KeyboardInterrupt):
        interrupted_while_starting()
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, [])


def test_the_bot_process_leaves_ctrl_c_to_the_window() -> None:
    """A terminal's Ctrl+C reaches the bot's process too: the bot goes on thinking, and the
    window (which ends its bot with it) decides what the interrupt means."""
    g = Game.new(test_setup(41))
    w = ProcessWorker(EasyBot(3))
    try:
        w.start(g.state, acting_player(g.state))
        assert w.wait(60) is not None
        pid = w.pid
        assert pid is not None
        os.kill(pid, signal.SIGINT)
        time.sleep(0.5)
        assert w._process is not None and w._process.is_alive()  # not ended by the interrupt
        w.start(g.state, acting_player(g.state))
        assert w.wait(60) is not None
        assert w.pid == pid  # the same process answered: it was not replaced
    finally:
        w.close()


def test_these_tests_pass_when_the_suite_is_started_with_ctrl_c_ignored() -> None:
    """Issue 42: the suite started in the background (`&`, nohup, some CI runners) inherits
    "ignore Ctrl+C"; the tests that rely on Ctrl+C set it themselves (the fixture above)."""
    def ignore_ctrl_c() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider", "-rA",
                          __file__, "-k", "workers_leave or held_back"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                         preexec_fn=ignore_ctrl_c)
    assert run.returncode == 0, run.stdout[-1500:]
    assert "2 passed" in run.stdout, run.stdout[-1500:]
