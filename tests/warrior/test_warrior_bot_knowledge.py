"""What the bots count: the cards a seat has not seen are exactly the cards in the places
hidden from it, and the expected casualties use the real Squadron scoring."""

from __future__ import annotations

from collections import Counter

import pytest
from test_warrior_bots import hidden_from, positions
from warrior_support import Cards, deck

from game.warrior.ai.estimate import Estimator
from game.warrior.ai.knowledge import armies_seen, unseen
from game.warrior.core.state import ROWS
from game.warrior.core.view import view


@pytest.mark.parametrize("players", [2, 5])
def test_the_unseen_cards_are_those_in_hidden_places(players: int) -> None:
    for s in positions(players, 50 + players, ("normal", "random"), every=7):
        for seat in range(players):
            places = hidden_from(s, seat)
            cards = []
            for kind, i, slot in places:
                if kind == "draw":
                    cards.append(s.draw_pile[i])
                elif kind == "drawn":
                    cards.append(s.drawn)
                else:
                    a = s.armies[i]
                    cards.append(a.card(ROWS[slot // a.columns], slot % a.columns))
            pool = unseen(view(s, seat))
            assert pool.count == len(cards)
            expected = Counter(s.define(c) for c in cards)
            assert {d: round(p * pool.count) for d, p in pool.chances} == dict(expected)


def test_known_columns_cost_what_the_battle_says() -> None:
    take = Cards()
    four, four2, r5, five, p, six = (deck()[take(x)] for x in ("4", "4", "R5", "5", "P", "6"))
    est = Estimator(unseen(view(positions(2, 1, ("random",))[0], 0)))
    assert est.column((four, four2)) == 0
    assert est.column((r5, five)) == -5  # Reinforcements
    assert est.column((p, six)) == 0  # Protection
    assert est.column((six, five)) == 11
    # two pairs of 4: Extra Skill deals 8 to every other player, worth as much to this army
    assert est.army(((four, four2), (four2, four))) == -8
    hidden = est.column((six, None))
    assert 6 < hidden < 12


def test_the_armies_as_a_seat_sees_them() -> None:
    s = positions(3, 2, ("random",))[0]
    seen = armies_seen(view(s, 1))
    assert len(seen) == 3
    for owner, army in enumerate(seen):
        for column, (w, c) in enumerate(army):
            a = s.armies[owner]
            assert (w is not None) == a.warriors_up[column]
            assert (c is not None) == (a.captains_up[column] or (owner == 1 and s.zones[1] == "blue"))
