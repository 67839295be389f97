"""Shadow Elves, 1st edition (cards/1e/shadow-elves.yaml): every ability and event written in the
ability language, where it works and where it must not, plus random games against the 1E
Vanguards.

Ella (player 0) plays the Shadow Elves, Toby (player 1) the Vanguards (the scene helpers of
tests/factions/scene_vgfk_1e.py). Only the summoners and the starting walls are on the
battlefield: Selundar at (5, 0), Ella's wall at (3, 2). Positions are (column, row), 0-based,
row 0 = Ella's back row. Dice are the 1E d6: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.state import ACTIVE, BOARD, DISCARD, HAND
from game.core.stats import move_distance, strength
from tests.factions.scene_vgfk_1e import VG, scene, setup_1e
from tests.scene import file_problems, of_type
from tests.simcheck import play_checked

SE = "shadow-elves-1e"
ME = 0  # Ella, the Shadow Elves
OPP = 1  # Toby, the Vanguards


def se():
    return scene(SE, VG)


# --- the card file -------------------------------------------------------------------------------


def test_card_file_loads_and_the_deck_is_selundars_base_deck():
    """cards/1e/shadow-elves.yaml validates; the deck has 1 summoner, 3 champions (Hydrake,
    Malidala, Xaserbane), 18 commons, 9 events (3 Shadows, 2 each of the others) and 3 walls, and
    the starting setup of the reference card (8 cards)."""
    assert file_problems("shadow-elves.yaml") == []
    deck = catalog.deck(SE, include_user=False)
    cards = catalog.cards(include_user=False)
    kinds: dict[str, int] = {}
    for cid, n in deck.cards:
        d = cards[cid]
        k = "wall" if d.gate else (d.unit_class or d.event_class)
        kinds[k] = kinds.get(k, 0) + n
    assert kinds == {"summoner": 1, "champion": 3, "common": 18, "standard": 9, "wall": 3}
    counts = dict(deck.cards)
    assert {c.split("/")[1] for c in counts if cards[c].has_class("champion")} == {
        "hydrake", "malidala", "xaserbane"}
    assert counts[f"{SE}/shadows"] == 3
    selundar = cards[f"{SE}/selundar"]
    assert (selundar.strength, selundar.life, selundar.attack) == (2, 7, "ranged")
    assert len(deck.starting) == 8
    s = scene(SE, VG)
    assert s.card(s.summoner(ME)).pos == (5, 0) and s.card(s.gate(ME)).pos == (3, 2)


# --- Swordsman: Swift ----------------------------------------------------------------------------


def test_swift_swordsman_moves_3_spaces_in_your_movement_phase():
    """Swordsman, Swift: 'in your Movement phase this unit may move 1 extra space' (3 in all)."""
    s = se().phase(ME, "move")
    sw = s.place(ME, "Swordsman", (0, 1))
    assert move_distance(s.state, s.card(sw)) == 3
    s.do(cmds.Move(ME, sw, ((0, 2), (0, 3), (0, 4))))
    assert s.card(sw).pos == (0, 4)


def test_swift_is_not_extra_outside_your_movement_phase_nor_for_other_units():
    """Swift must not give the extra space in another phase, nor in the opponent's turn, nor to a
    Ranger; a Swordsman still cannot move 4 spaces."""
    s = se().phase(ME, "move")
    sw = s.place(ME, "Swordsman", (0, 1))
    ranger = s.place(ME, "Ranger", (1, 1))
    assert move_distance(s.state, s.card(ranger)) == 2
    s.reject(cmds.Move(ME, sw, ((0, 2), (0, 3), (0, 4), (0, 5))))
    s.phase(ME, "attack")
    assert move_distance(s.state, s.card(sw)) == 2
    s.phase(OPP, "move")
    assert move_distance(s.state, s.card(sw)) == 2


# --- Hydrake: Assault ----------------------------------------------------------------------------


def test_assault_hydrake_attacks_every_adjacent_enemy_unit_one_after_another():
    """Hydrake, Assault: 'instead of attacking one card, he may attack every adjacent enemy unit,
    one after another, rolling for each' (he is one of the phase's 3 attackers)."""
    s = se().phase(ME, "attack")
    h = s.place(ME, "Hydrake", (2, 4))
    p1 = s.place(OPP, "Priest", (1, 4))
    p2 = s.place(OPP, "Priest", (3, 4))
    mine = s.place(ME, "Swordsman", (2, 3))
    assert "assault" in s.uses(h)
    s.roll(3, 4, 1, 1, 2, 1)  # 3 dice each: the first Priest takes 2 wounds, the second none
    events = s.use(ME, h, "assault")
    assert len(of_type(events, ev.AttackDeclared)) == 2
    assert s.card(p1).zone != BOARD and s.card(p2).damage == 0
    assert s.card(mine).damage == 0
    assert s.state.turn.attackers == [h]
    assert "assault" not in s.uses(h)


def test_assault_needs_an_adjacent_enemy_unit_the_attack_phase_and_no_attack_made():
    """Assault is not usable with no adjacent enemy unit (only a friendly one), outside the Attack
    phase, or after Hydrake attacked normally."""
    s = se().phase(ME, "attack")
    h = s.place(ME, "Hydrake", (2, 4))
    s.place(ME, "Swordsman", (2, 3))
    assert "assault" not in s.uses(h)
    s = se().phase(ME, "move")
    h = s.place(ME, "Hydrake", (2, 4))
    s.place(OPP, "Priest", (1, 4))
    assert "assault" not in s.uses(h)
    s = se().phase(ME, "attack")
    h = s.place(ME, "Hydrake", (2, 4))
    p = s.place(OPP, "Priest", (1, 4))
    s.roll(1, 1, 1)
    s.do(cmds.Attack(ME, h, p))
    assert "assault" not in s.uses(h)


# --- Stalking Advance ----------------------------------------------------------------------------


def test_stalking_advance_each_shadow_elf_unit_may_move_1_space_for_free():
    """Stalking Advance: 'each Shadow Elf unit you control may move 1 space' — free moves, so the
    Movement phase still has its 3."""
    s = se().phase(ME, "event")
    a = s.place(ME, "Swordsman", (0, 1))
    b = s.place(ME, "Ranger", (1, 1))
    c = s.place(ME, "Scout", (4, 1))
    card = s.in_hand(ME, "Stalking Advance")
    s.do(cmds.PlayEvent(ME, card))
    assert {a, b, c, s.summoner(ME)} <= set(s.options())
    s.answer(a)
    assert (0, 2) in s.options() and (0, 3) not in s.options()  # 1 space, not Swift's 3
    s.answer((0, 2))
    s.answer(b)
    s.answer((1, 2))
    assert a not in s.options()  # each once
    s.answer(None)
    assert s.prompt is None
    assert s.card(a).pos == (0, 2) and s.card(b).pos == (1, 2) and s.card(c).pos == (4, 1)
    s.end_phase()
    for u, to in ((a, (0, 3)), (b, (1, 3)), (c, (4, 2))):
        s.do(cmds.Move(ME, u, (to,)))


def test_stalking_advance_never_moves_an_enemy_unit_nor_a_unit_2_spaces():
    """Stalking Advance must not offer an enemy unit, nor let a unit move 2 spaces."""
    s = se().phase(ME, "event")
    a = s.place(ME, "Ranger", (0, 1))
    foe = s.place(OPP, "Priest", (2, 4))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Stalking Advance")))
    assert foe not in s.options()
    s.answer(a)
    assert (0, 3) not in s.options()


# --- Into Darkness -------------------------------------------------------------------------------


def test_into_darkness_discards_up_to_2_enemy_commons_costing_2_or_less():
    """Into Darkness: 'if you have fewer units than the opponent, discard up to 2 of their commons
    whose cost is 2 or less' (discarded, not destroyed: no magic for anyone)."""
    s = se().phase(ME, "event")
    p1 = s.place(OPP, "Priest", (0, 5))
    p2 = s.place(OPP, "Guardian Knight", (1, 5))
    p3 = s.place(OPP, "Stalwart Archer", (4, 5))
    champ = s.place(OPP, "Jacob Eldwyn", (5, 5))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Into Darkness")))
    assert set(s.options()) >= {p1, p2, p3} and champ not in s.options()
    s.answer(p1)
    s.answer(p3)
    assert s.prompt is None  # up to 2
    assert s.card(p1).zone == DISCARD and s.card(p3).zone == DISCARD
    assert s.card(p2).zone == BOARD and s.card(champ).zone == BOARD
    assert s.state.players[ME].magic == 0 and s.state.players[OPP].magic == 0


