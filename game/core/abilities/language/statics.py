"""Static changes (`modify:`, with `while:`): a value the rules read, changed while a condition
holds, for this card or for each card matching a filter. A value is a number (strength, life,
move_distance, attack_range, cost), a flag (can_move, is_gate, extra_attacker, grants_magic,
forceable, blocks_attack) or a set of classes a unit may move through (pass_through)."""

from __future__ import annotations

from typing import Any

from game.core.abilities.filters import matches
from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece
from game.core.message import msg
from game.core.state import BOARD

NUMBERS = ("strength", "life", "move_distance", "attack_range", "cost")
FLAGS = {
    "can_move": "whether the unit can move",
    "is_gate": "whether the card counts as a gate (units are summoned next to it)",
    "extra_attacker": "whether the unit may attack beyond the phase's 3 attackers",
    "grants_magic": "whether destroying an enemy card with it gains magic",
    "forceable": "whether the card can be forced",
    "blocks_attack": "whether the card blocks a ranged attack's line",
    "counts_dice": "whether the unit's attacks count the dice instead of rolling them (1E Precise)",
    "counted_against": "whether attacks against the unit count the dice instead of rolling them (1E Sluggish)",
}


class Modify:
    @staticmethod
    def apply(env: Env, p: dict, value: Any) -> Any:
        raise NotImplementedError

    @staticmethod
    def never_lowers(p: dict) -> bool:
        """True only when `apply` with these parameters never returns less than it was given,
        whatever the game (False: not known)."""
        return False


def _number(stat: str):
    class N(Modify):
        @staticmethod
        def apply(env, p, value):
            per = p["per"]
            if per == "none":
                return value + p["amount"]
            subject = env.subject
            if per == "boost":
                n = subject.boost
            elif per == "damage":
                n = subject.damage
            elif per == "magic":
                n = env.state.players[subject.controller].magic
            elif per == "adjacent_to_target":
                n = _next_to_target(env, p["count"])
            else:
                n = len(on_board(env, p["count"]))
            n //= max(1, p["divisor"])
            bonus = n * p["amount"]
            if p["max"]:
                bonus = min(bonus, p["max"])
            return value + bonus

        @staticmethod
        def never_lowers(p):
            # a count of boosts, damage, magic or cards is never below 0, nor is `n // divisor`
            amount, most = p["amount"], p["max"]
            return type(amount) is int and amount >= 0 and type(most) is int and most >= 0

    N.__name__ = stat
    piece("modify", stat,
          params={"amount": "int", "per": "choice:none|boost|damage|magic|count|adjacent_to_target", "count": "filter",
                  "max": "int",
                  "divisor": "int"},
          defaults={"per": "none", "count": {}, "max": 0, "divisor": 1}, main="amount",
          summary=f"{stat.replace('_', ' ').capitalize()} changes by `amount` (for each boost, damage, magic or "
                  f"card matching `count` with `per`, or each other such card adjacent to the card it attacks with `per: "
                  f"adjacent_to_target`; at most `max` in all; per `divisor` of them).",
          example=f"{{{stat}: 1, per: boost, max: 5}}")(N)


for _s in NUMBERS:
    _number(_s)


def _flag(stat: str, what: str):
    class F(Modify):
        @staticmethod
        def apply(env, p, value):
            return p["value"]

    F.__name__ = stat
    piece("modify", stat, params={"value": "bool"}, main="value", summary=f"Sets {what}.",
          example=f"{{{stat}: false}}")(F)


for _s, _w in FLAGS.items():
    _flag(_s, _w)


@piece("modify", "pass_through", params={"classes": "str_list"}, main="classes",
       summary="The unit may move through cards of these classes ('any': every card), not end there.",
       example="{pass_through: [structure]}")
class PassThrough(Modify):
    @staticmethod
    def apply(env, p, value):
        return frozenset(value) | frozenset(p["classes"])


@piece("modify", "summon_onto", params={"filter": "filter"}, main="filter",
       summary="Where this unit is summoned: onto the space of one of your cards matching the filter (that card "
               "is destroyed to make room, with no magic gained), instead of next to a gate.",
       example="{summon_onto: {side: friendly, class: [common, champion]}}")
class SummonOnto(Modify):
    stat = "summon_spaces"  # the value the rules read

    @staticmethod
    def apply(env, p, value):
        subject = env.subject
        if subject is None or subject.zone == BOARD:
            return value
        player = env.info.get("player", subject.owner)
        f = {**dict(p["filter"]), "not_self": False}
        return frozenset(c.pos for c in env.state.on_board(player) if matches(env.state, f, c, None, player))

