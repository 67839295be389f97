"""A player's turn: draw from the draw pile or the discard pile, then swap the drawn card into
any army slot or discard it; or, instead of drawing, beat the war drums. Each rule is a check
(None, or why not in a player's words) and a doing that emits its events."""

from __future__ import annotations

from game.engine.message import msg
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.deal import waiting_to_choose
from game.warrior.core.fight import fight
from game.warrior.core.piles import top_of_draw_pile
from game.warrior.core.state import (
    DISCARD_PILE,
    DRAW_PILE,
    OPENING,
    OVER,
    RED_ZONE,
    ROUND_TURNS_PER_PLAYER,
    ROWS,
    TURNS,
    WarriorState,
)
from game.warrior.core.table import Table


def check_seat(s: WarriorState, seat: int) -> str | None:
    if s.phase == OVER:
        return msg("The game is over.")
    if not 0 <= seat < s.seats:
        return msg("There is no seat {seat} at this table.", seat=seat)
    return None


def check_column_up(s: WarriorState, c: cmds.TurnColumnFaceUp) -> str | None:
    if s.phase != OPENING:
        return msg("Columns are turned face up only when a round is dealt.")
    if s.zones[c.seat] == RED_ZONE:
        return msg("In the Red Zone your column is turned face up at random.")
    if c.seat not in waiting_to_choose(s.armies, s.zones):
        return msg("{player} has already turned a column face up.", player=s.name(c.seat))
    if not 0 <= c.column < s.armies[c.seat].columns:
        return msg("Your army has no column {column}.", column=c.column + 1)
    return None


def do_column_up(t: Table, c: cmds.TurnColumnFaceUp) -> None:
    a = t.state.armies[c.seat]
    t.emit(ev.ColumnTurnedUp(c.seat, c.column, a.warriors[c.column], a.captains[c.column], True,
                             t.state.rng))
    if not waiting_to_choose(t.state.armies, t.state.zones):
        t.emit(ev.TurnBegan(t.state.first_seat))


def _check_turn(s: WarriorState, seat: int) -> str | None:
    if s.phase == OPENING:
        return msg("Every player in the Blue Zone must first turn a column face up.")
    if s.phase != TURNS or s.turn_seat != seat:
        return msg("It is {player}'s turn.", player=s.name(s.turn_seat)) if s.turn_seat is not None \
            else msg("It is nobody's turn.")
    return None


def _check_may_draw(s: WarriorState, seat: int) -> str | None:
    why = _check_turn(s, seat)
    if why is None and s.drawn is not None:
        return msg("You already drew a card: put it into your army or discard it.")
    return why


def check_draw(s: WarriorState, c: cmds.DrawFromDrawPile) -> str | None:
    return _check_may_draw(s, c.seat)


def do_draw(t: Table, c: cmds.DrawFromDrawPile) -> None:
    card = top_of_draw_pile(t)
    t.emit(ev.CardDrawn(c.seat, card, DRAW_PILE))


def check_draw_discard(s: WarriorState, c: cmds.DrawFromDiscardPile) -> str | None:
    why = _check_may_draw(s, c.seat)
    if why is None and not s.discard_pile:
        return msg("The discard pile is empty.")
    return why


def do_draw_discard(t: Table, c: cmds.DrawFromDiscardPile) -> None:
    t.emit(ev.CardDrawn(c.seat, t.state.discard_pile[-1], DISCARD_PILE))


def _check_holding(s: WarriorState, seat: int) -> str | None:
    why = _check_turn(s, seat)
    if why is None and s.drawn is None:
        return msg("Draw a card first, from the draw pile or the discard pile.")
    return why


def check_swap(s: WarriorState, c: cmds.SwapIntoArmy) -> str | None:
    why = _check_holding(s, c.seat)
    if why is not None:
        return why
    if c.row not in ROWS:
        return msg("An army has two rows, the Warriors and the Captains.")
    if not 0 <= c.column < s.armies[c.seat].columns:
        return msg("Your army has no column {column}.", column=c.column + 1)
    return None


def do_swap(t: Table, c: cmds.SwapIntoArmy) -> None:
    s = t.state
    assert s.drawn is not None
    t.emit(ev.CardSwapped(c.seat, c.row, c.column, s.drawn, s.armies[c.seat].card(c.row, c.column)))
    end_turn(t, c.seat)


def check_discard(s: WarriorState, c: cmds.DiscardDrawnCard) -> str | None:
    why = _check_holding(s, c.seat)
    if why is None and s.drawn_from == DISCARD_PILE:
        return msg("A card taken from the discard pile must go into your army.")
    return why


def do_discard(t: Table, c: cmds.DiscardDrawnCard) -> None:
    assert t.state.drawn is not None
    t.emit(ev.CardDiscarded(c.seat, t.state.drawn))
    end_turn(t, c.seat)


def check_drums(s: WarriorState, c: cmds.BeatWarDrums) -> str | None:
    why = _check_turn(s, c.seat)
    if why is not None:
        return why
    if s.drummer is not None:
        return msg("{player} has already beaten the war drums.", player=s.name(s.drummer))
    if s.drawn is not None:
        return msg("The war drums are beaten instead of drawing: put the drawn card into your army or discard it.")
    return None


def do_drums(t: Table, c: cmds.BeatWarDrums) -> None:
    t.emit(ev.WarDrumsBeaten(c.seat, ev.CHOSEN))
    end_turn(t, c.seat)


def end_turn(t: Table, seat: int) -> None:
    """"automatically takes place if that player has all Warrior cards (top row) flipped
    face-up"; "When the play returns to the player who beat the war drum, then the battle
    begins". A turn in which the draw pile ran out beats them too (README, "Warrior: rules
    notes"), and so does the last turn of a round that reached `ROUND_TURNS_PER_PLAYER` turns
    each without drums, so every round comes to its battle."""
    s = t.state
    if s.drummer is None and s.armies[seat].all_warriors_up():
        t.emit(ev.WarDrumsBeaten(seat, ev.ALL_WARRIORS_UP))
    elif s.drummer is None and s.pile_renewed:
        t.emit(ev.WarDrumsBeaten(seat, ev.DRAW_PILE_RAN_OUT))
    elif s.drummer is None and s.turns >= ROUND_TURNS_PER_PLAYER * s.seats:
        t.emit(ev.WarDrumsBeaten(seat, ev.ROUND_AT_ITS_END))
    following = (seat + 1) % s.seats
    if t.state.drummer == following:
        fight(t)
    else:
        t.emit(ev.TurnBegan(following))

