"""`game.core.forecast.end_phase_cost`: what ending the phase now would cost, from the rules.

Rulebook, "The Cost of Inaction": 'Add 1 damage to your summoner at the end of your Attack
Phase if you did not target any enemy cards with an attack this turn.' The window asks before
a player ends an attack phase that costs this, or while units may still attack; these tests
check the facts it words its question from.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import state_hash
from game.core.forecast import end_phase_cost
from game.core.ruleset import ATTACK, MOVE
from tests.core.helpers import Scene, rules_setup
from tests.factories import MELEE_ONLY, RANGED_ONLY


def attack_scene(setup=None) -> Scene:
    return Scene(setup, clean=True).phase(0, ATTACK)


def test_cost_of_inaction_is_foreseen_when_no_enemy_was_targeted() -> None:
    """The Cost of Inaction: no enemy targeted this turn, so ending the phase costs 1 damage."""
    s = attack_scene()
    before = state_hash(s.state)
    cost = end_phase_cost(s.state, 0)
    assert (cost.summoner, cost.summoner_damage, cost.summoner_destroyed) == ("Test Summoner", 1, False)
    assert cost
    assert state_hash(s.state) == before  # asking changes nothing


def test_no_cost_foreseen_after_an_enemy_was_targeted() -> None:
    """The Cost of Inaction: targeting an enemy card (even on a miss) avoids it."""
    s = attack_scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Guard", (1, 4))
    s.dice(RANGED_ONLY, RANGED_ONLY).do(cmds.Attack(0, w, t))
    cost = end_phase_cost(s.state, 0)
    assert cost.summoner_damage == 0 and not cost.summoner_destroyed
    assert not cost


def test_no_cost_foreseen_in_a_ruleset_without_it() -> None:
    """A ruleset whose Cost of Inaction is 0 (the 1st edition has none) foresees no damage."""
    s = attack_scene(rules_setup(cost_of_inaction=0))
    assert end_phase_cost(s.state, 0).summoner_damage == 0


def test_losing_the_game_to_the_cost_of_inaction_is_foreseen() -> None:
    """Winning the Game + The Cost of Inaction: a summoner with 1 life left is destroyed by it."""
    s = attack_scene()
    s.damage(s.summoner(0), 9)
    assert end_phase_cost(s.state, 0).summoner_destroyed
    s2 = attack_scene()
    s2.damage(s2.summoner(0), 8)
    cost = end_phase_cost(s2.state, 0)
    assert cost.summoner_damage == 1 and not cost.summoner_destroyed


def test_units_that_may_still_attack_an_enemy_are_listed() -> None:
    """Phase 4: Attack: up to 3 units may attack; a unit that has not attacked and has an enemy
    in reach is counted, one that already attacked is not."""
    s = attack_scene()
    w = s.place(0, "Test Warrior", (1, 3))
    w2 = s.place(0, "Test Warrior", (0, 3))
    t = s.place(1, "Test Guard", (1, 4))
    s.place(1, "Test Guard", (0, 4))
    assert end_phase_cost(s.state, 0).attackers_left == tuple(sorted((w, w2)))
    s.dice(MELEE_ONLY, RANGED_ONLY).do(cmds.Attack(0, w, t))
    assert end_phase_cost(s.state, 0).attackers_left == (w2,)


def test_a_unit_that_can_only_attack_its_own_cards_is_not_listed() -> None:
    """The summoner may attack its own gate (a legal attack), but that is no enemy to miss."""
    s = attack_scene()
    me = s.summoner(0)
    assert any(isinstance(c, cmds.Attack) and c.attacker == me for c in s.legal())
    assert end_phase_cost(s.state, 0).attackers_left == ()


def test_nothing_is_foreseen_outside_the_attack_phase_or_the_players_turn() -> None:
    """The Cost of Inaction applies at the end of the Attack phase only, to its player."""
    s = Scene(clean=True).phase(0, MOVE)
    s.place(0, "Test Warrior", (1, 3))
    s.place(1, "Test Guard", (1, 4))
    assert not end_phase_cost(s.state, 0)
    a = attack_scene()
    assert not end_phase_cost(a.state, 1)  # not Toby's phase to end
