"""Warrior implements the protocol every game shares, and moving the random source and the
sentences to game.engine changed nothing for Summoner Wars."""

from __future__ import annotations

from warrior_support import new_match, setup

import game.core.message as core_message
import game.core.rng as core_rng
from game.engine import message as engine_message
from game.engine import rng
from game.engine.match import Match
from game.engine.protocol import GameRules, Rejection, Result
from game.engine.records import from_jsonable, registry, to_jsonable
from game.warrior.core import commands as cmds
from game.warrior.core.rules import WARRIOR


def test_warrior_is_a_game_of_the_shared_protocol():
    assert isinstance(WARRIOR, GameRules)
    m = Match.new(WARRIOR, setup(2))
    assert WARRIOR.acting_seats(m.state) == (0, 1)
    assert WARRIOR.result(m.state) is None and not WARRIOR.is_over(m.state)
    out = m.submit(cmds.DrawFromDrawPile(0))
    assert isinstance(out, Rejection) and not out
    assert Result((1,), (3, 1), True).lower_is_better


def test_the_random_source_is_the_same_functions_and_the_same_numbers():
    assert core_rng.randbelow is rng.randbelow and core_rng.shuffled is rng.shuffled
    assert core_rng.__all__ == ["MASK", "next_u64", "randbelow", "seed_state", "shuffled"]
    state = rng.seed_state(42)
    assert state == (42 * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & rng.MASK
    # the numbers game.core.rng gave before the move (its file at 76f6ef7)
    assert rng.next_u64(state) == (17761449005737818016, 7315957777007703983)
    assert rng.shuffled(rng.seed_state(3), list(range(10))) == (
        14827427007200145685, [1, 0, 8, 6, 3, 4, 7, 2, 9, 5])


def test_a_sentence_is_one_class_whichever_game_made_it():
    assert core_message.Msg is engine_message.Msg and core_message.msg is engine_message.msg
    said = engine_message.msg("It is {player}'s turn.", player="Ann")
    assert said == "It is Ann's turn." and said.msgid == "It is {player}'s turn."


def test_every_command_and_event_reads_back_from_its_json_form():
    m = new_match(3)
    types = registry(WARRIOR.record_types())
    for record in [m.setup, m.state, *m.events, cmds.SwapIntoArmy(1, "captains", 2)]:
        assert from_jsonable(to_jsonable(record), types) == record


def test_the_hash_follows_the_state():
    a, b = new_match(2, seed=1), new_match(2, seed=1)
    assert a.hash() == b.hash() and a.hash() != new_match(2, seed=2).hash()
    a.submit(cmds.TurnColumnFaceUp(0, 1))
    assert a.hash() != b.hash()
