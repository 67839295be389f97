"""Timing conflicts: the current player orders effects that happen at the same time.

Listeners run after the effect that fired them has fully resolved. Rulebook, "Timing Conflicts":
"If 2 or more game effects ever occur at the same time, the player whose turn it is determines the
order in which those effects will resolve." When more than one listener fires at once, a
"trigger.order" step takes their place (queued by `game.core.triggers.fire`); when it runs (exactly where the listeners would have run)
it asks the current player which resolves first, then asks again about the rest, and so on.

It asks only when the order can matter, judged by trials on copies of the state
(`order_matters`). Each listener is first resolved alone: one that does nothing (no event, no
question) is idle. The order cannot matter, and nobody is asked, when either:
- at most one listener acts, and the idle ones still do nothing in every state the acting one can
  end in (its questions answered every way). Then every order plays out exactly alike. This is the
  common case: the five Deceivers' Engage that listen to every move, of which only the one the
  unit moved away from acts; or
- whichever acting listener goes first (and next, and so on), the current player can reach
  exactly the same end states, answering every question they ask every possible way, no question
  going to the other player, and the idle ones do nothing in any state on the way: whatever the
  player could reach by choosing the order, they reach by their answers anyway (two Engages
  damaging the same unit; Undead Warriors' Blood Fury each boosting itself; two Mind Witches'
  Mimic; two Horde Clingers' Cling).
Anything else asks: different end states (a die rolled in a different order counts), a question to
the other player (the current player cannot steer it), more than `TRIAL_BUDGET` resolutions to
try. So the criterion is conservative: a player may be asked when orders differ only in how the
state is written down (the order of a discard pile, say), never left out when what can happen
differs. Unasked listeners resolve in the fixed order: the current player's cards first, then
board order.

A ruleset with `simultaneous: "fixed"` never asks: games saved before the question existed replay
with it.

This module sits above the resolution loop (`game.core.steps`), since its trials resolve steps on
copies of the state; `game.core.decide` imports it, which registers its two steps.
"""

from __future__ import annotations

from itertools import compress
from operator import is_not
from typing import Any

from game.core.ability_registry import instance
from game.core.activate import do_answer
from game.core.commands import Answer
from game.core.context import Ctx, make_step, step_handler
from game.core.message import msg
from game.core.state import GameState, Prompt, Step
from game.core.steps import run_steps
from game.core.sweep import sweep
from game.core.text import where
from game.core.triggers import Listener, run_trigger, trigger_step

TRIAL_BUDGET = 64  # resolutions tried before giving up on `order_matters` (and asking)


def order_matters(state: GameState, listeners: tuple[Listener, ...], trigger: str, info: Any) -> bool:
    """Whether the order of these simultaneous listeners can change what may happen (see the
    module's docstring)."""
    if len(listeners) < 2:
        return False
    budget = [len(listeners) + TRIAL_BUDGET]
    trials: dict[Listener, Ctx] = {}
    acting = tuple(x for x in listeners if _acts(state, x, trigger, info, trials))
    idle = tuple(x for x in listeners if x not in acting)
    if not acting:
        return False
    if len(acting) == 1:
        return not _one_acts(state, acting[0], idle, trigger, info, budget, trials.get(acting[0]))
    return _reachable(state, _outcome(state, state), frozenset(acting), idle, trigger, info, state.turn.player,
                      budget, {}, state, trials) is None


def _acts(state: GameState, listener: Listener, trigger: str, info: Any,
          trials: dict[Listener, Ctx] | None = None) -> bool:
    """Whether `listener`, resolved by itself now on a copy of `state`, does anything: an event
    (a question is one) or a step queued for later. Only its own step is run: the checks that
    follow every step (`sweep`) found nothing before it and can find something only after it
    did something. With `trials`, the copy it acted on is kept there, so that `_one_acts` goes
    on from it rather than resolving the same step again."""
    if _surely_idle(state, listener, trigger, info):
        return False
    trial = Ctx(state.clone())
    run_trigger(trial, trigger_step(listener, trigger, info))
    acted = bool(trial.events or trial.stack)
    if acted and trials is not None:
        trials[listener] = trial
    return acted


