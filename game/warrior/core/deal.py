"""A round's deal: every card gathered and shuffled, each army dealt (8 cards in the Blue
Zone, 6 in the Red Zone), the first discard flipped, and the Red Zone's columns turned face up
at random. Players in the Blue Zone then choose their column (`opening`)."""

from __future__ import annotations

from game.engine.rng import randbelow, shuffled
from game.warrior.core import events as ev
from game.warrior.core.state import ARMY_SIZE, RED_ZONE, Army
from game.warrior.core.table import Table


def deal_round(t: Table, round_number: int, first_seat: int) -> None:
    s = t.state
    t.emit(ev.RoundBegan(round_number, first_seat, s.zones))
    rng, order = shuffled(s.rng, list(range(len(s.deck))))
    t.emit(ev.DeckShuffled(tuple(order), rng))
    for i in range(s.seats):
        seat = (first_seat + i) % s.seats
        zone = s.zones[seat]
        size = ARMY_SIZE[zone]
        cards = t.state.draw_pile[:size]
        t.emit(ev.ArmyDealt(seat, cards[: size // 2], cards[size // 2:], zone))
    t.emit(ev.DiscardPileStarted(t.state.draw_pile[0]))
    for seat in range(s.seats):
        if s.zones[seat] == RED_ZONE:
            army = t.state.armies[seat]
            rng, column = randbelow(t.state.rng, army.columns)
            t.emit(ev.ColumnTurnedUp(seat, column, army.warriors[column], army.captains[column],
                                     False, rng))
    if all(any(a.warriors_up) for a in t.state.armies):
        t.emit(ev.TurnBegan(first_seat))


def waiting_to_choose(armies: tuple[Army, ...], zones: tuple[str, ...]) -> tuple[int, ...]:
    """The seats (Blue Zone) that have not yet turned a column face up this round."""
    return tuple(seat for seat, a in enumerate(armies)
                 if zones[seat] != RED_ZONE and not any(a.warriors_up))
