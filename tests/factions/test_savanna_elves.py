"""Savanna Elves (2E): every ability and event, where it takes effect and where it must not.

Player 0 (ME) plays the shipped cards/2e/savanna-elves.yaml deck; player 1 (OPP) the plain test
faction. Positions are (column, row) from ME's side: Abua Shi starts at (3,0), her gate at (3,1);
the opponent's gate is at (2,5) and its summoner at (2,7).
"""

from __future__ import annotations

from functools import partial

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import ACTIVE, BOARD, DISCARD
from game.core.stats import life, move_distance, strength
from simcheck import play_checked
from tests.factories import MELEE_ONLY, MELEE_RANGED, RANGED_ONLY
from tests.scene import Scene, deck, faction_scene, file_problems, of_type, real_setup

ME = 0  # Ella, the Savanna Elves
OPP = 1  # Toby, the test faction
scene = partial(faction_scene, "savanna-elves")  # summoners and starting gates only: see tests/scene.py


# --- the card file ---------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/2e/savanna-elves.yaml: the content loader reports nothing for the file."""
    assert file_problems("savanna-elves.yaml") == []


def test_deck_is_the_preconstructed_list():
    """cards-2e.md section 5: Abua Shi, gates, 3 champions, Border Archer and Lioness 4 + 1 starting,
    Rhinoceros x4, Spirit Mage x4, Chant of Power x2 (epic) and three standard events x2; the
    starting layout Abua Shi (4,1), gate (4,2), Border Archer (4,3), Lioness (3,3) (1-based)."""
    d = deck("savanna-elves")
    counts = {cid.split("/")[1]: n for cid, n in d.cards}
    assert counts == {
        "abua-shi": 1, "starting-gate": 1, "gate": 3, "makeinda-ru": 1, "miti-kyru": 1, "miti-mumway": 1,
        "border-archer": 5, "lioness": 5, "rhinoceros": 4, "spirit-mage": 4,
        "chant-of-power": 2, "chant-of-entangling": 2, "chant-of-growth": 2, "chant-of-weaving": 2,
    }
    assert sum(counts.values()) == 34
    start = {(s.card.split("/")[1], s.column, s.row) for s in d.starting}
    assert start == {("abua-shi", 3, 0), ("starting-gate", 3, 1), ("border-archer", 3, 2), ("lioness", 2, 2)}


# --- Abua Shi: Spirit Bond ---------------------------------------------------------------------------


def test_abua_shi_spirit_bond_boosts_and_moves_her_boost():
    """Abua Shi, Spirit Bond: "After this unit moves, you may target a friendly unit within 3
    spaces of it. Boost that unit, then move all of this unit's boost onto it." """
    s = scene().phase(ME, "move")
    abua = s.summoner(ME)
    s.boost(abua, 2)
    archer = s.place(ME, "Border Archer", (4, 2))
    s.do(cmds.Move(ME, abua, ((4, 0),)))
    assert s.prompt is not None and archer in s.prompt.options
    s.answer(archer)
    assert s.card(archer).boost == 3  # 1 new + her 2
    assert s.card(abua).boost == 0


def test_abua_shi_spirit_bond_offers_only_friendly_units_in_range_and_may_be_declined():
    """Abua Shi, Spirit Bond: "…you MAY target a FRIENDLY unit WITHIN 3 spaces…": an adjacent enemy
    and a friendly unit 7 spaces away are not offered; declining moves no boost."""
    s = scene().phase(ME, "move")
    abua = s.summoner(ME)
    s.boost(abua, 1)
    near = s.place(ME, "Lioness", (4, 2))
    far = s.place(ME, "Rhinoceros", (0, 4))
    enemy = s.place(OPP, "Test Warrior", (5, 0))
    s.do(cmds.Move(ME, abua, ((4, 0),)))
    assert set(s.prompt.options) == {near}  # not the enemy, the far friend, nor the gate
    assert far not in s.prompt.options and enemy not in s.prompt.options
    s.answer(None)
    assert s.card(abua).boost == 1 and s.card(near).boost == 0


