"""Helpers for writing abilities: asking the player, reading targets, once-per-turn."""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities.filters import select
from game.core.abilities.registry import Ability
from game.core.context import Ctx, make_step
from game.core.state import Card, GameState, Prompt
from game.core.text import where


def holder(me: Card, host: Card | None) -> Card:
    """The card that 'has' the ability: the host for a unit's ability, the event card itself."""
    return host if host is not None else me


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
    from game.core.triggers import spec_index

    bearer = me if ability.spec in me.defn.abilities else _granting_card(ctx.state, me, ability) or me
    resume = make_step(
        "ability.resume",
        bearer=bearer.uid,
        host=None if host is None else host.uid,
        spec=spec_index(bearer, ability.spec),
        **data,
    )
    ctx.ask(
        Prompt(
            player=player,
            kind=kind,
            text=text,
            options=tuple(options),
            optional=optional,
            source=holder(me, host).uid,
            resume=resume,
            labels=labels,
        )
    )


def _granting_card(state: GameState, user: Card, ability: Ability) -> Card | None:
    """The card whose printed ability `user` has been granted (Mimic, Chant of Power, …)."""
    from game.core.stats import live_abilities

    for a, bearer, host in live_abilities(state):
        if a is ability and host is not None and host.uid == user.uid and bearer.uid != user.uid:
            return bearer
    return None


def card_labels(state: GameState, uids: list[int] | tuple[int, ...]) -> tuple[str, ...]:
    return tuple(f"{state.cards[u].name} at {where(state.cards[u].pos)}" if state.cards[u].pos else state.cards[u].name for u in uids)


def space_labels(spaces: list | tuple) -> tuple[str, ...]:
    return tuple(where(p) for p in spaces)


def targets(state: GameState, flt: Any, source: Card, player: int) -> list[Card]:
    return select(state, flt or {}, source, player)


def used_this_turn(state: GameState, card: Card, name: str) -> bool:
    return (card.uid, name) in state.turn.used


def mark_used(ctx: Ctx, card: Card, name: str, counts_as: str = "") -> None:
    ctx.emit(ev.AbilityUsed(card.uid, name, counts_as))
