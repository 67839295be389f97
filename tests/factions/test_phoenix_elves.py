"""Phoenix Elves (cards/2e/phoenix-elves.yaml): every ability and event, where it takes effect and
where it must not, plus random games with the faction.

Ella (player 0) plays the Phoenix Elves, Toby (player 1) the plain test faction unless a test says
otherwise. Board positions are (column, row), 0-based; Ella's back row is row 0. Queen Maldaria
starts at (3,0) and Ella's gate at (3,1); Toby's summoner is at (2,7) and his gate at (2,5).
Die faces (tests/factories.FACES): 0,1 melee; 2 melee+ranged; 3 ranged; 4 melee+special;
5 ranged+special.
"""

from __future__ import annotations

from functools import partial

from game.core import commands as cmds
from game.core import events as ev
from game.core.placement import summon_spaces
from game.core.ruleset import ATTACK, MAGIC, MOVE, SUMMON
from game.core.state import ACTIVE, BOARD, DISCARD
from game.core.stats import strength
from simcheck import play_checked
from tests.factories import MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY, RANGED_SPECIAL
from tests.scene import content, faction_scene, faction_setup, file_problems, of_type, real_setup

PE = 0  # Ella, the Phoenix Elves
OPP = 1  # Toby
QUEEN = (3, 0)
scene = partial(faction_scene, "phoenix-elves")  # summoners and starting gates only: see tests/scene.py


def play(s, name: str, magic: int = 0) -> int:
    """Draw the named event into Ella's hand and play it (it needs no target)."""
    uid = s.in_hand(PE, name)
    s.magic(PE, magic)
    s.do(cmds.PlayEvent(PE, uid))
    return uid


# --- the card file -----------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/2e/phoenix-elves.yaml loads cleanly; its deck is the preconstructed list (34 cards,
    cards-2e.md section 7) with the starting layout Maldaria (4,1), gate (4,2), Ember Archer
    (3,3), Royal Guardian (4,3)."""
    assert file_problems("phoenix-elves.yaml") == []
    lib = content().library
    deck = lib.decks["phoenix-elves"]
    counts = {cid.split("/")[1]: n for cid, n in deck.cards}
    assert counts == {
        "queen-maldaria": 1, "starting-gate": 1, "gate": 3, "fanessa": 1, "fire-drake": 1, "holleas": 1,
        "ember-archer": 5, "ember-beast": 4, "ember-mage": 4, "royal-guardian": 5,
        "spirit-of-the-phoenix": 2, "blinding-flare": 2, "burn": 2, "divine-retribution": 2,
    }
    assert sum(counts.values()) == 34
    start = {(s.card.split("/")[1], s.column, s.row) for s in deck.starting}
    assert start == {("queen-maldaria", 3, 0), ("starting-gate", 3, 1), ("ember-archer", 2, 2),
                     ("royal-guardian", 3, 2)}
    queen = lib.cards["phoenix-elves/queen-maldaria"]
    assert (queen.strength, queen.life, queen.attack) == (4, 9, "ranged")
    drake = lib.cards["phoenix-elves/fire-drake"]
    assert (drake.cost, drake.strength, drake.life, drake.attack) == (8, 4, 10, "ranged")


# --- Queen Maldaria: Momentum ---------------------------------------------------------------------------


def test_momentum_boosts_maldaria_once_per_turn_after_attacking_an_enemy_unit():
    """Queen Maldaria, Momentum: 'Once per turn, after this unit attacks an enemy unit, boost this
    unit.' A second attack in the same turn (an extra attack) gives no second boost."""
    s = scene(ATTACK)
    queen = s.summoner(PE)
    brute = s.place(OPP, "Test Brute", (1, 0))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(PE, queen, brute))
    assert s.card(queen).boost == 1
    s.apply(ev.ExtraAttackGranted(queen))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(PE, queen, brute))
    assert s.card(queen).boost == 1


