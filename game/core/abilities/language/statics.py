"""Static changes (`modify:`, with `while:`): a value the rules read, changed while a condition
holds, for this card or for each card matching a filter. A value is a number (strength, life,
move_distance, attack_range, cost), a flag (can_move, is_gate, extra_attacker, grants_magic,
forceable, blocks_attack) or a set of classes a unit may move through (pass_through)."""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, on_board
from game.core.abilities.language.pieces import piece

NUMBERS = ("strength", "life", "move_distance", "attack_range", "cost")
FLAGS = {
    "can_move": "whether the unit can move",
    "is_gate": "whether the card counts as a gate (units are summoned next to it)",
    "extra_attacker": "whether the unit may attack beyond the phase's 3 attackers",
    "grants_magic": "whether destroying an enemy card with it gains magic",
    "forceable": "whether the card can be forced",
    "blocks_attack": "whether the card blocks a ranged attack's line",
}


class Modify:
    @staticmethod
    def apply(env: Env, p: dict, value: Any) -> Any:
        raise NotImplementedError


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
            else:
                n = len(on_board(env, p["count"]))
            n //= max(1, p["divisor"])
            bonus = n * p["amount"]
            if p["max"]:
                bonus = min(bonus, p["max"])
            return value + bonus

    N.__name__ = stat
    piece("modify", stat,
          params={"amount": "int", "per": "choice:none|boost|damage|magic|count", "count": "filter", "max": "int",
                  "divisor": "int"},
          defaults={"per": "none", "count": {}, "max": 0, "divisor": 1}, main="amount",
          summary=f"{stat.replace('_', ' ').capitalize()} changes by `amount` (for each boost, damage, magic or "
                  f"card matching `count` with `per`; at most `max` in all; per `divisor` of them).",
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


# --- attack changes: how an attack's dice turn into damage -------------------------------------------
#
# Read by the rules through `Ability.modify_attack` (`game.core.attack`, the damage step), not as
# a stat: a program with one of these is an attack hook. Whose attacks they change: the attacks
# the card the program covers makes (`target:`, default this card), or with `against: true` the
# attacks made against it. `while:` conditions see the attack: `attacker`, `attack_target` and
# `rolled` (its dice). An attack that removes damage (Heal) is never changed. Each kind applies at
# its place in the damage step (`priority`): a replaced count first, then added damage, then a
# cancel; a program applies all its attack changes at the place of its first one.


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
        attack.notes.append(f"{env.title}: 1 damage per {p['symbol']} ({n})")


@piece("modify", "attack_damage",
       params={"amount": "int", "per": "choice:none|melee|ranged|special", **_WHOSE_ATTACK},
       defaults={"per": "none", "against": False}, main="amount",
       summary="The attack adds `amount` more damage (for each `per` symbol rolled; the unit's attacks, "
               "with `against: true` the attacks against it).",
       example="{attack_damage: 1, per: special, against: true}")
class AttackDamage(AttackChange):
    """Sluggish: "When this unit is attacked, each special symbol rolled adds 1 extra damage to
    it." A modifier: after a replaced count, before a cancel."""

    priority = 50

    @staticmethod
    def change(env, p, attack):
        n = p["amount"] if p["per"] == "none" else attack.count(_symbol(env, p["per"])) * p["amount"]
        if n:
            attack.damage += n
            attack.notes.append(f"{env.title}: {n:+d}")


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
            attack.notes.append(f"{env.title}: no damage")
            attack.damage = 0