def test_abua_shi_spirit_bond_asks_nothing_without_a_unit_in_range():
    """Abua Shi, Spirit Bond: with no friendly unit within 3 spaces there is nothing to target."""
    s = scene().phase(ME, "move")
    abua = s.summoner(ME)
    s.relocate(s.gate(ME), (0, 3))  # the gate is a structure, not a unit, but keep it far anyway
    s.do(cmds.Move(ME, abua, ((4, 0),)))
    assert s.prompt is None


# --- Border Archer / Makeinda Ru: Prepare -----------------------------------------------------------


def test_border_archer_prepare_boosts_instead_of_moving():
    """Border Archer, Prepare: "Instead of moving this unit in your Move phase, you may boost it
    (this uses one of your 3 moves)." It has then used its move: it cannot also move."""
    s = scene().phase(ME, "move")
    archer = s.place(ME, "Border Archer", (1, 2))
    assert cmds.UseAbility(ME, archer, "prepare") in s.legal()
    s.do(cmds.UseAbility(ME, archer, "prepare"))
    assert s.card(archer).boost == 1
    assert archer in s.state.turn.movers
    s.reject(cmds.Move(ME, archer, ((1, 3),)))
    s.reject(cmds.UseAbility(ME, archer, "prepare"))


def test_makeinda_ru_prepare_only_in_the_move_phase_and_within_the_move_limit():
    """Makeinda Ru, Prepare: used "instead of moving": not in the Attack phase, and not once 3
    units have moved this phase (glossary INSTEAD: it counts toward the 3-unit limit)."""
    s = scene().phase(ME, "attack")
    ru = s.place(ME, "Makeinda Ru", (1, 2))
    s.reject(cmds.UseAbility(ME, ru, "prepare"))
    s.phase(ME, "move")
    movers = [s.place(ME, name, (c, 3)) for name, c in (("Lioness", 3), ("Rhinoceros", 4), ("Spirit Mage", 5))]
    for m in movers:
        s.do(cmds.Move(ME, m, ((s.card(m).pos[0], 4),)))
        if s.prompt is not None:
            s.answer(s.prompt.options[0])
    reason = s.reject(cmds.UseAbility(ME, ru, "prepare"))
    assert "3" in reason
    assert s.card(ru).boost == 0


# --- Border Archer / Makeinda Ru: Swift Shot ----------------------------------------------------------


def _swift_scene(boost: int) -> tuple[Scene, int, int, int]:
    s = scene().phase(ME, "attack")
    archer = s.place(ME, "Border Archer", (0, 3))
    warrior = s.place(OPP, "Test Warrior", (0, 5))
    brute = s.place(OPP, "Test Brute", (1, 3))
    s.boost(archer, boost)
    s.dice(RANGED_ONLY, MELEE_ONLY, RANGED_ONLY, RANGED_ONLY)
    return s, archer, warrior, brute


def test_border_archer_swift_shot_spends_boost_for_an_extra_attack():
    """Border Archer, Swift Shot: "Once per turn, after this unit attacks, you may spend 1 boost
    from it to make one extra attack with it." The extra attack takes no attacker slot."""
    s, archer, warrior, brute = _swift_scene(boost=2)
    s.do(cmds.Attack(ME, archer, warrior))
    assert s.prompt is not None and brute in s.prompt.options
    events = s.answer(brute)
    assert of_type(events, ev.ExtraAttackGranted)
    declared = of_type(events, ev.AttackDeclared)
    assert declared and declared[0].counts is False
    assert s.card(brute).damage == 2
    assert s.card(archer).boost == 1
    assert s.state.turn.attackers == [archer]  # one of the 3 slots used
    assert s.state.turn.attacks[archer] == 2
    # "once per turn": the extra attack did not offer another one, though boost is left
    assert s.prompt is None


def test_border_archer_swift_shot_needs_boost_and_may_be_declined():
    """Border Archer, Swift Shot: "…you MAY spend 1 boost…": without boost nothing is offered;
    declining keeps the boost and makes no extra attack."""
    s, archer, warrior, _ = _swift_scene(boost=0)
    s.do(cmds.Attack(ME, archer, warrior))
    assert s.prompt is None
    s, archer, warrior, _ = _swift_scene(boost=1)
    s.do(cmds.Attack(ME, archer, warrior))
    events = s.answer(None)
    assert not of_type(events, ev.AttackDeclared)
    assert s.card(archer).boost == 1
    assert s.state.turn.attacks[archer] == 1


