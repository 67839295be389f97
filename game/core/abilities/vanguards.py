"""Vanguards (2E): the abilities and events that the generic vocabulary cannot express.

Composed in cards/2e/vanguards.yaml instead: Jacob's Radiant Shot and Valna's Citadel Champion
(`stat_per`), Valna's Guidance (`triggered`), the Citadel Knight's Engage (`engage`), the Citadel
Paladin's Intercession (`per_special`), Guarding Spirits (`guarded`) and Renewed Hope
(`summon_any_phase` + `summon_adjacent`).

Written in the ability language in cards/2e/vanguards.yaml (the classes below stay for older mod
files): The Citadel's Might (`return_from`), Protect (`attack_targets`), Mass Heal
(`each` with `from: summoner`), Engage (`after_move_or_force` + `moved_away`) and Renewed Hope's
`summon_any_phase`.

Named here, each reusable through its parameters:
- `citadels_might`: after attacking an enemy unit, while you have a unit of a name on the
  battlefield, take a unit of that name from your discard pile into your hand (Sera Eldwyn);
- `divine_shield`: when a friendly unit of a name near this one becomes the target of an enemy
  attack, roll dice; each special lowers the attacker's strength for that attack (Coleen);
- `arrow_of_light`: before attacking, discard distinct units from hand for magic and strength
  (Citadel Archer);
- `protect`: adjacent enemies that attack must target a unit with Protect (Citadel Knight);
- `heal_attack`: before attacking a friendly unit, discard a card to make the attack remove
  damage instead (Temple Priest);
- `holy_judgment`: ACTIVE event with boosts that keep it in play and a strength bonus;
- `mass_heal`: event; remove damage from matching cards near your summoner.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.attacking import special_count
from game.core.abilities.base import ask, ask_card, discard_units, own_card, resume_step
from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.attack import AttackInfo, roll_dice
from game.core.context import Ctx
from game.core.damage import gain_magic
from game.core.message import msg
from game.core.state import ACTIVE, BOARD, DISCARD, Card, Effect, GameState, Step
from game.core.stats import live_abilities, strength


def _effects(state: GameState, kind: str, target: int, source: int | None = None) -> list[Effect]:
    return [e for e in state.effects
            if e.kind == kind and e.target == target and (source is None or e.source == source)]


def _strength_effect(ctx: Ctx, unit: Card, amount: int, source: int) -> None:
    """+amount strength (or -) for the attack being resolved."""
    ctx.emit(ev.EffectAdded(Effect(
        "stat", unit.uid, unit.controller, until="end_of_attack",
        data=(("stat", "strength"), ("amount", amount)), source=source,
    )))


# --- Sera Eldwyn ---------------------------------------------------------------------------------


class CitadelsMight(Ability):
    """After this unit attacks an enemy unit, if you control at least one unit named `name` on the
    battlefield, you may take a unit named `name` from your discard pile, reveal it and add it to
    your hand. The discard pile is private: the prompt goes to its owner only."""

    name = "citadels_might"
    params = {"name": "str"}
    defaults = {"name": "Citadel"}
    triggers = frozenset({"after_attack"})
    summary = (
        "After this unit attacks an enemy unit, if you have a `name` unit on the battlefield, "
        "you may add a `name` unit from your discard pile to your hand."
    )
    example = "{ability: citadels_might, title: The Citadel's Might, params: {name: Citadel}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return own_card(me, host) and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        t = s.cards.get(info.get("target"))
        if t is None or t.controller == h.controller or not t.defn.is_unit:
            return
        name = self.p("name")
        if not any(c.defn.is_unit and c.defn.has_name(name) for c in s.on_board(h.controller)):
            return
        options = discard_units(s, h.controller, name)
        if options:
            ask_card(ctx, self, me, host, options,
                     msg("{ability}: you may take a {name} unit from your discard pile into your hand.", ability=self.title, name=name),
                     stage="take")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None or s.cards[answer].zone != DISCARD:
            return
        # Returned from the discard pile to its owner's hand (the card is revealed: the event
        # names it).
        ctx.emit(ev.CardReturnedToHand(answer))


# --- Coleen Brighton -------------------------------------------------------------------------------


class DivineShield(Ability):
    """When a friendly unit named `name` within `within` spaces of this unit becomes the target of
    an enemy attack, roll `dice` dice; each special lowers the attacker's strength by 1 for that
    attack, never below `min_strength`.

    The dice are rolled as the attack is declared; the strength is lowered just before the
    attack's roll (at "before_attack"), from the attacker's strength at that moment, so the floor
    holds even if the attacker gained strength in between."""

    name = "divine_shield"
    params = {"name": "str", "within": "count", "dice": "count", "min_strength": "int"}
    defaults = {"name": "Citadel", "within": 3, "dice": 2, "min_strength": 1}
    triggers = frozenset({"attack_declared", "before_attack"})
    summary = (
        "When a friendly `name` unit within range becomes the target of an enemy attack, roll "
        "dice: each special lowers the attacker's strength by 1 for that attack (not below "
        "`min_strength`)."
    )
    example = "{ability: divine_shield, title: Divine Shield, params: {name: Citadel, within: 3, dice: 2}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return own_card(me, host) and host.zone == BOARD

    def covers(self, state: GameState, h: Card, target: Card) -> bool:
        return (
            target.zone == BOARD and target.controller == h.controller and target.defn.is_unit
            and target.defn.has_name(self.p("name")) and state.geo.within(h.pos, target.pos, self.p("within"))
        )

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        a = s.cards.get(info.get("attacker"))
        t = s.cards.get(info.get("target"))
        if a is None or t is None or h.zone != BOARD or a.zone != BOARD:
            return
        if trigger == "attack_declared":
            if a.controller == h.controller or not self.covers(s, h, t):
                return
            n = special_count(s, roll_dice(ctx, h.controller, self.p("dice"), h.uid, self.name))
            if n:
                ctx.emit(ev.EffectAdded(Effect(
                    self.name, a.uid, h.controller, until="end_of_attack",
                    data=(("amount", n),), source=h.uid,
                )))
            return
        n = sum(dict(e.data).get("amount", 0) for e in _effects(s, self.name, a.uid, h.uid))
        if n <= 0:
            return
        now = strength(s, a, target=t)
        lowered = max(min(now, self.p("min_strength")), now - n)
        if lowered < now:
            _strength_effect(ctx, a, lowered - now, h.uid)


# --- Citadel Archer ----------------------------------------------------------------------------------


class ArrowOfLight(Ability):
    """Before this unit attacks, reveal and discard any number of unit cards with different names
    from your hand; for each, gain `magic` magic and this unit gets +`strength` strength for that
    attack. The cards are chosen one at a time; declining stops."""

    name = "arrow_of_light"
    params = {"magic": "int", "strength": "int"}
    defaults = {"magic": 1, "strength": 1}
    triggers = frozenset({"before_attack"})
    summary = (
        "Before this unit attacks, discard any number of units with different names from your "
        "hand: for each, gain magic and +strength for this attack."
    )
    example = "{ability: arrow_of_light, title: Arrow of Light, params: {magic: 1, strength: 1}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return own_card(me, host) and info.get("attacker") == host.uid

    @staticmethod
    def _options(state: GameState, player: int, names: tuple[str, ...]) -> list[int]:
        return [u for u in state.players[player].hand
                if state.cards[u].defn.is_unit and state.cards[u].name not in names]

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        self._offer(ctx, me, host, ())

    def _offer(self, ctx: Ctx, me: Card, host: Card | None, names: tuple[str, ...]) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if h.zone != BOARD:
            return
        options = self._options(s, h.controller, names)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: reveal and discard a unit card from your hand (+{magic} magic, +{strength} strength for this attack), or stop.", ability=self.title, magic=self.p('magic'), strength=self.p('strength')),
                 stage="discard", names=names)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        names = tuple(step.get("names") or ())
        if answer is None or h.zone != BOARD or answer not in self._options(s, h.controller, names):
            return
        name = s.cards[answer].name
        ctx.emit(ev.CardDiscarded(answer))
        gain_magic(ctx, h.controller, self.p("magic"), self.title)
        _strength_effect(ctx, h, self.p("strength"), h.uid)
        self._offer(ctx, me, host, names + (name,))


# --- Citadel Knight ---------------------------------------------------------------------------------


def has_protect(state: GameState, uid: int) -> bool:
    return any(a.name == Protect.name and host is not None and host.uid == uid
               for a, _me, host in live_abilities(state))


class Protect(Ability):
    """An enemy unit adjacent to this unit that attacks must target a unit that has Protect (this
    one or another). If it can target none of them, it may attack as usual."""

    name = "protect"
    stats = frozenset({"attack_targets"})
    summary = "An adjacent enemy unit that attacks must target a unit that has Protect."
    example = "{ability: protect, title: Protect}"

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is None or host.zone != BOARD or subject.zone != BOARD:
            return value
        if subject.controller == host.controller or not state.geo.is_adjacent(subject.pos, host.pos):
            return value
        targets = info.get("targets") or ()
        allowed = {u for u in targets if has_protect(state, u)}
        if not allowed:
            return value
        return allowed if value is None else set(value) & allowed


# --- Temple Priest ----------------------------------------------------------------------------------


class HealAttack(Ability):
    """Before this unit attacks a friendly unit of one of `classes`, you may discard a card from
    your hand; if you do, the attack removes damage equal to the number of melee symbols plus
    special symbols rolled, instead of adding damage."""

    name = "heal_attack"
    params = {"classes": "str_list"}
    defaults = {"classes": ["common", "champion"]}
    triggers = frozenset({"before_attack"})
    attack_hook = True
    attack_priority = 10  # a conversion: the result is fixed before modifiers and caps
    summary = (
        "Before this unit attacks a friendly unit of the given classes, you may discard a card: "
        "the attack then removes damage equal to the melee plus special symbols rolled."
    )
    example = "{ability: heal_attack, title: Heal, params: {classes: [common, champion]}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return own_card(me, host) and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        t = s.cards.get(info.get("target"))
        if h.zone != BOARD or t is None or t.zone != BOARD or t.controller != h.controller:
            return
        if not any(t.defn.has_class(w) for w in self.p("classes")):
            return
        hand = list(s.players[h.controller].hand)
        if not hand:
            return
        ask_card(ctx, self, me, host, hand,
                 msg("{ability}: discard a card so that this attack removes damage from {card} instead of adding it?", ability=self.title, card=t.name), stage="discard")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if answer is None or h.zone != BOARD or answer not in s.players[h.controller].hand:
            return
        ctx.emit(ev.CardDiscarded(answer))
        ctx.emit(ev.EffectAdded(Effect(self.name, h.uid, h.controller, until="end_of_attack", source=h.uid)))

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if host is None or attack.attacker.uid != host.uid or not _effects(state, self.name, host.uid):
            return
        attack.heal = True
        attack.damage = attack.count(state.ruleset.hit_symbol("melee")) + attack.count(state.ruleset.special_symbol)
        attack.notes.append(f"{self.title}: removes {attack.damage} damage")


# --- Holy Judgment --------------------------------------------------------------------------------------


class HolyJudgment(Ability):
    """ACTIVE event. When played, put `boosts` boost on it. While active, friendly cards matching
    `filter` get +`strength` strength. At the start of your turn you may remove 1 boost from it
    instead of discarding it. Each time a friendly unit is destroyed, remove 1 boost from it (if
    it has any)."""

    name = "holy_judgment"
    params = {"boosts": "int", "strength": "int", "filter": "filter"}
    defaults = {"boosts": 2, "strength": 1, "filter": {"side": "friendly", "class": ["common"]}}
    stats = frozenset({"strength"})
    triggers = frozenset({"destroyed"})
    summary = (
        "ACTIVE event with boosts: matching friendly cards get +strength; at the start of your "
        "turn remove 1 boost instead of discarding it; a friendly unit destroyed removes 1 boost."
    )
    example = (
        "{ability: holy_judgment, title: Holy Judgment, params: {boosts: 2, strength: 1, "
        "filter: {side: friendly, class: [common]}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def on_play(self, ctx: Ctx, me: Card) -> None:
        verbs.boost(ctx, me.uid, self.p("boosts"))

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is not None or me.zone != ACTIVE or subject.zone != BOARD:
            return value
        if matches(state, self._filter, subject, None, me.controller):
            return value + self.p("strength")
        return value

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None and me.zone == ACTIVE and info.get("controller") == me.controller

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        victim = s.cards.get(info.get("card"))
        if victim is not None and victim.defn.is_unit and s.cards[me.uid].zone == ACTIVE:
            verbs.remove_boost(ctx, me.uid, 1)

    # Read by the turn rules (`turn._discard_active`) right after `on_leave_active`: a card with
    # boost stays, and the step queued below asks whether to pay for it or discard it after all.
    def keeps_active(self, state: GameState, me: Card) -> bool:
        return me.zone == ACTIVE and me.boost > 0

    def on_leave_active(self, ctx: Ctx, me: Card) -> None:
        if me.boost > 0:
            ctx.then(resume_step(ctx, self, me, None, stage="renew"))

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        c = s.cards[me.uid]
        if c.zone != ACTIVE:
            return
        stage = step.get("stage")
        if stage == "renew":
            ask(ctx, self, me, None, player=c.controller, kind="confirm",
                text=msg("{ability}: remove 1 boost from it to keep it active ({boost} left), or discard it?", ability=self.title, boost=c.boost),
                options=("keep",), optional=True, labels=(msg("Remove 1 boost and keep it"),),
                stage="keep")
        elif stage == "keep":
            if answer is not None and c.boost > 0:
                verbs.remove_boost(ctx, c.uid, 1)
            else:
                ctx.emit(ev.CardDiscarded(c.uid))


# --- Mass Heal ---------------------------------------------------------------------------------------------


class MassHeal(Ability):
    """Event: remove `amount` damage from every card matching `filter`, with `within` counted from
    your summoner (side relative to you)."""

    name = "mass_heal"
    params = {"amount": "int", "filter": "filter"}
    defaults = {"amount": 2, "filter": {"side": "friendly", "class": ["common", "champion"], "within": 2}}
    summary = "Event: remove damage from every card matching the filter, counted from your summoner."
    example = (
        "{ability: mass_heal, title: Mass Heal, params: {amount: 2, "
        "filter: {side: friendly, class: [common, champion], within: 2}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def on_play(self, ctx: Ctx, me: Card) -> None:
        s = ctx.state
        summoner = s.summoner(me.controller)
        if summoner is None:
            return
        for c in s.on_board():
            if c.damage and matches(s, self._filter, c, summoner, me.controller):
                verbs.heal(ctx, c.uid, self.p("amount"))