def has_ability_titled(state: Any, uid: int, title: str) -> bool:
    """Whether the card `uid` has a live ability of this title (printed on it or lent to it)."""
    from game.core.stats import live_abilities

    return any(a.title == title and host is not None and host.uid == uid for a, _me, host in live_abilities(state))


@piece("modify", "attack_targets", params={"ability": "str"}, main="ability",
       summary="The attacking unit must target a card that has an ability of this title, if it can target one "
               "(otherwise it attacks as usual). Give it to the attackers with `target:`.",
       example="{attack_targets: Protect}")
class AttackTargets(Modify):
    @staticmethod
    def apply(env, p, value):
        targets = env.info.get("targets") or ()
        allowed = {u for u in targets if has_ability_titled(env.state, u, p["ability"])}
        if not allowed:
            return value
        return allowed if value is None else set(value) & allowed


_flag("summon_any_phase", "whether its player may summon units in any phase of their turn (give it to `target: "
                          "summoner`)")


def _next_to_target(env: Env, flt: Any) -> int:
    """`per: adjacent_to_target` (Gang Up): the cards matching `flt` adjacent to the card being
    attacked, neither that card nor the one whose value is asked; 0 outside an attack."""

    t, me = env.card("target"), env.subject
    if t is None or t.pos is None or me is None:
        return 0
    return sum(1 for c in on_board(env, flt) if c.uid not in (me.uid, t.uid) and env.state.geo.is_adjacent(c.pos, t.pos))


@piece("modify", "instead_of_destroy", params={"replacement": "choice:return_to_hand"}, main="replacement",
       summary="When the card would be destroyed, this happens instead (glossary INSTEAD: it is not destroyed, "
               "no magic is gained and no 'when destroyed' ability triggers); return_to_hand: to its owner's hand.",
       example="{instead_of_destroy: return_to_hand}")
class InsteadOfDestroy(Modify):
    @staticmethod
    def apply(env, p, value):
        return p["replacement"] if value is None else value


class AttackChange(Modify):
    """An attack change: `change(env, p, attack)` changes the `game.core.attack.AttackInfo`."""

    attack = True
    priority = 50

    @staticmethod
    def change(env: Env, p: dict, attack: Any) -> None:
        raise NotImplementedError


_WHOSE_ATTACK = {"against": "bool"}


def _symbol(env: Env, word: str) -> str:
    rs = env.state.ruleset
    return rs.special_symbol if word == "special" else rs.hit_symbol(word)


@piece("modify", "attack_counts", params={"symbol": "choice:melee|ranged|special", **_WHOSE_ATTACK},
       defaults={"against": False}, main="symbol",
       summary="The attack adds 1 damage for each `symbol` rolled, instead of for each melee or ranged "
               "symbol (the unit's attacks; with `against: true` the attacks against it).",
       example="{attack_counts: special}")
class AttackCounts(AttackChange):
    """Wild Strike: "Shonk's attacks add 1 damage for each special symbol rolled, instead of for
    each melee symbol"; Blinding Flare: "attacks against your summoner … add 1 damage for each
    special symbol rolled, instead of …". It replaces the count, before every other change."""

    priority = 5

    @staticmethod
    def change(env, p, attack):
        n = attack.count(_symbol(env, p["symbol"]))
        attack.damage = n
        attack.notes.append(msg("{ability}: 1 damage per {symbol} ({n})", ability=env.title, symbol=p['symbol'], n=n))


@piece("modify", "hits_on", params={"result": "int", **_WHOSE_ATTACK}, defaults={"against": False},
       main="result",
       summary="Numbered dice (1E): the unit's attack dice hit only on `result` or higher; with `against: true` "
               "attacks against it wound it only on `result` or higher (hits that do not wound still hit).",
       example="{hits_on: 4, against: true}")
class HitsOn(AttackChange):
    """Reckless: "his dice hit only on 4+"; Tough: "this Unit only receives Wound Markers from die
    results of 4 or higher" (1E rulebook, "Wounds vs. Hits"). The strictest threshold applies."""

    priority = 5

    @staticmethod
    def change(env, p, attack):
        if attack.counted or not env.state.ruleset.die_numbered:
            return
        if p["against"]:
            attack.wound_on = max(attack.wound_on, p["result"])
        else:
            attack.hit_on = max(attack.hit_on, p["result"])
        attack.recount()
        attack.notes.append(msg("{ability}: wounds on {result}+", ability=env.title, result=p["result"]) if p["against"]
                            else msg("{ability}: hits on {result}+", ability=env.title, result=p["result"]))