def test_into_darkness_cannot_be_played_without_fewer_units():
    """Into Darkness's requirement: with as many units as the opponent it cannot be played."""
    s = se().phase(ME, "event")
    s.place(OPP, "Priest", (0, 5))
    s.place(ME, "Scout", (0, 1))
    card = s.in_hand(ME, "Into Darkness")
    s.reject(cmds.PlayEvent(ME, card))
    assert s.card(card).zone == HAND


# --- random games --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_against_the_vanguards_keep_every_invariant(seed):
    """Random legal play, Shadow Elves against Vanguards, to the end of the game with every
    invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(SE, VG, seed), seed)
    assert g.state.over


# --- Selundar: Out of Shadows --------------------------------------------------------------------


def _to_my_attack_phase(s):
    """From Toby's Magic phase, through the start of Ella's turn, to her Attack phase."""
    while not (s.state.turn.player == ME and s.state.phase == "attack"):
        assert s.prompt is None
        s.end_phase()
    return s


def test_out_of_shadows_selundar_has_plus_2_against_an_adjacent_unit_after_starting_unengaged():
    """Selundar, Out of Shadows: 'if he starts your turn with no enemy unit adjacent, he has +2
    attack that turn when he attacks an adjacent unit': 4 dice against an adjacent Priest, still 2
    against one 2 spaces away."""
    s = se().phase(OPP, "magic")
    sel = s.summoner(ME)
    s.relocate(sel, (2, 3))
    _to_my_attack_phase(s)
    near = s.place(OPP, "Priest", (2, 4))
    far = s.place(OPP, "Priest", (0, 3))
    assert strength(s.state, s.card(sel), target=s.card(near)) == 4
    assert strength(s.state, s.card(sel), target=s.card(far)) == 2
    s.roll(1, 1, 1, 1)
    events = s.do(cmds.Attack(ME, sel, near))
    assert len(of_type(events, ev.DiceRolled)[0].faces) == 4


def test_out_of_shadows_not_after_starting_the_turn_next_to_an_enemy_unit_nor_next_turn():
    """Out of Shadows must not apply when an enemy unit was adjacent at the start of the turn
    (even if it has gone since), and the +2 ends with the turn."""
    s = se().phase(OPP, "magic")
    sel = s.summoner(ME)
    s.relocate(sel, (2, 3))
    s.place(OPP, "Priest", (2, 4))
    _to_my_attack_phase(s)
    s.remove((2, 4))
    near = s.place(OPP, "Priest", (1, 3))
    assert strength(s.state, s.card(sel), target=s.card(near)) == 2
    s2 = se().phase(OPP, "magic")
    sel2 = s2.summoner(ME)
    s2.relocate(sel2, (2, 3))
    _to_my_attack_phase(s2)
    near2 = s2.place(OPP, "Priest", (2, 4))
    assert strength(s2.state, s2.card(sel2), target=s2.card(near2)) == 4
    s2.end_phase()  # attack -> magic
    s2.end_phase()  # end of Ella's turn
    assert s2.state.turn.player == OPP
    assert strength(s2.state, s2.card(sel2), target=s2.card(near2)) == 2


# --- Malidala: Shadow Dancer ---------------------------------------------------------------------


def _damage(events, uid):
    return sum(e.amount for e in of_type(events, ev.DamageAdded) if e.card == uid)


def test_shadow_dancer_ignores_one_die_of_the_first_attack_against_malidala_each_turn():
    """Malidala, Shadow Dancer: 'the first time she is attacked each turn, one die of that attack
    is ignored': 2 hits wound her once; the second attack that turn wounds her in full."""
    s = se().phase(OPP, "attack")
    m = s.place(ME, "Malidala", (2, 3))
    a1 = s.place(OPP, "Stalwart Archer", (2, 5))
    a2 = s.place(OPP, "Jacob Eldwyn", (0, 3))
    s.roll(5)
    events = s.do(cmds.Attack(OPP, a1, m))
    assert _damage(events, m) == 0  # its one hit ignored
    s.roll(6, 6, 1)
    events = s.do(cmds.Attack(OPP, a2, m))
    assert _damage(events, m) == 2  # the second attack this turn: every die counts


