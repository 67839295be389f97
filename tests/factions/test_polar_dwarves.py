"""Polar Dwarves (2E): every ability and event, where it takes effect and where it must not.

Player 0 (PD) plays the shipped cards/2e/polar-dwarves.yaml deck; player 1 (OPP) the plain test
faction. Positions are (column, row) from PD's side: Svara starts at (3,0), her gate at (3,2);
the opponent's gate is at (2,5) and summoner at (2,7).
"""

from __future__ import annotations

from functools import partial

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core import state_hash
from game.core.state import ACTIVE, BOARD, DISCARD, UNDER
from game.core.stats import life, move_distance, strength
from tests.factories import MELEE_ONLY, MELEE_SPECIAL, RANGED_SPECIAL
from tests.scene import (
    Scene,
    content,
    faction_scene,
    faction_setup,
    file_problems,
    of_type,
    random_game,
)

PD = 0  # Ella, Polar Dwarves
OPP = 1  # Toby, the test faction
scene = partial(faction_scene, "polar-dwarves")  # summoners and starting gates only: see tests/scene.py


def other_decks() -> list[str]:
    """Ids of the other shipped decks that load (the real opponents for the smoke test)."""
    return sorted(d for d in content().library.decks if d != "polar-dwarves")


# --- the card file -----------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/2e/polar-dwarves.yaml: the loader reports nothing for the file."""
    assert file_problems("polar-dwarves.yaml") == []


def test_deck_is_the_preconstructed_list():
    """Rulebook, Deck Construction (Polar Dwarves example): Svara, 10-life gate, 3 five-life gates,
    Frost Mage + Ice Golem starting, Ice Ram x2, Parapet x2, Ice Repair x2, Glacial Shift x2,
    Nadiana, Ollag, Jarmund, Frost Mage x4, Ice Golem x4, Bear Cavalry x4, Ice Smith x4."""
    deck = content().library.decks["polar-dwarves"]
    counts = {cid.split("/")[1]: n for cid, n in deck.cards}
    assert counts == {
        "svara": 1, "starting-gate": 1, "gate": 3, "jarmund": 1, "nadiana": 1, "ollag": 1,
        "frost-mage": 5, "ice-golem": 5, "bear-cavalry": 4, "ice-smith": 4,
        "ice-ram": 2, "glacial-shift": 2, "ice-repair": 2, "parapet": 2,
    }
    assert sum(counts.values()) == 34
    start = {(s.card.split("/")[1], s.column, s.row) for s in deck.starting}
    # cards-2e.md: Svara (4,1); 10-life gate (4,3); Frost Mage (3,3); Ice Golem (3,2) (1-based)
    assert start == {("svara", 3, 0), ("starting-gate", 3, 2), ("frost-mage", 2, 2), ("ice-golem", 2, 1)}
    r, g, b = deck.colour
    assert b > r and b > g  # a cold blue


# --- Svara: Structural Shift ------------------------------------------------------------------------


def test_svara_structural_shift_forces_a_friendly_structure():
    """Svara, Structural Shift: "After this unit moves, you may target a friendly structure within
    3 spaces of it and force that structure 1 space." """
    s = scene().phase(PD, "move")
    svara, gate = s.summoner(PD), s.gate(PD)
    s.do(cmds.Move(PD, svara, ((4, 0),)))
    assert s.prompt is not None and s.prompt.kind == "card"
    assert gate in s.prompt.options
    s.answer(gate)
    assert set(s.prompt.options) == {(3, 3), (4, 2), (2, 2), (3, 1)}  # 1 space, any direction
    events = s.answer((2, 2))
    assert s.card(gate).pos == (2, 2)
    assert of_type(events, ev.CardForced)
    assert gate not in s.state.turn.movers  # forcing is not moving


def test_svara_structural_shift_may_be_declined():
    """Svara, Structural Shift: "you MAY target a friendly structure…": declining forces nothing."""
    s = scene().phase(PD, "move")
    svara, gate = s.summoner(PD), s.gate(PD)
    s.do(cmds.Move(PD, svara, ((4, 0),)))
    events = s.answer(None)
    assert s.card(gate).pos == (3, 2)
    assert not of_type(events, ev.CardForced)


