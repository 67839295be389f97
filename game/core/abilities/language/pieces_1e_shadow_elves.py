"""Ability-language pieces first needed by 1st-edition Master Set cards (shadow elves).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Shadow Elves needed a way to remember, for the rest of the turn, something true at one moment
and read it later (Out of Shadows: 'if Selundar begins your turn with no enemy unit adjacent, he
gets +2 attack during that turn when attacking an adjacent unit'; Shadow Dancer: 'the first time
she is attacked each turn'): a named mark put on a card until the end of the turn, and the
condition that reads it.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Do, _on_board
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.statics import Modify
from game.core.state import BOARD, Effect

MARK = "mark"


def _marks(env: Env, uid: int) -> set[str]:
    return {dict(e.data).get("name") for e in env.state.effects if e.kind == MARK and e.target == uid}


@piece("do", "mark", params={"name": "str", "until": "choice:end_of_turn|end_of_phase|end_of_attack",
                             "card": "choice:target|self"},
       defaults={"until": "end_of_turn", "card": "target"}, main="name",
       summary="Put a mark called `name` on the target (a card on the battlefield) until the end of the turn "
               "(or phase, or of the attack being made); `card: self`: on this card whatever the target (after "
               "`place`, whose target is a space). It does nothing by itself; the condition `marked` reads it (Out of Shadows: "
               "'if he begins your turn with no enemy unit adjacent, ... during that turn').",
       example="{mark: out_of_shadows}")
class Mark(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if p.get("card") == "self":
            uid = env.me.uid
        if _on_board(env, uid) and p["name"] not in _marks(env, uid):
            ctx.emit(ev.EffectAdded(Effect(MARK, uid, env.player, until=p["until"],
                                           data=(("name", p["name"]),), source=env.me.uid)))
        return None


@_check("marked", params={"name": "str"}, main="name",
        summary="This card carries the mark called `name` (put by `mark`, until the end of the turn, phase or attack).",
        example="{marked: out_of_shadows}")
def _marked(env: Env, p: dict) -> bool:
    return env.me is not None and p["name"] in _marks(env, env.me.uid)


_RANGE = {"at_least": "int", "at_most": "int"}


def _in_range(n: int, p: dict) -> bool:
    lo, hi = p.get("at_least"), p.get("at_most")
    return (lo is None or n >= lo) and (hi is None or n <= hi)


@_check("on_enemy_side",
        summary="This card is on the battlefield, on an opponent's side (the 4 rows nearest them): Scout.",
        example="if: on_enemy_side")
def _on_enemy_side(env: Env, p: dict) -> bool:
    me = env.me
    if me is None or me.zone != BOARD:
        return False
    return any(env.state.geo.on_side(q.index, me.pos) for q in env.state.players if q.index != me.controller)


@_check("others_moved", params=_RANGE, defaults={"at_least": None, "at_most": None},
        summary="The number of units other than this one that have moved in this phase is in range (Sneak: "
                "'if it is the only card you move').",
        example="{others_moved: {at_most: 0}}")
def _others_moved(env: Env, p: dict) -> bool:
    me = env.me.uid if env.me is not None else None
    return _in_range(sum(1 for u in env.state.turn.movers if u != me), p)


@_check("moved_spaces", params=_RANGE, defaults={"at_least": None, "at_most": None},
        summary="The move that set this off (`after_move`) went this many spaces (Sneak: a move of 3 or more "
                "used the extra spaces).",
        example="{moved_spaces: {at_least: 3}}")
def _moved_spaces(env: Env, p: dict) -> bool:
    return _in_range(len(env.info.get("path") or ()), p)


@piece("modify", "max_movers", params={"amount": "int"}, main="amount",
       summary="The number of units its player may move in the Movement phase changes by `amount`, for the unit "
               "about to move (give it to `target: {each: ...}` for every unit): Scout's 'you may move 1 extra "
               "unit', Sneak's 'the only card you move'.",
       example="{max_movers: 1}")
class MaxMovers(Modify):
    @staticmethod
    def apply(env, p, value):
        return value + p["amount"]


def _cap(stat: str, what: str, example: str):
    class Cap(Modify):
        @staticmethod
        def apply(env, p, value):
            return min(value, p["value"])

    Cap.stat = stat
    Cap.__name__ = f"{stat}_at_most"
    piece("modify", f"{stat}_at_most", params={"value": "int"}, main="value",
          summary=f"{what} is at most `value`, whatever else changes it (Summon the Night: {example}).",
          example=f"{{{stat}_at_most: 1}}")(Cap)


_cap("move_distance", "Move distance", "'their units move at most 1 space each'")
_cap("attack_range", "Attack range", "'their units cannot attack cards that are not adjacent'")
