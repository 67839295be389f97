"""Tundra Orcs (2E starter set): the abilities the shared vocabulary cannot express.

Composed in cards/2e/tundra-orcs.yaml instead:
- Grognack's Restore (`triggered`) and Influence (`reroll`, rerolls.py);
- Ragnor's Blood Bond (`per_special`, attacking.py);
- Shonk's Wild Strike (`count_symbol`), the Frost Shaman's Unwieldy Magic (`needs_symbol`), the
  Smasher's Sluggish (`vulnerable`) and For Glory's Reckless Strike (`reckless_strike`), all in
  attack_dice.py;
- Targan's Far Shot (`stat_change`) and Piercing Frost (`aura`);
- the Tundra Fighter's Frenzy and Primal Fury (`rampage`), Brutal Force (`force_target`), both
  in follow_up.py.

Named here, each reusable through its parameters:
- `blood_rush`: after this unit is summoned, you may add damage to it to force it (Tundra
  Charger);
- `freeze`: ACTIVE event; a unit near your summoner loses its abilities and cannot move, attack,
  be attacked or be forced while the event is active.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import ask_card, ask_space, holder, of_classes
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.message import msg
from game.core.move import force_destinations
from game.core.ruleset import PHASES_2E
from game.core.state import ACTIVE, BOARD, Card, Effect, GameState, Step
from game.core.stats import can_be_targeted

# --- Tundra Charger -----------------------------------------------------------------------------------


class BloodRush(Ability):
    """After this unit is summoned, you may add `damage` damage to it to force it 1 to `spaces`
    spaces. The damage is the price: it is added first, and a unit it destroys is not forced."""

    name = "blood_rush"
    params = {"damage": "int", "spaces": "count"}
    defaults = {"damage": 1, "spaces": 1}
    triggers = frozenset({"summoned"})
    summary = "After this unit is summoned, you may add damage to it to force it."
    example = "{ability: blood_rush, title: Blood Rush, params: {damage: 1, spaces: 1}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("card") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        spaces = sorted(force_destinations(s, h, self.p("spaces")))
        if h.zone != BOARD or not spaces:
            return
        ask_space(ctx, self, me, host, spaces,
                  msg("{ability}: add {damage} damage to {card} to force it? Choose where.", ability=self.title, damage=self.p('damage'), card=h.name),
                  stage="space")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or h.zone != BOARD:
            return
        path = force_destinations(s, h, self.p("spaces")).get(tuple(answer))
        if not path:
            return
        verbs.add_damage(ctx, h, h.uid, self.p("damage"), self.title)
        if ctx.state.cards[h.uid].zone == BOARD:
            verbs.force(ctx, h.uid, path, h.uid)


# --- Freeze ---------------------------------------------------------------------------------------------


def _key(me: Card) -> str:
    """The `until` of this event's effects: they end when it leaves the active area."""
    return f"active:{me.uid}"


class Freeze(Ability):
    """ACTIVE event: target a unit of `classes` within `within` spaces of your summoner (only an
    unboosted one with `unboosted`). While this is active the target has no abilities (a
    "no_abilities" effect, which the live-ability index honours) and cannot move, attack, be
    attacked or be forced. If the target leaves the battlefield the effect ends: should the card
    come back it is a new card (glossary DISCARD)."""

    name = "freeze"
    params = {"within": "count", "classes": "str_list", "unboosted": "bool"}
    defaults = {"within": 3, "classes": ["common", "champion"], "unboosted": True}
    stats = frozenset({"can_move", "can_attack", "forceable", "attack_targets"})
    triggers = frozenset({"destroyed", "turn_start"} | {f"phase_start:{p}" for p in PHASES_2E})
    summary = ("ACTIVE event: a unit near your summoner has no abilities and cannot move, attack, be "
               "attacked or be forced while this is active.")
    example = "{ability: freeze, title: Freeze, params: {within: 3, classes: [common, champion], unboosted: true}}"

    def _targets(self, state: GameState, player: int, me: Card) -> list[int]:
        sm = state.summoner(player)
        if sm is None or sm.controller != player:
            return []
        return [
            c.uid for c in state.on_board()
            if c.defn.is_unit and c.uid != sm.uid and state.geo.within(sm.pos, c.pos, self.p("within"))
            and of_classes(c, self.p("classes"))
            and not (self.p("unboosted") and c.boost > 0)
            and can_be_targeted(state, c, me)
        ]

    def frozen(self, state: GameState, me: Card) -> int | None:
        for e in state.effects:
            if e.kind == "no_abilities" and e.source == me.uid and e.until == _key(me):
                return e.target
        return None

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not self._targets(state, player, me):
            return msg("{ability} needs an unboosted common or champion within {within} spaces of your summoner.", ability=self.title, within=self.p('within'))
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._targets(ctx.state, me.controller, me)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the unit to freeze.", ability=self.title), optional=False,
                     stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None or answer not in self._targets(s, me.controller, me):
            return
        ctx.emit(ev.EffectAdded(Effect("no_abilities", answer, me.controller, until=_key(me), source=me.uid)))

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is not None or not state.effects:
            return value
        frozen = self.frozen(state, me)
        if frozen is None:
            return value
        if stat == "attack_targets":
            targets = info.get("targets") or ()
            if frozen not in targets:
                return value
            allowed = set(targets) if value is None else set(value)
            allowed.discard(frozen)
            return allowed
        return False if subject.uid == frozen else value

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None and me.zone == ACTIVE

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        frozen = self.frozen(s, me)
        if frozen is not None and s.cards[frozen].zone != BOARD:
            ctx.emit(ev.EffectsEnded(_key(me)))

    def on_leave_active(self, ctx: Ctx, me: Card) -> None:
        if any(e.until == _key(me) for e in ctx.state.effects):
            ctx.emit(ev.EffectsEnded(_key(me)))
