"""Vanguards (cards/2e/vanguards.yaml): every ability and event, where it works and where it must
not, plus random games with the faction.

Ella (player 0) plays the Vanguards, Toby (player 1) the plain test faction unless a test says
otherwise. Board positions are (column, row), 0-based; Ella's back row is row 0. Sera Eldwyn
starts at (3,0) and Ella's gate at (3,2); Toby's summoner is at (2,7) and his gate at (2,5).
Die faces (tests/factories.FACES): 0,1 melee; 2 melee+ranged; 3 ranged; 4 melee+special;
5 ranged+special.
"""

from __future__ import annotations

from functools import partial

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, MAGIC, MOVE, SUMMON
from game.core.state import ACTIVE, BOARD, DISCARD, HAND
from game.core.stats import strength
from simcheck import play_checked
from tests.factories import MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY, RANGED_SPECIAL, unit
from tests.scene import content, faction_scene, faction_setup, file_problems, of_type, spec

VAN = 0  # Ella, the Vanguards
OPP = 1  # Toby
SERA = (3, 0)
scene = partial(faction_scene, "vanguards")  # summoners and starting gates only: see tests/scene.py


def rolls(events) -> list[tuple[str, int]]:
    return [(e.purpose, len(e.faces)) for e in of_type(events, ev.DiceRolled)]


# --- the card file -----------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/2e/vanguards.yaml loads cleanly and its deck is complete (34 cards)."""
    assert file_problems("vanguards.yaml") == []
    deck = content().library.decks["vanguards"]
    assert sum(n for _, n in deck.cards) == 34
    sera = content().library.cards["vanguards/sera-eldwyn"]
    assert (sera.strength, sera.life, sera.attack) == (2, 12, "ranged")


# --- Sera Eldwyn: The Citadel's Might -----------------------------------------------------------------


def test_citadels_might_takes_a_citadel_unit_from_the_discard_pile():
    """Sera Eldwyn, The Citadel's Might: 'After Sera attacks an enemy unit, if you have at least one
    Citadel unit on the battlefield, you may take a Citadel unit from your discard pile, reveal it
    and add it to your hand.'"""
    s = scene(ATTACK)
    sera = s.summoner(VAN)
    s.place(VAN, "Citadel Archer", (0, 0))
    paladin = s.discard(VAN, "Citadel Paladin")
    priest = s.discard(VAN, "Temple Priest")  # not a Citadel unit: never offered
    brute = s.place(OPP, "Test Brute", (4, 0))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, sera, brute))
    assert "Citadel's Might" in s.state.pending.text and s.state.pending.player == VAN
    assert paladin in s.options() and priest not in s.options()
    assert all("Citadel" in s.card(u).name for u in s.options())
    s.answer(paladin)
    assert s.card(paladin).zone == HAND and paladin in s.state.players[VAN].hand


def test_citadels_might_needs_a_citadel_unit_in_play_and_an_enemy_unit_target():
    """Sera Eldwyn, The Citadel's Might: nothing without a Citadel unit on the battlefield (a
    Temple Priest is not one), nothing after attacking a gate (not a unit); 'may' can decline."""
    s = scene(ATTACK)
    sera = s.summoner(VAN)
    paladin = s.discard(VAN, "Citadel Paladin")
    s.place(VAN, "Temple Priest", (0, 0))
    brute = s.place(OPP, "Test Brute", (4, 0))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, sera, brute))
    assert s.state.pending is None and s.card(paladin).zone == DISCARD
    s = scene(ATTACK)
    sera = s.summoner(VAN)
    paladin = s.discard(VAN, "Citadel Paladin")
    s.place(VAN, "Citadel Archer", (0, 0))
    gate = s.place(OPP, "Gate", (4, 0))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, sera, gate))
    assert s.state.pending is None
    brute = s.place(OPP, "Test Brute", (2, 0))
    s.phase(VAN, ATTACK)
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, sera, brute))
    s.answer(None)
    assert s.card(paladin).zone == DISCARD


# --- Coleen Brighton: Divine Shield -------------------------------------------------------------------


