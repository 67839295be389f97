"""The random player: a uniformly random legal command, from its own seeded source."""

from __future__ import annotations

from game.core.commands import Command
from game.core.legal import legal_commands
from game.core.rng import randbelow, seed_state
from game.core.state import GameState


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = seed_state(seed)

    def choose(self, state: GameState, player: int) -> Command:
        options = legal_commands(state)
        self.rng, i = randbelow(self.rng, len(options))
        return options[i]
