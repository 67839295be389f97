"""Bots by name, for the command line and the new-game screen."""

from __future__ import annotations

from game.ai.random_bot import RandomBot

BOTS = {"random": RandomBot}


def make_bot(name: str, seed: int):
    cls = BOTS.get(name)
    if cls is None:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}")
    return cls(seed)
