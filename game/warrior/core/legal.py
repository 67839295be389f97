"""The commands open to each seat now: what the window lights up, bots choose from and the
random games walk."""

from __future__ import annotations

from game.warrior.core import commands as cmds
from game.warrior.core.deal import waiting_to_choose
from game.warrior.core.state import DRAW_PILE, OPENING, ROWS, TURNS, WarriorState


def acting_seats(s: WarriorState) -> tuple[int, ...]:
    """In the opening, every Blue Zone player still to turn a column up (in any order); in
    the turns, the player whose turn it is; nobody once the game is over."""
    if s.phase == OPENING:
        return waiting_to_choose(s.armies, s.zones)
    if s.phase == TURNS and s.turn_seat is not None:
        return (s.turn_seat,)
    return ()


def legal_commands(s: WarriorState, seat: int) -> list[cmds.Command]:
    if seat not in acting_seats(s):
        return []
    army = s.armies[seat]
    if s.phase == OPENING:
        return [cmds.TurnColumnFaceUp(seat, c) for c in range(army.columns)]
    if s.drawn is None:
        out: list[cmds.Command] = [cmds.DrawFromDrawPile(seat)]
        if s.discard_pile:
            out.append(cmds.DrawFromDiscardPile(seat))
        if s.drummer is None:
            out.append(cmds.BeatWarDrums(seat))
        return out
    out = [cmds.SwapIntoArmy(seat, row, c) for row in ROWS for c in range(army.columns)]
    if s.drawn_from == DRAW_PILE:
        out.append(cmds.DiscardDrawnCard(seat))
    return out
