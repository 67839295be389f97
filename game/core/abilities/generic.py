"""Reusable, parametrised abilities: stat modifiers, rule flags and a composable trigger.

These cover most printed abilities by composition (see cards/README.md for examples); an
ability that cannot be expressed this way gets a named handler in its faction's module.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.abilities import verbs
from game.core.abilities.base import (
    Activated,
    ask,
    ask_card,
    ask_space,
    holder,
    mark_used,
    of_classes,
    resume_step,
    used_this_turn,
)
from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.message import msg
from game.core.move import force_destinations
from game.core.ruleset import ALL_PHASES
from game.core.state import BOARD, Card, GameState, Step

STATS = "choice:strength|life|move_distance|attack_range"


def _count(state: GameState, flt: Any, host: Card) -> int:
    f = as_mapping(flt)
    return sum(1 for c in state.on_board() if matches(state, f, c, host, host.controller))


class StatPer(Ability):
    host_only = True  # `modify` returns every other card's value as it was
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
    host_only = True  # `modify` returns every other card's value as it was
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
    host_only = True  # `modify` returns every other card's value as it was

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
        if side == "any" or (attacker is not None and state.friendly(attacker.controller, host.controller) == (side == "friendly")):
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
    "phase_start": tuple(f"phase_start:{p}" for p in ALL_PHASES),
    "phase_end": tuple(f"phase_end:{p}" for p in ALL_PHASES),
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
        "phase": "choice:" + "|".join(ALL_PHASES),
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
            if n is not None and (origin is None or not state.geo.within(origin, c.pos, int(n))):
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
            ask_card(ctx, self, me, host, options, msg("{ability}: choose a card.", ability=self.title), optional=self.p("may"),
                     stage="target", info=info)
            return
        if self.p("may"):
            ask(ctx, self, me, host, player=h.controller, kind="confirm",
                text=msg("Use {ability}?", ability=self.title), options=("yes",), optional=True, labels=(msg("Yes"),),
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
            ask_space(ctx, self, me, host, spaces, msg("{ability}: where is {card} forced?", ability=self.title, card=s.cards[answer].name),
                      optional=False, stage="space", card=answer, info=info)
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


# --- appended for the Savanna Elves and Breakers (issue 7): instead-of-moving boosts, extra
# attacks, flight, pushes and abilities granted by events. Imports for this part sit
# here so the classes above stay untouched.

from game.core import events as ev  # noqa: E402
from game.core.abilities.filters import select  # noqa: E402
from game.core.attack import attacker_slot, do_attack, legal_targets  # noqa: E402
from game.core.cards import AbilitySpec  # noqa: E402
from game.core.commands import Attack, UseAbility  # noqa: E402
from game.core.move import mover_slot_reason  # noqa: E402
from game.core.ruleset import ATTACK, MOVE  # noqa: E402
from game.core.state import Effect  # noqa: E402
from game.core.stats import can_attack, can_be_targeted, can_move  # noqa: E402


def has_ability(state: GameState, card: Card, spec: AbilitySpec) -> bool:
    """Whether `card` already has this ability, printed or granted (same name and parameters).

    Glossary ABILITY: 'If a card gains an ability it already has, that card is treated as if it
    only has one copy of that ability', so a grant of a copy it has is skipped."""
    key = (spec.name, spec.params)
    if any((a.name, a.params) == key for a in card.defn.abilities):
        return True
    for e in state.effects:
        if e.kind == "grant" and e.target == card.uid:
            d = dict(e.data)
            bearer = state.cards.get(d.get("card"))
            if bearer is not None:
                a = bearer.defn.abilities[d["spec"]]
                if (a.name, a.params) == key:
                    return True
    return False


def grant(ctx: Ctx, target: int, bearer: Card, index: int, player: int, until: str = "end_of_turn",
          source: int | None = None, **extra: Any) -> bool:
    """Give card `target` the ability `bearer.defn.abilities[index]` until `until` (a "grant"
    effect, read by the stat resolver). Nothing happens if it already has a copy; returns
    whether it was given. `extra` travels in the effect's data (plain values)."""
    s = ctx.state
    t = s.cards[target]
    if has_ability(s, t, bearer.defn.abilities[index]):
        return False
    data = (("card", bearer.uid), ("spec", index)) + tuple(sorted(extra.items()))
    ctx.emit(ev.EffectAdded(Effect("grant", target, player, until=until, data=data,
                                   source=bearer.uid if source is None else source)))
    return True


