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

The trials themselves are `game.core.trigger_trials`: how they are made (breadth first, or depth
first when they meet other timing conflicts) does not change what they find.

A ruleset with `simultaneous: "fixed"` never asks: games saved before the question existed replay
with it.

This module sits above the resolution loop (`game.core.steps`), since its trials resolve steps on
copies of the state; `game.core.decide` imports it, which registers its two steps.
"""

from __future__ import annotations

from typing import Any

from game.core.context import Ctx, make_step, step_handler
from game.core.message import msg
from game.core.state import GameState, Prompt, Step
from game.core.text import where
from game.core.trigger_trials import Nested, Trial, acts, search_breadth_first, search_depth_first
from game.core.triggers import Listener, trigger_step

TRIAL_BUDGET = 64  # resolutions tried before giving up on `order_matters` (and asking)


def order_matters(state: GameState, listeners: tuple[Listener, ...], trigger: str, info: Any) -> bool:
    """Whether the order of these simultaneous listeners can change what may happen (see the
    module's docstring)."""
    return _judge(state, listeners, trigger, info)[0]


def _judge(state: GameState, listeners: tuple[Listener, ...], trigger: str, info: Any,
           depth_first: bool = False, in_breadth: bool = False) -> tuple[bool, tuple[Listener, ...]]:
    """`order_matters`, and the listeners that do something if resolved now (`acts`), which
    the question's labels use to mark the others idle. `depth_first`: this judgement was met
    inside a trial (see `Trial`); `in_breadth`: inside a breadth-first one, which is then made
    again depth first (`Nested`) unless this judgement needs no trials."""
    if len(listeners) < 2:
        return False, ()
    trials: dict[Listener, Trial] = {}
    acting = tuple(x for x in listeners if acts(state, x, trigger, info, trials))
    idle = tuple(x for x in listeners if x not in acting)
    if not acting:
        return False, acting
    if in_breadth:
        raise Nested
    budget = len(listeners) + TRIAL_BUDGET
    if depth_first:
        return search_depth_first(state, acting, idle, trigger, info, budget, trials), acting
    try:
        return search_breadth_first(state, acting, idle, trigger, info, budget, trials), acting
    except Nested:
        return search_depth_first(state, acting, idle, trigger, info, budget, trials), acting


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
    matters, acting = _judge(s, listeners, trigger, info, depth_first=isinstance(ctx, Trial),
                             in_breadth=isinstance(ctx, Trial) and ctx.breadth)
    if not matters:
        ctx.then(*(trigger_step(x, trigger, info) for x in listeners))
        return
    ctx.ask(Prompt(
        player=s.turn.player,
        kind="choice",
        text=msg("These happen at the same time: which resolves first?"),
        options=listeners,
        optional=False,
        resume=make_step("trigger.first", listeners=listeners, trigger=trigger, info=info),
        labels=tuple(listener_label(s, x, idle=x not in acting) for x in listeners),
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
