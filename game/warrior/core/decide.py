"""`decide(state, command)`: may the command be given now, and which events does it cause?
Nothing is changed; a rejection says why in a player's words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.message import msg
from game.engine.protocol import Rejection
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core import turn
from game.warrior.core.state import WarriorState
from game.warrior.core.table import Table

_RULES: dict[type, tuple[Callable[[WarriorState, Any], str | None], Callable[[Table, Any], None]]] = {
    cmds.TurnColumnFaceUp: (turn.check_column_up, turn.do_column_up),
    cmds.DrawFromDrawPile: (turn.check_draw, turn.do_draw),
    cmds.DrawFromDiscardPile: (turn.check_draw_discard, turn.do_draw_discard),
    cmds.SwapIntoArmy: (turn.check_swap, turn.do_swap),
    cmds.DiscardDrawnCard: (turn.check_discard, turn.do_discard),
    cmds.BeatWarDrums: (turn.check_drums, turn.do_drums),
}


def check(state: WarriorState, command: cmds.Command) -> str | None:
    """Why `command` may not be given now, or None when it may."""
    rule = _RULES.get(type(command))
    if rule is None:
        return msg("That is not a move of Warrior.")
    return turn.check_seat(state, command.seat) or rule[0](state, command)


def decide(state: WarriorState, command: cmds.Command) -> tuple[ev.Event, ...] | Rejection:
    why = check(state, command)
    if why is not None:
        return Rejection(why)
    t = Table(state)
    _RULES[type(command)][1](t, command)
    return tuple(t.events)
