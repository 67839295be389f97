"""The rulebook's own worked examples, played through the rules core.

Player 0 is Ella, player 1 is Toby (tests/core/helpers.rules_setup); Emma's examples are played
by player 0.
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, DRAW, MAGIC, SUMMON
from tests.core.helpers import Scene, of_type
from tests.factories import MELEE_ONLY, MELEE_RANGED, MELEE_SPECIAL, RANGED_ONLY, RANGED_SPECIAL

ELLA, TOBY = 0, 1


def test_example_summoning_a_unit():
    """Rulebook, Example: Summoning a Unit — '1. Ella spends 2 magic to summon an Undead Archer
    unit from her hand. 2. She can place the unit on any of the empty spaces adjacent to her
    gate. 3. She chooses to place it directly below her gate.'"""
    s = Scene()  # the real starting layout: Ella's gate at (3,2), her units at (2,2) and (3,3)
    s.phase(ELLA, SUMMON)
    s.magic(ELLA, 2)
    archer = s.hand(ELLA, "Undead Archer")
    assert s.card(archer).defn.cost == 2 and s.card(archer).defn.attack == "ranged"
    gate = s.at((3, 2))
    assert gate.defn.gate and gate.controller == ELLA
    # 2. the empty spaces adjacent to her gate (the other two hold her starting units)
    offered = {c.to for c in s.legal() if isinstance(c, cmds.Summon) and c.card == archer}
    assert offered == {(3, 1), (4, 2)}
    # 3. 'directly below her gate': one row nearer Ella's side of the board
    evs = s.do(cmds.Summon(ELLA, archer, (3, 1)))
    assert [(e.player, e.amount) for e in of_type(evs, ev.MagicSpent)] == [(ELLA, 2)]
    assert of_type(evs, ev.UnitSummoned) == [ev.UnitSummoned(ELLA, archer, (3, 1))]
    assert s.state.players[ELLA].magic == 0
    assert s.at((3, 1)).uid == archer and s.card(archer).controller == ELLA


def test_example_summoning_needs_the_2_magic():
    """Rulebook, Example: Summoning a Unit — the summon is paid for; with 1 magic Ella cannot."""
    s = Scene()
    s.phase(ELLA, SUMMON)
    s.magic(ELLA, 1)
    archer = s.hand(ELLA, "Undead Archer")
    s.reject(cmds.Summon(ELLA, archer, (3, 1)))


@pytest.mark.parametrize("faces,damage", [
    ((RANGED_ONLY, RANGED_ONLY), 2),  # the example: 2 ranged symbols, 2 damage tokens
    ((RANGED_SPECIAL, MELEE_RANGED), 2),
    ((RANGED_ONLY, MELEE_ONLY), 1),
    ((MELEE_ONLY, MELEE_SPECIAL), 0),  # melee symbols do nothing for a ranged attack
])
def test_example_ranged_attack(faces, damage):
    """Rulebook, Example: Ranged Attack — '1. Toby uses his Horde Slinger to make a ranged attack
    on Ella's Undead Warrior, 2 spaces away. 2. The Horde Slinger has 2 strength so Toby rolls 2
    dice. 3. Since this was a ranged attack and 2 ranged symbols were rolled, place 2 damage
    tokens on the Undead Warrior.'"""
    s = Scene(clean=True)
    s.phase(TOBY, ATTACK)
    slinger = s.place(TOBY, "Horde Slinger", (1, 5))
    warrior = s.place(ELLA, "Undead Warrior", (1, 3))
    assert s.card(slinger).defn.strength == 2 and s.card(slinger).defn.attack == "ranged"
    evs = s.dice(*faces).do(cmds.Attack(TOBY, slinger, warrior))
    rolled = of_type(evs, ev.DiceRolled)
    assert [(r.player, r.faces) for r in rolled] == [(TOBY, faces)]
    assert of_type(evs, ev.AttackResolved) == [ev.AttackResolved(slinger, warrior, damage, damage)]
    assert s.card(warrior).damage == damage
    assert s.card(warrior).zone == "board"  # 4 life: it survives


def test_example_ranged_attack_not_from_3_spaces_if_a_card_is_between():
    """Rulebook, Example: Ranged Attack / Phase 4 — the target must be clear straight spaces away;
    with a card in the space between, Toby cannot make that attack."""
    s = Scene(clean=True)
    s.phase(TOBY, ATTACK)
    slinger = s.place(TOBY, "Horde Slinger", (1, 5))
    warrior = s.place(ELLA, "Undead Warrior", (1, 3))
    s.place(ELLA, "Test Guard", (1, 4))
    s.reject(cmds.Attack(TOBY, slinger, warrior))


def test_example_discarding_for_magic():
    """Rulebook, Example: Discarding for Magic — 'Emma discards 2 cards from her hand to gain 2
    magic.'"""
    s = Scene()
    s.phase(ELLA, MAGIC)
    s.magic(ELLA, 4)
    two = tuple(s.state.players[ELLA].hand[:2])
    evs = s.do(cmds.DiscardForMagic(ELLA, two))
    assert len(of_type(evs, ev.CardDiscarded)) == 2
    assert [(e.player, e.amount) for e in of_type(evs, ev.MagicGained)] == [(ELLA, 2)]
    assert s.state.players[ELLA].magic == 6
    assert len(s.state.players[ELLA].hand) == 3


def test_example_drawing_back_up():
    """Rulebook, Example: Drawing Back Up — 'Emma is left with 2 cards at the start of her Draw
    Phase so she draws 3 cards to have a full hand of 5.'"""
    s = Scene()
    s.phase(ELLA, MAGIC)
    s.do(cmds.DiscardForMagic(ELLA, tuple(s.state.players[ELLA].hand[:3])))
    assert len(s.state.players[ELLA].hand) == 2
    pile = len(s.state.players[ELLA].draw)
    evs = s.do(cmds.EndPhase(ELLA))
    assert evs[0] == ev.PhaseBegan(ELLA, DRAW)
    drawn = of_type(evs, ev.CardsDrawn)
    assert len(drawn) == 1 and drawn[0].player == ELLA and len(drawn[0].cards) == 3
    assert len(s.state.players[ELLA].hand) == 5
    assert len(s.state.players[ELLA].draw) == pile - 3
