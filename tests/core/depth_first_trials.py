"""The long way of `game.core.trigger_order.order_matters`: the depth-first search it made before
it searched breadth first (issue 23, "Rules speed"), kept to check the shortcut against. It tries
one resolution at a time, listeners and answers in their order, and gives up when the budget of
resolutions runs out (`TRIAL_BUDGET`, read when called). Each listener found acting is resolved
again from its step (the copy `acts` made is not gone on with: the same resolution)."""

from __future__ import annotations

from typing import Any

from game.core import trigger_order
from game.core.activate import do_answer
from game.core.commands import Answer
from game.core.context import Ctx
from game.core.state import GameState
from game.core.steps import run_steps
from game.core.trigger_trials import acts, outcome_of
from game.core.triggers import Listener, trigger_step


def order_matters_depth_first(state: GameState, listeners: tuple[Listener, ...], trigger: str, info: Any) -> bool:
    if len(listeners) < 2:
        return False
    budget = [len(listeners) + trigger_order.TRIAL_BUDGET]
    acting = tuple(x for x in listeners if acts(state, x, trigger, info))
    idle = tuple(x for x in listeners if x not in acting)
    if not acting:
        return False
    if len(acting) == 1:
        ends = _ends(_queued(state, acting[0], trigger, info), None, budget, state)
        return ends is None or not all(_still_idle(end, idle, trigger, info, budget) for end in ends.values())
    return _reachable(state, outcome_of(state, state), frozenset(acting), idle, trigger, info, state.turn.player,
                      budget, {}, state) is None


def _queued(state: GameState, listener: Listener, trigger: str, info: Any) -> Ctx:
    trial = Ctx(state.clone())
    trial.then(trigger_step(listener, trigger, info))
    return trial


def _still_idle(state: GameState, idle: tuple, trigger: str, info: Any, budget: list[int]) -> bool:
    for x in idle:
        budget[0] -= 1
        if budget[0] < 0 or acts(state, x, trigger, info):
            return False
    return True


def _reachable(state: GameState, outcome: tuple, rest: frozenset, idle: tuple, trigger: str, info: Any,
               player: int, budget: list[int], seen: dict, root: GameState) -> frozenset[tuple] | None:
    key = (outcome, rest)
    if key in seen:
        return seen[key]
    if not rest:
        return frozenset((outcome,))
    same: frozenset[tuple] | None = None
    for x in sorted(rest, key=repr):
        ends = _ends(_queued(state, x, trigger, info), player, budget, root)
        if ends is None:
            return None
        reach: set[tuple] = set()
        for end_outcome, end in ends.items():
            if idle and end_outcome not in seen:
                if not _still_idle(end, idle, trigger, info, budget):
                    return None
                seen[end_outcome] = True
            sub = _reachable(end, end_outcome, rest - {x}, idle, trigger, info, player, budget, seen, root)
            if sub is None:
                return None
            reach |= sub
        if same is not None and reach != same:
            return None
        same = frozenset(reach)
    seen[key] = same
    return same


def _ends(trial: Ctx, player: int | None, budget: list[int], root: GameState) -> dict[tuple, GameState] | None:
    budget[0] -= 1
    if budget[0] < 0:
        return None
    run_steps(trial)
    p = trial.state.pending
    if p is None:
        return {outcome_of(trial.state, root): trial.state}
    if player is not None and p.player != player:
        return None
    out: dict[tuple, GameState] = {}
    choices: list[int | None] = list(range(len(p.options))) + ([None] if p.optional else [])
    for choice in choices:
        branch = Ctx(trial.state.clone())
        do_answer(branch, Answer(p.player, choice))
        ends = _ends(branch, player, budget, root)
        if ends is None:
            return None
        out.update(ends)
    return out
