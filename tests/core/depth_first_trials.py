"""The long way of `game.core.trigger_order.order_matters`: the depth-first search it made before
it searched breadth first (issue 23, "Rules speed"), kept to check the shortcut against. It tries
one resolution at a time, listeners and answers in their order, and gives up when the budget of
resolutions runs out (`TRIAL_BUDGET`, read when called)."""

from __future__ import annotations

from typing import Any

from game.core import trigger_order
from game.core.activate import do_answer
from game.core.commands import Answer
from game.core.context import Ctx
from game.core.state import GameState
from game.core.steps import run_steps
from game.core.sweep import sweep
from game.core.trigger_order import _acts, _outcome, _queued
from game.core.triggers import Listener


def order_matters_depth_first(state: GameState, listeners: tuple[Listener, ...], trigger: str, info: Any) -> bool:
    if len(listeners) < 2:
        return False
    budget = [len(listeners) + trigger_order.TRIAL_BUDGET]
    trials: dict[Listener, Ctx] = {}
    acting = tuple(x for x in listeners if _acts(state, x, trigger, info, trials))
    idle = tuple(x for x in listeners if x not in acting)
    if not acting:
        return False
    if len(acting) == 1:
        return not _one_acts(state, acting[0], idle, trigger, info, budget, trials[acting[0]])
    return _reachable(state, _outcome(state, state), frozenset(acting), idle, trigger, info, state.turn.player,
                      budget, {}, state, trials) is None


def _still_idle(state: GameState, idle: tuple, trigger: str, info: Any, budget: list[int]) -> bool:
    for x in idle:
        budget[0] -= 1
        if budget[0] < 0 or _acts(state, x, trigger, info):
            return False
    return True


def _one_acts(state: GameState, acting: Listener, idle: tuple, trigger: str, info: Any, budget: list[int],
              started: Ctx) -> bool:
    ends = _ends(started, None, budget, state, started=True)
    return ends is not None and all(_still_idle(end, idle, trigger, info, budget) for end in ends.values())


def _reachable(state: GameState, outcome: tuple, rest: frozenset, idle: tuple, trigger: str, info: Any,
               player: int, budget: list[int], seen: dict, root: GameState,
               started: dict[Listener, Ctx] | None = None) -> frozenset[tuple] | None:
    key = (outcome, rest)
    if key in seen:
        return seen[key]
    if not rest:
        return frozenset((outcome,))
    same: frozenset[tuple] | None = None
    for x in sorted(rest, key=repr):
        trial = started.pop(x, None) if started else None
        ends = (_ends(trial, player, budget, root, started=True) if trial is not None
                else _ends(_queued(state, x, trigger, info), player, budget, root))
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


def _ends(trial: Ctx, player: int | None, budget: list[int], root: GameState,
          started: bool = False) -> dict[tuple, GameState] | None:
    budget[0] -= 1
    if budget[0] < 0:
        return None
    if started and not trial.state.over:
        sweep(trial)
    run_steps(trial)
    p = trial.state.pending
    if p is None:
        return {_outcome(trial.state, root): trial.state}
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
