"""Issue 7: every ordered pairing of the eight shipped factions plays 10 seeded random games
with every random-simulation invariant checked (tests/simcheck.py): no exception, no broken
invariant, every game ends."""

from __future__ import annotations

import itertools

import pytest

from game import catalog
from game.sim import make_setup
from simcheck import play_checked

FACTIONS = (
    "breakers", "cave-goblins", "fallen-kingdom", "phoenix-elves",
    "polar-dwarves", "savanna-elves", "tundra-orcs", "vanguards",
)
GAMES = 10
# Every event and command is checked; the whole-state checks (re-deciding a command, the
# replayed state's hash) every third command: they are what test_simulation_core checks at every
# command, and here they cost a third of the suite's time over 1,300 games.
STRIDE = 3


def test_all_eight_factions_ship():
    two = [k for k, d in catalog.decks(include_user=False).items()
           if (catalog.edition_of(d, include_user=False) or "2e") == "2e"]
    assert sorted(two) == sorted(FACTIONS)


@pytest.mark.parametrize(("p1", "p2"), list(itertools.product(FACTIONS, FACTIONS)))
def test_pairing_keeps_every_invariant(p1, p2):
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    rs, cards = catalog.ruleset(include_user=False), catalog.cards(include_user=False)
    winners = []
    for i in range(GAMES):
        seed = 7919 * i + FACTIONS.index(p1) * 8 + FACTIONS.index(p2)
        g = play_checked(make_setup(rs, decks, cards, seed), bot_seed=seed + 1, stride=STRIDE)
        winners.append(g.state.winner)
    assert len(winners) == GAMES
