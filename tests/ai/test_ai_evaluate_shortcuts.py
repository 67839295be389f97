"""Issue 23, "A Hard bot worth its name: use the speed": the evaluation asks the rules about each
card once per evaluation (`Looks`) and finds melee targets from a map of the spaces next to
enemy cards (`_beside`). Both are shortcuts: the evaluation must stay exactly what it was, so
the Hard bot's choices (and the recorded bot matches) do not change. Checked in every state of
random games, against the long way."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai import evaluate as ev
from game.ai.random_bot import RandomBot
from game.core import Game
from game.core.state import GameState
from game.core.stats import can_move, life_left, move_distance, strength
from game.sim import make_setup


def _walk(p1: str, p2: str, seed: int, commands: int) -> list[GameState]:
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    g = Game.new(make_setup(catalog.ruleset("2e", include_user=False), decks,
                            catalog.cards(include_user=False), seed))
    bots = (RandomBot(seed), RandomBot(seed + 1))
    states = [g.state]
    while not g.state.over and len(states) < commands:
        p = g.state.pending.player if g.state.pending is not None else g.state.turn.player
        assert g.submit(bots[p].choose(g.state, p))
        states.append(g.state)
    return states


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    # Polar Dwarves and Fallen Kingdom change strength and life with abilities; Savanna Elves
    # and Breakers bring ranged units and Mimic.
    return _walk("polar-dwarves", "fallen-kingdom", 3, 200) + _walk("savanna-elves", "breakers", 4, 200)


class _Forgetful(ev.Looks):
    """`Looks` that asks the rules every time: the long way."""

    def left(self, c):  # noqa: ANN001, ANN201 - the same signature as Looks
        return life_left(self.state, c)

    def strength(self, c):  # noqa: ANN001, ANN201
        return strength(self.state, c)

    def value(self, c):  # noqa: ANN001, ANN201
        return ev.card_value(self.state, c, self.w)


def test_looks_answers_what_the_rules_answer(states):
    """Every card's life left, strength and value, asked twice of one `Looks`, are the rules'
    own answers for that state (and a wounded or boosted card shows it is not the printed one)."""
    changed = 0
    for s in states:
        looks = ev.Looks(s, ev.HARD)
        for c in s.cards.values():
            if c.zone != "board":
                continue
            for _ in range(2):
                assert looks.left(c) == life_left(s, c)
                assert looks.value(c) == ev.card_value(s, c, ev.HARD)
                if c.defn.is_unit:
                    assert looks.strength(c) == strength(s, c)
            if looks.left(c) != c.defn.life or (c.defn.is_unit and looks.strength(c) != c.defn.strength):
                changed += 1
    assert changed > 50


def test_melee_targets_from_the_map_are_the_long_ways(states):
    """A melee unit's targets from the spaces it can reach, read from `_beside`, are exactly the
    enemy cards `_targets_from` finds walking one space each way: enemy cards next to a reachable
    space, never a friendly card and never its own old space."""
    some = none = 0
    for s in states:
        for side in range(2):
            enemies = s.enemies(side)
            beside = ev._beside(s, enemies)
            for u in s.on_board(side):
                if not u.defn.is_unit or u.defn.attack == "ranged":
                    continue
                steps = move_distance(s, u) if can_move(s, u) else 0
                spots = ev._reach(s, u, steps)
                found: set[int] = set()
                for p in spots:
                    found.update(beside.get(p, ()))
                assert found == ev._targets_from(s, u, spots, enemies, 1)
                assert all(s.cards[uid].controller in enemies for uid in found)
                some += bool(found)
                none += not found
    assert some > 20 and none > 20


def test_the_evaluation_is_the_long_ways(states, monkeypatch):
    """`evaluate` remembering what it asked equals the evaluation that asks the rules every time
    (for both players, under Normal's and Hard's weights); the melee map is checked above."""
    quick = [ev.evaluate(s, p, w) for s in states for p in range(2) for w in (ev.DEFAULT, ev.HARD)]

    monkeypatch.setattr(ev, "Looks", _Forgetful)
    slow = [ev.evaluate(s, p, w) for s in states for p in range(2) for w in (ev.DEFAULT, ev.HARD)]
    assert quick == slow
    assert len(set(quick)) > 100