def test_svara_structural_shift_ignores_far_and_enemy_structures():
    """Svara, Structural Shift: "…a FRIENDLY structure WITHIN 3 SPACES…": a friendly gate 7 spaces
    away and an enemy gate next to her are not targets, so nothing is asked."""
    s = scene().phase(PD, "move")
    svara, gate = s.summoner(PD), s.gate(PD)
    s.relocate(gate, (0, 3))
    s.place(OPP, "Gate", (5, 1))
    s.do(cmds.Move(PD, svara, ((4, 0),)))
    assert s.prompt is None


# --- Frost Mage / Nadiana --------------------------------------------------------------------------------


def test_frost_mage_frost_bolt_counts_adjacent_friendly_structures():
    """Frost Mage, Frost Bolt: "This unit gets +1 strength for each friendly structure adjacent to
    it." Gate and Ice Golem adjacent: 1 + 2 = 3 dice are rolled."""
    s = scene()
    mage = s.place(PD, "Frost Mage", (2, 2))  # next to the gate at (3,2)
    s.place(PD, "Ice Golem", (2, 1))
    target = s.place(OPP, "Test Warrior", (2, 4))
    assert strength(s.state, s.card(mage)) == 3
    s.phase(PD, "attack")
    events = s.do(cmds.Attack(PD, mage, target))
    assert len(of_type(events, ev.DiceRolled)[0].faces) == 3


def test_frost_mage_frost_bolt_ignores_enemy_and_distant_structures():
    """Frost Mage, Frost Bolt: "…each FRIENDLY structure ADJACENT…": an adjacent enemy gate and a
    friendly gate 2 spaces away add nothing."""
    s = scene()
    mage = s.place(PD, "Frost Mage", (0, 0))
    s.place(OPP, "Gate", (0, 1))
    s.place(PD, "Gate", (2, 0))
    assert strength(s.state, s.card(mage)) == 1


def test_nadiana_greater_frost_bolt_counts_structures_within_2():
    """Nadiana, Greater Frost Bolt: "This unit gets +1 strength for each friendly structure within
    2 spaces of it." Three friendly structures 1-2 spaces away: 2 + 3 = 5."""
    s = scene()
    nadiana = s.place(PD, "Nadiana", (3, 1))  # the starting gate (3,2) is 1 away
    s.place(PD, "Ice Golem", (1, 1))  # 2 away
    s.place(PD, "Gate", (5, 1))  # 2 away
    assert strength(s.state, s.card(nadiana)) == 5


def test_nadiana_greater_frost_bolt_ignores_far_and_enemy_structures():
    """Nadiana, Greater Frost Bolt: a friendly structure 3 spaces away and an enemy one 2 away do
    not count."""
    s = scene()
    nadiana = s.place(PD, "Nadiana", (0, 0))
    s.place(PD, "Gate", (0, 3))
    s.place(OPP, "Gate", (1, 1))
    assert strength(s.state, s.card(nadiana)) == 2


# --- Ollag: Cold Snap ---------------------------------------------------------------------------------


def test_ollag_cold_snap_gives_friendly_structures_life():
    """Ollag, Cold Snap: "Friendly structures get +1 life." (the printed card has no range): the
    starting gate far away and an Ice Golem both gain 1 life."""
    s = scene()
    s.place(PD, "Ollag", (0, 0))
    golem = s.place(PD, "Ice Golem", (5, 3))
    assert life(s.state, s.card(s.gate(PD))) == 11
    assert life(s.state, s.card(golem)) == 6


def test_ollag_cold_snap_not_for_enemies_units_or_after_ollag_leaves():
    """Ollag, Cold Snap: only FRIENDLY STRUCTURES gain life, and only while Ollag is on the
    battlefield: when he is destroyed, an Ice Golem holding on by the extra life is destroyed."""
    s = scene()
    ollag = s.place(PD, "Ollag", (0, 3))
    mage = s.place(PD, "Frost Mage", (5, 0))
    golem = s.place(PD, "Ice Golem", (5, 3))
    assert life(s.state, s.card(s.gate(OPP))) == 10
    assert life(s.state, s.card(mage)) == 4
    s.damage(golem, 5).damage(ollag, 6)
    assert s.card(golem).zone == BOARD
    axe = s.place(OPP, "Champion Axe", (0, 4))
    s.phase(OPP, "attack").dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, axe, ollag))
    assert s.card(ollag).zone == DISCARD
    assert s.card(golem).zone == DISCARD


# --- Jarmund: Momentum and Ice Shards ---------------------------------------------------------------------


