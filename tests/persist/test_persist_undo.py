"""Undo: only your own last command, within the turn, and never past dice, draws, shuffles or a
card revealed from a hidden place; undoing gives back exactly the state before the command."""

from __future__ import annotations

import pytest
from persist_support import SCOUT, prompting_setup, random_game, with_warrior_ability

from factories import test_setup
from game.ai.random_bot import RandomBot
from game.core import Game, legal_commands
from game.core import commands as cmds
from game.core.legal import acting_player
from game.core.state import Prompt
from game.persist.undo import UndoError, undo, undo_status


def end_phases_until(g: Game, phase: str) -> None:
    while g.state.turn.phase != phase:
        assert g.submit(cmds.EndPhase(g.state.turn.player))


def first(g: Game, kind, pred=lambda state, c: True):
    for c in legal_commands(g.state):
        if isinstance(c, kind) and pred(g.state, c):
            return c
    return None


def play_until(g: Game, kind, pred=lambda state, c: True, seed: int = 3):
    """Random commands until one of `kind` is legal for the acting player; returns it."""
    bot = RandomBot(seed)
    for _ in range(3000):
        c = first(g, kind, pred)
        if c is not None:
            return c
        p = acting_player(g.state)
        assert g.submit(bot.choose(g.state, p))
    raise AssertionError(f"no {kind.__name__} came up")


def is_warrior(state, c) -> bool:
    return state.cards[c.unit].defn.id == "test/warrior"


def submit_checked(g: Game, cmd):
    before = g.hash()
    out = g.submit(cmd)
    assert out, out
    return before


def test_nothing_to_undo_at_the_start():
    g = Game.new(test_setup(1))
    for p in (0, 1):
        assert undo_status(g, p) == (False, "Undo: nothing to undo yet")
    with pytest.raises(UndoError):
        undo(g)


def test_a_plain_move_can_be_undone():
    g = Game.new(test_setup(1))
    me = g.state.turn.player
    end_phases_until(g, "move")
    move = first(g, cmds.Move)
    before = submit_checked(g, move)
    ok, reason = undo_status(g, me)
    assert ok, reason
    assert reason.startswith("Undo: take back Move ")
    back = undo(g, me)
    assert back.hash() == before
    assert back.commands == g.commands[:-1]
    assert len(g.log) == len(back.log) + 1  # the original is untouched
    # the undone game plays on normally, and may redo the same move
    assert back.submit(move).events == g.log[-1].events
    assert back.hash() == g.hash()


def test_undo_goes_back_to_the_start_of_the_turn_and_no_further():
    g = Game.new(test_setup(2))
    me = g.state.turn.player
    start = g.hash()
    end_phases_until(g, "move")
    for _ in range(2):
        m = first(g, cmds.Move)
        if m is None:
            break
        assert g.submit(m)
    steps = 0
    while True:
        ok, reason = undo_status(g, me)
        if not ok:
            break
        g = undo(g, me)
        steps += 1
    assert steps >= 2
    assert g.hash() == start
    assert reason == "Undo: that action ended the turn" or reason == "Undo: nothing to undo yet"


def test_not_after_an_attack():
    g = Game.new(test_setup(3))
    attack = play_until(g, cmds.Attack)
    me = attack.player
    assert g.submit(attack)
    ok, reason = undo_status(g, me)
    assert not ok
    assert reason == "Undo: a die was rolled since your last action"
    with pytest.raises(UndoError, match="a die was rolled"):
        undo(g, me)


def test_not_after_a_card_is_drawn():
    # the plain test faction draws only at the end of a turn; this Warrior draws after moving
    g = Game.new(with_warrior_ability(SCOUT, 4))
    move = play_until(g, cmds.Move, is_warrior)
    assert g.submit(move)
    ok, reason = undo_status(g, move.player)
    assert not ok
    assert reason == "Undo: a card was drawn since your last action"


def test_not_across_the_turn_boundary():
    g = Game.new(test_setup(5))
    me = g.state.turn.player
    names = [p.name for p in g.setup.players]
    end_phases_until(g, "magic")
    assert g.submit(cmds.EndPhase(me))  # draw phase and the end of the turn follow
    assert g.state.turn.player == 1 - me
    assert undo_status(g, me) == (False, "Undo: that action ended the turn")
    assert undo_status(g, 1 - me) == (False, f"Undo: the last action was {names[me]}'s")


