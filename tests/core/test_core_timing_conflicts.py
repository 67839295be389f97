"""Rulebook, "Timing Conflicts": 'If 2 or more game effects ever occur at the same time, the
player whose turn it is determines the order in which those effects will resolve.'

The two shipped abilities here trigger on the same move: a Cave Goblins unit (1 life) moves away
from a Breakers Deceiver (Engage: 'an adjacent enemy unit that moves away takes 1 damage') while a
Horde Clinger beside it may follow it (Cling: 'place this unit on an empty space adjacent to it').
Cling first, the Clinger follows and then the unit dies; Engage first, the unit dies and there is
nothing left to follow. The Goblins player, whose turn it is, chooses.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core import legal_commands, trigger_trials
from game.core.ruleset import MOVE
from game.core.setup import GameSetup
from game.core.state import BOARD, DISCARD
from game.core.stats import trigger_listeners
from game.core.trigger_order import order_matters
from game.core.trigger_trials import Nested, Trial, search_breadth_first
from game.core.triggers import spec_index
from tests.scene import Scene, faction_setup, random_game

GOB, BRK = 0, 1
ORDER_TEXT = "These happen at the same time"


def scene(simultaneous: str = "choose", deceiver_at=(2, 4), clinger_at=(1, 3)):
    setup: GameSetup = faction_setup("cave-goblins", "breakers")
    setup = dataclasses.replace(setup, ruleset=dataclasses.replace(setup.ruleset, simultaneous=simultaneous))
    s = Scene(setup, clean=True).phase(GOB, MOVE)
    slinger = s.place(GOB, "Horde Slinger", (2, 3))  # 1 life: Engage's 1 damage destroys it
    clinger = s.place(GOB, "Horde Clinger", clinger_at)
    deceiver = s.place(BRK, "Deceiver", deceiver_at)
    return s, slinger, clinger, deceiver


def is_order_prompt(s: Scene) -> bool:
    return s.prompt is not None and s.prompt.text.startswith(ORDER_TEXT)


def move_away(s: Scene, slinger: int) -> None:
    s.do(cmds.Move(GOB, slinger, ((3, 3),)))  # from (2,3), next to the Deceiver at (2,4), away


def test_timing_conflicts_the_current_player_chooses_cling_first():
    """'the player whose turn it is determines the order': Cling first, then Engage. The Clinger
    follows the Slinger, which then takes Engage's damage and is destroyed."""
    s, slinger, clinger, deceiver = scene()
    move_away(s, slinger)
    p = s.prompt
    assert is_order_prompt(s) and p.player == GOB and not p.optional
    assert set(p.labels) == {"Cling (Horde Clinger at B4)", "Engage (Deceiver at C5)"}
    assert legal_commands(s.state) == [cmds.Answer(GOB, 0), cmds.Answer(GOB, 1)]
    cling = p.options[p.labels.index("Cling (Horde Clinger at B4)")]
    s.answer(cling)
    assert s.prompt.kind == "space" and (4, 3) in s.options()  # Cling's own question
    s.answer((4, 3))
    assert s.card(clinger).pos == (4, 3)
    assert s.card(slinger).zone == DISCARD


def test_timing_conflicts_the_current_player_chooses_engage_first():
    """The other order, a different outcome: Engage destroys the Slinger first, so Cling has no
    unit to follow and the Clinger stays where it was."""
    s, slinger, clinger, deceiver = scene()
    move_away(s, slinger)
    p = s.prompt
    assert is_order_prompt(s)
    s.answer(p.options[p.labels.index("Engage (Deceiver at C5)")])
    assert s.prompt is None
    assert s.card(slinger).zone == DISCARD
    assert s.card(clinger).pos == (1, 3) and s.card(clinger).zone == BOARD


def test_timing_conflicts_no_question_when_only_one_effect_happens():
    """Only Cling happens (the Deceiver is not next to the Slinger's start): no question about an
    order, Cling asks its own question at once."""
    s, slinger, clinger, deceiver = scene(deceiver_at=(5, 5))
    move_away(s, slinger)
    assert not is_order_prompt(s)
    assert s.prompt is not None and s.prompt.kind == "space" and s.prompt.player == GOB


def test_timing_conflicts_no_question_when_the_order_cannot_matter():
    """Both abilities listen to the move, but the Clinger did not start next to the Slinger, so
    Cling does nothing in either order: Engage resolves without any question."""
    s, slinger, clinger, deceiver = scene(clinger_at=(0, 3))
    move_away(s, slinger)
    assert s.prompt is None
    assert s.card(slinger).zone == DISCARD and s.card(clinger).pos == (0, 3)


def test_timing_conflicts_a_ruleset_with_the_fixed_order_never_asks():
    """Games saved before the question existed replay with `simultaneous: fixed`: the current
    player's cards first (Cling), then board order, and nobody is asked about the order."""
    s, slinger, clinger, deceiver = scene(simultaneous="fixed")
    move_away(s, slinger)
    assert not is_order_prompt(s)
    assert s.prompt.kind == "space"  # Cling, the Goblins' own card, resolves first


def test_order_matters_criterion_both_ways():
    """The criterion itself, on the state just after the move: the two listeners' order matters;
    with the Clinger away from the Slinger's start it does not."""
    for clinger_at, expected in (((1, 3), True), ((0, 3), False)):
        s, slinger, clinger, deceiver = scene(simultaneous="fixed", clinger_at=clinger_at)
        info = (("card", slinger), ("counts", True), ("path", ((3, 3),)), ("start", (2, 3)))
        s.apply(ev.UnitMoved(slinger, ((3, 3),)))
        found = tuple(
            (me.uid, None if host is None else host.uid, spec_index(me, a.spec))
            for a, me, host in trigger_listeners(s.state, "moved") if a.listens("moved", me, host, dict(info))
        )
        assert {s.card(u).name for u, _h, _i in found} >= {"Horde Clinger", "Deceiver"}
        assert order_matters(s.state, found, "moved", info) is expected


def test_a_search_made_again_depth_first_resolves_its_one_listener_afresh(monkeypatch):
    """Timing conflicts are judged by trials on copies of the state (`trigger_trials`). When
    only one effect acts, the breadth-first search goes on from the copy its own step was
    resolved on; if that meets another timing conflict (`Nested`), the judgement is made again
    depth first, which must resolve the effect afresh: the copy it was given up on may stand
    halfway through a step. So the copy leaves `started` before it is gone on with, and a copy
    that was not gone on with stays there for the depth-first search."""
    state = random_game(1, 5).state
    listener, other = (1, None, 0), (2, None, 0)
    went_on_with = []

    def meets_another_conflict(self, trial):
        went_on_with.append(trial)
        raise Nested

    monkeypatch.setattr(trigger_trials.BreadthFirst, "one_acts", meets_another_conflict)
    started = {listener: Trial(state.clone()), other: Trial(state.clone())}
    kept = started[other]
    with pytest.raises(Nested):
        search_breadth_first(state, (listener,), (), "after_move", None, 10, started)
    assert went_on_with and listener not in started
    assert started == {other: kept}
