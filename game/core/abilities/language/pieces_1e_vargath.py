"""Ability-language pieces first needed by 1st-edition Master Set cards (vargath).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Mountain Vargath needed: whether a unit stands on its own side of the battlefield or on the
opponent's (Battle Frenzy: 'while on the opponent's side'; Rush: 'if it starts on your side'), and a search of the draw pile and the discard pile together (Superior Planning:
'search your draw pile or discard pile for a Sunderved event').
"""

from __future__ import annotations

from game.core.abilities.language.conditions import _check
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.pieces_1e_starter import SearchDraw
from game.core.state import BOARD


@_check("on_side", params={"side": "choice:own|opponent"}, main="side",
        summary="This card (or, for a static change, the card whose value is asked) is on the battlefield on "
                "its controller's side (`own`: the 4 rows nearest them) or on the opponent's side (`opponent`).",
        example="{on_side: opponent}")
def _on_side(env: Env, p: dict) -> bool:
    c = env.subject if env.subject is not None else env.holder
    if c.zone != BOARD or c.pos is None:
        return False
    own = env.state.geo.on_side(c.controller, c.pos, env.state.ruleset.side_rows)
    return own if p["side"] == "own" else not own


@piece("do", "search_piles", params={"filter": "filter"}, defaults={"filter": {"class": ["event"]}},
       main="filter",
       summary="You search your draw pile and your discard pile for a card matching the filter, reveal it and "
               "put it in your hand, then shuffle your draw pile (Superior Planning: 'search your draw pile "
               "or discard pile'). You choose among one card of each name in each pile; with none, the draw "
               "pile is only shuffled. Done once, whatever the targets.",
       example="{search_piles: {class: [event], symbol: mountain-vargath-1e}}")
class SearchPiles(SearchDraw):
    """A Hero Is Born's search (`search_draw`) over the draw pile, then the discard pile."""

    piles = ("draw", "discard")
    where = "your draw or discard pile"
