"""Fallen Kingdom (cards/2e/fallen-kingdom.yaml, game/core/abilities/fallen_kingdom.py).

For every ability and event: a test where it takes effect and one where it must not. Ella
(player 0) plays the Fallen Kingdom, Toby (player 1) the plain test faction. Ret-Talus stands at
(3, 0), Ella's gate at (3, 2); Toby's summoner at (2, 7), his gate at (2, 5).

Die faces (tests/factories.FACES): 0,1 melee; 2 melee+ranged; 3 ranged; 4 melee+special;
5 ranged+special. `Scene.dice(...)` makes the next roll show exactly the given faces.
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, BUILD, MAGIC, MOVE, SUMMON
from game.core.state import ACTIVE, DISCARD, UNDER
from game.core.stats import strength
from tests.factories import MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY, RANGED_SPECIAL
from tests.scene import Scene, content, faction_setup, of_type
from tests.simcheck import play_checked

FK = "fallen-kingdom"
FILE = "fallen-kingdom.yaml"


def scene() -> Scene:
    """Ella's Fallen Kingdom against Toby's test faction. Only the summoners and the gates stay on
    the battlefield and every discard pile starts empty (each test decides what is in it); every
    command played must be listed by legal_commands, and none that is rejected may be."""
    return Scene(faction_setup(FK), strict=True).clear_starting_units(discards=True)


def magic(s: Scene, player: int = 0) -> int:
    return s.state.players[player].magic


def attack(s: Scene, attacker: int, target: int, *faces: int) -> list[ev.Event]:
    return s.dice(*faces).do(cmds.Attack(s.card(attacker).controller, attacker, target))


# --- the card file -------------------------------------------------------------------------------


def test_card_file_loads_without_problems_and_builds_a_legal_deck():
    """The faction file validates (deck-construction rules included) and has every card."""
    c = content()
    assert [p for p in c.problems if FILE in str(p)] == []
    deck = c.library.decks[FK]
    assert sum(n for _, n in deck.cards) == 34
    cards = c.library.cards
    rt = cards[f"{FK}/ret-talus"]
    assert (rt.life, rt.strength, rt.attack) == (12, 2, "ranged")
    assert cards[f"{FK}/undead-archer"].cost == 2
    assert cards[f"{FK}/sacrificial-pyre"].active
    for d in cards.values():
        if d.id.startswith(FK + "/"):
            assert all(a.text for a in d.abilities), d.id


# --- Ret-Talus: Raise the Dead ---------------------------------------------------------------------


def raise_cmd(s: Scene) -> cmds.UseAbility:
    return cmds.UseAbility(0, s.summoner(0), "raise_the_dead")


def test_raise_the_dead_places_an_undead_unit_next_to_ret_talus():
    """Ret-Talus, Raise the Dead: 'Once per turn during your Summon phase, you may add 2 damage
    to Ret-Talus to take an Undead unit from your discard pile and place it on an empty space
    adjacent to him.'"""
    s = scene().phase(0, SUMMON)
    warrior = s.discard(0, "Undead Warrior")
    s.discard(0, "Hellfire Cultist")  # not Undead: never offered
    rt = s.summoner(0)
    before = magic(s)
    s.do(raise_cmd(s))
    assert s.card(rt).damage == 2
    p = s.prompt
    assert p.player == 0 and p.kind == "card" and set(p.options) == {warrior}
    s.answer(warrior)
    assert s.prompt.kind == "space" and set(s.prompt.options) == {(2, 0), (4, 0), (3, 1)}
    events = s.answer((3, 1))
    assert s.at((3, 1)).uid == warrior and s.card(warrior).controller == 0
    assert of_type(events, ev.CardPlaced) and not of_type(events, ev.UnitSummoned)
    assert magic(s) == before  # paid in damage, not magic
    assert s.state.pending is None


def test_raise_the_dead_needs_an_undead_unit_in_the_discard_pile():
    """Ret-Talus, Raise the Dead: '... take an Undead unit from your discard pile' — a Hellfire
    Cultist is not Undead, and an empty pile gives nothing to raise."""
    s = scene().phase(0, SUMMON)
    assert "discard pile" in s.reject(raise_cmd(s))
    s.discard(0, "Hellfire Cultist")
    assert "discard pile" in s.reject(raise_cmd(s))


def test_raise_the_dead_only_in_your_summon_phase():
    """Ret-Talus, Raise the Dead: '... during your Summon phase'."""
    s = scene().phase(0, MOVE)
    s.discard(0, "Undead Warrior")
    assert "Summon phase" in s.reject(raise_cmd(s))
    s.phase(1, SUMMON)
    assert s.reject(raise_cmd(s))


