"""Sand Goblins, 1st edition (cards/1e/sand-goblins.yaml).

For every ability written in the ability language: a test where it takes effect and one where it
must not. Ella (player 0) plays the Sand Goblins, Toby (player 1) the Vanguards (a shipped 1E
deck). Krusk stands at (4, 1), Ella's wall at (4, 2); Sera at (2, 7), Toby's wall at (3, 5).
Rows 0-3 are Ella's side of the battlefield, rows 4-7 Toby's. 1E dice: a result of 3 or more hits.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.stats import strength
from tests.factions.deck_shape_1e import check_base_deck
from tests.factions.scene_vgfk_1e import VG, attack, magic, play, scene, setup_1e
from tests.simcheck import play_checked

SG = "sand-goblins-1e"


EXTRAS = ("stink", "tark", "sand-wyrm", "bomber", "slayer")  # reinforcements: not in the shipped deck


def sg():
    return scene(SG, VG)


def _deck(extras: bool = False, champions_start: bool = False):
    """The Sand Goblin deck; with `extras` it also holds the reinforcements (for their tests only),
    with `champions_start` Kreep, Silts and Biter (and with `extras` Stink, Tark and the Sand Wyrm)
    also start on the battlefield (the random players seldom summon a champion)."""
    from dataclasses import replace

    from game.core.cards import StartingCard

    deck = catalog.deck(SG, include_user=False)
    if extras:
        deck = replace(deck, cards=deck.cards + tuple((f"{SG}/{c}", 2) for c in EXTRAS))
    if champions_start:
        start = [("kreep", 1, 2), ("silts", 1, 1), ("biter", 5, 1)]
        if extras:
            start += [("stink", 3, 1), ("tark", 0, 2), ("sand-wyrm", 2, 3)]
        extra = tuple(StartingCard(f"{SG}/{c}", col, row) for c, col, row in start)
        deck = replace(deck, starting=deck.starting + extra)
    return deck


def _setup(seed: int = 1, extras: bool = False, champions_start: bool = False):
    from game.sim import make_setup

    rs = catalog.ruleset("1e", include_user=False)
    decks = (_deck(extras, champions_start), catalog.deck(VG, include_user=False))
    return make_setup(rs, decks, catalog.cards(include_user=False), seed)


def sg_extras():
    """A strict scene whose Sand Goblin deck also holds the reinforcements."""
    from game.core.scenario import Scenario

    return Scenario(_setup(extras=True), strict=True).clear_starting_units(discards=True)


def under(s, host: int, player: int, *names: str) -> list[int]:
    """Put these cards (of `player`, by name) face down under `host`."""
    uids = []
    for n in names:
        uid = s.find(player, n, ("draw", "discard", "hand"))
        s.apply(ev.CardPutUnder(uid, host))
        uids.append(uid)
    return uids


def rolled(events, purpose: str) -> list[ev.DiceRolled]:
    return [e for e in events if isinstance(e, ev.DiceRolled) and e.purpose == purpose]


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/sand-goblins.yaml validates; the deck has 1 summoner, 3 champions, 18 commons,
    9 events and 3 walls, and Krusk's starting setup from the reference."""
    check_base_deck("sand-goblins.yaml", SG, "krusk", (2, 6, "ranged"), 7)


# --- Krusk: Sandstorm ----------------------------------------------------------------------------


def test_sandstorm_pays_2_magic_moves_up_to_3_units_1_space_and_wounds_on_4_or_more():
    """Sandstorm: 'after your Move phase you may pay 2 magic to pick up to 3 units within 3 spaces
    of Krusk and move each up to 1 space; roll a die for each moved unit, on 4+ it takes 1
    wound'."""
    s = sg().phase(0, "move")
    s.magic(0, 3)
    knight = s.place(1, "Guardian Knight", (4, 3))
    archer = s.place(1, "Stalwart Archer", (2, 2))
    jav = s.place(0, "Javelineer", (5, 1))
    far = s.place(1, "Priest", (0, 3))  # 5 spaces from Krusk
    s.end_phase()
    assert "Sandstorm" in s.prompt.text and s.prompt.optional
    assert set(s.options()) == {knight, archer, jav} and far not in s.options()
    s.answer(knight)
    assert magic(s, 0) == 1
    s.roll(4).answer((5, 3))
    assert s.card(knight).pos == (5, 3) and s.card(knight).damage == 1
    s.answer(archer)
    s.roll(3).answer((2, 3))
    assert s.card(archer).pos == (2, 3) and s.card(archer).damage == 0
    s.answer(jav)
    s.roll(6).answer((5, 0))
    assert s.card(jav).pos == (5, 0) and s.card(jav).damage == 1
    assert s.prompt is None and s.state.phase == "attack"  # three units: no fourth is asked