def _shield_scene(defender: str = "Citadel Knight", at=(1, 3), attacker: str = "Test Brute", from_=(1, 4)):
    s = scene(ATTACK, player=OPP)
    s.place(VAN, "Coleen Brighton", (1, 1))
    d = s.place(VAN, defender, at)
    a = s.place(OPP, attacker, from_)
    return s, d, a


def test_divine_shield_each_special_lowers_the_attackers_strength():
    """Coleen Brighton, Divine Shield: 'When a friendly Citadel unit within 3 spaces of Coleen
    becomes the target of an enemy attack, roll 2 dice. For each special symbol rolled, the
    attacker has 1 less strength for that attack.'"""
    s, knight, brute = _shield_scene()
    s.dice(MELEE_SPECIAL, RANGED_SPECIAL, MELEE_ONLY)
    events = s.do(cmds.Attack(OPP, brute, knight))
    assert rolls(events) == [("divine_shield", 2), ("attack", 1)]
    assert s.card(knight).damage == 1
    assert strength(s.state, s.card(brute)) == 3 and not s.state.effects
    s, knight, brute = _shield_scene()
    s.dice(MELEE_SPECIAL, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    events = s.do(cmds.Attack(OPP, brute, knight))
    assert rolls(events) == [("divine_shield", 2), ("attack", 2)]


def test_divine_shield_never_below_1():
    """Coleen Brighton, Divine Shield: '(never less than 1)'."""
    s, knight, guard = _shield_scene(attacker="Test Guard")
    s.dice(MELEE_SPECIAL, RANGED_SPECIAL, MELEE_ONLY)
    events = s.do(cmds.Attack(OPP, guard, knight))
    assert rolls(events) == [("divine_shield", 2), ("attack", 1)]


def test_divine_shield_not_for_far_or_non_citadel_units_nor_friendly_attacks():
    """Coleen Brighton, Divine Shield: only a CITADEL unit WITHIN 3 spaces, targeted by an ENEMY."""
    s, knight, brute = _shield_scene(at=(1, 5), from_=(1, 6))  # 4 spaces from Coleen
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    assert rolls(s.do(cmds.Attack(OPP, brute, knight))) == [("attack", 3)]
    s, priest, brute = _shield_scene(defender="Temple Priest")
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    assert rolls(s.do(cmds.Attack(OPP, brute, priest))) == [("attack", 3)]
    s = scene(ATTACK)
    s.place(VAN, "Coleen Brighton", (1, 1))
    knight = s.place(VAN, "Citadel Knight", (1, 3))
    paladin = s.place(VAN, "Citadel Paladin", (1, 2))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    assert rolls(s.do(cmds.Attack(VAN, paladin, knight))) == [("attack", 3)]


# --- Jacob Eldwyn: Radiant Shot -------------------------------------------------------------------------


def test_radiant_shot_plus_1_strength_per_2_magic():
    """Jacob Eldwyn, Radiant Shot: 'Jacob gets +1 strength for every 2 magic you have.' An odd magic
    left over adds nothing; the opponent's magic does not count."""
    s = scene(ATTACK)
    jacob = s.place(VAN, "Jacob Eldwyn", (1, 1))
    s.magic(OPP, 15)
    for magic, want in [(0, 2), (1, 2), (5, 4), (15, 9)]:
        s.magic(VAN, magic)
        assert strength(s.state, s.card(jacob)) == want


# --- Valna Stoutheart: Guidance, Citadel Champion ----------------------------------------------------------


def test_guidance_draws_2_at_the_start_of_your_summon_phase():
    """Valna Stoutheart, Guidance: 'At the start of your Summon phase, draw 2 cards.'"""
    s = scene(MAGIC, player=OPP)
    s.place(VAN, "Valna Stoutheart", (1, 1))
    before = len(s.state.players[VAN].hand)
    events = s.do(cmds.EndPhase(OPP))  # Toby's Magic -> Draw -> Ella's turn, Summon phase
    assert s.state.turn.player == VAN and s.state.phase == SUMMON
    assert [len(e.cards) for e in of_type(events, ev.CardsDrawn) if e.player == VAN] == [2]
    assert len(s.state.players[VAN].hand) == before + 2


def test_guidance_not_at_the_opponents_summon_phase():
    """Valna Stoutheart, Guidance: only YOUR Summon phase."""
    s = scene(MAGIC)
    s.place(VAN, "Valna Stoutheart", (1, 1))
    events = s.do(cmds.EndPhase(VAN))  # Ella's Draw phase draws up to 5, then Toby's turn
    turn = next(i for i, e in enumerate(events) if isinstance(e, ev.TurnBegan) and e.player == OPP)
    assert not [e for e in events[turn:] if isinstance(e, ev.CardsDrawn) and e.player == VAN]
    assert s.state.turn.player == OPP and len(s.state.players[VAN].hand) == 5


def test_citadel_champion_counts_friendly_citadel_units_within_2():
    """Valna Stoutheart, Citadel Champion: '+1 strength for each friendly Citadel unit within 2
    spaces of her' (not a Temple Priest, not a Citadel unit 3 spaces away)."""
    s = scene(ATTACK)
    valna = s.place(VAN, "Valna Stoutheart", (1, 1))
    assert strength(s.state, s.card(valna)) == 2
    s.place(VAN, "Citadel Knight", (1, 2))
    s.place(VAN, "Citadel Archer", (2, 2))
    s.place(VAN, "Citadel Paladin", (1, 4))
    s.place(VAN, "Temple Priest", (0, 1))
    assert strength(s.state, s.card(valna)) == 4


# --- Citadel Archer: Arrow of Light ---------------------------------------------------------------------------


def _archer_scene():
    s = scene(ATTACK)
    s.empty_hand(VAN)
    archer = s.place(VAN, "Citadel Archer", (0, 1))
    brute = s.place(OPP, "Test Brute", (0, 3))
    hand = [s.hand(VAN, n) for n in ("Citadel Knight", "Citadel Knight", "Temple Priest", "Mass Heal")]
    s.magic(VAN, 2)
    return s, archer, brute, hand


def test_arrow_of_light_discards_distinct_units_for_magic_and_strength():
    """Citadel Archer, Arrow of Light: 'Before this unit attacks, you may reveal and discard any
    number of unit cards with different names from your hand. For each card discarded, gain 1 magic
    and this unit gets +1 strength for this attack.'"""
    s, archer, brute, (k1, k2, priest, event) = _archer_scene()
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(VAN, archer, brute))
    assert set(s.options()) == {k1, k2, priest}  # an event card is not a unit
    s.answer(k1)
    assert s.options() == [priest]  # the other Knight has the same name
    events = s.answer(priest)
    assert rolls(events) == [("attack", 3)] and s.card(brute).damage == 3
    assert s.state.players[VAN].magic == 4
    assert {s.card(k1).zone, s.card(priest).zone} == {DISCARD}
    assert s.card(k2).zone == HAND and s.card(event).zone == HAND
    assert strength(s.state, s.card(archer)) == 1


