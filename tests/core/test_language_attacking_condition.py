"""Issue 43: "`while: attacking` never holds while dice are counted (the strength query at the
damage step passes only the target; the condition reads the attacker)." A static change under
`while: attacking` (or `while: {attacker: ...}`) now changes the dice of the card's own attacks,
and only those: not its strength asked outside an attack, not attacks made against it.
(2E rulebook, "Attacking": an attacking unit rolls as many dice as its strength.)"""

from __future__ import annotations

from game.core import commands as cmds
from game.core.ruleset import ATTACK
from game.core.stats import strength
from tests.factories import MELEE_ONLY, unit
from tests.scene import faction_scene, spec

TO, OPP = 0, 1


def lang(title: str, **program):
    return spec("language", title, **program)


def brute(*abilities):
    """Toby's Test Brute (common, 3 strength, 5 life, melee) with these abilities."""
    return unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee", abilities=abilities)


def _duel(*abilities):
    s = faction_scene("tundra-orcs", ATTACK, player=OPP, test_cards=(brute(*abilities),))
    b = s.place(OPP, "Test Brute", (1, 4))
    ragnor = s.place(TO, "Ragnor", (1, 3))
    return s, b, ragnor


def test_while_attacking_adds_a_die_to_the_units_own_attack() -> None:
    s, b, ragnor = _duel(lang("Fury", **{"while": "attacking", "modify": {"strength": 1}}))
    s.dice(*[MELEE_ONLY] * 4)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 4  # 3 strength + 1 while attacking: four hits


def test_while_attacking_does_not_hold_outside_an_attack_or_for_attacks_against_it() -> None:
    s, b, ragnor = _duel(lang("Fury", **{"while": "attacking", "modify": {"strength": 1}}))
    assert strength(s.state, s.card(b)) == 3  # the board's figure: not attacking
    s.phase(TO, ATTACK)
    s.dice(*[MELEE_ONLY] * 3)
    s.do(cmds.Attack(TO, ragnor, b))
    assert s.card(b).damage == 3  # Ragnor's 3 dice: the Brute's Fury is not his


def test_an_attacker_condition_holds_for_the_attacks_of_the_card_it_names() -> None:
    s, b, ragnor = _duel(lang("Fury", **{"while": {"attacker": {"self": True}}, "modify": {"strength": 1}}))
    s.dice(*[MELEE_ONLY] * 4)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 4