def test_momentum_gives_nothing_for_attacking_a_structure():
    """Queen Maldaria, Momentum: '… after this unit attacks an enemy unit …': a gate is a card but
    not a unit, so attacking it boosts nothing."""
    s = scene(ATTACK)
    queen = s.summoner(PE)
    gate = s.place(OPP, "Gate", (1, 0))
    s.dice(RANGED_ONLY, RANGED_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(PE, queen, gate))
    assert s.card(gate).damage == 2
    assert s.card(queen).boost == 0


# --- Queen Maldaria: Call Protection ------------------------------------------------------------------------


def test_call_protection_places_a_friendly_common_next_to_her_for_one_boost():
    """Queen Maldaria, Call Protection (printed): 'At the end of your Attack phase, you may spend 1
    boost from Queen Maldaria to place a friendly common from anywhere on the battlefield on an
    empty space adjacent to her (this is not a move or a force).' Champions are not offered."""
    s = scene(ATTACK)
    queen = s.summoner(PE)
    s.apply(ev.BoostAdded(queen, 1))
    guard = s.place(PE, "Royal Guardian", (0, 5))
    fanessa = s.place(PE, "Fanessa", (5, 5))
    s.do(cmds.EndPhase(PE))
    assert "Call Protection" in s.state.pending.text
    assert guard in s.options() and fanessa not in s.options()
    s.answer(guard)
    assert sorted(s.options()) == [(2, 0), (4, 0)]  # (3,1) holds her gate
    events = s.answer((2, 0))
    assert s.card(guard).pos == (2, 0)
    assert s.card(queen).boost == 0
    assert not any(e.counts for e in of_type(events, ev.UnitMoved))  # a placement, not a move


def test_call_protection_needs_boost_and_may_be_declined():
    """Queen Maldaria, Call Protection: '… you may spend 1 boost …': with no boost nothing is
    asked; with a boost the player may decline, keeping it."""
    s = scene(ATTACK)
    guard = s.place(PE, "Royal Guardian", (0, 5))
    s.do(cmds.EndPhase(PE))
    assert s.state.pending is None and s.state.phase == MAGIC
    s = scene(ATTACK)
    queen = s.summoner(PE)
    s.apply(ev.BoostAdded(queen, 1))
    guard = s.place(PE, "Royal Guardian", (0, 5))
    s.do(cmds.EndPhase(PE))
    s.answer(None)
    assert s.card(guard).pos == (0, 5) and s.card(queen).boost == 1


# --- Fanessa: Riposte -------------------------------------------------------------------------------------------


def test_riposte_damages_an_adjacent_attacker_after_its_attack():
    """Fanessa, Riposte: 'After an adjacent enemy unit attacks Fanessa, if she is still on the
    battlefield, add 1 damage to that enemy unit.'"""
    s = scene(ATTACK, player=OPP)
    fanessa = s.place(PE, "Fanessa", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, fanessa))
    assert s.card(fanessa).damage == 2
    assert s.card(warrior).damage == 1


def test_riposte_spares_distant_attackers_and_needs_fanessa_alive():
    """Fanessa, Riposte: a ranged enemy 2 spaces away is not adjacent; and if the attack destroys
    her she is no longer on the battlefield to strike back."""
    s = scene(ATTACK, player=OPP)
    fanessa = s.place(PE, "Fanessa", (2, 3))
    archer = s.place(OPP, "Test Archer", (4, 3))
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, archer, fanessa))
    assert s.card(fanessa).damage == 2 and s.card(archer).damage == 0
    s = scene(ATTACK, player=OPP)
    fanessa = s.place(PE, "Fanessa", (2, 3))
    s.damage(fanessa, 8)
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, fanessa))
    assert s.card(fanessa).zone == DISCARD
    assert s.card(warrior).damage == 0


# --- Fire Drake: Protector and Fire Breath ---------------------------------------------------------------------------


