"""Swamp Orcs, 1st edition (cards/1e/swamp-orcs.yaml).

For every ability written in the ability language: a test where it takes effect and one where it
must not. Ella (player 0) plays the Swamp Orcs, Toby (player 1) the Vanguards (a shipped 1E deck).
Mugglug stands at (2, 0), Ella's wall at (2, 2); Toby's wall at (3, 5). Rows 0-3 are Ella's side
of the battlefield, rows 4-7 Toby's. 1E dice: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.state import BOARD, DISCARD, UNDER
from game.core.stats import attack_kind, strength
from tests.factions.deck_shape_1e import check_base_deck
from tests.factions.scene_vgfk_1e import VG, attack, play, scene, setup_1e
from tests.simcheck import play_checked

SO = "swamp-orcs-1e"


def so():
    return scene(SO, VG)


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/swamp-orcs.yaml validates; the deck has 1 summoner, 3 champions, 18 commons, 9
    events and 3 walls, and Mugglug's starting setup from the reference card."""
    check_base_deck("swamp-orcs.yaml", SO, "mugglug", (3, 7, "melee"), 5)


# --- Savager: Fear -------------------------------------------------------------------------------


def test_fear_discards_an_enemy_common_moving_next_to_the_savager_on_5_or_more():
    """Fear: 'each time an enemy common moves adjacent to it, roll a die; on 5+ discard that
    unit'."""
    s = so().phase(1, "move")
    s.place(0, "Savager", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 6))
    s.roll(5)
    s.do(cmds.Move(1, knight, ((2, 5),)))
    assert s.card(knight).zone == DISCARD


def test_fear_spares_on_4_or_less_and_never_rolls_for_a_champion_or_a_far_move():
    """Fear must not discard the common on a 4, nor roll for an enemy champion, nor for a common
    whose move ends away from the Savager."""
    s = so().phase(1, "move")
    s.place(0, "Savager", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 6))
    s.roll(4)
    s.do(cmds.Move(1, knight, ((2, 5),)))
    assert s.card(knight).zone == BOARD
    kalon = s.place(1, "Kalon Lightbringer", (4, 4))
    s.roll(6)
    events = s.do(cmds.Move(1, kalon, ((3, 4),)))
    assert s.card(kalon).zone == BOARD
    assert not [e for e in events if isinstance(e, ev.DiceRolled)]
    far = s.place(1, "Guardian Knight", (5, 7))
    s.roll(6)
    events = s.do(cmds.Move(1, far, ((5, 6),)))
    assert s.card(far).zone == BOARD and not [e for e in events if isinstance(e, ev.DiceRolled)]


# --- Blerg: Adapt --------------------------------------------------------------------------------