def test_raise_the_dead_once_per_turn():
    """Ret-Talus, Raise the Dead: 'Once per turn ...'."""
    s = scene().phase(0, SUMMON)
    s.discard(0, "Undead Warrior")
    s.discard(0, "Undead Archer")
    s.do(raise_cmd(s))
    raised = s.prompt.options[0]
    s.answer(raised)
    s.answer((3, 1))
    assert s.at((3, 1)).uid == raised
    assert "already been used" in s.reject(raise_cmd(s))  # one Undead is still in the pile


def test_raise_the_dead_needs_an_empty_space_next_to_ret_talus():
    """Ret-Talus, Raise the Dead: '... place it on an empty space adjacent to him'."""
    s = scene().phase(0, SUMMON)
    s.discard(0, "Undead Warrior")
    for pos in [(2, 0), (4, 0), (3, 1)]:
        s.place(0, "Hellfire Cultist", pos)
    assert "empty space" in s.reject(raise_cmd(s))


def test_raise_the_dead_can_destroy_ret_talus_and_then_its_player_loses():
    """Ret-Talus, Raise the Dead: the 2 damage is paid first; at 2 life left it destroys him, and
    'If a player's summoner is ever destroyed, that player loses the game' (glossary SUMMONER).
    Nothing is raised."""
    s = scene().phase(0, SUMMON)
    warrior = s.discard(0, "Undead Warrior")
    s.damage(s.summoner(0), 10)
    events = s.do(raise_cmd(s))
    assert s.state.over and s.state.winner == 1
    assert of_type(events, ev.GameWon)
    assert s.card(warrior).zone == DISCARD


# --- Dragos: Life Drain -----------------------------------------------------------------------------


def dragos_scene():
    s = scene().phase(0, ATTACK)
    dragos = s.place(0, "Dragos", (1, 4))
    carrier = s.place(0, "Undead Carrier", (0, 4))
    s.place(0, "Undead Archer", (5, 0))  # friendly but 8 spaces away
    brute = s.place(1, "Test Brute", (1, 5))
    return s, dragos, carrier, brute


SPECIAL_ROLL = (MELEE_SPECIAL, RANGED_SPECIAL, MELEE_ONLY, RANGED_ONLY)


def test_life_drain_sacrifice_makes_specials_count_as_melee_hits():
    """Dragos, Life Drain: 'Before Dragos attacks, you may destroy a friendly unit within 2
    spaces of him. If you do, each special symbol rolled in that attack also counts as a melee hit
    (a die showing both still adds only 1 damage). You gain no magic for the destroyed unit.'"""
    s, dragos, carrier, brute = dragos_scene()
    before = magic(s)
    s.dice(*SPECIAL_ROLL).do(cmds.Attack(0, dragos, brute))
    p = s.prompt
    assert p.player == 0 and set(p.options) == {carrier} and p.optional
    s.answer(carrier)
    assert s.card(carrier).zone == DISCARD
    # melee on faces 4 and 0; the ranged+special face adds 1 more; melee+special still only 1
    assert s.card(brute).damage == 3
    assert magic(s) == before
    assert not any(e.kind == "life_drain" for e in s.state.effects)  # that attack only


def test_life_drain_declined_leaves_specials_as_blanks():
    """Dragos, Life Drain: 'you MAY destroy a friendly unit ... If you do, ...' — declined, the
    attack counts melee hits only."""
    s, dragos, carrier, brute = dragos_scene()
    s.dice(*SPECIAL_ROLL).do(cmds.Attack(0, dragos, brute))
    s.answer(None)
    assert s.on_board(carrier)
    assert s.card(brute).damage == 2


def test_life_drain_not_offered_without_a_friendly_unit_within_2_spaces():
    """Dragos, Life Drain: '... a friendly unit within 2 spaces of him' — none near, no choice."""
    s = scene().phase(0, ATTACK)
    dragos = s.place(0, "Dragos", (1, 4))
    s.place(0, "Undead Carrier", (1, 1))  # 3 spaces away
    s.place(1, "Test Guard", (0, 4))  # adjacent, but an enemy
    brute = s.place(1, "Test Brute", (1, 5))
    s.dice(*SPECIAL_ROLL).do(cmds.Attack(0, dragos, brute))
    assert s.prompt is None
    assert s.card(brute).damage == 2


# --- Elut-Bal: Summoned by Fire ---------------------------------------------------------------------