def test_not_the_opponents_command():
    g = Game.new(test_setup(6))
    me = g.state.turn.player
    end_phases_until(g, "move")
    assert g.submit(first(g, cmds.Move))
    ok, reason = undo_status(g, 1 - me)
    assert not ok
    assert reason == f"Undo: the last action was {g.setup.players[me].name}'s"
    with pytest.raises(UndoError):
        undo(g, 1 - me)


def test_not_after_summoning_from_hand():
    g = Game.new(test_setup(7))
    summon = play_until(g, cmds.Summon)
    name = g.state.cards[summon.card].name
    assert g.submit(summon)
    ok, reason = undo_status(g, summon.player)
    assert not ok
    assert reason == f"Undo: {name} was revealed from your hand"


def test_not_after_building_from_hand():
    g = Game.new(test_setup(8))
    build = play_until(g, cmds.Build)
    assert g.submit(build)
    ok, reason = undo_status(g, build.player)
    assert not ok and "was revealed from your hand" in reason


def test_discarding_for_magic_can_be_undone():
    # discarded cards go face down: the opponent learns nothing
    g = Game.new(test_setup(9))
    d = play_until(g, cmds.DiscardForMagic)
    before = submit_checked(g, d)
    ok, reason = undo_status(g, d.player)
    assert ok, reason
    assert undo(g, d.player).hash() == before


def test_not_while_the_opponent_must_answer():
    g = Game.new(test_setup(10))
    me = g.state.turn.player
    end_phases_until(g, "move")
    assert g.submit(first(g, cmds.Move))
    assert undo_status(g, me)[0]
    # a prompt for the opponent (set by hand: no test card makes one for the other player)
    g.state.pending = Prompt(player=1 - me, kind="confirm", text="Block?", options=("yes",))
    ok, reason = undo_status(g, me)
    assert not ok
    assert reason == f"Undo: waiting for {g.setup.players[1 - me].name}'s answer"


def test_own_prompt_and_answer_can_be_undone():
    """Moving a Rally Warrior asks its owner to boost: the answer and the move can be taken
    back (nothing random, nothing hidden)."""
    for seed in range(1, 40):
        g = Game.new(prompting_setup(seed))
        try:
            move = play_until(g, cmds.Move, is_warrior, seed)
        except AssertionError:
            continue
        before_move = submit_checked(g, move)
        if g.state.pending is None or g.state.pending.player != move.player:
            continue
        assert undo_status(g, move.player)[0]
        answer = cmds.Answer(move.player, 0)
        before_answer = submit_checked(g, answer)
        ok, reason = undo_status(g, move.player)
        assert ok, reason
        g1 = undo(g, move.player)
        assert g1.hash() == before_answer
        assert g1.state.pending == g.log[-2].events[-1].prompt
        assert undo(g1, move.player).hash() == before_move
        return
    raise AssertionError("no Rally prompt came up")


def test_not_when_the_game_is_over():
    g = random_game(3)
    assert g.state.over
    for p in (0, 1):
        assert undo_status(g, p) == (False, "Undo: the game is over")


@pytest.mark.parametrize("seed", range(6))
def test_every_allowed_undo_restores_the_state(seed):
    """A random walk: wherever undo is allowed, it gives back the exact state before the last
    command, and it is never allowed after dice, draws, summons or the end of a turn."""
    g = Game.new(test_setup(seed))
    bot = RandomBot(seed + 50)
    allowed = 0
    while not g.state.over and len(g.log) < 600:
        before = g.hash()
        p = acting_player(g.state)
        cmd = bot.choose(g.state, p)
        assert g.submit(cmd)
        ok, reason = undo_status(g, p)
        assert reason.startswith("Undo: ")
        assert not undo_status(g, 1 - p)[0]
        if ok:
            allowed += 1
            assert not isinstance(cmd, cmds.Attack | cmds.Summon | cmds.Build | cmds.PlayEvent)
            assert undo(g, p).hash() == before
    assert allowed > 0
