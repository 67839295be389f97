"""Breakers (2E): every ability and event, where it takes effect and where it must not.

Player 0 (ME) plays the shipped cards/2e/breakers.yaml deck; player 1 (OPP) the plain test
faction. Positions are (column, row) from ME's side: Tacullu starts at (2,0), her gate at (3,1);
the opponent's gate is at (2,5) and its summoner at (2,7).
"""

from __future__ import annotations

from functools import partial

from game.core import commands as cmds
from game.core import events as ev
from game.core.attack import attacker_slot
from game.core.state import ACTIVE, DISCARD
from game.core.stats import attack_range, move_distance, strength
from simcheck import play_checked
from tests.factories import MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY, RANGED_SPECIAL
from tests.scene import deck, faction_scene, file_problems, of_type, real_setup

ME = 0  # Ella, the Breakers
OPP = 1  # Toby, the test faction (or the shipped deck `opponent`)
scene = partial(faction_scene, "breakers")  # summoners and starting gates only: see tests/scene.py


# --- the card file ---------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/2e/breakers.yaml: the content loader reports nothing for the file."""
    assert file_problems("breakers.yaml") == []


def test_deck_is_the_preconstructed_list():
    """cards-2e.md section 6: Tacullu, gates, Gulldune, Gwalark, Kalal, Deceiver and Mind Witch
    4 + 1 starting, Wind Archer x4, Wind Mage x4, Mind Control x2 (epic), Blast, Hypnotic Call and
    Perplexing Tempest x2; layout Tacullu (3,1), gate (4,2), Mind Witch (3,2), Deceiver (5,3)."""
    d = deck("breakers")
    counts = {cid.split("/")[1]: n for cid, n in d.cards}
    assert counts == {
        "tacullu": 1, "starting-gate": 1, "gate": 3, "gulldune": 1, "gwalark": 1, "kalal": 1,
        "deceiver": 5, "mind-witch": 5, "wind-archer": 4, "wind-mage": 4,
        "mind-control": 2, "blast": 2, "hypnotic-call": 2, "perplexing-tempest": 2,
    }
    assert sum(counts.values()) == 34
    start = {(s.card.split("/")[1], s.column, s.row) for s in d.starting}
    assert start == {("tacullu", 2, 0), ("starting-gate", 3, 1), ("mind-witch", 2, 1), ("deceiver", 4, 2)}


# --- Tacullu: Mind Capture ----------------------------------------------------------------------------


def _capture_scene(hits: int) -> tuple:
    s = scene().phase(ME, "attack").magic(ME, 3)
    tac = s.summoner(ME)
    warrior = s.place(OPP, "Test Warrior", (2, 2))  # 3 life, 2 spaces in line
    faces = (RANGED_ONLY,) * hits + (MELEE_ONLY,) * (3 - hits)
    s.dice(*faces)
    return s, tac, warrior


def test_tacullu_mind_capture_takes_control_instead_of_destroying():
    """Tacullu, Mind Capture: "When this unit attacks an enemy common or champion and the damage
    would destroy it, you may discard all of that damage and take control of that unit instead."
    No damage is added and no magic gained (glossary INSTEAD)."""
    s, tac, warrior = _capture_scene(hits=3)
    s.do(cmds.Attack(ME, tac, warrior))
    assert s.prompt is not None and s.prompt.kind == "confirm"
    events = s.answer("yes")
    assert s.card(warrior).controller == ME and s.card(warrior).damage == 0
    assert of_type(events, ev.ControlChanged)
    assert not of_type(events, ev.CardDestroyed)
    assert s.state.players[ME].magic == 3
    assert not s.state.effects  # the discard lasted only for that attack


def test_tacullu_mind_capture_declined_destroys_as_usual():
    """Tacullu, Mind Capture: "you MAY…": declined, the target is destroyed and magic is gained."""
    s, tac, warrior = _capture_scene(hits=3)
    s.do(cmds.Attack(ME, tac, warrior))
    s.answer(None)
    assert s.card(warrior).zone == DISCARD
    assert s.state.players[ME].magic == 4