def test_shadow_dancer_is_used_up_by_a_missed_first_attack_and_comes_back_next_turn():
    """Shadow Dancer must not ignore a die of the second attack of a turn, even when the first
    missed; it works again on the first attack of the next turn."""
    s = se().phase(OPP, "attack")
    m = s.place(ME, "Malidala", (2, 3))
    a1 = s.place(OPP, "Stalwart Archer", (2, 5))
    a2 = s.place(OPP, "Jacob Eldwyn", (0, 3))
    s.roll(1)
    s.do(cmds.Attack(OPP, a1, m))
    s.roll(6, 1, 1)
    events = s.do(cmds.Attack(OPP, a2, m))
    assert _damage(events, m) == 1
    s.phase(OPP, "attack")
    s.roll(6, 6, 1)
    events = s.do(cmds.Attack(OPP, a2, m))
    assert _damage(events, m) == 1


# --- Xaserbane: Sneak ----------------------------------------------------------------------------


def test_sneak_xaserbane_moves_4_spaces_when_he_is_the_only_unit_moved():
    """Xaserbane, Sneak: 'if he is the only card you move in your Movement phase, he may move up
    to 2 extra spaces': 4 spaces, and then no other unit may move that phase."""
    s = se().phase(ME, "move")
    x = s.place(ME, "Xaserbane", (0, 1))
    other = s.place(ME, "Swordsman", (4, 1))
    assert move_distance(s.state, s.card(x)) == 4
    s.do(cmds.Move(ME, x, ((0, 2), (0, 3), (0, 4), (0, 5))))
    assert s.card(x).pos == (0, 5)
    s.reject(cmds.Move(ME, other, ((4, 2),)))
    s.phase(ME, "move")  # a fresh Movement phase: the others may move again
    s.do(cmds.Move(ME, other, ((4, 2),)))


