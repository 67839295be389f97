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
       example="target: {each: {side: enemy, class: [unit], adjacent: true}}")
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


@piece("target", "around_summoner", params={"filter": "filter"}, main="filter",
       summary="Your summoner and every card matching the filter with its `within` counted from your "
               "summoner (for an event, which has no space of its own).",
       example="target: {around_summoner: {side: friendly, class: [unit], within: 1}}")
class AroundSummoner(Selector):
    """Blinding Flare: "your summoner or a friendly unit adjacent to your summoner". Nothing while
    you have no summoner of your own on the battlefield."""

    @staticmethod
    def candidates(env, p):
        sm = env.state.summoner(env.player)
        if sm is None or sm.zone != BOARD or sm.controller != env.player:
            return []
        there = Env(env.state, env.me, sm, env.info, env.title, env.subject)
        return [sm.uid] + [c.uid for c in on_board(there, p["filter"])]


_WHICH = "choice:self|attacker|attack_target|trigger_card"


def which_card(env: Env, which: str):
    """This card, or the card of the trigger named by `which`."""
    return env.holder if which == "self" else env.card({"attacker": "attacker", "attack_target": "target",
                                                         "trigger_card": "card"}[which])


@piece("target", "force_space", params={"spaces": "int", "card": _WHICH, "text": "str"},
       defaults={"spaces": 1, "card": "self", "text": ""}, main="spaces",
       summary="A space `card` (this card by default) could be forced to, 1 to `spaces` spaces in a straight "
               "line, chosen by you before anything is paid; `do: force_there` forces it there.",
       example="target: {force_space: 1}")
class ForceSpace(Selector):
    """Blood Rush: "you may add 1 damage to it to force it 1 space": where it goes is chosen first,
    the damage is the price, then it is forced (if it survived)."""

    choice = True
    spaces = True

    @staticmethod
    def candidates(env, p):
        from game.core.move import force_destinations

        c = which_card(env, p["card"])
        if c is None or c.zone != BOARD:
            return []
        return sorted(force_destinations(env.state, c, p["spaces"]))
