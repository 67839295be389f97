"""Thinking in another process, so the window's interpreter never waits for a bot (issue 23).

    worker = ProcessWorker(bot)            # starts the bot's process (once per battle)
    worker.start(game.state, player)       # sends bot.view_of(state, player); returns at once
    ...every frame...
    cmd = worker.poll()                    # None while thinking, then the command (once)
    worker.cancel()                        # kills the thinking at once (a fresh process waits)
    worker.close()                         # the battle is over: the process is gone

The same calls as the thread worker (`game.ai.worker.BotWorker`). The process is started with
the "spawn" method (a fresh interpreter: the same on Linux, macOS, Windows and in a PyInstaller
build, whose entry point calls `multiprocessing.freeze_support()`), gets a copy of the bot once,
then one job per decision: the job number, the player's view and the player. The view is the
bot's own game's (`bot.view_of(state, player)`: Summoner Wars' `game.core.view.view` for a
`Bot`, Warrior's `game.warrior.core.view.view` for a `WarriorBot`), so one worker runs the bots
of either game. It answers `bot.choose_from_view(view, player)`, which is what
`bot.choose(state, player)` computes in this process, so the same seed and position give the
same command, and the process never holds more than the player may see. Only thinking bots
(`Bot` and `WarriorBot` subclasses, whose decision is a function of seed and view) are sent
away: `make_worker` keeps anything else (the random player, which keeps its own
random state between decisions and answers at once) on a thread, and falls back to a thread,
with a warning in the log, when a process cannot be started.

Cancelling kills the process (a bot deep in a search cannot be asked to stop, and killing is
immediate) and starts a fresh one for the next decision; starting a process costs the caller
about 10 ms, paid on the frame of the undo or the prompt answer that cancelled. The process also
ends by itself when the window's process ends (exited or crashed), even in the middle of a
search, so it cannot outlive the game.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import threading
import time
from multiprocessing.connection import Connection
from typing import Any, Protocol, runtime_checkable

from game.ai.worker import BotWorker, Chooser
from game.interrupts import ignore_interrupt, interrupt_held


# The bots that think in a process: each offers `view_of(state, player)` (its game's view) and
# `choose_from_view(view, player)`, and decides from its seed and that view alone.
@runtime_checkable
class ThinkingBot(Protocol):
    """A bot of any game whose decision is a function of its seed and the view alone, so it
    may think in another process: it says so (`thinks_in_a_process`, True on Summoner Wars'
    `game.ai.common.Bot` and Warrior's `game.warrior.ai.base.WarriorBot`), offers its game's
    view (`view_of`) and decides from that view (`choose_from_view`). This module knows no
    game: the bot brings everything game-specific."""

    thinks_in_a_process: bool

    def view_of(self, state: Any, player: int) -> Any: ...

    def choose_from_view(self, v: Any, player: int) -> Any: ...


def thinks_in_a_process(bot: object) -> bool:
    return isinstance(bot, ThinkingBot) and bot.thinks_in_a_process is True

log = logging.getLogger(__name__)

START_METHOD = "spawn"
STOP_WAIT = 2.0  # seconds to wait for a killed process to be reaped
NICENESS = 10  # the bot process yields the CPU to the window (POSIX)


def dump_job(job: tuple) -> bytes:
    """A job as bytes for the pipe (a view's placeholders come back as the bot process's own:
    `game.core.view.Placeholder`)."""
    return pickle.dumps(job, pickle.HIGHEST_PROTOCOL)


def load_job(data: bytes) -> tuple:
    return pickle.loads(data)


class BotProcessDied(RuntimeError):
    """The bot's process ended without answering (killed from outside, out of memory, a crash)."""


def _serve(conn: Connection, bot: ThinkingBot) -> None:
    """The bot's process: `(job, view, player)` in (`dump_job`), `(job, ok, command or error)`
    out, until the window hangs up (empty bytes, or the pipe closes). The process runs at a lower priority, so on a
    busy machine the window's frames come first. Ctrl+C in the terminal is the window's to handle:
    it ends this process with it, and a bot that took the interrupt would print a traceback."""
    ignore_interrupt()
    try:
        os.nice(NICENESS)
    except (AttributeError, OSError):  # not on Windows; never fatal
        pass
    threading.Thread(target=_end_with_the_window, daemon=True, name="window-watch").start()
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        if not data:
            return
        job, v, player = load_job(data)
        try:
            answer: tuple[int, bool, Any] = (job, True, bot.choose_from_view(v, player))
        except Exception as e:  # noqa: BLE001 - handed to the window, which replaces the bot
            answer = (job, False, e)
        try:
            conn.send(answer)
        except OSError:
            return  # the window hung up while the bot was thinking
        except Exception as e:  # noqa: BLE001 - the error itself could not be pickled
            conn.send((job, False, RuntimeError(f"{type(answer[2]).__name__}: {answer[2]} ({e})")))


def _end_with_the_window() -> None:
    """In the bot's process: end it as soon as the window's process ends, even in the middle
    of a search (the pipe is only read between decisions)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    multiprocessing.connection.wait([parent.sentinel])
    os._exit(0)


class ProcessWorker:
    """`BotWorker`'s calls, with the thinking in a process of its own."""

    shares_the_interpreter = False

    def __init__(self, bot: ThinkingBot) -> None:
        self.bot = bot
        self._context = multiprocessing.get_context(START_METHOD)
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Connection | None = None
        self._job = 0
        self._waiting = False  # a job was sent and its answer not yet collected
        self._closed = False
        self.started_at = 0.0
        self.seconds = 0.0  # how long the last finished decision took
        self._spawn()

    # -- the process
    @property
    def pid(self) -> int | None:
        """The bot process's id, or None when there is none (closed, or between a kill and
        the next start)."""
        return self._process.pid if self._process is not None else None

    def _spawn(self) -> None:
        parent, child = self._context.Pipe()
        p = self._context.Process(target=_serve, args=(child, self.bot), daemon=True,
                                  name=f"bot-{getattr(self.bot, 'name', 'bot')}")
        try:
            with interrupt_held():
                p.start()
        finally:
            child.close()
        self._process, self._conn = p, parent

    def _kill(self) -> None:
        """End the process now (no goodbye: it may be deep in a search) and reap it."""
        p, conn = self._process, self._conn
        self._process, self._conn = None, None
        self._waiting = False
        if conn is not None:
            conn.close()
        if p is not None:
            if p.is_alive():
                p.kill()
            p.join(STOP_WAIT)
            if p.is_alive():
                log.error("the bot process %s did not stop", p.pid)
            else:
                p.close()

    # -- BotWorker's calls
    @property
    def busy(self) -> bool:
        """True while a decision is being worked out (and not yet collected)."""
        return self._waiting

    def start(self, state: Any, player: int) -> None:
        """Begin deciding for `player` in `state`; an earlier, uncollected decision is killed."""
        if self._closed:
            raise RuntimeError("the bot worker was closed")
        if self._waiting:
            self._kill()
        if self._process is None:
            self._spawn()
        assert self._conn is not None
        self._job += 1
        self.started_at = time.perf_counter()
        self._conn.send_bytes(dump_job((self._job, self.bot.view_of(state, player), player)))
        self._waiting = True

    def poll(self) -> Any | None:
        """The command once the bot has decided (returned once), else None. A failure in the
        bot is raised here, as is `BotProcessDied`."""
        if not self._waiting or self._conn is None:
            return None
        try:
            if not self._conn.poll():
                return None
            job, ok, payload = self._conn.recv()
        except (EOFError, OSError) as e:
            code = self._process.exitcode if self._process is not None else None
            self._kill()
            raise BotProcessDied(f"the computer player's process ended (exit code {code})") from e
        if job != self._job:
            return None  # cannot happen (a cancelled job's process is killed), but never misplay
        self._waiting = False
        self.seconds = time.perf_counter() - self.started_at
        if not ok:
            raise payload
        return payload

    def cancel(self) -> None:
        """Stop the thinking at once: the process is killed and a fresh one started for the
        next decision. Nothing to do when no decision is in flight."""
        if self._waiting:
            self._kill()
            if not self._closed:
                self._spawn()

    def wait(self, timeout: float | None = None) -> Any | None:
        """Block until the decision is ready (for tests and the command line)."""
        if self._waiting and self._conn is not None:
            self._conn.poll(timeout)
        return self.poll()

    def close(self) -> None:
        """The battle is over: no more decisions, the process is gone when this returns."""
        self._closed = True
        self._kill()  # a few milliseconds; a goodbye could wait for a process still starting up

    def release(self) -> None:
        """No decision is due for a while (the game is over): end the process now; the next
        `start` (after an undo) starts a fresh one."""
        self._kill()

    def __del__(self) -> None:
        try:
            if self._process is not None:
                self._kill()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass


def make_worker(bot: Chooser) -> BotWorker | ProcessWorker:
    """The worker the battle window uses for `bot`: a process for a thinking bot (a `Bot` of
    Summoner Wars or a `WarriorBot`), a thread for anything else or when a process cannot be
    started (logged)."""
    if not thinks_in_a_process(bot):
        return BotWorker(bot)
    try:
        return ProcessWorker(bot)
    except Exception as e:  # noqa: BLE001 - no processes here (a sandbox, a frozen build gone wrong)
        log.warning("the computer player thinks on a thread of the window instead of its own "
                    "process (frames may stutter while it thinks): %s: %s", type(e).__name__, e)
        return BotWorker(bot)
