"""Selectors (`target:`): who the effects apply to. A selector gives candidate cards (or spaces)
and whether the controller chooses among them (`choose`, `choose_space`) or they all take the
effects (`each`, the fixed ones)."""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece, split
from game.core.state import BOARD


class Selector:
    choice = False   # the player picks among the candidates
    spaces = False   # the candidates are spaces, not cards
    repeats = False  # the player picks again after each pick's effects (declining stops)
    # "Up to N": every pick may be declined, which stops there, the first one too (none is a number
    # up to N), whether or not the ability says "you may".
    declinable = False

    @staticmethod
    def candidates(env: Env, p: dict) -> list[Any]:
        raise NotImplementedError

    @staticmethod
    def expand(env: Env, p: dict, chosen: Any) -> list[Any]:
        """The targets the chosen candidate stands for: itself, or a group (`choose_with_adjacent`)."""
        return [chosen]


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


@piece("target", "choose", params={"filter": "filter", "text": "str", "always_ask": "bool",
                                   "chooser": "choice:you|opponent"},
       defaults={"text": "", "always_ask": False, "chooser": "you"}, main="filter",
       summary="One card matching the filter, chosen by you, or by your opponent with `chooser: opponent` "
               "(made for the chooser when there is only one and it cannot be declined, unless `always_ask`).",
       example="target: {choose: {side: friendly, class: [unit], within: 3}}")