def test_sneak_gives_no_extra_space_after_another_unit_moved_and_a_short_move_leaves_the_others_free():
    """Sneak must not apply once another unit has moved this phase (2 spaces only), nor outside
    your Movement phase; a move of 2 spaces does not stop the others."""
    s = se().phase(ME, "move")
    x = s.place(ME, "Xaserbane", (0, 1))
    a = s.place(ME, "Swordsman", (4, 1))
    b = s.place(ME, "Ranger", (5, 1))
    s.do(cmds.Move(ME, a, ((4, 2),)))
    assert move_distance(s.state, s.card(x)) == 2
    s.reject(cmds.Move(ME, x, ((0, 2), (0, 3), (0, 4))))
    s.do(cmds.Move(ME, x, ((0, 2), (0, 3))))
    s.do(cmds.Move(ME, b, ((5, 2),)))
    s.phase(OPP, "move")
    assert move_distance(s.state, s.card(x)) == 2


# --- Scout: Scout --------------------------------------------------------------------------------


def test_scout_on_the_enemy_side_at_the_start_of_your_turn_lets_a_4th_unit_move():
    """Scout: 'if this Scout is on your opponent's side at the start of your turn, you may move 1
    extra unit that turn': 4 units move, not 5."""
    s = se().phase(OPP, "magic")
    s.place(ME, "Scout", (0, 4))
    us = [s.place(ME, "Swordsman", (c, 1)) for c in (0, 1, 2, 4, 5)]
    while not (s.state.turn.player == ME and s.state.phase == "move"):
        s.end_phase()
    for u in us[:4]:
        c = s.card(u).pos[0]
        s.do(cmds.Move(ME, u, ((c, 2),)))
    s.reject(cmds.Move(ME, us[4], ((5, 2),)))


