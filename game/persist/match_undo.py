"""Undo for a game of another kind (`match_files`: Warrior), in that game's words: the rule is
`game.engine.undo` (your own commands, never past anything shown or left to chance, never
back over another person's command); this fills in who is a computer and what a command did."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.match import Match
from game.engine.undo import UndoCheck
from game.engine.undo import undo as take_back
from game.engine.undo import undo_status as engine_status
from game.persist.games import kind_of
from game.persist.seats import is_computer


def computer_seats(seats: Sequence[Mapping[str, Any]]) -> frozenset[int]:
    return frozenset(i for i, s in enumerate(seats) if is_computer(s))


def undo_status(match: Match, seat: int, seats: Sequence[Mapping[str, Any]] = ()) -> UndoCheck:
    """May `seat` take back its last command (with what computer seats did after it)? `seats`
    are the seat records (`seats.py`); none: every seat is a person (hot-seat)."""
    kind = kind_of(match.rules.name)
    if kind is None:
        raise ValueError(f"no save floor for the game {match.rules.name!r}")
    names = kind.players(match.setup)
    return engine_status(match, seat, seats=len(names), computers=computer_seats(seats),
                         name=lambda i: names[i], describe=kind.said)


def undo(match: Match, seat: int, seats: Sequence[Mapping[str, Any]] = ()) -> Match:
    """The match with `seat`'s last command taken back; ValueError (the reason) if it may not."""
    return take_back(match, undo_status(match, seat, seats))
