"""Cave Goblins (cards/2e/cave-goblins.yaml): every ability and event, where it works and where it
must not, plus random games with the faction.

Ella (player 0) plays Cave Goblins, Toby (player 1) the plain test faction unless a test says
otherwise. Board positions are (column, row), 0-based; Ella's back row is row 0. Sneeks starts
at (4,0) and Ella's gate at (3,1); Toby's summoner is at (2,7) and his gate at (2,5).
Die faces (tests/factories.FACES): 0,1 melee; 2 melee+ranged; 3 ranged; 4 melee+special;
5 ranged+special.
"""

from __future__ import annotations

from functools import partial

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, BUILD, MAGIC, MOVE
from game.core.state import ACTIVE, BOARD, DISCARD, HAND
from game.core.stats import move_distance, strength
from simcheck import play_checked
from tests.factories import MELEE_ONLY, RANGED_ONLY, event
from tests.scene import content, faction_scene, faction_setup, file_problems, of_type, spec

GOB = 0  # Ella, the Cave Goblins
OPP = 1  # Toby
scene = partial(faction_scene, "cave-goblins")  # summoners and starting gates only: see tests/scene.py


# --- the card file -------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/2e/cave-goblins.yaml loads cleanly and its deck is complete (34 cards)."""
    assert file_problems("cave-goblins.yaml") == []
    deck = content().library.decks["cave-goblins"]
    assert sum(n for _, n in deck.cards) == 34
    sneeks = content().library.cards["cave-goblins/sneeks"]
    assert (sneeks.strength, sneeks.life, sneeks.attack) == (3, 11, "melee")


# --- Sneeks: Sly ------------------------------------------------------------------------------------


def test_sly_exchanges_places_with_a_cost_0_unit_once_per_turn():
    """Sneeks, Sly: 'Once per turn during your Attack phase, Sneeks may exchange places with a
    friendly unit whose cost is 0.' Exchanging places is not a move."""
    s = scene(ATTACK)
    sneeks = s.summoner(GOB)
    slinger = s.place(GOB, "Horde Slinger", (1, 2))
    rider = s.place(GOB, "Beast Rider", (1, 4))
    assert "sly" in s.uses(sneeks)
    s.use(GOB, sneeks, "sly")
    assert s.options() == [slinger]  # the Beast Rider costs 2
    events = s.answer(slinger)
    assert s.card(sneeks).pos == (1, 2) and s.card(slinger).pos == (4, 0)
    assert of_type(events, ev.PlacesExchanged) and not of_type(events, ev.UnitMoved)
    assert s.card(rider).pos == (1, 4)
    assert "sly" not in s.uses(sneeks)
    assert "already been used" in s.reject(cmds.UseAbility(GOB, sneeks, "sly"))


def test_sly_not_outside_the_attack_phase_nor_with_only_costly_units():
    """Sneeks, Sly: 'during your Attack phase … a friendly unit whose cost is 0': not in the Move
    phase, not with a cost-2 unit, not with an enemy cost-0 unit. Using it is a commitment (as
    declaring an attack is): its question cannot be declined, so "use, then decline" is not a
    command that changes nothing."""
    s = scene(MOVE)
    sneeks = s.summoner(GOB)
    s.place(GOB, "Horde Slinger", (1, 2))
    assert "Attack phase" in s.reject(cmds.UseAbility(GOB, sneeks, "sly"))
    s = scene(ATTACK)
    sneeks = s.summoner(GOB)
    s.place(GOB, "Beast Rider", (1, 2))
    s.place(OPP, "Test Guard", (1, 5))  # cost 0, but Toby's
    assert "sly" not in s.uses(sneeks)
    slinger = s.place(GOB, "Horde Slinger", (0, 0))
    s.use(GOB, sneeks, "sly")
    assert "must choose" in s.reject(cmds.Answer(GOB, None))
    assert s.card(slinger).pos == (0, 0)


# --- Blarf: Blood Runes, Imbued Strength ---------------------------------------------------------------


