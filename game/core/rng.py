"""The game's seeded random source, now shared by every game: see `game.engine.rng`.

Kept here so Summoner Wars' rules (and everything that imports them) read it where they always
did; the numbers are the same.
"""

from game.engine.rng import *  # noqa: F403
from game.engine.rng import MASK, next_u64, randbelow, seed_state, shuffled

__all__ = ["MASK", "next_u64", "randbelow", "seed_state", "shuffled"]