def test_protector_lets_the_fire_drake_be_summoned_next_to_your_summoner():
    """Fire Drake, Protector: 'You may summon this unit on an empty space adjacent to your
    summoner.'"""
    s = scene(SUMMON)
    drake = s.in_hand(PE, "Fire Drake")
    s.magic(PE, 8)
    assert {(2, 0), (4, 0)} <= summon_spaces(s.state, PE, s.card(drake))
    s.do(cmds.Summon(PE, drake, (2, 0)))
    assert s.card(drake).pos == (2, 0)


def test_protector_is_for_the_drake_alone():
    """Fire Drake, Protector: only the Drake itself; while it is on the battlefield other units are
    still summoned next to gates only."""
    s = scene(SUMMON)
    s.place(PE, "Fire Drake", (5, 0))
    mage = s.in_hand(PE, "Ember Mage")
    s.magic(PE, 3)
    assert (2, 0) not in summon_spaces(s.state, PE, s.card(mage))
    assert "gate" in s.reject(cmds.Summon(PE, mage, (2, 0)))


def test_fire_breath_attacks_through_units_and_burns_those_between():
    """Fire Drake, Fire Breath: 'This unit may attack through units (not structures). When it does,
    each special symbol rolled adds 1 damage to every unit between it and its target.' Friendly
    units between are burnt too."""
    s = scene(ATTACK)
    drake = s.place(PE, "Fire Drake", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (0, 3))
    guard = s.place(PE, "Royal Guardian", (0, 4))
    brute = s.place(OPP, "Test Brute", (0, 5))
    assert brute in s.attack_targets(drake)
    s.dice(RANGED_SPECIAL, RANGED_SPECIAL, RANGED_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(PE, drake, brute))
    assert s.card(brute).damage == 3
    assert s.card(warrior).damage == 2 and s.card(guard).damage == 2


def test_fire_breath_burns_nothing_without_specials_and_structures_still_block():
    """Fire Drake, Fire Breath: no special, no damage to the units between; a structure between is
    not a unit, so it still blocks the line; other ranged units are blocked by units as usual."""
    s = scene(ATTACK)
    drake = s.place(PE, "Fire Drake", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (0, 3))
    brute = s.place(OPP, "Test Brute", (0, 4))
    s.dice(RANGED_ONLY, RANGED_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(PE, drake, brute))
    assert s.card(brute).damage == 2 and s.card(warrior).damage == 0
    s = scene(ATTACK)
    drake = s.place(PE, "Fire Drake", (0, 2))
    s.place(OPP, "Gate", (0, 3))
    brute = s.place(OPP, "Test Brute", (0, 4))
    assert brute not in s.attack_targets(drake)
    archer = s.place(PE, "Ember Archer", (5, 2))
    s.place(OPP, "Test Warrior", (5, 3))
    far = s.place(OPP, "Test Guard", (5, 4))
    assert far not in s.attack_targets(archer)


# --- Holleas: Fiery Summon and Ignite -------------------------------------------------------------------------------


def test_fiery_summon_lets_ember_units_be_summoned_next_to_holleas():
    """Holleas, Fiery Summon: 'You may summon Ember units on empty spaces adjacent to Holleas.'"""
    s = scene(SUMMON)
    s.place(PE, "Holleas", (1, 4))
    mage = s.in_hand(PE, "Ember Mage")
    s.magic(PE, 1)
    s.do(cmds.Summon(PE, mage, (1, 5)))
    assert s.card(mage).pos == (1, 5)


def test_fiery_summon_is_for_ember_units_only():
    """Holleas, Fiery Summon: a Royal Guardian is not an Ember unit; and Holleas herself, while
    in hand, gains no space next to your summoner from it."""
    s = scene(SUMMON)
    s.place(PE, "Holleas", (1, 4))
    guard = s.in_hand(PE, "Royal Guardian")
    s.magic(PE, 5)
    assert "gate" in s.reject(cmds.Summon(PE, guard, (1, 5)))
    s = scene(SUMMON)
    holleas = s.in_hand(PE, "Holleas")
    s.magic(PE, 5)
    assert summon_spaces(s.state, PE, s.card(holleas)).isdisjoint({(2, 0), (4, 0)})


