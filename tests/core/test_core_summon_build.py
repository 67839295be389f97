"""Rulebook, "Phase 1: Summon" and "Phase 3: Build".

Clean scene: player 0's summoner at (3,0) and gate at (3,2); player 1's summoner at (2,7) and
gate at (2,5). Empty spaces next to player 0's gate: (3,1), (3,3), (2,2), (4,2).
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import BUILD, MOVE, SUMMON
from game.core.state import BOARD, DRAW, HAND
from tests.core.helpers import Scene, of_type

GATE0_SPACES = {(3, 1), (3, 3), (2, 2), (4, 2)}


def scene(phase: str = SUMMON, player: int = 0, magic: int = 3) -> Scene:
    s = Scene(clean=True)
    s.phase(player, phase)
    s.magic(player, magic)
    return s


def summon_spaces(s: Scene, uid: int) -> set:
    return {c.to for c in s.legal() if isinstance(c, cmds.Summon) and c.card == uid}


# --- summon --------------------------------------------------------------------------------


def test_summon_pays_the_cost_and_places_the_unit_next_to_your_gate():
    """Rulebook, Phase 1: 'To summon a unit, pay its cost by spending a number of magic equal to
    the unit's cost, then place it on an empty space adjacent to a gate you control.'"""
    s = scene(magic=3)
    archer = s.hand(0, "Test Archer")
    evs = s.do(cmds.Summon(0, archer, (4, 2)))
    assert of_type(evs, ev.MagicSpent)[0].amount == 2
    assert of_type(evs, ev.UnitSummoned) == [ev.UnitSummoned(0, archer, (4, 2))]
    assert s.state.players[0].magic == 1
    c = s.card(archer)
    assert (c.zone, c.pos, c.controller) == (BOARD, (4, 2), 0)
    assert archer not in s.state.players[0].hand


def test_summon_spaces_are_exactly_the_empty_spaces_adjacent_to_your_gate():
    """Rulebook, Phase 1 + Adjacency ('Diagonals are not adjacent')."""
    s = scene()
    guard = s.hand(0, "Test Guard")
    assert summon_spaces(s, guard) == GATE0_SPACES
    for diagonal in [(2, 1), (4, 1), (2, 3), (4, 3)]:
        assert "next to a gate" in s.reject(cmds.Summon(0, guard, diagonal))
    assert "next to a gate" in s.reject(cmds.Summon(0, guard, (3, 4)))  # two away


def test_summon_any_number_of_units():
    """Rulebook, Phase 1: 'Summon any number of units from your hand'."""
    s = scene(magic=5)
    a, b, c = (s.hand(0, "Test Guard") for _ in range(3))
    for uid, pos in zip((a, b, c), sorted(GATE0_SPACES)[:3], strict=True):
        s.do(cmds.Summon(0, uid, pos))
    assert all(s.card(u).zone == BOARD for u in (a, b, c))
    assert s.state.players[0].magic == 5  # guards cost 0


def test_summon_not_onto_an_occupied_space():
    """Rulebook, Phase 1: 'place it on an empty space'."""
    s = scene()
    s.place(0, "Test Warrior", (2, 2))
    guard = s.hand(0, "Test Guard")
    assert "not empty" in s.reject(cmds.Summon(0, guard, (2, 2)))
    assert "not empty" in s.reject(cmds.Summon(0, guard, (3, 2)))  # the gate itself
    assert summon_spaces(s, guard) == GATE0_SPACES - {(2, 2)}


def test_summon_not_next_to_an_opponents_gate():
    """Rulebook, Phase 1: adjacent to 'a gate you control' — not the opponent's gate."""
    s = scene()
    guard = s.hand(0, "Test Guard")
    for pos in [(1, 5), (3, 5), (2, 4), (2, 6)]:
        assert "next to a gate" in s.reject(cmds.Summon(0, guard, pos))


def test_summon_next_to_any_gate_you_control_even_one_you_took():
    """Rulebook, Phase 1: 'a gate you control' (glossary CONTROL: control can change)."""
    s = scene()
    theirs = s.gate(1)
    s.apply(ev.ControlChanged(theirs, 0))
    guard = s.hand(0, "Test Guard")
    assert summon_spaces(s, guard) == GATE0_SPACES | {(1, 5), (3, 5), (2, 4), (2, 6)}
    s.do(cmds.Summon(0, guard, (3, 5)))
    # and the player who lost it no longer summons there
    s2 = scene(player=1)
    s2.apply(ev.ControlChanged(s2.gate(1), 0))
    g1 = s2.hand(1, "Test Guard")
    assert summon_spaces(s2, g1) == set()
    s2.reject(cmds.Summon(1, g1, (3, 5)))


