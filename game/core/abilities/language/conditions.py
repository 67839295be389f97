"""Conditions (`if:` and `while:`): questions about the game, combined with all / any / not.

Each is bounded work over the board; none changes anything.
"""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece, split
from game.core.ruleset import PHASES_2E
from game.core.state import ACTIVE


def holds(env: Env, cond: Any) -> bool:
    """Whether a condition as written holds (no condition: it does)."""
    if cond is None:
        return True
    name, p = split("if", cond)
    return bool(_CHECKS[name](env, p))


def _between(n: int, p: dict) -> bool:
    lo, hi = p.get("at_least"), p.get("at_most")
    return (lo is None or n >= lo) and (hi is None or n <= hi)


_RANGE = {"at_least": "int", "at_most": "int"}
_CHECKS: dict[str, Any] = {}


def _check(name: str, **kw: Any):
    def deco(fn):
        _CHECKS[name] = fn
        return piece("if", name, **kw)(fn)
    return deco


@_check("all", params={"of": "conditions"}, main="of", summary="Every condition in the list holds.",
        example="{all: [my_turn, {magic: {at_least: 2}}]}")
def _all(env: Env, p: dict) -> bool:
    return all(holds(env, c) for c in p["of"])


@_check("any", params={"of": "conditions"}, main="of", summary="At least one condition in the list holds.")
def _any(env: Env, p: dict) -> bool:
    return any(holds(env, c) for c in p["of"])


@_check("not", params={"of": "condition"}, main="of", summary="The condition does not hold.")
def _not(env: Env, p: dict) -> bool:
    return not holds(env, p["of"])


@_check("count", params={"filter": "filter", **_RANGE}, defaults={"at_least": None, "at_most": None}, main="filter",
        summary="The number of cards on the battlefield matching the filter (counted from this card) is in range.",
        example="{count: {side: friendly, class: [unit], name: Citadel, within: 2}, at_least: 1}")
def _count(env: Env, p: dict) -> bool:
    return _between(len(on_board(env, p["filter"])), p)


@_check("boost", params=_RANGE, defaults={"at_least": None, "at_most": None},
        summary="The boost on this card is in range ({boost: {at_most: 0}}: it has none).")
def _boost(env: Env, p: dict) -> bool:
    return _between(env.holder.boost, p)


@_check("damage", params=_RANGE, defaults={"at_least": None, "at_most": None},
        summary="The damage on this card is in range.")
def _damage(env: Env, p: dict) -> bool:
    return _between(env.holder.damage, p)


@_check("magic", params=_RANGE, defaults={"at_least": None, "at_most": None},
        summary="Your magic is in range.")
def _magic(env: Env, p: dict) -> bool:
    return _between(env.state.players[env.player].magic, p)


@_check("my_turn", summary="It is your turn (the turn of this card's controller).")
def _my_turn(env: Env, p: dict) -> bool:
    return env.state.turn.player == env.player


@_check("phase", params={"phase": "choice:" + "|".join(PHASES_2E)}, main="phase",
        summary="It is this phase (of any player's turn).")
def _phase(env: Env, p: dict) -> bool:
    return env.state.phase == p["phase"]


def _card_check(key: str, info_key: str, what: str):
    def fn(env: Env, p: dict) -> bool:
        c = env.card(info_key)
        return c is not None and fits(env, p["filter"], c)
    _check(key, params={"filter": "filter"}, main="filter",
           summary=f"The trigger's {what} matches the filter.",
           example=f"{{{key}: {{side: enemy, class: [unit]}}}}")(fn)


_card_check("attacker", "attacker", "attacking unit")
_card_check("attack_target", "target", "attacked card (the target of the attack)")
_card_check("trigger_card", "card", "card (the one that moved, was summoned, forced or destroyed)")


@_check("subject", params={"filter": "filter"}, main="filter",
        summary="For a static change (`while:`): the card whose value is asked matches the filter.")
def _subject(env: Env, p: dict) -> bool:
    return env.subject is not None and fits(env, p["filter"], env.subject)


@_check("attacking", summary="For a static change: the card is attacking (its strength is asked for an attack).")
def _attacking(env: Env, p: dict) -> bool:
    a = env.info.get("attacker")
    a = getattr(a, "uid", a)
    return env.subject is not None and a == env.subject.uid


@_check("rolled", params={"symbol": "str", **_RANGE}, defaults={"symbol": "special", "at_least": 1, "at_most": None},
        main="symbol", summary="The dice of the attack (or roll) that set this off show the symbol a number of times.")
def _rolled(env: Env, p: dict) -> bool:
    faces = env.info.get("faces") or ()
    rs = env.state.ruleset
    sym = rs.special_symbol if p["symbol"] == "special" else p["symbol"]
    n = sum(1 for f in faces if sym in rs.die_faces[f])
    return _between(n, p)


@_check("destroyed_target", summary="The attack that set this off destroyed its target.")
def _destroyed_target(env: Env, p: dict) -> bool:
    return bool(env.info.get("destroyed"))


@_check("damaged_target", summary="The attack that set this off added damage to its target.")
def _damaged_target(env: Env, p: dict) -> bool:
    return bool(env.info.get("damage") or env.info.get("hits"))


@_check("damage_dealt", params=_RANGE, defaults={"at_least": 1, "at_most": None},
        summary="The attack that set this off added this much damage to its target (default: at least 1; "
                "dice that hit but add no damage do not count).",
        example="{damage_dealt: {at_least: 1}}")
def _damage_dealt(env: Env, p: dict) -> bool:
    return _between(int(env.info.get("damage") or 0), p)


@_check("first_copy",
        summary="This ACTIVE event is in your active area and is the first card there with its ability: a "
                "player who has an ability twice has it once (glossary ABILITY), so two active copies of one "
                "event do not add up.",
        example="if: first_copy")
def _first_copy(env: Env, p: dict) -> bool:
    me = env.me
    if env.host is not None:
        return True  # a unit's ability: there is one of it per unit
    if me.zone != ACTIVE:
        return False
    mine = set(me.defn.abilities)
    for uid in env.state.players[me.controller].active:
        if mine & set(env.state.cards[uid].defn.abilities):
            return uid == me.uid
    return False


_card_check("source", "source", "source card (for `ability_damage`: the card whose ability adds the damage)")


@_check("active",
        summary="This ACTIVE event is in your active area (not while it is being played); a unit's ability "
                "always is.",
        example="if: active")
def _active(env: Env, p: dict) -> bool:
    return env.host is not None or env.me.zone == ACTIVE