def test_tacullu_mind_capture_not_offered_when_the_attack_would_not_destroy():
    """Tacullu, Mind Capture: only when "the damage would destroy it": 2 damage on a 3-life unit
    is simply added."""
    s, tac, warrior = _capture_scene(hits=2)
    s.do(cmds.Attack(ME, tac, warrior))
    assert s.prompt is None
    assert s.card(warrior).damage == 2 and s.card(warrior).controller == OPP


def test_tacullu_mind_capture_never_takes_the_enemy_summoner():
    """Tacullu, Mind Capture: an enemy COMMON or CHAMPION: the enemy summoner is destroyed as usual
    (and the game is won)."""
    s = scene().phase(ME, "attack")
    tac = s.summoner(ME)
    enemy = s.summoner(OPP)
    s.relocate(enemy, (2, 3)).damage(enemy, 9)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, tac, enemy))
    assert s.prompt is None
    assert s.state.over and s.state.winner == ME


# --- Gulldune: Telepathic Command ------------------------------------------------------------------------


def test_gulldune_telepathic_command_gives_a_common_an_extra_attack():
    """Gulldune, Telepathic Command: "After this unit attacks an enemy card, you may choose a friendly
    common unit within 3 spaces of it. That common makes one extra attack right away." It takes no
    attacker slot (glossary EXTRA)."""
    s = scene().phase(ME, "attack")
    gull = s.place(ME, "Gulldune", (1, 4))
    brute = s.place(OPP, "Test Brute", (1, 5))
    archer = s.place(ME, "Wind Archer", (0, 2))  # 3 spaces from Gulldune
    warrior = s.place(OPP, "Test Warrior", (0, 5))
    s.dice(*(MELEE_ONLY,) * 4, *(RANGED_ONLY,) * 4)
    s.do(cmds.Attack(ME, gull, brute))
    assert archer in s.prompt.options
    s.answer(archer)
    assert warrior in s.prompt.options
    events = s.answer(warrior)
    assert [d.counts for d in of_type(events, ev.AttackDeclared)] == [False]
    assert s.card(warrior).zone == DISCARD
    assert s.state.turn.attackers == [gull]
    # it still has its own attack this phase, which takes a slot as usual
    assert attacker_slot(s.state, s.card(archer)) == (None, True)


def test_gulldune_telepathic_command_needs_an_enemy_target_and_a_common_in_range():
    """Gulldune, Telepathic Command: "…attacks an ENEMY card…": attacking a friendly card offers
    nothing; a common 4 spaces away and a friendly champion are never offered."""
    s = scene().phase(ME, "attack")
    gull = s.place(ME, "Gulldune", (1, 4))
    friend = s.place(ME, "Deceiver", (1, 5))
    s.place(ME, "Wind Archer", (0, 2))
    s.dice(*(RANGED_ONLY,) * 4)
    s.do(cmds.Attack(ME, gull, friend))
    assert s.prompt is None
    s2 = scene().phase(ME, "attack")
    gull = s2.place(ME, "Gulldune", (1, 4))
    brute = s2.place(OPP, "Test Brute", (1, 5))
    far = s2.place(ME, "Wind Archer", (5, 4))
    champ = s2.place(ME, "Kalal", (0, 4))
    s2.dice(*(RANGED_ONLY,) * 4)
    s2.do(cmds.Attack(ME, gull, brute))
    assert s2.prompt is None  # neither the far common nor the champion may be chosen
    assert s2.card(far).zone == s2.card(champ).zone == "board"


# --- Gwalark: Flight and Levitate ----------------------------------------------------------------------


