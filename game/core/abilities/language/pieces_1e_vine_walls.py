"""Ability-language pieces first needed by 1st-edition Master Set cards (Vine Walls).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Vine Wall rules themselves are in the core (`game.core.vines`); these pieces let a card
place a Vine Wall (Rampant Growth, Vinemancer Sow, Vine Growth), ask whether a unit stands on one
(Vinemancer Reach) or next to one (Vinemancer Guard), and skip the roll to leave one
('does not roll to leave a Vine Wall').
"""

from __future__ import annotations

from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Do
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.statics import Modify
from game.core.vines import may_place_vine, on_vine, place_vine, vines_next_to


@piece("do", "place_vine",
       summary="Place a Vine Wall from your Vine Wall pile on the target space (`trigger_space`, `choose_space`): "
               "any space of the battlefield, also the opponent's side and under a unit already there, never "
               "where a wall (or another Vine Wall) is. Nothing happens when your Vine Wall pile is empty.",
       example="do: place_vine")
class PlaceVine(Do):
    @staticmethod
    def feasible(env, p, uid):
        return isinstance(uid, tuple) and may_place_vine(env.state, env.player, tuple(uid))

    @staticmethod
    def run(ctx, env, p, uid):
        if isinstance(uid, (tuple, list)):
            place_vine(ctx, env.player, tuple(uid))
        return None


def _card(env: Env):
    return env.subject if env.subject is not None else env.holder


@_check("on_vine",
        summary="This card (or, for a static change, the card whose value is asked) is on a Vine Wall space "
                "(1E: a unit sharing its space with a Vine Wall).",
        example="on_vine")
def _on_vine(env: Env, p: dict) -> bool:
    return on_vine(env.state, _card(env))


@_check("near_vine", params={"side": "choice:any|friendly|enemy"}, defaults={"side": "any"}, main="side",
        summary="This card (or, for a static change, the card whose value is asked) is adjacent to a Vine Wall "
                "(`friendly`: one you control; `enemy`: an opponent's). A unit on a Vine Wall space counts as "
                "adjacent to that Vine Wall.",
        example="{near_vine: friendly}")
def _near_vine(env: Env, p: dict) -> bool:
    c = _card(env)
    side = p["side"]
    for v in vines_next_to(env.state, c):
        if side == "any" or (side == "friendly") == env.state.friendly(v.controller, c.controller):
            return True
    return False


@piece("modify", "no_vine_roll", params={"value": "bool"}, defaults={"value": True}, main="value",
       summary="The unit does not roll to move off a Vine Wall space (1E Swamp Orcs: 'does not roll to leave a "
               "Vine Wall'): it moves off as if it had rolled high.",
       example="modify: no_vine_roll")
class NoVineRoll(Modify):
    @staticmethod
    def apply(env, p, value):
        return p["value"]