def summons_for(s: Scene, card: int) -> set:
    return {c.to for c in s.legal() if isinstance(c, cmds.Summon) and c.card == card}


def test_summoned_by_fire_replaces_a_friendly_unit():
    """Elut-Bal, Summoned by Fire: 'Elut-Bal is not summoned next to a gate: to summon him,
    destroy a friendly unit on the battlefield (not your summoner) and place him in its space.
    You gain no magic for it.'"""
    s = scene().phase(0, SUMMON).magic(0, 6)
    elut = s.in_hand(0, "Elut-Bal")
    carrier = s.place(0, "Undead Carrier", (0, 4))
    assert summons_for(s, elut) == {(0, 4)}
    events = s.do(cmds.Summon(0, elut, (0, 4)))
    assert s.card(carrier).zone == DISCARD
    assert s.at((0, 4)).uid == elut
    assert of_type(events, ev.CardDestroyed) and of_type(events, ev.UnitSummoned)
    assert magic(s) == 0 and not of_type(events, ev.MagicGained)


def test_summoned_by_fire_not_next_to_a_gate_nor_onto_a_summoner_or_enemy():
    """Elut-Bal, Summoned by Fire: '... not summoned next to a gate ... a friendly unit (not your
    summoner)'."""
    s = scene().phase(0, SUMMON).magic(0, 6)
    elut = s.in_hand(0, "Elut-Bal")
    enemy = s.place(1, "Test Warrior", (5, 5))
    assert summons_for(s, elut) == set()  # no friendly unit but the summoner
    s.reject(cmds.Summon(0, elut, (3, 3)))  # an empty space next to Ella's gate
    s.reject(cmds.Summon(0, elut, (3, 0)))  # Ret-Talus
    s.reject(cmds.Summon(0, elut, (5, 5)))  # an enemy unit
    assert s.on_board(enemy) and s.on_board(s.summoner(0))


# --- Gul-Dass: Wrath ------------------------------------------------------------------------------------


def test_wrath_adds_strength_per_damage():
    """Gul-Dass, Wrath: 'Gul-Dass gets +1 strength for each damage on him.'"""
    s = scene().phase(0, ATTACK)
    gul = s.place(0, "Gul-Dass", (1, 4))
    s.damage(gul, 3)
    assert strength(s.state, s.card(gul)) == 5
    brute = s.place(1, "Test Brute", (1, 5))
    events = attack(s, gul, brute, *(MELEE_ONLY,) * 5)
    assert len(of_type(events, ev.DiceRolled)[0].faces) == 5


def test_wrath_gives_nothing_when_undamaged_nor_to_others():
    """Gul-Dass, Wrath: '... for each damage on HIM' — undamaged he has his printed 2, and a
    damaged friend gets nothing."""
    s = scene().phase(0, ATTACK)
    gul = s.place(0, "Gul-Dass", (1, 4))
    friend = s.place(0, "Undead Warrior", (1, 3))
    s.damage(friend, 2)
    assert strength(s.state, s.card(gul)) == 2
    assert strength(s.state, s.card(friend)) == 2


# --- Hellfire Cultist: Immolate ----------------------------------------------------------------------


def test_immolate_damages_each_adjacent_enemy_unit_when_destroyed():
    """Hellfire Cultist, Immolate: 'After this unit is destroyed, add 1 damage to each enemy unit
    that was adjacent to it.'"""
    s = scene().phase(1, ATTACK)
    cultist = s.place(0, "Hellfire Cultist", (1, 4))
    warrior = s.place(1, "Test Warrior", (1, 5))
    guard = s.place(1, "Test Guard", (0, 4))
    far = s.place(1, "Test Guard", (1, 6))  # 2 spaces away
    friend = s.place(0, "Undead Carrier", (2, 4))  # adjacent, but the Cultist's own side
    before = magic(s, 1)
    attack(s, warrior, cultist, MELEE_ONLY, MELEE_ONLY)
    assert s.card(cultist).zone == DISCARD
    assert s.card(warrior).damage == 1 and s.card(guard).damage == 1
    assert s.card(far).damage == 0 and s.card(friend).damage == 0
    assert magic(s, 1) == before + 1  # Toby destroyed the Cultist with an attack