def test_jarmund_momentum_boosts_once_per_turn():
    """Jarmund, Momentum: "Once per turn, after this unit attacks an enemy unit, boost this unit."
    A second attack the same turn (an extra attack) does not boost again."""
    s = scene()
    jarmund = s.place(PD, "Jarmund", (2, 2))
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    s.phase(PD, "attack").dice(*([MELEE_ONLY] * 6))  # no ranged hits: the warrior survives
    s.do(cmds.Attack(PD, jarmund, warrior))
    assert s.card(jarmund).boost == 1
    s.apply(ev.ExtraAttackGranted(jarmund, 1))
    s.do(cmds.Attack(PD, jarmund, warrior))
    assert s.card(jarmund).boost == 1


def test_jarmund_momentum_not_after_attacking_a_structure():
    """Jarmund, Momentum: "…after this unit attacks an enemy UNIT…": attacking the enemy gate does
    not boost."""
    s = scene()
    jarmund = s.place(PD, "Jarmund", (2, 3))
    s.phase(PD, "attack").dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(PD, jarmund, s.gate(OPP)))
    assert s.card(jarmund).boost == 0


def _ice_shards_scene() -> tuple[Scene, dict[str, int]]:
    s = scene()
    ids = {
        "jarmund": s.place(PD, "Jarmund", (0, 3)),
        "golem": s.place(PD, "Ice Golem", (0, 1)),
        "mage": s.place(PD, "Frost Mage", (4, 2)),  # friendly, next to the gate
        "warrior": s.place(OPP, "Test Warrior", (3, 3)),  # next to the gate (3,2)
        "guard": s.place(OPP, "Test Guard", (3, 1)),  # next to the gate, 1 life left
        "archer": s.place(OPP, "Test Archer", (1, 1)),  # next to the Ice Golem (a structure)
        "brute": s.place(OPP, "Test Brute", (5, 5)),  # next to no structure of PD's
        "enemy_gate": s.place(OPP, "Gate", (2, 2)),  # next to the gate, but not a unit
    }
    s.damage(ids["guard"], 1)
    s.boost(ids["jarmund"], 1)
    s.magic(PD, 0)
    return s, ids


def test_jarmund_ice_shards_damages_enemy_units_next_to_structures():
    """Jarmund, Ice Shards: "At the end of your Build phase, you may spend 1 boost from this unit to
    add 1 damage to each enemy unit that is adjacent to at least one structure you control." """
    s, ids = _ice_shards_scene()
    s.phase(PD, "build")
    s.do(cmds.EndPhase(PD))
    assert s.prompt is not None and s.prompt.kind == "confirm"
    s.answer("yes")
    assert s.card(ids["jarmund"]).boost == 0
    assert s.card(ids["warrior"]).damage == 1
    assert s.card(ids["archer"]).damage == 1
    assert s.card(ids["guard"]).zone == DISCARD  # destroyed by the ability: PD gains 1 magic
    assert s.state.players[PD].magic == 1
    assert s.card(ids["brute"]).damage == 0
    assert s.card(ids["mage"]).damage == 0
    assert s.card(ids["enemy_gate"]).damage == 0
    assert s.state.phase == "attack"


def test_jarmund_ice_shards_declined_or_without_boost_or_on_opponents_turn():
    """Jarmund, Ice Shards: "…you MAY spend 1 boost…" (declined: boost kept, no damage); with no
    boost nothing is asked; and it is only at the end of YOUR Build phase."""
    s, ids = _ice_shards_scene()
    s.phase(PD, "build")
    s.do(cmds.EndPhase(PD))
    s.answer(None)
    assert s.card(ids["jarmund"]).boost == 1
    assert s.card(ids["warrior"]).damage == 0

    s2, ids2 = _ice_shards_scene()
    s2.apply(ev.BoostRemoved(ids2["jarmund"], 1))
    s2.phase(PD, "build")
    s2.do(cmds.EndPhase(PD))
    assert s2.prompt is None and s2.state.phase == "attack"

    s3, ids3 = _ice_shards_scene()
    s3.phase(OPP, "build")
    s3.do(cmds.EndPhase(OPP))
    assert s3.prompt is None and s3.card(ids3["jarmund"]).boost == 1


# --- Ice Golem: Living Gate, Mobile Structure, Slow -----------------------------------------------------------