def test_ignite_gives_adjacent_friendly_ember_units_one_strength():
    """Holleas, Ignite: 'Friendly Ember units adjacent to Holleas get +1 strength.'"""
    s = scene(ATTACK)
    s.place(PE, "Holleas", (1, 4))
    archer = s.place(PE, "Ember Archer", (1, 5))
    assert strength(s.state, s.card(archer)) == 3


def test_ignite_skips_distant_and_non_ember_units():
    """Holleas, Ignite: an Ember unit that is not adjacent, and an adjacent unit that is not an
    Ember unit, keep their printed strength."""
    s = scene(ATTACK)
    s.place(PE, "Holleas", (1, 4))
    archer = s.place(PE, "Ember Archer", (3, 4))
    guard = s.place(PE, "Royal Guardian", (0, 4))
    assert strength(s.state, s.card(archer)) == 2
    assert strength(s.state, s.card(guard)) == 1


# --- Ember Archer: Quick Shot --------------------------------------------------------------------------------


def test_quick_shot_adds_damage_after_moving():
    """Ember Archer, Quick Shot: 'After this unit moves, you may target a unit within 3 clear
    straight spaces of it and add 1 damage to that unit. This is not an attack.'"""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (3, 3))
    s.do(cmds.Move(PE, archer, ((0, 3),)))
    assert "Quick Shot" in s.state.pending.text and warrior in s.options()
    events = s.answer(warrior)
    assert s.card(warrior).damage == 1
    assert not of_type(events, ev.AttackDeclared)


def test_quick_shot_needs_a_clear_line_in_range_and_may_be_declined():
    """Ember Archer, Quick Shot: a unit behind another card, or 4 spaces away, cannot be targeted;
    the player may decline ('you may')."""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 2))
    blocker = s.place(OPP, "Test Guard", (1, 3))
    hidden = s.place(OPP, "Test Warrior", (3, 3))
    far = s.place(OPP, "Test Brute", (0, 7))
    s.do(cmds.Move(PE, archer, ((0, 3),)))
    assert blocker in s.options()
    assert hidden not in s.options() and far not in s.options()
    s.answer(None)
    assert s.card(blocker).damage == 0


# --- Ember Beast: Born of Fire and Wildfire ---------------------------------------------------------------------------


def test_born_of_fire_summons_the_beast_next_to_a_friendly_ember_unit():
    """Ember Beast, Born of Fire: 'You may summon this unit on an empty space adjacent to a friendly
    Ember unit.'"""
    s = scene(SUMMON)
    s.place(PE, "Ember Archer", (0, 4))
    beast = s.in_hand(PE, "Ember Beast")
    s.magic(PE, 2)
    s.do(cmds.Summon(PE, beast, (0, 5)))
    assert s.card(beast).pos == (0, 5)


def test_born_of_fire_only_for_the_beast_and_only_next_to_ember_units():
    """Ember Beast, Born of Fire: a Royal Guardian is not an Ember unit; an Ember Mage (which lacks
    Born of Fire) cannot use a friendly Ember unit, even with an Ember Beast on the battlefield."""
    s = scene(SUMMON)
    s.place(PE, "Royal Guardian", (5, 4))
    s.place(PE, "Ember Archer", (0, 4))
    s.place(PE, "Ember Beast", (0, 6))
    beast = s.in_hand(PE, "Ember Beast")
    mage = s.in_hand(PE, "Ember Mage")
    s.magic(PE, 3)
    assert "gate" in s.reject(cmds.Summon(PE, beast, (5, 5)))
    assert "gate" in s.reject(cmds.Summon(PE, mage, (0, 5)))