def test_immolate_kill_gains_the_cultists_player_magic_not_the_attackers():
    """Hellfire Cultist, Immolate, and glossary DESTROY (our reading, see the card file): an
    enemy unit destroyed by Immolate gains the Cultist's player 1 magic ('an ability from a card
    you control'); whoever destroyed the Cultist gains nothing for it ('do NOT gain magic if the
    effect of a destroyed enemy card causes another card to be destroyed')."""
    s = scene().phase(1, ATTACK)
    cultist = s.place(0, "Hellfire Cultist", (1, 4))
    warrior = s.place(1, "Test Warrior", (1, 5))
    guard = s.place(1, "Test Guard", (0, 4))
    s.damage(guard, 1)
    ella, toby = magic(s, 0), magic(s, 1)
    attack(s, warrior, cultist, MELEE_ONLY, MELEE_ONLY)
    assert s.card(guard).zone == DISCARD
    assert magic(s, 0) == ella + 1
    assert magic(s, 1) == toby + 1  # the Cultist only


def test_immolate_does_nothing_without_the_cultist_being_destroyed():
    """Hellfire Cultist, Immolate: 'AFTER this unit is destroyed' — damaged but alive, nothing."""
    s = scene().phase(1, ATTACK)
    cultist = s.place(0, "Hellfire Cultist", (1, 4))
    warrior = s.place(1, "Test Warrior", (1, 5))
    attack(s, warrior, cultist, MELEE_ONLY, RANGED_ONLY)
    assert s.on_board(cultist) and s.card(cultist).damage == 1
    assert s.card(warrior).damage == 0


# --- Undead Archer: Soul Shift --------------------------------------------------------------------------


def soul_shift_scene(archer_at=(0, 2)):
    s = scene().phase(0, ATTACK)
    archer = s.place(0, "Undead Archer", archer_at)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    guard = s.place(1, "Test Guard", (1, 4))
    return s, archer, carrier, guard


def test_soul_shift_moves_the_archer_into_the_destroyed_units_space():
    """Undead Archer, Soul Shift: 'During your turn, after a unit within 3 spaces of this unit is
    destroyed, you may put this unit in the destroyed unit's space. This is not a move.'"""
    s, archer, carrier, guard = soul_shift_scene()
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    p = s.prompt
    assert p.player == 0 and p.kind == "space" and p.options == ((1, 4),) and p.optional
    events = s.answer((1, 4))
    assert s.card(archer).pos == (1, 4)
    moved = of_type(events, ev.UnitMoved)
    assert moved and not moved[0].counts
    assert archer not in s.state.turn.movers


def test_soul_shift_declined_stays():
    """Undead Archer, Soul Shift: 'you MAY put this unit in the destroyed unit's space'."""
    s, archer, carrier, guard = soul_shift_scene()
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    s.answer(None)
    assert s.card(archer).pos == (0, 2) and s.at((1, 4)) is None


def test_soul_shift_not_beyond_3_spaces():
    """Undead Archer, Soul Shift: '... a unit within 3 spaces of this unit' — 4 away, nothing."""
    s, archer, carrier, guard = soul_shift_scene(archer_at=(0, 1))
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    assert s.card(guard).zone == DISCARD and s.prompt is None


def test_soul_shift_not_during_the_opponents_turn():
    """Undead Archer, Soul Shift: 'DURING YOUR TURN, after a unit ... is destroyed'."""
    s = scene().phase(1, ATTACK)
    archer = s.place(0, "Undead Archer", (0, 2))
    cultist = s.place(0, "Hellfire Cultist", (1, 3))
    warrior = s.place(1, "Test Warrior", (1, 4))
    attack(s, warrior, cultist, MELEE_ONLY, MELEE_ONLY)
    assert s.card(cultist).zone == DISCARD
    assert s.prompt is None and s.card(archer).pos == (0, 2)


# --- Undead Carrier: Soulless and Infect -------------------------------------------------------------


def test_soulless_gains_no_magic_for_a_kill():
    """Undead Carrier, Soulless: 'You gain no magic when this unit destroys an enemy card.'"""
    s, archer, carrier, guard = soul_shift_scene(archer_at=(5, 0))
    before = magic(s)
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    assert s.card(guard).zone == DISCARD and magic(s) == before


def test_without_soulless_a_kill_gains_magic():
    """Undead Carrier, Soulless, by contrast: an Undead Warrior (no Soulless) gains 1 magic for the
    same kill (rulebook: 'Gain 1 magic each time a card you control destroys an ENEMY card')."""
    s = scene().phase(0, ATTACK)
    warrior = s.place(0, "Undead Warrior", (1, 3))
    guard = s.place(1, "Test Guard", (1, 4))
    before = magic(s)
    attack(s, warrior, guard, MELEE_ONLY, MELEE_ONLY)
    assert magic(s) == before + 1


