"""A Warrior game for the window: the `Match` a table plays, from the players' names and a seed."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine.match import Match
from game.warrior.content import read_deck
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import WarriorSetup

SEED_RANGE = 2**31 - 1


def new_match(names: Sequence[str], seed: int | None = None, first_seat: int = 0) -> Match:
    """A fresh game between `names` (2 to 6) dealt from the deck file; a seed drawn at random
    when none is given."""
    if seed is None:
        seed = random.randrange(1, SEED_RANGE)
    return Match.new(WARRIOR, WarriorSetup(tuple(names), read_deck(), seed, first_seat))


def rematch(match: Match) -> Match:
    """The same players with a new seed; the next player goes first."""
    s = match.setup
    return new_match(s.players, (s.seed * 7919 + 1) % SEED_RANGE, (s.first_seat + 1) % len(s.players))
