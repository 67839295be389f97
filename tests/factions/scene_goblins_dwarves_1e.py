"""Positions for the 1E Cave Goblins and Guild Dwarves tests (cards/1e/cave-goblins.yaml,
cards/1e/guild-dwarves.yaml), over the package's builder (`game.core.scenario.Scenario`).

Ella (player 0) plays one of the two decks, Toby (player 1) the other. Board positions are
(column, row), 0-based; row 0 is Ella's back row. With `clean=True` only the summoners and the
starting walls are left: Ella's summoner at (3,0), her wall at (3,2); Toby's summoner at (2,7),
his wall at (2,5). Magic piles start empty (`Scenario.magic` fills one).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from game import catalog
from game.core.scenario import Scenario
from game.sim import make_setup

GOBLINS = "cave-goblins-1e"
DWARVES = "guild-dwarves-1e"


@lru_cache(maxsize=1)
def _cards():
    return catalog.cards(include_user=False)


# The reinforcement champions that ship outside the base decks, by faction.
EXTRAS = {GOBLINS: ("krag", "scagg"), DWARVES: ("tordok", "grungor", "halvor")}


def _deck(deck_id: str, extras: bool):
    d = catalog.deck(deck_id, include_user=False)
    if not extras:
        return d
    return replace(d, cards=d.cards + tuple((f"{deck_id}/{c}", 1) for c in EXTRAS[deck_id]))


def setup(p0: str = GOBLINS, p1: str = DWARVES, seed: int = 1, extras: bool = False):
    """Both decks; with `extras`, each also holds its faction's reinforcement champions (for their
    tests only: the shipped decks do not)."""
    rs = catalog.ruleset("1e", include_user=False)
    return make_setup(rs, (_deck(p0, extras), _deck(p1, extras)), _cards(), seed)


def scene(phase: str | None = None, player: int = 0, p0: str = GOBLINS, p1: str = DWARVES,
          clean: bool = True, extras: bool = False) -> Scenario:
    """A fresh (not first) turn of `player` at `phase`, starting units cleared unless `clean=False`."""
    s = Scenario(setup(p0, p1, extras=extras), clean=clean)
    if phase is not None:
        s.phase(player, phase)
    return s