def test_infect_puts_a_carrier_from_the_discard_pile_into_the_space():
    """Undead Carrier, Infect: 'After this unit destroys a unit with an attack, you may take an
    Undead Carrier from your discard pile and place it in the destroyed unit's space.'"""
    s, archer, carrier, guard = soul_shift_scene(archer_at=(5, 0))
    spare = s.discard(0, "Undead Carrier")
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    p = s.prompt
    assert p.player == 0 and p.options == ((1, 4),) and p.optional
    events = s.answer((1, 4))
    assert s.at((1, 4)).uid == spare and s.card(spare).controller == 0
    assert of_type(events, ev.CardPlaced)


def test_infect_declined_or_without_a_carrier_in_the_discard_pile():
    """Undead Carrier, Infect: 'you MAY take an Undead Carrier FROM YOUR DISCARD PILE' —
    declined, or with none there, the space stays empty."""
    s, archer, carrier, guard = soul_shift_scene(archer_at=(5, 0))
    s.discard(0, "Undead Carrier")
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    s.answer(None)
    assert s.at((1, 4)) is None
    s, archer, carrier, guard = soul_shift_scene(archer_at=(5, 0))
    s.discard(0, "Undead Warrior")  # Undead, but not a Carrier
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    assert s.prompt is None and s.at((1, 4)) is None


def test_infect_needs_this_carrier_to_destroy_a_unit_by_attacking():
    """Undead Carrier, Infect: 'After THIS UNIT DESTROYS a unit with an attack' — a survivor, or a
    kill by another unit, gives nothing; nor does destroying a structure."""
    s = scene().phase(0, ATTACK)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    warrior = s.place(0, "Undead Warrior", (4, 3))
    s.discard(0, "Undead Carrier")
    brute = s.place(1, "Test Brute", (1, 4))
    guard = s.place(1, "Test Guard", (4, 4))
    gate = s.place(1, "Gate", (0, 3))
    attack(s, carrier, brute, MELEE_ONLY, MELEE_ONLY)
    assert s.card(brute).damage == 2 and s.prompt is None
    attack(s, warrior, guard, MELEE_ONLY, MELEE_ONLY)
    assert s.card(guard).zone == DISCARD and s.prompt is None
    s.phase(0, ATTACK)
    s.damage(gate, 4)
    attack(s, carrier, gate, MELEE_ONLY, MELEE_ONLY)
    assert s.card(gate).zone == DISCARD and s.prompt is None


# --- Undead Warrior: Blood Fury and Imbued Strength -------------------------------------------------


def test_blood_fury_boosts_for_each_unit_destroyed_during_your_turn():
    """Undead Warrior, Blood Fury: 'Each time a unit is destroyed during your turn, boost this
    unit.' (with Imbued Strength: +1 strength per boost)."""
    s, archer, carrier, guard = soul_shift_scene(archer_at=(5, 0))
    warrior = s.place(0, "Undead Warrior", (4, 4))
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    assert s.card(warrior).boost == 1
    assert strength(s.state, s.card(warrior)) == 3


def test_blood_fury_not_during_the_opponents_turn_nor_for_structures():
    """Undead Warrior, Blood Fury: 'Each time a UNIT is destroyed DURING YOUR TURN'."""
    s = scene().phase(1, ATTACK)
    warrior = s.place(0, "Undead Warrior", (4, 4))
    cultist = s.place(0, "Hellfire Cultist", (1, 3))
    enemy = s.place(1, "Test Warrior", (1, 4))
    attack(s, enemy, cultist, MELEE_ONLY, MELEE_ONLY)
    assert s.card(cultist).zone == DISCARD and s.card(warrior).boost == 0
    s = scene().phase(0, ATTACK)
    warrior = s.place(0, "Undead Warrior", (4, 4))
    carrier = s.place(0, "Undead Carrier", (1, 3))
    gate = s.place(1, "Gate", (1, 4))
    s.damage(gate, 4)
    attack(s, carrier, gate, MELEE_ONLY, MELEE_ONLY)
    assert s.card(gate).zone == DISCARD and s.card(warrior).boost == 0


def test_blood_fury_removes_2_boost_at_the_end_of_your_turn():
    """Undead Warrior, Blood Fury: 'At the end of your turn, remove 2 boost from it.'"""
    s = scene().phase(0, MAGIC)
    warrior = s.place(0, "Undead Warrior", (4, 4))
    low = s.place(0, "Undead Warrior", (5, 4))
    s.boost(warrior, 3).boost(low, 1)
    s.do(cmds.EndPhase(0))  # Magic -> Draw -> end of turn
    assert s.state.turn.player == 1
    assert s.card(warrior).boost == 1 and s.card(low).boost == 0