def test_gwalark_flight_moves_three_spaces_through_cards():
    """Gwalark, Flight: "When this unit moves, it may move 1 extra space and may move through any
    cards (it cannot end its move on one)." """
    s = scene().phase(ME, "move")
    gw = s.place(ME, "Gwalark", (0, 1))
    s.place(OPP, "Test Brute", (0, 2))
    s.place(ME, "Deceiver", (0, 3))
    assert move_distance(s.state, s.card(gw)) == 3
    s.reject(cmds.Move(ME, gw, ((0, 2),)))  # not on a card
    s.do(cmds.Move(ME, gw, ((0, 2), (0, 3), (0, 4))))
    assert s.card(gw).pos == (0, 4)


def test_gwalark_levitate_lifts_friendly_commons_within_two():
    """Gwalark, Levitate: "Friendly common units that start a move within 2 spaces of this unit have
    Flight for that move." A common 2 away moves 3 through a card; one 5 away, an enemy common and
    Gwalark's fellow champion do not."""
    s = scene().phase(ME, "move")
    gw = s.place(ME, "Gwalark", (0, 0))
    mage = s.place(ME, "Wind Mage", (1, 1))
    s.place(OPP, "Test Brute", (1, 2))
    far = s.place(ME, "Deceiver", (4, 1))
    enemy = s.place(OPP, "Test Warrior", (0, 1))
    kalal = s.place(ME, "Kalal", (0, 2))
    assert move_distance(s.state, s.card(far)) == 2
    assert move_distance(s.state, s.card(enemy)) == 2
    assert move_distance(s.state, s.card(kalal)) == 2
    s.do(cmds.Move(ME, mage, ((1, 2), (1, 3), (1, 4))))
    assert s.card(mage).pos == (1, 4)
    assert s.card(gw).pos == (0, 0)


# --- Kalal: Greater Push and Steadfast ------------------------------------------------------------------


def test_kalal_greater_push_after_attacking():
    """Kalal, Greater Push: "After this unit attacks… you may target a common or champion unit within
    3 spaces of it and force that unit 1 space." The enemy summoner next to him is not a target."""
    s = scene().phase(ME, "attack")
    kalal = s.place(ME, "Kalal", (0, 2))
    brute = s.place(OPP, "Test Brute", (0, 4))
    enemy_sm = s.summoner(OPP)
    s.relocate(enemy_sm, (1, 2))
    s.dice(*(MELEE_ONLY,) * 4)
    s.do(cmds.Attack(ME, kalal, brute))
    assert brute in s.prompt.options and enemy_sm not in s.prompt.options
    s.answer(brute)
    events = s.answer((0, 5))
    assert s.card(brute).pos == (0, 5) and of_type(events, ev.CardForced)


def test_kalal_greater_push_instead_of_attacking_uses_an_attack_slot():
    """Kalal, Greater Push: "…or instead of attacking…": it takes one of the phase's 3 attacks, and
    Kalal may not attack after it (glossary INSTEAD). Not in the Move phase."""
    s = scene().phase(ME, "move")
    kalal = s.place(ME, "Kalal", (0, 2))
    brute = s.place(OPP, "Test Brute", (0, 4))
    s.reject(cmds.UseAbility(ME, kalal, "push"))
    s.phase(ME, "attack")
    assert cmds.UseAbility(ME, kalal, "push") in s.legal()
    s.do(cmds.UseAbility(ME, kalal, "push"))
    assert s.prompt is not None and not s.prompt.optional
    s.answer(brute)
    s.answer((1, 4))
    assert s.card(brute).pos == (1, 4)
    assert kalal in s.state.turn.attackers
    s.reject(cmds.Attack(ME, kalal, brute))


def test_kalal_steadfast_cannot_be_pushed():
    """Kalal, Steadfast: "This unit cannot be forced": a Wind Mage's Push does not offer him."""
    s = scene().phase(ME, "attack")
    mage = s.place(ME, "Wind Mage", (0, 2))
    kalal = s.place(ME, "Kalal", (1, 2))
    brute = s.place(OPP, "Test Brute", (0, 3))
    s.do(cmds.UseAbility(ME, mage, "push"))
    assert brute in s.prompt.options and kalal not in s.prompt.options