def test_ice_golem_moves_one_space_in_the_move_phase():
    """Ice Golem, Mobile Structure: "This structure may move in your Move phase like other units."
    Slow: "This unit moves 1 fewer space." It is a structure and still moves 1 space."""
    s = scene()
    golem = s.place(PD, "Ice Golem", (0, 1))
    assert s.card(golem).defn.is_structure and s.card(golem).defn.is_unit
    assert move_distance(s.state, s.card(golem)) == 1
    s.phase(PD, "move")
    moves = [c for c in s.legal() if isinstance(c, cmds.Move) and c.unit == golem]
    assert moves and all(len(m.path) == 1 for m in moves)
    s.do(cmds.Move(PD, golem, ((0, 2),)))
    assert s.card(golem).pos == (0, 2)


def test_ice_golem_slow_forbids_two_spaces():
    """Ice Golem, Slow: "This unit moves 1 fewer space": a 2-space move is refused."""
    s = scene()
    golem = s.place(PD, "Ice Golem", (0, 1))
    s.phase(PD, "move")
    reason = s.reject(cmds.Move(PD, golem, ((0, 2), (0, 3))))
    assert "at most 1" in reason


def test_ice_golem_mobile_structure_only_in_the_move_phase_and_not_for_gates():
    """Ice Golem, Mobile Structure: "…may move in your Move phase…": not in the Build phase; and
    a gate, a structure without this ability, never moves."""
    s = scene()
    golem = s.place(PD, "Ice Golem", (0, 1))
    s.phase(PD, "build")
    s.reject(cmds.Move(PD, golem, ((0, 2),)))
    s.phase(PD, "move")
    s.reject(cmds.Move(PD, s.gate(PD), ((3, 3),)))
    assert not [c for c in s.legal() if isinstance(c, cmds.Move) and c.unit == s.gate(PD)]


def test_ice_golem_living_gate_allows_summoning_next_to_it():
    """Ice Golem, Living Gate: "This card is also a gate; you may summon units adjacent to it."
    Its controller summons next to it, far from any other gate."""
    s = scene()
    s.place(PD, "Ice Golem", (0, 4))
    smith = s.in_hand(PD, "Ice Smith")
    s.phase(PD, "summon")
    assert cmds.Summon(PD, smith, (0, 5)) in s.legal()
    s.do(cmds.Summon(PD, smith, (0, 5)))
    assert s.card(smith).pos == (0, 5)


def test_ice_golem_living_gate_only_for_its_controller():
    """Ice Golem, Living Gate: it is a gate its controller controls; the opponent cannot summon
    next to it, and nobody can summon away from gates."""
    s = scene()
    s.place(PD, "Ice Golem", (0, 4))
    smith = s.in_hand(PD, "Ice Smith")
    guard = s.in_hand(OPP, "Test Guard")
    s.phase(PD, "summon")
    s.reject(cmds.Summon(PD, smith, (5, 5)))
    s.phase(OPP, "summon")
    s.reject(cmds.Summon(OPP, guard, (1, 4)))


# --- Bear Cavalry: Trample --------------------------------------------------------------------------------


def test_bear_cavalry_trample_damages_commons_moved_through():
    """Bear Cavalry, Trample: "This unit may move through common units (it cannot end its move on
    one). After this unit moves, add 1 damage to each common unit it moved through." A friendly
    common is damaged too; an enemy common destroyed this way gains its controller magic."""
    s = scene()
    bear = s.place(PD, "Bear Cavalry", (1, 1))
    mage = s.place(PD, "Frost Mage", (1, 2))
    s.phase(PD, "move").magic(PD, 0)
    s.do(cmds.Move(PD, bear, ((1, 2), (1, 3))))
    assert s.card(bear).pos == (1, 3)
    assert s.card(mage).damage == 1

    s = scene()
    bear = s.place(PD, "Bear Cavalry", (1, 1))
    guard = s.place(OPP, "Test Guard", (1, 2))
    s.damage(guard, 1).phase(PD, "move").magic(PD, 0)
    s.do(cmds.Move(PD, bear, ((1, 2), (1, 3))))
    assert s.card(guard).zone == DISCARD
    assert s.state.players[PD].magic == 1


def test_bear_cavalry_trample_limits():
    """Bear Cavalry, Trample: only COMMON units may be moved through (not champions), it cannot
    end on one, and a move that passes through nothing damages nothing."""
    s = scene()
    bear = s.place(PD, "Bear Cavalry", (1, 1))
    s.place(OPP, "Champion Axe", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (0, 2))
    s.phase(PD, "move")
    assert "blocked" in s.reject(cmds.Move(PD, bear, ((1, 2), (1, 3))))
    s.reject(cmds.Move(PD, bear, ((0, 1), (0, 2))))
    events = s.do(cmds.Move(PD, bear, ((0, 1), (0, 0))))
    assert not of_type(events, ev.DamageAdded)
    assert s.card(warrior).damage == 0


