"""What every Warrior bot is: a seed, and a decision made from the seat's view alone."""

from __future__ import annotations

import hashlib

from game.engine.records import to_jsonable
from game.warrior.core.commands import Command
from game.warrior.core.state import WarriorState
from game.warrior.core.view import view


def decision_seed(seed: int, v: WarriorState, seat: int) -> int:
    """A number drawn from the bot's seed and what it sees, so a decision never depends on
    anything the seat may not know, nor on how often the bot was asked before."""
    h = hashlib.blake2b(digest_size=8)
    h.update(str(seed).encode())
    h.update(repr(to_jsonable(v)).encode())
    h.update(str(seat).encode())
    return int.from_bytes(h.digest(), "big")


class WarriorBot:
    """A bot: `choose(state, seat)` decides from `view(state, seat)` only."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, state: WarriorState, seat: int) -> Command:
        return self.choose_from_view(self.view_of(state, seat), seat)

    thinks_in_a_process = True  # its decision is a function of seed and view (bot_process)

    def view_of(self, state: WarriorState, seat: int) -> WarriorState:
        """What the bot decides from: Warrior's view of the seat (a bot process is sent this)."""
        return view(state, seat)

    def choose_from_view(self, v: WarriorState, seat: int) -> Command:
        raise NotImplementedError