# --- Deceiver: Stupefy and Engage ----------------------------------------------------------------------------


def _stupefy(deceiver_at, faces):
    s = scene().phase(OPP, "attack")
    s.place(ME, "Deceiver", deceiver_at)
    target = s.place(ME, "Wind Mage", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(*faces)
    s.do(cmds.Attack(OPP, warrior, target))
    return s, target


def test_deceiver_stupefy_takes_one_damage_off_an_attack_with_a_special():
    """Deceiver, Stupefy: "When an enemy unit adjacent to this unit attacks any card and at least one
    special symbol is rolled, that attack adds 1 less damage." """
    s, target = _stupefy((0, 4), (MELEE_SPECIAL, MELEE_ONLY))
    assert s.card(target).damage == 1


def test_deceiver_stupefy_needs_a_special_and_an_adjacent_attacker():
    """Deceiver, Stupefy: no special rolled → full damage; a special rolled by an attacker that is
    not adjacent to the Deceiver → full damage."""
    s, target = _stupefy((0, 4), (MELEE_ONLY, MELEE_ONLY))
    assert s.card(target).damage == 2
    s, target = _stupefy((4, 4), (MELEE_SPECIAL, MELEE_ONLY))
    assert s.card(target).damage == 2


def test_deceiver_stupefy_spares_friendly_attacks():
    """Deceiver, Stupefy: only an ENEMY unit's attack: a friendly Wind Mage next to it attacking with
    a special still adds all its damage."""
    s = scene().phase(ME, "attack")
    s.place(ME, "Deceiver", (0, 3))
    mage = s.place(ME, "Wind Mage", (0, 2))
    brute = s.place(OPP, "Test Brute", (1, 2))
    s.dice(RANGED_SPECIAL, RANGED_ONLY)
    s.do(cmds.Attack(ME, mage, brute))
    assert s.card(brute).damage == 2


def test_deceiver_engage_damages_an_enemy_moving_away():
    """Deceiver, Engage: "Whenever an enemy unit adjacent to this unit moves or is forced away from
    it, add 1 damage to that enemy unit." """
    s = scene().phase(OPP, "move")
    s.place(ME, "Deceiver", (1, 3))
    brute = s.place(OPP, "Test Brute", (1, 4))
    s.do(cmds.Move(OPP, brute, ((1, 5),)))
    assert s.card(brute).damage == 1


def test_deceiver_engage_ignores_friends_and_units_not_adjacent():
    """Deceiver, Engage: a friendly unit moving away, and an enemy that was not adjacent, take no
    damage."""
    s = scene().phase(ME, "move")
    s.place(ME, "Deceiver", (1, 3))
    friend = s.place(ME, "Wind Mage", (1, 2))
    s.do(cmds.Move(ME, friend, ((1, 1),)))
    assert s.card(friend).damage == 0
    s.phase(OPP, "move")
    brute = s.place(OPP, "Test Brute", (3, 4))
    s.do(cmds.Move(OPP, brute, ((4, 4),)))
    assert s.card(brute).damage == 0


# --- Mind Witch: Mimic ------------------------------------------------------------------------------------------


def test_mind_witch_mimic_copies_a_common_until_end_of_turn():
    """Mind Witch, Mimic: "At the start of your Move phase, you may target a common unit within 3
    spaces of this unit. Until the end of the turn, this unit also has all of that common's
    abilities." Copying a Wind Archer gives Swift and Far Shot, gone at the end of the turn."""
    s = scene().phase(ME, "summon")
    witch = s.place(ME, "Mind Witch", (1, 1))
    archer = s.place(ME, "Wind Archer", (1, 3))
    s.end_phase()  # into the Move phase: Mimic asks
    assert s.prompt is not None and archer in s.prompt.options
    s.answer(archer)
    assert move_distance(s.state, s.card(witch)) == 3
    assert attack_range(s.state, s.card(witch)) == 4
    while s.state.turn.player == ME:
        s.end_phase()
    assert move_distance(s.state, s.card(witch)) == 2
    assert attack_range(s.state, s.card(witch)) == 3


def test_mind_witch_mimic_grants_activated_abilities_too():
    """Mind Witch, Mimic: copying a Wind Mage gives her Push, which she may use instead of
    attacking."""
    s = scene().phase(ME, "summon")
    witch = s.place(ME, "Mind Witch", (1, 1))
    mage = s.place(OPP, "Wind Mage", (1, 3), owner=ME)  # an enemy common may be copied too
    brute = s.place(OPP, "Test Brute", (2, 1))
    s.end_phase()
    s.answer(mage)
    s.phase(ME, "attack")
    s.do(cmds.UseAbility(ME, witch, "push"))
    assert witch in s.state.turn.attackers  # instead of attacking: it used an attack slot
    s.answer(brute)
    s.answer((2, 2))  # Tacullu at (2,0) and the gate at (3,1) block the other ways
    assert s.card(brute).pos == (2, 2)


def test_mind_witch_mimic_may_be_declined_and_needs_a_common_in_range():
    """Mind Witch, Mimic: "you MAY target a COMMON WITHIN 3 spaces": declining copies nothing; with
    only a champion and a far common around, nothing is asked."""
    s = scene().phase(ME, "summon")
    witch = s.place(ME, "Mind Witch", (1, 1))
    s.place(ME, "Wind Archer", (1, 3))
    s.end_phase()
    s.answer(None)
    assert move_distance(s.state, s.card(witch)) == 2
    s2 = scene().phase(ME, "summon")
    s2.place(ME, "Mind Witch", (1, 1))
    s2.place(ME, "Gulldune", (1, 2))
    s2.place(ME, "Wind Archer", (5, 5))
    s2.end_phase()
    assert s2.prompt is None


# --- Wind Archer: Swift and Far Shot ---------------------------------------------------------------------------


def test_wind_archer_swift_and_far_shot():
    """Wind Archer, Swift: "This unit may move 1 extra space"; Far Shot: "This unit may attack cards
    up to 4 clear straight spaces away." """
    s = scene().phase(ME, "move")
    archer = s.place(ME, "Wind Archer", (0, 0))
    s.reject(cmds.Move(ME, archer, ((0, 1), (0, 2), (0, 3), (0, 4))))  # 1 extra space, not 2
    s.do(cmds.Move(ME, archer, ((0, 1), (0, 2), (0, 3))))
    s.phase(ME, "attack")
    far = s.place(OPP, "Test Brute", (4, 3))  # 4 spaces
    s.dice(*(RANGED_ONLY,) * 4)
    s.do(cmds.Attack(ME, archer, far))
    assert s.card(far).damage == 4


def test_wind_archer_far_shot_stops_at_four_and_at_a_card_in_between():
    """Wind Archer, Far Shot: 5 spaces is out of range, and the line must be clear."""
    s = scene().phase(ME, "attack")
    archer = s.place(ME, "Wind Archer", (0, 3))
    s.reject(cmds.Attack(ME, archer, s.place(OPP, "Test Brute", (5, 3))))
    s.place(OPP, "Test Warrior", (2, 3))
    s.reject(cmds.Attack(ME, archer, s.place(OPP, "Test Archer", (4, 3))))


# --- Wind Mage: Push ------------------------------------------------------------------------------------------------


def test_wind_mage_push_after_attacking():
    """Wind Mage, Push: "After this unit attacks, or instead of attacking, you may target a common or
    champion unit within 2 spaces of it and force that unit 1 space." """
    s = scene().phase(ME, "attack")
    mage = s.place(ME, "Wind Mage", (0, 2))
    near = s.place(OPP, "Test Brute", (0, 4))
    far = s.place(OPP, "Test Warrior", (3, 2))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(ME, mage, near))
    assert near in s.prompt.options and far not in s.prompt.options
    s.answer(near)
    s.answer((0, 5))
    assert s.card(near).pos == (0, 5)


