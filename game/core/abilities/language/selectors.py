"""Selectors (`target:`): who the effects apply to. A selector gives candidate cards (or spaces)
and whether the controller chooses among them (`choose`, `choose_space`) or they all take the
effects (`each`, the fixed ones)."""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, on_board
from game.core.abilities.language.pieces import piece, split
from game.core.geometry import adjacent
from game.core.state import BOARD


class Selector:
    choice = False   # the player picks among the candidates
    spaces = False   # the candidates are spaces, not cards

    @staticmethod
    def candidates(env: Env, p: dict) -> list[Any]:
        raise NotImplementedError


def resolve(target: Any) -> tuple[type[Selector], dict]:
    name, p = split("target", target if target is not None else "self")
    from game.core.abilities.language.pieces import get

    return get("target", name).fn, p


def _fixed(name: str, text: str, pick):
    class F(Selector):
        @staticmethod
        def candidates(env, p):
            c = pick(env)
            return [c.uid] if c is not None and c.zone == BOARD else []

    F.__name__ = name
    piece("target", name, summary=text, example=f"target: {name}")(F)


_fixed("self", "This card (the default).", lambda env: env.holder)
_fixed("summoner", "Your summoner.", lambda env: env.state.summoner(env.player))
_fixed("attacker", "The unit attacking (for attack triggers).", lambda env: env.card("attacker"))
_fixed("attack_target", "The card attacked (for attack triggers).", lambda env: env.card("target"))
_fixed("trigger_card", "The card that moved, was summoned, forced, damaged or destroyed.",
       lambda env: env.card("card"))


@piece("target", "each", params={"filter": "filter"}, main="filter",
       summary="Every card on the battlefield matching the filter (counted from this card).",
       example="target: {each: {side: enemy, class: [unit], within: 1}}")
class Each(Selector):
    @staticmethod
    def candidates(env, p):
        return [c.uid for c in on_board(env, p["filter"])]


@piece("target", "choose", params={"filter": "filter", "text": "str", "always_ask": "bool"},
       defaults={"text": "", "always_ask": False}, main="filter",
       summary="One card matching the filter, chosen by you (made for you when there is only one and it "
               "cannot be declined, unless `always_ask`).",
       example="target: {choose: {side: friendly, class: [unit], within: 3}}")
class Choose(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        return [c.uid for c in on_board(env, p["filter"])]


@piece("target", "choose_space", params={"adjacent_to": "choice:self|summoner|attack_target|trigger_card",
                                         "text": "str"},
       defaults={"adjacent_to": "self", "text": ""}, main="adjacent_to",
       summary="An empty space adjacent to a card, chosen by you (for place and summon effects).",
       example="target: {choose_space: summoner}")
class ChooseSpace(Selector):
    choice = True
    spaces = True

    @staticmethod
    def candidates(env, p):
        a = p["adjacent_to"]
        c = {"self": env.holder, "summoner": env.state.summoner(env.player),
             "attack_target": env.card("target"), "trigger_card": env.card("card")}[a]
        if c is None or c.zone != BOARD:
            return []
        s = env.state
        return sorted((q for q in adjacent(c.pos) if q not in s.board), key=lambda q: (q[1], q[0]))
