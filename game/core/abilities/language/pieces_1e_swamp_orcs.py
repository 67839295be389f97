"""Ability-language pieces first needed by 1st-edition Master Set cards (swamp orcs).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Swamp Orcs needed: putting the card a unit has just destroyed under it instead of leaving it
as magic (Blerg's Adapt: 'put the destroyed card under him').
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.effects import Do, _on_board
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import piece


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