def _blarf(magic: int, player: int = GOB):
    s = scene(BUILD, player=player)
    blarf = s.place(GOB, "Blarf", (1, 1))
    s.magic(GOB, magic)
    return s, blarf


def test_blood_runes_pay_one_magic_to_boost_blarf():
    """Blarf, Blood Runes: 'At the start of your Attack phase, either pay 1 magic to boost Blarf,
    or add 1 damage to Blarf.' Imbued Strength: '+1 strength for each boost'."""
    s, blarf = _blarf(3)
    s.do(cmds.EndPhase(GOB))
    assert s.state.phase == ATTACK and "Blood Runes" in s.state.pending.text
    s.answer("pay")
    assert s.state.players[GOB].magic == 2
    assert s.card(blarf).boost == 1 and s.card(blarf).damage == 0
    assert strength(s.state, s.card(blarf)) == 1


def test_blood_runes_damage_instead_and_forced_damage_without_magic():
    """Blarf, Blood Runes: the choice is mandatory; choosing not to pay adds 1 damage, and with no
    magic the damage is added without a question."""
    s, blarf = _blarf(3)
    s.do(cmds.EndPhase(GOB))
    assert not s.state.pending.optional
    s.answer("penalty")
    assert s.card(blarf).damage == 1 and s.card(blarf).boost == 0
    assert s.state.players[GOB].magic == 3
    s, blarf = _blarf(0)
    s.do(cmds.EndPhase(GOB))
    assert s.state.pending is None and s.card(blarf).damage == 1


def test_blood_runes_not_at_the_opponents_attack_phase():
    """Blarf, Blood Runes: 'At the start of YOUR Attack phase' only."""
    s, blarf = _blarf(3, player=OPP)
    s.do(cmds.EndPhase(OPP))
    assert s.state.phase == ATTACK and s.state.pending is None
    assert s.card(blarf).damage == 0 and s.card(blarf).boost == 0


def test_imbued_strength_caps_at_plus_5():
    """Blarf, Imbued Strength: '+1 strength for each boost on him (at most +5)'; no boost, 0."""
    s = scene(ATTACK)
    blarf = s.place(GOB, "Blarf", (1, 1))
    assert strength(s.state, s.card(blarf)) == 0
    s.apply(ev.BoostAdded(blarf, 7))
    assert strength(s.state, s.card(blarf)) == 5


# --- Smeg: Magic Junkie, Relentless ------------------------------------------------------------------


def _smeg(magic: int, player: int = GOB):
    s = scene(MAGIC, player=player)
    smeg = s.place(GOB, "Smeg", (1, 1))
    s.magic(GOB, magic)
    return s, smeg


def test_magic_junkie_pay_one_magic_or_discard_smeg():
    """Smeg, Magic Junkie: 'At the end of your turn, pay 1 magic or discard Smeg.'"""
    s, smeg = _smeg(2)
    s.do(cmds.EndPhase(GOB))  # Magic -> Draw -> end of the turn
    assert "Magic Junkie" in s.state.pending.text
    s.answer("pay")
    assert s.state.players[GOB].magic == 1 and s.card(smeg).zone == BOARD
    assert s.state.turn.player == OPP
    s, smeg = _smeg(2)
    s.do(cmds.EndPhase(GOB))
    events = s.answer("penalty")
    assert s.card(smeg).zone == DISCARD and s.state.players[GOB].magic == 2
    assert not of_type(events, ev.CardDestroyed)


def test_magic_junkie_without_magic_discards_and_not_on_the_opponents_turn():
    """Smeg, Magic Junkie: with no magic to pay Smeg is discarded at once; at the end of the
    opponent's turn nothing happens."""
    s, smeg = _smeg(0)
    s.do(cmds.EndPhase(GOB))
    assert s.card(smeg).zone == DISCARD
    s, smeg = _smeg(2, player=OPP)
    s.do(cmds.EndPhase(OPP))
    assert s.card(smeg).zone == BOARD and s.state.players[GOB].magic == 2


