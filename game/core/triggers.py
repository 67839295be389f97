"""Firing triggers: "after this unit moves", "when destroyed", "start of your turn", …

Trigger names used by the rules (the `info` each carries):
- "turn_start", "turn_end" (player)
- "phase_start:<phase>", "phase_end:<phase>" (player, phase)
- "summoned" (card, player), "built" (card, player), "placed" (card, player)
- "moved" (card, path, start, counts), "forced" (card, path, start, by)
- "attack_declared", "before_attack" (attacker, target)
- "after_roll" (attacker, target, faces)
- "after_roll" (roller, purpose, player, what): an ability's own roll (`rerolls.roll_for_ability`)
- "attack_damage" (attacker, target, damage, heal): the attack's damage is known but not yet
  added; a listener may replace it (Mind Capture) through an attack hook
- "after_attack" (attacker, target, faces, hits, damage, destroyed)
- "destroyed" (card, pos, controller, by, by_player, name): any card left the battlefield destroyed
- "self_destroyed": the same, delivered only to the destroyed card's own abilities
- "event_played" (card, player)

Listeners run after the effect that fired them has fully resolved. Rulebook, "Timing Conflicts":
"If 2 or more game effects ever occur at the same time, the player whose turn it is determines the
order in which those effects will resolve." When more than one listener fires at once, a
"trigger.order" step takes their place; when it runs (exactly where the listeners would have run)
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
"""

from __future__ import annotations

from typing import Any

from game.core.ability_registry import instance
from game.core.context import Ctx, make_step, step_handler
from game.core.state import Card, GameState, Prompt, Step
from game.core.stats import trigger_listeners
from game.core.text import where

Listener = tuple[int, int | None, int]  # (bearer uid, host uid or None, index of the ability on the bearer)
TRIAL_BUDGET = 64  # resolutions tried before giving up on `order_matters` (and asking)


def spec_index(bearer: Card, spec: Any) -> int:
    for i, s in enumerate(bearer.defn.abilities):
        if s == spec:
            return i
    raise ValueError(f"{bearer.name} has no ability {spec.name}")


def fire(ctx: Ctx, trigger: str, **info: Any) -> None:
    """Queue every live listener of `trigger` to run next, before anything already queued."""
    s = ctx.state
    listeners = [x for x in trigger_listeners(s, trigger) if x[0].listens(trigger, x[1], x[2], info)]
    if not listeners:
        return
    current = s.turn.player
    order = sorted(
        listeners,
        key=lambda x: (
            (x[2] or x[1]).controller != current,
            ((x[2] or x[1]).pos or (9, 9))[1],
            ((x[2] or x[1]).pos or (9, 9))[0],
            x[1].uid,
        ),
    )
    found = tuple((me.uid, None if host is None else host.uid, spec_index(me, a.spec)) for a, me, host in order)
    if len(found) > 1 and s.ruleset.simultaneous == "choose":
        ctx.then(make_step("trigger.order", listeners=found, trigger=trigger, info=info))
    else:
        ctx.then(*(_trigger_step(x, trigger, info) for x in found))


def _trigger_step(listener: Listener, trigger: str, info: Any) -> Step:
    bearer, host, spec = listener
    return make_step("ability.trigger", bearer=bearer, host=host, spec=spec, trigger=trigger, info=info)


def order_matters(state: GameState, listeners: tuple[Listener, ...], trigger: str, info: Any) -> bool:
    """Whether the order of these simultaneous listeners can change what may happen (see the
    module's docstring)."""
    if len(listeners) < 2:
        return False
    budget = [len(listeners) + TRIAL_BUDGET]
    acting = tuple(x for x in listeners if _acts(state, x, trigger, info))
    idle = tuple(x for x in listeners if x not in acting)
    if not acting:
        return False
    if len(acting) == 1:
        return not _one_acts(state, acting[0], idle, trigger, info, budget)
    return _reachable(state, _outcome(state, state), frozenset(acting), idle, trigger, info, state.turn.player,
                      budget, {}, state) is None


def _acts(state: GameState, listener: Listener, trigger: str, info: Any) -> bool:
    """Whether `listener`, resolved by itself now on a copy of `state`, does anything: an event
    (a question is one) or a step queued for later. Only its own step is run: the checks that
    follow every step (`sweep`) found nothing before it and can find something only after it
    did something."""
    trial = Ctx(state.clone())
    _run_trigger(trial, _trigger_step(listener, trigger, info))
    return bool(trial.events or trial.stack)


def _still_idle(state: GameState, idle: tuple[Listener, ...], trigger: str, info: Any, budget: list[int]) -> bool:
    """Whether each of `idle`, resolved alone at `state`, does nothing (no event, no question)."""
    for x in idle:
        budget[0] -= 1
        if budget[0] < 0 or _acts(state, x, trigger, info):
            return False
    return True


