"""The replay's position and its stops: every step lands where the Timeline says."""

from __future__ import annotations

from replay_support import example_game

from game.core import events as ev
from game.core.hashing import state_hash
from game.persist.timeline import Timeline, state_at
from game.ui.battle.describe import narrate
from game.ui.replay.model import ReplayModel


def test_starts_after_the_setup_and_ends_at_the_last_event() -> None:
    g = example_game()
    m = ReplayModel(g)
    assert m.n == m.start == len(g.log[0].events)
    assert m.total == len(g.events)
    assert state_hash(m.state_at(m.start)) == state_hash(state_at(g, m.start))
    assert state_hash(m.state_at(m.total)) == state_hash(g.state)
    m.step_event(-1)
    assert m.n == m.start  # nothing before the setup is a stop


def test_stepping_by_command_visits_every_command_end_both_ways() -> None:
    g = example_game()
    m = ReplayModel(g)
    tl = Timeline(g)
    seen = [m.n]
    while not m.at_end:
        seen.append(m.step_command(1))
    assert seen == [tl.command_starts[i] for i in range(1, len(g.log))] + [len(g.events)]
    for i in range(len(g.log) - 1, -1, -1):
        assert state_hash(m.state_at(m.n)) == state_hash(tl.state_after_command(i))
        m.step_command(-1)
    assert m.at_start


def test_stepping_by_turn_lands_where_each_turn_begins() -> None:
    g = example_game()
    m = ReplayModel(g)
    starts = [m.n]
    while not m.at_end:
        starts.append(m.step_turn(1))
    turns = [m.state_at(n).turn.number for n in starts[:-1]]
    assert turns == list(range(1, g.state.turn.number + 1))
    for n in starts[1:-1]:
        s = m.state_at(n)
        # The command just before ended the previous turn and began this one.
        assert any(isinstance(e, ev.TurnBegan) for e in m.events[:n][-8:])
        assert s.phase == s.ruleset.phases[0] or s.pending is not None or s.over
    # Back from the middle of a turn: first to its start, then to the turn before.
    m.jump(starts[3] + 5)
    assert m.step_turn(-1) == starts[3]
    assert m.step_turn(-1) == starts[2]


def test_event_steps_and_jumps_match_the_timeline() -> None:
    g = example_game()
    m = ReplayModel(g)
    for n in (m.start + 1, 70, 133, m.total - 1, m.total):
        m.jump(n)
        assert state_hash(m.state_at(m.n)) == state_hash(state_at(g, n))
    m.jump(100)
    assert m.step_event(1) == 101 and m.step_event(-3) == 98
    assert m.position_at(0.0) == m.start and m.position_at(1.0) == m.total
    assert abs(m.fraction(m.position_at(0.5)) - 0.5) < 0.01


def test_the_log_shows_the_sentences_up_to_the_position() -> None:
    g = example_game()
    m = ReplayModel(g)
    everything = narrate(g.initial, g.events)
    assert m.visible_lines(m.total) == everything
    for n in (m.start, 90, 200):
        expected = narrate(g.initial, g.events[:n])
        # An attack is told when it resolves: a position mid-attack shows it not yet.
        assert m.visible_lines(n) == [line for line in expected if line.upto < n]