def test_wildfire_burns_adjacent_enemy_units_at_the_start_of_your_move_phase():
    """Ember Beast, Wildfire: 'At the start of your Move phase, add 1 damage to each enemy unit
    adjacent to this unit.' Friendly units and enemy structures are left alone."""
    s = scene(SUMMON)
    s.place(PE, "Ember Beast", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (1, 5))
    guard = s.place(OPP, "Test Guard", (2, 4))
    friend = s.place(PE, "Royal Guardian", (0, 4))
    gate = s.place(OPP, "Gate", (1, 3))
    s.do(cmds.EndPhase(PE))
    assert s.state.phase == MOVE
    assert s.card(warrior).damage == 1 and s.card(guard).damage == 1
    assert s.card(friend).damage == 0 and s.card(gate).damage == 0


def test_wildfire_does_nothing_in_the_opponents_move_phase():
    """Ember Beast, Wildfire: '… your Move phase …': not the opponent's."""
    s = scene(SUMMON, player=OPP)
    s.place(PE, "Ember Beast", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (1, 5))
    s.do(cmds.EndPhase(OPP))
    assert s.state.phase == MOVE and s.card(warrior).damage == 0


# --- Ember Mage: Guarded ----------------------------------------------------------------------------------


def test_guarded_caps_the_first_attack_each_turn_only():
    """Ember Mage, Guarded: 'The first attack against this unit each turn adds at most 1 damage to
    it.' The second attack that turn adds its full damage."""
    s = scene(ATTACK, player=OPP)
    mage = s.place(PE, "Ember Mage", (1, 3))
    brute = s.place(OPP, "Test Brute", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (2, 3))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, mage))
    assert s.card(mage).damage == 1
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, mage))
    assert s.card(mage).zone == DISCARD


# --- Royal Guardian: Engage and Shove -----------------------------------------------------------------------------


def test_engage_damages_an_adjacent_enemy_that_moves_away():
    """Royal Guardian, Engage: 'Whenever an enemy unit adjacent to this unit moves or is forced away
    from it, add 1 damage to that enemy unit.'"""
    s = scene(MOVE, player=OPP)
    s.place(PE, "Royal Guardian", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.Move(OPP, warrior, ((1, 5),)))
    assert s.card(warrior).damage == 1


def test_engage_ignores_enemies_that_were_not_adjacent():
    """Royal Guardian, Engage: an enemy that did not start next to it moves freely."""
    s = scene(MOVE, player=OPP)
    s.place(PE, "Royal Guardian", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (3, 4))
    s.do(cmds.Move(OPP, warrior, ((3, 5),)))
    assert s.card(warrior).damage == 0


def test_shove_forces_the_attacked_enemy_common_one_space():
    """Royal Guardian, Shove: 'After this unit attacks an adjacent enemy common or champion, you
    may force that unit 1 space.' Forced away from the Guardian, the enemy also takes Engage's 1."""
    s = scene(ATTACK)
    guard = s.place(PE, "Royal Guardian", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_ONLY)
    s.do(cmds.Attack(PE, guard, warrior))
    assert "Shove" in s.state.pending.text
    assert sorted(s.options()) == [(0, 4), (1, 5), (2, 4)]
    s.answer((1, 5))
    assert s.card(warrior).pos == (1, 5)
    assert s.card(warrior).damage == 2  # 1 from the attack, 1 from Engage


def test_shove_never_moves_a_summoner_and_may_be_declined():
    """Royal Guardian, Shove: '… an adjacent enemy common or champion …': not the enemy summoner;
    and 'you may' lets the player keep the enemy where it is."""
    s = scene(ATTACK)
    guard = s.place(PE, "Royal Guardian", (2, 6))
    toby = s.summoner(OPP)
    s.dice(MELEE_ONLY)
    s.do(cmds.Attack(PE, guard, toby))
    assert s.state.pending is None and s.card(toby).pos == (2, 7)
    s = scene(ATTACK)
    guard = s.place(PE, "Royal Guardian", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_ONLY)
    s.do(cmds.Attack(PE, guard, warrior))
    s.answer(None)
    assert s.card(warrior).pos == (1, 4) and s.card(warrior).damage == 1


