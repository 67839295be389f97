"""Mountain Vargath, 1st edition (cards/1e/mountain-vargath.yaml).

For every ability written in the ability language: a test where it takes effect and one where it
must not. Ella (player 0) plays the Mountain Vargath, Toby (player 1) the Vanguards (a shipped 1E
deck). Sunderved stands at (3, 1), Ella's wall at (2, 2); Sera at (2, 7), Toby's wall at (3, 5).
Rows 0-3 are Ella's side of the battlefield, rows 4-7 Toby's. 1E dice: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core.stats import move_distance, strength
from tests.factions.deck_shape_1e import check_base_deck
from tests.factions.scene_vgfk_1e import VG, attack, magic, play, scene, setup_1e
from tests.simcheck import play_checked

MV = "mountain-vargath-1e"


def mv():
    return scene(MV, VG)


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/mountain-vargath.yaml validates; the deck has 1 summoner, 3 champions, 18 commons,
    9 events and 3 walls, and Sunderved's starting setup from the reference card."""
    check_base_deck("mountain-vargath.yaml", MV, "sunderved", (3, 7, "melee"), 6)


# --- Sunderved: Command --------------------------------------------------------------------------


def test_command_gives_a_common_within_2_spaces_plus_1_attack_when_it_attacks():
    """Command: 'your common Mountain Vargath units within 2 spaces of Sunderved have +1 attack
    when they attack' (a Warrior rolls 2 dice: two hits wound twice)."""
    s = mv().phase(0, "attack")
    w = s.place(0, "Warrior", (4, 2))  # 2 spaces from Sunderved (3, 1)
    kalon = s.place(1, "Kalon Lightbringer", (4, 3))
    assert strength(s.state, s.card(w), target=kalon) == 2
    attack(s, w, kalon, 3, 3)
    assert s.card(kalon).damage == 2


def test_command_does_not_reach_3_spaces_nor_champions_nor_a_unit_that_is_not_attacking():
    """Command must not help a common 3 spaces away, a champion, or a common whose strength is
    asked outside an attack."""
    s = mv().phase(0, "attack")
    w = s.place(0, "Warrior", (5, 2))  # 3 spaces from Sunderved
    near = s.place(0, "Warrior", (3, 2))
    torodin = s.place(0, "Torodin", (2, 1))
    kalon = s.place(1, "Kalon Lightbringer", (5, 3))
    assert strength(s.state, s.card(w), target=kalon) == 1
    assert strength(s.state, s.card(torodin), target=kalon) == 2
    assert strength(s.state, s.card(near)) == 1
    attack(s, w, kalon, 3, 3)
    assert s.card(kalon).damage == 1


# --- Warrior: Battle Frenzy ----------------------------------------------------------------------


def test_battle_frenzy_adds_1_attack_against_a_common_on_the_opponents_side():
    """Battle Frenzy: 'while on the opponent's side of the battlefield, +1 attack when it attacks
    a common unit'."""
    s = mv().phase(0, "attack")
    w = s.place(0, "Warrior", (0, 5))  # Toby's side, far from Sunderved
    knight = s.place(1, "Guardian Knight", (0, 6))
    assert strength(s.state, s.card(w), target=knight) == 2
    attack(s, w, knight, 3, 4)
    assert not s.on_board(knight)  # 2 wounds on a 2-life common


def test_battle_frenzy_needs_the_opponents_side_and_a_common_target():
    """Battle Frenzy must not apply against a champion, nor from Ella's own side."""
    s = mv().phase(0, "attack")
    w = s.place(0, "Warrior", (0, 5))
    kalon = s.place(1, "Kalon Lightbringer", (1, 5))
    assert strength(s.state, s.card(w), target=kalon) == 1
    home = s.place(0, "Warrior", (5, 3))  # Ella's side, 4 spaces from Sunderved
    knight = s.place(1, "Guardian Knight", (5, 4))
    assert strength(s.state, s.card(home), target=knight) == 1
    attack(s, home, knight, 3, 3)
    assert s.card(knight).damage == 1


# --- Rusher: Rush --------------------------------------------------------------------------------


def test_rush_lets_a_rusher_starting_on_its_own_side_move_4_spaces():
    """Rush: 'in your Movement phase, if it starts its move on your side, it may move up to 2
    extra spaces'."""
    s = mv().phase(0, "move")
    r = s.place(0, "Rusher", (0, 1))
    assert move_distance(s.state, s.card(r)) == 4
    s.do(cmds.Move(0, r, ((0, 2), (0, 3), (0, 4), (0, 5))))
    assert s.card(r).pos == (0, 5)