def test_relentless_units_attack_beyond_the_three_attacker_limit():
    """Horde Slinger and Smeg, Relentless: 'may attack even after 3 other units have attacked this
    phase'; a unit without it may not."""
    s = scene(ATTACK)
    riders = [s.place(GOB, "Beast Rider", (c, 3)) for c in (0, 1, 3)]
    for c in (0, 1, 3):
        s.place(OPP, "Test Brute", (c, 4))
    slinger = s.place(GOB, "Horde Slinger", (5, 1))
    smeg = s.place(GOB, "Smeg", (2, 2))
    climber = s.place(GOB, "Horde Climber", (4, 3))
    club = s.place(OPP, "Champion Club", (5, 4))
    brute = s.place(OPP, "Test Brute", (2, 4))
    s.place(OPP, "Test Guard", (4, 4))
    for r in riders:
        s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
        s.do(cmds.Attack(GOB, r, s.state.board[(s.card(r).pos[0], 4)]))
    assert "3 units" in s.reject(cmds.Attack(GOB, climber, s.state.board[(4, 4)]))
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(GOB, slinger, club))
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(GOB, smeg, brute))
    assert s.card(club).damage == 2 and s.card(brute).damage == 2


# --- The Eater: Feed the Eater --------------------------------------------------------------------------


def test_feed_the_eater_discards_an_adjacent_friendly_unit_or_the_eater():
    """The Eater, Feed the Eater: 'At the end of your Attack phase, if The Eater destroyed no unit
    this turn, discard an adjacent friendly unit or discard The Eater.'"""
    s = scene(ATTACK)
    eater = s.place(GOB, "The Eater", (1, 2))
    food = s.place(GOB, "Horde Slinger", (1, 3))
    s.place(GOB, "Horde Climber", (3, 3))  # not adjacent
    s.do(cmds.EndPhase(GOB))
    assert set(s.options()) == {food, eater} and not s.state.pending.optional
    events = s.answer(food)
    assert s.card(food).zone == DISCARD and s.card(eater).zone == BOARD
    assert not of_type(events, ev.CardDestroyed)
    s = scene(ATTACK)
    eater = s.place(GOB, "The Eater", (1, 2))
    s.do(cmds.EndPhase(GOB))  # nothing to feed it: The Eater goes
    assert s.card(eater).zone == DISCARD


def test_feed_the_eater_not_after_it_destroyed_a_unit():
    """The Eater, Feed the Eater: 'if The Eater destroyed no unit this turn': after it destroyed
    a unit nothing happens; destroying a gate (not a unit) does not feed it."""
    s = scene(ATTACK)
    eater = s.place(GOB, "The Eater", (1, 2))
    food = s.place(GOB, "Horde Slinger", (0, 2))
    guard = s.place(OPP, "Test Guard", (1, 3))
    s.dice(*[MELEE_ONLY] * 5)
    s.do(cmds.Attack(GOB, eater, guard))
    assert s.card(guard).zone == DISCARD
    s.do(cmds.EndPhase(GOB))
    assert s.state.pending is None and s.card(eater).zone == BOARD and s.card(food).zone == BOARD
    s = scene(ATTACK)
    eater = s.place(GOB, "The Eater", (1, 2))
    gate = s.place(OPP, "Gate", (1, 3))
    s.dice(*[MELEE_ONLY] * 5)
    s.do(cmds.Attack(GOB, eater, gate))
    assert s.card(gate).zone == DISCARD
    s.do(cmds.EndPhase(GOB))
    assert s.card(eater).zone == DISCARD


def test_feed_the_eater_not_at_the_end_of_the_opponents_attack_phase():
    """The Eater, Feed the Eater: only at the end of YOUR Attack phase."""
    s = scene(ATTACK, player=OPP)
    eater = s.place(GOB, "The Eater", (1, 2))
    s.do(cmds.EndPhase(OPP))
    assert s.card(eater).zone == BOARD and s.state.pending is None


# --- Beast Rider: Charge ------------------------------------------------------------------------------------