def test_makeinda_ru_swift_shot_once_per_turn():
    """Makeinda Ru, Swift Shot: "Once per turn…": after one extra attack, a second attack by her
    the same turn (she is given another extra attack here) offers no more."""
    s = scene().phase(ME, "attack")
    ru = s.place(ME, "Makeinda Ru", (0, 3))
    warrior = s.place(OPP, "Test Brute", (0, 5))
    s.boost(ru, 3)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, ru, warrior))
    s.answer(warrior)
    assert s.prompt is None and s.card(ru).boost == 2
    s.apply(ev.ExtraAttackGranted(ru))
    s.do(cmds.Attack(ME, ru, warrior))
    assert s.prompt is None and s.card(ru).boost == 2


# --- Miti Kyru: Inspire and Withdraw -------------------------------------------------------------------


def test_miti_kyru_inspire_boosts_adjacent_friendly_units():
    """Miti Kyru, Inspire: "After this unit moves, boost each friendly unit adjacent to it." Not
    itself, not an adjacent enemy, not a friendly unit farther away."""
    s = scene().phase(ME, "move")
    kyru = s.place(ME, "Miti Kyru", (1, 1))
    lioness = s.place(ME, "Lioness", (1, 3))
    archer = s.place(ME, "Border Archer", (0, 2))
    far = s.place(ME, "Rhinoceros", (5, 5))
    enemy = s.place(OPP, "Test Warrior", (2, 2))
    s.do(cmds.Move(ME, kyru, ((1, 2),)))
    assert s.card(lioness).boost == 1 and s.card(archer).boost == 1
    assert s.card(far).boost == 0 and s.card(enemy).boost == 0 and s.card(kyru).boost == 0


def test_miti_kyru_inspire_needs_a_move():
    """Miti Kyru, Inspire: only "after this unit moves": being forced boosts no one."""
    s = scene().phase(ME, "move")
    kyru = s.place(ME, "Miti Kyru", (1, 1))
    lioness = s.place(ME, "Lioness", (1, 3))
    s.relocate(kyru, (1, 2))
    assert s.card(lioness).boost == 0


def test_miti_kyru_withdraw_pays_magic_or_boost_to_force_itself():
    """Miti Kyru, Withdraw: "After this unit attacks, you may pay 1 boost from it or 1 magic to
    force it 1 or 2 spaces." """
    s = scene().phase(ME, "attack").magic(ME, 3)
    kyru = s.place(ME, "Miti Kyru", (1, 4))
    target = s.place(OPP, "Test Brute", (1, 5))
    s.boost(kyru, 1)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, kyru, target))
    assert set(s.prompt.options) == {"boost", "magic"}
    s.answer("magic")
    assert (1, 2) in s.prompt.options and (1, 3) in s.prompt.options
    events = s.answer((1, 2))
    assert s.card(kyru).pos == (1, 2)
    assert of_type(events, ev.CardForced)
    assert s.state.players[ME].magic == 2 and s.card(kyru).boost == 1

    s2 = scene().phase(ME, "attack").magic(ME, 0)
    kyru = s2.place(ME, "Miti Kyru", (1, 4))
    target = s2.place(OPP, "Test Brute", (1, 5))
    s2.boost(kyru, 1)
    s2.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s2.do(cmds.Attack(ME, kyru, target))
    assert s2.prompt.options == ("boost",)
    s2.answer("boost")
    s2.answer((0, 4))
    assert s2.card(kyru).pos == (0, 4) and s2.card(kyru).boost == 0