def test_blood_fury_keeps_boost_at_the_end_of_the_opponents_turn():
    """Undead Warrior, Blood Fury: 'At the end of YOUR turn' — not the opponent's."""
    s = scene().phase(1, MAGIC)
    warrior = s.place(0, "Undead Warrior", (4, 4))
    s.boost(warrior, 3)
    s.do(cmds.EndPhase(1))
    assert s.state.turn.player == 0
    assert s.card(warrior).boost == 3


@pytest.mark.parametrize(("boost", "expected"), [(0, 2), (1, 3), (5, 7), (8, 7)])
def test_imbued_strength_adds_1_per_boost_up_to_5(boost, expected):
    """Undead Warrior, Imbued Strength: 'This unit gets +1 strength for each boost on it (at most
    +5).'"""
    s = scene().phase(0, ATTACK)
    warrior = s.place(0, "Undead Warrior", (4, 4))
    if boost:
        s.boost(warrior, boost)
    assert strength(s.state, s.card(warrior)) == expected


# --- Sacrificial Pyre ---------------------------------------------------------------------------------------


def pyre_in_play(s: Scene, boost: int = 0) -> int:
    pyre = s.in_hand(0, "Sacrificial Pyre")
    s.apply(ev.EventPlayed(0, pyre), ev.EventActivated(pyre))
    if boost:
        s.boost(pyre, boost)
    return pyre


def test_sacrificial_pyre_is_played_active_and_boosts_when_units_are_destroyed():
    """Sacrificial Pyre: 'ACTIVE. Each time a unit is destroyed, boost this card.'"""
    s = scene().phase(0, SUMMON).magic(0, 3)
    pyre = s.in_hand(0, "Sacrificial Pyre")
    s.do(cmds.PlayEvent(0, pyre))
    assert s.card(pyre).zone == ACTIVE and magic(s) == 2
    s.phase(0, ATTACK)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    guard = s.place(1, "Test Guard", (1, 4))
    attack(s, carrier, guard, MELEE_ONLY, MELEE_ONLY)
    assert s.card(pyre).boost == 1
    # and during the opponent's turn too, for either side's unit
    s.phase(1, ATTACK)
    enemy = s.place(1, "Test Warrior", (0, 3))
    s.damage(carrier, 1)
    attack(s, enemy, carrier, MELEE_ONLY, MELEE_ONLY)
    assert s.card(carrier).zone == DISCARD and s.card(pyre).boost == 2


def test_sacrificial_pyre_ignores_destroyed_structures_and_is_not_a_move_phase_event():
    """Sacrificial Pyre: 'Each time a UNIT is destroyed' — a gate is not; and it is a Summon
    phase event."""
    s = scene().phase(0, MOVE).magic(0, 3)
    pyre = s.in_hand(0, "Sacrificial Pyre")
    assert "Summon phase" in s.reject(cmds.PlayEvent(0, pyre))
    s.phase(0, ATTACK)
    pyre = pyre_in_play(s)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    gate = s.place(1, "Gate", (1, 4))
    s.damage(gate, 4)
    attack(s, carrier, gate, MELEE_ONLY, MELEE_ONLY)
    assert s.card(gate).zone == DISCARD and s.card(pyre).boost == 0


def test_sacrificial_pyre_heals_1_per_boost_when_discarded():
    """Sacrificial Pyre: 'When this card is discarded from your active area, choose a unit and
    remove 1 damage from it for each boost on this card.'"""
    s = scene().phase(1, MAGIC)
    pyre = pyre_in_play(s, boost=2)
    rt = s.summoner(0)
    s.damage(rt, 3)
    s.do(cmds.EndPhase(1))  # Toby's turn ends; Ella's begins: her active events are discarded
    p = s.prompt
    assert p.player == 0 and rt in p.options
    assert s.card(pyre).zone == DISCARD  # discarded; the amount went with the prompt
    s.answer(rt)
    assert s.card(rt).damage == 1
    assert s.state.phase == SUMMON and s.state.turn.player == 0


def test_sacrificial_pyre_without_boost_heals_nothing():
    """Sacrificial Pyre: '... remove 1 damage from it FOR EACH BOOST on this card' — none, no
    choice to make."""
    s = scene().phase(1, MAGIC)
    pyre = pyre_in_play(s)
    rt = s.summoner(0)
    s.damage(rt, 3)
    s.do(cmds.EndPhase(1))
    assert s.prompt is None and s.card(pyre).zone == DISCARD
    assert s.card(rt).damage == 3


