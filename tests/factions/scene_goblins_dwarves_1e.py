"""Positions for the 1E Cave Goblins and Guild Dwarves tests (cards/1e/cave-goblins.yaml,
cards/1e/guild-dwarves.yaml), over the package's builder (`game.core.scenario.Scenario`).

Ella (player 0) plays one of the two decks, Toby (player 1) the other. Board positions are
(column, row), 0-based; row 0 is Ella's back row. With `clean=True` only the summoners and the
starting walls are left: Ella's summoner at (3,0), her wall at (3,2); Toby's summoner at (2,7),
his wall at (2,5). Magic piles start empty (`Scenario.magic` fills one).
"""

from __future__ import annotations

from functools import lru_cache

from game import catalog
from game.core.scenario import Scenario
from game.sim import make_setup

GOBLINS = "cave-goblins-1e"
DWARVES = "guild-dwarves-1e"


@lru_cache(maxsize=1)
def _cards():
    return catalog.cards(include_user=False)


def setup(p0: str = GOBLINS, p1: str = DWARVES, seed: int = 1):
    rs = catalog.ruleset("1e", include_user=False)
    decks = (catalog.deck(p0, include_user=False), catalog.deck(p1, include_user=False))
    return make_setup(rs, decks, _cards(), seed)


def scene(phase: str | None = None, player: int = 0, p0: str = GOBLINS, p1: str = DWARVES,
          clean: bool = True) -> Scenario:
    """A fresh (not first) turn of `player` at `phase`, starting units cleared unless `clean=False`."""
    s = Scenario(setup(p0, p1), clean=clean)
    if phase is not None:
        s.phase(player, phase)
    return s
