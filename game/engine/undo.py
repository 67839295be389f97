"""Undo over any game on the protocol, bounded by hidden information.

The rule, for a seat asking to take back its last command (`undo_status`, `undo`):

- The log is taken back from its end to just before that seat's latest command: the command
  itself and anything a computer seat did after it. A person's command is never taken back by
  someone else: if another person (a seat not in `computers`) acted after, the answer is no.
- Nothing taken back may have shown anything to anybody, nor left anything to chance. An entry
  is harmless when the table (a spectator) could have foreseen its events exactly from what is
  public before it: deciding the same command on `view(state, None)` gives the very events
  logged. (The reason names who saw something: deciding on `view(state, seat)` does not give
  the events as `event_seen_by(event, seat)` shows them.) A card drawn from a face-down pile, a card
  turned face up, a shuffle, a random choice and a battle all fail that test (the view hides
  what they show, or its random source is not the real one), so undo stops there: nobody can
  peek and then take the peek back, nor re-roll. Drawing a face-up card and putting it on a
  face-up place can be taken back.
- Never once the game is over, never the events that open the game.

Nothing here knows any game: `seat_of(command)` reads the command's `seat` (or `player`) field,
and the words come from the caller's `name` and `describe`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from game.engine.match import Entry, Match
from game.engine.message import Msg, msg
from game.engine.protocol import GameRules, Rejection


def seat_of(command: Any) -> int | None:
    """The seat that gave `command` (its `seat` or `player` field), None if it names none."""
    for name in ("seat", "player"):
        v = getattr(command, name, None)
        if isinstance(v, int) and not isinstance(v, bool):
            return v
    return None


@dataclass(frozen=True, slots=True)
class UndoCheck:
    """The answer: whether `seat` may undo, the reason in a player's words, and how many log
    entries an undo takes back (`entries`, 0 when it may not)."""

    ok: bool
    reason: Msg
    entries: int = 0

    def __bool__(self) -> bool:
        return self.ok


def states_along(rules: GameRules, initial: Any, log: list[Entry]) -> list[Any]:
    """The state after each log entry, rebuilt from the recorded events."""
    out = []
    s = initial
    for entry in log:
        for e in entry.events:
            s = rules.apply(s, e)
        out.append(s)
    return out


def _decided_on_view(rules: GameRules, before: Any, command: Any, seat: int | None) -> tuple[Any, ...] | None:
    """The events `command` gives when decided on what `seat` knows, None if it cannot be
    decided there (the rules needed something the view hides)."""
    try:
        again = rules.decide(rules.view(before, seat), command)
    except Exception:  # the view lacks what the rules needed: something hidden was used
        return None
    return None if isinstance(again, Rejection) else tuple(again)


def foreseeable(rules: GameRules, before: Any, entry: Entry) -> bool:
    """Whether the table could have told `entry`'s events exactly from what is public: then
    the entry used nothing hidden and nothing left to chance, and showed nobody anything."""
    return _decided_on_view(rules, before, entry.command, None) == tuple(entry.events)


def learned(rules: GameRules, before: Any, entry: Entry, seat: int | None) -> bool:
    """Whether `seat` (None: the table) saw in `entry` something it could not have told from
    what it knew before: the events as it sees them differ from those it could foresee."""
    again = _decided_on_view(rules, before, entry.command, seat)
    if again is None:
        return True
    try:
        return (tuple(rules.event_seen_by(e, seat) for e in again)
                != tuple(rules.event_seen_by(e, seat) for e in entry.events))
    except Exception:
        return True


def _said(describe: Callable[[Any, Any], str] | None, state: Any, command: Any) -> str:
    if describe is None:
        return type(command).__name__
    try:
        return describe(state, command)
    except Exception:  # the words must never stop the answer
        return type(command).__name__


def undo_status(
    match: Match, seat: int, *, seats: int, computers: Collection[int] = (),
    name: Callable[[int], str] = str, describe: Callable[[Any, Any], str] | None = None,
) -> UndoCheck:
    """May `seat` take back its last command now? `seats` is the number of seats, `computers`
    the seats played by the computer (the others are people; hot-seat: several), `name` gives a
    seat's name and `describe(state, command)` says what a command did."""
    rules = match.rules
    log = match.log
    if rules.is_over(match.state):
        return UndoCheck(False, msg("Undo: the game is over"))
    own = None
    for i in range(len(log) - 1, 0, -1):
        who = seat_of(log[i].command)
        if who == seat:
            own = i
            break
        if who not in computers:
            if who is None:
                return UndoCheck(False, msg("Undo: the last action was someone else's"))
            return UndoCheck(False, msg("Undo: the last action was {player}'s", player=name(who)))
    if own is None:
        return UndoCheck(False, msg("Undo: nothing to undo yet"))
    states = states_along(rules, match.initial, log)
    for i in range(len(log) - 1, own - 1, -1):
        entry = log[i]
        before = states[i - 1]
        if foreseeable(rules, before, entry):
            continue
        action = _said(describe, before, entry.command)
        if learned(rules, before, entry, seat):
            return UndoCheck(False, msg("Undo: {action}, and that showed you what was hidden",
                                        action=action))
        for other in range(seats):
            if other != seat and learned(rules, before, entry, other):
                return UndoCheck(False, msg("Undo: {action}, and that showed {player} what was hidden",
                                            action=action, player=name(other)))
        if learned(rules, before, entry, None):
            return UndoCheck(False, msg("Undo: {action}, and that showed the table what was hidden",
                                        action=action))
        return UndoCheck(False, msg("Undo: {action}, and that left something to chance",
                                    action=action))
    action = _said(describe, states[own - 1], log[own].command)
    return UndoCheck(True, msg("Undo: take back {action}", action=action), len(log) - own)


def undo(match: Match, check: UndoCheck) -> Match:
    """A new Match without the entries `check` (an allowed `undo_status`) takes back; `match`
    is left unchanged."""
    if not check.ok or check.entries < 1:
        raise ValueError(str(check.reason))
    log = list(match.log[: len(match.log) - check.entries])
    state = states_along(match.rules, match.initial, log)[-1]
    return Match(match.rules, match.setup, match.initial, state, log)
