"""Guarded: the first attack against a card each turn adds at most N damage.

One implementation for the ability printed on a unit (Phoenix Elves' Ember Mage) and for events
that hand it out (Vanguards' Guarding Spirits: friendly commons near your summoner).

How "the first attack each turn" is known: when an attack is declared against a guarded card
that has not been attacked yet this turn while guarded, the card is marked for the turn (an
`AbilityUsed` on the target under the shared name "guarded", so two sources of Guarded on one
card still cap only its first attack) and a "guarded" effect lasting to the end of that attack
carries the cap to the damage step.

Simplification: an attack made against the card earlier in the turn, while it was not guarded,
is not remembered, so the first attack after it becomes guarded is capped.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities.base import holder, mark_used, used_this_turn
from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.message import msg
from game.core.state import ACTIVE, BOARD, Card, Effect, GameState

MARK = "guarded"  # shared by every source of Guarded: the first attack is capped only once


class Guarded(Ability):
    name = "guarded"
    params = {"amount": "int", "filter": "filter", "origin": "choice:self|summoner"}
    defaults = {"amount": 1, "filter": {}, "origin": "self"}
    triggers = frozenset({"attack_declared"})
    attack_hook = True
    attack_priority = 90  # a cap: after conversions and modifiers
    summary = (
        "Guarded: the first attack against the card each turn adds at most `amount` damage. On a "
        "unit with no filter, the unit itself is guarded; otherwise (or on an ACTIVE event) every "
        "card matching `filter` is, with `within` counted from `origin` (self or your summoner)."
    )
    example = (
        "{ability: guarded, title: Guarding Spirits, params: {amount: 1, origin: summoner, "
        "filter: {side: friendly, class: [common], within: 3}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def covers(self, state: GameState, me: Card, host: Card | None, card: Card) -> bool:
        """Whether this Guarded protects `card` right now."""
        if card.zone != BOARD:
            return False
        if host is None:
            if me.zone != ACTIVE:
                return False
        elif host.zone != BOARD:
            return False
        if host is not None and not self._filter:
            return card.uid == host.uid
        if not self._filter:
            return False  # an event with no filter guards nothing (never every card)
        player = holder(me, host).controller
        origin = state.summoner(player) if self.p("origin") == "summoner" or host is None else host
        if origin is None or origin.zone != BOARD:
            return False
        return matches(state, self._filter, card, origin, player)

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None or host.zone == BOARD

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        target = s.cards.get(info.get("target"))
        if target is None or not self.covers(s, me, host, target):
            return
        if used_this_turn(s, target, MARK):
            return
        mark_used(ctx, target, MARK)
        ctx.emit(ev.EffectAdded(Effect(
            "guarded", target.uid, target.controller, until="end_of_attack",
            data=(("amount", self.p("amount")),), source=holder(me, host).uid,
        )))

    def modify_attack(self, state: GameState, attack: Any, me: Card, host: Card | None) -> None:
        if attack.heal:
            return
        caps = [dict(e.data).get("amount", 1) for e in state.effects
                if e.kind == "guarded" and e.target == attack.target.uid]
        if caps and attack.damage > min(caps):
            attack.notes.append(msg("Guarded: at most {amount} damage", amount=min(caps)))
            attack.damage = min(caps)