def test_miti_kyru_withdraw_cannot_be_paid_for_or_declined():
    """Miti Kyru, Withdraw: "you MAY pay…": with no boost and no magic nothing is offered; when
    declined it stays where it is and pays nothing."""
    s = scene().phase(ME, "attack").magic(ME, 0)
    kyru = s.place(ME, "Miti Kyru", (1, 4))
    target = s.place(OPP, "Test Brute", (1, 5))
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, kyru, target))
    assert s.prompt is None
    s2 = scene().phase(ME, "attack").magic(ME, 2)
    kyru = s2.place(ME, "Miti Kyru", (1, 4))
    target = s2.place(OPP, "Test Brute", (1, 5))
    s2.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s2.do(cmds.Attack(ME, kyru, target))
    s2.answer(None)
    assert s2.card(kyru).pos == (1, 4) and s2.state.players[ME].magic == 2


# --- Miti Mumway: Imbued Strength and Trample ----------------------------------------------------------


def test_miti_mumway_imbued_strength_adds_boost_up_to_five():
    """Miti Mumway, Imbued Strength: "+1 strength for each boost on it (at most +5)." """
    s = scene()
    mumway = s.place(ME, "Miti Mumway", (1, 2))
    assert strength(s.state, s.card(mumway)) == 1
    s.boost(mumway, 3)
    assert strength(s.state, s.card(mumway)) == 4
    s.boost(mumway, 4)
    assert strength(s.state, s.card(mumway)) == 6  # capped at +5


def test_miti_mumway_tramples_commons_but_not_champions():
    """Miti Mumway, Trample: "may move through common units… add 1 damage to each common unit it
    moved through." A champion in the way still blocks."""
    s = scene().phase(ME, "move")
    mumway = s.place(ME, "Miti Mumway", (0, 2))
    common = s.place(OPP, "Test Warrior", (0, 3))
    s.do(cmds.Move(ME, mumway, ((0, 3), (0, 4))))
    assert s.card(mumway).pos == (0, 4) and s.card(common).damage == 1
    s2 = scene().phase(ME, "move")
    mumway = s2.place(ME, "Miti Mumway", (0, 2))
    s2.place(OPP, "Champion Axe", (0, 3))
    s2.reject(cmds.Move(ME, mumway, ((0, 3), (0, 4))))


# --- Lioness: Momentum and Imbued Life ---------------------------------------------------------------------


def test_lioness_momentum_boosts_after_attacking_an_enemy_unit():
    """Lioness, Momentum: "Once per turn, after this unit attacks an enemy unit, boost this
    unit." """
    s = scene().phase(ME, "attack")
    lioness = s.place(ME, "Lioness", (1, 4))
    target = s.place(OPP, "Test Brute", (1, 5))
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, lioness, target))
    assert s.card(lioness).boost == 1


def test_lioness_momentum_not_against_a_structure_and_once_per_turn():
    """Lioness, Momentum: "…attacks an enemy UNIT…": attacking the enemy gate gives nothing; and
    "once per turn": a second attack the same turn (an extra attack here) gives no more."""
    s = scene().phase(ME, "attack")
    lioness = s.place(ME, "Lioness", (2, 4))  # next to the enemy gate at (2,5)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, lioness, s.gate(OPP)))
    assert s.card(lioness).boost == 0
    s2 = scene().phase(ME, "attack")
    lioness = s2.place(ME, "Lioness", (1, 4))
    target = s2.place(OPP, "Test Brute", (1, 5))
    s2.dice(*(RANGED_ONLY,) * 6)
    s2.do(cmds.Attack(ME, lioness, target))
    s2.apply(ev.ExtraAttackGranted(lioness))
    s2.do(cmds.Attack(ME, lioness, target))
    assert s2.card(lioness).boost == 1


def test_lioness_imbued_life_adds_boost_up_to_five():
    """Lioness, Imbued Life: "+1 life for each boost on it (at most +5)": 2 damage does not destroy
    a Lioness with 1 boost, and boost beyond 5 adds nothing."""
    s = scene()
    lioness = s.place(ME, "Lioness", (1, 2))
    assert life(s.state, s.card(lioness)) == 2
    s.boost(lioness, 1)
    assert life(s.state, s.card(lioness)) == 3
    s.boost(lioness, 7)
    assert life(s.state, s.card(lioness)) == 7