def bearer_of(state: GameState, unit: Card, spec: AbilitySpec) -> Card:
    """The card bearing ability `spec` that `unit` has: `unit` itself when it is printed on it,
    else the card it was granted from (an activated ability's prompts must name the bearer)."""
    if spec in unit.defn.abilities:
        return unit
    for e in state.effects:
        if e.kind == "grant" and e.target == unit.uid:
            d = dict(e.data)
            b = state.cards.get(d.get("card"))
            if b is not None and b.defn.abilities[d["spec"]] == spec:
                return b
    return unit


def extra_attack(ctx: Ctx, unit: int, target: int) -> None:
    """`unit` makes one extra attack on `target` now (glossary EXTRA): it is granted an extra
    attack, which this attack then uses, so the phase's 3 attacker slots are not touched."""
    s = ctx.state
    ctx.emit(ev.ExtraAttackGranted(unit))
    do_attack(ctx, Attack(s.cards[unit].controller, unit, target), extra=True)


def extra_attack_targets(state: GameState, unit: Card) -> list[int]:
    """What `unit` could target with an extra attack now (none if it cannot attack)."""
    if unit.zone != BOARD or not unit.defn.is_unit or not can_attack(state, unit):
        return []
    return [c.uid for c in legal_targets(state, unit)]


class Prepare(Activated):
    """Glossary INSTEAD: uses one of the Move phase's 3 moves, so the unit may not also move, and
    it cannot be used by a unit the rules forbid to move; it needs no empty space."""

    name = "prepare"
    params = {"amount": "int"}
    defaults = {"amount": 1}
    summary = "Instead of moving this unit in your Move phase, boost it (counts as one of your moves)."
    example = "{ability: prepare, title: Prepare, params: {amount: 1}}"

    def _why_not(self, state: GameState, me: Card) -> str | None:
        if me.zone != BOARD:
            return msg("{card} is not on the battlefield.", card=me.name)
        if state.phase != MOVE or state.turn.player != me.controller:
            return msg("{ability} is used in your Move phase, instead of moving.", ability=self.title)
        if not can_move(state, me):
            return msg("{card} cannot move, so it cannot use {ability} instead.", card=me.name, ability=self.title)
        return mover_slot_reason(state, me)

    def activate(self, ctx: Ctx, me: Card, cmd: UseAbility) -> None:
        mark_used(ctx, me, self.name, counts_as="move")
        verbs.boost(ctx, me.uid, self.p("amount"))


class SwiftShot(Ability):
    """After this unit attacks, you may spend boost from it to make one extra attack with it at
    once (choosing its target is the 'may'); `once_per_turn` limits it to one use each turn."""

    name = "swift_shot"
    params = {"spend_boost": "int", "once_per_turn": "bool"}
    defaults = {"spend_boost": 1, "once_per_turn": True}
    triggers = frozenset({"after_attack"})
    summary = "After this unit attacks, you may spend boost from it to make one extra attack with it."
    example = "{ability: swift_shot, title: Swift Shot, params: {spend_boost: 1, once_per_turn: true}}"

    def listens(self, trigger, me, host, info):
        return host is not None and info.get("attacker") == host.uid

    def _options(self, state: GameState, h: Card) -> list[int]:
        if self.p("once_per_turn") and used_this_turn(state, h, self.name):
            return []
        if h.boost < self.p("spend_boost"):
            return []
        return extra_attack_targets(state, h)

    def on_trigger(self, ctx, trigger, me, host, info):
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        options = self._options(s, h)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: spend {spend_boost} boost for an extra attack with {card}? Choose its target.", ability=self.title, spend_boost=self.p('spend_boost'), card=h.name), stage="target")

    def resume(self, ctx, me, host, step, answer):
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or answer not in self._options(s, h):
            return
        if self.p("once_per_turn"):
            mark_used(ctx, h, self.name)
        verbs.spend_boost(ctx, h.uid, self.p("spend_boost"))
        extra_attack(ctx, h.uid, answer)


