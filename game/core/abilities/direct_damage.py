"""Damage added without attacking (glossary ATTACK: "other abilities and effects that add damage
are not attacks").

- `retaliate`: after an enemy unit attacks a card this covers, add damage to that enemy
  (Phoenix Elves: Fanessa's Riposte; Divine Retribution's Aura of the Phoenix);
- `ability_damage_bonus`: abilities that add damage to an enemy unit add more (Spirit of the
  Phoenix); read by `verbs.add_damage` through the "ability_damage" stat;
- `damage_target`: event; add damage to one card near your summoner (Burn);
- `quick_shot`: after this unit moves, you may add damage to a unit it could see in a straight
  line (Ember Archer).
"""

from __future__ import annotations

from typing import Any

from game.core.abilities import verbs
from game.core.abilities.attack_dice import covers, in_force, snapshot, take_snapshot
from game.core.abilities.base import ask_card, holder, of_classes
from game.core.abilities.filters import select
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.geometry import DIRECTIONS
from game.core.message import msg
from game.core.state import BOARD, Card, GameState, Step
from game.core.stats import can_be_targeted

# --- Riposte, Aura of the Phoenix ------------------------------------------------------------------


class Retaliate(Ability):
    """After an enemy unit attacks a card this covers, add `amount` damage to that enemy unit, if
    the card with the ability is still on the battlefield. Covered: this unit (with an empty
    filter), or the origin (this unit, or your summoner; an ACTIVE event counts from your
    summoner, who then 'has' the ability and deals the damage) and friendly cards matching
    `filter`, `within` counted from the origin. With `attacker_within` > 0 the attacker must be
    within that many spaces of the card it attacks (Riposte: an adjacent enemy).

    What counts is where everything stood when the attack was declared (a snapshot kept until
    the attack ends): an attacker forced away by its own "after attacking" effects still gets it."""

    name = "retaliate"
    params = {"amount": "count", "filter": "filter", "origin": "choice:self|summoner", "attacker_within": "count"}
    defaults = {"amount": 1, "filter": {}, "origin": "self", "attacker_within": 0}
    triggers = frozenset({"attack_declared", "after_attack"})
    summary = (
        "After an enemy unit attacks this unit (or, with a filter or on an ACTIVE event, a covered "
        "friendly card near the origin), add damage to that enemy unit."
    )
    example = (
        "{ability: retaliate, title: Aura of the Phoenix, params: {amount: 1, origin: summoner, "
        "filter: {side: friendly, class: [unit], within: 3}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None or host.zone == BOARD

    def _striker(self, state: GameState, me: Card, host: Card | None) -> Card | None:
        """The card that deals the damage: the unit with the ability, or your summoner for an event."""
        if host is not None:
            return state.cards[host.uid]
        return state.summoner(me.controller)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        a = s.cards.get(info.get("attacker"))
        t = s.cards.get(info.get("target"))
        key = holder(me, host).uid
        if a is None or t is None:
            return
        if trigger == "attack_declared":
            if not in_force(s, self, me, host) or a.controller == holder(me, host).controller or not a.defn.is_unit:
                return
            if not covers(s, self._filter, self.p("origin"), True, me, host, t):
                return
            n = self.p("attacker_within")
            if n > 0 and (a.pos is None or not s.geo.within(t.pos, a.pos, n)):
                return
            snapshot(ctx, self.name, a.uid, key, holder(me, host).controller, target=t.uid)
            return
        if take_snapshot(ctx, self.name, a.uid, key, target=t.uid) is None:
            return
        striker = self._striker(s, me, host)
        if striker is None or striker.zone != BOARD or a.zone != BOARD:
            return  # "if she is still in play"; an attacker that is gone takes nothing
        verbs.add_damage(ctx, striker, a.uid, self.p("amount"), self.title)


# --- Spirit of the Phoenix ------------------------------------------------------------------------------


class AbilityDamageBonus(Ability):
    """When an ability adds damage to an enemy card of `classes` without attacking, it adds
    `amount` more: on a unit, its own abilities; on an ACTIVE event, the abilities of every
    friendly unit (an event card's own effect is not a unit's ability)."""

    name = "ability_damage_bonus"
    params = {"amount": "count", "classes": "str_list"}
    defaults = {"amount": 1, "classes": ["unit"]}
    stats = frozenset({"ability_damage"})
    summary = (
        "Abilities of this unit (on an ACTIVE event: of every friendly unit) that add damage to an "
        "enemy unit without attacking add `amount` more."
    )
    example = "{ability: ability_damage_bonus, title: Spirit of the Phoenix, params: {amount: 1}}"

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        src = info.get("source")
        if src is None or value <= 0 or not in_force(state, self, me, host):
            return value
        owner = holder(me, host).controller
        if host is not None and src.uid != host.uid:
            return value
        if src.controller != owner or not src.defn.is_unit:
            return value
        if subject.controller == owner or not of_classes(subject, self.p("classes")):
            return value
        return value + self.p("amount")


# --- Burn -------------------------------------------------------------------------------------------------


class DamageTarget(Ability):
    """Event: target a card matching `filter` (its `within` counted from your summoner) and add
    `amount` damage to it. It cannot be played without a target."""

    name = "damage_target"
    params = {"amount": "count", "filter": "filter"}
    defaults = {"amount": 1, "filter": {"class": ["common", "champion"], "within": 2}}
    summary = "Event: add damage to a target near your summoner."
    example = ("{ability: damage_target, title: Burn, params: {amount: 2, "
               "filter: {class: [common, champion], within: 2}}}")

    def _targets(self, state: GameState, player: int, me: Card) -> list[int]:
        sm = state.summoner(player)
        if sm is None or sm.controller != player:
            return []
        return [c.uid for c in select(state, as_mapping(self.p("filter")), sm, player)
                if can_be_targeted(state, c, me)]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not self._targets(state, player, me):
            return msg("{ability} needs a target near your summoner.", ability=self.title)
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._targets(ctx.state, me.controller, me)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the target ({amount} damage).", ability=self.title, amount=self.p('amount')),
                     optional=False, stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None or answer not in self._targets(s, me.controller, me):
            return
        verbs.add_damage(ctx, s.cards[me.uid], answer, self.p("amount"), self.title)


# --- Ember Archer -----------------------------------------------------------------------------------------


class QuickShot(Ability):
    """After this unit moves, you may target a unit of `classes` (of `side`) within `range` clear
    straight spaces of it (the first card in a straight line, with only empty spaces between) and
    add `amount` damage to it. This is not an attack."""

    name = "quick_shot"
    params = {"range": "count", "amount": "count", "classes": "str_list", "side": "choice:any|enemy"}
    defaults = {"range": 3, "amount": 1, "classes": ["unit"], "side": "any"}
    triggers = frozenset({"moved"})
    summary = ("After this unit moves, you may add damage to a unit within a few clear straight spaces "
               "of it (not an attack).")
    example = "{ability: quick_shot, title: Quick Shot, params: {range: 3, amount: 1}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("card") == host.uid and bool(info.get("counts", True))

    def targets(self, state: GameState, h: Card) -> list[int]:
        if h.zone != BOARD:
            return []
        out = []
        for d in DIRECTIONS:
            for q in state.geo.ray(h.pos, d, self.p("range")):
                uid = state.board.get(q)
                if uid is None:
                    continue
                c = state.cards[uid]
                if (c.defn.is_unit and of_classes(c, self.p("classes"))
                        and (self.p("side") == "any" or c.controller != h.controller)
                        and can_be_targeted(state, c, h)):
                    out.append(uid)
                break  # the spaces up to a target must be clear: the first card ends the line
        return sorted(out, key=lambda u: (state.cards[u].pos[1], state.cards[u].pos[0]))

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        options = self.targets(s, h)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: add {amount} damage to a unit within {range} clear straight spaces of {card}?", ability=self.title, amount=self.p('amount'), range=self.p('range'), card=h.name), stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or answer not in self.targets(s, h):
            return
        verbs.add_damage(ctx, h, answer, self.p("amount"), self.title)