def _surely_idle(state: GameState, listener: Listener, trigger: str, info: Any) -> bool:
    """The ability says, reading `state` alone, that resolving `listener` now would do nothing
    (`Ability.idle_on`): what `_acts` would find on a copy, without making one. It gets what
    `run_trigger` would give it: the listener's cards and the trigger's information as a dict."""
    bearer, host, spec = listener
    me = state.cards[bearer]
    a = instance(me.defn.abilities[spec])
    return a is not None and a.idle_on(state, trigger, me, None if host is None else state.cards[host],
                                       dict(info or ()))


def _still_idle(state: GameState, idle: tuple[Listener, ...], trigger: str, info: Any, budget: list[int]) -> bool:
    """Whether each of `idle`, resolved alone at `state`, does nothing (no event, no question)."""
    for x in idle:
        budget[0] -= 1
        if budget[0] < 0 or _acts(state, x, trigger, info):
            return False
    return True


def _one_acts(state: GameState, acting: Listener, idle: tuple[Listener, ...], trigger: str, info: Any,
              budget: list[int], started: Ctx | None = None) -> bool:
    """True when the idle listeners also do nothing in every state the only acting one can end in
    (its questions, whoever is asked, answered every way). Then every order plays out exactly
    alike: the idle ones leave the state as it is, before or after. `started` is the copy `_acts`
    already resolved the acting listener's own step on (the resolution goes on from there)."""
    ends = _ends(started if started is not None else _queued(state, acting, trigger, info), None, budget, state,
                 started=started is not None)
    return ends is not None and all(_still_idle(end, idle, trigger, info, budget) for end in ends.values())


def _reachable(state: GameState, outcome: tuple, rest: frozenset, idle: tuple[Listener, ...], trigger: str,
               info: Any, player: int, budget: list[int], seen: dict, root: GameState,
               started: dict[Listener, Ctx] | None = None) -> frozenset[tuple] | None:
    """The end states (`_outcome`s) `player` can reach resolving the acting listeners `rest` from
    `state` (whose `_outcome` is `outcome`), choosing the order one at a time and answering every
    question; None if that set depends on which listener goes first (here or later), a question
    goes to the other player, an `idle` listener would do something in a state on the way (so
    where it goes in the order could matter), or the budget of resolutions runs out. `started`
    (at the root `state` only): the copies `_acts` resolved each listener's own step on, gone on
    from rather than resolving that step again (as `_one_acts` does)."""
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
                seen[end_outcome] = True  # checked: the idle listeners do nothing here
            sub = _reachable(end, end_outcome, rest - {x}, idle, trigger, info, player, budget, seen, root)
            if sub is None:
                return None
            reach |= sub
        if same is not None and reach != same:
            return None
        same = frozenset(reach)
    seen[key] = same
    return same


def _outcome(state: GameState, root: GameState) -> tuple:
    """What a trial ended in, compared whole (no hash collision can make two states look alike):
    the cards that differ from the trial's `root` state (cards are values, replaced when they
    change, so an unchanged card is the very same object), the piles, the turn, the effects and
    what waits. The temporary effects on different cards are put in one order: the order in
    which two orders wrote down effects on two different cards says nothing about the game (two
    Mind Witches' Mimics). Effects on one card keep their order (a later re-roll effect on a unit
    replaces an earlier one)."""
    now, was = state.cards, root.cards
    if list(now) == list(was):
        # the same cards in the same order (a trial's table is a copy of the root's, its cards
        # replaced in place): the changed ones are picked out pairwise, without a lookup each
        changed = tuple(sorted([(u, c.key()) for u, c in compress(now.items(), map(is_not, now.values(), was.values()))]))
    else:
        get = was.get
        changed = tuple(sorted([(u, c.key()) for u, c in now.items() if get(u) is not c]))
    piles = tuple(
        (p.magic, tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.active), tuple(p.resolving))
        for p in state.players
    )
    # each effect as the values it is compared and hashed by (a plain tuple hashes without a
    # call of the dataclass's own `__hash__`, and outcomes are hashed many times)
    effects = tuple((e.kind, e.target, e.player, e.until, e.data, e.source)
                    for e in sorted(state.effects, key=_effect_order))
    waiting = repr((state.pending, state.continuation)) if state.pending is not None or state.continuation else ""
    return (changed, piles, state.turn.key(), effects, waiting, state.rng, state.winner, state.over)


