"""What the server's refusal codes and the connection's states mean, in the player's words.

The server refuses with a stable code and an English reason (`game.net.messages`); the window
says the code's sentence in the player's language. A rules refusal ("illegal") carries the
rules' own sentence, which the core's catalogue translates.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import N_, _
from game.net import messages as m
from game.ui.core_text import tr_core

REFUSALS: dict[str, str] = {
    m.BAD_JSON: N_("The server could not read what this window sent."),
    m.TOO_BIG: N_("The message was too big for the server."),
    m.UNKNOWN_OP: N_("The server does not know that request: is it another version of the game?"),
    m.MISSING_FIELD: N_("The request was missing something the server needs."),
    m.BAD_FIELD: N_("The server did not accept one of the values sent."),
    m.VERSION: N_("That server runs another version of the game."),
    m.RATE_LIMIT: N_("Too many requests at once: wait a moment."),
    m.NO_ROOM: N_("There is no room with that code on this server."),
    m.WRONG_TOKEN: N_("This seat is no longer yours on that server (the room may have ended)."),
    m.WRONG_SEAT: N_("That seat cannot be taken."),
    m.SEAT_TAKEN: N_("Someone already sits there."),
    m.ROOM_FULL: N_("Every seat of that room is taken: you can watch it instead."),
    m.BAD_GAME: N_("That server does not host this game."),
    m.BAD_OPTIONS: N_("The server cannot set up a game with these choices."),
    m.NOT_STARTED: N_("The game has not started yet: the other seats are still free."),
    m.GAME_OVER: N_("The game is over."),
    m.NOT_OVER: N_("A rematch can only follow a finished game."),
    m.NOT_YOUR_TURN: N_("It is not your turn."),
    m.NOT_YOUR_COMMAND: N_("That is another player's move."),
    m.BAD_COMMAND: N_("The server did not understand that move."),
    m.NO_UNDO: N_("That cannot be taken back."),
    m.NO_UNDO_ASKED: N_("Nobody is asking to take back a move any more."),
    m.SERVER_ERROR: N_("The server ran into a problem with that request."),
}


def refusal_text(message: Mapping[str, Any]) -> str:
    """The player's sentence for an "error" or "refused" message."""
    code = str(message.get("code") or "")
    reason = str(message.get("reason") or "")
    if code in (m.ILLEGAL, m.NO_UNDO) and reason:
        return tr_core(reason)  # the rules' own sentence ("Frost Mage cannot reach (3,5)", "Undo: ...")
    if code in REFUSALS:
        return _(REFUSALS[code])
    return _("The server refused: {reason}", reason=reason or code or "?")


STATUS: dict[str, str] = {
    "connecting": N_("Connecting…"),
    "connected": N_("Connected"),
    "lost": N_("Connection lost: trying again…"),
    "closed": N_("Disconnected"),
}


def status_text(status: str) -> str:
    return _(STATUS.get(status, STATUS["closed"]))
