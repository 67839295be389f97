"""Reusable, parametrised abilities: stat modifiers, rule flags and a composable trigger.

These cover most printed abilities by composition (see cards/README.md for examples); an
ability that cannot be expressed this way gets a named handler in its faction's module.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.abilities import verbs
from game.core.abilities.base import (
    ask,
    card_labels,
    holder,
    mark_used,
    space_labels,
    used_this_turn,
)
from game.core.abilities.filters import matches
from game.core.abilities.params import as_mapping
from game.core.abilities.registry import Ability
from game.core.context import Ctx
from game.core.geometry import within
from game.core.move import force_destinations
from game.core.ruleset import PHASES_2E
from game.core.state import BOARD, Card, GameState, Step

STATS = "choice:strength|life|move_distance|attack_range"


def _count(state: GameState, flt: Any, host: Card) -> int:
    f = as_mapping(flt)
    return sum(1 for c in state.on_board() if matches(state, f, c, host, host.controller))


class StatPer(Ability):
    name = "stat_per"
    params = {"stat": STATS, "per": "choice:boost|damage|count|magic", "filter": "filter", "max": "int",
              "amount": "int", "divisor": "int"}
    defaults = {"filter": {}, "max": 0, "amount": 1, "divisor": 1}
    summary = "This unit gets +amount to a stat for each boost, damage, matching card, or magic."
    example = "{ability: stat_per, title: Imbued Strength, params: {stat: strength, per: boost, max: 5}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self.stats = frozenset({self.p("stat")})
        self._filter = as_mapping(self.p("filter"))

    def modify(self, state, stat, subject, me, host, value, info):
        if host is None or subject.uid != host.uid:
            return value
        per = self.p("per")
        if per == "boost":
            n = subject.boost
        elif per == "damage":
            n = subject.damage
        elif per == "magic":
            n = state.players[subject.controller].magic
        else:
            n = _count(state, self._filter, host)
        n //= max(1, self.p("divisor"))
        bonus = n * self.p("amount")
        if self.p("max"):
            bonus = min(bonus, self.p("max"))
        return value + bonus


class StatChange(Ability):
    name = "stat_change"
    params = {"stat": STATS, "amount": "int"}
    summary = "This unit's stat changes by a fixed amount (Slow: move_distance -1; Far Shot: attack_range +1)."
    example = "{ability: stat_change, title: Slow, params: {stat: move_distance, amount: -1}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self.stats = frozenset({self.p("stat")})

    def modify(self, state, stat, subject, me, host, value, info):
        if host is not None and subject.uid == host.uid:
            return value + self.p("amount")
        return value


class Aura(Ability):
    name = "aura"
    params = {"stat": STATS, "amount": "int", "filter": "filter"}
    summary = "Other cards matching the filter (counted from this card) get a stat change."
    example = "{ability: aura, title: Cold Snap, params: {stat: life, amount: 1, filter: {side: friendly, class: [structure]}}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self.stats = frozenset({self.p("stat")})
        self._filter = as_mapping(self.p("filter"))

    def modify(self, state, stat, subject, me, host, value, info):
        if subject.zone != BOARD:
            return value
        if matches(state, self._filter, subject, host, holder(me, host).controller):
            return value + self.p("amount")
        return value


class _Flag(Ability):
    """A rule flag: one stat of the card that has it takes a fixed value."""

    flag: ClassVar[str] = ""
    value: ClassVar[Any] = True

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.stats = frozenset({cls.flag})

    def modify(self, state, stat, subject, me, host, value, info):
        if host is not None and subject.uid == host.uid:
            return self.value
        return value


class LivingGate(_Flag):
    name = "living_gate"
    flag = "is_gate"
    summary = "This card counts as a gate: units may be summoned next to it."


class MobileStructure(_Flag):
    name = "mobile_structure"
    flag = "can_move"
    summary = "This structure may move like a unit."


class Immobile(_Flag):
    name = "immobile"
    flag = "can_move"
    value = False
    summary = "This unit cannot move."


class Relentless(_Flag):
    name = "relentless"
    flag = "extra_attacker"
    summary = "This unit may attack as an extra attacker, beyond the phase's limit of 3."


class Soulless(_Flag):
    name = "soulless"
    flag = "grants_magic"
    value = False
    summary = "You gain no magic when this unit destroys an enemy card."


class Steadfast(_Flag):
    name = "steadfast"
    flag = "forceable"
    value = False
    summary = "This card cannot be forced."


class MoveThrough(Ability):
    name = "move_through"
    params = {"classes": "str_list"}
    stats = frozenset({"pass_through"})
    summary = "This unit may move through cards of these classes (or 'any') but not end there."
    example = "{ability: move_through, title: Climb, params: {classes: [structure]}}"

    def modify(self, state, stat, subject, me, host, value, info):
        if host is not None and subject.uid == host.uid:
            return frozenset(value) | frozenset(self.p("classes"))
        return value


class AttackThrough(Ability):
    name = "attack_through"
    params = {"side": "choice:friendly|enemy|any"}
    defaults = {"side": "friendly"}
    stats = frozenset({"blocks_attack"})
    summary = "Ranged attacks by units of this side pass through this card (it does not block their line)."
    example = "{ability: attack_through, title: Parapet, params: {side: friendly}}"

    def modify(self, state, stat, subject, me, host, value, info):
        if host is None or subject.uid != host.uid:
            return value
        attacker = info.get("attacker")
        side = self.p("side")
        if side == "any" or (attacker is not None and (attacker.controller == host.controller) == (side == "friendly")):
            return False
        return value


# --- the composable trigger -------------------------------------------------------------------

_WHEN = {
    "after_move": ("moved",),
    "after_attack": ("after_attack",),
    "after_summoned": ("summoned",),
    "after_destroyed": ("self_destroyed",),
    "turn_start": ("turn_start",),
    "turn_end": ("turn_end",),
    "phase_start": tuple(f"phase_start:{p}" for p in PHASES_2E),
    "phase_end": tuple(f"phase_end:{p}" for p in PHASES_2E),
}


class Triggered(Ability):
    """WHEN something happens to this card, (you MAY) do an EFFECT to a TARGET.

    when: after_move | after_attack | after_summoned | after_destroyed | turn_start | turn_end |
          phase_start | phase_end (with `phase`)
    effect: add_damage | remove_damage | boost | force | draw | gain_magic
    target: self | summoner | choose (one card matching `filter`) | each (every matching card)
    condition: none | unboosted | attacked_enemy | attacked_enemy_unit
    spend_boost: boost this card must spend to do it; once_per_turn: at most once each turn.
    """

    name = "triggered"
    params = {
        "when": "choice:" + "|".join(_WHEN),
        "phase": "choice:" + "|".join(PHASES_2E),
        "effect": "choice:add_damage|remove_damage|boost|force|draw|gain_magic",
        "target": "choice:self|summoner|choose|each",
        "filter": "filter",
        "amount": "int",
        "may": "bool",
        "once_per_turn": "bool",
        "condition": "choice:none|unboosted|attacked_enemy|attacked_enemy_unit",
        "spend_boost": "int",
        "exact": "bool",
    }
    defaults = {"phase": "summon", "target": "self", "filter": {}, "amount": 1, "may": False,
                "once_per_turn": False, "condition": "none", "spend_boost": 0, "exact": False}
    summary = "When something happens, (you may) add damage, remove damage, boost, force, draw or gain magic."
    example = (
        "{ability: triggered, title: Structural Shift, params: {when: after_move, may: true, effect: force, "
        "target: choose, filter: {side: friendly, class: [structure], within: 3}, amount: 1}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        when = self.p("when")
        trig = _WHEN.get(when, ())
        if when in ("phase_start", "phase_end"):
            trig = (f"{when}:{self.p('phase')}",)
        self.triggers = frozenset(trig)
        self._filter = as_mapping(self.p("filter"))

    # -- when ----------------------------------------------------------------------------
    def listens(self, trigger, me, host, info):
        h = holder(me, host)
        when = self.p("when")
        if when in ("after_move", "after_summoned", "after_destroyed"):
            if info.get("card") != h.uid:
                return False
            if when == "after_move" and not info.get("counts", True):
                return False
        elif when == "after_attack":
            if info.get("attacker") != h.uid:
                return False
        elif info.get("player") != h.controller:
            return False
        return True

    def _condition_ok(self, state: GameState, h: Card, info: dict) -> bool:
        cond = self.p("condition")
        if cond == "unboosted":
            return h.boost == 0
        if cond in ("attacked_enemy", "attacked_enemy_unit"):
            t = state.cards.get(info.get("target"))
            if t is None or t.controller == h.controller:
                return False
            return cond == "attacked_enemy" or t.defn.is_unit
        return True

    def _candidates(self, state: GameState, h: Card, info: dict) -> list[Card]:
        origin = h.pos if h.zone == BOARD else info.get("pos")
        f = dict(self._filter)
        n = f.pop("within", None)
        out = []
        for c in state.on_board():
            if c.uid == h.uid and f.get("not_self", True):
                continue
            if not matches(state, f, c, None, h.controller):
                continue
            if n is not None and (origin is None or not within(origin, c.pos, int(n))):
                continue
            if self.p("effect") == "force" and not force_destinations(state, c, self.p("amount"), self.p("exact")):
                continue
            out.append(c)
        return out

    def on_trigger(self, ctx, trigger, me, host, info):
        s = ctx.state
        h = holder(me, host)
        if self.p("once_per_turn") and used_this_turn(s, h, self.spec.name + ":" + self.title):
            return
        if not self._condition_ok(s, h, info):
            return
        if self.p("spend_boost") and h.boost < self.p("spend_boost"):
            return
        target = self.p("target")
        effect = self.p("effect")
        if target == "choose":
            options = [c.uid for c in self._candidates(s, h, info)]
            if not options:
                return
            if len(options) == 1 and not self.p("may") and effect != "force":
                return self._do(ctx, me, host, [options[0]])
            ask(ctx, self, me, host, player=h.controller, kind="card",
                text=f"{self.title}: choose a card.", options=options, optional=self.p("may"),
                labels=card_labels(s, options), stage="target", info=info)
            return
        if self.p("may"):
            ask(ctx, self, me, host, player=h.controller, kind="confirm",
                text=f"Use {self.title}?", options=("yes",), optional=True, labels=("Yes",),
                stage="confirm", info=info)
            return
        self._do(ctx, me, host, self._group(s, h, info))

    def _group(self, state: GameState, h: Card, info: dict) -> list[int]:
        target = self.p("target")
        if target == "self":
            return [h.uid] if h.zone == BOARD else []
        if target == "summoner":
            sm = state.summoner(h.controller)
            return [sm.uid] if sm is not None else []
        if target == "each":
            return [c.uid for c in self._candidates(state, h, info)]
        return []

    def resume(self, ctx, me, host, step: Step, answer):
        s = ctx.state
        h = holder(me, host)
        if answer is None:
            return
        stage = step.get("stage")
        info = dict(step.get("info") or ())
        if stage == "confirm":
            return self._do(ctx, me, host, self._group(s, h, info))
        if stage == "target" and self.p("effect") == "force":
            dest = force_destinations(s, s.cards[answer], self.p("amount"), self.p("exact"))
            spaces = sorted(dest)
            if not spaces:
                return
            ask(ctx, self, me, host, player=h.controller, kind="space",
                text=f"{self.title}: where is {s.cards[answer].name} forced?", options=spaces,
                optional=False, labels=space_labels(spaces), stage="space", card=answer, info=info)
            return
        if stage == "target":
            return self._do(ctx, me, host, [answer])
        if stage == "space":
            card = step.get("card")
            path = force_destinations(s, s.cards[card], self.p("amount"), self.p("exact")).get(answer)
            if path:
                self._pay(ctx, h)
                verbs.force(ctx, card, path, h.uid)

    def _pay(self, ctx: Ctx, h: Card) -> None:
        if self.p("once_per_turn"):
            mark_used(ctx, h, self.spec.name + ":" + self.title)
        if self.p("spend_boost"):
            verbs.spend_boost(ctx, h.uid, self.p("spend_boost"))

    def _do(self, ctx: Ctx, me: Card, host: Card | None, uids: list[int]) -> None:
        s = ctx.state
        h = holder(me, host)
        effect = self.p("effect")
        n = self.p("amount")
        if effect in ("draw", "gain_magic"):
            self._pay(ctx, h)
            if effect == "draw":
                verbs.draw(ctx, h.controller, n)
            else:
                verbs.magic(ctx, h.controller, n, self.title)
            return
        if not uids:
            return
        self._pay(ctx, h)
        for uid in uids:
            if s.cards[uid].zone != BOARD:
                continue
            if effect == "add_damage":
                verbs.add_damage(ctx, h, uid, n, self.title)
            elif effect == "remove_damage":
                verbs.heal(ctx, uid, n)
            elif effect == "boost":
                verbs.boost(ctx, uid, n)
