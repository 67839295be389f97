"""Rulebook, "Phase 2: Move": 'Move up to 3 different units you control 1 or 2 spaces each.
Units can only move into or through empty, adjacent spaces. A unit that is also a structure
cannot move unless an effect allows it.'"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, MOVE, SUMMON
from tests.core.helpers import Scene


def scene(player: int = 0) -> Scene:
    s = Scene(clean=True)
    s.phase(player, MOVE)
    return s


def destinations(s: Scene, uid: int) -> dict:
    return {c.path[-1]: c.path for c in s.legal() if isinstance(c, cmds.Move) and c.unit == uid}


@pytest.mark.parametrize("path", [
    ((1, 4),), ((1, 2),), ((0, 3),), ((2, 3),),  # 1 space each way
    ((1, 4), (1, 5)), ((1, 2), (1, 1)), ((2, 3), (3, 3)), ((0, 3),),  # 2 straight
])
def test_units_move_1_or_2_spaces_vertically_or_horizontally(path):
    """Rulebook, Example: Moving — 'Units can move vertically or horizontally 1 to 2 spaces.'"""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    evs = s.do(cmds.Move(0, w, path))
    assert evs[0] == ev.UnitMoved(w, path)
    assert s.card(w).pos == path[-1]
    assert s.at((1, 3)) is None and s.at(path[-1]).uid == w


@pytest.mark.parametrize("path", [((1, 4), (2, 4)), ((2, 3), (2, 4)), ((0, 3), (0, 2))])
def test_units_move_one_vertically_and_one_horizontally(path):
    """Rulebook, Example: Moving — 'Units can move 1 space vertically and 1 space horizontally or
    vice versa.'"""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    s.do(cmds.Move(0, w, path))
    assert s.card(w).pos == path[-1]


def test_units_may_move_out_and_back_onto_their_start():
    """Rulebook, Example: Moving — 'Units can move 1 space and then move back to their original
    space.' Glossary MOVE: 'can be moved back onto a space it was just moved off of'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    assert destinations(s, w)[(1, 3)] in {((1, 4), (1, 3)), ((1, 2), (1, 3)), ((0, 3), (1, 3)), ((2, 3), (1, 3))}
    evs = s.do(cmds.Move(0, w, ((1, 4), (1, 3))))
    assert evs[0] == ev.UnitMoved(w, ((1, 4), (1, 3)))
    assert s.card(w).pos == (1, 3)
    assert s.state.turn.movers == [w]  # it moved: it used one of the 3 moves


def test_units_never_move_0_spaces():
    """Glossary MOVE: 'A unit cannot move 0 spaces'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    s.reject(cmds.Move(0, w, ()))
    s.reject(cmds.Move(0, w, ((1, 3),)))  # "moving" onto its own space
    assert s.state.turn.movers == []


def test_units_move_at_most_2_spaces():
    """Rulebook, Phase 2: '1 or 2 spaces each'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    assert "at most 2" in s.reject(cmds.Move(0, w, ((1, 4), (1, 5), (1, 6))))
    assert (1, 6) not in destinations(s, w)
    assert set(destinations(s, w)) == {
        (1, 3), (1, 4), (1, 5), (1, 2), (1, 1), (0, 3), (2, 3), (3, 3),
        (0, 4), (2, 4), (0, 2), (2, 2),
    }


@pytest.mark.parametrize("path", [((2, 4),), ((0, 2),), ((1, 4), (2, 5)), ((1, 5),), ((3, 3),)])
def test_units_cannot_move_diagonally_or_jump(path):
    """Rulebook, Example: Moving — 'Units CANNOT move diagonally'; each step is to an adjacent
    space (glossary MOVE: 'slide it ... to an empty adjacent space')."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    assert "diagonally" in s.reject(cmds.Move(0, w, path))
    assert s.card(w).pos == (1, 3)


def test_units_cannot_move_through_other_cards():
    """Rulebook, Example: Moving — 'Units CANNOT move through other cards.' (friend or foe)."""
    for blocker_owner in (0, 1):
        s = scene()
        w = s.place(0, "Test Warrior", (1, 3))
        s.place(blocker_owner, "Test Guard", (1, 4))
        assert "path blocked" in s.reject(cmds.Move(0, w, ((1, 4), (1, 5))))
        dests = destinations(s, w)
        assert (1, 4) not in dests and (1, 5) not in dests
        assert (2, 4) in dests  # around the blocker, by another way
        s.do(cmds.Move(0, w, ((2, 3), (2, 4))))