def test_sandstorm_needs_2_magic_and_rolls_only_for_a_unit_that_moved():
    """Sandstorm must not be offered with less than 2 magic, and a unit left where it stands is
    not rolled for (it may be declined)."""
    s = sg().phase(0, "move")
    s.magic(0, 1)
    s.place(1, "Guardian Knight", (4, 3))
    s.end_phase()
    assert s.prompt is None and s.state.phase == "attack" and magic(s, 0) == 1
    s2 = sg().phase(0, "move")
    s2.magic(0, 2)
    knight = s2.place(1, "Guardian Knight", (4, 3))
    s2.end_phase()
    s2.answer(knight)
    out = s2.answer(None)  # it stays
    assert rolled(out, "Sandstorm") == [] and s2.card(knight).pos == (4, 3) and s2.card(knight).damage == 0
    s3 = sg().phase(0, "move")
    s3.magic(0, 2)
    s3.place(1, "Guardian Knight", (4, 3))
    s3.end_phase()
    s3.answer(None)  # declined: nothing paid
    assert magic(s3, 0) == 2 and s3.state.phase == "attack"


# --- Kreep: Cowardly -----------------------------------------------------------------------------


def _end_turn(s):
    while s.prompt is None and s.state.turn.player == 0:
        s.end_phase()


def test_cowardly_discards_kreep_on_1_or_2_when_next_to_an_enemy_at_turn_end():
    """Cowardly: 'at the end of your turn, if Kreep is adjacent to an enemy unit, roll a die; on
    1-2 discard Kreep' (discarded: nobody gains him as magic)."""
    s = sg().phase(0, "magic")
    kreep = s.place(0, "Kreep", (0, 3))
    s.place(1, "Guardian Knight", (0, 4))
    toby_magic = magic(s, 1)
    s.roll(2)
    _end_turn(s)
    assert s.card(kreep).zone == "discard" and magic(s, 1) == toby_magic


def test_cowardly_keeps_kreep_on_3_or_more_and_needs_an_adjacent_enemy():
    """Cowardly must not discard Kreep on a roll of 3+, and no die is rolled with no enemy unit
    adjacent."""
    s = sg().phase(0, "magic")
    kreep = s.place(0, "Kreep", (0, 3))
    s.place(1, "Guardian Knight", (0, 4))
    s.roll(3)
    _end_turn(s)
    assert s.on_board(kreep)
    s2 = sg().phase(0, "magic")
    kreep2 = s2.place(0, "Kreep", (0, 3))
    s2.place(0, "Javelineer", (0, 4))  # a friendly neighbour does not count
    s2.roll(1)
    out = []
    while s2.prompt is None and s2.state.turn.player == 0:
        out += s2.end_phase()
    assert s2.on_board(kreep2) and rolled(out, "Cowardly") == []


# --- Silts: Cunning ------------------------------------------------------------------------------


def test_cunning_swaps_silts_with_an_adjacent_unit_once_per_turn_in_any_phase():
    """Cunning: 'once per turn, at any time in your turn, Silts may swap places with an adjacent
    unit' (an enemy too; a swap is not a move)."""
    s = sg().phase(0, "attack")
    silts = s.place(0, "Silts", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 4))
    jav = s.place(0, "Javelineer", (0, 3))
    assert "cunning" in s.uses(silts)
    s.use(0, silts, "cunning")
    assert set(s.options()) == {knight, jav}
    s.answer(knight)
    assert s.card(silts).pos == (1, 4) and s.card(knight).pos == (1, 3)
    assert "cunning" not in s.uses(silts)  # once per turn
    s.reject(cmds.UseAbility(0, silts, "cunning"))