def test_charge_moves_up_to_4_spaces_in_a_line_and_a_long_charge_adds_strength():
    """Beast Rider, Charge: 'Instead of its normal move, this unit may move 1 to 4 spaces in a
    straight line through empty spaces. If it moved 3 or more spaces, it has +1 strength until the
    end of the turn.'"""
    s = scene(MOVE)
    rider = s.place(GOB, "Beast Rider", (0, 1))
    assert "charge" in s.uses(rider)
    s.use(GOB, rider, "charge")
    assert set(s.options()) == {(0, 0), (0, 2), (0, 3), (0, 4), (0, 5), (1, 1), (2, 1)}
    events = s.answer((0, 4))
    assert s.card(rider).pos == (0, 4)
    assert of_type(events, ev.UnitMoved)[0].path == ((0, 2), (0, 3), (0, 4))
    assert rider in s.state.turn.movers
    assert strength(s.state, s.card(rider)) == 4
    assert [e.until for e in s.state.effects if e.target == rider] == ["end_of_turn"]
    assert "already moved" in s.reject(cmds.UseAbility(GOB, rider, "charge"))


def test_charge_short_blocked_and_out_of_phase():
    """Beast Rider, Charge: a charge of 2 spaces gives no strength; it stops at the first card in
    the line; it is a Move-phase move, so not in the Attack phase nor after the unit moved."""
    s = scene(MOVE)
    rider = s.place(GOB, "Beast Rider", (0, 1))
    s.place(OPP, "Test Guard", (0, 4))
    s.use(GOB, rider, "charge")
    assert (0, 4) not in s.options() and (0, 5) not in s.options() and (0, 3) in s.options()
    s.answer((0, 3))
    assert strength(s.state, s.card(rider)) == 3
    s = scene(MOVE)
    rider = s.place(GOB, "Beast Rider", (0, 1))
    s.do(cmds.Move(GOB, rider, ((0, 2),)))
    assert "charge" not in s.uses(rider)
    s = scene(ATTACK)
    rider = s.place(GOB, "Beast Rider", (0, 1))
    assert "Move phase" in s.reject(cmds.UseAbility(GOB, rider, "charge"))


# --- Horde Climber: Climb -------------------------------------------------------------------------------------


def test_climb_moves_one_extra_space_and_through_structures():
    """Horde Climber, Climb: 'When this unit moves, it may move 1 extra space' and 'may move
    through structures'."""
    s = scene(MOVE)
    climber = s.place(GOB, "Horde Climber", (3, 0))
    assert move_distance(s.state, s.card(climber)) == 3
    s.do(cmds.Move(GOB, climber, ((3, 1), (3, 2), (3, 3))))  # through Ella's gate at (3,1)
    assert s.card(climber).pos == (3, 3)


def test_climb_not_through_units_nor_onto_a_structure():
    """Horde Climber, Climb: structures only (it cannot pass Sneeks), and it cannot end its move on
    a structure."""
    s = scene(MOVE)
    climber = s.place(GOB, "Horde Climber", (3, 0))
    assert "path blocked" in s.reject(cmds.Move(GOB, climber, ((4, 0), (5, 0))))
    assert "Gate is there" in s.reject(cmds.Move(GOB, climber, ((3, 1),)))
    s.place(GOB, "Horde Slinger", (3, 2))
    assert s.reject(cmds.Move(GOB, climber, ((3, 1), (3, 2), (3, 3))))


# --- Horde Clinger: Immobile, Cling -----------------------------------------------------------------------------


def test_immobile_clinger_cannot_move():
    """Horde Clinger, Immobile: 'This unit cannot move.'"""
    s = scene(MOVE)
    clinger = s.place(GOB, "Horde Clinger", (1, 1))
    assert not [c for c in s.legal() if isinstance(c, cmds.Move) and c.unit == clinger]
    assert "cannot move" in s.reject(cmds.Move(GOB, clinger, ((1, 2),)))


