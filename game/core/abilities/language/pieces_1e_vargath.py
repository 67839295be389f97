"""Ability-language pieces first needed by 1st-edition Master Set cards (vargath).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Mountain Vargath needed: whether a unit stands on its own side of the battlefield or on the
opponent's (Battle Frenzy: 'while on the opponent's side'; Rush: 'if it starts on your side').
"""

from __future__ import annotations

from game.core.abilities.language.conditions import _check
from game.core.abilities.language.env import Env
from game.core.geometry import on_side
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
