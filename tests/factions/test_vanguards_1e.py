"""Vanguards, 1st edition (cards/1e/vanguards.yaml).

For every ability and event: a test where it takes effect and one where it must not. Ella
(player 0) plays the Vanguards, Toby (player 1) the Fallen Kingdom. Sera stands at (3, 0), Ella's
wall at (2, 2); Ret-Talus at (3, 7), Toby's wall at (3, 5). 1E dice: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core.state import BOARD, MAGIC_PILE
from game.core.stats import move_distance, strength
from tests.factions.deck_shape_1e import check_base_deck
from tests.factions.scene_vgfk_1e import FK, VG, magic, play, scene, setup_1e
from tests.simcheck import play_checked


def vg():
    return scene(VG, FK)


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/vanguards.yaml validates; the deck has 1 summoner, 3 champions, 18 commons, 9
    events and 3 walls, and Sera's starting setup from the reference card."""
    check_base_deck("vanguards.yaml", VG, "sera-eldwyn", (2, 6, "ranged"), 7)


# --- Sera Eldwyn: Greater Healing ----------------------------------------------------------------


def test_greater_healing_pays_1_magic_to_remove_2_wounds_from_an_adjacent_champion():
    """Greater Healing: 'instead of attacking, pay 1 magic to remove up to 2 wounds from an
    adjacent common or champion' (the spent card goes to the discard pile)."""
    s = vg().phase(0, "attack")
    s.magic(0, 1)
    kalon = s.place(0, "Kalon Lightbringer", (3, 1))
    s.damage(kalon, 3)
    s.use(0, s.summoner(0), "greater_healing")
    s.answer(kalon)
    assert s.card(kalon).damage == 1
    assert magic(s, 0) == 0 and len(s.state.players[0].discard) == 1
    # it was Sera's attack this phase
    foe = s.place(1, "Skeletal Archer", (3, 3))
    s.reject(cmds.Attack(0, s.summoner(0), foe))


def test_greater_healing_needs_magic_an_adjacent_wounded_target_and_the_attack_phase():
    """Greater Healing must not be used without 1 magic, on a unit that is not adjacent, or
    outside the Attack phase (it replaces an attack)."""
    s = vg().phase(0, "attack")
    kalon = s.place(0, "Kalon Lightbringer", (3, 1))
    s.damage(kalon, 3)
    s.magic(0, 0)
    assert "magic" in s.reject(cmds.UseAbility(0, s.summoner(0), "greater_healing"))
    s.magic(0, 1)
    s.relocate(kalon, (3, 2))  # two spaces away
    s.reject(cmds.UseAbility(0, s.summoner(0), "greater_healing"))
    s.relocate(kalon, (3, 1))
    s.phase(0, "move")
    s.reject(cmds.UseAbility(0, s.summoner(0), "greater_healing"))


# --- Priest: Healing ------------------------------------------------------------------------------


def test_healing_removes_a_wound_from_an_adjacent_common_for_free_and_from_a_champion_for_1_magic():
    """Healing: 'instead of attacking, remove 1 wound from an adjacent common, or pay 1 magic to
    remove 1 wound from an adjacent champion'."""
    s = vg().phase(0, "attack")
    s.magic(0, 1)
    priest = s.place(0, "Priest", (1, 1))
    knight = s.place(0, "Guardian Knight", (1, 2))
    s.damage(knight, 1)
    s.use(0, priest, "healing")
    s.answer(knight)
    assert s.card(knight).damage == 0 and magic(s, 0) == 1
    s2 = vg().phase(0, "attack")
    s2.magic(0, 1)
    priest = s2.place(0, "Priest", (1, 1))
    jacob = s2.place(0, "Jacob Eldwyn", (0, 1))
    s2.damage(jacob, 2)
    s2.use(0, priest, "healing_champion")
    s2.answer(jacob)
    assert s2.card(jacob).damage == 1 and magic(s2, 0) == 0


def test_healing_a_champion_needs_magic_and_the_free_healing_never_reaches_a_champion():
    """Healing must not heal a champion for free, nor a champion without 1 magic to pay."""
    s = vg().phase(0, "attack")
    s.magic(0, 0)
    priest = s.place(0, "Priest", (1, 1))
    jacob = s.place(0, "Jacob Eldwyn", (0, 1))
    s.damage(jacob, 2)
    s.reject(cmds.UseAbility(0, priest, "healing"))  # no wounded common adjacent
    s.reject(cmds.UseAbility(0, priest, "healing_champion"))  # cannot pay
    assert s.card(jacob).damage == 2


# --- Stalwart Archer: Hail of Arrows --------------------------------------------------------------


def test_hail_of_arrows_adds_1_attack_per_other_adjacent_friendly_stalwart_archer():
    """Hail of Arrows: '+1 attack for each other friendly Stalwart Archer adjacent to it'."""
    s = vg().phase(0, "attack")
    a = s.place(0, "Stalwart Archer", (2, 1))
    assert strength(s.state, s.card(a)) == 1
    s.place(0, "Stalwart Archer", (1, 1))
    s.place(0, "Stalwart Archer", (2, 0))
    assert strength(s.state, s.card(a)) == 3


