"""Bots by name, for the command line and the new-game screen."""

from __future__ import annotations

from typing import Any

from game.ai.easy import EasyBot
from game.ai.greedy import NormalBot
from game.ai.mcts import HardBot
from game.ai.random_bot import RandomBot
from game.ai.seeds import SIMULATE, bot_seed

BOTS: dict[str, type] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(name: str, seed: int, **options: Any) -> Any:
    """A bot by name. `options` (e.g. `setup=`, `decks=`/`cards=`) go to bots that take them."""
    cls = BOTS.get(name)
    if cls is None:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}")
    if cls is RandomBot:
        return cls(seed)
    return cls(seed, **options)


class BotMaker:
    """Makes the named bot for a seat and a game seed (`game.sim.BotFactory`): a plain object,
    so that `simulate --jobs N` can send it to its worker processes (a lambda cannot be). The bot
    is given the game's setup, as the window gives it (the deck lists both players know), so a
    bot plays in `simulate` as it plays against a person; its seed follows one way from the game
    seed and the seat (`game.ai.seeds`)."""

    def __init__(self, name: str, **options: Any) -> None:
        self.name = name
        self.options = options  # for the bot's constructor, e.g. time_limit=None for Hard

    def __call__(self, player: int, seed: int, setup: Any = None) -> Any:
        own = bot_seed(seed, player, SIMULATE)
        if setup is None:
            return make_bot(self.name, own, **self.options)
        return make_bot(self.name, own, setup=setup, **self.options)