def test_scout_on_your_own_side_at_the_start_of_your_turn_gives_no_extra_unit():
    """Scout must not add a unit when it starts your turn on your own side (even if it then moves
    across), and the mark ends with the turn."""
    s = se().phase(OPP, "magic")
    sc = s.place(ME, "Scout", (0, 3))
    us = [s.place(ME, "Swordsman", (c, 1)) for c in (1, 2, 4)]
    while not (s.state.turn.player == ME and s.state.phase == "move"):
        s.end_phase()
    s.do(cmds.Move(ME, sc, ((0, 4),)))
    s.do(cmds.Move(ME, us[0], ((1, 2),)))
    s.do(cmds.Move(ME, us[1], ((2, 2),)))
    s.reject(cmds.Move(ME, us[2], ((4, 2),)))


# --- Ranger: Shadow Arrows -----------------------------------------------------------------------


def test_shadow_arrows_ranger_takes_the_space_then_pays_1_magic_to_attack_again():
    """Ranger, Shadow Arrows: 'once per turn, when it destroys a unit, you may place it on that
    unit's space; then you may pay 1 magic to attack with it once more'."""
    s = se().phase(ME, "attack")
    s.magic(ME, 2)
    r = s.place(ME, "Ranger", (2, 2))
    p1 = s.place(OPP, "Guardian Knight", (2, 4))
    s.damage(p1, 1)
    p2 = s.place(OPP, "Priest", (2, 6))
    s.roll(5)
    s.do(cmds.Attack(ME, r, p1))
    assert s.card(p1).zone != BOARD
    assert s.state.players[ME].magic == 3  # the Knight, destroyed, is on Ella's magic pile
    assert s.prompt is not None and (2, 4) in s.options()
    s.answer((2, 4))  # place it there
    assert s.card(r).pos == (2, 4) and s.prompt is None
    assert "shadow_arrows" in s.uses(r)
    s.use(ME, r, "shadow_arrows")
    assert p2 in s.options()
    s.roll(4)
    s.answer(p2)
    assert s.state.players[ME].magic == 2
    assert s.card(p2).damage == 1
    assert "shadow_arrows" not in s.uses(r)  # once


def test_shadow_arrows_places_only_once_a_turn():
    """Shadow Arrows is 'once per turn': when the extra attack destroys a unit too, the Ranger is
    not offered that unit's space."""
    s = se().phase(ME, "attack")
    s.magic(ME, 2)
    r = s.place(ME, "Ranger", (2, 2))
    p1 = s.place(OPP, "Priest", (2, 4))
    p2 = s.place(OPP, "Priest", (2, 6))
    s.damage(p1, 1)
    s.damage(p2, 1)
    s.roll(5)
    s.do(cmds.Attack(ME, r, p1))
    s.answer((2, 4))
    s.use(ME, r, "shadow_arrows")
    s.roll(6)
    s.answer(p2)
    assert s.card(p2).zone != BOARD
    assert s.prompt is None and s.card(r).pos == (2, 4)


