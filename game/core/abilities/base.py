"""Helpers for writing abilities: asking the player, resuming later, once-per-turn, small card tests."""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.ability_registry import Ability
from game.core.context import Ctx, make_step
from game.core.message import msg
from game.core.state import Card, GameState, Prompt, Step
from game.core.text import where


def holder(me: Card, host: Card | None) -> Card:
    """The card that 'has' the ability: the host for a unit's ability, the event card itself."""
    return host if host is not None else me


def resume_step(ctx: Ctx, ability: Ability, me: Card, host: Card | None, **data: Any) -> Step:
    """A step that calls `ability.resume(ctx, me, host, step, answer)`, `step.get(key)` giving back
    each keyword in `data`. Queued with `ctx.then` it runs with no answer once what is queued
    above it is done (glossary AFTER); `ask` puts one in its prompt."""
    from game.core.triggers import spec_index

    bearer = me if ability.spec in me.defn.abilities else _granting_card(ctx.state, me, ability) or me
    return make_step(
        "ability.resume",
        bearer=bearer.uid,
        host=None if host is None else host.uid,
        spec=spec_index(bearer, ability.spec),
        **data,
    )


def ask(
    ctx: Ctx,
    ability: Ability,
    me: Card,
    host: Card | None,
    *,
    player: int,
    kind: str,
    text: str,
    options: list | tuple,
    optional: bool = True,
    labels: tuple[str, ...] = (),
    **data: Any,
) -> None:
    """Open a prompt; when answered, `ability.resume(ctx, me, host, step, answer)` runs with
    `step.get(key)` giving back each keyword in `data` (use `stage` to tell prompts apart)."""
    ctx.ask(
        Prompt(
            player=player,
            kind=kind,
            text=text,
            options=tuple(options),
            optional=optional,
            source=holder(me, host).uid,
            resume=resume_step(ctx, ability, me, host, **data),
            labels=labels,
        )
    )


def ask_card(
    ctx: Ctx, ability: Ability, me: Card, host: Card | None, options: list | tuple, text: str, *,
    player: int | None = None, optional: bool = True, **data: Any,
) -> None:
    """`ask` for one of the cards `options` (uids), labelled by `card_labels`; the player is the
    controller of the card that has the ability unless given."""
    ask(ctx, ability, me, host, player=holder(me, host).controller if player is None else player,
        kind="card", text=text, options=options, optional=optional,
        labels=card_labels(ctx.state, options), **data)


def ask_space(
    ctx: Ctx, ability: Ability, me: Card, host: Card | None, options: list | tuple, text: str, *,
    player: int | None = None, optional: bool = True, **data: Any,
) -> None:
    """`ask` for one of the spaces `options`, labelled by `space_labels` (player as `ask_card`)."""
    ask(ctx, ability, me, host, player=holder(me, host).controller if player is None else player,
        kind="space", text=text, options=options, optional=optional, labels=space_labels(options),
        **data)


class Activated(Ability):
    """An activated ability that may be used whenever `_why_not` gives no reason against it."""

    def _why_not(self, state: GameState, me: Card) -> str | None:
        """Why `me` cannot use this ability now, in a player's words; None if it can."""
        raise NotImplementedError

    def activations(self, state: GameState, me: Card) -> bool:
        return self._why_not(state, me) is None

    def activation_reason(self, state: GameState, me: Card) -> str:
        return self._why_not(state, me) or super().activation_reason(state, me)


def _granting_card(state: GameState, user: Card, ability: Ability) -> Card | None:
    """The card whose printed ability `user` has been granted (Mimic, Chant of Power, …)."""
    from game.core.stats import live_abilities

    for a, bearer, host in live_abilities(state):
        if a is ability and host is not None and host.uid == user.uid and bearer.uid != user.uid:
            return bearer
    return None


def card_labels(state: GameState, uids: list[int] | tuple[int, ...]) -> tuple[str, ...]:
    return tuple(msg("{card} at {space}", card=state.cards[u].name, space=where(state.cards[u].pos))
                 if state.cards[u].pos else state.cards[u].name for u in uids)


def space_labels(spaces: list | tuple) -> tuple[str, ...]:
    return tuple(where(p) for p in spaces)


def own_card(me: Card, host: Card | None) -> bool:
    """The ability is printed on `host` (not lent to it, not on an event)."""
    return host is not None and host.uid == me.uid


def of_classes(card: Card, classes: Any) -> bool:
    """`card` has one of `classes` ('any' matches every card)."""
    return "any" in classes or any(card.defn.has_class(w) for w in classes)


def discard_units(state: GameState, player: int, name: str) -> list[int]:
    """Units in `player`'s discard pile with `name` in their name, the top of the pile first (the
    pile is private: a prompt that lists it goes to its owner)."""
    return [
        u
        for u in reversed(state.players[player].discard)
        if state.cards[u].defn.is_unit and state.cards[u].defn.has_name(name)
    ]


def used_this_turn(state: GameState, card: Card, name: str) -> bool:
    return (card.uid, name) in state.turn.used


def mark_used(ctx: Ctx, card: Card, name: str, counts_as: str = "") -> None:
    ctx.emit(ev.AbilityUsed(card.uid, name, counts_as))