def test_lioness_without_boost_dies_to_two_damage():
    """Lioness, Imbued Life: with no boost she has her printed 2 life; an attack adding 2 damage
    destroys her."""
    s = scene().phase(OPP, "attack")
    lioness = s.place(ME, "Lioness", (1, 4))
    brute = s.place(OPP, "Test Brute", (1, 5))
    s.dice(MELEE_ONLY, MELEE_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, brute, lioness))
    assert s.card(lioness).zone == DISCARD


# --- Rhinoceros: Imbued Speed and Trample ----------------------------------------------------------------


def test_rhinoceros_imbued_speed_moves_farther_with_boost():
    """Rhinoceros, Imbued Speed: "This unit may move 1 extra space for each boost on it (at most
    +5)." With 2 boost it moves 4 spaces; boost beyond 5 adds nothing."""
    s = scene().phase(ME, "move")
    rhino = s.place(ME, "Rhinoceros", (0, 1))
    s.reject(cmds.Move(ME, rhino, ((0, 2), (0, 3), (0, 4))))
    s.boost(rhino, 2)
    assert move_distance(s.state, s.card(rhino)) == 4
    s.do(cmds.Move(ME, rhino, ((0, 2), (0, 3), (0, 4), (0, 5))))
    assert s.card(rhino).pos == (0, 5)
    s.boost(rhino, 9)
    assert move_distance(s.state, s.card(rhino)) == 7


def test_rhinoceros_trample_damages_each_common_passed():
    """Rhinoceros, Trample: "may move through common units (it cannot end its move on one). After
    this unit moves, add 1 damage to each common unit it moved through." A friendly common passed
    takes damage too; the unit it stops next to does not; it may not stop on a common."""
    s = scene().phase(ME, "move")
    rhino = s.place(ME, "Rhinoceros", (0, 1))
    friend = s.place(ME, "Lioness", (0, 2))
    s.boost(friend, 1)  # Imbued Life keeps her alive
    bystander = s.place(OPP, "Test Warrior", (1, 3))
    s.reject(cmds.Move(ME, rhino, ((0, 2),)))
    s.do(cmds.Move(ME, rhino, ((0, 2), (0, 3))))
    assert s.card(friend).damage == 1 and s.card(bystander).damage == 0


# --- Spirit Mage: Charged and Commune with Spirits ----------------------------------------------------------


def test_spirit_mage_charged_boosts_it_when_summoned():
    """Spirit Mage, Charged: "After this unit is summoned, boost it." """
    s = scene().phase(ME, "summon").magic(ME, 3)
    mage = s.in_hand(ME, "Spirit Mage")
    s.do(cmds.Summon(ME, mage, (2, 1)))
    assert s.card(mage).boost == 1


def test_spirit_mage_charged_not_when_placed_otherwise():
    """Spirit Mage, Charged: only when SUMMONED: a mage put on the battlefield by another effect
    gets no boost."""
    s = scene()
    mage = s.place(ME, "Spirit Mage", (2, 1))
    assert s.card(mage).boost == 0


def test_spirit_mage_commune_boosts_itself_or_passes_a_boost_on():
    """Spirit Mage, Commune with Spirits: "After this unit moves, either boost it, or spend 1 boost
    from it to boost a friendly unit within 3 spaces of it." """
    s = scene().phase(ME, "move")
    mage = s.place(ME, "Spirit Mage", (0, 2))
    friend = s.place(ME, "Lioness", (2, 3))
    s.do(cmds.Move(ME, mage, ((0, 3),)))
    assert s.prompt is None  # no boost to spend: it boosts itself
    assert s.card(mage).boost == 1
    s.phase(ME, "move")
    s.do(cmds.Move(ME, mage, ((1, 3),)))
    assert s.prompt.options == ("self", "other")
    s.answer("other")
    assert friend in s.prompt.options
    s.answer(friend)
    assert s.card(mage).boost == 0 and s.card(friend).boost == 1


def test_spirit_mage_commune_needs_a_friend_in_range_to_pass_boost():
    """Spirit Mage, Commune with Spirits: "…a FRIENDLY unit WITHIN 3 spaces": with boost but only an
    enemy and a distant friend around, it simply boosts itself."""
    s = scene().phase(ME, "move")
    mage = s.place(ME, "Spirit Mage", (0, 3))
    s.boost(mage, 1)
    s.place(ME, "Lioness", (5, 5))
    s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.Move(ME, mage, ((0, 4),)))
    assert s.prompt is None and s.card(mage).boost == 2