# --- Ice Smith: Frost Axe ---------------------------------------------------------------------------------


def test_ice_smith_frost_axe_boosts_when_it_cannot_go_under():
    """Ice Smith, Frost Axe: "After this unit moves, either boost it, or spend 1 boost … to place it
    under a friendly common unit within 3 spaces." With no boost to spend, it is boosted."""
    s = scene()
    smith = s.place(PD, "Ice Smith", (0, 0))
    s.place(PD, "Bear Cavalry", (0, 3))
    s.phase(PD, "move")
    s.do(cmds.Move(PD, smith, ((0, 1),)))
    assert s.prompt is None
    assert s.card(smith).boost == 1


def test_ice_smith_frost_axe_only_friendly_commons_within_3():
    """Ice Smith, Frost Axe: "…a friendly COMMON unit WITHIN 3 SPACES": a champion next to it, a
    common 4 spaces away and an enemy common are not hosts, so it is simply boosted."""
    s = scene()
    smith = s.place(PD, "Ice Smith", (0, 0))
    s.boost(smith, 1)
    s.place(PD, "Ollag", (1, 1))
    s.place(PD, "Bear Cavalry", (4, 1))  # 4 spaces from (0,1)
    s.place(OPP, "Test Warrior", (0, 2))
    s.phase(PD, "move")
    s.do(cmds.Move(PD, smith, ((0, 1),)))
    assert s.prompt is None
    assert s.card(smith).boost == 2


def test_ice_smith_frost_axe_choosing_boost():
    """Ice Smith, Frost Axe: "either boost it, or…": choosing to boost keeps it on the battlefield."""
    s = scene()
    smith = s.place(PD, "Ice Smith", (0, 0))
    s.boost(smith, 1)
    s.place(PD, "Bear Cavalry", (0, 3))
    s.phase(PD, "move")
    s.do(cmds.Move(PD, smith, ((0, 1),)))
    assert s.prompt is not None and s.prompt.options == ("boost", "under")
    s.answer("boost")
    assert s.card(smith).boost == 2 and s.card(smith).zone == BOARD


def test_ice_smith_frost_axe_under_a_common_moves_with_it_and_converts_specials():
    """Ice Smith, Frost Axe: "…spend 1 boost from it to place it under a friendly common unit within
    3 spaces. While this card is under a common unit, that unit's attacks count each special rolled
    as two melee hits. Cards under a unit move with it…" A melee+special die counts 1 + 2."""
    s = scene()
    smith = s.place(PD, "Ice Smith", (0, 0))
    s.boost(smith, 1)
    bear = s.place(PD, "Bear Cavalry", (0, 3))
    s.phase(PD, "move")
    s.do(cmds.Move(PD, smith, ((0, 1),)))
    s.answer("under")
    assert s.prompt.options == (bear,)
    events = s.answer(bear)
    assert of_type(events, ev.BoostRemoved)
    assert s.card(smith).zone == UNDER and s.card(smith).host == bear
    assert s.card(bear).under == (smith,)
    s.do(cmds.Move(PD, bear, ((1, 3),)))
    assert s.card(smith).zone == UNDER and s.card(bear).under == (smith,)
    club = s.place(OPP, "Champion Club", (1, 4))  # life 8
    s.phase(PD, "attack").dice(MELEE_SPECIAL, MELEE_ONLY, RANGED_SPECIAL)
    events = s.do(cmds.Attack(PD, bear, club))
    # 2 melee hits + 2 specials counted as 2 melee each
    assert of_type(events, ev.AttackResolved)[0].damage == 6


