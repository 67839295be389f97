"""1E Vine Walls (Master Set rulebook, "Vine Walls"): the Swamp Orcs' walls kept in a Vine Wall
pile off the battlefield and placed when a card says so.

A Vine Wall on the battlefield is in zone BOARD and listed in `GameState.vines` (not in
`GameState.board`: it may lie under a unit). The other rules that read it: `apply` (it goes
back to its owner's Vine Wall pile whenever it leaves the battlefield), `placement` (no unit is
summoned onto it, no wall goes onto it, units are summoned next to it), `move.vine_rolls` (the
roll to move off it), `attack` (a separate target; it blocks lines of sight but not to or from
the unit on it).
"""

from __future__ import annotations

from game.core import events as ev
from game.core.context import Ctx
from game.core.geometry import Pos
from game.core.message import msg
from game.core.state import BOARD, Card, GameState


def vine_pile_count(state: GameState, player: int) -> int:
    """How many Vine Walls `player` has left to place (public: the pile is face up)."""
    return len(state.players[player].vine_pile)


def vine_space_reason(state: GameState, pos: Pos) -> str | None:
    """Why no Vine Wall may be placed on `pos`, or None when one may. Rulebook, "Vine Walls" 2:
    "Vine Walls can be placed on any space on the Battlefield, including on your opponent's side!
    A Vine Wall can be placed on a space where a Unit already exists, place the Vine Wall under
    the existing Unit. However, you can never place a Vine Wall on a space where a Wall
    (including a Vine Wall) already exists." """
    if not (isinstance(pos, tuple) and len(pos) == 2 and state.geo.in_bounds(pos)):
        return msg("That space is not on the battlefield.")
    if pos in state.vines:
        return msg("A Vine Wall is already there.")
    other = state.at(pos)
    if other is not None and other.defn.is_structure:
        return msg("A Vine Wall cannot be placed on a wall ({card}).", card=other.name)
    return None


def may_place_vine(state: GameState, player: int, pos: Pos) -> bool:
    return bool(state.players[player].vine_pile) and vine_space_reason(state, pos) is None


def place_vine(ctx: Ctx, player: int, pos: Pos) -> int | None:
    """Rulebook: "Whenever a card instructs a player to place a Vine Wall, remove a Vine Wall from
    that player's Vine Wall Pile and place it as directed." Returns the Vine Wall placed, or None
    when the pile is empty or the space refuses one."""
    pile = ctx.state.players[player].vine_pile
    if not pile or vine_space_reason(ctx.state, pos) is not None:
        return None
    uid = pile[-1]
    ctx.emit(ev.VinePlaced(player, uid, pos))
    return uid


def on_vine(state: GameState, card: Card) -> bool:
    """Whether `card` (not a Vine Wall itself) shares its space with a Vine Wall."""
    if card.zone != BOARD or card.pos is None:
        return False
    vine = state.vines.get(card.pos)
    return vine is not None and vine != card.uid


def next_to_vine(state: GameState, card: Card, vine: Card) -> bool:
    """Adjacency with a Vine Wall: "a Unit on a Vine Wall space is considered adjacent to that
    Vine Wall, even though they are sharing a space"."""
    if card.zone != BOARD or card.pos is None or not state.is_vine(vine) or card.uid == vine.uid:
        return False
    return card.pos == vine.pos or state.geo.is_adjacent(card.pos, vine.pos)


def vines_next_to(state: GameState, card: Card) -> list[Card]:
    """The Vine Walls adjacent to `card` (the one under it included)."""
    return [state.cards[u] for u in state.vines.values() if next_to_vine(state, card, state.cards[u])]