class Choose(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        return [c.uid for c in on_board(env, p["filter"])]

    @staticmethod
    def admits(env: Env, p: dict, uid: int) -> bool:
        """Whether the card `uid` is one of `candidates(env, p)`, asked of that card alone (a
        chosen target is checked again when the answer comes)."""
        s = env.state
        c = s.cards.get(uid)
        if c is None or c.pos is None or (s.board.get(c.pos) != uid and s.vines.get(c.pos) != uid):
            return False  # not on the battlefield
        return fits(env, p["filter"], c)


@piece("target", "choose_space", params={"adjacent_to": "choice:self|summoner|attack_target|trigger_card",
                                         "text": "str", "order": "choice:rows|columns"},
       defaults={"adjacent_to": "self", "text": "", "order": "rows"}, main="adjacent_to",
       summary="An empty space adjacent to a card, chosen by you (for place and summon effects); the spaces are "
               "offered row by row (`order: columns`: column by column).",
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
        free = (q for q in s.geo.adjacent(c.pos) if q not in s.board)
        return sorted(free) if p.get("order") == "columns" else sorted(free, key=lambda q: (q[1], q[0]))


@piece("target", "trigger_space", params={"within": "count", "text": "str"}, defaults={"within": None, "text": ""},
       summary="The space the trigger's card was on (the space a destroyed unit left), if it is empty; with "
               "`within`, only while this card is on the battlefield within that many spaces of it.",
       example="target: {trigger_space: {within: 3}}")
class TriggerSpace(Selector):
    choice = True
    spaces = True

    @staticmethod
    def candidates(env, p):
        pos = env.info.get("pos")
        if pos is None or tuple(pos) in env.state.board:
            return []
        pos = tuple(pos)
        n = p.get("within")
        if n is not None:
            h = env.state.cards[env.holder.uid]
            if h.zone != BOARD or not env.state.geo.within(h.pos, pos, int(n)):
                return []
        return [pos]

@piece("target", "passed_through", params={"filter": "filter"}, defaults={"filter": {}}, main="filter",
       summary="Each card matching the filter on a space the move (or force) that set this off passed "
               "through, in the order passed; not the space where it stopped (Trample: 'each common unit "
               "it moved through').",
       example="target: {passed_through: {class: [common]}}")
class PassedThrough(Selector):
    @staticmethod
    def candidates(env, p):
        s = env.state
        if env.holder.zone != BOARD:
            return []
        out: list[int] = []
        for q in tuple(env.info.get("path") or ())[:-1]:
            uid = s.board.get(tuple(q))
            if uid is not None and uid not in out and fits(env, p["filter"], s.cards[uid]):
                out.append(uid)
        return out


@piece("target", "choose_attackable", params={"filter": "filter", "text": "str", "always_ask": "bool"},
       defaults={"filter": {}, "text": "", "always_ask": False}, main="filter",
       summary="A card (matching the filter) this card could attack now, chosen by you: the target of an "
               "extra attack it makes (`extra_attack_on`), so a cost is paid only once the target is chosen.",
       example="target: {choose_attackable: {}, text: 'Choose the target of the extra attack.'}")
class ChooseAttackable(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        from game.core.abilities.generic import extra_attack_targets

        s = env.state
        flt = {**dict(p["filter"]), "not_self": False}
        return [u for u in extra_attack_targets(s, s.cards[env.holder.uid]) if fits(env, flt, s.cards[u])]


@piece("target", "choose_with_adjacent", params={"filter": "filter", "adjacent": "filter", "text": "str",
                                                 "always_ask": "bool"},
       defaults={"adjacent": {}, "text": "", "always_ask": False}, main="filter",
       summary="One card matching the filter, chosen by you, together with each card matching `adjacent` that "
               "is adjacent to it (the chosen card first, then its neighbours): 'Target a unit. Boost it and "
               "each friendly unit adjacent to it.'",
       example="target: {choose_with_adjacent: {side: friendly, class: [unit]}, adjacent: {side: friendly, "
               "class: [unit]}}")
class ChooseWithAdjacent(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        return [c.uid for c in on_board(env, p["filter"])]

    @staticmethod
    def expand(env, p, chosen):
        s = env.state
        t = s.cards.get(chosen)
        if t is None or t.zone != BOARD:
            return []
        near = (s.board.get(q) for q in s.geo.adjacent(t.pos))
        return [chosen] + [u for u in near if u is not None and fits(env, p["adjacent"], s.cards[u])]


@piece("target", "choose_any", params={"filter": "filter", "text": "str"}, defaults={"text": ""}, main="filter",
       summary="Any number of cards matching the filter, one at a time: you choose one, the effects are done to it "
               "(and what they set off resolves), then you choose the next (never one chosen before), until you "
               "stop or none is left.",
       example="target: {choose_any: {side: friendly, class: [unit], max_cost: 0}}")
class ChooseAny(Selector):
    choice = True
    repeat = True  # the runtime asks again after each chosen card's effects

    @staticmethod
    def candidates(env, p):
        return [c.uid for c in on_board(env, p["filter"])]


@piece("target", "choose_or_self", params={"filter": "filter", "text": "str"}, defaults={"text": ""}, main="filter",
       summary="One card matching the filter or this card itself (offered last), chosen by you: 'X or this unit'. "
               "When this card is the only option it is taken without asking (unless the ability is optional).",
       example="target: {choose_or_self: {side: friendly, class: [unit], within: 1}}")
class ChooseOrSelf(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        h = env.holder
        out = [c.uid for c in on_board(env, {**dict(p["filter"]), "not_self": True})]
        return out + [h.uid] if h.zone == BOARD else out


@piece("target", "each_adjacent", params={"filter": "filter", "to": "filter"}, main="filter",
       summary="Every card on the battlefield matching the filter that is adjacent to at least one card "
               "matching `to` (both counted from this card; `to` may be this card unless `not_self: true`).",
       example="target: {each_adjacent: {side: enemy, class: [unit]}, to: {side: friendly, class: [structure]}}")
class EachAdjacent(Selector):
    @staticmethod
    def candidates(env, p):
        to = {"not_self": False, **dict(p["to"])}
        near = [c.pos for c in on_board(env, to)]
        return [c.uid for c in on_board(env, p["filter"]) if any(env.state.geo.is_adjacent(c.pos, q) for q in near)]


@piece("target", "choose_several",
       params={"filter": "filter", "up_to": "int", "around": "choice:self|summoner|trigger_card|attack_target|attacker",
               "text": "str"},
       defaults={"up_to": 0, "around": "self", "text": ""}, main="filter",
       summary="Cards matching the filter, chosen by you one at a time, up to `up_to` of them (0: any "
               "number): the effects are done to each, and what they set off resolves, before the next "
               "choice; every choice may be declined, which stops (the first one too). Distances count from "
               "this card or, with `around: summoner`, from your summoner. Choosing none is allowed, so an "
               "event with no candidate can still be played.",
       example="target: {choose_several: {side: friendly, class: [structure], within: 3}, up_to: 3, "
               "around: summoner}")
class ChooseSeveral(Selector):
    choice = True
    repeats = True
    declinable = True

    @staticmethod
    def candidates(env, p):
        return _near(env, p["filter"], p["around"])


@piece("target", "each_in_order",
       params={"filter": "filter", "around": "choice:self|summoner|trigger_card|attack_target|attacker",
               "text": "str"},
       defaults={"around": "self", "text": ""}, main="filter",
       summary="Every card matching the filter, one at a time in the order you choose: the effects are done to "
               "each (and what they set off resolves) before you choose the next; you cannot stop, and the last "
               "one (or a single one) is taken without asking. 1E rulebook: 'if an attack ever Hits multiple "
               "Units at once the attacker chooses in which order they are Hit'.",
       example="target: {each_in_order: {within: 2}}")
class EachInOrder(Selector):
    choice = True
    repeats = True
    in_order = True  # the runtime takes a lone remaining card without asking

    @staticmethod
    def candidates(env, p):
        return _near(env, p["filter"], p["around"])


_CENTRES = "choice:self|summoner|trigger_card|attack_target|attacker"


def _centre(env: Env, around: str):
    if around == "self":
        return env.holder
    if around == "summoner":
        return env.state.summoner(env.player)
    return env.card({"trigger_card": "card", "attack_target": "target", "attacker": "attacker"}[around])


def _near(env: Env, flt: Any, around: str) -> list[Any]:
    """The cards on the battlefield matching `flt`, its `within` / `adjacent` counted from the card
    `around` names (never that card itself); from this card, exactly `on_board`."""
    if around == "self":
        return [c.uid for c in on_board(env, flt)]
    centre = _centre(env, around)
    if centre is None or centre.zone != BOARD:
        return []
    f = dict(flt)
    n = f.pop("within", None)
    if f.pop("adjacent", False):
        n = 1 if n is None else min(int(n), 1)
    return [c.uid for c in on_board(env, f)
            if c.uid != centre.uid and (n is None or env.state.geo.within(centre.pos, c.pos, int(n)))]


@piece("target", "choose_near", params={"filter": "filter", "around": _CENTRES, "text": "str"},
       defaults={"around": "self", "text": ""}, main="filter",
       summary="One card matching the filter, its distances (`within`, `adjacent`) counted from `around`: this "
               "card, your summoner, or the trigger's card, attacked card or attacker (never that card "
               "itself); chosen by you, as with `choose`.",
       example="target: {choose_near: {class: [common, champion], within: 1}, around: trigger_card}")
class ChooseNear(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        return _near(env, p["filter"], p["around"])


_WHICH = "choice:self|attacker|attack_target|trigger_card"


def which_card(env: Env, which: str):
    """This card, or the card of the trigger named by `which`."""
    return env.holder if which == "self" else env.card({"attacker": "attacker", "attack_target": "target",
                                                         "trigger_card": "card"}[which])


@piece("target", "force_space", params={"spaces": "count", "card": _WHICH, "text": "str"},
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