def test_ice_smith_frost_axe_no_bonus_for_ranged_host_or_itself_and_no_stacking():
    """Ice Smith, Frost Axe: specials count as MELEE hits, so a ranged common gains nothing; the
    Ice Smith on the battlefield does not convert its own specials; two Ice Smiths under one common
    count once (glossary ABILITY: a card has one copy of an ability it has twice)."""
    s = scene()
    mage = s.place(PD, "Frost Mage", (0, 5))
    smith_a = s.place(PD, "Ice Smith", (5, 0))
    s.apply(ev.CardPutUnder(smith_a, mage))
    target = s.place(OPP, "Champion Club", (0, 6))
    s.phase(PD, "attack").dice(RANGED_SPECIAL)
    events = s.do(cmds.Attack(PD, mage, target))
    assert of_type(events, ev.AttackResolved)[0].damage == 1

    s = scene()
    smith = s.place(PD, "Ice Smith", (0, 5))
    target = s.place(OPP, "Champion Club", (0, 6))
    s.phase(PD, "attack").dice(MELEE_SPECIAL, MELEE_SPECIAL)
    events = s.do(cmds.Attack(PD, smith, target))
    assert of_type(events, ev.AttackResolved)[0].damage == 2

    s = scene()
    bear = s.place(PD, "Bear Cavalry", (0, 5))
    one, two = s.place(PD, "Ice Smith", (5, 0)), s.place(PD, "Ice Smith", (5, 1))
    s.apply(ev.CardPutUnder(one, bear), ev.CardPutUnder(two, bear))
    target = s.place(OPP, "Champion Club", (0, 6))
    s.phase(PD, "attack").dice(MELEE_SPECIAL, MELEE_ONLY, MELEE_ONLY)
    events = s.do(cmds.Attack(PD, bear, target))
    assert of_type(events, ev.AttackResolved)[0].damage == 5  # 3 hits + 2, not + 4


def test_ice_smith_under_a_destroyed_common_is_discarded():
    """Glossary UNDER: "When a card is destroyed … discard all the cards under it." The Ice Smith
    under a destroyed Bear Cavalry goes to the discard pile with it (and gives no magic)."""
    s = scene()
    bear = s.place(PD, "Bear Cavalry", (0, 5))
    smith = s.place(PD, "Ice Smith", (5, 0))
    s.apply(ev.CardPutUnder(smith, bear))
    s.damage(bear, 4)
    axe = s.place(OPP, "Champion Axe", (0, 6))
    s.magic(OPP, 0)
    s.phase(OPP, "attack").dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, axe, bear))
    assert s.card(bear).zone == DISCARD and s.card(smith).zone == DISCARD
    assert s.state.players[OPP].magic == 1


# --- Ice Ram (epic, ACTIVE) -----------------------------------------------------------------------------------


def _ice_ram_active(s: Scene) -> int:
    ram = s.in_hand(PD, "Ice Ram")
    s.phase(PD, "summon")
    s.do(cmds.PlayEvent(PD, ram))
    assert s.card(ram).zone == ACTIVE
    return ram


