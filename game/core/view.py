"""`view(state, player)`: the game as one player may know it.

Hidden from `player`: the opponent's hand, the cards in the opponent's discard pile that the
player never saw (the glossary: its size is public, its contents private; cards discarded from a
hand go face down), and the order and contents of every draw pile, plus the random source's
state (it would predict dice). A card both players saw reach the discard pile (destroyed on the
battlefield, a played event: `Card.seen`) stays known: players remember it. Hidden cards are
replaced by placeholders with negative uids and a blank definition, so not even a card's uid
(which follows deck order at setup) tells what it is.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.cards import CardDef
from game.core.state import DISCARD, DRAW, HAND, Card, GameState

HIDDEN = CardDef(id="hidden", name="Hidden card", faction="", types=frozenset())


def _public(state: GameState) -> set[int]:
    """Cards a temporary effect refers to: they were played or shown face up, so both players
    know them even when they now lie in a discard pile (a played Chant of Power granting its
    ability)."""
    out: set[int] = set()
    for e in state.effects:
        if e.source is not None:
            out.add(e.source)
        for k, v in e.data:
            if k == "card" and isinstance(v, int):
                out.add(v)
    return out


def view(state: GameState, player: int) -> GameState:
    s = state.clone()
    s.rng = 0
    s.seed = 0
    next_hidden = -1
    public = _public(state)
    for p in s.players:
        zones = [DRAW] if p.index == player else [DRAW, HAND, DISCARD]
        for zone in zones:
            pile = p.pile(zone)
            new: list[int] = []
            for uid in pile:
                if zone == DISCARD and (uid in public or state.cards[uid].seen):
                    new.append(uid)
                    continue
                del s.cards[uid]
                s.cards[next_hidden] = Card(next_hidden, HIDDEN, p.index, zone=zone)
                new.append(next_hidden)
                next_hidden -= 1
            # Order is hidden too: placeholders are numbered in pile order, which says nothing.
            pile[:] = new
    # Cards were replaced, so nothing derived from the full state may be reused.
    s.cache = None
    s.live = None
    return s


def hidden_card_count(state: GameState) -> int:
    return sum(1 for c in state.cards.values() if c.defn is HIDDEN)


def redact(event: ev.Event, before: GameState, viewer: int) -> ev.Event:
    """What `viewer` may learn from an event (applied to `before`): opponent draws show no cards,
    shuffles show no order, cards discarded face down from an opponent's hand show no identity,
    and random-source states are blanked."""
    if isinstance(event, ev.DeckShuffled | ev.DrawPileShuffled):
        return type(event)(event.player, (), 0)
    if isinstance(event, ev.FirstPlayerChosen):
        return ev.FirstPlayerChosen(event.player, 0)
    if isinstance(event, ev.DiceRolled):
        return ev.DiceRolled(event.player, event.faces, 0, event.source, event.purpose)
    if isinstance(event, ev.CardsDrawn) and event.player != viewer:
        return ev.CardsDrawn(event.player, tuple(-1 - i for i in range(len(event.cards))))
    if isinstance(event, ev.CardDiscarded):
        c = before.cards.get(event.card)
        if c is not None and c.owner != viewer and c.zone in (HAND, DRAW):
            return ev.CardDiscarded(-1)
    return event
