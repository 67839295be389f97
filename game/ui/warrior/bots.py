"""Where the Warrior table gets a computer player's worker: one function, so that moving the
bots to a process of their own (`game.ai.bot_process.make_worker`, once it takes Warrior bots)
is a one-line change here."""

from __future__ import annotations

from game.ai.worker import BotWorker
from game.warrior.ai import make_bot


def make_worker(level: str, seed: int) -> BotWorker:
    """A worker that thinks for a bot of `level` off the frame loop (`start`, `poll`, `cancel`)."""
    return BotWorker(make_bot(level, seed))
