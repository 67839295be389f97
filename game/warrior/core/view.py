"""What each seat may know: `view(state, seat)` and `event_seen_by(event, seat)`.

Hidden from every seat: the draw pile's cards and order, the random source's state and the
setup's seed (either would predict every shuffle) and every face-down Warrior, even one's own ("can never look at a
facedown Warrior card"). A player's own face-down Captains are known to them in the Blue Zone
("players may peek at their facedown Captains"), never in the Red Zone ("CANNOT LOOK AT
CAPTAINS AT ALL"), and never to anyone else. The card a player drew from the draw pile is
theirs to know until it goes face up into the army or onto the discard pile. Everything face
up, and the discard pile (every card in it went there face up), is known to all.

A hidden card is `HIDDEN`, the same placeholder for every card, so not even a card number
(which would tell the card: numbers follow the deck file) shows through. `seat=None` is a
spectator, who may know only what is public.
"""

from __future__ import annotations

from dataclasses import replace

from game.warrior.core import events as ev
from game.warrior.core.state import (
    BLUE_ZONE,
    CAPTAINS,
    DRAW_PILE,
    HIDDEN,
    ROWS,
    Army,
    WarriorState,
)


def may_know(s: WarriorState, owner: int, row: str, column: int, seat: int | None) -> bool:
    """Whether `seat` may know the card in that slot of `owner`'s army."""
    army = s.armies[owner]
    if army.is_up(row, column):
        return True
    return seat == owner and row == CAPTAINS and s.zones[owner] == BLUE_ZONE


def _army_seen(s: WarriorState, owner: int, seat: int | None) -> Army:
    army = s.armies[owner]
    for row in ROWS:
        for column in range(army.columns):
            if not may_know(s, owner, row, column, seat):
                army = army.placed(row, column, HIDDEN, False)
    return army


def drawn_known(s: WarriorState, seat: int | None) -> bool:
    """The drawn card is known to its player, and to all when it came off the discard pile."""
    return s.drawn is None or seat == s.turn_seat or s.drawn_from != DRAW_PILE


def view(s: WarriorState, seat: int | None) -> WarriorState:
    if seat is not None and not 0 <= seat < s.seats:
        raise ValueError(f"there is no seat {seat}")
    return replace(
        s,
        setup=replace(s.setup, seed=0),
        rng=0,
        draw_pile=(HIDDEN,) * len(s.draw_pile),
        armies=tuple(_army_seen(s, owner, seat) for owner in range(len(s.armies))),
        drawn=s.drawn if drawn_known(s, seat) else HIDDEN,
    )


def event_seen_by(e: ev.Event, seat: int | None) -> ev.Event:
    """`e` as `seat` may know it: hidden cards and the random source's state as placeholders."""
    if isinstance(e, ev.DeckShuffled | ev.DrawPileRenewed):
        return replace(e, order=(HIDDEN,) * len(e.order), rng=0)
    if isinstance(e, ev.ArmyDealt):
        own_captains = seat == e.seat and e.zone == BLUE_ZONE
        return replace(e, warriors=(HIDDEN,) * len(e.warriors),
                       captains=e.captains if own_captains else (HIDDEN,) * len(e.captains))
    if isinstance(e, ev.ColumnTurnedUp):
        return replace(e, rng=0)
    if isinstance(e, ev.CardDrawn) and e.source == DRAW_PILE and seat != e.seat:
        return replace(e, card=HIDDEN)
    return e