def test_arrow_of_light_may_be_declined():
    """Citadel Archer, Arrow of Light: 'you may': declining keeps the hand and the 1 strength."""
    s, archer, brute, hand = _archer_scene()
    s.dice(RANGED_ONLY)
    s.do(cmds.Attack(VAN, archer, brute))
    events = s.answer(None)
    assert rolls(events) == [("attack", 1)]
    assert s.state.players[VAN].magic == 2 and all(s.card(u).zone == HAND for u in hand)


# --- Citadel Knight: Engage, Protect ------------------------------------------------------------------------


def test_engage_damages_an_adjacent_enemy_that_moves_away():
    """Citadel Knight, Engage: 'Whenever an enemy unit adjacent to this unit moves or is forced away
    from it, add 1 damage to that enemy unit.'"""
    s = scene(MOVE, player=OPP)
    s.place(VAN, "Citadel Knight", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 3))
    s.do(cmds.Move(OPP, warrior, ((2, 3), (2, 4))))
    assert s.card(warrior).damage == 1


def test_engage_damages_an_enemy_forced_away():
    """Citadel Knight, Engage: '… or is forced away from it' (a Cave Goblins Sneak); the Knight's
    player gains magic for the unit it destroys."""
    s = scene(MOVE, player=OPP, opponent="cave-goblins")
    s.place(VAN, "Citadel Knight", (1, 2))
    slinger = s.place(OPP, "Horde Slinger", (1, 3))  # 1 life
    card = s.hand(OPP, "Sneak")
    magic = s.state.players[VAN].magic
    s.do(cmds.PlayEvent(OPP, card))
    s.answer(slinger)
    events = s.answer((1, 4))
    assert s.card(slinger).zone == DISCARD and of_type(events, ev.CardDestroyed)
    assert s.state.players[VAN].magic == magic + 1


