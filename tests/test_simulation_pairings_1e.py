"""Issue 18: "15 pairings x 10 random 1E games with invariants after every event". Every pairing
of the six 1st-edition factions plays 10 seeded random games with every random-simulation
invariant checked (tests/simcheck.py: after every event, the rebuilt state's invariants; after
every command, the same hash, the same events when re-decided, views that hide what they must)."""

from __future__ import annotations

import itertools

import pytest

from game import catalog
from game.sim import make_setup
from simcheck import play_checked

# The 1st edition's Starter Set and faction decks (issue 18); the Master Set's join them as they
# ship (issue 19): every shipped 1E deck plays every other.
STARTER_AND_FACTION_DECKS = (
    "cave-goblins-1e", "fallen-kingdom-1e", "guild-dwarves-1e", "phoenix-elves-1e",
    "tundra-orcs-1e", "vanguards-1e",
)
FACTIONS_1E = tuple(sorted(k for k, d in catalog.decks(include_user=False).items()
                           if catalog.edition_of(d, include_user=False) == "1e"))
GAMES = 10


def test_the_six_1e_factions_ship():
    assert set(STARTER_AND_FACTION_DECKS) <= set(FACTIONS_1E)


@pytest.mark.parametrize(("p1", "p2"), list(itertools.combinations(FACTIONS_1E, 2)))
def test_1e_pairing_keeps_every_invariant(p1, p2):
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    turns = []
    for i in range(GAMES):
        # seats alternate, so each faction plays both sides
        pair = (p1, p2) if i % 2 == 0 else (p2, p1)
        decks = tuple(catalog.deck(f, include_user=False) for f in pair)
        seed = 7919 * i + FACTIONS_1E.index(p1) * 8 + FACTIONS_1E.index(p2)
        g = play_checked(make_setup(rs, decks, cards, seed), bot_seed=seed + 1)
        assert g.state.over
        turns.append(g.state.turn.number)
    assert len(turns) == GAMES