def test_hail_of_arrows_ignores_archers_that_are_not_adjacent_or_not_friendly():
    """Hail of Arrows must not count an archer two spaces away nor one the opponent controls."""
    s = vg().phase(0, "attack")
    a = s.place(0, "Stalwart Archer", (2, 1))
    s.place(0, "Stalwart Archer", (4, 1))  # two spaces away
    s.place(1, "Stalwart Archer", (2, 2), owner=0)  # adjacent, but Toby controls it
    assert strength(s.state, s.card(a)) == 1


# --- Guardian Knight: Protector ------------------------------------------------------------------


def test_protector_makes_an_adjacent_enemy_attack_a_guardian_knight():
    """Protector: 'an enemy unit adjacent to any of your Guardian Knights must target a Guardian
    Knight when it attacks'."""
    s = vg().phase(1, "attack")
    reaper = s.place(1, "Reaper", (3, 1))  # next to Sera (3,0) and the knight
    knight = s.place(0, "Guardian Knight", (4, 1))
    s.reject(cmds.Attack(1, reaper, s.summoner(0)))
    s.roll(1)
    s.do(cmds.Attack(1, reaper, knight))


def test_protector_does_not_bind_an_enemy_that_is_not_adjacent_to_a_guardian_knight():
    """Protector must not bind an enemy unit that stands away from every Guardian Knight."""
    s = vg().phase(1, "attack")
    reaper = s.place(1, "Reaper", (3, 1))
    s.place(0, "Guardian Knight", (5, 1))  # two spaces from the Reaper
    s.roll(1)
    s.do(cmds.Attack(1, reaper, s.summoner(0)))


# --- Jacob Eldwyn: Heaven's Rain -----------------------------------------------------------------


def test_heavens_rain_on_3_or_more_wounds_every_enemy_unit_within_2_spaces():
    """Heaven's Rain: 'instead of attacking, roll 1 die; on 3+ every enemy unit within 2 spaces
    takes 1 wound' (friends and farther enemies are spared)."""
    s = vg().phase(0, "attack")
    jacob = s.place(0, "Jacob Eldwyn", (2, 4))
    near = s.place(1, "Reaper", (2, 5))
    two = s.place(1, "Zombie Warrior", (3, 3))
    far = s.place(1, "Skeletal Archer", (5, 4))
    friend = s.place(0, "Guardian Knight", (1, 4))
    s.roll(3)
    s.use(0, jacob, "heaven_s_rain")
    assert s.card(near).damage == 1 and s.card(two).damage == 1
    assert s.card(far).damage == 0 and s.card(friend).damage == 0
    s.reject(cmds.Attack(0, jacob, near))  # it was his attack


def test_heavens_rain_on_2_or_less_wounds_nobody():
    """Heaven's Rain must not wound anyone when the die shows 2 or less."""
    s = vg().phase(0, "attack")
    jacob = s.place(0, "Jacob Eldwyn", (2, 4))
    near = s.place(1, "Reaper", (2, 5))
    s.roll(2)
    s.use(0, jacob, "heaven_s_rain")
    assert s.card(near).damage == 0


# --- Kalon Lightbringer: Transformation ----------------------------------------------------------


def test_transformation_gives_2_attack_with_4_or_more_wounds():
    """Transformation: '+2 attack while he has 4 or more wounds'."""
    s = vg().phase(0, "attack")
    kalon = s.place(0, "Kalon Lightbringer", (2, 4))
    s.damage(kalon, 4)
    assert strength(s.state, s.card(kalon)) == 4


def test_transformation_does_nothing_with_3_wounds():
    """Transformation must not apply below 4 wounds."""
    s = vg().phase(0, "attack")
    kalon = s.place(0, "Kalon Lightbringer", (2, 4))
    s.damage(kalon, 3)
    assert strength(s.state, s.card(kalon)) == 2


# --- Archangel: Greater Flight -------------------------------------------------------------------


def test_greater_flight_moves_3_spaces_over_cards_in_the_move_phase():
    """Greater Flight: 'in your Move phase it may move 1 extra space and pass over cards, ending
    on an empty space'."""
    s = vg().phase(0, "move")
    angel = s.place(0, "Archangel", (0, 1))
    s.place(1, "Reaper", (0, 2))
    s.place(0, "Guardian Knight", (0, 3))
    s.do(cmds.Move(0, angel, ((0, 2), (0, 3), (0, 4))))
    assert s.card(angel).pos == (0, 4)


def test_greater_flight_gives_nothing_outside_the_move_phase_and_nothing_to_other_units():
    """Greater Flight must not lengthen another unit's move, nor the Archangel's outside the Move
    phase."""
    s = vg().phase(0, "move")
    knight = s.place(0, "Guardian Knight", (0, 1))
    s.reject(cmds.Move(0, knight, ((0, 2), (0, 3), (0, 4))))
    angel = s.place(0, "Archangel", (4, 1))
    s.phase(0, "attack")
    assert move_distance(s.state, s.card(angel)) == 2


