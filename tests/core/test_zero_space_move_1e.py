"""1E Master Set rulebook, "Phase 4: Movement": "Some Special Abilities activate when a Unit moves.
A player may announce that they are moving a Unit 0 spaces in order to activate such an Ability
without having to move that Unit from its current space. Doing this counts as moving 1 of the 3
Units you are allowed to move during a Movement Phase." (cards/1e/rules.yaml: `zero_space_move`.)

Each rule is checked both ways: the 0-space move is offered and does what a move does for such a
unit, and it is refused (and not offered) where it must not be: for a unit without such an
ability, as a 4th mover, as a 3rd mover on the first turn, for a unit that already moved, and
under the 2nd edition's rules. Ella (player 0) plays the shipped 1E deck named by each test.
Rows 0-3 are Ella's side; (column, row), 0-based.
"""

from __future__ import annotations

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.rng import randbelow
from game.core.stats import strength
from game.persist.saves import load_game, save_game, verify_file
from tests.factions.scene_goblins_dwarves_1e import GOBLINS
from tests.factions.scene_goblins_dwarves_1e import scene as goblins_dwarves_scene
from tests.factions.scene_vgfk_1e import VG, scene, setup_1e
from tests.scene import faction_scene
from tests.simcheck import play_checked

BENDERS = "benders-1e"


def _moves(s, uid) -> list[cmds.Move]:
    return [c for c in s.legal() if isinstance(c, cmds.Move) and c.unit == uid]


def _boxed_in_kalal(first_turn: bool = False):
    """Kalal in Ella's corner (0, 0), walled in by two Breakers: she cannot move 1 space."""
    s = scene(BENDERS, VG).phase(0, "move", first_turn=first_turn)
    kalal = s.place(0, "Kalal", (0, 0))
    boxes = [s.place(0, "Breaker", (1, 0)), s.place(0, "Breaker", (0, 1))]
    return s, kalal, boxes


def test_a_boxed_in_kalal_moves_0_spaces_and_glimpses_the_future():
    """1E rulebook, Phase 4: "A player may announce that they are moving a Unit 0 spaces in order to
    activate such an Ability without having to move that Unit from its current space." Kalal's
    Glimpse the Future ('after Kalal moves') is asked after her 0-space move; she stays on her space
    and is one of the phase's movers."""
    s, kalal, _ = _boxed_in_kalal()
    assert _moves(s, kalal) == [cmds.Move(0, kalal, ())]
    out = s.do(cmds.Move(0, kalal, ()))
    assert out[0] == ev.UnitMovedZeroSpaces(kalal)
    assert not any(isinstance(e, ev.UnitMoved) for e in out)
    assert s.card(kalal).pos == (0, 0) and s.at((0, 0)).uid == kalal
    assert s.state.turn.movers == [kalal]
    assert "look at the top of which draw pile" in s.prompt.text


def test_lun_moves_0_spaces_to_use_gem_of_calling():
    """1E rulebook, Phase 4: "A player may announce that they are moving a Unit 0 spaces in order to
    activate such an Ability without having to move that Unit from its current space." Lun's Gem of
    Calling ('once per turn, after Lun moves, you may pay 1 magic to place a common within 4 spaces
    of Lun on an empty space next to Lun') works after a 0-space move."""
    s = goblins_dwarves_scene("move", 0, p0="deep-dwarves-1e", p1=GOBLINS)
    lun = s.place(0, "Lun", (2, 3))
    fighter = s.place(1, "Fighter", (5, 4))  # 4 spaces from Lun
    s.magic(0, 2)
    assert cmds.Move(0, lun, ()) in _moves(s, lun)
    s.do(cmds.Move(0, lun, ()))
    assert fighter in s.options()
    s.answer(fighter)
    s.answer((1, 3))
    assert s.card(fighter).pos == (1, 3) and s.card(lun).pos == (2, 3)
    assert s.state.players[0].magic == 1


