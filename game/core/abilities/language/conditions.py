"""Conditions (`if:` and `while:`): questions about the game, combined with all / any / not.

Each is bounded work over the board; none changes anything.
"""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece, split
from game.core.ruleset import ALL_PHASES
from game.core.state import ACTIVE, BOARD


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


@_check("phase", params={"phase": "choice:" + "|".join(ALL_PHASES)}, main="phase",
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
    symbols = env.info.get("symbols")  # an attack being resolved: its symbols as hooks have changed them
    if symbols is not None:
        n = sum(1 for s in symbols if sym in s)
    else:
        n = sum(1 for f in faces if sym in rs.die_faces[f])
    return _between(n, p)


@_check("destroyed_target", summary="The attack that set this off destroyed its target.")
def _destroyed_target(env: Env, p: dict) -> bool:
    return bool(env.info.get("destroyed"))


@_check("damaged_target", summary="The attack that set this off added damage to its target.")
def _damaged_target(env: Env, p: dict) -> bool:
    return bool(env.info.get("damage") or env.info.get("hits"))


@_check("by_attack", summary="The trigger's card (the one destroyed or damaged) was the target of the attack this "
                             "card has just made: it was destroyed by that attack, not by an effect.",
        example="if: by_attack")
def _by_attack(env: Env, p: dict) -> bool:
    return env.state.turn.last_attack[:2] == (env.holder.uid, env.info.get("card"))


@_check("moved_away", summary="The trigger's card started its move or force adjacent to this card (on the "
                              "battlefield) and some step of it took it farther away (glossary AWAY; Engage).",
        example="if: {all: [{trigger_card: {side: enemy, class: [unit]}}, moved_away]}")
def _moved_away(env: Env, p: dict) -> bool:
    from game.core.abilities.engage import went_away

    h = env.holder
    start = env.info.get("start")
    if h.zone != BOARD or start is None or not env.state.geo.is_adjacent(tuple(start), h.pos):
        return False
    return went_away(env.state.geo, start, env.info.get("path"), h.pos)


@_check("started_within", params={"within": "count"}, defaults={"within": 1}, main="within",
        summary="The move (or force) that set this off started within `within` spaces of this card (1: the "
                "card that moved started next to this one).",
        example="{started_within: 1}")
def _started_within(env: Env, p: dict) -> bool:
    start, o = env.info.get("start"), env.origin()
    return start is not None and o is not None and env.state.geo.within(o, tuple(start), int(p["within"]))


@_check("first_copy",
        summary="This ability is not a second copy: on an event it holds only in your active area and only for "
                "the first active copy of that card (glossary ABILITY: an ability gained twice does not add up); "
                "on a unit's ability, always.",
        example="while: first_copy")
def _first_copy(env: Env, p: dict) -> bool:
    """Pile On, Primal Fury: with two copies active, the units have it once."""
    from game.core.state import ACTIVE

    if env.host is not None:
        return True
    me = env.me
    if me.zone != ACTIVE:
        return False
    for uid in env.state.players[me.controller].active:
        if env.state.cards[uid].defn.id == me.defn.id:
            return uid == me.uid
    return False


# --- conditions that remember this turn ---------------------------------------------------------
# Such a condition names the rules' trigger it must hear: the runtime listens to that trigger for
# every program whose `if:` uses the condition, and calls `note`, which records what it needs as
# a use of this turn (`TurnState.used`). Checking the condition reads that record.

MEMORIES: dict[str, Any] = {}


def _memo_key(env: Env, name: str, p: dict) -> str:
    return f"language:{env.title}:{name}:{sorted(dict(p['filter']).items())!r}"


@_check("destroyed_this_turn", params={"filter": "filter"}, defaults={"filter": {}}, main="filter",
        summary="This card has destroyed a card matching the filter this turn (by an attack or an ability).",
        example="{not: {destroyed_this_turn: {class: [unit]}}}")
def _destroyed_this_turn(env: Env, p: dict) -> bool:
    from game.core.abilities.base import used_this_turn

    return used_this_turn(env.state, env.holder, _memo_key(env, "destroyed_this_turn", p))


class _DestroyedThisTurn:
    """Hears every card destroyed by this card; notes the first matching one of the turn."""

    trigger = "destroyed"

    @staticmethod
    def concerns(env: Env, p: dict) -> bool:
        return env.info.get("by") == env.holder.uid

    @staticmethod
    def note(ctx: Any, env: Env, p: dict) -> None:
        from game.core.abilities.base import mark_used, used_this_turn

        c = env.state.cards.get(env.info.get("card"))
        key = _memo_key(env, "destroyed_this_turn", p)
        if c is not None and fits(env, {**dict(p["filter"]), "not_self": False}, c) \
                and not used_this_turn(env.state, env.holder, key):
            mark_used(ctx, env.holder, key)


MEMORIES["destroyed_this_turn"] = _DestroyedThisTurn


@_check("by_you", summary="The trigger's card was moved or forced by you: a force by a card of yours (or by no "
                          "card, in your turn); a move by the unit's controller.",
        example="if: by_you")
def _by_you(env: Env, p: dict) -> bool:
    info = env.info
    if "by" in info:
        by = env.state.cards.get(info["by"]) if info["by"] is not None else None
        who = by.controller if by is not None else env.state.turn.player
        return who == env.player
    c = env.card("card")
    return c is not None and c.controller == env.player


@_check("attack_resolved",
        summary="The attack that set this off was resolved: its dice were rolled against its target and turned "
                "into damage (not an attack whose target left the battlefield before that).")
def _attack_resolved(env: Env, p: dict) -> bool:
    """For "after attacking, for each special symbol rolled" (Blood Bond, Intercession): an attack
    that rolled nothing has no symbols, though the trigger still carries the last roll's faces."""
    last = env.state.turn.last_attack
    return bool(last) and tuple(last[:2]) == (env.info.get("attacker"), env.info.get("target"))


@_check("attack_adjacent",
        summary="The attack that set this off was on an adjacent card: a melee attack, or a ranged one whose "
                "target is still on the battlefield next to the attacker.")
def _attack_adjacent(env: Env, p: dict) -> bool:
    """Frenzy: "After each attack this unit makes on an adjacent enemy card …" (a melee attack
    reaches only adjacent cards; a destroyed target of one still counts)."""
    from game.core.state import BOARD

    a, t = env.card("attacker"), env.card("target")
    if a is None or t is None:
        return False
    from game.core.stats import is_ranged

    if not is_ranged(env.state, a):
        return True
    return t.zone == BOARD and a.pos is not None and env.state.geo.is_adjacent(a.pos, t.pos)


@_check("roll_by", params={"filter": "filter", "rolls": "choice:any|attack|ability"},
        defaults={"rolls": "any"}, main="filter",
        summary="The roll that set this off (`after_roll`) was made by a unit on the battlefield matching the "
                "filter (counted from this card), for an attack, an ability or either (`rolls`), and it has "
                "dice to re-roll.",
        example="{roll_by: {side: friendly, class: [unit], within: 3}}")
def _roll_by(env: Env, p: dict) -> bool:
    """Influence: "… a friendly unit within 3 spaces of Grognack rolls dice for an attack or an
    ability …"."""
    from game.core.abilities.rerolls import ATTACK_ROLL, current_faces, roll_of
    from game.core.state import BOARD

    uid, purpose = roll_of(env.info)
    roller = env.state.cards.get(uid) if uid is not None else None
    if roller is None or roller.zone != BOARD:
        return False
    if p["rolls"] != "any" and (p["rolls"] == "attack") != (purpose == ATTACK_ROLL):
        return False
    return fits(env, p["filter"], roller) and bool(current_faces(env.state, roller.uid, purpose))


@_check("damage_dealt", params=_RANGE, defaults={"at_least": 1, "at_most": None},
        summary="The attack that set this off added this much damage to its target (default: at least 1; "
                "dice that hit but add no damage do not count).",
        example="{damage_dealt: {at_least: 1}}")
def _damage_dealt(env: Env, p: dict) -> bool:
    return _between(int(env.info.get("damage") or 0), p)


_card_check("source", "source", "source card (for `ability_damage`: the card whose ability adds the damage)")


@_check("active",
        summary="This ACTIVE event is in your active area (not while it is being played); a unit's ability "
                "always is.",
        example="if: active")
def _active(env: Env, p: dict) -> bool:
    return env.host is not None or env.me.zone == ACTIVE


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
    lo, hi = p.get("at_least"), p.get("at_most")
    cards = env.state.cards
    n = 0
    for u in pile:
        if fits(env, f, cards[u]):
            n += 1
            # the count need go no further once the answer is known (a long discard pile)
            if hi is None:
                if lo is not None and n >= lo:
                    return True
            elif n > hi:
                return False
    return _between(n, p)