# --- Chant of Power (epic event) ---------------------------------------------------------------------------


def test_chant_of_power_gives_imbued_strength_until_end_of_turn():
    """Chant of Power: "Target a common or champion unit within 3 spaces of your summoner. Until
    the end of the turn it has Imbued Strength." """
    s = scene().phase(ME, "attack").magic(ME, 2)
    lioness = s.place(ME, "Lioness", (3, 3))  # 3 spaces from Abua Shi at (3,0)
    s.boost(lioness, 2)
    chant = s.in_hand(ME, "Chant of Power")
    s.do(cmds.PlayEvent(ME, chant))
    assert lioness in s.prompt.options
    s.answer(lioness)
    assert strength(s.state, s.card(lioness)) == 5
    assert s.state.players[ME].magic == 1
    while s.state.turn.player == ME:
        s.end_phase()
    assert strength(s.state, s.card(lioness)) == 3


def test_chant_of_power_range_phase_and_stacking():
    """Chant of Power: only a common or champion WITHIN 3 of your summoner, only in the Attack
    phase; on Miti Mumway, who has Imbued Strength already, it adds no second copy (glossary
    ABILITY)."""
    s = scene().phase(ME, "attack").magic(ME, 5)
    far = s.place(ME, "Lioness", (3, 4))  # 4 spaces away
    mumway = s.place(ME, "Miti Mumway", (2, 1))
    s.boost(mumway, 2)
    chant = s.in_hand(ME, "Chant of Power")
    s.do(cmds.PlayEvent(ME, chant))
    assert far not in s.prompt.options and s.summoner(ME) not in s.prompt.options
    s.answer(mumway)
    assert strength(s.state, s.card(mumway)) == 3  # 1 + 2, not 1 + 2 + 2
    s2 = scene().phase(ME, "move").magic(ME, 5)
    s2.place(ME, "Lioness", (3, 2))
    s2.reject(cmds.PlayEvent(ME, s2.in_hand(ME, "Chant of Power")))
    s3 = scene().phase(ME, "attack").magic(ME, 5)
    s3.place(ME, "Lioness", (3, 5))
    s3.reject(cmds.PlayEvent(ME, s3.in_hand(ME, "Chant of Power")))


# --- Chant of Entangling (ACTIVE) ------------------------------------------------------------------------


def _entangle() -> tuple[Scene, int, int, int]:
    s = scene().phase(ME, "summon")
    lioness = s.place(ME, "Lioness", (3, 3))
    archer = s.place(ME, "Border Archer", (2, 1))
    chant = s.in_hand(ME, "Chant of Entangling")
    s.do(cmds.PlayEvent(ME, chant))
    s.answer(lioness)
    s.answer(archer)
    return s, lioness, archer, chant


def test_chant_of_entangling_shares_printed_abilities_while_active():
    """Chant of Entangling: "Target two friendly common units within 3 spaces of your summoner.
    While this is active, each of them also has every ability printed on the other." The Border
    Archer gets Imbued Life (also on the opponent's turn), the Lioness gets Prepare."""
    s, lioness, archer, chant = _entangle()
    assert s.card(chant).zone == ACTIVE
    s.boost(archer, 3)
    assert life(s.state, s.card(archer)) == 7
    s.phase(ME, "move")
    s.do(cmds.UseAbility(ME, lioness, "prepare"))
    assert s.card(lioness).boost == 1
    s.phase(OPP, "attack")
    assert life(s.state, s.card(archer)) == 7