# --- events --------------------------------------------------------------------------------------


def test_holy_judgment_gives_every_priest_2_attack_until_the_end_of_the_turn():
    """Holy Judgment: 'all your Priests get +2 attack until end of turn' (only Priests)."""
    s = vg().phase(0, "event")
    priest = s.place(0, "Priest", (1, 1))
    knight = s.place(0, "Guardian Knight", (1, 2))
    play(s, 0, "Holy Judgment")
    assert strength(s.state, s.card(priest)) == 3
    assert strength(s.state, s.card(knight)) == 1
    while s.state.turn.player == 0:
        s.end_phase()
    assert strength(s.state, s.card(priest)) == 1


def test_holy_judgment_is_played_only_in_the_event_phase():
    """Holy Judgment must not be played outside the Play Event Cards phase."""
    s = vg().phase(0, "move")
    uid = s.in_hand(0, "Holy Judgment")
    s.reject(cmds.PlayEvent(0, uid))


def test_divine_strength_removes_a_wound_from_each_of_your_commons():
    """Divine Strength: 'remove up to 1 wound from each of your commons'."""
    s = vg().phase(0, "event")
    k1 = s.place(0, "Guardian Knight", (1, 2))
    p1 = s.place(0, "Priest", (4, 2))
    s.damage(k1, 1).damage(p1, 1)
    play(s, 0, "Divine Strength")
    assert s.card(k1).damage == 0 and s.card(p1).damage == 0


def test_divine_strength_leaves_champions_and_enemies_wounded():
    """Divine Strength must not heal a champion or an enemy common."""
    s = vg().phase(0, "event")
    kalon = s.place(0, "Kalon Lightbringer", (1, 2))
    foe = s.place(1, "Reaper", (4, 4))
    s.damage(kalon, 2).damage(foe, 1)
    play(s, 0, "Divine Strength")
    assert s.card(kalon).damage == 2 and s.card(foe).damage == 1


def test_summoning_surge_refills_the_magic_pile_from_the_discard_and_allows_summoning_now():
    """Summoning Surge: 'if you have fewer units than the opponent, move up to 3 cards from your
    discard pile to the top of your magic pile; you may summon during this Event phase'."""
    s = vg().phase(0, "event")
    s.place(1, "Reaper", (0, 6))
    s.place(1, "Reaper", (1, 6))
    cards = [s.discard(0, "Guardian Knight"), s.discard(0, "Priest"), s.discard(0, "Divine Strength")]
    knight = s.in_hand(0, "Guardian Knight")
    play(s, 0, "Summoning Surge")
    for uid in cards:
        s.answer(uid)
    pile = s.state.players[0].magic_pile
    assert set(pile[-3:]) == set(cards) and magic(s, 0) == 3
    assert all(s.card(u).zone == MAGIC_PILE for u in cards)
    s.do(cmds.Summon(0, knight, (2, 3)))
    assert s.card(knight).zone == BOARD
    s.end_phase()
    assert s.state.phase == "move"
    other = s.in_hand(0, "Priest")
    s.reject(cmds.Summon(0, other, (1, 2)))


def test_summoning_surge_cannot_be_played_without_fewer_units():
    """Summoning Surge must not be played when you have as many units as the opponent."""
    s = vg().phase(0, "event")
    s.discard(0, "Guardian Knight")
    uid = s.in_hand(0, "Summoning Surge")
    s.reject(cmds.PlayEvent(0, uid))
    s.end_phase()
    knight = s.in_hand(0, "Guardian Knight")
    s.magic(0, 1)
    s.reject(cmds.Summon(0, knight, (2, 3)))  # no summoning outside the Summon phase


def test_intercession_moves_the_chosen_number_of_wounds_onto_your_summoner():
    """Intercession: 'move any number of wounds from one unit you control onto your summoner'."""
    s = vg().phase(0, "event")
    kalon = s.place(0, "Kalon Lightbringer", (1, 2))
    s.damage(kalon, 3)
    play(s, 0, "Intercession")
    s.answer("2")
    assert s.card(kalon).damage == 1 and s.card(s.summoner(0)).damage == 2


def test_intercession_needs_a_wounded_unit_you_control():
    """Intercession must not be played with no wounded unit of yours (an enemy's wounds do not
    count)."""
    s = vg().phase(0, "event")
    foe = s.place(1, "Reaper", (1, 4))
    s.damage(foe, 2)
    uid = s.in_hand(0, "Intercession")
    s.reject(cmds.PlayEvent(0, uid))


# --- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [3, 8])
def test_random_games_against_the_fallen_kingdom_keep_every_invariant(seed):
    """Random legal play, Vanguards against Fallen Kingdom, to the end of the game with every
    invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(VG, FK, seed), seed)
    assert g.state.over

