"""Computer seats in the battle window: each bot thinks in a process of its own
(`game.ai.bot_process.make_worker`: a thinking bot gets a process, started once per battle; the
random player and the fallback think on a thread) while the window keeps animating, and its
commands are played at a readable pace.

The battle scene calls `BotDriver.update(game, dt, idle=...)` every frame. When a computer
seat must act (its turn, or a prompt it must answer), the driver starts that seat's worker on
the game's current state (on the next frame, so the frame that changed the game is drawn
first) and hands back the bot's command once all three hold:

- the bot has decided (`BotWorker.poll`; the decision never runs on the frame thread),
- the animation queue is idle (a bot is never faster than the animations), and
- the queue has been idle for a short pause (`pause_for(factor)`: shorter at faster animation
  speeds, never zero), so a watcher can follow one command after another.

Whenever the game changes under a decision (the human answered a prompt, an undo, a load),
the next update notices that the state the bot was asked about is no longer the game's and
asks again; `reset()` forgets everything at once. A bot that fails (raises, or is refused by
the rules) is replaced for that seat by a random legal player, with a message; if even that
fails, the seat stops playing and the message says to save and leave (never a crash).

Cancelling (`reset`: undo, load; `_drop`: the game changed under a decision) kills a process
worker's thinking at once; a game that is over releases the workers (their processes end; an
undo starts a fresh one); `stop()` (the battle scene is left: menu, closing the window) closes
every worker, so no bot process outlives its battle.

When a bot thinks on a thread (the random player, or no processes): threads share one interpreter lock. When the frame thread wants it back (after a call that
released it), it waits for the bot's thread to hand it over, up to the interpreter's switch
interval (5 ms by default) each time, and a frame may need it back many times. Measured on a
busy two-core machine, hard against easy in the window: worst frame 81 ms and four frames over
50 ms at 5 ms; 46 ms and none over 50 ms at 0.5 ms. So once a battle's bot starts thinking, the
driver lowers the switch interval to `SWITCH_INTERVAL` (restored when the last such battle
closes); the frame thread sleeps most of each frame, so the bot loses little time to it.

The driver also keeps what the thinking indicator shows (`thinking`, `thinking_for`) and draws
it (`draw_thinking_dots`).
"""

from __future__ import annotations

import logging
import math
import sys
import threading
from collections.abc import Callable, Mapping

import pygame

from game.ai.bot_process import ProcessWorker, make_worker
from game.ai.worker import BotWorker, Chooser
from game.core.commands import Command
from game.core.game import Game
from game.core.legal import acting_player
from game.i18n import N_, _

log = logging.getLogger(__name__)

BOT_PAUSE = 0.55  # seconds between a bot's commands at normal animation speed
MIN_PAUSE = 0.12  # even with animations off, one command does not follow another at once
BOT_FAILED = N_("{name}'s computer player had a problem; a simpler one plays on for it.")
BOT_GAVE_UP = N_("{name}'s computer player cannot go on. Use Menu to save the game and leave.")
SWITCH_INTERVAL = 0.0005  # seconds; see the module docstring

_switch_lock = threading.Lock()
_switch_users = 0
_switch_saved = 0.005


def _fast_switching(on: bool) -> None:
    """Count the battles with computer seats; lower the switch interval while there are any."""
    global _switch_users, _switch_saved
    with _switch_lock:
        if on:
            if _switch_users == 0:
                _switch_saved = sys.getswitchinterval()
                sys.setswitchinterval(min(_switch_saved, SWITCH_INTERVAL))
            _switch_users += 1
        elif _switch_users > 0:
            _switch_users -= 1
            if _switch_users == 0:
                sys.setswitchinterval(_switch_saved)


def pause_for(factor: float | None) -> float:
    """The pause between bot commands for an animation speed (Settings.animation_factor)."""
    if factor is None or factor <= 0:
        return MIN_PAUSE
    return max(MIN_PAUSE, BOT_PAUSE / factor)


def _decision_key(game: Game) -> tuple[int, int, int]:
    """Which game position a decision is for: the game object, its log length, its last entry
    (an undo and a new command give the same length but a different entry)."""
    return (id(game), len(game.log), id(game.log[-1]) if game.log else 0)