def test_engage_not_for_friendly_or_non_adjacent_units():
    """Citadel Knight, Engage: only an ENEMY unit that was ADJACENT when it started moving."""
    s = scene(MOVE)
    s.place(VAN, "Citadel Knight", (1, 2))
    priest = s.place(VAN, "Temple Priest", (1, 3))
    s.do(cmds.Move(VAN, priest, ((1, 4),)))
    assert s.card(priest).damage == 0
    s = scene(MOVE, player=OPP)
    s.place(VAN, "Citadel Knight", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (3, 3))
    s.do(cmds.Move(OPP, warrior, ((2, 3), (2, 2))))  # toward it, ending adjacent
    assert s.card(warrior).damage == 0


def test_protect_adjacent_enemies_must_target_a_protect_unit():
    """Citadel Knight, Protect: 'An enemy unit adjacent to this unit that attacks must target a unit
    that has Protect.'"""
    s = scene(ATTACK, player=OPP)
    knight = s.place(VAN, "Citadel Knight", (1, 2))
    priest = s.place(VAN, "Temple Priest", (0, 3))
    s.place(VAN, "Citadel Archer", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 3))
    assert s.attack_targets(warrior) == {knight}
    assert "another target" in s.reject(cmds.Attack(OPP, warrior, priest))


def test_protect_not_for_enemies_that_are_not_adjacent():
    """Citadel Knight, Protect: an enemy not adjacent to a Knight attacks as usual."""
    s = scene(ATTACK, player=OPP)
    s.place(VAN, "Citadel Knight", (4, 2))
    priest = s.place(VAN, "Temple Priest", (0, 3))
    archer = s.place(VAN, "Citadel Archer", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 3))
    assert s.attack_targets(warrior) == {priest, archer}


# --- Citadel Paladin: Intercession ------------------------------------------------------------------------------


def test_intercession_draws_a_card_per_special():
    """Citadel Paladin, Intercession: 'After this unit attacks an enemy unit, draw 1 card for each
    special symbol rolled.'"""
    s = scene(ATTACK)
    paladin = s.place(VAN, "Citadel Paladin", (1, 2))
    brute = s.place(OPP, "Test Brute", (1, 3))
    before = len(s.state.players[VAN].hand)
    s.dice(MELEE_SPECIAL, RANGED_SPECIAL, MELEE_ONLY)
    events = s.do(cmds.Attack(VAN, paladin, brute))
    assert [len(e.cards) for e in of_type(events, ev.CardsDrawn)] == [2]
    assert len(s.state.players[VAN].hand) == before + 2


def test_intercession_not_without_specials_nor_against_a_gate_or_a_friend():
    """Citadel Paladin, Intercession: no special, no card; a gate is not a unit; a friendly unit is
    not an enemy."""
    for target in ("none", "gate", "friend"):
        s = scene(ATTACK)
        paladin = s.place(VAN, "Citadel Paladin", (1, 2))
        if target == "gate":
            t = s.place(OPP, "Gate", (1, 3))
        elif target == "friend":
            t = s.place(VAN, "Citadel Knight", (1, 3))
        else:
            t = s.place(OPP, "Test Brute", (1, 3))
        faces = (MELEE_ONLY,) * 3 if target == "none" else (MELEE_SPECIAL, MELEE_SPECIAL, RANGED_SPECIAL)
        s.dice(*faces)
        assert not of_type(s.do(cmds.Attack(VAN, paladin, t)), ev.CardsDrawn), target


