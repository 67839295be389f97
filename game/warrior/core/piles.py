"""The draw pile: its top card, and what happens when it runs out."""

from __future__ import annotations

from game.engine.rng import shuffled
from game.warrior.core import events as ev
from game.warrior.core.table import Table


def top_of_draw_pile(t: Table) -> int:
    """The top card of the draw pile. When it has run out, the discard pile but its top card is
    shuffled into a new draw pile first, and the turn ends with the war drums beaten (README,
    "Warrior: rules notes")."""
    s = t.state
    if not s.draw_pile:
        rng, order = shuffled(s.rng, list(s.discard_pile[:-1]))
        t.emit(ev.DrawPileRenewed(tuple(order), rng))
    return t.state.draw_pile[0]