def test_a_0_space_move_counts_as_one_of_the_3_units_moved():
    """1E rulebook, Phase 4: "Doing this counts as moving 1 of the 3 Units you are allowed to move
    during a Movement Phase." After two Breakers and Kalal's 0-space move no other unit may move;
    after three units moved Kalal may not move 0 spaces (refused, and not offered)."""
    s, kalal, boxes = _boxed_in_kalal()
    third = s.place(0, "Breaker", (4, 1))
    s.do(cmds.Move(0, boxes[0], ((2, 0),)))
    s.do(cmds.Move(0, kalal, ()))
    s.answer("opponent")
    while s.prompt is not None:
        s.answer(s.options()[0])
    s.do(cmds.Move(0, boxes[1], ((0, 2),)))
    assert s.state.turn.movers == [boxes[0], kalal, boxes[1]]
    assert "already moved 3 units" in s.reject(cmds.Move(0, third, ((4, 2),)))
    # the other way round: three units moved, Kalal's 0-space move would be a 4th
    t, kalal, boxes = _boxed_in_kalal()
    third = t.place(0, "Breaker", (4, 1))
    t.do(cmds.Move(0, boxes[0], ((2, 0),)))
    t.do(cmds.Move(0, boxes[1], ((0, 2),)))
    t.do(cmds.Move(0, third, ((4, 2),)))
    assert _moves(t, kalal) == []
    assert "already moved 3 units" in t.reject(cmds.Move(0, kalal, ()))
    assert t.prompt is None and t.state.turn.movers == [boxes[0], boxes[1], third]


def test_on_the_first_turn_a_0_space_move_is_one_of_the_first_players_2_units():
    """1E rulebook, Phase 4: "Doing this counts as moving 1 of the 3 Units you are allowed to move
    during a Movement Phase." and 1E rulebook, "Game Setup": "During that first Movement Phase the
    player going first can only move with up to 2 Units, instead of the normal 3." With 2 units
    moved, Kalal may not move 0 spaces; with 1 moved, she may."""
    s, kalal, boxes = _boxed_in_kalal(first_turn=True)
    s.do(cmds.Move(0, boxes[0], ((2, 0),)))
    assert cmds.Move(0, kalal, ()) in _moves(s, kalal)
    s.do(cmds.Move(0, boxes[1], ((0, 2),)))
    assert _moves(s, kalal) == []
    assert "first turn" in s.reject(cmds.Move(0, kalal, ()))


def test_a_unit_moves_once_a_phase_0_spaces_included():
    """1E rulebook, Phase 4: "No Unit can be moved more than once per Movement Phase": a unit that
    moved cannot then move 0 spaces, and one that moved 0 spaces cannot then move."""
    s = scene(BENDERS, VG).phase(0, "move")
    kalal = s.place(0, "Kalal", (1, 3))
    s.do(cmds.Move(0, kalal, ((1, 2),)))
    s.answer("opponent")
    while s.prompt is not None:
        s.answer(s.options()[0])
    assert _moves(s, kalal) == []
    assert "already moved" in s.reject(cmds.Move(0, kalal, ()))
    t = scene(BENDERS, VG).phase(0, "move")
    kalal = t.place(0, "Kalal", (1, 3))
    t.do(cmds.Move(0, kalal, ()))
    t.answer("opponent")
    while t.prompt is not None:
        t.answer(t.options()[0])
    assert _moves(t, kalal) == []
    assert "already moved" in t.reject(cmds.Move(0, kalal, ((1, 2),)))


def test_a_unit_without_an_ability_that_works_when_it_moves_cannot_move_0_spaces():
    """The 0-space move is "in order to activate such an Ability" (one that activates "when a Unit
    moves"): a Breaker has none, so it is refused, in words, and never offered, while Kalal beside
    it is offered one."""
    s, kalal, boxes = _boxed_in_kalal()
    reason = s.reject(cmds.Move(0, boxes[0], ()))
    assert reason == "Breaker has no ability that works when it moves, so it cannot move 0 spaces."
    assert cmds.Move(0, boxes[0], ()) not in s.legal()
    assert cmds.Move(0, kalal, ()) in s.legal()
    assert s.state.turn.movers == []


