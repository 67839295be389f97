"""Target filters: the small language card files use to say which cards an effect may pick.

A filter is a mapping with optional keys:
- `side`: friendly | enemy | any (relative to the player using the effect; default any)
- `class`: list of class words (unit, common, champion, summoner, structure, gate, event);
  a card matches if it has any of them
- `name`: name words, e.g. "Undead" (glossary NAME: full words)
- `within`: the card must be within this many spaces of the source card
- `not_self`: the source card itself is excluded (default true: "cards cannot target themselves")
- `adjacent`: true for cards adjacent to the source card (within 1 space)
- `damaged` / `boosted`: true for cards with damage / boost on them, false for cards without
- `max_cost`: the card's printed cost is at most this (summoners, which have none, never match)
- `symbol`: the card carries this deck symbol
"""

from __future__ import annotations

from typing import Any

from game.core.ability_params import as_mapping
from game.core.state import Card, GameState


def matches(state: GameState, flt: Any, card: Card, source: Card | None, player: int) -> bool:
    f = as_mapping(flt) if not isinstance(flt, dict) else flt
    side = f.get("side", "any")
    # "Friendly ... means a card on the Battlefield that either you or a teammate controls."
    if side == "friendly" and not state.friendly(card.controller, player):
        return False
    if side == "enemy" and state.friendly(card.controller, player):
        return False
    classes = f.get("class")
    if classes:
        if isinstance(classes, str):
            classes = [classes]
        defn = card.defn
        for w in classes:  # any class word will do, asked in order (a gate may ask the stats)
            if _has_class(state, card, w) if w == "gate" else defn.has_class(w):
                break
        else:
            return False
    name = f.get("name")
    if name and not card.defn.has_name(name):
        return False
    if not _RARE.isdisjoint(f) and not _extra_ok(f, card):
        return False
    if source is not None:
        if f.get("not_self", True) and card.uid == source.uid:
            return False
        n = f.get("within")
        if f.get("adjacent"):
            n = 1
        if n is not None:
            if source.pos is None or card.pos is None:
                return False
            # 1E: "a Unit on a Vine Wall space is considered adjacent to that Vine Wall, even
            # though they are sharing a space" (rulebook, "Vine Walls").
            shared = source.pos == card.pos and (state.is_vine(card) or state.is_vine(source))
            if not shared and not state.geo.within(source.pos, card.pos, int(n)):
                return False
    return True


_RARE = frozenset({"damaged", "boosted", "max_cost", "symbol"})


def _extra_ok(f: dict, card: Card) -> bool:
    """The rarer filter keys (damaged, boosted, max_cost, symbol)."""
    d = f.get("damaged")
    if d is not None and (card.damage > 0) != bool(d):
        return False
    b = f.get("boosted")
    if b is not None and (card.boost > 0) != bool(b):
        return False
    m = f.get("max_cost")
    if m is not None and (card.defn.is_summoner or card.defn.cost > int(m)):
        return False
    sym = f.get("symbol")
    if sym is not None and sym not in card.defn.symbols:
        return False
    return True


def _has_class(state: GameState, card: Card, word: str) -> bool:
    if word == "gate":
        from game.core.stats import is_gate

        return is_gate(state, card)
    return card.defn.has_class(word)


def select(state: GameState, flt: Any, source: Card | None, player: int) -> list[Card]:
    """Cards on the battlefield matching the filter, in board order."""
    return [c for c in state.on_board() if matches(state, flt, c, source, player)]
