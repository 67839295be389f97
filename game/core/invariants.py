"""Invariants every reachable state must satisfy; the random-simulation tests check them after
every event. Returns problems as sentences (empty when all is well).

`settled=False` is for the state between two events of one command: there a card may sit at 0
life for one event (DamageAdded is followed by CardDestroyed), and a summoner may be gone for
one event before GameWon; after the whole command (settled) neither may remain."""

from __future__ import annotations

from collections import Counter

from game.core.state import BOARD, PILE_ZONES, UNDER, VINE_PILE, GameState
from game.core.stats import life_left


def check_invariants(s: GameState, settled: bool = True) -> list[str]:
    # The random-simulation tests call this after every event of every game: each collection is
    # walked once, and where each card is is counted only when the quick count finds it wrong.
    problems: list[str] = []
    cards = s.cards
    placed: list[int] = []  # every place a card is, once per mention
    for pos, uid in s.board.items():
        placed.append(uid)
        c = cards.get(uid)
        if c is None or c.zone != BOARD or c.pos != pos:
            problems.append(f"board {pos} holds {uid}, which says it is {c and (c.zone, c.pos)}")
    for pos, uid in s.vines.items():
        # 1E Vine Walls: on the battlefield apart from `board`, never with a wall on the space
        placed.append(uid)
        c = cards.get(uid)
        if c is None or c.zone != BOARD or c.pos != pos or not c.defn.vine:
            problems.append(f"Vine Wall space {pos} holds {uid}, which says it is {c and (c.zone, c.pos)}")
        other = s.at(pos)
        if other is not None and other.defn.is_structure:
            problems.append(f"{other} is on the Vine Wall space {pos}")
    for p in s.players:
        for uid in p.vine_pile:
            c = cards.get(uid)
            if c is not None and (c.owner != p.index or not c.defn.vine):
                problems.append(f"{c} is in player {p.index}'s Vine Wall pile")
        for zone in PILE_ZONES:
            pile = p.pile(zone)
            placed += pile
            for uid in pile:
                c = cards.get(uid)
                if c is None or c.zone != zone:
                    problems.append(f"{zone} of player {p.index} holds {uid}, which is in {c and c.zone}")
        if s.ruleset.magic_pile:
            if p.magic != len(p.magic_pile):
                problems.append(f"player {p.index} has {p.magic} magic but {len(p.magic_pile)} cards in the magic pile")
            for uid in p.magic_pile + p.discard:
                c = cards.get(uid)
                if c is not None and c.controller != p.index:
                    problems.append(f"{c} is in player {p.index}'s {c.zone} but says player {c.controller}'s")
        elif not 0 <= p.magic <= s.ruleset.magic_max:
            problems.append(f"player {p.index} has {p.magic} magic")
    for c in cards.values():
        if c.under:
            placed += c.under
            for u in c.under:
                uc = cards.get(u)
                if uc is None or uc.zone != UNDER or uc.host != c.uid:
                    problems.append(f"{c} has {u} under it, which is not under it")
        defn = c.defn
        if defn.vine and c.zone not in (BOARD, VINE_PILE):
            problems.append(f"{c} is a Vine Wall in {c.zone}: it only goes back to its Vine Wall pile")
    # each card in exactly one place: as many mentions as cards, and every card mentioned
    if len(placed) != len(cards) or set(placed) != cards.keys():
        places = Counter(placed)
        for uid, c in cards.items():
            n = places.get(uid, 0)
            if n != 1:
                problems.append(f"{c} is in {n} places")
    if settled and not s.over:
        for c in s.on_board():
            if life_left(s, c) <= 0:
                problems.append(f"{c} is on the battlefield with {life_left(s, c)} life left")
    summoners = Counter(c.owner for c in s.on_board() if c.defn.is_summoner)
    for owner, n in summoners.items():
        if n > 1:
            problems.append(f"player {owner} has {n} summoners")
    if settled and not s.over and len(summoners) < 2:
        problems.append("a summoner is gone but the game is not over")
    return problems