def test_cling_places_the_clinger_next_to_a_unit_that_moved_away_from_it():
    """Horde Clinger, Cling: 'When a friendly unit that starts its move adjacent to this unit has
    moved, you may place this unit on an empty space adjacent to that unit.' Placing is not a
    move: no mover slot is used."""
    s = scene(MOVE)
    clinger = s.place(GOB, "Horde Clinger", (1, 1))
    slinger = s.place(GOB, "Horde Slinger", (1, 2))
    s.do(cmds.Move(GOB, slinger, ((1, 3), (1, 4))))
    assert "Cling" in s.state.pending.text
    assert set(s.options()) == {(0, 4), (2, 4), (1, 5), (1, 3)}
    s.answer((1, 3))
    assert s.card(clinger).pos == (1, 3)
    assert s.state.turn.movers == [slinger]


def test_cling_not_for_units_that_did_not_start_adjacent_nor_for_enemies_and_may_be_declined():
    """Horde Clinger, Cling: only a FRIENDLY unit that STARTS its move adjacent to it; 'may'."""
    s = scene(MOVE)
    clinger = s.place(GOB, "Horde Clinger", (1, 1))
    far = s.place(GOB, "Horde Slinger", (3, 3))
    s.do(cmds.Move(GOB, far, ((2, 3), (1, 3))))
    assert s.state.pending is None
    near = s.place(GOB, "Horde Climber", (0, 1))
    s.do(cmds.Move(GOB, near, ((0, 2),)))
    s.answer(None)
    assert s.card(clinger).pos == (1, 1)
    s = scene(MOVE, player=OPP)
    clinger = s.place(GOB, "Horde Clinger", (1, 4))
    enemy = s.place(OPP, "Test Warrior", (1, 5))
    s.do(cmds.Move(OPP, enemy, ((0, 5),)))
    assert s.state.pending is None and s.card(clinger).pos == (1, 4)


# --- Enrage the Horde ------------------------------------------------------------------------------------------


def _enrage_scene():
    s = scene(MAGIC)
    s.magic(GOB, 3)
    card = s.hand(GOB, "Enrage the Horde")
    slinger = s.place(GOB, "Horde Slinger", (1, 2))
    climber = s.place(GOB, "Horde Climber", (4, 3))
    rider = s.place(GOB, "Beast Rider", (0, 3))
    clinger = s.place(GOB, "Horde Clinger", (0, 0))  # nothing in reach
    brute = s.place(OPP, "Test Brute", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (4, 4))
    s.place(OPP, "Test Warrior", (0, 4))  # next to the Beast Rider
    return s, card, dict(slinger=slinger, climber=climber, rider=rider, clinger=clinger, brute=brute,
                         warrior=warrior)


def test_enrage_the_horde_lets_each_cost_0_unit_attack_now():
    """Enrage the Horde: 'Each friendly unit whose cost is 0 may make one extra attack now, one after
    another.' The attacks take no attacker slot of any phase."""
    s, card, u = _enrage_scene()
    s.do(cmds.PlayEvent(GOB, card))
    assert set(s.options()) == {u["slinger"], u["climber"]}
    s.answer(u["slinger"])
    assert u["brute"] in s.options()
    s.dice(RANGED_ONLY, RANGED_ONLY)
    events = s.answer(u["brute"])
    assert [e.counts for e in of_type(events, ev.AttackDeclared)] == [False]
    assert s.card(u["brute"]).damage == 2
    assert s.options() == [u["climber"]]
    s.answer(u["climber"])
    s.dice(MELEE_ONLY)
    s.answer(u["warrior"])
    assert s.card(u["warrior"]).damage == 1
    assert s.state.pending is None and s.card(card).zone == DISCARD
    assert s.state.players[GOB].magic == 2 and s.state.phase == MAGIC


def test_enrage_the_horde_not_for_costly_units_and_may_stop():
    """Enrage the Horde: only units whose cost is 0 (not the Beast Rider, nor Sneeks who has no
    cost), and each attack is a 'may': stopping ends the event."""
    s, card, u = _enrage_scene()
    s.do(cmds.PlayEvent(GOB, card))
    assert u["rider"] not in s.options() and s.summoner(GOB) not in s.options()
    s.answer(None)
    assert s.state.pending is None and s.card(card).zone == DISCARD
    assert all(s.card(x).damage == 0 for x in (u["brute"], u["warrior"]))