def test_adapt_puts_the_destroyed_enemy_under_blerg_for_plus_1_attack():
    """Adapt: 'when he destroys an enemy unit that would go to your magic pile, either remove 1
    wound from Blerg or put the destroyed card under him; +1 attack per card under him'."""
    s = so().phase(0, "attack")
    blerg = s.place(0, "Blerg", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.damage(blerg, 2)
    s.damage(knight, 1)
    magic_before = s.state.players[0].magic
    attack(s, blerg, knight, 6, 6)
    assert "Adapt" in s.prompt.text and set(s.options()) == {"heal", "under"}
    s.answer("under")
    assert s.card(knight).zone == UNDER and s.card(blerg).under == (knight,)
    assert s.state.players[0].magic == magic_before  # it did not stay as magic
    assert strength(s.state, s.card(blerg)) == 3
    # the other choice: a wound off Blerg, the card stays magic
    s2 = so().phase(0, "attack")
    blerg = s2.place(0, "Blerg", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    s2.damage(blerg, 2)
    s2.damage(knight, 1)
    attack(s2, blerg, knight, 6, 6)
    s2.answer("heal")
    assert s2.card(blerg).damage == 1 and s2.card(knight).uid in s2.state.players[0].magic_pile


def test_adapt_caps_at_plus_4_and_never_takes_a_wall_or_a_friendly_unit():
    """Adapt must not add more than +4 attack, must not fire for a wall Blerg destroys (not a
    unit) nor for a unit of Ella's own (not an enemy), and without a wound on Blerg only 'put it
    under' is left (taken without asking)."""
    s = so().phase(0, "attack")
    blerg = s.place(0, "Blerg", (2, 4))
    for name in ("Guardian Knight",) * 5:
        s.apply(ev.CardPutUnder(s.discard(1, name), blerg))
    assert len(s.card(blerg).under) == 5 and strength(s.state, s.card(blerg)) == 6
    s2 = so().phase(0, "attack")
    blerg = s2.place(0, "Blerg", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    attack(s2, blerg, knight, 6, 6)
    assert s2.prompt is None and s2.card(knight).zone == UNDER  # no wound to remove: no question
    # a wall is not a unit: destroying Toby's wall leaves it on Ella's magic pile
    s3 = so().phase(0, "attack")
    blerg = s3.place(0, "Blerg", (3, 4))
    s3.damage(blerg, 1)
    wall = s3.gate(1)
    s3.damage(wall, 8)
    attack(s3, blerg, wall, 6, 6)
    assert s3.prompt is None and wall in s3.state.players[0].magic_pile and s3.card(blerg).damage == 1
    shaman = s3.place(0, "Shaman", (3, 3))
    s3.phase(0, "attack")
    attack(s3, blerg, shaman, 6)
    assert not s3.on_board(shaman) and s3.prompt is None
    assert s3.card(blerg).under == () and s3.card(blerg).damage == 1


# --- Vine Walls in the deck ------------------------------------------------------------------------


def test_the_deck_has_a_pile_of_15_vine_walls_apart_from_its_34_cards():
    """Reference card: 15 Vine Walls in a Vine Wall pile, not shuffled into the deck."""
    deck = catalog.deck(SO, include_user=False)
    assert deck.vine_walls == (f"{SO}/vine-wall", 15)
    assert sum(n for _cid, n in deck.cards) == 34
    s = so()
    pile = s.state.players[0].vine_pile
    assert len(pile) == 15 and all(s.card(u).defn.vine and s.card(u).defn.life == 2 for u in pile)
    assert not s.state.players[1].vine_pile


# --- Mugglug: Rampant Growth ---------------------------------------------------------------------


def test_rampant_growth_places_a_vine_where_a_unit_next_to_your_wall_is_destroyed():
    """Rampant Growth: 'whenever a unit adjacent to a wall you control is destroyed, place a Vine
    Wall on the space it occupied' (an enemy or a friendly unit; a Vine Wall you control is a wall
    you control)."""
    s = so().phase(0, "attack")
    sav = s.place(0, "Savager", (0, 2))
    priest = s.place(1, "Priest", (1, 2))  # next to Ella's wall (2, 2)
    attack(s, sav, priest, 6, 6, 6)
    assert not s.on_board(priest)
    assert s.state.vine_at((1, 2)) is not None and len(s.state.players[0].vine_pile) == 14
    # a friendly unit next to a Vine Wall of Ella's
    s2 = so().phase(1, "attack")
    s2.vine(0, (3, 3))
    shaman = s2.place(0, "Shaman", (4, 3))
    archer = s2.place(1, "Stalwart Archer", (4, 5))
    s2.roll(6).do(cmds.Attack(1, archer, shaman))
    assert not s2.on_board(shaman) and s2.state.vine_at((4, 3)) is not None


def test_rampant_growth_needs_a_wall_of_yours_next_to_the_unit():
    """Rampant Growth must not place a Vine Wall for a unit far from Ella's walls, nor for one next
    to only Toby's wall."""
    s = so().phase(0, "attack")
    sav = s.place(0, "Savager", (0, 4))
    priest = s.place(1, "Priest", (0, 5))  # no wall of Ella's near
    attack(s, sav, priest, 6, 6, 6)
    assert s.state.vine_at((0, 5)) is None and len(s.state.players[0].vine_pile) == 15
    s2 = so().phase(0, "attack")
    sav = s2.place(0, "Savager", (4, 4))
    knight = s2.place(1, "Guardian Knight", (4, 5))  # next to Toby's wall (3, 5)
    attack(s2, sav, knight, 6, 6, 6)
    assert not s2.on_board(knight) and s2.state.vine_at((4, 5)) is None


# --- "does not roll to leave a Vine Wall" --------------------------------------------------------


@pytest.mark.parametrize("name", ["Mugglug", "Glarg", "Splub", "Hunter", "Shaman"])
def test_these_units_move_off_a_vine_wall_without_rolling(name):
    """Mugglug, Glarg, Splub, the Hunter and the Shaman: 'does not roll to leave a Vine Wall
    space'."""
    s = so().phase(0, "move")
    u = s.summoner(0) if name == "Mugglug" else s.place(0, name, (4, 1))
    start = s.card(u).pos
    s.vine(0, start)
    to = (start[0] + 1, start[1])
    events = s.do(cmds.Move(0, u, (to,)))
    assert not [e for e in events if isinstance(e, ev.VineRolled)]
    assert s.card(u).pos == to and s.card(u).damage == 0


def test_the_savager_and_the_blerg_still_roll_to_leave_a_vine_wall():
    """The Savager and Blerg have no such line: they roll, and on a 3 or less they stay and take
    1 wound (rulebook, 'Vine Walls' 3)."""
    for name in ("Savager", "Blerg"):
        s = so().phase(0, "move")
        u = s.place(0, name, (4, 1))
        s.vine(0, (4, 1))
        s.roll(3)
        events = s.do(cmds.Move(0, u, ((5, 1),)))
        assert [e for e in events if isinstance(e, ev.VineRolled)]
        assert s.card(u).pos == (4, 1) and s.card(u).damage == 1


# --- Glarg: Vinemancer Reach ---------------------------------------------------------------------


def test_vinemancer_reach_on_a_vine_gives_glarg_plus_1_attack_and_a_ranged_attack():
    """Vinemancer Reach: 'while on a Vine Wall space he gets +1 attack and counts as ranged'
    (he attacks a unit 3 spaces away in a straight line, rolling 3 dice)."""
    s = so().phase(0, "attack")
    glarg = s.place(0, "Glarg", (0, 3))
    s.vine(0, (0, 3))
    kalon = s.place(1, "Kalon Lightbringer", (0, 6))
    assert attack_kind(s.state, s.card(glarg)) == "ranged" and strength(s.state, s.card(glarg)) == 3
    assert kalon in s.attack_targets(glarg)
    attack(s, glarg, kalon, 4, 4, 4)
    assert s.card(kalon).damage == 3


def test_vinemancer_reach_off_a_vine_leaves_glarg_a_2_attack_melee_unit():
    """Vinemancer Reach must not apply while Glarg is off a Vine Wall space, even next to one."""
    s = so().phase(0, "attack")
    glarg = s.place(0, "Glarg", (0, 3))
    s.vine(0, (1, 3))
    kalon = s.place(1, "Kalon Lightbringer", (0, 6))
    assert attack_kind(s.state, s.card(glarg)) == "melee" and strength(s.state, s.card(glarg)) == 2
    assert kalon not in s.attack_targets(glarg)
    s.reject(cmds.Attack(0, glarg, kalon))


# --- Splub: Vinemancer Sow -----------------------------------------------------------------------


def test_vinemancer_sow_places_a_vine_where_splub_destroys_an_enemy_unit():
    """Vinemancer Sow: 'when he destroys an enemy unit, place a Vine Wall on its space' (far from
    any wall of Ella's, so Rampant Growth has no part in it)."""
    s = so().phase(0, "attack")
    splub = s.place(0, "Splub", (0, 5))
    priest = s.place(1, "Priest", (0, 6))
    attack(s, splub, priest, 6, 6, 6)
    assert not s.on_board(priest) and s.state.vine_at((0, 6)) is not None
    assert s.state.vine_at((0, 6)).controller == 0


def test_vinemancer_sow_needs_splub_to_destroy_an_enemy_unit():
    """Vinemancer Sow must not place a Vine Wall when Splub's attack leaves the unit alive, when
    it destroys a wall, nor when another unit destroys one next to Splub."""
    s = so().phase(0, "attack")
    splub = s.place(0, "Splub", (0, 5))
    kalon = s.place(1, "Kalon Lightbringer", (0, 6))
    attack(s, splub, kalon, 6, 6, 6)
    assert s.on_board(kalon) and s.state.vine_at((0, 6)) is None
    s2 = so().phase(0, "attack")
    splub = s2.place(0, "Splub", (3, 4))
    wall = s2.gate(1)
    s2.damage(wall, 8)
    attack(s2, splub, wall, 6, 6, 6)
    assert not s2.on_board(wall) and s2.state.vine_at((3, 5)) is None
    s3 = so().phase(0, "attack")
    s3.place(0, "Splub", (0, 5))
    sav = s3.place(0, "Savager", (1, 6))
    priest = s3.place(1, "Priest", (0, 6))
    attack(s3, sav, priest, 6, 6, 6)
    assert not s3.on_board(priest) and s3.state.vine_at((0, 6)) is None


# --- Hunter: Vinemancer Ambush -------------------------------------------------------------------


def test_vinemancer_ambush_gives_a_hunter_moving_onto_or_off_a_vine_plus_1_attack_this_turn():
    """Vinemancer Ambush: 'if it moves onto or off 1+ Vine Wall spaces this turn, +1 attack until
    end of turn' (onto, and off)."""
    s = so().phase(0, "move")
    onto = s.place(0, "Hunter", (0, 1))
    off = s.place(0, "Hunter", (5, 1))
    s.vine(0, (0, 2))
    s.vine(0, (5, 1))
    s.do(cmds.Move(0, onto, ((0, 2), (0, 3))))  # through a Vine Wall space
    s.do(cmds.Move(0, off, ((5, 2),)))
    assert strength(s.state, s.card(onto)) == 2 and strength(s.state, s.card(off)) == 2
    s.end_phase()
    archer = s.place(1, "Stalwart Archer", (0, 5))
    attack(s, onto, archer, 4, 4)
    assert not s.on_board(archer)


def test_vinemancer_ambush_needs_a_vine_on_the_way_and_ends_with_the_turn():
    """Vinemancer Ambush must not apply to a Hunter whose move touched no Vine Wall space, nor
    count twice, nor last past the end of the turn."""
    s = so().phase(0, "move")
    h = s.place(0, "Hunter", (0, 1))
    far = s.place(0, "Hunter", (5, 1))
    s.vine(0, (0, 2))
    s.vine(0, (4, 3))
    s.do(cmds.Move(0, far, ((5, 2), (5, 3))))  # next to a Vine Wall, never on one
    s.do(cmds.Move(0, h, ((0, 2),)))
    assert strength(s.state, s.card(far)) == 1 and strength(s.state, s.card(h)) == 2
    while s.state.turn.player == 0:
        s.end_phase()
    assert strength(s.state, s.card(h)) == 1


# --- Shaman: Vinemancer Guard --------------------------------------------------------------------


def test_vinemancer_guard_lets_only_5_or_more_wound_a_shaman_next_to_a_vine():
    """Vinemancer Guard: 'while adjacent to a Vine Wall, attacks against it wound only on 5+' (a
    Vine Wall under the Shaman counts as adjacent)."""
    s = so().phase(1, "attack")
    shaman = s.place(0, "Shaman", (3, 3))
    s.vine(0, (2, 3))
    archer = s.place(1, "Stalwart Archer", (3, 5))
    s.roll(4).do(cmds.Attack(1, archer, shaman))
    assert s.on_board(shaman) and s.card(shaman).damage == 0
    s2 = so().phase(1, "attack")
    shaman = s2.place(0, "Shaman", (3, 3))
    s2.vine(0, (3, 3))  # under it
    archer = s2.place(1, "Stalwart Archer", (3, 5))
    s2.roll(5).do(cmds.Attack(1, archer, shaman))
    assert not s2.on_board(shaman)


def test_vinemancer_guard_does_not_protect_a_shaman_away_from_vines():
    """Vinemancer Guard must not apply to a Shaman with no Vine Wall adjacent (3 hits as usual)."""
    s = so().phase(1, "attack")
    shaman = s.place(0, "Shaman", (3, 3))
    s.vine(0, (1, 3))  # two spaces away
    archer = s.place(1, "Stalwart Archer", (3, 5))
    s.roll(3).do(cmds.Attack(1, archer, shaman))
    assert not s.on_board(shaman)


# --- Vine Growth ---------------------------------------------------------------------------------


def test_vine_growth_places_a_vine_next_to_a_wall_of_yours_even_under_a_unit():
    """Vine Growth: 'pick a wall you control; place a Vine Wall adjacent to it' (a Vine Wall may go
    under a unit)."""
    s = so().phase(0, "event")
    knight = s.place(1, "Guardian Knight", (2, 3))
    play(s, 0, "Vine Growth")
    assert set(s.options()) == {(1, 2), (3, 2), (2, 1), (2, 3)}
    s.answer((2, 3))
    assert s.state.vine_at((2, 3)) is not None and s.card(knight).pos == (2, 3)
    assert len(s.state.players[0].vine_pile) == 14


def test_vine_growth_never_offers_spaces_next_to_enemy_walls_or_on_walls_and_vines():
    """Vine Growth must not offer a space next to only Toby's wall, a space holding a Vine Wall
    or a wall, and offers nothing with an empty Vine Wall pile."""
    s = so().phase(0, "event")
    s.vine(0, (1, 2))
    play(s, 0, "Vine Growth")
    opts = set(s.options())
    assert (1, 2) not in opts and (2, 2) not in opts and (3, 4) not in opts and (4, 5) not in opts
    assert {(0, 2), (1, 1), (1, 3)} <= opts  # next to the Vine Wall at (1, 2): a wall Ella controls
    s2 = so().phase(0, "event")
    for q in [(c, r) for r in range(8) for c in range(6)]:
        if s2.state.players[0].vine_pile and s2.state.at(q) is None:
            s2.vine(0, q)
    assert not s2.state.players[0].vine_pile
    growth = s2.in_hand(0, "Vine Growth")
    assert cmds.PlayEvent(0, growth) not in s2.legal()  # nothing it could do


# --- Vine Guard ----------------------------------------------------------------------------------


def test_vine_guard_lends_vinemancer_guard_to_your_units_until_your_next_turn():
    """Vine Guard: 'until the start of your next turn your Swamp Orcs gain Vinemancer Guard' (a
    Savager next to a Vine Wall is wounded only on 5 or more in Toby's turn)."""
    s = so().phase(0, "event")
    sav = s.place(0, "Savager", (3, 3))
    s.vine(0, (2, 3))
    play(s, 0, "Vine Guard")
    while s.state.turn.player == 0:
        s.end_phase()
    while s.state.phase != "attack":
        s.end_phase()
    archer = s.place(1, "Stalwart Archer", (3, 5))
    s.roll(4).do(cmds.Attack(1, archer, sav))
    assert s.card(sav).damage == 0


def test_vine_guard_ends_at_the_start_of_your_next_turn_and_never_helps_the_opponent():
    """Vine Guard must not reach Toby's units, and it ends when Ella's next turn begins."""
    s = so().phase(0, "event")
    sav = s.place(0, "Savager", (3, 3))
    knight = s.place(1, "Guardian Knight", (1, 3))
    s.vine(0, (2, 3))
    play(s, 0, "Vine Guard")
    assert s.card(knight).damage == 0
    while s.state.phase != "attack":
        s.end_phase()
    mugglug = s.summoner(0)
    s.relocate(mugglug, (0, 3))  # next to the knight
    attack(s, mugglug, knight, 4, 1, 1)
    assert s.card(knight).damage == 1  # a 4 wounds Toby's knight next to the Vine Wall
    while s.state.turn.player == 0:
        s.end_phase()
    while s.state.turn.player == 1:
        s.end_phase()
    assert s.state.turn.player == 0
    s.phase(1, "attack")
    archer = s.place(1, "Stalwart Archer", (3, 5))
    s.roll(4).do(cmds.Attack(1, archer, sav))
    assert s.card(sav).damage == 1


# --- Ensnare -------------------------------------------------------------------------------------


def test_ensnare_places_up_to_2_commons_on_empty_vines_within_4_spaces():
    """Ensnare: 'pick up to 2 commons; one at a time place each onto an empty Vine Wall space within
    4 spaces of that unit' (an enemy's and your own)."""
    s = so().phase(0, "event")
    knight = s.place(1, "Guardian Knight", (0, 6))
    hunter = s.place(0, "Hunter", (5, 1))
    s.vine(0, (0, 3))
    s.vine(0, (4, 3))
    play(s, 0, "Ensnare")
    assert set(s.options()) == {knight, hunter}
    s.answer(knight)
    assert set(s.options()) == {(0, 3)}  # (4, 3) is 7 spaces from the knight
    s.answer((0, 3))
    s.answer(hunter)
    assert set(s.options()) == {(4, 3)}  # (0, 3) has the knight on it now
    events = s.answer((4, 3))
    assert s.card(knight).pos == (0, 3) and s.card(hunter).pos == (4, 3) and s.prompt is None
    assert not [e for e in events if isinstance(e, ev.VineRolled)]


def test_ensnare_never_takes_a_champion_nor_a_common_with_no_empty_vine_near():
    """Ensnare must not offer a champion, nor a common with no empty Vine Wall space within 4
    spaces, and may stop after one unit."""
    s = so().phase(0, "event")
    kalon = s.place(1, "Kalon Lightbringer", (0, 4))
    far = s.place(1, "Guardian Knight", (5, 7))
    near = s.place(1, "Priest", (1, 4))
    s.vine(0, (0, 3))
    occupied = s.place(0, "Savager", (2, 5))
    s.vine(0, (2, 5))
    play(s, 0, "Ensnare")
    assert kalon not in s.options() and far not in s.options()
    assert near in s.options() and occupied in s.options()  # the Savager may go to the other Vine Wall
    s.answer(near)
    assert s.options() == [(0, 3)]  # not (2, 5): the Savager is on it
    s.answer((0, 3))
    assert s.prompt is None or s.options() == []
    assert s.card(far).pos == (5, 7)


# --- Ambush --------------------------------------------------------------------------------------


def test_ambush_lends_vinemancer_ambush_to_your_units_for_the_turn():
    """Ambush: 'until end of turn your Swamp Orcs gain Vinemancer Ambush' (a Savager moving onto a
    Vine Wall space has +1 attack)."""
    s = so().phase(0, "event")
    sav = s.place(0, "Savager", (0, 1))
    s.vine(0, (0, 2))
    play(s, 0, "Ambush")
    s.end_phase()
    s.roll(6)
    s.do(cmds.Move(0, sav, ((0, 2),)))
    assert strength(s.state, s.card(sav)) == 4


def test_ambush_ends_with_the_turn_and_is_not_doubled_on_a_hunter():
    """Ambush must not give a Hunter +2 (it already has Vinemancer Ambush), nor reach Toby's units,
    nor last into the next turn."""
    s = so().phase(0, "event")
    h = s.place(0, "Hunter", (0, 1))
    sav = s.place(0, "Savager", (5, 1))
    knight = s.place(1, "Guardian Knight", (4, 6))
    s.vine(0, (0, 2))
    s.vine(0, (4, 5))
    play(s, 0, "Ambush")
    s.end_phase()
    s.do(cmds.Move(0, h, ((0, 2),)))
    assert strength(s.state, s.card(h)) == 2
    while s.state.turn.player == 0:
        s.end_phase()
    assert strength(s.state, s.card(h)) == 1
    s.phase(1, "move")
    s.roll(6)
    s.do(cmds.Move(1, knight, ((4, 5),)))
    assert strength(s.state, s.card(knight)) == 1
    s.phase(0, "move")
    s.roll(6)
    s.do(cmds.Move(0, sav, ((5, 2),)))
    assert strength(s.state, s.card(sav)) == 3


# --- random games ----------------------------------------------------------------------------------


def _champions_from_the_start(seed: int):
    """The Swamp Orcs deck with its 3 champions added to the starting setup (on Ella's front rows),
    so that random play, which seldom saves 5 to 7 magic for one, meets their abilities."""
    from dataclasses import replace

    from game.core.cards import StartingCard
    from game.sim import make_setup

    deck = catalog.deck(SO, include_user=False)
    extra = tuple(StartingCard(f"{SO}/{c}", col, row) for c, col, row in
                  (("blerg", 2, 3), ("glarg", 5, 2), ("splub", 3, 3)))
    deck = replace(deck, starting=deck.starting + extra)
    rs = catalog.ruleset("1e", include_user=False)
    return make_setup(rs, (deck, catalog.deck(VG, include_user=False)), catalog.cards(include_user=False), seed)


def _used(g) -> set[str]:
    """Which Swamp Orc abilities left their mark in a finished game, read by replaying its log:
    what an event shows, judged on the state just before it."""
    from game.core.apply import apply_in_place
    from game.core.vines import on_vine, vines_next_to

    st = g.initial.clone()
    out: set[str] = set()

    def name(uid: int | None) -> str:
        return st.cards[uid].name if uid in st.cards else ""

    cause = ""  # what a Vine Wall placed now comes from: the last card destroyed, or event played
    for c in g.log:
        for e in c.events:
            if isinstance(e, ev.DiceRolled) and e.purpose == "fear":
                out.add("Fear")
            elif isinstance(e, ev.CardPutUnder) and name(e.host) == "Blerg":
                out.add("Adapt")
            elif isinstance(e, ev.DamageRemoved) and name(e.card) == "Blerg" and cause == "destroyed by Blerg":
                out.add("Adapt")
            elif isinstance(e, ev.EventPlayed):
                cause = name(e.card)
                out.add(cause if st.cards[e.card].owner == 0 else "")
            elif isinstance(e, ev.CardDestroyed):
                cause = f"destroyed by {name(e.by) if e.by is not None else ''}"
            elif isinstance(e, ev.VinePlaced):
                out.add("Vinemancer Sow" if cause == "destroyed by Splub" else "Rampant Growth"
                        if cause.startswith("destroyed") else f"{cause} (vine)")
            elif isinstance(e, ev.EffectAdded) and e.effect.kind == "stat" and name(e.effect.source) in ("Hunter", "Ambush"):
                out.add("Vinemancer Ambush")
            elif isinstance(e, ev.AttackDeclared):
                a, t = st.cards[e.attacker], st.cards[e.target]
                if a.name == "Glarg" and on_vine(st, a):
                    out.add("Vinemancer Reach")
                if t.name == "Shaman" and t.controller == 0 and vines_next_to(st, t):
                    out.add("Vinemancer Guard")
            elif isinstance(e, ev.UnitMoved) and e.counts:
                u = st.cards[e.card]
                if u.controller == 0 and on_vine(st, u) and u.name in ("Mugglug", "Glarg", "Splub", "Hunter", "Shaman"):
                    out.add("no roll")  # moved off a Vine Wall: no VineRolled before it
            elif isinstance(e, ev.VineRolled):
                out.add("vine roll")
            apply_in_place(st, e)
    return out


@pytest.mark.parametrize(("other", "seed"), [(VG, 1), (VG, 2), ("mountain-vargath-1e", 3)])
def test_random_games_against_other_1e_factions_keep_every_invariant(other, seed):
    """Random legal play, Swamp Orcs against the Vanguards and the Mountain Vargath, to the end of
    the game with every invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(SO, other, seed), seed)
    assert g.state.over


def test_random_games_with_the_champions_out_use_the_swamp_orc_abilities():
    """Random legal play from a setup with Blerg, Glarg and Splub already on the battlefield, every
    invariant checked: over a few games the bots use every Swamp Orc ability and event."""
    used: set[str] = set()
    for seed in range(1, 7):
        g = play_checked(_champions_from_the_start(seed), seed)
        assert g.state.over
        used |= _used(g)
    assert {"Fear", "Adapt", "Rampant Growth", "Vinemancer Reach", "Vinemancer Sow", "Vinemancer Ambush",
            "Vinemancer Guard", "no roll", "Vine Growth", "Vine Growth (vine)", "Vine Guard", "Ensnare",
            "Ambush"} <= used, used