def test_shadow_arrows_not_without_destroying_nor_declined_and_the_extra_attack_needs_magic():
    """Shadow Arrows must not offer the place when the attack destroys nothing; declining the
    place gives no extra attack; with no magic the placed Ranger cannot pay for the extra attack."""
    s = se().phase(ME, "attack")
    s.magic(ME, 3)
    r = s.place(ME, "Ranger", (2, 2))
    k = s.place(OPP, "Guardian Knight", (2, 4))
    s.roll(5)
    s.do(cmds.Attack(ME, r, k))
    assert s.card(k).damage == 1 and s.prompt is None and s.card(r).pos == (2, 2)
    assert "shadow_arrows" not in s.uses(r)
    s = se().phase(ME, "attack")
    s.magic(ME, 3)
    r = s.place(ME, "Ranger", (2, 2))
    p1 = s.place(OPP, "Priest", (2, 4))
    s.damage(p1, 1)
    s.place(OPP, "Priest", (1, 2))
    s.roll(5)
    s.do(cmds.Attack(ME, r, p1))
    s.answer(None)  # stays where it is
    assert s.card(r).pos == (2, 2) and "shadow_arrows" not in s.uses(r)
    s = se().phase(ME, "attack")
    r = s.place(ME, "Ranger", (2, 2))
    p1 = s.place(OPP, "Priest", (2, 4))
    s.damage(p1, 1)
    s.place(OPP, "Priest", (2, 6))
    s.roll(5)
    s.do(cmds.Attack(ME, r, p1))
    s.answer((2, 4))
    s.magic(ME, 0)
    assert s.card(r).pos == (2, 4)
    assert "shadow_arrows" not in s.uses(r)  # no magic to pay


# --- Summon the Night ----------------------------------------------------------------------------


def _to(s, player, phase):
    while not (s.state.turn.player == player and s.state.phase == phase):
        assert s.prompt is None
        s.end_phase()


def test_summon_the_night_opponents_units_move_1_space_and_attack_only_adjacent_cards():
    """Summon the Night: 'in the opponent's next Movement phase their units move at most 1 space
    each; in their next Attack phase they cannot attack cards that are not adjacent'."""
    s = se().phase(ME, "event")
    knight = s.place(OPP, "Guardian Knight", (0, 6))
    archer = s.place(OPP, "Stalwart Archer", (3, 5))
    sw = s.place(ME, "Swordsman", (3, 3))
    card = s.in_hand(ME, "Summon the Night")
    s.do(cmds.PlayEvent(ME, card))
    assert s.card(card).zone == ACTIVE
    _to(s, OPP, "move")
    assert move_distance(s.state, s.card(knight)) == 1
    s.reject(cmds.Move(OPP, knight, ((0, 5), (0, 4))))
    s.do(cmds.Move(OPP, knight, ((0, 5),)))
    _to(s, OPP, "attack")
    assert sw not in s.attack_targets(archer)  # 2 spaces away
    s.relocate(sw, (3, 4))
    assert sw in s.attack_targets(archer)  # adjacent: yes


def test_summon_the_night_spares_your_own_units_and_ends_at_your_next_turn():
    """Summon the Night must not slow your own units (not even in the opponent's turn), and it is
    gone when your next turn starts."""
    s = se().phase(ME, "event")
    knight = s.place(OPP, "Guardian Knight", (0, 6))
    sw = s.place(ME, "Ranger", (3, 3))
    card = s.in_hand(ME, "Summon the Night")
    s.do(cmds.PlayEvent(ME, card))
    assert move_distance(s.state, s.card(knight)) == 2  # in your own turn: not yet
    _to(s, OPP, "move")
    assert move_distance(s.state, s.card(sw)) == 2
    _to(s, ME, "move")
    assert s.card(card).zone == DISCARD
    _to(s, OPP, "move")
    assert move_distance(s.state, s.card(knight)) == 2


# --- Kuldrid (extra card, outside the deck): Wither ----------------------------------------------


def kuldrid_scene():
    """The deck with Kuldrid in place of Xaserbane (the conflicting source's champion)."""
    import dataclasses

    from game.core.scenario import Scenario
    from game.sim import make_setup

    deck = catalog.deck(SE, include_user=False)
    cards = tuple((f"{SE}/kuldrid" if c == f"{SE}/xaserbane" else c, n) for c, n in deck.cards)
    decks = (dataclasses.replace(deck, cards=cards), catalog.deck(VG, include_user=False))
    setup = make_setup(catalog.ruleset("1e", include_user=False), decks, catalog.cards(include_user=False), 1)
    return Scenario(setup, strict=True).clear_starting_units(discards=True)