def test_summon_must_be_affordable():
    """Glossary SPEND: 'If you do not have enough magic ... you cannot pay the cost'."""
    s = scene(magic=1)
    archer = s.hand(0, "Test Archer")  # costs 2
    reason = s.reject(cmds.Summon(0, archer, (4, 2)))
    assert "costs 2" in reason
    assert summon_spaces(s, archer) == set()
    s.magic(0, 2)
    s.do(cmds.Summon(0, archer, (4, 2)))
    assert s.state.players[0].magic == 0


def test_a_free_unit_is_summoned_with_no_magic():
    """Glossary COST: 'The cost, which can be 0'."""
    s = scene(magic=0)
    guard = s.hand(0, "Test Guard")
    evs = s.do(cmds.Summon(0, guard, (3, 3)))
    assert not of_type(evs, ev.MagicSpent)


@pytest.mark.parametrize("phase", [MOVE, BUILD, "attack", "magic"])
def test_summon_only_in_the_summon_phase(phase):
    """Rulebook, Phase 1 / glossary SUMMON: units are summoned 'during your Summon Phase'."""
    s = scene(phase=phase)
    guard = s.hand(0, "Test Guard")
    assert "Summon phase" in s.reject(cmds.Summon(0, guard, (3, 3)))
    assert summon_spaces(s, guard) == set()


def test_summoners_cannot_be_summoned():
    """Glossary SUMMON: 'Any card with a class of common or champion can be summoned' — not a
    summoner."""
    s = scene(magic=5)
    rival = s.hand(0, "Rival Summoner")
    assert "not a unit you can summon" in s.reject(cmds.Summon(0, rival, (3, 3)))
    assert summon_spaces(s, rival) == set()
    champ = s.hand(0, "Champion Axe")
    s.do(cmds.Summon(0, champ, (3, 3)))


def test_only_units_are_summoned():
    """Glossary SUMMON: 'Choose a unit in your hand' — not events or structures."""
    s = scene(magic=5)
    for name in ("Gate", "Test Wall", "Test Rally"):
        uid = s.hand(0, name)
        s.reject(cmds.Summon(0, uid, (3, 3)))


def test_summon_only_from_your_own_hand():
    """Glossary SUMMON: 'Choose a unit in your hand'."""
    s = scene(magic=5)
    in_pile = s.find(0, "Test Guard", (DRAW,))
    # Cards out of the player's sight are refused without a word about them (issue 39).
    assert s.reject(cmds.Summon(0, in_pile, (3, 3))) == "That card is not one you can see."
    theirs = s.hand(1, "Test Guard")
    assert s.reject(cmds.Summon(0, theirs, (3, 3))) == "That card is not one you can see."
    on_board = s.place(0, "Test Guard", (0, 0))
    assert "not in your hand" in s.reject(cmds.Summon(0, on_board, (3, 3)))


# --- build ---------------------------------------------------------------------------------


def build_spaces(s: Scene, uid: int) -> set:
    return {c.to for c in s.legal() if isinstance(c, cmds.Build) and c.card == uid}


def test_build_pays_the_cost_and_places_the_structure():
    """Rulebook, Phase 3: 'To build a structure, pay its cost, then place it on an empty space
    adjacent to your summoner or in your back 3 rows.'"""
    s = scene(BUILD, magic=3)
    wall = s.hand(0, "Test Wall")
    evs = s.do(cmds.Build(0, wall, (0, 1)))
    assert of_type(evs, ev.MagicSpent)[0].amount == 2
    assert of_type(evs, ev.StructureBuilt) == [ev.StructureBuilt(0, wall, (0, 1))]
    assert s.state.players[0].magic == 1
    assert s.at((0, 1)).uid == wall and s.card(wall).controller == 0


def test_build_in_your_back_3_rows_and_not_in_the_4th():
    """Rulebook, Phase 3 (Example: Building a Structure): your back 3 rows or adjacent to your
    summoner — a 4th-row space not next to the summoner is not allowed."""
    s = scene(BUILD, magic=3)
    gate = s.hand(0, "Gate")
    spaces = build_spaces(s, gate)
    expected = {(c, r) for c in range(6) for r in range(3)} - {(3, 0), (3, 2)}
    assert spaces == expected
    for pos in [(0, 3), (5, 3), (3, 3), (0, 5), (0, 7)]:
        assert "back 3 rows" in s.reject(cmds.Build(0, gate, pos))
    s.do(cmds.Build(0, gate, (0, 2)))