# --- Blood Summon ----------------------------------------------------------------------------------------------


def blood_summon_scene(hand=("Undead Carrier", "Undead Archer", "Dragos"), magic_=3):
    s = scene().phase(0, SUMMON).empty_hand(0)
    event = s.in_hand(0, "Blood Summon")
    cards = {name: s.in_hand(0, name) for name in hand}
    s.magic(0, magic_)
    anchor = s.place(0, "Undead Warrior", (0, 4))
    return s, event, cards, anchor


def test_blood_summon_repeats_summons_next_to_friendly_units_that_take_2_damage():
    """Blood Summon: 'Repeat as many times as you like: choose a friendly unit, summon a unit that
    costs 2 or less from your hand onto an empty space adjacent to it (paying its cost), then add
    2 damage to the chosen unit.'"""
    s, event, cards, anchor = blood_summon_scene()
    rt = s.summoner(0)
    s.do(cmds.PlayEvent(0, event))
    assert set(s.prompt.options) == {rt, anchor} and s.prompt.optional
    s.answer(anchor)
    assert set(s.prompt.options) == {cards["Undead Carrier"], cards["Undead Archer"]}  # not Dragos
    s.answer(cards["Undead Archer"])
    assert set(s.prompt.options) == {(0, 3), (0, 5), (1, 4)}
    events = s.answer((1, 4))
    assert [e.card for e in of_type(events, ev.UnitSummoned)] == [cards["Undead Archer"]]
    assert s.at((1, 4)).uid == cards["Undead Archer"]
    assert s.card(anchor).damage == 2 and magic(s) == 1
    # again: now only the Carrier (cost 1) is affordable
    s.answer(rt)
    assert s.prompt.options == (cards["Undead Carrier"],)
    s.answer(cards["Undead Carrier"])
    s.answer((2, 0))
    assert s.at((2, 0)).uid == cards["Undead Carrier"]
    assert s.card(rt).damage == 2 and magic(s) == 0
    # nothing left to pay for: the event ends by itself
    assert s.prompt is None and s.card(event).zone == DISCARD


def test_blood_summon_may_stop_at_any_time():
    """Blood Summon: 'Repeat AS MANY TIMES AS YOU LIKE' — stopping leaves the rest in hand."""
    s, event, cards, anchor = blood_summon_scene()
    s.do(cmds.PlayEvent(0, event))
    s.answer(anchor)
    s.answer(cards["Undead Carrier"])
    s.answer((0, 3))
    s.answer(None)
    assert s.prompt is None and s.card(event).zone == DISCARD
    assert s.card(cards["Undead Archer"]).zone == "hand"
    assert s.card(anchor).damage == 2 and magic(s) == 2


def test_blood_summon_needs_a_cheap_affordable_unit_and_the_summon_phase():
    """Blood Summon: '... a unit that costs 2 or less from your hand ... (paying its cost)', played
    in the Summon phase."""
    s, event, cards, anchor = blood_summon_scene(hand=("Dragos",), magic_=9)
    assert "2 or less" in s.reject(cmds.PlayEvent(0, event))
    s, event, cards, anchor = blood_summon_scene(hand=("Undead Archer",), magic_=1)
    assert "2 or less" in s.reject(cmds.PlayEvent(0, event))
    s, event, cards, anchor = blood_summon_scene()
    s.phase(0, MOVE)
    assert "Summon phase" in s.reject(cmds.PlayEvent(0, event))


# --- Hellforged Weapon ---------------------------------------------------------------------------------------


def weapon_scene():
    s = scene().phase(0, BUILD)
    weapon = s.in_hand(0, "Hellforged Weapon")
    carrier = s.place(0, "Undead Carrier", (1, 3))
    s.place(0, "Dragos", (4, 3))
    s.place(1, "Test Warrior", (5, 5))  # an enemy common
    return s, weapon, carrier


def test_hellforged_weapon_goes_under_a_friendly_common_for_2_strength():
    """Hellforged Weapon: 'Put this card under a friendly common unit. That unit gets +2
    strength ...'"""
    s, weapon, carrier = weapon_scene()
    s.do(cmds.PlayEvent(0, weapon))
    assert s.prompt.options == (carrier,)  # not Dragos (champion), Ret-Talus, or the enemy
    s.answer(carrier)
    assert s.card(weapon).zone == UNDER and s.card(weapon).host == carrier
    assert strength(s.state, s.card(carrier)) == 4


