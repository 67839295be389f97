"""Fallen Kingdom, 1st edition (cards/1e/fallen-kingdom.yaml, game/core/abilities/vanguards_fallen_1e.py).

For every ability and event: a test where it takes effect and one where it must not. Ella
(player 0) plays the Fallen Kingdom, Toby (player 1) the Vanguards. Ret-Talus stands at (2, 0),
Ella's wall at (2, 2); Sera at (2, 7), Toby's wall at (3, 5). 1E dice: a result of 3 or more
hits; destroyed cards go face down on the destroyer's magic pile.
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import BOARD, DISCARD, HAND, MAGIC_PILE, UNDER
from game.core.stats import strength
from tests.factions.deck_shape_1e import check_base_deck
from tests.factions.scene_vgfk_1e import FK, VG, attack, magic, play, scene, setup_1e
from tests.simcheck import play_checked


def fk():
    return scene(FK, VG)


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/fallen-kingdom.yaml validates; the deck has 1 summoner, 3 champions, 18 commons, 9
    events and 3 walls, and Ret-Talus's starting setup from the reference card."""
    check_base_deck("fallen-kingdom.yaml", FK, "ret-talus", (2, 5, "ranged"), 6)


# --- Ret-Talus: Raise the Dead -------------------------------------------------------------------


def test_raise_the_dead_pays_2_magic_to_place_a_common_from_the_discard_next_to_ret_talus():
    """Raise the Dead: 'instead of attacking, pay 2 magic to take one common Fallen Kingdom unit
    from your discard pile and place it adjacent to Ret-Talus'."""
    s = fk().phase(0, "attack")
    s.magic(0, 2)
    reaper = s.discard(0, "Reaper")
    rt = s.summoner(0)
    s.use(0, rt, "raise_the_dead")
    s.answer((3, 0))
    s.answer(reaper)  # the 2 cards just spent lie on the discard pile too, and could be chosen
    assert s.card(reaper).zone == BOARD and s.card(reaper).pos == (3, 0)
    assert magic(s, 0) == 0
    foe = s.place(1, "Guardian Knight", (2, 1))
    s.reject(cmds.Attack(0, rt, foe))  # it was his attack


def test_raise_the_dead_needs_2_magic_and_a_common_in_the_discard_pile():
    """Raise the Dead must not be used with 1 magic, nor with only a champion in the discard."""
    s = fk().phase(0, "attack")
    s.magic(0, 1)
    s.discard(0, "Reaper")
    s.reject(cmds.UseAbility(0, s.summoner(0), "raise_the_dead"))
    s2 = fk().phase(0, "attack")
    s2.magic(0, 3)
    s2.discard(0, "Dragos")
    s2.reject(cmds.UseAbility(0, s2.summoner(0), "raise_the_dead"))


# --- Dragos: Life Drain ---------------------------------------------------------------------------


def test_life_drain_may_remove_a_wound_when_dragos_destroys_a_unit():
    """Life Drain: 'each time he destroys a unit you may remove 1 wound from him'."""
    s = fk().phase(0, "attack")
    dragos = s.place(0, "Dragos", (2, 4))
    s.damage(dragos, 2)
    knight = s.place(1, "Guardian Knight", (2, 5))
    attack(s, dragos, knight, 4, 5)
    assert s.card(knight).zone != BOARD
    assert s.prompt.optional  # 'you may'
    s.answer("yes")
    assert s.card(dragos).damage == 1


def test_life_drain_does_not_fire_when_the_attack_destroys_nothing():
    """Life Drain must not heal Dragos when his attack destroys no unit."""
    s = fk().phase(0, "attack")
    dragos = s.place(0, "Dragos", (2, 4))
    s.damage(dragos, 2)
    kalon = s.place(1, "Kalon Lightbringer", (2, 5))
    attack(s, dragos, kalon, 4, 5)
    assert s.prompt is None and s.card(dragos).damage == 2


