"""Illegal commands are rejected with a reason a player understands, and change nothing.

DESIGN, Event sourcing: '`decide(state, command)` checks legality and returns the Events it
causes, or a rejection that says why ... Nothing is mutated by `decide`.'
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.core import Game, Rejection, check, decide, state_hash
from game.core import commands as cmds
from game.core.ruleset import ATTACK, BUILD, MAGIC, MOVE, SUMMON
from tests import factories
from tests.core.helpers import Scene, assert_rejected


def test_game_submit_of_an_illegal_command_changes_nothing():
    """Rulebook, Turn Sequence: only the player whose turn it is acts — and a refused command
    leaves the game, its log and its hash as they were."""
    g = Game.new(factories.test_setup(2))
    p = g.state.turn.player
    before, log = g.hash(), len(g.log)
    state = g.state
    out = g.submit(cmds.EndPhase(1 - p))
    assert isinstance(out, Rejection) and not out and out.reason
    assert g.hash() == before and len(g.log) == log and g.state is state
    out = g.submit(cmds.EndPhase(p))
    assert not isinstance(out, Rejection) and len(g.log) == log + 1


def test_rejection_is_falsy_and_check_agrees_with_decide():
    """A Rejection reads as 'no' and carries the same reason `check` gives; a legal command has no
    reason (check returns None)."""
    s = Scene()
    p = s.state.turn.player
    assert check(s.state, cmds.EndPhase(p)) is None
    r = decide(s.state, cmds.EndPhase(1 - p))
    assert isinstance(r, Rejection) and not r and r.reason == check(s.state, cmds.EndPhase(1 - p))


# --- one position, every kind of wrong --------------------------------------------------------


@pytest.fixture
def attack_scene() -> Scene:
    """Player 0's Attack phase with a warrior next to an enemy guard, an archer, and cards to
    block it."""
    s = Scene(clean=True)
    s.phase(0, ATTACK)
    s.magic(0, 0)
    s.w = s.place(0, "Test Warrior", (1, 3))
    s.foe = s.place(1, "Test Guard", (1, 4))
    s.archer = s.place(0, "Test Archer", (4, 1))
    s.far = s.place(1, "Test Brute", (4, 5))  # 4 away from the archer
    s.blocked = s.place(1, "Champion Axe", (0, 1))
    s.blocker = s.place(1, "Test Guard", (1, 1))
    s.omen = s.hand(0, "Test Omen")
    s.guard = s.hand(0, "Test Guard")
    s.gate_card = s.hand(0, "Gate")
    return s


def test_wrong_player(attack_scene):
    """Rulebook, Turn Sequence: 'On a player's turn, they must complete the following 6 phases'
    — the other player's commands are refused."""
    s = attack_scene
    foe_unit = s.foe
    for cmd in [cmds.Attack(1, foe_unit, s.w), cmds.EndPhase(1), cmds.PlayEvent(1, s.hand(1, "Test Omen"))]:
        assert "turn" in s.reject(cmd)


@pytest.mark.parametrize("phase", [SUMMON, MOVE, BUILD, MAGIC])
def test_wrong_phase(attack_scene, phase):
    """Rulebook, Turn Sequence: each action belongs to its phase."""
    s = attack_scene
    s.phase(0, phase)
    s.reject(cmds.Attack(0, s.w, s.foe))
    s.reject(cmds.PlayEvent(0, s.omen))


def test_fourth_attacker_and_out_of_range_and_blocked(attack_scene):
    """Rulebook, Phase 4: up to 3 attackers; ranged targets up to 3 *clear* straight spaces."""
    s = attack_scene
    assert "out of range" in s.reject(cmds.Attack(0, s.archer, s.far))
    s.relocate(s.archer, (2, 1))  # now the guard at (1,1) stands between it and (0,1)
    assert "no clear line" in s.reject(cmds.Attack(0, s.archer, s.blocked))
    units = [s.place(0, "Test Warrior", (c, 6)) for c in (0, 1, 3, 4)]
    foes = [s.place(1, name, (c, 7)) for c, name in
            [(0, "Test Brute"), (1, "Test Brute"), (3, "Test Brute"), (4, "Champion Bow")]]
    for u, t in zip(units[:3], foes[:3], strict=True):
        s.do(cmds.Attack(0, u, t))
    assert "3" in s.reject(cmds.Attack(0, units[3], foes[3]))


def test_fourth_mover_and_blocked_path():
    """Rulebook, Phase 2: up to 3 different units; 'Units CANNOT move through other cards.'"""
    s = Scene(clean=True)
    s.phase(0, MOVE)
    units = [s.place(0, "Test Warrior", (c, 4)) for c in (0, 1, 4, 5)]
    s.place(1, "Test Guard", (0, 5))
    assert "blocked" in s.reject(cmds.Move(0, units[0], ((0, 5), (0, 6))))
    for u in units[1:]:
        s.do(cmds.Move(0, u, ((s.card(u).pos[0], 3),)))
    assert "3" in s.reject(cmds.Move(0, units[0], ((0, 3),)))


def test_unaffordable(attack_scene):
    """Glossary SPEND: 'If you do not have enough magic ... you cannot pay the cost'."""
    s = attack_scene
    assert "costs" in s.reject(cmds.PlayEvent(0, s.omen))