def test_extra_attacks_played_in_the_attack_phase_grants_one_extra_attack_each():
    """Enrage the Horde's reusable ability (`extra_attacks`) on an Attack-phase event: each matching
    unit is granted one extra attack (glossary EXTRA: it may attack twice), others are not."""
    omen = event("test", "std-b", "Test Omen", "standard", 0, ATTACK,
                 abilities=(spec("extra_attacks", "Test Omen", max_cost=0),))
    s = scene(ATTACK, player=OPP, test_cards=(omen,))
    guard = s.place(OPP, "Test Guard", (1, 4))  # cost 0
    warrior = s.place(OPP, "Test Warrior", (0, 3))  # cost 1
    eater = s.place(GOB, "The Eater", (1, 3))  # 9 life, next to both
    s.do(cmds.PlayEvent(OPP, s.hand(OPP, "Test Omen")))
    assert s.state.turn.extra_attacks == {guard: 1}
    for attacker in (guard, guard, warrior):
        s.dice(MELEE_ONLY, MELEE_ONLY)
        s.do(cmds.Attack(OPP, attacker, eater))
    assert "already attacked" in s.reject(cmds.Attack(OPP, warrior, eater))
    assert s.state.turn.attackers == [guard, warrior]


# --- Pile On -------------------------------------------------------------------------------------------------------


def _pile_on_scene(play: bool):
    s = scene(ATTACK)
    rider = s.place(GOB, "Beast Rider", (2, 3))
    brute = s.place(OPP, "Test Brute", (2, 4))
    s.place(GOB, "Horde Slinger", (1, 4))  # adjacent to the target
    s.place(GOB, "Horde Climber", (3, 4))  # adjacent to the target
    s.place(GOB, "Horde Clinger", (1, 3))  # adjacent to the attacker only
    s.place(OPP, "Test Guard", (3, 5))  # Toby's, next to Ella's Climber
    if play:
        card = s.hand(GOB, "Pile On")
        s.do(cmds.PlayEvent(GOB, card))
        assert s.card(card).zone == ACTIVE
    return s, rider, brute


def test_pile_on_gang_up_adds_strength_per_other_friendly_unit_next_to_the_target():
    """Pile On: 'Friendly units have Gang Up: when a friendly unit attacks, it gets +1 strength for
    each other friendly unit adjacent to its target.'"""
    s, rider, brute = _pile_on_scene(play=True)
    assert strength(s.state, s.card(rider), target=s.card(brute)) == 5
    s.dice(*[MELEE_ONLY] * 5)
    events = s.do(cmds.Attack(GOB, rider, brute))
    assert len(of_type(events, ev.DiceRolled)[0].faces) == 5


def test_pile_on_not_without_the_event_and_not_for_the_enemy():
    """Pile On: no bonus when it is not active, none outside an attack, and the enemy's units
    are not friendly to Ella's attacker."""
    s, rider, brute = _pile_on_scene(play=False)
    assert strength(s.state, s.card(rider), target=s.card(brute)) == 3
    s, rider, brute = _pile_on_scene(play=True)
    assert strength(s.state, s.card(rider)) == 3
    s.phase(OPP, ATTACK)
    guard = s.state.board[(3, 5)]
    # Toby's Guard attacking Ella's Climber next to Toby's Brute: Pile On is Ella's, not his.
    assert strength(s.state, s.card(guard), target=s.card(s.state.board[(3, 4)])) == 1


# --- Sneak ---------------------------------------------------------------------------------------------------------