def _one_acts(state: GameState, acting: Listener, idle: tuple[Listener, ...], trigger: str, info: Any,
              budget: list[int]) -> bool:
    """True when the idle listeners also do nothing in every state the only acting one can end in
    (its questions, whoever is asked, answered every way). Then every order plays out exactly
    alike: the idle ones leave the state as it is, before or after."""
    ends = _ends(_queued(state, acting, trigger, info), None, budget, state)
    return ends is not None and all(_still_idle(end, idle, trigger, info, budget) for end in ends.values())


def _reachable(state: GameState, outcome: tuple, rest: frozenset, idle: tuple[Listener, ...], trigger: str,
               info: Any, player: int, budget: list[int], seen: dict, root: GameState) -> frozenset[tuple] | None:
    """The end states (`_outcome`s) `player` can reach resolving the acting listeners `rest` from
    `state` (whose `_outcome` is `outcome`), choosing the order one at a time and answering every
    question; None if that set depends on which listener goes first (here or later), a question
    goes to the other player, an `idle` listener would do something in a state on the way (so
    where it goes in the order could matter), or the budget of resolutions runs out."""
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
    base = root.cards
    changed = tuple(sorted((u, c.key()) for u, c in state.cards.items() if base.get(u) is not c))
    piles = tuple(
        (p.magic, tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.active), tuple(p.resolving))
        for p in state.players
    )
    effects = tuple(sorted(state.effects, key=lambda e: (e.target is None, e.target or 0)))
    waiting = repr((state.pending, state.continuation)) if state.pending is not None or state.continuation else ""
    return (changed, piles, state.turn.key(), effects, waiting, state.rng, state.winner, state.over)


def _queued(state: GameState, listener: Listener, trigger: str, info: Any) -> Ctx:
    trial = Ctx(state.clone())
    trial.then(_trigger_step(listener, trigger, info))
    return trial


def _ends(trial: Ctx, player: int | None, budget: list[int], root: GameState) -> dict[tuple, GameState] | None:
    """The states `trial` can end in once its queued steps are resolved (by `_outcome`), each
    question answered every way; None after `budget` resolutions, or when a question goes to a
    player other than `player` (None: anyone may be asked)."""
    from game.core.activate import do_answer
    from game.core.commands import Answer

    budget[0] -= 1
    if budget[0] < 0:
        return None
    trial.run()
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
    at = f" at {where(holder.pos)}" if holder.pos is not None else ""
    label = f"{a.title or a.name.replace('_', ' ').capitalize()} ({holder.name}{at})"
    return f"{label}: idle" if idle else label


@step_handler("trigger.order")
def _order(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    listeners = tuple(tuple(x) for x in step.get("listeners"))
    trigger, info = step.get("trigger"), step.get("info")
    if not order_matters(s, listeners, trigger, info):
        ctx.then(*(_trigger_step(x, trigger, info) for x in listeners))
        return
    ctx.ask(Prompt(
        player=s.turn.player,
        kind="choice",
        text="These happen at the same time: which resolves first?",
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
        ctx.then(_trigger_step(first, trigger, info),
                 make_step("trigger.order", listeners=rest, trigger=trigger, info=info))
    else:
        ctx.then(*(_trigger_step(x, trigger, info) for x in (first, *rest)))


def fire_own(ctx: Ctx, owner_card: Card, trigger: str, **info: Any) -> None:
    """Queue the abilities printed on `card` (and the cards under it) that listen to `trigger`,
    even though the card is no longer on the battlefield (glossary ABILITY: 'immediately after
    it is destroyed')."""
    card = owner_card
    steps = []
    for i, spec in enumerate(card.defn.abilities):
        a = instance(spec)
        if a is not None and trigger in a.triggers and a.listens(trigger, card, card, info):
            steps.append(
                make_step("ability.trigger", bearer=card.uid, host=card.uid, spec=i, trigger=trigger, info=info)
            )
    ctx.then(*steps)


def _bearer(ctx: Ctx, step: Step) -> tuple[Any, Card, Card | None]:
    s = ctx.state
    me = s.cards[step.get("bearer")]
    h = step.get("host")
    host = None if h is None else s.cards[h]
    a = instance(me.defn.abilities[step.get("spec")])
    return a, me, host


@step_handler("ability.trigger")
def _run_trigger(ctx: Ctx, step: Step) -> None:
    a, me, host = _bearer(ctx, step)
    ctx_info = dict(step.get("info") or ())
    a.on_trigger(ctx, step.get("trigger"), me, host, ctx_info)


@step_handler("ability.resume")
def _run_resume(ctx: Ctx, step: Step) -> None:
    a, me, host = _bearer(ctx, step)
    a.resume(ctx, me, host, step, step.get("answer"))