def test_ice_ram_after_moving_a_structure_damages_and_forces_a_unit():
    """Ice Ram: "ACTIVE: After you move or force a friendly structure, you may target a common or
    champion unit adjacent to that structure. Add 1 damage to it, then you may force it 1 space." """
    s = scene()
    golem = s.place(PD, "Ice Golem", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _ice_ram_active(s)
    s.phase(PD, "move")
    s.do(cmds.Move(PD, golem, ((1, 3),)))
    assert s.prompt is not None and s.prompt.options == (warrior,)
    s.answer(warrior)
    assert s.card(warrior).damage == 1
    assert set(s.prompt.options) == {(1, 5), (0, 4), (2, 4)}
    s.answer((1, 5))
    assert s.card(warrior).pos == (1, 5)


def test_ice_ram_after_forcing_a_structure_with_structural_shift():
    """Ice Ram: "After you … FORCE a friendly structure…": Svara's Structural Shift forcing her gate
    next to an enemy champion lets Ice Ram damage it; forcing it is optional."""
    s = scene()
    axe = s.place(OPP, "Champion Axe", (3, 4))
    _ice_ram_active(s)
    s.phase(PD, "move")
    svara, gate = s.summoner(PD), s.gate(PD)
    s.do(cmds.Move(PD, svara, ((4, 0),)))
    s.answer(gate)
    s.answer((3, 3))
    assert s.prompt.options == (axe,)
    s.answer(axe)
    s.answer(None)  # do not force it
    assert s.card(axe).damage == 1 and s.card(axe).pos == (3, 4)


def test_ice_ram_declined_and_targets_limited():
    """Ice Ram: "you MAY target a COMMON OR CHAMPION unit adjacent to that structure": declining
    does nothing; an adjacent summoner is never offered (online-client wording); moving a unit that
    is not a structure does not trigger it."""
    s = scene()
    golem = s.place(PD, "Ice Golem", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _ice_ram_active(s)
    s.phase(PD, "move")
    s.do(cmds.Move(PD, golem, ((1, 3),)))
    s.answer(None)
    assert s.card(warrior).damage == 0 and s.prompt is None

    s = scene()
    golem = s.place(PD, "Ice Golem", (2, 5))
    s.relocate(s.summoner(OPP), (2, 7))
    mage = s.place(PD, "Frost Mage", (4, 3))
    s.place(OPP, "Test Warrior", (4, 5))
    _ice_ram_active(s)
    s.phase(PD, "move")
    s.do(cmds.Move(PD, golem, ((2, 6),)))  # next to the enemy summoner and gate only
    assert s.prompt is None
    s.do(cmds.Move(PD, mage, ((4, 4),)))  # a Frost Mage is not a structure
    assert s.prompt is None


def test_ice_ram_not_active_from_hand():
    """Ice Ram works only "ACTIVE" (played, in the active area): in hand it does nothing."""
    s = scene()
    golem = s.place(PD, "Ice Golem", (1, 2))
    s.place(OPP, "Test Warrior", (1, 4))
    s.in_hand(PD, "Ice Ram")
    s.phase(PD, "move")
    s.do(cmds.Move(PD, golem, ((1, 3),)))
    assert s.prompt is None


# --- Glacial Shift --------------------------------------------------------------------------------------------


def _glacial_scene() -> tuple[Scene, dict[str, int]]:
    s = scene()
    ids = {
        "gate": s.gate(PD),  # (3,2): 2 from Svara
        "golem": s.place(PD, "Ice Golem", (1, 0)),  # 2 from Svara
        "gate2": s.place(PD, "Gate", (5, 1)),  # 3 from Svara
        "gate3": s.place(PD, "Gate", (4, 1)),  # 2 from Svara
        "far": s.place(PD, "Gate", (0, 4)),  # 7 from Svara
        "enemy": s.place(OPP, "Gate", (3, 1)),  # 1 from Svara, enemy
        "card": s.in_hand(PD, "Glacial Shift"),
    }
    s.phase(PD, "build")
    return s, ids


def test_glacial_shift_forces_up_to_three_structures():
    """Glacial Shift: "Choose up to 3 friendly structures within 3 spaces of your summoner, one at a
    time, and force each of them 1 or 2 spaces." After 3, no more are offered."""
    s, ids = _glacial_scene()
    s.do(cmds.PlayEvent(PD, ids["card"]))
    assert set(s.prompt.options) == {ids["gate"], ids["golem"], ids["gate2"], ids["gate3"]}
    s.answer(ids["gate"])
    assert {(3, 3), (3, 4)} <= set(s.prompt.options)  # 1 or 2 spaces
    s.answer((3, 4))
    s.answer(ids["golem"])
    s.answer((0, 0))
    assert ids["gate"] not in s.prompt.options and ids["golem"] not in s.prompt.options
    s.answer(ids["gate2"])
    s.answer((5, 3))
    assert s.prompt is None
    assert s.card(ids["gate"]).pos == (3, 4)
    assert s.card(ids["golem"]).pos == (0, 0)
    assert s.card(ids["gate2"]).pos == (5, 3)
    assert s.card(ids["gate3"]).pos == (4, 1)
    assert s.card(ids["card"]).zone == DISCARD


def test_glacial_shift_stop_early_and_wrong_phase():
    """Glacial Shift: "UP TO 3" includes stopping after one; it is a Build-phase event, so it cannot
    be played in the Move phase."""
    s, ids = _glacial_scene()
    s.do(cmds.PlayEvent(PD, ids["card"]))
    s.answer(ids["gate3"])
    s.answer((4, 0))
    s.answer(None)
    assert s.prompt is None
    assert s.card(ids["card"]).zone == DISCARD
    assert s.card(ids["gate"]).pos == (3, 2)

    s2, ids2 = _glacial_scene()
    s2.phase(PD, "move")
    assert "Build" in s2.reject(cmds.PlayEvent(PD, ids2["card"]))


def test_glacial_shift_lets_ice_ram_resolve_after_each_force():
    """Glacial Shift with Ice Ram active: glossary AFTER — Ice Ram's effect happens right after the
    force, before the next structure is chosen."""
    s, ids = _glacial_scene()
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    _ice_ram_active(s)
    s.phase(PD, "build")
    s.do(cmds.PlayEvent(PD, ids["card"]))
    s.answer(ids["gate"])
    s.answer((3, 4))  # now next to the warrior at (2,4)
    assert s.prompt.options == (warrior,)
    s.answer(warrior)
    s.answer(None)
    assert s.card(warrior).damage == 1
    assert ids["golem"] in s.prompt.options  # Glacial Shift carries on
    s.answer(None)
    assert s.card(ids["card"]).zone == DISCARD


# --- Ice Repair -----------------------------------------------------------------------------------------------


def test_ice_repair_removes_two_damage_from_each_friendly_structure():
    """Ice Repair: "Remove 2 damage from each friendly structure." Only friendly structures: a
    damaged Frost Mage and an enemy gate keep their damage."""
    s = scene()
    gate = s.gate(PD)
    golem = s.place(PD, "Ice Golem", (0, 1))
    mage = s.place(PD, "Frost Mage", (0, 0))
    enemy = s.gate(OPP)
    s.damage(gate, 3).damage(golem, 1).damage(mage, 2).damage(enemy, 3)
    card = s.in_hand(PD, "Ice Repair")
    s.phase(PD, "move")
    s.do(cmds.PlayEvent(PD, card))
    assert s.card(gate).damage == 1
    assert s.card(golem).damage == 0
    assert s.card(mage).damage == 2
    assert s.card(enemy).damage == 3
    assert s.card(card).zone == DISCARD


def test_ice_repair_only_in_the_move_phase():
    """Ice Repair is played in the Move phase: not in the Build phase."""
    s = scene()
    card = s.in_hand(PD, "Ice Repair")
    s.phase(PD, "build")
    s.reject(cmds.PlayEvent(PD, card))


# --- Parapet -----------------------------------------------------------------------------------------------


def test_parapet_is_built_as_a_structure():
    """Parapet: "This event is a structure: build it in your Build phase like a gate." It is built,
    not played, and has 5 life."""
    s = scene()
    card = s.in_hand(PD, "Parapet")
    s.phase(PD, "build")
    assert "build it" in s.reject(cmds.PlayEvent(PD, card))
    assert cmds.Build(PD, card, (0, 1)) in s.legal()
    s.do(cmds.Build(PD, card, (0, 1)))
    assert s.card(card).pos == (0, 1)
    assert life(s.state, s.card(card)) == 5


def test_parapet_lets_only_friendly_ranged_attacks_through():
    """Parapet: "Friendly units may make ranged attacks through this card; it does not block their
    line of fire." An enemy archer's line through it is still blocked."""
    s = scene()
    mage = s.place(PD, "Frost Mage", (1, 1))
    s.place(PD, "Parapet", (1, 2))
    archer = s.place(OPP, "Test Archer", (1, 3))
    s.phase(PD, "attack")
    assert cmds.Attack(PD, mage, archer) in s.legal()
    s.phase(OPP, "attack")
    assert "in the way" in s.reject(cmds.Attack(OPP, archer, mage))


def test_a_plain_gate_still_blocks_friendly_ranged_attacks():
    """Parapet's contrast: without Parapet's ability, a friendly gate in the line blocks the shot."""
    s = scene()
    mage = s.place(PD, "Frost Mage", (1, 1))
    s.place(PD, "Gate", (1, 2))
    archer = s.place(OPP, "Test Archer", (1, 3))
    s.phase(PD, "attack")
    s.reject(cmds.Attack(PD, mage, archer))


# --- random games ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_random_games_end_without_errors(seed):
    """Smoke: random legal commands (prompts answered at random), Polar Dwarves against the test
    faction: every game ends, no exception, the state stays consistent after every command."""
    g = random_game(seed, 20_000, faction_setup("polar-dwarves", seed=seed), check=True)
    assert g.state.over, f"seed {seed}: not over after 20000 commands"
    assert state_hash(g.replayed_state()) == g.hash()  # the log replays to the same state


@pytest.mark.parametrize("opponent", other_decks() or [pytest.param(None, marks=pytest.mark.skip("no other deck"))])
def test_random_games_against_other_shipped_decks(opponent):
    """Smoke: 5 random games against every other shipped 2E deck that loads (ability interplay
    between real factions): every game ends, no exception, invariants hold."""
    for seed in range(5):
        g = random_game(seed, 20_000, faction_setup("polar-dwarves", opponent, seed), check=True)
        assert g.state.over, f"{opponent} seed {seed}: not over after 20000 commands"
