"""Firing triggers: "after this unit moves", "when destroyed", "start of your turn", …

Trigger names used by the rules (the `info` each carries):
- "turn_start", "turn_end" (player)
- "phase_start:<phase>", "phase_end:<phase>" (player, phase)
- "summoned" (card, player), "built" (card, player), "placed" (card, player)
- "before_move" (card, path, start): a unit is about to move (the move waits for the listeners)
- "moved" (card, path, start, counts), "forced" (card, path, start, by)
- "attack_declared", "before_attack" (attacker, target)
- "after_roll" (attacker, target, faces)
- "after_roll" (roller, purpose, player, what): an ability's own roll (`rerolls.roll_for_ability`)
- "attack_damage" (attacker, target, damage, heal): the attack's damage is known but not yet
  added; a listener may replace it (Mind Capture) through an attack hook
- "after_attack" (attacker, target, faces, hits, damage, destroyed)
- "damaged" (card, amount, by): damage was added to a card on the battlefield
- "destroyed" (card, pos, controller, by, by_player, name): any card left the battlefield destroyed
- "self_destroyed": the same, delivered only to the destroyed card's own abilities
- "event_played" (card, player)

Listeners run after the effect that fired them has fully resolved. Rulebook, "Timing Conflicts":
"If 2 or more game effects ever occur at the same time, the player whose turn it is determines the
order in which those effects will resolve." When more than one listener fires at once, a
"trigger.order" step takes their place; `game.core.trigger_order` resolves it (asking the
current player when the order can matter). Unasked listeners resolve in the fixed order: the
current player's cards first, then board order.
"""

from __future__ import annotations

from typing import Any

from game.core.ability_registry import instance
from game.core.context import Ctx, make_step, plain, step_handler
from game.core.state import Card, Step
from game.core.stats import has_listeners, trigger_listeners
from game.core.view import in_sight

Listener = tuple[int, int | None, int]  # (bearer uid, host uid or None, index of the ability on the bearer)


def spec_index(bearer: Card, spec: Any) -> int:
    for i, s in enumerate(bearer.defn.abilities):
        if s == spec:
            return i
    raise ValueError(f"{bearer.name} has no ability {spec.name}")


def fire(ctx: Ctx, trigger: str, **info: Any) -> None:
    """Queue every live listener of `trigger` to run next, before anything already queued."""
    s = ctx.state
    if not has_listeners(s, trigger):
        return  # (most triggers, most of the time)
    listeners = [x for x in trigger_listeners(s, trigger) if x[0].listens_in(s, trigger, x[1], x[2], info)]
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
    info = plain(info)  # as each step would keep it: made so once, not once per listener
    if len(found) > 1 and s.ruleset.simultaneous == "choose":
        unseen = tuple(x for x in found if not all(in_sight(s, u, current) for u in x[:2] if u is not None))
        seen = tuple(x for x in found if x not in unseen)
        # Timing Conflicts: the player whose turn it is orders the effects they can see. An
        # effect of a card out of their sight (1E Shadows, played from a hand in reaction) is
        # not theirs to order: asked about it, they would learn it is there. It resolves first,
        # in the fixed order, its player deciding as the card says ("play when ..."); then the
        # turn player orders the rest.
        steps = [trigger_step(x, trigger, info) for x in unseen]
        if len(seen) > 1:
            steps.append(make_step("trigger.order", listeners=seen, trigger=trigger, info=info))
        else:
            steps += [trigger_step(x, trigger, info) for x in seen]
        ctx.then(*steps)
    else:
        ctx.then(*(trigger_step(x, trigger, info) for x in found))


def trigger_step(listener: Listener, trigger: str, info: Any) -> Step:
    bearer, host, spec = listener
    for v in (bearer, host, spec, trigger, info):
        if isinstance(v, (list, dict)):
            return make_step("ability.trigger", bearer=bearer, host=host, spec=spec, trigger=trigger, info=info)
    # `make_step`'s step, its pairs already in the order of their names (the trials make many)
    return Step("ability.trigger", (("bearer", bearer), ("host", host), ("info", info), ("spec", spec),
                                    ("trigger", trigger)))


def fire_own(ctx: Ctx, owner_card: Card, trigger: str, **info: Any) -> None:
    """Queue the abilities printed on `card` (and the cards under it) that listen to `trigger`,
    even though the card is no longer on the battlefield (glossary ABILITY: 'immediately after
    it is destroyed')."""
    card = owner_card
    steps = []
    for i, spec in enumerate(card.defn.abilities):
        a = instance(spec)
        if a is not None and trigger in a.triggers and a.listens_in(ctx.state, trigger, card, card, info):
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
def run_trigger(ctx: Ctx, step: Step) -> None:
    a, me, host = _bearer(ctx, step)
    ctx_info = dict(step.get("info") or ())
    a.on_trigger(ctx, step.get("trigger"), me, host, ctx_info)


@step_handler("ability.resume")
def _run_resume(ctx: Ctx, step: Step) -> None:
    a, me, host = _bearer(ctx, step)
    a.resume(ctx, me, host, step, step.get("answer"))
