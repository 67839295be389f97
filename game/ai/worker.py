"""Thinking on a thread, so the window keeps drawing while a bot decides.

The battle window sends thinking bots to a process of their own (`bot_process.ProcessWorker`,
chosen by `bot_process.make_worker`); this thread worker is for the random player, for bots
that are not `Bot`s (test doubles), and the fallback when a process cannot be started.

    worker = BotWorker(bot)
    worker.start(game.state, player)       # returns at once
    ...every frame...
    cmd = worker.poll()                    # None while thinking, then the command (once)
    if cmd is not None: game.submit(cmd)

The bot runs `bot.choose(state, player)` on a daemon thread; `choose` looks only at the
player's view, as always. It works for either game's bots (Summoner Wars' or Warrior's): the
worker only hands a state and a player to `choose`. Game states are never changed in place (the rules return new
ones), so handing the live state to the thread is safe. Python threads share one interpreter
lock, but it is released every few milliseconds, which is plenty for a 60 fps frame loop.
`cancel()` abandons a decision (new game, undo): the thread finishes on its own and its answer
is dropped. An exception in the bot is re-raised by `poll()`.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Protocol


class Chooser(Protocol):
    """A bot of either game: a game state and a player in, that player's command out."""

    def choose(self, state: Any, player: int) -> Any: ...


class BotWorker:
    shares_the_interpreter = True  # the bot thinks on a thread of this process

    def __init__(self, bot: Chooser) -> None:
        self.bot = bot
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._result: Any | None = None
        self._error: BaseException | None = None
        self._job = 0
        self.started_at = 0.0
        self.seconds = 0.0  # how long the last finished decision took

    @property
    def busy(self) -> bool:
        """True while a decision is being worked out (and not yet collected)."""
        with self._lock:
            return self._thread is not None and self._result is None and self._error is None

    def start(self, state: Any, player: int) -> None:
        """Begin deciding for `player` in `state`; any earlier, uncollected decision is dropped."""
        with self._lock:
            self._job += 1
            job = self._job
            self._result = None
            self._error = None
            self.started_at = time.perf_counter()
            t = threading.Thread(target=self._run, args=(job, state, player), daemon=True,
                                 name=f"bot-{getattr(self.bot, 'name', 'bot')}-{job}")
            self._thread = t
        t.start()

    def _run(self, job: int, state: Any, player: int) -> None:
        try:
            cmd = self.bot.choose(state, player)
            err = None
        except BaseException as e:  # noqa: BLE001 - handed to the caller by poll()
            cmd, err = None, e
        with self._lock:
            if job != self._job:
                return  # cancelled or superseded
            self._result = cmd
            self._error = err
            self.seconds = time.perf_counter() - self.started_at

    def poll(self) -> Any | None:
        """The command once the bot has decided (returned once), else None."""
        with self._lock:
            if self._error is not None:
                err, self._error = self._error, None
                self._thread = None
                raise err
            cmd = self._result
            if cmd is not None:
                self._result = None
                self._thread = None
            return cmd

    def cancel(self) -> None:
        with self._lock:
            self._job += 1
            self._thread = None
            self._result = None
            self._error = None

    def release(self) -> None:
        """No decision is due for a while: drop any (a thread holds nothing between decisions)."""
        self.cancel()

    def close(self) -> None:
        """No more decisions (the thread, if any, finishes on its own and is dropped)."""
        self.cancel()

    def wait(self, timeout: float | None = None) -> Any | None:
        """Block until the decision is ready (for tests and the command line)."""
        t = self._thread
        if t is not None:
            t.join(timeout)
        return self.poll()
