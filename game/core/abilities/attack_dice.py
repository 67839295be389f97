"""How an attack's dice become damage: symbol conversions, conditions, backlash.

- `count_symbol`: an attack adds 1 damage per `symbol` rolled instead of per hit symbol: this
  unit's own attacks (Tundra Orcs' Shonk, Wild Strike), or with `against: true` attacks against
  the cards it covers (Phoenix Elves' Blinding Flare: your summoner and the friendly units
  adjacent to it);
- `needs_symbol`: this unit's attacks add no damage unless at least `min` dice show `symbol`
  (Frost Shaman, Unwieldy Magic);
- `vulnerable`: attacks against this unit add `amount` more damage for each `symbol` rolled
  (Smasher, Sluggish);
- `reckless_strike`: +strength; after attacking, if at most `max_specials` specials were rolled,
  the attacker takes as much damage as it added to its target (For Glory gives it to friendly
  commons).

Also the small helpers the issue-7 factions share for "per attack" memory: an effect that lasts
until the end of the attack records what was true when the attack was declared or rolled
(`snapshot`), and the "after attacking" part takes it back exactly once (`take_snapshot`), even
when another attack (Frenzy's extra attack) starts and ends in between.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.attacking import special_count
from game.core.abilities.base import holder
from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.attack import AttackInfo
from game.core.context import Ctx
from game.core.message import msg
from game.core.state import ACTIVE, BOARD, Card, Effect, GameState

SYMBOLS = "choice:melee|ranged|special"


# --- shared helpers -----------------------------------------------------------------------------------


def in_force(state: GameState, ability: Ability, me: Card, host: Card | None) -> bool:
    """A unit's ability works while its unit is on the battlefield; an event's from the active
    area, and then only the first active copy (glossary ABILITY: a card that gains an ability it
    already has has it once, so two copies of one ACTIVE event do not add up)."""
    if host is not None:
        return host.zone == BOARD
    if me.zone != ACTIVE:
        return False
    key = (ability.spec.name, ability.spec.params)
    for uid in state.players[me.controller].active:
        if any((sp.name, sp.params) == key for sp in state.cards[uid].defn.abilities):
            return uid == me.uid
    return False


def covers(state: GameState, flt: dict, origin_kind: str, include_origin: bool, me: Card, host: Card | None,
           card: Card) -> bool:
    """Whether `card` is one of the cards an ability covers. On a unit with an empty filter: the
    unit itself. Otherwise the origin (this unit, or your summoner; an event always counts from
    your summoner) when `include_origin`, and every card matching `flt`, its `within` counted
    from the origin."""
    if card.zone != BOARD:
        return False
    if host is not None and not flt:
        return card.uid == host.uid
    player = holder(me, host).controller
    origin = state.summoner(player) if origin_kind == "summoner" or host is None else host
    if origin is None or origin.zone != BOARD or origin.controller != player:
        return False
    if include_origin and card.uid == origin.uid:
        return True
    return bool(flt) and matches(state, flt, card, origin, player)


def snapshot(ctx: Ctx, kind: str, attacker: int, source: int, player: int, **data: Any) -> None:
    """Remember something about the attack `attacker` is making now, until the attack ends."""
    n = ctx.state.turn.attacks.get(attacker, 0)
    ctx.emit(ev.EffectAdded(Effect(kind, attacker, player, until="end_of_attack",
                                   data=(("n", n),) + tuple(sorted(data.items())), source=source)))


def take_snapshot(ctx: Ctx, kind: str, attacker: int, source: int, **match: Any) -> dict | None:
    """The snapshot of `attacker`'s attack made by `source`, taken once (an AbilityUsed marks it).

    If an extra attack started and ended inside this attack's "after attacking" effects, both
    snapshots are still there: the latest attack's is taken first, which is the one whose
    "after attacking" effects resolve first."""
    s = ctx.state
    found = []
    for e in s.effects:
        if e.kind != kind or e.target != attacker or e.source != source:
            continue
        d = dict(e.data)
        if any(d.get(k) != v for k, v in match.items()):
            continue
        mark = f"{kind}:{attacker}:{d['n']}"
        if (source, mark) not in s.turn.used:
            found.append((d["n"], mark, d))
    if not found:
        return None
    _, mark, d = max(found, key=lambda x: x[0])
    ctx.emit(ev.AbilityUsed(source, mark))
    return d


def _symbol(state: GameState, word: str) -> str:
    if word == "special":
        return state.ruleset.special_symbol
    return state.ruleset.hit_symbol(word)


# --- Wild Strike, Blinding Flare ------------------------------------------------------------------------


class CountSymbol(Ability):
    name = "count_symbol"
    params = {"symbol": SYMBOLS, "against": "bool", "filter": "filter", "origin": "choice:self|summoner",
              "include_origin": "bool"}
    defaults = {"symbol": "special", "against": False, "filter": {}, "origin": "self", "include_origin": True}
    attack_hook = True
    attack_priority = 5  # replaces the hit count: before other conversions, modifiers and caps
    summary = (
        "Attacks add 1 damage per `symbol` rolled instead of per hit symbol: this unit's own attacks, "
        "or with `against: true` attacks against the cards it covers (the origin, and cards "
        "matching `filter` counted from it; on an ACTIVE event the origin is your summoner)."
    )
    example = (
        "{ability: count_symbol, title: Blinding Flare, params: {symbol: special, against: true, "
        "origin: summoner, filter: {side: friendly, class: [unit], within: 1}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if attack.heal or not in_force(state, self, me, host):
            return
        subject = attack.target if self.p("against") else attack.attacker
        if not covers(state, self._filter, self.p("origin"), self.p("include_origin"), me, host, subject):
            return
        n = attack.count(_symbol(state, self.p("symbol")))
        attack.damage = n
        attack.notes.append(msg("{ability}: 1 damage per {symbol} ({n})", ability=self.title, symbol=self.p('symbol'), n=n))


# --- Unwieldy Magic --------------------------------------------------------------------------------------


class NeedsSymbol(Ability):
    name = "needs_symbol"
    params = {"symbol": SYMBOLS, "min": "int"}
    defaults = {"symbol": "special", "min": 1}
    attack_hook = True
    attack_priority = 85  # after every modifier, before caps: nothing adds damage back
    summary = "This unit's attacks add no damage unless at least `min` dice show `symbol`."
    example = "{ability: needs_symbol, title: Unwieldy Magic, params: {symbol: special, min: 1}}"

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if host is None or attack.heal or attack.attacker.uid != host.uid:
            return
        if attack.count(_symbol(state, self.p("symbol"))) < self.p("min") and attack.damage:
            attack.notes.append(msg("{ability}: no {symbol} rolled, no damage", ability=self.title, symbol=self.p('symbol')))
            attack.damage = 0


# --- Sluggish ---------------------------------------------------------------------------------------------


class Vulnerable(Ability):
    name = "vulnerable"
    params = {"symbol": SYMBOLS, "amount": "int"}
    defaults = {"symbol": "special", "amount": 1}
    attack_hook = True
    attack_priority = 50  # a modifier: after conversions, before caps
    summary = "Attacks against this unit add `amount` more damage for each `symbol` rolled."
    example = "{ability: vulnerable, title: Sluggish, params: {symbol: special, amount: 1}}"

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if host is None or attack.heal or attack.target.uid != host.uid or host.zone != BOARD:
            return
        n = attack.count(_symbol(state, self.p("symbol"))) * self.p("amount")
        if n:
            attack.damage += n
            attack.notes.append(f"{self.title}: +{n}")


# --- Reckless Strike (For Glory) ----------------------------------------------------------------------------


class RecklessStrike(Ability):
    """+`strength` strength. After it attacks, if at most `max_specials` dice showed a special, the
    attacker takes as much damage as the attack added to its target. On an ACTIVE event every
    friendly unit matching `filter` has it (For Glory: friendly commons).

    Only an attack that reached its damage step counts (its target still there to be rolled
    against): that is noted when the damage is known, and the backlash is added after the attack."""

    name = "reckless_strike"
    params = {"strength": "int", "max_specials": "int", "filter": "filter"}
    defaults = {"strength": 2, "max_specials": 1, "filter": {"side": "friendly", "class": ["common"]}}
    stats = frozenset({"strength"})
    triggers = frozenset({"attack_damage", "after_attack"})
    summary = (
        "+strength; after this unit attacks, if at most `max_specials` specials were rolled, it takes "
        "as much damage as it added to the target. On an ACTIVE event, friendly units matching the "
        "filter have it."
    )
    example = "{ability: reckless_strike, title: Reckless Strike, params: {strength: 2, max_specials: 1}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def has_it(self, state: GameState, me: Card, host: Card | None, unit: Card) -> bool:
        if unit.zone != BOARD or not unit.defn.is_unit or not in_force(state, self, me, host):
            return False
        if host is not None:
            return unit.uid == host.uid
        return matches(state, self._filter, unit, None, me.controller)

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if self.has_it(state, me, host, subject):
            return value + self.p("strength")
        return value

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None or info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        a = s.cards.get(info.get("attacker"))
        src = holder(me, host)
        if a is None:
            return
        if trigger == "attack_damage":
            if self.has_it(s, me, host, a) and not info.get("heal"):
                snapshot(ctx, self.name, a.uid, src.uid, a.controller)
            return
        if take_snapshot(ctx, self.name, a.uid, src.uid) is None or a.zone != BOARD:
            return
        if special_count(s, info.get("faces")) > self.p("max_specials"):
            return
        n = info.get("damage", 0)
        if n > 0:
            verbs.add_damage(ctx, a, a.uid, n, self.title)