def test_cunning_needs_an_adjacent_unit_and_your_turn():
    """Cunning must not be usable with no unit adjacent (a wall is not a unit), nor in the
    opponent's turn."""
    s = sg().phase(0, "move")
    silts = s.place(0, "Silts", (3, 2))  # next to Ella's wall (4, 2) only
    assert "cunning" not in s.uses(silts)
    s.reject(cmds.UseAbility(0, silts, "cunning"))
    s.place(1, "Guardian Knight", (3, 3))
    s.phase(1, "move")
    assert "cunning" not in s.uses(silts)


# --- Biter: Crazed -------------------------------------------------------------------------------


def test_crazed_biter_cannot_be_moved_while_next_to_an_enemy_unit():
    """Crazed: 'while adjacent to an enemy unit, Biter cannot be moved' (nor by Sandstorm)."""
    s = sg().phase(0, "move")
    s.magic(0, 2)
    biter = s.place(0, "Biter", (4, 3))
    s.place(1, "Guardian Knight", (4, 4))
    s.reject(cmds.Move(0, biter, ((3, 3),)))
    s.end_phase()
    assert s.prompt is not None and biter not in s.options()


def test_crazed_lets_biter_move_with_no_enemy_adjacent():
    """Crazed must not hold Biter when no enemy unit is adjacent (a friendly one is no reason)."""
    s = sg().phase(0, "move")
    biter = s.place(0, "Biter", (4, 3))
    s.place(0, "Javelineer", (5, 3))
    s.do(cmds.Move(0, biter, ((3, 3), (2, 3))))
    assert s.card(biter).pos == (2, 3)


# --- Shaman: Escape ------------------------------------------------------------------------------


