"""`apply(state, event)`: the only step from one state to the next. It draws nothing at random
and checks nothing: `decide` made sure the event may happen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from game.warrior.core import events as ev
from game.warrior.core.state import (
    DISCARD_PILE,
    OPENING,
    OVER,
    TURNS,
    Army,
    WarriorState,
)


def _set_army(s: WarriorState, seat: int, army: Army) -> tuple[Army, ...]:
    return s.armies[:seat] + (army,) + s.armies[seat + 1:]


def _round_began(s: WarriorState, e: ev.RoundBegan) -> WarriorState:
    return replace(s, phase=OPENING, round=e.round, first_seat=e.first_seat, zones=e.zones,
                   turn_seat=None, drawn=None, drawn_from=None, drummer=None, turns=0)


def _deck_shuffled(s: WarriorState, e: ev.DeckShuffled) -> WarriorState:
    return replace(s, draw_pile=e.order, discard_pile=(), armies=(Army(),) * s.seats, rng=e.rng)


def _army_dealt(s: WarriorState, e: ev.ArmyDealt) -> WarriorState:
    n = len(e.warriors)
    army = Army(e.warriors, e.captains, (False,) * n, (False,) * n)
    dealt = set(e.warriors) | set(e.captains)
    return replace(s, armies=_set_army(s, e.seat, army),
                   draw_pile=tuple(c for c in s.draw_pile if c not in dealt))


def _discard_started(s: WarriorState, e: ev.DiscardPileStarted) -> WarriorState:
    return replace(s, draw_pile=tuple(c for c in s.draw_pile if c != e.card),
                   discard_pile=s.discard_pile + (e.card,))


def _column_up(s: WarriorState, e: ev.ColumnTurnedUp) -> WarriorState:
    a = s.armies[e.seat]
    ups = tuple(True if i == e.column else u for i, u in enumerate(a.warriors_up))
    cups = tuple(True if i == e.column else u for i, u in enumerate(a.captains_up))
    return replace(s, armies=_set_army(s, e.seat, replace(a, warriors_up=ups, captains_up=cups)),
                   rng=e.rng)


def _turn_began(s: WarriorState, e: ev.TurnBegan) -> WarriorState:
    return replace(s, phase=TURNS, turn_seat=e.seat, drawn=None, drawn_from=None,
                   pile_renewed=False, turns=s.turns + 1)


def _renewed(s: WarriorState, e: ev.DrawPileRenewed) -> WarriorState:
    kept = s.discard_pile[-1:]
    return replace(s, draw_pile=s.draw_pile + e.order, discard_pile=kept, rng=e.rng,
                   pile_renewed=True)


def _drawn(s: WarriorState, e: ev.CardDrawn) -> WarriorState:
    if e.source == DISCARD_PILE:
        return replace(s, discard_pile=s.discard_pile[:-1], drawn=e.card, drawn_from=e.source)
    return replace(s, draw_pile=s.draw_pile[1:], drawn=e.card, drawn_from=e.source)


def _swapped(s: WarriorState, e: ev.CardSwapped) -> WarriorState:
    army = s.armies[e.seat].placed(e.row, e.column, e.card, True)
    return replace(s, armies=_set_army(s, e.seat, army), drawn=None, drawn_from=None,
                   discard_pile=s.discard_pile + (e.removed,))


def _discarded(s: WarriorState, e: ev.CardDiscarded) -> WarriorState:
    return replace(s, drawn=None, drawn_from=None, discard_pile=s.discard_pile + (e.card,))


def _drums(s: WarriorState, e: ev.WarDrumsBeaten) -> WarriorState:
    return replace(s, drummer=e.seat)


def _revealed(s: WarriorState, e: ev.ArmyRevealed) -> WarriorState:
    n = len(e.warriors)
    army = Army(e.warriors, e.captains, (True,) * n, (True,) * n)
    return replace(s, armies=_set_army(s, e.seat, army), turn_seat=None)


def _assassin(s: WarriorState, e: ev.AssassinStruck) -> WarriorState:
    return replace(s, draw_pile=s.draw_pile[1:], discard_pile=s.discard_pile + (e.card,))


def _scored(s: WarriorState, e: ev.BattleScored) -> WarriorState:
    return s


def _tracker(s: WarriorState, e: ev.TrackerMoved) -> WarriorState:
    casualties = s.casualties[:e.seat] + (e.after,) + s.casualties[e.seat + 1:]
    moves = list(s.battles[-1]) if s.battles and len(s.battles) == s.round else [0] * s.seats
    moves[e.seat] = e.after - e.before
    battles = s.battles[:s.round - 1] + (tuple(moves),)
    return replace(s, casualties=casualties, battles=battles)


def _zone(s: WarriorState, e: ev.ZoneChanged) -> WarriorState:
    return replace(s, zones=s.zones[:e.seat] + (e.zone,) + s.zones[e.seat + 1:])


def _won(s: WarriorState, e: ev.GameWon) -> WarriorState:
    return replace(s, phase=OVER, winners=e.winners, turn_seat=None)


_APPLY: dict[type, Callable[[WarriorState, Any], WarriorState]] = {
    ev.RoundBegan: _round_began,
    ev.DeckShuffled: _deck_shuffled,
    ev.ArmyDealt: _army_dealt,
    ev.DiscardPileStarted: _discard_started,
    ev.ColumnTurnedUp: _column_up,
    ev.TurnBegan: _turn_began,
    ev.DrawPileRenewed: _renewed,
    ev.CardDrawn: _drawn,
    ev.CardSwapped: _swapped,
    ev.CardDiscarded: _discarded,
    ev.WarDrumsBeaten: _drums,
    ev.ArmyRevealed: _revealed,
    ev.AssassinStruck: _assassin,
    ev.BattleScored: _scored,
    ev.TrackerMoved: _tracker,
    ev.ZoneChanged: _zone,
    ev.GameWon: _won,
}


def apply(state: WarriorState, event: ev.Event) -> WarriorState:
    """The state after `event`; `state` is untouched."""
    return _APPLY[type(event)](state, event)