def test_wind_mage_push_may_be_declined():
    """Wind Mage, Push: "you MAY target…": declined, nothing is forced."""
    s = scene().phase(ME, "attack")
    mage = s.place(ME, "Wind Mage", (0, 2))
    near = s.place(OPP, "Test Brute", (0, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(ME, mage, near))
    events = s.answer(None)
    assert not of_type(events, ev.CardForced) and s.card(near).pos == (0, 4)


# --- Mind Control (epic event) --------------------------------------------------------------------------------


def test_mind_control_borrows_enemy_units_until_end_of_turn():
    """Mind Control: "Take control of any number of enemy common and champion units within 2 spaces
    of your summoner until the end of your turn. Then they go back to their previous controller." """
    s = scene().phase(ME, "summon")
    warrior = s.place(OPP, "Test Warrior", (2, 2))
    champ = s.place(OPP, "Champion Axe", (1, 1))
    far = s.place(OPP, "Test Brute", (2, 3))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Mind Control")))
    assert set(s.prompt.options) == {warrior, champ}
    s.answer(warrior)
    assert s.card(warrior).controller == ME
    assert s.prompt.options == (champ,)
    s.answer(None)
    assert s.card(champ).controller == OPP and s.card(far).controller == OPP
    s.end_phase()  # Move phase: the borrowed unit moves for us
    s.do(cmds.Move(ME, warrior, ((3, 2),)))
    while s.state.turn.player == ME:
        s.end_phase()
    assert s.card(warrior).controller == OPP


def test_mind_control_needs_an_enemy_within_two():
    """Mind Control: enemy commons/champions WITHIN 2 of your summoner: with the only enemy 3 away
    (and the enemy summoner out of bounds for it anyway) it cannot be played."""
    s = scene().phase(ME, "summon")
    s.place(OPP, "Test Warrior", (2, 3))
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Mind Control")))


# --- Blast ------------------------------------------------------------------------------------------------------------


def test_blast_forces_through_commons_and_damages_what_it_passed():
    """Blast: "Target a common or champion unit within 3 clear straight spaces of your summoner.
    Force it 1 to 3 spaces; it may pass through common and champion units. Then add 1 damage to it
    and to each unit it passed through." """
    s = scene().phase(ME, "move").magic(ME, 2)
    target = s.place(OPP, "Test Brute", (2, 2))
    passed = s.place(ME, "Wind Mage", (2, 3))  # not a Deceiver: its Engage would add 1 more
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Blast")))
    s.answer(target)
    assert (2, 4) in s.prompt.options and (2, 3) not in s.prompt.options
    assert (2, 5) not in s.prompt.options  # the enemy gate: a structure stops it
    s.answer((2, 4))
    assert s.card(target).pos == (2, 4)
    assert s.card(target).damage == 1 and s.card(passed).damage == 1
    assert s.state.players[ME].magic == 1


def test_blast_needs_a_clear_line_from_the_summoner():
    """Blast: "…within 3 CLEAR STRAIGHT spaces of your summoner": a unit behind another one, one
    off the line and one 4 away are not targets."""
    s = scene().phase(ME, "move").magic(ME, 2)
    s.place(ME, "Deceiver", (2, 1))
    blocked = s.place(OPP, "Test Brute", (2, 2))
    diagonal = s.place(OPP, "Test Warrior", (3, 2))
    s.place(OPP, "Test Archer", (5, 1))
    hidden = [blocked, diagonal]
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Blast")))
    assert not set(hidden) & set(s.prompt.options)


# --- Hypnotic Call (ACTIVE) ------------------------------------------------------------------------------------------


def test_hypnotic_call_pulls_toward_the_summoner_who_hits_harder():
    """Hypnotic Call: "Target a common or champion unit. You may force it 1 space toward your
    summoner. While this is active, your summoner has +1 strength when attacking that unit." """
    s = scene().phase(ME, "summon")
    target = s.place(OPP, "Test Brute", (2, 4))
    other = s.place(OPP, "Test Warrior", (2, 1))
    call = s.in_hand(ME, "Hypnotic Call")
    s.do(cmds.PlayEvent(ME, call))
    s.answer(target)
    assert s.prompt.options == ((2, 3),)  # only toward Tacullu at (2,0)
    s.answer((2, 3))
    assert s.card(target).pos == (2, 3) and s.card(call).zone == ACTIVE
    tac = s.card(s.summoner(ME))
    assert strength(s.state, tac, target=s.card(target)) == 4
    assert strength(s.state, tac, target=s.card(other)) == 3
    assert strength(s.state, tac) == 3


def test_hypnotic_call_force_may_be_declined():
    """Hypnotic Call: "You MAY force it…": declined, it stays, and the bonus still applies."""
    s = scene().phase(ME, "summon")
    target = s.place(OPP, "Test Brute", (2, 4))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Hypnotic Call")))
    s.answer(target)
    s.answer(None)
    assert s.card(target).pos == (2, 4)
    assert strength(s.state, s.card(s.summoner(ME)), target=s.card(target)) == 4


# --- Perplexing Tempest (ACTIVE) ---------------------------------------------------------------------------------------


def test_perplexing_tempest_slows_every_unit_until_it_is_discarded():
    """Perplexing Tempest: "ACTIVE: All units (yours and your opponent's) move 1 fewer space." It
    lasts through the opponent's turn and is discarded at the start of your next turn."""
    s = scene().phase(ME, "magic")
    mine = s.place(ME, "Wind Archer", (0, 1))
    theirs = s.place(OPP, "Test Warrior", (5, 5))
    tempest = s.in_hand(ME, "Perplexing Tempest")
    s.do(cmds.PlayEvent(ME, tempest))
    assert s.card(tempest).zone == ACTIVE
    assert move_distance(s.state, s.card(mine)) == 2 and move_distance(s.state, s.card(theirs)) == 1
    while s.state.turn.player == ME:
        s.end_phase()
    s.end_phase()  # the opponent's Summon phase → Move phase
    s.reject(cmds.Move(OPP, theirs, ((5, 4), (5, 3))))
    s.do(cmds.Move(OPP, theirs, ((5, 4),)))
    while s.state.turn.player == OPP:
        s.end_phase()
    assert s.card(tempest).zone == DISCARD
    assert move_distance(s.state, s.card(theirs)) == 2


def test_perplexing_tempest_is_a_magic_phase_event():
    """Perplexing Tempest is played in the Magic phase only."""
    s = scene().phase(ME, "move")
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Perplexing Tempest")))


# --- random games ------------------------------------------------------------------------------------------------


def test_twenty_random_games_against_the_savanna_elves_end_cleanly():
    """Smoke test: 20 seeded games of random legal commands (prompts answered at random), Breakers
    (first seat) against the Savanna Elves, every invariant checked after every event
    (tests/simcheck.py): every game ends and nothing raises."""
    for seed in range(20):
        g = play_checked(real_setup("breakers", "savanna-elves", seed), bot_seed=seed + 307)
        assert g.state.over


def test_mind_witch_mimic_can_use_a_copied_activated_ability_that_asks_a_question():
    """Mind Witch, Mimic copying a Beast Rider: she may Charge (an ability that asks where), and
    the answer moves HER, not the Beast Rider whose card the ability is printed on."""
    s = scene(opponent="cave-goblins").phase(ME, "summon")
    witch = s.place(ME, "Mind Witch", (1, 1))
    rider = s.place(OPP, "Beast Rider", (1, 4))
    s.end_phase()  # into the Move phase: Mimic asks
    s.answer(rider)
    s.do(cmds.UseAbility(ME, witch, "charge"))
    assert s.prompt is not None and (1, 3) in s.prompt.options
    s.answer((1, 3))
    assert s.card(witch).pos == (1, 3)
    assert s.card(rider).pos == (1, 4)