# --- Temple Priest: Heal -------------------------------------------------------------------------------------------


def _priest_scene(damage: int):
    s = scene(ATTACK)
    priest = s.place(VAN, "Temple Priest", (1, 2))
    knight = s.place(VAN, "Citadel Knight", (1, 3))
    s.damage(knight, damage)
    return s, priest, knight


def test_heal_removes_damage_equal_to_melee_plus_special_symbols():
    """Temple Priest, Heal: 'Before this unit attacks a friendly common or champion, you may discard
    a card from your hand. If you do, the attack removes damage from the target equal to the number
    of melee symbols plus special symbols rolled, instead of adding damage.'"""
    s, priest, knight = _priest_scene(4)
    card = s.state.players[VAN].hand[0]
    s.dice(MELEE_SPECIAL, MELEE_ONLY)
    s.do(cmds.Attack(VAN, priest, knight))
    assert "Heal" in s.state.pending.text
    events = s.answer(card)
    assert s.card(card).zone == DISCARD
    assert [(e.card, e.amount) for e in of_type(events, ev.DamageRemoved)] == [(knight, 3)]
    assert s.card(knight).damage == 1 and not of_type(events, ev.DamageAdded)


def test_heal_declined_is_an_ordinary_attack_and_not_for_enemies_or_structures():
    """Temple Priest, Heal: 'you may': declined, the attack adds damage as usual; no offer when the
    target is an enemy unit or a friendly gate (not a common or champion)."""
    s, priest, knight = _priest_scene(1)
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, priest, knight))
    s.answer(None)
    assert s.card(knight).damage == 3
    s = scene(ATTACK)
    priest = s.place(VAN, "Temple Priest", (3, 3))  # next to Ella's gate at (3,2)
    brute = s.place(OPP, "Test Brute", (3, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, priest, brute))
    assert s.state.pending is None and s.card(brute).damage == 2
    s.phase(VAN, ATTACK)
    gate = s.gate(VAN)
    s.damage(gate, 3)
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, priest, gate))
    assert s.state.pending is None and s.card(gate).damage == 5


# --- Holy Judgment ---------------------------------------------------------------------------------------------------


def _judgment_scene():
    s = scene(ATTACK)
    card = s.hand(VAN, "Holy Judgment")
    knight = s.place(VAN, "Citadel Knight", (1, 2))
    coleen = s.place(VAN, "Coleen Brighton", (4, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.PlayEvent(VAN, card))
    return s, card, knight, coleen, warrior


def test_holy_judgment_gives_friendly_commons_strength_and_starts_with_2_boost():
    """Holy Judgment: 'Put 2 boost on this card. Friendly common units have +1 strength.' (Not
    champions, not the enemy's commons.)"""
    s, card, knight, coleen, warrior = _judgment_scene()
    assert s.card(card).zone == ACTIVE and s.card(card).boost == 2
    assert strength(s.state, s.card(knight)) == 3
    assert strength(s.state, s.card(coleen)) == 3
    assert strength(s.state, s.card(warrior)) == 2


def test_holy_judgment_loses_a_boost_when_a_friendly_unit_is_destroyed():
    """Holy Judgment: 'Each time a friendly unit is destroyed, remove 1 boost from this card.' An
    enemy unit destroyed removes none."""
    s, card, knight, coleen, warrior = _judgment_scene()
    s.phase(OPP, ATTACK)
    priest = s.place(VAN, "Temple Priest", (1, 5))
    attacker = s.place(OPP, "Test Warrior", (1, 6))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, attacker, priest))
    assert s.card(priest).zone == DISCARD and s.card(card).boost == 1
    s.phase(VAN, ATTACK)
    paladin = s.place(VAN, "Citadel Paladin", (1, 3))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, paladin, warrior))
    assert s.card(warrior).zone == DISCARD and s.card(card).boost == 1


def test_holy_judgment_stays_by_removing_a_boost_at_the_start_of_your_turn():
    """Holy Judgment: 'At the start of your turn, you may remove 1 boost from this card instead of
    discarding it.'"""
    s, card, knight, coleen, warrior = _judgment_scene()
    s.phase(OPP, MAGIC)
    s.do(cmds.EndPhase(OPP))
    assert s.state.turn.player == VAN and "Holy Judgment" in s.state.pending.text
    s.answer("keep")
    assert s.card(card).zone == ACTIVE and s.card(card).boost == 1
    assert strength(s.state, s.card(knight)) == 3