def test_chant_of_entangling_is_discarded_when_one_leaves():
    """Chant of Entangling: "If either leaves the battlefield, discard this card": the Lioness is
    destroyed, the event goes to the discard pile and the Archer loses Imbued Life."""
    s, lioness, archer, chant = _entangle()
    s.boost(archer, 3)
    s.phase(OPP, "attack")
    brute = s.place(OPP, "Test Brute", (3, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_RANGED)
    s.do(cmds.Attack(OPP, brute, lioness))
    assert s.card(lioness).zone == DISCARD
    assert s.card(chant).zone == DISCARD
    assert life(s.state, s.card(archer)) == 4


def test_chant_of_entangling_needs_two_friendly_commons_in_range():
    """Chant of Entangling: two FRIENDLY COMMONS WITHIN 3 of your summoner: a champion, an enemy
    common and a common 5 spaces away do not count, so it cannot be played."""
    s = scene().phase(ME, "summon")
    s.place(ME, "Lioness", (3, 3))
    s.place(ME, "Miti Kyru", (2, 1))
    s.place(OPP, "Test Warrior", (4, 1))
    s.place(ME, "Border Archer", (0, 5))
    reason = s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Chant of Entangling")))
    assert "two" in reason


# --- Chant of Growth ------------------------------------------------------------------------------------------


def test_chant_of_growth_boosts_a_unit_and_its_friendly_neighbours():
    """Chant of Growth: "Target a friendly unit. Boost it and each friendly unit adjacent to it."
    An adjacent enemy and a distant friend get nothing."""
    s = scene().phase(ME, "move")
    lioness = s.place(ME, "Lioness", (1, 2))
    archer = s.place(ME, "Border Archer", (1, 3))
    enemy = s.place(OPP, "Test Warrior", (0, 2))
    far = s.place(ME, "Rhinoceros", (4, 4))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Chant of Growth")))
    assert enemy not in s.prompt.options
    s.answer(lioness)
    assert s.card(lioness).boost == 1 and s.card(archer).boost == 1
    assert s.card(enemy).boost == 0 and s.card(far).boost == 0


def test_chant_of_growth_only_in_the_move_phase():
    """Chant of Growth is a Move-phase event: it cannot be played in the Summon phase."""
    s = scene().phase(ME, "summon")
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Chant of Growth")))


# --- Chant of Weaving (ACTIVE) -----------------------------------------------------------------------------------


def test_chant_of_weaving_summons_next_to_the_target_and_boosts_it():
    """Chant of Weaving: "Target a friendly unit. While this is active, you may summon units onto
    empty spaces adjacent to it, and each time you summon a unit adjacent to it, boost it." """
    s = scene().phase(ME, "summon").magic(ME, 6)
    lioness = s.place(ME, "Lioness", (0, 3))
    archer = s.in_hand(ME, "Border Archer")
    s.reject(cmds.Summon(ME, archer, (0, 4)))  # not next to a gate
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Chant of Weaving")))
    s.answer(lioness)
    s.do(cmds.Summon(ME, archer, (0, 4)))
    assert s.card(archer).pos == (0, 4)
    assert s.card(lioness).boost == 1


def test_chant_of_weaving_no_boost_for_a_summon_elsewhere():
    """Chant of Weaving: only a summon ADJACENT to the target boosts it; one next to the gate does
    not, and the opponent gets no new summoning spaces from it."""
    s = scene().phase(ME, "summon").magic(ME, 6)
    lioness = s.place(ME, "Lioness", (0, 3))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Chant of Weaving")))
    s.answer(lioness)
    archer = s.in_hand(ME, "Border Archer")
    s.do(cmds.Summon(ME, archer, (4, 1)))
    assert s.card(lioness).boost == 0
    s.phase(OPP, "summon").magic(OPP, 5)
    warrior = s.in_hand(OPP, "Test Warrior")
    s.reject(cmds.Summon(OPP, warrior, (1, 3)))


# --- random games ------------------------------------------------------------------------------------------------


def test_twenty_random_games_against_the_breakers_end_cleanly():
    """Smoke test: 20 seeded games of random legal commands (prompts answered at random), Savanna
    Elves against the Breakers, every invariant checked after every event (tests/simcheck.py):
    every game ends and nothing raises."""
    for seed in range(20):
        g = play_checked(real_setup("savanna-elves", "breakers", seed), bot_seed=seed + 101)
        assert g.state.over
        assert any(c.zone == BOARD for c in g.state.cards.values())