def test_build_for_player_1_uses_their_back_rows():
    """Glossary BACK ROW: a player's back rows are the rows closest to *that* player."""
    s = scene(BUILD, player=1, magic=3)
    gate = s.hand(1, "Gate")
    spaces = build_spaces(s, gate)
    assert spaces == {(c, r) for c in range(6) for r in range(5, 8)} - {(2, 7), (2, 5)}
    s.reject(cmds.Build(1, gate, (0, 4)))
    s.reject(cmds.Build(1, gate, (0, 0)))
    s.do(cmds.Build(1, gate, (5, 5)))


def test_build_adjacent_to_your_summoner_anywhere():
    """Rulebook, Phase 3: 'adjacent to your summoner' also counts outside your back rows."""
    s = scene(BUILD, magic=3)
    s.relocate(s.summoner(0), (1, 4))
    gate = s.hand(0, "Gate")
    spaces = build_spaces(s, gate)
    assert {(0, 4), (2, 4), (1, 5), (1, 3)} <= spaces
    assert (0, 3) not in spaces and (2, 5) not in spaces  # diagonal; occupied by the enemy gate
    assert "back 3 rows" in s.reject(cmds.Build(0, gate, (0, 3)))  # diagonal to the summoner
    assert "back 3 rows" in s.reject(cmds.Build(0, gate, (4, 4)))
    s.do(cmds.Build(0, gate, (1, 5)))


def test_build_not_next_to_the_opponents_summoner():
    """Rulebook, Phase 3: adjacent to *your* summoner."""
    s = scene(BUILD, magic=3)
    gate = s.hand(0, "Gate")
    for pos in [(1, 7), (3, 7), (2, 6)]:
        s.reject(cmds.Build(0, gate, pos))


def test_build_not_onto_an_occupied_space():
    """Rulebook, Phase 3: 'place it on an empty space'."""
    s = scene(BUILD, magic=3)
    s.place(0, "Test Guard", (0, 0))
    gate = s.hand(0, "Gate")
    assert "not empty" in s.reject(cmds.Build(0, gate, (0, 0)))
    assert "not empty" in s.reject(cmds.Build(0, gate, (3, 0)))  # the summoner


def test_build_must_be_affordable():
    """Glossary SPEND: not enough magic, no payment."""
    s = scene(BUILD, magic=1)
    wall = s.hand(0, "Test Wall")
    assert "costs 2" in s.reject(cmds.Build(0, wall, (0, 0)))
    assert build_spaces(s, wall) == set()


@pytest.mark.parametrize("phase", [SUMMON, MOVE, "attack", "magic"])
def test_build_only_in_the_build_phase(phase):
    """Rulebook, Phase 3 / glossary BUILD: '...during your Build Phase'."""
    s = scene(phase=phase, magic=3)
    gate = s.hand(0, "Gate")
    assert "Build phase" in s.reject(cmds.Build(0, gate, (0, 0)))


def test_only_structures_are_built():
    """Glossary BUILD: 'Choose a gate or other structure in your hand' — a unit is summoned, even
    a unit that is also a structure."""
    s = scene(BUILD, magic=3)
    guard = s.hand(0, "Test Guard")
    assert "not a structure" in s.reject(cmds.Build(0, guard, (0, 0)))
    tower = s.hand(0, "Test Tower")
    assert "not a structure" in s.reject(cmds.Build(0, tower, (0, 0)))


def test_built_gate_becomes_a_summoning_gate():
    """Glossary GATE: 'Gates serve as the primary summoning locations'."""
    s = scene(BUILD, magic=3)
    gate = s.hand(0, "Gate")
    s.do(cmds.Build(0, gate, (0, 0)))
    s.phase(0, SUMMON)
    guard = s.hand(0, "Test Guard")
    assert summon_spaces(s, guard) == GATE0_SPACES | {(1, 0), (0, 1)}


def test_build_only_from_your_hand():
    """Glossary BUILD: 'Choose a gate or other structure in your hand'."""
    s = scene(BUILD, magic=3)
    theirs = s.hand(1, "Gate")
    assert s.reject(cmds.Build(0, theirs, (0, 0))) == "That card is not one you can see."
    pile = s.find(0, "Gate", (DRAW,))
    assert s.reject(cmds.Build(0, pile, (0, 0))) == "That card is not one you can see."
    on_board = s.place(0, "Test Wall", (5, 0))
    assert "not in your hand" in s.reject(cmds.Build(0, on_board, (0, 0)))
    assert s.card(pile).zone == DRAW and s.card(theirs).zone == HAND