# --- Spirit of the Phoenix (epic) ----------------------------------------------------------------------------------


def test_spirit_of_the_phoenix_adds_one_to_ability_damage_on_enemy_units():
    """Spirit of the Phoenix: 'ACTIVE: Whenever an ability of a friendly unit adds damage to an
    enemy unit without attacking it, it adds 1 more damage.' Quick Shot then adds 2."""
    s = scene(SUMMON)
    spirit = play(s, "Spirit of the Phoenix")
    assert s.card(spirit).zone == ACTIVE
    archer = s.place(PE, "Ember Archer", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (3, 3))
    s.do(cmds.EndPhase(PE))
    s.do(cmds.Move(PE, archer, ((0, 3),)))
    s.answer(warrior)
    assert s.card(warrior).damage == 2


def test_spirit_of_the_phoenix_leaves_friendly_targets_and_event_damage_alone():
    """Spirit of the Phoenix: only an ability of a friendly unit, only on an enemy unit: Quick Shot
    on a friendly unit adds 1, and Burn (an event, not a unit's ability) adds its 2."""
    s = scene(SUMMON)
    play(s, "Spirit of the Phoenix")
    archer = s.place(PE, "Ember Archer", (0, 2))
    friend = s.place(PE, "Royal Guardian", (3, 3))
    s.do(cmds.EndPhase(PE))
    s.do(cmds.Move(PE, archer, ((0, 3),)))
    s.answer(friend)
    assert s.card(friend).damage == 1
    warrior = s.place(OPP, "Test Warrior", (3, 2))
    burn = s.in_hand(PE, "Burn")
    s.do(cmds.PlayEvent(PE, burn))
    s.answer(warrior)
    assert s.card(warrior).damage == 2


# --- Blinding Flare ------------------------------------------------------------------------------------------------


def test_blinding_flare_counts_specials_on_attacks_against_the_queen():
    """Blinding Flare: 'ACTIVE: Attacks against your summoner or a friendly unit adjacent to your
    summoner add 1 damage for each special symbol rolled, instead of for each melee or ranged
    symbol.'"""
    s = scene(MAGIC)
    flare = play(s, "Blinding Flare", magic=1)
    assert s.card(flare).zone == ACTIVE
    guard = s.place(PE, "Royal Guardian", (4, 0))
    s.phase(OPP, ATTACK)
    queen = s.summoner(PE)
    warrior = s.place(OPP, "Test Warrior", (2, 0))
    s.dice(MELEE_SPECIAL, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, queen))
    assert s.card(queen).damage == 1
    brute = s.place(OPP, "Test Brute", (5, 0))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, guard))
    assert s.card(guard).damage == 0


def test_blinding_flare_leaves_units_away_from_the_queen_alone():
    """Blinding Flare: a friendly unit not adjacent to the summoner takes the usual damage."""
    s = scene(MAGIC)
    play(s, "Blinding Flare", magic=1)
    guard = s.place(PE, "Royal Guardian", (1, 3))
    s.phase(OPP, ATTACK)
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_ONLY, MELEE_SPECIAL)
    s.do(cmds.Attack(OPP, warrior, guard))
    assert s.card(guard).damage == 2


# --- Burn ----------------------------------------------------------------------------------------------------------


def test_burn_adds_two_damage_to_a_common_or_champion_near_the_queen():
    """Burn: 'Target a common or champion within 2 spaces of your summoner and add 2 damage to it.'"""
    s = scene(MOVE)
    warrior = s.place(OPP, "Test Warrior", (3, 2))
    axe = s.place(OPP, "Champion Axe", (0, 0))  # 3 spaces away: out of reach
    burn = s.in_hand(PE, "Burn")
    s.do(cmds.PlayEvent(PE, burn))
    assert s.options() == [warrior] and axe not in s.options()
    s.answer(warrior)
    assert s.card(warrior).damage == 2
    assert s.card(burn).zone == DISCARD


