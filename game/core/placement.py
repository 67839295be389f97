"""Where cards may be summoned and built.

Rulebook, "Phase 1: Summon": an empty space adjacent to a gate you control.
Rulebook, "Phase 3: Build": an empty space adjacent to your summoner or in your back 3 rows.
1E rulebook, "Phase 3: Play Event Cards": "to play a Wall Card you simply place the card on any
empty space on your side of the Battlefield" (`build_back_rows` 4, not next to the summoner).
Abilities add spaces (Protector, Born of Fire) through the "summon_spaces"/"build_spaces" stats.
"""

from __future__ import annotations

from game.core.geometry import Pos
from game.core.state import Card, GameState
from game.core.stats import is_gate, query_with_own


def _gate_spaces(state: GameState, player: int) -> frozenset[Pos]:
    if state.cache is None:
        state.cache = {}
    key = ("gate_spaces", player)
    got = state.cache.get(key)
    if got is None:
        spaces: set[Pos] = set()
        # 1E Vine Walls are walls: units "can be summoned adjacent just like any other Wall".
        for uid in (*state.board.values(), *state.vines.values()):
            g = state.cards[uid]
            if g.controller == player and is_gate(state, g):
                for q in state.geo.adjacent(g.pos):
                    if q not in state.board and q not in state.vines:
                        spaces.add(q)
        got = state.cache[key] = frozenset(spaces)
    return got


def summon_spaces(state: GameState, player: int, card: Card) -> frozenset[Pos]:
    """1E rulebook, "Vine Walls" 2: "A Unit cannot be summoned onto a space containing a Vine
    Wall", whatever ability adds the space."""
    spaces = frozenset(query_with_own(state, "summon_spaces", card, _gate_spaces(state, player), player=player))
    return spaces - state.vines.keys() if state.vines else spaces


def build_spaces(state: GameState, player: int, card: Card) -> frozenset[Pos]:
    spaces: set[Pos] = set()
    n = state.ruleset.build_back_rows
    for q in state.geo.spaces:
        if q not in state.board and state.geo.in_back_rows(player, q, n):
            spaces.add(q)
    summoner = state.summoner(player) if state.ruleset.build_next_to_summoner else None
    if summoner is not None and summoner.controller == player:
        for q in state.geo.adjacent(summoner.pos):
            if q not in state.board:
                spaces.add(q)
    spaces = frozenset(query_with_own(state, "build_spaces", card, frozenset(spaces), player=player))
    # 1E: a space with a Vine Wall is not empty; no wall goes onto another ("never … a space
    # where a Wall (including a Vine Wall) already exists").
    return spaces - state.vines.keys() if state.vines else spaces


def card_cost(state: GameState, card: Card) -> int:
    return max(0, query_with_own(state, "cost", card, card.defn.cost))