def test_not_your_card(attack_scene):
    """Rulebook, Phases 2 and 4: 'units you control'; Phase 5: cards from 'your hand'."""
    s = attack_scene
    s.reject(cmds.Attack(0, s.foe, s.w))
    s.phase(0, MOVE)
    s.reject(cmds.Move(0, s.foe, ((1, 5),)))
    s.phase(0, MAGIC)
    s.reject(cmds.DiscardForMagic(0, (s.state.players[1].hand[0],)))


@dataclass(frozen=True)
class Teleport(cmds.Command):
    """A command type the rules do not know."""

    unit: int


def _malformed(s: Scene) -> list[object]:
    w, foe = s.w, s.foe
    hand = s.state.players[0].hand[0]
    return [
        # not a command at all, or a type the game does not know
        None, "EndPhase", 42, object(), {"type": "EndPhase", "player": 0}, Teleport(0, w),
        # a player who is not in the game
        cmds.EndPhase(2), cmds.EndPhase(-1), cmds.EndPhase("0"), cmds.EndPhase(None), cmds.EndPhase(True),
        cmds.EndPhase(0.0),
        # unknown uids and wrong types for uids
        cmds.Attack(0, 99_999, foe), cmds.Attack(0, w, 99_999), cmds.Attack(0, -3, foe),
        cmds.Attack(0, None, None), cmds.Attack(0, "w", foe), cmds.Attack(0, [w], foe),
        cmds.Attack(0, w, (foe,)), cmds.Attack(0, float(w), foe), cmds.Attack(0, w, float(foe)),
        cmds.Summon(0, 99_999, (3, 1)), cmds.PlayEvent(0, None), cmds.PlayEvent(0, "Test Omen"),
        cmds.UseAbility(0, w, "no such ability"), cmds.UseAbility(0, 99_999, "x"), cmds.UseAbility(0, w, None),
        cmds.Answer(0, 0), cmds.Answer(0, "yes"), cmds.Answer(0, None),
        # positions off the board or of the wrong shape
        cmds.Move(0, w, ((1, 3), (1, 2))), cmds.Build(0, hand, (9, 9)), cmds.Build(0, hand, (-1, 0)),
        cmds.Summon(0, hand, "ab"), cmds.Summon(0, hand, None), cmds.Summon(0, hand, (1, 2, 3)),
        cmds.Summon(0, hand, (1.0, 2.0)), cmds.Summon(0, hand, (True, 1)),
        # paths of strings, of junk, of the wrong container, off the board
        cmds.Move(0, w, ("ab", "cd")), cmds.Move(0, w, "ab"), cmds.Move(0, w, None),
        cmds.Move(0, w, [(1, 4)]), cmds.Move(0, w, ((1, 4), None)), cmds.Move(0, w, ((1,),)),
        cmds.Move(0, w, ((1, 4.0),)), cmds.Move(0, w, ((True, 3),)), cmds.Move(0, w, ((1, 2, 3),)),
        cmds.Move(0, w, ((1, 8),)), cmds.Move(0, w, ((10**30, 3),)), cmds.Move(0, w, (((1, 4), (1, 5)),)),
        cmds.Move(0, float(w), ((1, 2),)),
        cmds.DiscardForMagic(0, "abc"), cmds.DiscardForMagic(0, None), cmds.DiscardForMagic(0, [hand]),
        cmds.DiscardForMagic(0, (hand, None)), cmds.DiscardForMagic(0, (float(hand),)),
        cmds.DiscardForMagic(0, ([hand],)),
        # numbers that equal a legal uid or space but are not plain integers (1.0 == 1 == True)
        cmds.Summon(0, s.guard, (3.0, 1.0)), cmds.Summon(0, float(s.guard), (3, 1)),
        cmds.Summon(0, s.guard, (3, True)), cmds.Build(0, s.gate_card, (0.0, 0.0)),
        cmds.Build(0, s.gate_card, (False, False)), cmds.Move(0, w, ((True, 2),)),
        cmds.Move(0, float(w), ((1, 2),)), cmds.Attack(0, float(w), foe), cmds.Attack(0, w, float(foe)),
        cmds.PlayEvent(0, float(s.omen)), cmds.DiscardForMagic(0, (float(s.guard),)),
        cmds.DiscardForMagic(0, (s.guard, float(s.guard))),
    ]


def test_malformed_commands_are_rejected_and_change_nothing(attack_scene):
    """DESIGN: 'decide(state, command) checks legality and returns the Events it causes, or a
    rejection that says why' — for junk too, in every phase: nothing raises, nothing changes."""
    s = attack_scene
    s.magic(0, 3)
    for phase in (SUMMON, MOVE, BUILD, ATTACK, MAGIC):
        s.phase(0, phase)
        before = state_hash(s.state)
        for cmd in _malformed(s):
            assert_rejected(s.state, cmd)
        assert state_hash(s.state) == before


def test_a_legal_command_in_the_same_position_is_accepted(attack_scene):
    """The malformed cases above are refused for their form, not because the position forbids
    everything: the well-formed versions are accepted."""
    s = attack_scene
    s.magic(0, 3)
    s.fork().do(cmds.Attack(0, s.w, s.foe))
    s.fork().do(cmds.PlayEvent(0, s.omen))
    s.phase(0, MOVE)
    s.fork().do(cmds.Move(0, s.w, ((1, 2),)))
    s.phase(0, SUMMON)
    s.fork().do(cmds.Summon(0, s.guard, (3, 1)))
    s.phase(0, BUILD)
    s.fork().do(cmds.Build(0, s.gate_card, (0, 0)))
    s.phase(0, MAGIC)
    s.fork().do(cmds.DiscardForMagic(0, (s.guard,)))