class BotDriver:
    def __init__(
        self,
        bots: Mapping[int, Chooser],
        *,
        factor: float | None = 1.0,
        notify: Callable[[str], None] | None = None,
        names: Mapping[int, str] | None = None,
        make_worker: Callable[[Chooser], BotWorker | ProcessWorker] = make_worker,
    ) -> None:
        self.bots = dict(bots)
        self.pause = pause_for(factor)
        self.notify = notify
        self.names = dict(names or {})
        self._make_worker = make_worker
        self.workers: dict[int, BotWorker | ProcessWorker] = {p: make_worker(b) for p, b in self.bots.items()}
        self.seat: int | None = None  # the computer seat that must act now
        self._key: tuple[int, int, int] | None = None  # the position its decision is for
        self._ready: Command | None = None  # decided, waiting for the animations and the pause
        self._started = False  # the worker was started for `_key`
        self._idle = 0.0  # seconds the animation queue has been idle while a bot is due
        self.thinking_for = 0.0  # seconds since the current seat became due (the indicator)
        self.decisions = 0  # commands handed back (for tests and the status line)
        self._switching = False  # this driver lowered the switch interval (at its first decision)
        self._released = False  # the workers were released because the game is over

    def set_speed(self, factor: float | None) -> None:
        """Follow the animation speed (Settings.animation_factor; a replay-like fast-forward)."""
        self.pause = pause_for(factor)

    # -- what the window shows
    def is_bot(self, player: int | None) -> bool:
        return player is not None and player in self.bots

    @property
    def thinking(self) -> int | None:
        """The computer seat that is to act and has not acted yet (thinking or pausing)."""
        return self.seat

    @property
    def deciding(self) -> bool:
        """True while the current seat's worker is still working the decision out."""
        return self.seat is not None and self._ready is None

    # -- every frame
    def update(self, game: Game, dt: float, *, idle: bool) -> Command | None:
        """The command a computer seat plays now, or None. `idle`: no animation is playing
        (and nothing else, like a modal, holds the game)."""
        s = game.state
        seat = acting_player(s)
        if seat is None or seat not in self.bots:
            if self.seat is not None:
                self._drop()
            if s.over and not self._released:
                # The battle is over: no bot process waits on (an undo starts a fresh one).
                self._released = True
                for w in self.workers.values():
                    w.release()
            return None
        self._released = False
        key = _decision_key(game)
        if key != self._key or seat != self.seat:
            # A new position: the bot starts on the next update, so the frame that changed the
            # game (a battle's first paint, a command's rules and narration) is drawn first.
            self._drop()
            self.seat, self._key = seat, key
            self._started = False
            return None
        if not self._started:
            self._started = True
            self.begin_thinking(self.workers[seat])
            self.workers[seat].start(s, seat)
        self.thinking_for += dt
        if self._ready is None:
            self._ready = self._poll(game, seat)
        self._idle = self._idle + dt if idle else 0.0
        if self._ready is None or not idle or self._idle < self.pause:
            return None
        cmd, self._ready = self._ready, None
        self._key = None  # whatever happens next (accepted or refused), decide afresh
        self.seat = None
        self._idle = 0.0
        self.thinking_for = 0.0
        self.decisions += 1
        return cmd

    def begin_thinking(self, worker: BotWorker | ProcessWorker) -> None:
        """A worker is about to think: if it thinks on a thread of this process, lower the
        switch interval for this battle (see the module docstring)."""
        if not self._switching and getattr(worker, "shares_the_interpreter", True):
            self._switching = True
            _fast_switching(True)

    def _poll(self, game: Game, seat: int) -> Command | None:
        try:
            return self.workers[seat].poll()
        except Exception as e:  # noqa: BLE001 - a bot bug must not close the window
            log.exception("the computer player for seat %d failed", seat)
            self._replace_bot(game, seat, f"{type(e).__name__}: {e}")
            return None

    def refused(self, game: Game, command: Command, reason: str) -> None:
        """The rules refused a bot's command: that seat plays on with a random legal player."""
        seat = getattr(command, "player", None)
        seat = seat if seat in self.bots else acting_player(game.state)
        log.error("the rules refused the computer player's %r: %s", command, reason)
        if seat is not None and seat in self.bots:
            self._replace_bot(game, seat, reason)

    def _replace_bot(self, game: Game, seat: int, why: str) -> None:
        from game.ai.random_bot import RandomBot

        name = self.names.get(seat) or _("Player {number}", number=seat + 1)
        self._drop()
        self.workers[seat].close()
        if isinstance(self.bots[seat], RandomBot):
            log.error("the random computer player failed too (%s); seat %d stops playing", why, seat)
            del self.bots[seat]
            del self.workers[seat]
            message = BOT_GAVE_UP
        else:
            self.bots[seat] = RandomBot(getattr(self.bots[seat], "seed", 0) or 1)
            self.workers[seat] = self._make_worker(self.bots[seat])
            message = BOT_FAILED
        if self.notify is not None:
            self.notify(_(message, name=name))

    # -- the game changed under the driver
    def _drop(self) -> None:
        if self.seat is not None and self._started:
            self.workers[self.seat].cancel()
        self._started = False
        self.seat = None
        self._key = None
        self._ready = None
        self._idle = 0.0
        self.thinking_for = 0.0

    def reset(self) -> None:
        """Forget every decision in flight (after an undo or a load replaced the game); the
        next update asks again if a computer seat is to act."""
        for w in self.workers.values():
            w.cancel()
        self._drop()

    def stop(self) -> None:
        """The battle is closing: stop any decision and close every worker (a bot process is
        gone when this returns; a thread ends on its own, its answer dropped)."""
        for w in self.workers.values():
            w.close()  # before reset(): a cancelled process worker would start a fresh process
        self.reset()
        if self._switching:
            self._switching = False
            _fast_switching(False)


# ------------------------------------------------------------------------------- drawing


def draw_thinking_dots(
    surface: pygame.Surface,
    left_mid: tuple[int, int],
    radius: int,
    colour: tuple[int, int, int],
    clock: float,
) -> int:
    """Three dots breathing one after another (a quiet "thinking" sign) with the first dot's
    left edge at `left_mid`; returns the width drawn."""
    gap = radius * 3
    x, y = left_mid
    for i in range(3):
        phase = (clock * 2.2 - i * 0.28) * math.tau
        a = 0.35 + 0.65 * (0.5 + 0.5 * math.sin(phase))
        c = tuple(int(v * a) for v in colour)
        r = max(1, int(round(radius * (0.8 + 0.25 * a))))
        pygame.draw.circle(surface, c, (x + radius + i * gap, y), r)
    return radius * 2 + gap * 2
