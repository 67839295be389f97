"""Static changes (`modify:`, with `while:`): a value the rules read, changed while a condition
holds, for this card or for each card matching a filter. A value is a number (strength, life,
move_distance, attack_range, cost), a flag (can_move, is_gate, extra_attacker, grants_magic,
forceable, blocks_attack) or a set of classes a unit may move through (pass_through)."""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece
from game.core.geometry import adjacent
from game.core.state import BOARD

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
                 for q in adjacent(a.pos) if q not in s.board}
        return frozenset(value) | extra if extra else value