def test_escape_pays_1_magic_to_move_the_shaman_up_to_2_spaces_after_it_attacks():
    """Escape: 'after it attacks, you may pay 1 magic to move it up to 2 spaces'."""
    s = sg().phase(0, "attack")
    s.magic(0, 1)
    shaman = s.place(0, "Shaman", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    attack(s, shaman, knight, 1, 1)
    assert "Escape" in s.prompt.text and s.prompt.optional
    s.answer("yes")
    assert (0, 2) in s.options() and (1, 1) in s.options() and (1, 0) not in s.options()
    s.answer((1, 1))
    assert s.card(shaman).pos == (1, 1) and magic(s, 0) == 0
    assert s.state.turn.movers == () or shaman not in s.state.turn.movers


def test_escape_needs_1_magic_and_may_be_declined():
    """Escape must not be offered without 1 magic; declined, the Shaman stays and nothing is
    paid."""
    s = sg().phase(0, "attack")
    s.magic(0, 0)
    shaman = s.place(0, "Shaman", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    attack(s, shaman, knight, 1, 1)
    assert s.prompt is None
    s2 = sg().phase(0, "attack")
    s2.magic(0, 1)
    shaman = s2.place(0, "Shaman", (1, 3))
    knight = s2.place(1, "Guardian Knight", (1, 5))
    attack(s2, shaman, knight, 1, 1)
    s2.answer(None)
    assert s2.card(shaman).pos == (1, 3) and magic(s2, 0) == 1


# --- Javelineer: Camouflage ----------------------------------------------------------------------


def test_camouflage_javelineer_cannot_be_attacked_from_afar():
    """Camouflage: 'cannot be attacked by non-adjacent units'."""
    s = sg().phase(1, "attack")
    jav = s.place(0, "Javelineer", (1, 3))
    archer = s.place(1, "Stalwart Archer", (1, 5))
    assert jav not in s.attack_targets(archer)
    assert s.reject(cmds.Attack(1, archer, jav)) == "Javelineer can be attacked only by an adjacent unit."


def test_camouflage_does_not_stop_an_adjacent_attacker_nor_shield_other_units():
    """Camouflage must not stop an adjacent unit's attack, nor protect a unit without it."""
    s = sg().phase(1, "attack")
    jav = s.place(0, "Javelineer", (1, 3))
    scav = s.place(0, "Scavenger", (3, 3))
    archer = s.place(1, "Stalwart Archer", (1, 4))  # adjacent
    far_archer = s.place(1, "Stalwart Archer", (3, 5))
    assert jav in s.attack_targets(archer)
    assert scav in s.attack_targets(far_archer)
    attack(s, archer, jav, 5)
    assert s.card(jav).damage == 1


# --- Scavenger: Scavenge -------------------------------------------------------------------------


def test_scavenge_keeps_the_units_it_destroys_under_it_and_they_prevent_wounds():
    """Scavenge: 'units it destroys that would go to your magic pile go under it instead;
    whenever wounds would be put on it, discard a card from under it to prevent them' (all the
    wounds, from an attack or an ability)."""
    s = sg().phase(0, "attack")
    scav = s.place(0, "Scavenger", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 4))
    s.damage(knight, 1)
    pile = len(s.state.players[0].magic_pile)
    attack(s, scav, knight, 5)
    assert s.card(knight).zone == "under" and s.card(scav).under == (knight,)
    assert len(s.state.players[0].magic_pile) == pile
    # Toby's Kalon attacks it: two hits, no wound; the Knight is discarded from under it.
    s.phase(1, "attack")
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    attack(s, kalon, scav, 5, 6)
    assert s.card(scav).damage == 0 and s.card(scav).under == () and s.card(knight).zone == "discard"
    # an ability's wound (Krusk's own Sandstorm) is prevented the same way
    s2 = sg().phase(0, "move")
    s2.magic(0, 2)
    scav2 = s2.place(0, "Scavenger", (4, 3))
    under(s2, scav2, 1, "Priest")
    s2.end_phase()
    s2.answer(scav2)
    s2.roll(6).answer((3, 3))
    assert s2.card(scav2).damage == 0 and s2.card(scav2).under == ()


def test_scavenge_needs_a_card_under_it_and_keeps_only_what_the_scavenger_destroys():
    """Scavenge must not prevent wounds with nothing under the Scavenger, nor keep a unit another
    unit destroys (that one goes to the magic pile as usual)."""
    s = sg().phase(1, "attack")
    scav = s.place(0, "Scavenger", (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    attack(s, kalon, scav, 5, 1)
    assert s.card(scav).damage == 1
    s2 = sg().phase(0, "attack")
    s2.place(0, "Scavenger", (2, 4))
    biter = s2.place(0, "Biter", (1, 3))
    knight = s2.place(1, "Guardian Knight", (1, 4))
    attack(s2, biter, knight, 5, 5, 5)
    assert s2.card(knight).zone == "magic_pile" and knight in s2.state.players[0].magic_pile


# --- Taunt ---------------------------------------------------------------------------------------


def test_taunt_places_up_to_2_enemy_commons_next_to_a_sand_goblin_within_3_spaces():
    """Taunt: 'pick up to 2 enemy commons; one at a time place each adjacent to a Sand Goblin you
    control that is within 3 spaces of it'."""
    s = sg().phase(0, "event")
    jav = s.place(0, "Javelineer", (1, 2))
    knight = s.place(1, "Guardian Knight", (1, 5))  # 3 spaces from the Javelineer
    archer = s.place(1, "Stalwart Archer", (4, 4))  # 3 spaces from Krusk (4, 1)
    play(s, 0, "Taunt")
    assert set(s.options()) == {knight, archer}
    s.answer(knight)
    assert set(s.options()) == {(0, 2), (1, 1), (1, 3), (2, 2)}  # next to the Javelineer
    s.answer((1, 3))
    s.answer(archer)
    assert (3, 1) in s.options() and (5, 1) in s.options()  # next to Krusk
    s.answer((5, 1))
    assert s.card(knight).pos == (1, 3) and s.card(archer).pos == (5, 1) and s.prompt is None
    assert s.card(jav).pos == (1, 2)


def test_taunt_never_takes_a_champion_a_friend_or_a_common_beyond_3_spaces():
    """Taunt must not offer an enemy champion, a unit of Ella's, or an enemy common more than 3
    spaces from every Sand Goblin she controls."""
    s = sg().phase(0, "event")
    s.place(0, "Javelineer", (1, 2))
    far = s.place(1, "Guardian Knight", (0, 7))  # 6 spaces from the Javelineer, 7 from Krusk
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    near = s.place(1, "Stalwart Archer", (1, 5))
    play(s, 0, "Taunt")
    assert set(s.options()) == {near}
    assert far not in s.options() and kalon not in s.options()
    s.answer(None)
    assert s.card(far).pos == (0, 7) and s.card(near).pos == (1, 5)


# --- Duck and Cover ------------------------------------------------------------------------------


def test_duck_and_cover_gives_every_sand_goblin_camouflage_until_your_next_turn():
    """Duck and Cover: 'until the start of your next turn your Sand Goblin units gain Camouflage'
    (they cannot be attacked by non-adjacent units)."""
    s = sg().phase(0, "event")
    scav = s.place(0, "Scavenger", (1, 3))
    play(s, 0, "Duck and Cover")
    while s.state.turn.player == 0:
        s.end_phase()
    s.phase(1, "attack")
    archer = s.place(1, "Stalwart Archer", (1, 5))
    sera = s.summoner(1)
    krusk = s.summoner(0)
    assert scav not in s.attack_targets(archer)
    assert "only by an adjacent unit" in s.reject(cmds.Attack(1, archer, scav))
    s.relocate(sera, (4, 4))
    assert krusk not in s.attack_targets(sera)


def test_duck_and_cover_lets_adjacent_attackers_through_and_ends_at_your_next_turn():
    """Duck and Cover must not stop an adjacent attacker, must not cover Ella's walls, and ends
    at the start of Ella's next turn."""
    s = sg().phase(0, "event")
    scav = s.place(0, "Scavenger", (1, 3))
    play(s, 0, "Duck and Cover")
    while s.state.turn.player == 0:
        s.end_phase()
    s.phase(1, "attack")
    knight = s.place(1, "Guardian Knight", (1, 4))
    archer = s.place(1, "Stalwart Archer", (4, 4))
    assert scav in s.attack_targets(knight)
    assert s.gate(0) in s.attack_targets(archer)  # the wall at (4, 2), 2 spaces away
    while s.state.turn.player == 1:
        s.end_phase()
    s.phase(1, "attack")  # Toby's next turn: the event left at the start of Ella's
    s.relocate(knight, (1, 6))
    s.relocate(archer, (1, 5))
    assert scav in s.attack_targets(archer)


# --- Shiny ---------------------------------------------------------------------------------------


def test_shiny_gives_scavengers_with_a_card_under_them_plus_2_attack_this_turn():
    """Shiny: 'until end of turn your units with Scavenge gain Stolen Weapons: +2 attack while 1+
    cards are under the unit' (one summoned later in the turn too)."""
    s = sg().phase(0, "event")
    scav = s.place(0, "Scavenger", (1, 3))
    under(s, scav, 1, "Priest")
    assert strength(s.state, s.card(scav)) == 1
    play(s, 0, "Shiny")
    assert strength(s.state, s.card(scav)) == 3
    late = s.in_hand(0, "Scavenger")
    s.phase(0, "summon")
    s.magic(0, 1)
    s.do(cmds.Summon(0, late, (3, 2)))
    under(s, late, 1, "Guardian Knight")
    assert strength(s.state, s.card(late)) == 3
    s.phase(0, "attack")
    knight = s.place(1, "Guardian Knight", (1, 4))
    attack(s, scav, knight, 1, 1, 5)  # three dice: the third hits
    assert s.card(knight).damage == 1


def test_shiny_needs_a_card_under_a_unit_with_scavenge_and_ends_with_the_turn():
    """Stolen Weapons must not help a Scavenger with nothing under it, a unit without Scavenge, or
    anyone in Toby's turn."""
    s = sg().phase(0, "event")
    bare = s.place(0, "Scavenger", (1, 3))
    jav = s.place(0, "Javelineer", (2, 3))
    full = s.place(0, "Scavenger", (3, 3))
    under(s, full, 1, "Priest")
    play(s, 0, "Shiny")
    assert strength(s.state, s.card(bare)) == 1 and strength(s.state, s.card(jav)) == 1
    assert strength(s.state, s.card(full)) == 3
    while s.state.turn.player == 0:
        s.end_phase()
    assert strength(s.state, s.card(full)) == 1


# --- Mirage --------------------------------------------------------------------------------------


def test_mirage_moves_each_wall_anywhere_on_your_side_heals_3_and_lets_you_summon():
    """Mirage: 'one at a time, move each wall you control to any empty space on your side and
    remove up to 3 wounds from each; you may summon during this Event phase'."""
    s = sg().phase(0, "event")
    wall = s.gate(0)
    s.damage(wall, 5)
    s.magic(0, 1)
    play(s, 0, "Mirage")
    assert (0, 0) in s.options() and (5, 3) in s.options() and (0, 4) not in s.options()
    s.answer((0, 3))
    assert s.card(wall).pos == (0, 3) and s.card(wall).damage == 2
    shaman = s.in_hand(0, "Shaman")
    s.do(cmds.Summon(0, shaman, (0, 2)))
    assert s.card(shaman).pos == (0, 2)


def test_mirage_never_puts_a_wall_on_the_opponents_side_and_summoning_needs_it():
    """Mirage must not offer a space on Toby's side, nor an occupied space; without Mirage Ella
    cannot summon in her Event phase."""
    s = sg().phase(0, "event")
    shaman = s.in_hand(0, "Shaman")
    s.magic(0, 1)
    s.reject(cmds.Summon(0, shaman, (3, 2)))
    play(s, 0, "Mirage")
    assert all(q[1] <= 3 for q in s.options())
    assert (4, 1) not in s.options()  # Krusk's space
    s.answer((0, 0))
    assert s.card(s.gate(0)).damage == 0


# --- reinforcements (not in the base deck) ----------------------------------------------------


def test_lucky_rerolls_one_chosen_die_once_in_your_turn():
    """Lucky: 'once during each of your turns, you may re-roll one die you choose' (the other dice
    stay)."""
    s = sg_extras().phase(0, "attack")
    s.place(0, "Stink", (5, 0))
    shaman = s.place(0, "Shaman", (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (1, 5))
    attack(s, shaman, kalon, 1, 4)
    assert "Lucky" in s.prompt.text and s.prompt.optional
    s.roll(6).answer("yes")
    s.answer("die_0")
    assert s.state.turn.last_roll == (5, 3)  # the 1 became a 6, the 4 stayed
    assert s.card(kalon).damage == 2
    shaman2 = s.place(0, "Shaman", (0, 5))
    attack(s, shaman2, kalon, 1, 1)
    assert s.prompt is None or "Lucky" not in s.prompt.text  # once per turn


def test_lucky_can_reroll_a_sandstorm_die_before_it_is_read():
    """Lucky on Sandstorm's die: 'roll a die for each moved unit, on 4+ it takes 1 wound' is read
    after the re-roll."""
    s = sg_extras().phase(0, "move")
    s.magic(0, 2)
    s.place(0, "Stink", (5, 0))
    knight = s.place(1, "Guardian Knight", (4, 3))
    s.end_phase()
    s.answer(knight)
    s.roll(1).answer((5, 3))
    assert "Lucky" in s.prompt.text and s.card(knight).damage == 0
    s.roll(6).answer("yes")
    assert s.card(knight).damage == 1


def test_lucky_is_not_offered_in_the_opponents_turn_and_may_be_declined():
    """Lucky must not be offered for a roll in Toby's turn; declined, the dice stay."""
    s = sg_extras().phase(1, "attack")
    s.place(0, "Stink", (5, 0))
    jav = s.place(0, "Javelineer", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 4))
    attack(s, knight, jav, 1)
    assert s.prompt is None
    s2 = sg_extras().phase(0, "attack")
    s2.place(0, "Stink", (5, 0))
    shaman = s2.place(0, "Shaman", (1, 3))
    kalon = s2.place(1, "Kalon Lightbringer", (1, 5))
    attack(s2, shaman, kalon, 1, 2)
    s2.answer(None)
    assert s2.state.turn.last_roll == (0, 1) and s2.card(kalon).damage == 0


def test_conceal_keeps_the_chosen_unit_from_attacking_tark_until_your_next_turn():
    """Conceal: 'at the end of your Attack phase, choose a common or champion; until the start of
    your next turn, it cannot attack Tark'."""
    s = sg_extras().phase(0, "attack")
    tark = s.place(0, "Tark", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 4))
    s.end_phase()
    assert "Conceal" in s.prompt.text and s.prompt.optional and knight in s.options()
    s.answer(knight)
    while s.state.turn.player == 0:
        s.end_phase()
    s.phase(1, "attack")
    assert tark not in s.attack_targets(knight)
    s.reject(cmds.Attack(1, knight, tark))


def test_conceal_spares_other_units_and_ends_at_your_next_turn():
    """Conceal must not stop a unit that was not chosen, and the chosen one may attack Tark again
    once Ella's next turn has begun."""
    s = sg_extras().phase(0, "attack")
    tark = s.place(0, "Tark", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 4))
    archer = s.place(1, "Stalwart Archer", (1, 5))
    s.end_phase()
    s.answer(knight)
    while s.state.turn.player == 0:
        s.end_phase()
    s.phase(1, "attack")
    s.relocate(archer, (2, 3))
    assert tark in s.attack_targets(archer)
    while s.state.turn.player == 1:
        s.end_phase()
    s.phase(1, "attack")
    assert tark in s.attack_targets(knight)


def test_burrow_moves_3_through_cards_and_costs_1_attack_per_space_moved():
    """Burrow: 'may move 1 extra space and through cards; -1 attack for each space it moved this
    turn'."""
    s = sg_extras().phase(0, "move")
    wyrm = s.place(0, "Sand Wyrm", (0, 1))
    s.place(1, "Guardian Knight", (0, 2))
    s.do(cmds.Move(0, wyrm, ((0, 2), (0, 3), (0, 4))))
    assert s.card(wyrm).pos == (0, 4) and strength(s.state, s.card(wyrm)) == 1


def test_burrow_never_ends_on_a_card_nor_weakens_a_wyrm_that_stayed():
    """Burrow must not let the Sand Wyrm stop on an occupied space or go 4 spaces, and a Wyrm that
    did not move keeps its 4 attack."""
    s = sg_extras().phase(0, "move")
    wyrm = s.place(0, "Sand Wyrm", (0, 1))
    s.place(1, "Guardian Knight", (0, 2))
    s.reject(cmds.Move(0, wyrm, ((0, 2),)))
    s.reject(cmds.Move(0, wyrm, ((0, 2), (0, 3), (0, 4), (0, 5))))
    assert strength(s.state, s.card(wyrm)) == 4


def test_hasty_discards_a_bomber_that_missed_and_lets_one_that_rolled_a_6_attack_again():
    """Hasty: 'if any of its dice missed, discard it; if a die showed a 6, it may attack once
    more'."""
    s = sg_extras().phase(0, "attack")
    bomber = s.place(0, "Bomber", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    toby_magic = magic(s, 1)
    attack(s, bomber, knight, 2)
    assert s.card(bomber).zone == "discard" and magic(s, 1) == toby_magic
    s2 = sg_extras().phase(0, "attack")
    bomber = s2.place(0, "Bomber", (1, 3))
    kalon = s2.place(1, "Kalon Lightbringer", (1, 5))
    attack(s2, bomber, kalon, 6)
    assert kalon in s2.options()
    s2.roll(5).answer(kalon)
    assert s2.card(kalon).damage == 2 and s2.on_board(bomber)


def test_hasty_keeps_a_bomber_that_hit_without_a_6_and_gives_no_second_attack():
    """Hasty must not discard a Bomber whose die hit, nor give it another attack without a 6."""
    s = sg_extras().phase(0, "attack")
    bomber = s.place(0, "Bomber", (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (1, 5))
    attack(s, bomber, kalon, 5)
    assert s.on_board(bomber) and s.prompt is None and s.card(kalon).damage == 1


def test_blood_craze_adds_1_attack_against_a_wounded_common_or_champion():
    """Blood Craze: '+1 attack when it attacks a common or champion that already has a wound'."""
    s = sg_extras().phase(0, "attack")
    slayer = s.place(0, "Slayer", (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    s.damage(kalon, 1)
    assert strength(s.state, s.card(slayer), target=kalon) == 3
    attack(s, slayer, kalon, 3, 3, 3)
    assert s.card(kalon).damage == 4


def test_blood_craze_needs_a_wound_and_a_common_or_champion():
    """Blood Craze must not apply against an unwounded unit or a wounded wall."""
    s = sg_extras().phase(0, "attack")
    slayer = s.place(0, "Slayer", (3, 4))
    knight = s.place(1, "Guardian Knight", (2, 4))
    wall = s.gate(1)  # (3, 5)
    s.damage(wall, 1)
    assert strength(s.state, s.card(slayer), target=knight) == 2
    assert strength(s.state, s.card(slayer), target=s.card(wall)) == 2


# --- random games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_against_the_vanguards_keep_every_invariant(seed):
    """Random legal play, Sand Goblins against the Vanguards, to the end of the game with every
    invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(SG, VG, seed), seed)
    assert g.state.over


def _abilities_seen(g) -> Counter:
    """What the Sand Goblins' abilities left in a game's log."""
    seen: Counter = Counter()
    cards = g.state.cards
    kept: set[int] = set()  # cards lying under a Scavenger now
    for entry in g.log:
        cmd = entry.command
        if isinstance(cmd, cmds.UseAbility):
            seen[cmd.ability] += 1
        for e in entry.events:
            if isinstance(e, ev.DiceRolled) and e.purpose in ("Sandstorm", "Cowardly"):
                seen[e.purpose] += 1
            elif isinstance(e, ev.MagicSpent) and e.reason == "Escape":
                seen["Escape"] += 1
            elif isinstance(e, ev.CardPutUnder) and cards[e.host].name == "Scavenger":
                seen["Scavenge (kept)"] += 1
                kept.add(e.card)
            elif isinstance(e, ev.CardDiscarded) and e.card in kept:
                seen["Scavenge (prevented)"] += 1
                kept.discard(e.card)
            elif isinstance(e, ev.CardDiscarded) and isinstance(cmd, cmds.Attack) and cmd.attacker == e.card:
                seen["Hasty (discarded)"] += 1  # a Bomber discarded by its own attack's miss
            elif isinstance(e, ev.AbilityUsed) and e.ability.endswith(":Lucky"):
                seen["Lucky"] += 1
            elif isinstance(e, ev.EffectAdded) and dict(e.effect.data).get("name") == "concealed":
                seen["Conceal"] += 1
            elif isinstance(e, ev.EventPlayed) and cards[e.card].owner == 0:
                seen[cards[e.card].name] += 1
    return seen


def test_random_games_use_the_sand_goblin_abilities():
    """Over a few random games (invariants checked) the bots use the Sand Goblins' abilities,
    counted in the logs: Sandstorm's and Cowardly's dice, Cunning, Escape, cards kept under a
    Scavenger and wounds they prevented, the four events, and (the reinforcements added to the
    deck) a Bomber discarded by Hasty, Lucky re-rolls and Conceal marks."""
    seen: Counter = Counter()
    for seed in range(1, 8):
        seen += _abilities_seen(play_checked(_setup(seed, extras=True, champions_start=True), seed))
    for seed in range(4, 7):
        seen += _abilities_seen(play_checked(setup_1e(SG, VG, seed), seed))
    print(dict(seen))
    for name in ("Sandstorm", "Cowardly", "cunning", "Escape", "Scavenge (kept)", "Scavenge (prevented)", "Taunt",
                 "Duck and Cover", "Shiny", "Mirage", "Hasty (discarded)", "Lucky", "Conceal"):
        assert seen[name] > 0, name


def test_sandstorm_off_a_vine_wall_rolls_to_leave_and_a_held_unit_is_not_rolled_for():
    """1E rulebook, "Vine Walls": "When a Unit moves off of a space containing a Vine Wall, roll a
    die. On a result of 3 or lower, that Unit receives 1 Wound Marker and cannot move off" -- a
    Sandstorm move too. A unit that gets away moves and takes Sandstorm's roll; a unit held by the
    Vine Wall has not moved, so Sandstorm ('roll a die for each moved unit') does not roll for it."""
    from game.core.scenario import Scenario

    for vine_roll, moved in ((4, True), (3, False)):
        s = Scenario(setup_1e(SG, "swamp-orcs-1e"), strict=True).clear_starting_units(discards=True)
        s.phase(0, "move")
        s.magic(0, 2)
        orc = s.place(1, "Savager", (4, 3))  # no Vinemancer ability: it rolls to leave
        s.vine(1, (4, 3))
        s.end_phase()
        s.answer(orc)
        out = s.roll(vine_roll, 6).answer((5, 3))
        assert [e.face + 1 for e in out if isinstance(e, ev.VineRolled)] == [vine_roll]
        if moved:
            assert s.card(orc).pos == (5, 3) and s.card(orc).damage == 1  # Sandstorm's 6 wounds it
            assert [e.faces for e in rolled(out, "Sandstorm")] == [(5,)]
        else:
            assert s.card(orc).pos == (4, 3) and s.card(orc).damage == 1  # the Vine Wall's wound only
            assert rolled(out, "Sandstorm") == []