def test_rush_does_not_apply_on_the_opponents_side_or_outside_the_movement_phase():
    """Rush must not apply to a Rusher that starts on the opponent's side, nor outside Ella's
    Movement phase."""
    s = mv().phase(0, "move")
    r = s.place(0, "Rusher", (0, 4))
    assert move_distance(s.state, s.card(r)) == 2
    s.reject(cmds.Move(0, r, ((0, 5), (0, 6), (0, 7))))
    home = s.place(0, "Rusher", (5, 0))
    s.phase(0, "attack")
    assert move_distance(s.state, s.card(home)) == 2
    s.phase(1, "move")
    assert move_distance(s.state, s.card(home)) == 2


# --- Brute: Knock Around -------------------------------------------------------------------------


def test_knock_around_moves_a_wounded_survivor_up_to_3_straight_spaces():
    """Knock Around: 'after it wounds a unit that survives, you may move that unit up to 3 clear
    straight-line spaces'."""
    s = mv().phase(0, "attack")
    b = s.place(0, "Brute", (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    attack(s, b, kalon, 4)
    assert "Knock Around" in s.prompt.text and s.prompt.optional
    assert (1, 7) in s.options() and (4, 4) in s.options() and (5, 4) not in s.options()
    s.answer((1, 7))
    assert s.card(kalon).pos == (1, 7) and s.card(kalon).damage == 1


def test_knock_around_needs_a_wound_and_a_survivor():
    """Knock Around must not be offered after a miss, nor when the attacked unit is destroyed."""
    s = mv().phase(0, "attack")
    b = s.place(0, "Brute", (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    attack(s, b, kalon, 2)  # a miss
    assert s.prompt is None and s.card(kalon).pos == (1, 4)
    s2 = mv().phase(0, "attack")
    b = s2.place(0, "Brute", (1, 3))
    knight = s2.place(1, "Guardian Knight", (1, 4))
    s2.damage(knight, 1)
    attack(s2, b, knight, 5)
    assert not s2.on_board(knight) and s2.prompt is None


# --- Torodin: Trample ----------------------------------------------------------------------------


def test_trample_moves_through_commons_and_wounds_each():
    """Trample: 'Torodin may move through commons; each unit he moves through takes 1 wound'."""
    s = mv().phase(0, "move")
    t = s.place(0, "Torodin", (0, 1))
    knight = s.place(1, "Guardian Knight", (0, 2))
    s.do(cmds.Move(0, t, ((0, 2), (0, 3))))
    assert s.card(t).pos == (0, 3) and s.card(knight).damage == 1
    # friendly commons too: 'each unit he moves through'
    w = s.place(0, "Warrior", (0, 4))
    s.phase(0, "move")
    s.do(cmds.Move(0, t, ((0, 4), (0, 5))))
    assert s.card(t).pos == (0, 5) and s.card(w).damage == 1


def test_trample_cannot_pass_a_champion_nor_end_on_a_common():
    """Trample must not let Torodin move through a champion or stop on a common's space."""
    s = mv().phase(0, "move")
    t = s.place(0, "Torodin", (0, 1))
    s.place(1, "Kalon Lightbringer", (0, 2))
    s.reject(cmds.Move(0, t, ((0, 2), (0, 3))))
    s.place(1, "Guardian Knight", (1, 1))
    s.reject(cmds.Move(0, t, ((1, 1),)))


# --- Quen: Chain Lightning -----------------------------------------------------------------------


def test_chain_lightning_pays_1_magic_for_one_more_attack_once_per_turn():
    """Chain Lightning: 'once per turn, after Quen attacks, pay 1 magic to attack with her once
    more'."""
    s = mv().phase(0, "attack")
    s.magic(0, 2)
    q = s.place(0, "Quen", (4, 3))
    kalon = s.place(1, "Kalon Lightbringer", (4, 5))
    attack(s, q, kalon, 1, 1)
    assert "Chain Lightning" in s.prompt.text and kalon in s.options()
    s.roll(4, 5).answer(kalon)
    assert s.card(kalon).damage == 2 and magic(s, 0) == 1
    assert s.prompt is None  # once per turn


def test_chain_lightning_needs_1_magic():
    """Chain Lightning must not be offered when Ella cannot pay 1 magic."""
    s = mv().phase(0, "attack")
    s.magic(0, 0)
    q = s.place(0, "Quen", (4, 3))
    kalon = s.place(1, "Kalon Lightbringer", (4, 5))
    attack(s, q, kalon, 1, 1)
    assert s.prompt is None and s.card(kalon).damage == 0


# --- Growden: Sunder Hammer ----------------------------------------------------------------------


def test_sunder_hammer_puts_2_wounds_on_an_adjacent_wall_at_the_end_of_the_turn():
    """Sunder Hammer: 'at the end of your turn you may put 2 wounds on a wall adjacent to
    Growden'."""
    s = mv().phase(0, "magic")
    s.place(0, "Growden", (3, 4))  # next to Toby's wall (3, 5)
    wall = s.gate(1)
    s.end_phase()
    assert "Sunder Hammer" in s.prompt.text and s.prompt.optional
    s.answer(wall)
    assert s.card(wall).damage == 2


def test_sunder_hammer_needs_an_adjacent_wall_and_may_be_declined():
    """Sunder Hammer must not be offered with no wall adjacent, and may be declined."""
    s = mv().phase(0, "magic")
    s.place(0, "Growden", (0, 4))
    s.end_phase()
    assert s.prompt is None or "Sunder Hammer" not in s.prompt.text
    s2 = mv().phase(0, "magic")
    s2.place(0, "Growden", (3, 4))
    s2.end_phase()
    s2.answer(None)
    assert s2.card(s2.gate(1)).damage == 0


# --- Muster --------------------------------------------------------------------------------------


def test_muster_places_up_to_2_of_your_commons_next_to_your_summoner():
    """Muster: 'place up to 2 commons you control adjacent to your summoner' (placing is not a
    move)."""
    s = mv().phase(0, "event")
    w = s.place(0, "Warrior", (0, 3))
    r = s.place(0, "Rusher", (5, 0))
    play(s, 0, "Muster")
    assert s.prompt.optional and set(s.options()) == {w, r}
    s.answer(w)
    assert set(s.options()) == {(2, 1), (3, 0), (3, 2), (4, 1)}  # orthogonally next to Sunderved
    s.answer((2, 1))
    s.answer(r)
    s.answer((4, 1))
    assert s.card(w).pos == (2, 1) and s.card(r).pos == (4, 1) and s.prompt is None


def test_muster_never_places_a_champion_or_an_enemy_and_may_stop_after_one():
    """Muster must not offer a champion or an enemy common, and the second unit may be declined."""
    s = mv().phase(0, "event")
    w = s.place(0, "Warrior", (0, 3))
    torodin = s.place(0, "Torodin", (5, 0))
    knight = s.place(1, "Guardian Knight", (5, 5))
    play(s, 0, "Muster")
    assert torodin not in s.options() and knight not in s.options()
    s.answer(w)
    s.answer((3, 2))
    s.answer(None)  # no second unit
    assert s.prompt is None and s.card(torodin).pos == (5, 0) and s.card(knight).pos == (5, 5)


# --- Greater Command -----------------------------------------------------------------------------


def test_greater_command_extends_command_to_4_spaces_for_the_turn():
    """Greater Command: 'until end of turn Sunderved's Command reaches commons within 4 spaces
    instead of 2' (a Warrior 4 spaces away rolls 2 dice)."""
    s = mv().phase(0, "event")
    far = s.place(0, "Warrior", (5, 3))  # 4 spaces from Sunderved (3, 1)
    kalon = s.place(1, "Kalon Lightbringer", (5, 4))
    assert strength(s.state, s.card(far), target=kalon) == 1
    play(s, 0, "Greater Command")
    assert strength(s.state, s.card(far), target=kalon) == 2
    s.end_phase()
    s.end_phase()
    assert s.state.phase == "attack"
    attack(s, far, kalon, 3, 3)
    assert s.card(kalon).damage == 2


def test_greater_command_does_not_stack_reach_past_4_or_last_past_the_turn():
    """Greater Command must not give a common within 2 spaces +2 (Command does not stack with
    itself), nor reach 5 spaces, nor last into Toby's turn."""
    s = mv().phase(0, "event")
    near = s.place(0, "Warrior", (4, 2))
    far = s.place(0, "Warrior", (5, 3))
    beyond = s.place(0, "Warrior", (0, 3))  # 5 spaces away
    kalon = s.place(1, "Kalon Lightbringer", (5, 5))
    play(s, 0, "Greater Command")
    assert strength(s.state, s.card(near), target=kalon) == 2
    assert strength(s.state, s.card(beyond), target=kalon) == 1
    assert strength(s.state, s.card(far)) == 1  # not attacking
    while s.state.turn.player == 0:
        s.end_phase()
    assert strength(s.state, s.card(far), target=kalon) == 1


# --- Superior Planning ---------------------------------------------------------------------------


def test_superior_planning_takes_a_sunderved_event_from_the_discard_or_the_draw_pile():
    """Superior Planning: 'search your draw pile or discard pile for a Sunderved event, reveal it,
    put it in your hand, shuffle the draw pile'."""
    s = mv().phase(0, "event")
    fall_back = s.discard(0, "Fall Back")
    play(s, 0, "Superior Planning")
    offered = {s.card(u).name: s.card(u).zone for u in s.options()}
    assert offered["Fall Back"] == "discard" and offered["Muster"] == "draw"
    s.answer(fall_back)
    assert fall_back in s.state.players[0].hand
    s2 = mv().phase(0, "event")
    play(s2, 0, "Superior Planning")
    muster = next(u for u in s2.options() if s2.card(u).name == "Muster")
    s2.answer(muster)
    assert muster in s2.state.players[0].hand and muster not in s2.state.players[0].draw


def test_superior_planning_never_finds_units_or_the_opponents_cards():
    """Superior Planning must not offer a unit (only events), nor a card of the opponent's."""
    s = mv().phase(0, "event")
    s.discard(0, "Warrior")
    s.discard(1, "Holy Judgment")
    play(s, 0, "Superior Planning")
    names = {s.card(u).name for u in s.options()}
    assert "Warrior" not in names and "Holy Judgment" not in names
    assert all(s.card(u).owner == 0 for u in s.options())


# --- Torodin's Advance ---------------------------------------------------------------------------


def test_torodins_advance_lets_torodin_move_2_extra_spaces_this_turn():
    """Torodin's Advance: 'this turn Torodin may move up to 2 extra spaces in the Move phase'."""
    s = mv().phase(0, "event")
    t = s.place(0, "Torodin", (0, 0))
    play(s, 0, "Torodin's Advance")
    assert move_distance(s.state, s.card(t)) == 4
    s.end_phase()
    assert s.state.phase == "move"
    s.do(cmds.Move(0, t, ((0, 1), (0, 2), (0, 3), (0, 4))))
    assert s.card(t).pos == (0, 4)


def test_torodins_advance_helps_only_torodin_and_only_this_turn():
    """Torodin's Advance must not give the extra spaces to another unit, nor last into the next
    turn."""
    s = mv().phase(0, "event")
    t = s.place(0, "Torodin", (0, 0))
    r = s.place(0, "Warrior", (5, 0))
    play(s, 0, "Torodin's Advance")
    assert move_distance(s.state, s.card(r)) == 2
    while s.state.turn.player == 0:  # move, attack, Build Magic: then Toby's turn
        s.end_phase()
    assert move_distance(s.state, s.card(t)) == 2


# --- Fall Back -----------------------------------------------------------------------------------


def _to_turn_end(s):
    """End Ella's phases up to the end of her turn (where Fall Back's placings are asked)."""
    while s.prompt is None and s.state.turn.player == 0:
        s.end_phase()


def test_fall_back_places_the_summoner_and_2_commons_next_to_the_chosen_wall_at_turn_end():
    """Fall Back: 'pick a wall you control; at the end of your turn you may place your summoner
    and up to 2 commons you control adjacent to it'."""
    s = mv().phase(0, "event")
    w = s.place(0, "Warrior", (0, 5))
    r = s.place(0, "Rusher", (5, 6))
    wall = s.gate(0)  # (2, 2), the only wall: chosen without asking
    play(s, 0, "Fall Back")
    _to_turn_end(s)
    assert "same time" in s.prompt.text
    summoner_first = next(o for o in s.options() if o[2] == 1)
    s.answer(summoner_first)
    s.answer("yes")
    assert set(s.options()) == {(1, 2), (2, 1), (2, 3), (3, 2)}  # next to the wall
    s.answer((1, 2))
    s.answer(s.options()[0])  # the two commons' placings, in either order
    s.answer(w)
    s.answer((2, 1))
    s.answer(r)
    s.answer((2, 3))
    assert s.card(s.summoner(0)).pos == (1, 2) and s.card(w).pos == (2, 1) and s.card(r).pos == (2, 3)
    assert s.card(wall).pos == (2, 2) and s.state.turn.player == 1


def test_fall_back_does_nothing_without_the_event_nor_for_enemy_units_nor_next_turn():
    """Fall Back must not place anything at the end of a turn it was not played in, must not offer
    an enemy common, and its placings end with the turn."""
    s = mv().phase(0, "event")
    s.place(0, "Warrior", (0, 5))
    _to_turn_end(s)
    assert s.prompt is None and s.state.turn.player == 1  # not played: nothing asked
    s2 = mv().phase(0, "event")
    w = s2.place(0, "Warrior", (0, 5))
    knight = s2.place(1, "Guardian Knight", (5, 5))
    play(s2, 0, "Fall Back")
    _to_turn_end(s2)
    s2.answer(next(o for o in s2.options() if o[2] == 2))  # a common's placing first
    assert w in s2.options() and knight not in s2.options()
    while s2.prompt is not None:  # decline every placing (ordering the rest as offered)
        s2.answer(s2.options()[0] if "same time" in s2.prompt.text else None)
    assert s2.state.turn.player == 1 and s2.card(w).pos == (0, 5)
    while s2.state.turn.player == 1:
        assert s2.prompt is None
        s2.end_phase()
    assert s2.prompt is None or "Fall Back" not in s2.prompt.text


# --- random games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_against_the_vanguards_keep_every_invariant(seed):
    """Random legal play, Mountain Vargath against the Vanguards, to the end of the game with
    every invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(MV, VG, seed), seed)
    assert g.state.over
