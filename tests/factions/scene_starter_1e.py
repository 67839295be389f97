"""1E Starter Set positions for the Phoenix Elves and Tundra Orcs tests.

`scene()` is a 1E game (the shipped 1E rules, the two shipped 1E decks, player 0 = Phoenix Elves
by default) with only the summoners and starting walls left (the other starting units in the discard
piles, the hands empty, as 1E starts), and the
given player's `phase` of a fresh (not first) turn. Board positions are (column, row), 0-based;
row 0 is player 0's back row. Prince Elien starts at (2,0) with his wall at (2,2); Grognack (as
player 1) at (2,7) with his wall at (2,5).
"""

from __future__ import annotations

from functools import lru_cache

from game import catalog
from game.core.scenario import Scenario
from game.sim import make_setup

PE = "phoenix-elves-1e"
TO = "tundra-orcs-1e"


@lru_cache(maxsize=1)
def _cards():
    return catalog.cards(include_user=False)


def setup(p0: str = PE, p1: str = TO, seed: int = 1):
    rs = catalog.ruleset("1e", include_user=False)
    decks = (catalog.deck(p0, include_user=False), catalog.deck(p1, include_user=False))
    return make_setup(rs, decks, _cards(), seed)


def scene(player: int = 0, phase: str = "attack", p0: str = PE, p1: str = TO, seed: int = 1) -> Scenario:
    s = Scenario(setup(p0, p1, seed), clean=True)
    return s.phase(player, phase)
