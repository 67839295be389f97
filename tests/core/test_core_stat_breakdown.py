"""Issue 16, "Dice and numbers explained": the zoom shows a unit's strength and life as the
printed value plus each live modifier with its ability's title ("2 + 2 Frost Bolt"). The
breakdown comes from the core (`game.core.stats.breakdown`) and always adds up to the value the
rules use (`strength`, `life`)."""

from __future__ import annotations

from functools import partial

import pytest

from game import catalog
from game.core import Game, legal_commands
from game.core.rng import randbelow, seed_state
from game.core.stats import breakdown, life, strength
from game.sim import make_setup
from tests.scene import faction_scene

FACTIONS = tuple(sorted(catalog.decks(include_user=False)))
PD, OPP = 0, 1
polar = partial(faction_scene, "polar-dwarves")


def _adds_up(state, card, stat: str, value: int) -> None:
    b = breakdown(state, card, stat)
    assert b.total == value, (card.name, stat, b)
    assert b.printed + sum(n for _, n in b.parts) == b.total, (card.name, stat, b)
    assert all(title and n for title, n in b.parts), (card.name, stat, b)


def test_frost_bolt_shows_as_printed_plus_its_title():
    """Frost Mage, Frost Bolt: "+1 strength for each friendly structure adjacent to it": next to
    the gate and an Ice Golem the breakdown reads 1 + 2 Frost Bolt; alone it has no parts."""
    s = polar()
    mage = s.place(PD, "Frost Mage", (2, 2))  # next to the gate at (3,2)
    s.place(PD, "Ice Golem", (2, 1))
    b = breakdown(s.state, s.card(mage), "strength")
    assert (b.printed, b.parts, b.total) == (1, (("Frost Bolt", 2),), 3)
    alone = polar()
    lone = alone.place(PD, "Frost Mage", (0, 0))
    assert not breakdown(alone.state, alone.card(lone), "strength").changed


def test_cold_snap_shows_in_a_structures_life():
    """Ollag, Cold Snap: "Friendly structures get +1 life": the gate's life reads 10 + 1 Cold
    Snap; an enemy unit's life has no part from it."""
    s = polar()
    s.place(PD, "Ollag", (0, 0))
    enemy = s.place(OPP, "Test Warrior", (4, 4))
    gate = s.card(s.gate(PD))
    b = breakdown(s.state, gate, "life")
    assert b.parts == (("Cold Snap", 1),) and b.total == life(s.state, gate)
    assert not breakdown(s.state, s.card(enemy), "life").changed


@pytest.mark.parametrize("faction", FACTIONS)
def test_breakdown_adds_up_to_the_rules_value_in_random_games(faction: str):
    """In seeded random games of this faction against every faction, after every command, every
    card on the battlefield's strength and life breakdowns sum to `strength` and `life`."""
    rs, cards = catalog.ruleset(include_user=False), catalog.cards(include_user=False)
    changed = 0
    for n, other in enumerate(FACTIONS):
        decks = (catalog.deck(faction, include_user=False), catalog.deck(other, include_user=False))
        seed = 31 * n + FACTIONS.index(faction)
        g = Game.new(make_setup(rs, decks, cards, seed))
        r = seed_state(seed)
        for _ in range(250):
            if g.state.over:
                break
            options = legal_commands(g.state)
            r, i = randbelow(r, len(options))
            assert g.submit(options[i])
            s = g.state
            for c in s.on_board():
                _adds_up(s, c, "life", life(s, c))
                if c.defn.is_unit:
                    _adds_up(s, c, "strength", strength(s, c))
                    changed += breakdown(s, c, "strength").changed
    assert changed, "no modified strength seen: the games never tested a modifier"
