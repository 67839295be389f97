"""The random player: any legal command, drawn from the bot's seed and the view."""

from __future__ import annotations

import random

from game.warrior.ai.base import WarriorBot, decision_seed
from game.warrior.core.commands import Command
from game.warrior.core.legal import legal_commands
from game.warrior.core.state import WarriorState


class RandomBot(WarriorBot):
    level = "random"

    def choose_from_view(self, v: WarriorState, seat: int) -> Command:
        options = legal_commands(v, seat)
        if not options:
            raise ValueError(f"seat {seat} has nothing to do now")
        return random.Random(decision_seed(self.seed, v, seat)).choice(options)