# --- Elut-Bal: Summoned by Blood ------------------------------------------------------------------


def test_summoned_by_blood_discards_units_to_lower_elut_bals_cost_by_2_each():
    """Summoned by Blood: 'before summoning him you may discard any number of your units on the
    battlefield; each lowers his cost by 2' (here 7 - 2 - 2 = 3, all the magic there is)."""
    s = fk().phase(0, "summon")
    s.magic(0, 3)
    a = s.place(0, "Reaper", (0, 3))
    b = s.place(0, "Zombie Warrior", (5, 3))
    elut = s.in_hand(0, "Elut-Bal")
    s.do(cmds.Summon(0, elut, (2, 3)))
    assert s.prompt is not None and not s.prompt.optional  # 3 magic cannot pay 7 or 5
    s.answer(a)
    s.answer(b)
    assert s.card(elut).zone == BOARD and s.card(elut).pos == (2, 3)
    assert s.card(a).zone == DISCARD and s.card(b).zone == DISCARD
    assert magic(s, 0) == 0


def test_summoned_by_blood_never_lowers_the_cost_without_units_and_may_be_declined():
    """Summoned by Blood must not let Elut-Bal be summoned for less with no unit to discard (the
    summoner never counts), and declining it pays the full cost."""
    s = fk().phase(0, "summon")
    s.magic(0, 6)
    elut = s.in_hand(0, "Elut-Bal")
    assert "costs" in s.reject(cmds.Summon(0, elut, (2, 3)))
    s.magic(0, 7)
    knight = s.place(0, "Reaper", (0, 3))
    s.do(cmds.Summon(0, elut, (2, 3)))
    s.answer(None)  # 7 magic pays in full: the discard is optional
    assert s.card(elut).zone == BOARD and s.card(knight).zone == BOARD and magic(s, 0) == 0


# --- Skhull: Fear ---------------------------------------------------------------------------------


def test_fear_discards_an_enemy_common_moving_next_to_skhull_on_5_or_more():
    """Fear: 'each time an enemy common moves adjacent to Skhull, roll a die; on 5+ discard that
    unit'."""
    s = fk().phase(1, "move")
    s.place(0, "Skhull", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 6))
    s.roll(5)
    s.do(cmds.Move(1, knight, ((2, 5),)))
    assert s.card(knight).zone == DISCARD


def test_fear_spares_on_4_or_less_and_never_rolls_for_a_champion():
    """Fear must not discard the common on a 4, nor roll for an enemy champion."""
    s = fk().phase(1, "move")
    s.place(0, "Skhull", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 6))
    s.roll(4)
    s.do(cmds.Move(1, knight, ((2, 5),)))
    assert s.card(knight).zone == BOARD
    kalon = s.place(1, "Kalon Lightbringer", (4, 4))
    s.roll(6)
    events = s.do(cmds.Move(1, kalon, ((3, 4),)))
    assert s.card(kalon).zone == BOARD
    assert not [e for e in events if type(e).__name__ == "DiceRolled"]


# --- Reaper: Soul Harvest -------------------------------------------------------------------------


