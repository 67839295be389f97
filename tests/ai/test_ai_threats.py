"""The evaluation's threats follow the rules' movement: a unit that may move through cards
(Bear Cavalry's Trample) threatens what lies beyond a line of common units; one that may not,
does not. (Bots of both sides lost Fallen Kingdom games to Bear Cavalry trampling through a
wall they counted as safe.)"""

from __future__ import annotations

from game.ai.evaluate import _reach, _targets_from, potential
from game.core.ruleset import MOVE
from tests.scene import faction_scene


def _walled(attacker: str, owner: int):
    """Ella's `attacker` at (3,5), boxed in by Toby's gate and three of his common units, one
    space from the space beside Toby's summoner at (2,7)."""
    s = faction_scene("polar-dwarves", MOVE, player=0)
    assert s.state.cards[s.summoner(1)].pos == (2, 7)
    unit = s.place(0, attacker, (3, 5), owner=owner)
    for pos in ((4, 5), (3, 4), (3, 6)):
        s.place(1, "Test Guard", pos)
    return s, unit


def test_a_trampling_unit_threatens_the_summoner_beyond_a_wall_of_commons() -> None:
    """Bear Cavalry, Trample: 'This unit may move through common units'."""
    s, bear = _walled("Bear Cavalry", 0)
    u = s.card(bear)
    spots = _reach(s.state, u, 2)
    assert (3, 7) in spots  # through the Test Guard at (3,6)
    assert s.summoner(1) in _targets_from(s.state, u, spots, 1, 1)


def test_a_unit_that_cannot_pass_is_not_counted_beyond_the_wall() -> None:
    s, brute = _walled("Test Brute", 1)
    u = s.card(brute)
    spots = _reach(s.state, u, 2)
    assert spots == [(3, 5)]
    assert s.summoner(1) not in _targets_from(s.state, u, spots, 1, 1)


def test_the_threat_is_worth_more_with_the_trampler() -> None:
    bear, _ = _walled("Bear Cavalry", 0)
    brute, _ = _walled("Test Brute", 1)
    assert potential(bear.state, 0) > potential(brute.state, 0)