def test_the_0_space_move_is_the_1st_editions_only():
    """cards/1e/rules.yaml follows the 1E Master Set rulebook's 0-space move; the 2nd edition has
    none, whatever a unit's abilities (2E rulebook, "Phase 2: Move": a unit moves 1 or 2 spaces;
    tests/core/test_core_move.py): an Ember Archer, whose Quick Shot works after it moves, is refused
    a 0-space move in the rules' words and never offered one."""
    assert catalog.ruleset("1e", include_user=False).zero_space_move is True
    assert catalog.ruleset("2e", include_user=False).zero_space_move is False
    s = faction_scene("phoenix-elves", "move")
    archer = s.place(0, "Ember Archer", (1, 3))
    assert s.reject(cmds.Move(0, archer, ())) == "A move needs at least one space."
    assert all(c.path for c in s.legal() if isinstance(c, cmds.Move))
    assert s.state.turn.movers == []


def test_an_ability_that_works_before_the_unit_moves_is_set_off_by_0_spaces_too():
    """1E rulebook, Phase 4: "A player may announce that they are moving a Unit 0 spaces in order to
    activate such an Ability without having to move that Unit from its current space." The Demon
    Hand's Dark Pact ('before it moves, you may pick a unit next to it and roll a die; on 4 or more
    that unit takes 1 wound') is such an ability: after it the Demon Hand stays where it is."""
    from tests.core.test_mercenaries_b_1e import scene as mercenary_scene

    s = mercenary_scene()
    hand = s.place(0, "Demon Hand", (2, 3))
    knight = s.place(1, "Guardian Knight", (2, 4))
    warrior = s.place(0, "Warrior", (4, 3))
    assert cmds.Move(0, hand, ()) in s.legal() and cmds.Move(0, warrior, ()) not in s.legal()
    s.do(cmds.Move(0, hand, ()))
    assert s.prompt.options == (knight,)
    s.roll(4)
    out = s.answer(knight)
    assert ev.UnitMovedZeroSpaces(hand) in out
    assert s.card(knight).damage == 1 and s.card(hand).pos == (2, 3)
    assert s.state.turn.movers == [hand]


def test_a_0_space_move_on_a_vine_wall_moves_neither_onto_nor_off_it():
    """Vinemancer Ambush: "If this unit moves onto or off of one or more Vine Wall spaces, it has +1
    attack". A Hunter standing on a Vine Wall may move 0 spaces (it has an ability that works when it
    moves) but moves onto and off no space: no +1. Moving off it, it gets the +1."""
    s = scene("swamp-orcs-1e", VG).phase(0, "move")
    hunter = s.place(0, "Hunter", (0, 2))
    s.vine(0, (0, 2))
    assert cmds.Move(0, hunter, ()) in s.legal()
    s.do(cmds.Move(0, hunter, ()))
    assert strength(s.state, s.card(hunter)) == 1
    t = scene("swamp-orcs-1e", VG).phase(0, "move")
    hunter = t.place(0, "Hunter", (0, 2))
    t.vine(0, (0, 2))
    t.do(cmds.Move(0, hunter, ((0, 1),)))
    assert strength(t.state, t.card(hunter)) == 2


def _prefer_0_spaces(state, options, r):
    """A random player that moves 0 spaces whenever it may, summons Kalal or Lun whenever it can
    (and otherwise plays at random)."""
    zero = [c for c in options if isinstance(c, cmds.Move) and c.path == ()]
    if zero:
        return r, zero[0]
    wanted = [c for c in options if isinstance(c, cmds.Summon) and state.cards[c.card].name in ("Kalal", "Lun")]
    if wanted:
        return r, wanted[0]
    r, i = randbelow(r, len(options))
    return r, options[i]


def test_a_game_with_0_space_moves_saves_and_replays(tmp_path):
    """1E rulebook, Phase 4: "A player may announce that they are moving a Unit 0 spaces in order to
    activate such an Ability without having to move that Unit from its current space." A game in
    which units moved 0 spaces saves, loads to the same state and verifies (`replay --verify`: every
    command decided again gives the recorded events)."""
    g = play_checked(setup_1e(BENDERS, "deep-dwarves-1e", 6), 6, pick=_prefer_0_spaces)
    zero = [e for e in g.events if isinstance(e, ev.UnitMovedZeroSpaces)]
    assert zero, "the game should hold a 0-space move"
    path = save_game(g, tmp_path / "zero.json", name="zero")
    assert load_game(path).hash() == g.hash()
    ok, message = verify_file(path)
    assert ok, message