class Flight(Ability):
    """Without a filter: this unit moves `extra` more spaces and may move through cards of
    `classes` ('any' for every card). With a filter: the cards matching it (counted from this
    card) have that Flight instead; a move reads it where the unit starts, so 'units that start
    a move within 2 spaces' is `filter: {within: 2}` (Levitate)."""

    name = "flight"
    params = {"extra": "int", "classes": "str_list", "filter": "filter"}
    defaults = {"extra": 1, "classes": ["any"], "filter": {}}
    stats = frozenset({"move_distance", "pass_through"})
    summary = ("This unit (or, with a filter, each card matching it) moves extra spaces and may move "
               "through cards.")
    example = ("{ability: flight, title: Levitate, params: {extra: 1, classes: [any], "
               "filter: {side: friendly, class: [common], within: 2}}}")

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def _applies(self, state: GameState, subject: Card, host: Card | None) -> bool:
        if host is None:
            return False
        if not self._filter:
            return subject.uid == host.uid
        if host.zone != BOARD or subject.zone != BOARD:
            return False
        return matches(state, self._filter, subject, host, host.controller)

    def modify(self, state, stat, subject, me, host, value, info):
        if not self._applies(state, subject, host):
            return value
        if stat == "move_distance":
            return value + self.p("extra")
        return frozenset(value) | frozenset(self.p("classes"))


class Push(Activated):
    """After this unit attacks, or instead of attacking (an activated ability that uses one of
    the Attack phase's 3 attacker slots), you may target a card of `classes` within `within`
    spaces of it and force that card `spaces` space(s)."""

    name = "push"
    params = {"within": "count", "spaces": "count", "classes": "str_list", "after_attack": "bool",
              "instead_of_attacking": "bool"}
    defaults = {"within": 2, "spaces": 1, "classes": ["common", "champion"], "after_attack": True,
                "instead_of_attacking": True}
    triggers = frozenset({"after_attack"})
    summary = ("After this unit attacks, or instead of attacking, you may force a card within range "
               "(commons and champions by default) some spaces.")
    example = ("{ability: push, title: Greater Push, params: {within: 3, spaces: 1, "
               "classes: [common, champion]}}")

    def _targets(self, state: GameState, h: Card) -> list[int]:
        if h.zone != BOARD:
            return []
        classes = self.p("classes")
        out = []
        for c in state.on_board():
            if c.uid == h.uid or not state.geo.within(h.pos, c.pos, self.p("within")):
                continue
            if not of_classes(c, classes):
                continue
            if can_be_targeted(state, c, h) and force_destinations(state, c, self.p("spaces")):
                out.append(c.uid)
        return out

    def _ask_target(self, ctx: Ctx, me: Card, host: Card | None, h: Card, optional: bool) -> None:
        options = self._targets(ctx.state, h)
        if options:
            ask_card(ctx, self, me, host, options,
                     msg("{ability}: choose a card within {within} spaces of {card} to force.", ability=self.title, within=self.p('within'), card=h.name),
                     optional=optional, stage="target")

    # after attacking
    def listens(self, trigger, me, host, info):
        return self.p("after_attack") and host is not None and info.get("attacker") == host.uid

    def on_trigger(self, ctx, trigger, me, host, info):
        self._ask_target(ctx, me, host, ctx.state.cards[holder(me, host).uid], optional=True)

    # instead of attacking
    def _why_not(self, state: GameState, me: Card) -> str | None:
        if not self.p("instead_of_attacking"):
            return msg("{ability} is not used instead of attacking.", ability=self.title)
        if me.zone != BOARD:
            return msg("{card} is not on the battlefield.", card=me.name)
        if state.phase != ATTACK or state.turn.player != me.controller:
            return msg("{ability} is used in your Attack phase, instead of attacking.", ability=self.title)
        if not can_attack(state, me):
            return msg("{card} cannot attack, so it cannot use {ability} instead.", card=me.name, ability=self.title)
        reason, _ = attacker_slot(state, me)
        if reason:
            return reason
        if not self._targets(state, me):
            return msg("No card within {within} spaces of {card} can be forced.", within=self.p('within'), card=me.name)
        return None

    def activate(self, ctx: Ctx, me: Card, cmd: UseAbility) -> None:
        mark_used(ctx, me, self.name, counts_as="attack")
        self._ask_target(ctx, bearer_of(ctx.state, me, self.spec), me, me, optional=False)

    def resume(self, ctx, me, host, step, answer):
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None:
            return
        if step.get("stage") == "target":
            if answer not in self._targets(s, h):
                return
            spaces = sorted(force_destinations(s, s.cards[answer], self.p("spaces")))
            ask_space(ctx, self, me, host, spaces, msg("{ability}: where is {card} forced?", ability=self.title, card=s.cards[answer].name),
                      optional=False, stage="space", card=answer)
        elif step.get("stage") == "space":
            card = step.get("card")
            path = force_destinations(s, s.cards[card], self.p("spaces")).get(tuple(answer))
            if path:
                verbs.force(ctx, card, path, h.uid)


