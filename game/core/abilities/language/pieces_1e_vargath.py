"""Ability-language pieces first needed by 1st-edition Master Set cards (vargath).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Mountain Vargath needed: whether a unit stands on its own side of the battlefield or on the
opponent's (Battle Frenzy: 'while on the opponent's side'; Rush: 'if it starts on your side'), and a search of the draw pile and the discard pile together (Superior Planning:
'search your draw pile or discard pile for a Sunderved event').
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.geometry import on_side
from game.core.rng import shuffled
from game.core.state import BOARD


@_check("on_side", params={"side": "choice:own|opponent"}, main="side",
        summary="This card (or, for a static change, the card whose value is asked) is on the battlefield on "
                "its controller's side (`own`: the 4 rows nearest them) or on the opponent's side (`opponent`).",
        example="{on_side: opponent}")
def _on_side(env: Env, p: dict) -> bool:
    c = env.subject if env.subject is not None else env.holder
    if c.zone != BOARD or c.pos is None:
        return False
    own = on_side(c.controller, c.pos, env.state.ruleset.side_rows)
    return own if p["side"] == "own" else not own


@piece("do", "search_piles", params={"filter": "filter"}, defaults={"filter": {"class": ["event"]}},
       main="filter",
       summary="You search your draw pile and your discard pile for a card matching the filter, reveal it and "
               "put it in your hand, then shuffle your draw pile (Superior Planning: 'search your draw pile "
               "or discard pile'). You choose among one card of each name in each pile; with none, the draw "
               "pile is only shuffled. Done once, whatever the targets.",
       example="{search_piles: {class: [event], symbol: mountain-vargath-1e}}")
class SearchPiles(Do):
    targets = False

    @staticmethod
    def _found(env, p):
        """The topmost card of each matching name in the draw pile, then in the discard pile."""
        f = {**dict(p["filter"]), "not_self": False}
        for k in ("within", "adjacent", "side", "in_line"):
            f.pop(k, None)
        pl = env.state.players[env.player]
        out: list[int] = []
        for pile in (pl.draw, pl.discard):
            names: set[str] = set()
            for u in reversed(pile):
                c = env.state.cards[u]
                if fits(env, f, c) and c.name not in names:
                    names.add(c.name)
                    out.append(u)
        return out

    @staticmethod
    def _shuffle(ctx, env):
        s = ctx.state
        r, order = shuffled(s.rng, list(s.players[env.player].draw))
        ctx.emit(ev.DrawPileShuffled(env.player, tuple(order), r))

    @staticmethod
    def _take(ctx, env, card):
        ctx.emit(ev.CardReturnedToHand(card))  # revealed: the opponent sees which card it is
        SearchPiles._shuffle(ctx, env)

    @staticmethod
    def run(ctx, env, p, uid):
        found = SearchPiles._found(env, p)
        if not found:
            SearchPiles._shuffle(ctx, env)
            return None
        if len(found) == 1:
            SearchPiles._take(ctx, env, found[0])
            return None
        return Ask("card", found, f"{env.title}: which card do you take from your draw or discard pile?")

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        found = SearchPiles._found(env, p)
        if answer in found:
            SearchPiles._take(ctx, env, answer)
        elif found:
            SearchPiles._take(ctx, env, found[0])