def _effect_order(e: Any) -> tuple[bool, int]:
    return (e.target is None, e.target or 0)


def _queued(state: GameState, listener: Listener, trigger: str, info: Any) -> Ctx:
    trial = Ctx(state.clone())
    trial.then(trigger_step(listener, trigger, info))
    return trial


def _ends(trial: Ctx, player: int | None, budget: list[int], root: GameState,
          started: bool = False) -> dict[tuple, GameState] | None:
    """The states `trial` can end in once its queued steps are resolved (by `_outcome`), each
    question answered every way; None after `budget` resolutions, or when a question goes to a
    player other than `player` (None: anyone may be asked). `started`: the first queued step's
    handler has already run on `trial` (by `_acts`): what `run_steps` does after a step (the
    sweep) is done first, then the rest, exactly as if `run_steps` had run that step."""
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


def listener_label(state: GameState, listener: Listener, idle: bool = False) -> str:
    """'Infect (Undead Carrier at C4)': the ability and the card that has it, as a player reads
    them; `idle` adds that it would do nothing if it resolved now (it may after another one): a
    short word, as the answer buttons are narrow."""
    bearer, host, spec = listener
    me = state.cards[bearer]
    a = me.defn.abilities[spec]
    holder = state.cards[host] if host is not None else me
    title = a.title or a.name.replace("_", " ").capitalize()
    if holder.pos is None:
        if idle:
            return msg("{ability} ({card}): idle", ability=title, card=holder.name)
        return msg("{ability} ({card})", ability=title, card=holder.name)
    if idle:
        return msg("{ability} ({card} at {space}): idle", ability=title, card=holder.name, space=where(holder.pos))
    return msg("{ability} ({card} at {space})", ability=title, card=holder.name, space=where(holder.pos))


@step_handler("trigger.order")
def _order(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    listeners = tuple(tuple(x) for x in step.get("listeners"))
    trigger, info = step.get("trigger"), step.get("info")
    if not order_matters(s, listeners, trigger, info):
        ctx.then(*(trigger_step(x, trigger, info) for x in listeners))
        return
    ctx.ask(Prompt(
        player=s.turn.player,
        kind="choice",
        text=msg("These happen at the same time: which resolves first?"),
        options=listeners,
        optional=False,
        resume=make_step("trigger.first", listeners=listeners, trigger=trigger, info=info),
        labels=tuple(listener_label(s, x, idle=not _acts(s, x, trigger, info)) for x in listeners),
    ))


@step_handler("trigger.first")
def _first(ctx: Ctx, step: Step) -> None:
    listeners = tuple(tuple(x) for x in step.get("listeners"))
    first = tuple(step.get("answer"))
    i = listeners.index(first)
    rest = listeners[:i] + listeners[i + 1:]
    trigger, info = step.get("trigger"), step.get("info")
    if len(rest) > 1:
        ctx.then(trigger_step(first, trigger, info),
                 make_step("trigger.order", listeners=rest, trigger=trigger, info=info))
    else:
        ctx.then(*(trigger_step(x, trigger, info) for x in (first, *rest)))