def test_units_cannot_end_on_another_card():
    """Glossary MOVE / PLACE: a unit moves only into an empty space."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    s.place(1, "Test Guard", (1, 5))
    assert "is there" in s.reject(cmds.Move(0, w, ((1, 4), (1, 5))))
    assert "is there" in s.reject(cmds.Move(0, s.summoner(0), ((3, 1), (3, 2))))  # not onto a gate either


def test_units_cannot_move_off_the_battlefield():
    """Glossary BATTLEFIELD: all the spaces of the game board — there are no others."""
    s = scene()
    w = s.place(0, "Test Warrior", (0, 0))
    s.reject(cmds.Move(0, w, ((-1, 0),)))
    s.reject(cmds.Move(0, w, ((0, -1),)))
    assert set(destinations(s, w)) <= {(0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2)}


def test_up_to_3_different_units_move_and_a_fourth_is_rejected():
    """Rulebook, Phase 2: 'Move up to 3 different units'."""
    s = scene()
    units = [s.place(0, "Test Warrior", (c, 4)) for c in (0, 1, 4, 5)]
    for u in units[:3]:
        s.do(cmds.Move(0, u, ((s.card(u).pos[0], 5),)))
    assert s.state.turn.movers == units[:3]
    assert "already moved 3" in s.reject(cmds.Move(0, units[3], ((5, 5),)))
    assert not [c for c in s.legal() if isinstance(c, cmds.Move)]


def test_the_same_unit_cannot_move_twice_in_a_phase():
    """Rulebook, Phase 2: '3 *different* units ... 1 or 2 spaces each'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    s.do(cmds.Move(0, w, ((1, 4),)))
    assert "already moved" in s.reject(cmds.Move(0, w, ((1, 5),)))
    assert not destinations(s, w)


def test_the_move_limit_starts_afresh_next_turn():
    """Rulebook, Phase 2: the limit is per Move phase."""
    s = scene()
    units = [s.place(0, "Test Warrior", (c, 4)) for c in (0, 1, 4, 5)]
    for u in units[:3]:
        s.do(cmds.Move(0, u, ((s.card(u).pos[0], 5),)))
    s.phase(1, MOVE)
    s.phase(0, MOVE)
    s.do(cmds.Move(0, units[3], ((5, 5),)))
    s.do(cmds.Move(0, units[0], ((0, 6),)))


def test_structures_never_move():
    """Rulebook, Example: Moving — 'Structures CANNOT move.' (a unit that is also a structure,
    and a gate, which is not a unit at all)."""
    s = scene()
    tower = s.place(0, "Test Tower", (1, 3))
    assert "structure" in s.reject(cmds.Move(0, tower, ((1, 4),)))
    assert not destinations(s, tower)
    gate = s.gate(0)
    assert "not a unit" in s.reject(cmds.Move(0, gate, ((4, 2),)))
    assert not destinations(s, gate)


def test_only_units_you_control_move():
    """Rulebook, Phase 2: 'units you control'."""
    s = scene()
    theirs = s.place(1, "Test Warrior", (1, 3))
    assert "not yours" in s.reject(cmds.Move(0, theirs, ((1, 2),)))
    assert not destinations(s, theirs)
    # a card owned by the opponent but controlled by you does move
    s.apply(ev.ControlChanged(theirs, 0))
    s.do(cmds.Move(0, theirs, ((1, 2),)))


def test_summoners_are_units_and_move():
    """Glossary UNIT: 'including commons, champions, and summoners ... Units can move'."""
    s = scene()
    s.do(cmds.Move(0, s.summoner(0), ((2, 0), (2, 1))))
    assert s.at((2, 1)).defn.is_summoner


@pytest.mark.parametrize("phase", [SUMMON, "build", ATTACK, "magic"])
def test_moves_only_in_the_move_phase(phase):
    """Rulebook, Turn Sequence: moving is Phase 2."""
    s = Scene(clean=True)
    s.phase(0, phase)
    w = s.place(0, "Test Warrior", (1, 3))
    assert "Move phase" in s.reject(cmds.Move(0, w, ((1, 4),)))


def test_legal_moves_are_all_accepted_and_cover_every_reachable_space():
    """Rulebook, Phase 2: every 1-2 step orthogonal path through empty spaces is a legal move."""
    s = scene()
    w = s.place(0, "Test Warrior", (2, 3))
    s.place(1, "Test Guard", (2, 4))
    s.place(0, "Test Guard", (1, 3))
    dests = destinations(s, w)
    # not (3,2): the gate; not (2,5): behind the enemy; not (0,3): behind the friend
    expected = {(2, 3), (3, 3), (4, 3), (3, 4), (2, 2), (2, 1), (1, 2)}
    assert set(dests) == expected
    for path in dests.values():
        s.fork().do(cmds.Move(0, w, path))