def test_sneak_forces_any_number_of_cost_0_units_one_space_each():
    """Sneak: 'Choose any number of friendly units whose cost is 0, one at a time, and force each of
    them 1 space.' Forcing is not moving: no mover slot is used."""
    s = scene(MOVE)
    card = s.hand(GOB, "Sneak")
    slinger = s.place(GOB, "Horde Slinger", (1, 2))
    climber = s.place(GOB, "Horde Climber", (5, 2))
    s.place(GOB, "Beast Rider", (0, 3))
    s.do(cmds.PlayEvent(GOB, card))
    assert set(s.options()) == {slinger, climber}
    s.answer(slinger)
    assert set(s.options()) == {(0, 2), (2, 2), (1, 1), (1, 3)}
    events = s.answer((1, 3))
    assert of_type(events, ev.CardForced) and s.card(slinger).pos == (1, 3)
    assert s.options() == [climber]
    s.answer(climber)
    s.answer((5, 3))
    assert s.card(climber).pos == (5, 3)
    assert s.state.pending is None and s.state.turn.movers == []


def test_sneak_not_for_costly_units_and_may_stop_at_once():
    """Sneak: a Beast Rider (cost 2) and an enemy cost-0 unit are never offered; 'any number'
    includes none."""
    s = scene(MOVE)
    card = s.hand(GOB, "Sneak")
    rider = s.place(GOB, "Beast Rider", (0, 3))
    slinger = s.place(GOB, "Horde Slinger", (1, 2))
    s.place(OPP, "Test Guard", (3, 4))
    s.do(cmds.PlayEvent(GOB, card))
    assert s.options() == [slinger]
    s.answer(None)
    assert s.card(slinger).pos == (1, 2) and s.card(rider).pos == (0, 3)


# --- Unrelenting -------------------------------------------------------------------------------------------------------


def _unrelenting_scene():
    s = scene(MAGIC)
    s.magic(GOB, 2)
    card = s.hand(GOB, "Unrelenting")
    s.do(cmds.PlayEvent(GOB, card))
    assert s.card(card).zone == ACTIVE and s.state.players[GOB].magic == 1
    s.phase(OPP, ATTACK)
    return s, card


def test_unrelenting_returns_a_common_that_would_be_destroyed_to_hand():
    """Unrelenting: 'When a friendly common unit would be destroyed, return it to your hand
    instead (it is not destroyed, and your opponent gains no magic for it).'"""
    s, _ = _unrelenting_scene()
    slinger = s.place(GOB, "Horde Slinger", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    magic = s.state.players[OPP].magic
    s.dice(MELEE_ONLY, MELEE_ONLY)
    events = s.do(cmds.Attack(OPP, warrior, slinger))
    assert s.card(slinger).zone == HAND and slinger in s.state.players[GOB].hand
    assert s.card(slinger).damage == 0
    assert not of_type(events, ev.CardDestroyed)
    assert s.state.players[OPP].magic == magic


def test_unrelenting_not_for_champions_and_only_while_active():
    """Unrelenting: commons only (Smeg, a champion, is destroyed as usual and Toby gains magic),
    and the event is discarded at the start of Ella's next turn."""
    s, card = _unrelenting_scene()
    smeg = s.place(GOB, "Smeg", (1, 3))
    s.damage(smeg, 3)
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    magic = s.state.players[OPP].magic
    s.dice(MELEE_ONLY, MELEE_ONLY)
    events = s.do(cmds.Attack(OPP, warrior, smeg))
    assert s.card(smeg).zone == DISCARD and of_type(events, ev.CardDestroyed)
    assert s.state.players[OPP].magic == magic + 1
    # Toby's turn ends; the start of Ella's next turn discards the event.
    s.phase(OPP, MAGIC)
    s.do(cmds.EndPhase(OPP))
    assert s.state.turn.player == GOB and s.card(card).zone == DISCARD
    slinger = s.place(GOB, "Horde Slinger", (4, 4))
    s.phase(OPP, ATTACK)
    enemy = s.place(OPP, "Test Warrior", (4, 5))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, enemy, slinger))
    assert s.card(slinger).zone == DISCARD


# --- random games ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("opponent", [None, "vanguards"])
def test_20_random_games_end_without_errors(opponent):
    """Random legal commands (prompts answered at random) with every invariant checked: 10 games
    against the test faction and 10 against the Vanguards, all of which end."""
    for seed in range(10):
        g = play_checked(faction_setup("cave-goblins", opponent, seed=seed), bot_seed=seed + 4242)
        assert g.state.over