def test_burn_cannot_be_played_without_a_target():
    """Burn: with no common or champion within 2 spaces of the summoner it cannot be played (a
    gate or the enemy summoner is never a target)."""
    s = scene(MOVE)
    s.place(OPP, "Gate", (2, 0))
    burn = s.in_hand(PE, "Burn")
    assert "target" in s.reject(cmds.PlayEvent(PE, burn))
    assert not any(isinstance(c, cmds.PlayEvent) and c.card == burn for c in s.legal())


# --- Divine Retribution ----------------------------------------------------------------------------------------------


def test_divine_retribution_strikes_back_at_attackers_near_the_queen():
    """Divine Retribution: 'ACTIVE: Your summoner has Aura of the Phoenix: after she, or a friendly
    unit within 3 spaces of her, is attacked by an enemy unit, add 1 damage to that enemy unit.'
    Both copies active count once."""
    s = scene(MAGIC)
    play(s, "Divine Retribution")
    play(s, "Divine Retribution")
    guard = s.place(PE, "Royal Guardian", (3, 3))
    s.phase(OPP, ATTACK)
    warrior = s.place(OPP, "Test Warrior", (3, 4))
    s.dice(MELEE_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, warrior, guard))
    assert s.card(guard).damage == 1 and s.card(warrior).damage == 1
    queen = s.summoner(PE)
    archer = s.place(OPP, "Test Archer", (1, 0))
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, archer, queen))
    assert s.card(archer).damage == 1


def test_divine_retribution_ignores_attacks_far_from_the_queen():
    """Divine Retribution: a friendly unit 4 spaces from the summoner is outside the aura."""
    s = scene(MAGIC)
    play(s, "Divine Retribution")
    guard = s.place(PE, "Royal Guardian", (3, 4))
    s.phase(OPP, ATTACK)
    warrior = s.place(OPP, "Test Warrior", (3, 5))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, guard))
    assert s.card(guard).damage == 2 and s.card(warrior).damage == 0


def test_divine_retribution_damage_is_an_ability_for_spirit_of_the_phoenix():
    """Divine Retribution with Spirit of the Phoenix: Aura of the Phoenix is the summoner's ability
    adding damage without attacking, so it adds 1 more."""
    s = scene(MAGIC)
    play(s, "Divine Retribution")
    spirit = s.in_hand(PE, "Spirit of the Phoenix")
    s.apply(ev.EventPlayed(PE, spirit), ev.EventActivated(spirit))
    s.phase(OPP, ATTACK)
    queen = s.summoner(PE)
    brute = s.place(OPP, "Test Brute", (2, 0))
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, brute, queen))
    assert s.card(brute).damage == 2


# --- random games ----------------------------------------------------------------------------------------------------


def test_random_games_against_the_tundra_orcs_end_without_errors():
    """20 seeded games of random legal commands, Phoenix Elves against the Tundra Orcs (seats
    alternating), every prompt answered at random and every invariant checked after every event
    (tests/simcheck.py): every game ends and nothing raises."""
    prompts = 0
    for seed in range(20):
        pair = ("phoenix-elves", "tundra-orcs") if seed % 2 == 0 else ("tundra-orcs", "phoenix-elves")
        g = play_checked(real_setup(*pair, seed), bot_seed=seed + 4242)
        assert g.state.over
        prompts += sum(1 for e in g.events if isinstance(e, ev.PromptOpened))
    assert prompts > 0


def test_random_games_against_the_test_faction_end_without_errors():
    """A few seeded random games of the Phoenix Elves against the plain test faction."""
    for seed in range(5):
        g = play_checked(faction_setup("phoenix-elves", seed=seed), bot_seed=seed + 99)
        assert g.state.over and g.state.cards  # the game ended
        assert any(c.zone == BOARD for c in g.state.cards.values())
