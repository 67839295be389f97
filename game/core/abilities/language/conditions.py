"""Conditions (`if:` and `while:`): questions about the game, combined with all / any / not.

Each is bounded work over the board; none changes anything.
"""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece, split
from game.core.ruleset import PHASES_2E


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


@_check("pile_count", params={"pile": "choice:discard|hand", "filter": "filter", **_RANGE},
        defaults={"filter": {}, "at_least": None, "at_most": None}, main="pile",
        summary="The number of your cards in your discard pile (or hand) matching the filter is in range "
                "('if there is a unit in your discard pile').",
        example="{pile_count: discard, filter: {class: [unit]}, at_least: 1}")
def _pile_count(env: Env, p: dict) -> bool:
    pl = env.state.players[env.player]
    f = {**dict(p["filter"]), "not_self": False}
    f.pop("within", None)
    f.pop("adjacent", None)
    pile = pl.discard if p["pile"] == "discard" else pl.hand
    return _between(sum(1 for u in pile if fits(env, f, env.state.cards[u])), p)
