"""Where the Warrior table gets a computer player's worker: the one shared with Summoner Wars
(`game.ai.bot_process.make_worker`), which lets a Warrior bot think in a process of its own
(a thread when no process can be started)."""

from __future__ import annotations

from game.ai.bot_process import ProcessWorker
from game.ai.bot_process import make_worker as _shared_worker
from game.ai.worker import BotWorker
from game.warrior.ai import make_bot


def make_worker(level: str, seed: int) -> BotWorker | ProcessWorker:
    """A worker that thinks for a bot of `level` off the frame loop (`start`, `poll`, `cancel`,
    `close`)."""
    return _shared_worker(make_bot(level, seed))