def test_wither_kuldrid_with_no_kill_costs_1_magic_or_a_wound_on_your_summoner():
    """Kuldrid, Wither: 'at the end of your Attack phase, if he destroyed no unit, pay 1 magic or
    put 1 wound on your summoner': with magic you choose; with none, the wound."""
    s = kuldrid_scene().phase(ME, "attack")
    s.magic(ME, 2)
    s.place(ME, "Kuldrid", (0, 1))
    s.end_phase()
    assert s.prompt is not None
    s.answer(s.options()[0])  # pay
    assert s.state.players[ME].magic == 1 and s.card(s.summoner(ME)).damage == 0
    s = kuldrid_scene().phase(ME, "attack")
    s.magic(ME, 0)
    s.place(ME, "Kuldrid", (0, 1))
    s.end_phase()
    assert s.card(s.summoner(ME)).damage == 1


def test_wither_not_after_kuldrid_destroyed_a_unit_nor_in_the_opponents_turn():
    """Wither must not cost anything when Kuldrid destroyed a unit in the Attack phase, nor at
    the end of the opponent's Attack phase."""
    s = kuldrid_scene().phase(ME, "attack")
    s.magic(ME, 0)
    k = s.place(ME, "Kuldrid", (0, 1))
    p = s.place(OPP, "Priest", (0, 3))
    s.damage(p, 1)
    s.roll(6, 1, 1)
    s.do(cmds.Attack(ME, k, p))
    assert s.card(p).zone != BOARD
    s.end_phase()
    assert s.card(s.summoner(ME)).damage == 0 and s.prompt is None
    s = kuldrid_scene().phase(OPP, "attack")
    s.magic(ME, 0)
    s.place(ME, "Kuldrid", (0, 1))
    s.end_phase()
    assert s.card(s.summoner(ME)).damage == 0


# --- Shadows -------------------------------------------------------------------------------------


def test_shadows_played_from_the_hand_saves_a_destroyed_common_to_your_magic_pile():
    """Shadows: 'play it when one of your Shadow Elf commons or champions is destroyed and put on
    an opponent's magic pile, in any phase (here Toby's Attack phase): move it from there face
    down onto your magic pile'. The Shadows card goes to your discard pile."""
    s = se().phase(OPP, "attack")
    s.magic(ME, 1)
    sw = s.place(ME, "Swordsman", (2, 4))
    k = s.place(OPP, "Guardian Knight", (2, 5))
    card = s.in_hand(ME, "Shadows")
    s.roll(6)
    s.do(cmds.Attack(OPP, k, sw))
    assert sw in s.state.players[OPP].magic_pile
    assert s.prompt.player == ME and s.options() == [sw]
    s.answer(sw, player=ME)
    assert sw not in s.state.players[OPP].magic_pile
    assert s.state.players[ME].magic_pile[-1] == sw and s.state.players[ME].magic == 2
    assert s.card(card).zone == DISCARD


def test_shadows_not_for_an_enemy_card_nor_in_the_event_phase_and_may_be_declined():
    """Shadows must not be offered when the destroyed card is not yours, cannot be played as an
    ordinary event, and declining leaves the card on the opponent's magic pile."""
    s = se().phase(ME, "event")
    card = s.in_hand(ME, "Shadows")
    s.reject(cmds.PlayEvent(ME, card))
    s = se().phase(ME, "attack")
    s.in_hand(ME, "Shadows")
    sw = s.place(ME, "Swordsman", (2, 4))
    p = s.place(OPP, "Priest", (2, 5))
    s.damage(p, 1)
    s.roll(6, 6)
    s.do(cmds.Attack(ME, sw, p))  # an enemy destroyed: nothing asked
    assert s.prompt is None and p in s.state.players[ME].magic_pile
    s = se().phase(OPP, "attack")
    s.in_hand(ME, "Shadows")
    sw = s.place(ME, "Swordsman", (2, 4))
    k = s.place(OPP, "Guardian Knight", (2, 5))
    s.roll(6)
    s.do(cmds.Attack(OPP, k, sw))
    s.answer(None, player=ME)
    assert sw in s.state.players[OPP].magic_pile