def test_soul_harvest_puts_what_the_reaper_destroys_under_it_and_adds_attack():
    """Soul Harvest: 'units it destroys that would go to your magic pile go under the Reaper
    instead; +1 attack per card under it'."""
    s = fk().phase(0, "attack")
    reaper = s.place(0, "Reaper", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.damage(knight, 1)
    before = magic(s, 0)
    attack(s, reaper, knight, 6)
    assert s.card(knight).zone == UNDER and s.card(knight).host == reaper
    assert magic(s, 0) == before
    assert strength(s.state, s.card(reaper)) == 2


def test_soul_harvest_does_not_take_what_other_units_destroy():
    """Soul Harvest must not take a unit another Fallen Kingdom unit destroys: that one goes to
    the magic pile as usual."""
    s = fk().phase(0, "attack")
    reaper = s.place(0, "Reaper", (1, 5))
    zombie = s.place(0, "Zombie Warrior", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.damage(knight, 1)
    attack(s, zombie, knight, 6)
    assert s.card(knight).zone == MAGIC_PILE
    assert strength(s.state, s.card(reaper)) == 1


# --- Zombie Warrior: Infect -----------------------------------------------------------------------


def test_infect_may_put_a_zombie_warrior_from_the_discard_into_the_destroyed_units_space():
    """Infect: 'when it destroys an enemy unit, you may put a Zombie Warrior from your discard
    pile into that space'."""
    s = fk().phase(0, "attack")
    zombie = s.place(0, "Zombie Warrior", (2, 4))
    spare = s.discard(0, "Zombie Warrior")
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.damage(knight, 1)
    attack(s, zombie, knight, 6)
    assert s.prompt.optional  # 'you may': choosing the space is the yes
    s.answer((2, 5))
    assert s.card(spare).zone == BOARD and s.card(spare).pos == (2, 5)


def test_infect_does_nothing_for_a_friendly_unit_or_with_no_zombie_in_the_discard():
    """Infect must not fire when the destroyed unit is your own, nor offer anything with no
    Zombie Warrior in the discard pile."""
    s = fk().phase(0, "attack")
    zombie = s.place(0, "Zombie Warrior", (2, 4))
    s.discard(0, "Zombie Warrior")
    own = s.place(0, "Skeletal Archer", (2, 5))
    attack(s, zombie, own, 6)
    assert s.prompt is None and s.at((2, 5)) is None
    s2 = fk().phase(0, "attack")
    zombie = s2.place(0, "Zombie Warrior", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    s2.damage(knight, 1)
    attack(s2, zombie, knight, 6)
    assert s2.prompt is None and s2.at((2, 5)) is None


# --- Skeletal Archer: Magic Locked ----------------------------------------------------------------


def test_magic_locked_on_3_or_more_sends_the_archer_to_its_owners_discard_pile():
    """Magic Locked: 'when it is destroyed, roll a die; on 3+ it goes to its owner's discard pile
    instead of the destroyer's magic pile'."""
    s = fk().phase(1, "attack")
    archer = s.place(0, "Skeletal Archer", (2, 5))
    knight = s.place(1, "Guardian Knight", (2, 6))
    before = magic(s, 1)
    attack(s, knight, archer, 6, 3)  # the attack's die, then Magic Locked's
    assert s.card(archer).zone == DISCARD and archer in s.state.players[0].discard
    assert magic(s, 1) == before


def test_magic_locked_on_2_or_less_leaves_the_archer_on_the_destroyers_magic_pile():
    """Magic Locked must not move the archer when its die shows 2 or less."""
    s = fk().phase(1, "attack")
    archer = s.place(0, "Skeletal Archer", (2, 5))
    knight = s.place(1, "Guardian Knight", (2, 6))
    before = magic(s, 1)
    attack(s, knight, archer, 6, 2)
    assert s.card(archer).zone == MAGIC_PILE and archer in s.state.players[1].magic_pile
    assert magic(s, 1) == before + 1


# --- events --------------------------------------------------------------------------------------


def test_dark_sacrifice_destroys_your_units_and_heals_a_champion_for_each():
    """Dark Sacrifice: 'destroy any number of your own units; for each, remove 1 wound from one of
    your champions' (they go onto your own magic pile)."""
    s = fk().phase(0, "event")
    dragos = s.place(0, "Dragos", (1, 3))
    s.damage(dragos, 3)
    a = s.place(0, "Reaper", (4, 3))
    b = s.place(0, "Zombie Warrior", (5, 3))
    before = magic(s, 0)
    play(s, 0, "Dark Sacrifice")
    s.answer(a)
    s.answer(dragos)
    s.answer(b)
    s.answer(dragos)
    s.answer(None)  # stop
    assert s.card(a).zone == MAGIC_PILE and s.card(b).zone == MAGIC_PILE
    assert s.card(dragos).damage == 1 and magic(s, 0) == before + 2


def test_dark_sacrifice_never_offers_your_summoner_or_an_enemy():
    """Dark Sacrifice must not destroy your summoner nor an enemy unit."""
    s = fk().phase(0, "event")
    foe = s.place(1, "Guardian Knight", (2, 4))
    own = s.place(0, "Reaper", (4, 3))
    play(s, 0, "Dark Sacrifice")
    assert set(s.options()) == {own}
    assert foe not in s.options() and s.summoner(0) not in s.options()


def test_legions_of_the_dead_lets_ret_talus_raise_up_to_3_commons_for_3_magic():
    """Legions of the Dead: 'until end of turn Ret-Talus has Greater Raise: instead of attacking,
    pay 3 magic to put up to 3 common Fallen Kingdom units from your discard pile adjacent to
    him'."""
    s = fk().phase(0, "event")
    play(s, 0, "Legions of the Dead")
    s.end_phase()
    s.end_phase()
    assert s.state.phase == "attack"
    s.magic(0, 3)
    units = [s.discard(0, "Reaper"), s.discard(0, "Zombie Warrior"), s.discard(0, "Skeletal Archer")]
    s.use(0, s.summoner(0), "greater_raise")
    for uid, pos in zip(units, [(1, 0), (3, 0), (2, 1)], strict=True):
        s.answer(f"{uid}:{pos[0]}:{pos[1]}")
    assert [s.card(u).pos for u in units] == [(1, 0), (3, 0), (2, 1)]
    assert magic(s, 0) == 0


def test_greater_raise_is_not_there_without_the_event_nor_after_the_turn():
    """Greater Raise must not be usable without Legions of the Dead, nor in a later turn."""
    s = fk().phase(0, "attack")
    s.magic(0, 3)
    s.discard(0, "Reaper")
    s.reject(cmds.UseAbility(0, s.summoner(0), "greater_raise"))
    s2 = fk().phase(0, "event")
    play(s2, 0, "Legions of the Dead")
    while s2.state.turn.player == 0:
        s2.end_phase()
    s2.phase(0, "attack")
    s2.magic(0, 3)
    s2.discard(0, "Reaper")
    s2.reject(cmds.UseAbility(0, s2.summoner(0), "greater_raise"))


def test_forced_summon_wounds_your_summoner_and_summons_a_champion_5_cheaper():
    """Forced Summon: 'put 2 wounds on your summoner and summon a champion from your hand with
    its cost reduced by up to 5' (Dragos, cost 5, for nothing)."""
    s = fk().phase(0, "event")
    s.magic(0, 0)
    dragos = s.in_hand(0, "Dragos")
    play(s, 0, "Forced Summon")
    assert s.card(s.summoner(0)).damage == 2
    option = next(o for o in s.options() if o.startswith(f"{dragos}:"))
    s.answer(option)
    assert s.card(dragos).zone == BOARD


def test_forced_summon_needs_a_champion_in_hand():
    """Forced Summon must not be played without a champion in your hand."""
    s = fk().phase(0, "event")
    for uid in list(s.state.players[0].hand):
        if s.card(uid).defn.has_class("champion"):
            s.apply(ev.CardDiscarded(uid))
    uid = s.in_hand(0, "Forced Summon")
    assert not [u for u in s.state.players[0].hand if s.card(u).defn.has_class("champion")]
    s.reject(cmds.PlayEvent(0, uid))
    assert s.card(s.summoner(0)).damage == 0 and s.card(uid).zone == HAND


# --- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [4, 11])
def test_random_games_against_the_vanguards_keep_every_invariant(seed):
    """Random legal play, Fallen Kingdom against Vanguards, to the end of the game with every
    invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(FK, VG, seed), seed)
    assert g.state.over