def test_holy_judgment_discarded_when_declined_or_without_boost():
    """Holy Judgment: declining discards it as usual; with no boost left it is discarded without
    a question."""
    s, card, *_ = _judgment_scene()
    s.phase(OPP, MAGIC)
    s.do(cmds.EndPhase(OPP))
    s.answer(None)
    assert s.card(card).zone == DISCARD
    s, card, knight, *_ = _judgment_scene()
    s.apply(ev.BoostRemoved(card, 2))
    s.phase(OPP, MAGIC)
    s.do(cmds.EndPhase(OPP))
    assert s.state.turn.player == VAN and s.state.phase == SUMMON and s.state.pending is None
    assert s.card(card).zone == DISCARD and strength(s.state, s.card(knight)) == 2


# --- Guarding Spirits --------------------------------------------------------------------------------------------------


def _spirits_scene():
    s = scene(MAGIC)
    card = s.hand(VAN, "Guarding Spirits")
    s.do(cmds.PlayEvent(VAN, card))
    assert s.card(card).zone == ACTIVE
    s.phase(OPP, ATTACK)
    return s


def test_guarding_spirits_caps_the_first_attack_each_turn_at_1_damage():
    """Guarding Spirits: 'Friendly common units within 3 spaces of your summoner have Guarded: the
    first attack against each of them each turn adds at most 1 damage.' The second attack is not
    capped."""
    s = _spirits_scene()
    knight = s.place(VAN, "Citadel Knight", (4, 2))  # 3 spaces from Sera at (3,0)
    club = s.place(OPP, "Champion Club", (4, 3))
    warrior = s.place(OPP, "Test Warrior", (5, 2))
    s.dice(*[MELEE_ONLY] * 5)
    s.do(cmds.Attack(OPP, club, knight))
    assert s.card(knight).damage == 1
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, knight))
    assert s.card(knight).damage == 3


def test_guarding_spirits_not_for_far_commons_nor_champions():
    """Guarding Spirits: only COMMON units WITHIN 3 spaces of your summoner."""
    s = _spirits_scene()
    far = s.place(VAN, "Citadel Knight", (0, 4))
    coleen = s.place(VAN, "Coleen Brighton", (2, 1))
    a1 = s.place(OPP, "Test Warrior", (0, 5))
    a2 = s.place(OPP, "Test Warrior", (1, 1))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, a1, far))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, a2, coleen))
    assert s.card(far).damage == 2 and s.card(coleen).damage == 2


def test_guarded_printed_on_a_unit_guards_that_unit():
    """Guarding Spirits' reusable ability (`guarded`) printed on a unit with no filter (an Ember
    Mage): the first attack against it each turn adds at most 1 damage; the next adds in full."""
    mage = unit("test", "archer", "Test Archer", "common", 2, 2, 5, "ranged",
                abilities=(spec("guarded", "Guarded", amount=1),))
    s = scene(ATTACK, test_cards=(mage,))
    target = s.place(OPP, "Test Archer", (1, 4))
    paladin = s.place(VAN, "Citadel Paladin", (1, 3))
    knight = s.place(VAN, "Citadel Knight", (0, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, paladin, target))
    assert s.card(target).damage == 1
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(VAN, knight, target))
    assert s.card(target).damage == 3


# --- Mass Heal ---------------------------------------------------------------------------------------------------------