def test_hellforged_weapon_cursed_damages_its_carrier_per_special():
    """Hellforged Weapon: '... and Cursed: after it attacks, add 1 damage to it for each special
    symbol rolled.' The weapon is discarded with the unit."""
    s, weapon, carrier = weapon_scene()
    s.do(cmds.PlayEvent(0, weapon))
    s.answer(carrier)
    s.phase(0, ATTACK)
    brute = s.place(1, "Test Brute", (1, 4))
    attack(s, carrier, brute, *SPECIAL_ROLL)
    assert s.card(brute).damage == 2
    assert s.card(carrier).damage == 2
    s.phase(0, ATTACK)
    attack(s, carrier, brute, MELEE_SPECIAL, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    assert s.card(carrier).zone == DISCARD and s.card(weapon).zone == DISCARD


def test_hellforged_weapon_no_special_no_curse():
    """Hellforged Weapon, Cursed: '1 damage for each SPECIAL symbol rolled' — none rolled, none."""
    s, weapon, carrier = weapon_scene()
    s.do(cmds.PlayEvent(0, weapon))
    s.answer(carrier)
    s.phase(0, ATTACK)
    brute = s.place(1, "Test Brute", (1, 4))
    attack(s, carrier, brute, MELEE_ONLY, MELEE_ONLY, RANGED_ONLY, MELEE_ONLY)
    assert s.card(brute).damage == 3 and s.card(carrier).damage == 0


def test_hellforged_weapon_needs_a_friendly_common():
    """Hellforged Weapon: '... under a friendly COMMON unit' — a champion and a summoner are not."""
    s = scene().phase(0, BUILD)
    weapon = s.in_hand(0, "Hellforged Weapon")
    s.place(0, "Dragos", (4, 3))
    s.place(1, "Test Warrior", (4, 4))
    assert "common" in s.reject(cmds.PlayEvent(0, weapon))


# --- Purge -------------------------------------------------------------------------------------------------------


def purge_scene():
    s = scene().phase(0, MOVE)
    purge = s.in_hand(0, "Purge")
    carrier = s.place(0, "Undead Carrier", (1, 3))
    cultist = s.place(0, "Hellfire Cultist", (4, 3))
    guard = s.place(1, "Test Guard", (1, 4))
    warrior = s.place(1, "Test Warrior", (4, 4))
    return s, purge, carrier, cultist, guard, warrior


def test_purge_damages_next_to_each_chosen_unit_then_destroys_them():
    """Purge: 'Choose any number of friendly units. For each of them, you may add 2 damage to one
    unit adjacent to it. Then destroy all the chosen units.'"""
    s, purge, carrier, cultist, guard, warrior = purge_scene()
    rt = s.summoner(0)
    before = magic(s)
    s.do(cmds.PlayEvent(0, purge))
    assert set(s.prompt.options) == {rt, carrier, cultist}
    s.answer(carrier)
    assert set(s.prompt.options) == {rt, cultist}
    s.answer(cultist)
    s.answer(None)  # done choosing
    assert s.prompt.options == (guard,)
    s.answer(guard)
    assert s.card(guard).zone == DISCARD
    assert s.prompt.options == (warrior,)
    s.answer(None)  # the Cultist's neighbour is spared the 2 damage
    assert s.card(carrier).zone == DISCARD and s.card(cultist).zone == DISCARD
    assert s.card(warrior).damage == 1  # Immolate from the purged Cultist
    assert magic(s) == before + 1  # the guard only: no magic for your own units
    assert s.card(purge).zone == DISCARD


def test_purge_choosing_nobody_destroys_nothing():
    """Purge: 'Choose ANY NUMBER of friendly units' — zero is a number."""
    s, purge, carrier, cultist, guard, warrior = purge_scene()
    s.do(cmds.PlayEvent(0, purge))
    s.answer(None)
    assert s.prompt is None
    assert all(s.on_board(u) for u in (carrier, cultist, guard, warrior))
    assert s.card(purge).zone == DISCARD


def test_purge_is_a_move_phase_event():
    """Purge is played in the Move phase only."""
    s, purge, *_ = purge_scene()
    s.phase(0, ATTACK)
    assert "Move phase" in s.reject(cmds.PlayEvent(0, purge))


# --- random games -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_random_games_end_without_error(seed):
    """20 seeded games of random legal commands (prompts answered at random), the Fallen Kingdom
    against the test faction or itself: every game ends, every invariant holds."""
    g = play_checked(faction_setup(FK, FK if seed % 2 == 0 else None, seed), bot_seed=seed + 104729)
    assert g.state.over