@piece("modify", "die_results", params={"amount": "int", **_WHOSE_ATTACK}, defaults={"against": False},
       main="amount",
       summary="Numbered dice (1E): add `amount` to each die result of the unit's attacks (with `against: true`, "
               "of attacks against it).",
       example="{die_results: 1}")
class DieResults(AttackChange):
    """Taskmaster: "add 1 to each die result when attacking"."""

    priority = 4

    @staticmethod
    def change(env, p, attack):
        if attack.counted or not env.state.ruleset.die_numbered:
            return
        attack.die_bonus += p["amount"]
        attack.recount()
        attack.notes.append(msg("{ability}: +{amount} to each die", ability=env.title, amount=p["amount"])
                            if p["amount"] >= 0 else
                            msg("{ability}: {amount} to each die", ability=env.title, amount=p["amount"]))


@piece("modify", "attack_damage",
       params={"amount": "int", "per": "choice:none|melee|ranged|special", **_WHOSE_ATTACK},
       defaults={"per": "none", "against": False}, main="amount",
       summary="The attack adds `amount` more damage, or less with a negative amount, never below 0 (for each "
               "`per` symbol rolled; the unit's attacks, with `against: true` the attacks against it).",
       example="{attack_damage: 1, per: special, against: true}")
class AttackDamage(AttackChange):
    """Sluggish: "When this unit is attacked, each special symbol rolled adds 1 extra damage to
    it." A modifier: after a replaced count, before a cancel."""

    priority = 50

    @staticmethod
    def change(env, p, attack):
        n = p["amount"] if p["per"] == "none" else attack.count(_symbol(env, p["per"])) * p["amount"]
        if n and (n > 0 or attack.damage > 0):
            attack.damage = max(0, attack.damage + n)  # never below 0 (Stupefy: "1 less damage")
            attack.notes.append(msg("{ability}: +{amount}", ability=env.title, amount=n) if n >= 0
                                else msg("{ability}: {amount}", ability=env.title, amount=n))


@piece("modify", "attack_no_damage", params=_WHOSE_ATTACK, defaults={"against": False},
       summary="The attack adds no damage (the unit's attacks; with `against: true` the attacks against "
               "it); usually under a `while:`. Applied after every other change, so nothing adds damage back.",
       example="modify: attack_no_damage")
class AttackNoDamage(AttackChange):
    """Unwieldy Magic: "If this unit's attack rolls no special symbol, the attack adds no damage"
    (`while: {not: {rolled: special}}`)."""

    priority = 85

    @staticmethod
    def change(env, p, attack):
        if attack.damage:
            attack.notes.append(msg("{ability}: no damage", ability=env.title))
            attack.damage = 0


@piece("modify", "ability_damage", params={"amount": "int"}, main="amount",
       summary="Damage an ability (not an attack) adds to the card changes by `amount`; damage of 0 stays 0. "
               "Asked only when the ability's card and the damaged card are on different sides; the condition "
               "`source` names the card whose ability it is.",
       example="{ability_damage: 1}")
class AbilityDamage(Modify):
    @staticmethod
    def apply(env, p, value):
        return value + p["amount"] if value > 0 else value


@piece("modify", "summon_spaces", params={"adjacent_to": "choice:self|summoner|cards", "cards": "filter"},
       defaults={"cards": {}}, main="adjacent_to",
       summary="The unit may also be summoned on an empty space adjacent to this card, to your summoner, or to "
               "any friendly card on the battlefield matching `cards` (rulebook: units are summoned next to a "
               "gate; this adds spaces). Printed on a unit, `target: self` applies while it is being summoned.",
       example="{summon_spaces: cards, cards: {side: friendly, class: [unit], name: Ember}}")
class SummonSpaces(Modify):
    @staticmethod
    def apply(env, p, value):
        s = env.state
        player = env.info.get("player", env.subject.owner if env.subject is not None else env.player)
        to = p["adjacent_to"]
        if to == "cards":
            anchors = [c for c in s.on_board(player) if fits(env, p["cards"], c)]
        else:
            a = env.holder if to == "self" else s.summoner(player)
            anchors = [] if a is None else [a]
        extra = {q for a in anchors if a.zone == BOARD and a.controller == player
                 for q in s.geo.adjacent(a.pos) if q not in s.board}
        return frozenset(value) | extra if extra else value