class GrantAbilities(Ability):
    """Event: target a card matching `filter` (its `within` counted from your summoner); until
    `until` it has every other ability printed on this event card (Chant of Power gives Imbued
    Strength this way: the event lists the granted ability after this one)."""

    name = "grant_abilities"
    params = {"filter": "filter", "until": "choice:end_of_turn|end_of_phase"}
    defaults = {"filter": {"class": ["common", "champion"]}, "until": "end_of_turn"}
    summary = ("Event: a target (within range of your summoner) has this card's other abilities until "
               "the end of the turn.")
    example = ("{ability: grant_abilities, title: Chant of Power, params: {filter: {class: [common, "
               "champion], within: 3}}}  # followed by the ability it grants")

    def _targets(self, state: GameState, player: int) -> list[int]:
        sm = state.summoner(player)
        if sm is None or sm.controller != player:
            return []
        return [c.uid for c in select(state, as_mapping(self.p("filter")), sm, player) if c.defn.is_unit]

    def can_play(self, state, player, me):
        if not self._targets(state, player):
            return msg("{ability} needs a target within range of your summoner.", ability=self.title)
        return None

    def on_play(self, ctx, me):
        options = self._targets(ctx.state, me.controller)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the target.", ability=self.title), optional=False,
                     stage="target")

    def resume(self, ctx, me, host, step, answer):
        s = ctx.state
        if answer is None or s.cards[answer].zone != BOARD:
            return
        mine = self.spec
        for i, spec in enumerate(me.defn.abilities):
            if spec != mine:
                grant(ctx, answer, me, i, me.controller, until=self.p("until"))


class ForceOneAtATime(Ability):
    """Base of the events that force friendly cards one at a time (`force_each`, `glacial_shift`):
    the player picks one of `_candidates` (declining stops), then where it is forced (1 to
    `spaces` spaces); each force, with whatever it triggers, resolves before the next pick."""

    def _candidates(self, state: GameState, player: int, done: tuple[int, ...]) -> list[int]:
        raise NotImplementedError

    def _pick_text(self, done: tuple[int, ...]) -> str:
        raise NotImplementedError

    def on_play(self, ctx: Ctx, me: Card) -> None:
        self._offer(ctx, me, ())

    def _offer(self, ctx: Ctx, me: Card, done: tuple[int, ...]) -> None:
        options = self._candidates(ctx.state, me.controller, done)
        if options:
            ask_card(ctx, self, me, None, options, self._pick_text(done), stage="pick", done=done)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        stage = step.get("stage")
        done = tuple(step.get("done") or ())
        if stage == "next":
            return self._offer(ctx, me, done)
        if answer is None:
            return  # the player stopped choosing
        if stage == "pick":
            if answer not in self._candidates(s, me.controller, done):
                return
            spaces = sorted(force_destinations(s, s.cards[answer], self.p("spaces")))
            ask_space(ctx, self, me, None, spaces, msg("{ability}: where is {card} forced?", ability=self.title, card=s.cards[answer].name),
                      optional=False, stage="space", card=answer, done=done)
        elif stage == "space":
            card = step.get("card")
            path = force_destinations(s, s.cards[card], self.p("spaces")).get(tuple(answer))
            if not path:
                return
            # Queued first, so what the force triggers (Engage, Ice Ram…) resolves before the next pick.
            ctx.then(resume_step(ctx, self, me, None, stage="next", done=done + (card,)))
            verbs.force(ctx, card, path, me.uid)
