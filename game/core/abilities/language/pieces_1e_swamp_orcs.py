"""Ability-language pieces first needed by 1st-edition Master Set cards (swamp orcs).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Swamp Orcs needed: putting the card a unit has just destroyed under it instead of leaving it
as magic (Blerg's Adapt), a unit that counts as ranged (Glarg's Vinemancer Reach), whether a
destroyed unit stood next to a wall of yours (Mugglug's Rampant Growth), whether a move went onto
or off a Vine Wall space (Vinemancer Ambush), an event's abilities lent until the start of your
next turn (Vine Guard), a space for a Vine Wall next to a wall of yours (Vine Growth) and a unit
placed onto a Vine Wall space (Ensnare).
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do, _on_board
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import Selector
from game.core.abilities.language.statics import Modify
from game.core.message import msg
from game.core.state import BOARD
from game.core.vines import may_place_vine


def _destroyed_on_my_pile(env: Env) -> int | None:
    """The card the trigger names (the one just destroyed), if it lies on this player's magic pile."""
    uid = env.info.get("card")
    if uid is None or uid not in env.state.players[env.player].magic_pile:
        return None
    return uid


@piece("do", "put_destroyed_under",
       summary="Magic pile (1E): the card the trigger names (the unit just destroyed, `when: destroys`) goes "
               "from your magic pile face down under the target, so it is no longer magic (Adapt: 'put the "
               "destroyed card under him'). Nothing if that card is not on your magic pile.",
       example="do: put_destroyed_under")
class PutDestroyedUnder(Do):
    @staticmethod
    def feasible(env, p, uid):
        return _destroyed_on_my_pile(env) is not None

    @staticmethod
    def run(ctx, env, p, uid):
        card = _destroyed_on_my_pile(env)
        if card is not None and _on_board(env, uid):
            ctx.emit(ev.CardPutUnder(card, uid))
        return None


@piece("modify", "attack_as", params={"kind": "choice:melee|ranged"}, main="kind",
       summary="The unit attacks as a melee or a ranged unit, whatever its printed symbol (Vinemancer Reach: "
               "'he counts as a ranged unit'; Magic Shot: 'it counts as a ranged unit for that attack'): its reach, range and every rule about melee or ranged units "
               "follow.",
       example="{attack_as: ranged}")
class AttackAs(Modify):
    stat = "attack_kind"  # the value the rules read (`stats.attack_kind`)

    @staticmethod
    def apply(env, p, value):
        return p["kind"]


@_check("trigger_space_next_to", params={"filter": "filter"}, main="filter",
        summary="The space the trigger's card was on (the space a destroyed unit left) is adjacent to a card on "
                "the battlefield matching the filter, or shares it (a unit on a Vine Wall space is adjacent to "
                "that Vine Wall): Rampant Growth's 'a unit adjacent to a wall you control'.",
        example="{trigger_space_next_to: {side: friendly, class: [gate]}}")
def _trigger_space_next_to(env: Env, p: dict) -> bool:
    pos = env.info.get("pos")
    if pos is None:
        return False
    pos = tuple(pos)
    f = {k: v for k, v in dict(p["filter"]).items() if k not in ("within", "adjacent")}
    return any(c.pos is not None and env.state.geo.within(pos, c.pos, 1) and fits(env, f, c) for c in env.state.on_board())


@_check("moved_over_vine",
        summary="The move that set this off (`after_move`) started on, went through or ended on a Vine Wall "
                "space: the unit moved onto or off one (Vinemancer Ambush).",
        example="if: moved_over_vine")
def _moved_over_vine(env: Env, p: dict) -> bool:
    start, path = env.info.get("start"), env.info.get("path") or ()
    if not path:
        return False  # a move of 0 spaces (1E) goes onto no space and off none
    vines = env.state.vines
    spaces = ([tuple(start)] if start is not None else []) + [tuple(q) for q in path]
    return any(q in vines for q in spaces)


@piece("do", "grant_abilities_to_next_turn",
       summary="The target has every other ability printed on this card (all but those titled as this one) until "
               "the start of your next turn, through your opponent's turn (Vine Guard: 'until the start of your "
               "next turn your units have Vinemancer Guard'); an ability it already has is not doubled.",
       example="do: grant_abilities_to_next_turn")
class GrantAbilitiesToNextTurn(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.generic import grant

        if _on_board(env, uid):
            for i, spec in enumerate(env.me.defn.abilities):
                if spec.title != env.title:
                    grant(ctx, uid, env.me, i, env.player, until=f"start_of_turn_{env.player}")
        return None


@piece("target", "choose_vine_space", params={"filter": "filter", "text": "str"}, defaults={"text": ""},
       main="filter",
       summary="A space where you could place a Vine Wall (`do: place_vine`: any space, also under a unit, never "
               "on a wall or another Vine Wall) adjacent to a card on the battlefield matching the filter, chosen "
               "by you (Vine Growth: 'choose a wall you control; place a Vine Wall adjacent to it'). Nothing is "
               "offered when your Vine Wall pile is empty.",
       example="target: {choose_vine_space: {side: friendly, class: [gate]}}")
class ChooseVineSpace(Selector):
    choice = True
    spaces = True

    @staticmethod
    def candidates(env, p):
        s = env.state
        f = {k: v for k, v in dict(p["filter"]).items() if k not in ("within", "adjacent")}
        out = {q for c in s.on_board() if c.pos is not None and fits(env, f, c)
               for q in s.geo.adjacent(c.pos) if may_place_vine(s, env.player, q)}
        return sorted(out, key=lambda q: (q[1], q[0]))


@piece("do", "place_on_vine", params={"spaces": "count"}, main="spaces",
       summary="Place the target (a unit on the battlefield) on an empty Vine Wall space (a Vine Wall with no unit "
               "on it) within `spaces` spaces of the unit, which you choose (Ensnare: 'place each onto an empty "
               "Vine Wall space within 4 spaces of that unit'). Placing is neither a move nor a force, so no "
               "roll to leave a Vine Wall is made.",
       example="{place_on_vine: 4}")
class PlaceOnVine(Do):
    @staticmethod
    def _spaces(env, p, uid):
        s = env.state
        c = s.cards.get(uid) if isinstance(uid, int) else None
        if c is None or c.zone != BOARD or c.pos is None:
            return []
        return sorted((q for q in s.vines if q not in s.board and s.geo.distance(c.pos, q) <= p["spaces"]),
                      key=lambda q: (q[1], q[0]))

    @staticmethod
    def feasible(env, p, uid):
        return bool(PlaceOnVine._spaces(env, p, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        spaces = PlaceOnVine._spaces(env, p, uid)
        if not spaces:
            return None
        c = env.state.cards[uid]
        return Ask("space", spaces, msg("{ability}: onto which Vine Wall space is {card} placed?", ability=env.title, card=c.name), data={"card": uid})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or not _on_board(env, uid):
            return
        to = tuple(answer)
        if to in PlaceOnVine._spaces(env, p, uid):
            verbs.relocate(ctx, uid, to)