def test_mass_heal_heals_friendly_commons_and_champions_near_your_summoner():
    """Mass Heal: 'Remove 2 damage from each friendly common and champion within 2 spaces of your
    summoner.' Not a unit 3 spaces away, not the summoner, not the enemy."""
    s = scene(MOVE)
    s.magic(VAN, 1)
    card = s.hand(VAN, "Mass Heal")
    near = s.place(VAN, "Citadel Knight", (2, 0))
    coleen = s.place(VAN, "Coleen Brighton", (4, 1))
    far = s.place(VAN, "Citadel Archer", (0, 0))
    enemy = s.place(OPP, "Test Brute", (3, 1))
    sera = s.summoner(VAN)
    for uid, dmg in ((near, 3), (coleen, 1), (far, 2), (enemy, 2), (sera, 2)):
        s.damage(uid, dmg)
    s.do(cmds.PlayEvent(VAN, card))
    assert [s.card(u).damage for u in (near, coleen, far, enemy, sera)] == [1, 0, 2, 2, 2]
    assert s.state.players[VAN].magic == 0 and s.card(card).zone == DISCARD


# --- Renewed Hope ------------------------------------------------------------------------------------------------------


def test_renewed_hope_summons_in_any_phase_and_next_to_your_summoner():
    """Renewed Hope: 'You may summon units in any phase of your turn' and 'on empty spaces adjacent
    to your summoner'."""
    s = scene(SUMMON)
    s.magic(VAN, 5)
    card = s.hand(VAN, "Renewed Hope")
    knight = s.hand(VAN, "Citadel Knight")
    s.do(cmds.PlayEvent(VAN, card))
    assert s.card(card).zone == ACTIVE
    s.do(cmds.EndPhase(VAN))
    assert s.state.phase == MOVE
    assert cmds.Summon(VAN, knight, (2, 0)) in s.legal()
    s.do(cmds.Summon(VAN, knight, (2, 0)))
    assert s.card(knight).zone == BOARD and s.state.players[VAN].magic == 3


def test_without_renewed_hope_only_the_summon_phase_and_gate_spaces():
    """Renewed Hope (absent): summoning is for the Summon phase, next to a gate only."""
    s = scene(SUMMON)
    s.magic(VAN, 5)
    knight = s.hand(VAN, "Citadel Knight")
    assert "next to a gate" in s.reject(cmds.Summon(VAN, knight, (2, 0)))
    s.phase(VAN, MOVE)
    assert "Summon phase" in s.reject(cmds.Summon(VAN, knight, (2, 2)))


def test_summon_adjacent_printed_on_the_unit_or_on_a_unit_in_play():
    """Renewed Hope's reusable ability (`summon_adjacent`): printed on the unit being summoned it
    lets that unit alone be summoned next to its summoner (Protector); on a unit in play with
    `to: self` and a filter, matching units may be summoned next to that unit."""
    drake = unit("test", "champion-a", "Champion Axe", "champion", 5, 4, 7, "melee",
                 abilities=(spec("summon_adjacent", "Protector", to="summoner"),))
    holleas = unit("test", "champion-b", "Champion Bow", "champion", 5, 3, 6, "ranged",
                   abilities=(spec("summon_adjacent", "Fiery Summon", to="self",
                                   filter={"name": "Warrior"}),))
    s = scene(SUMMON, player=OPP, test_cards=(drake, holleas))
    s.magic(OPP, 15)
    axe = s.hand(OPP, "Champion Axe")
    warrior = s.hand(OPP, "Test Warrior")
    guard = s.hand(OPP, "Test Guard")
    assert cmds.Summon(OPP, axe, (1, 7)) in s.legal()  # next to Toby's summoner at (2,7)
    assert "next to a gate" in s.reject(cmds.Summon(OPP, warrior, (1, 7)))
    s.place(OPP, "Champion Bow", (4, 4))
    assert "next to a gate" in s.reject(cmds.Summon(OPP, guard, (4, 3)))
    s.do(cmds.Summon(OPP, warrior, (4, 3)))
    s.do(cmds.Summon(OPP, axe, (1, 7)))
    assert s.card(warrior).pos == (4, 3) and s.card(axe).pos == (1, 7)


# --- random games ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("opponent", [None, "cave-goblins"])
def test_20_random_games_end_without_errors(opponent):
    """Random legal commands (prompts answered at random) with every invariant checked: 10 games
    against the test faction and 10 against the Cave Goblins, all of which end."""
    for seed in range(10):
        g = play_checked(faction_setup("vanguards", opponent, seed=seed), bot_seed=seed + 777)
        assert g.state.over
