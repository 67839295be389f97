"""Undo: take back your own last command, where nothing was learned or left to chance.

`undo(game)` rebuilds the game from its log without the last command (applying the remaining
recorded events to the initial state). `undo_status(game, player)` says whether `player` may
do that now, and why not; the reason is shown on the disabled Undo button.

Where the line is drawn (boardgame.io and Wesnoth draw it in the same place):

- Only your own last command, and only while it is still your decision: never while the
  opponent must answer a prompt, never once the game is over.
- Back to the start of the turn at most: a command whose events begin or end a turn
  (`TurnBegan`, `TurnEnded`) cannot be taken back, so repeated undos stop at the turn boundary.
- Never past chance: a die roll (`DiceRolled`), a shuffle, a first-player draw, or any other use
  of the random source (the state's `rng` moved). Otherwise a player could re-roll by undoing.
- Never past a card drawn (`CardsDrawn`), and never past a card revealed from a hidden place:
  any card that left a draw pile (hidden from everyone), any card that went from a hand or a
  discard pile (hidden from the opponent; the glossary keeps discard contents private) to a
  public place (the battlefield, an active or resolving event, under another card), and any
  prompt that shows a player cards they may not see.

Playing, summoning or building from your own hand counts as revealing: the opponent has seen
that you hold that card. Taking it back would let you show a card to provoke a reaction and
then keep it hidden, and the opponent cannot unlearn it; in a face-to-face game a card once
laid down stays down. So undo covers the misclicks that show nothing: a move, ending a phase
(that draws no cards), discarding face down for magic, an answer that rolls nothing.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.game import Game, LogEntry
from game.core.message import Msg, msg
from game.core.state import (
    ACTIVE,
    BOARD,
    DISCARD,
    DRAW,
    HAND,
    MAGIC_PILE,
    RESOLVING,
    UNDER,
    GameState,
)
from game.core.view import REVEALED, SHOWN, prompt_cards
from game.persist.describe import describe_command

# 1E: the magic pile is face down to the opponent; spending shows its top cards.
HIDDEN_ZONES = frozenset({DRAW, HAND, DISCARD, MAGIC_PILE})
PUBLIC_ZONES = frozenset({BOARD, ACTIVE, RESOLVING, UNDER})
UID_FIELDS = ("card", "cards", "a", "b", "host", "attacker", "target")


class UndoError(Exception):
    """An undo that the rules above forbid (the message is the reason)."""


_BEFORE_CACHE: dict[int, tuple[LogEntry, GameState]] = {}


def state_before_last(game: Game) -> GameState:
    """The state before the last logged command, rebuilt from the recorded events.

    Cached per last log entry: the UI asks `undo_status` on every redraw.
    """
    if len(game.log) < 2:
        raise UndoError(msg("Undo: nothing to undo yet"))
    last = game.log[-1]
    hit = _BEFORE_CACHE.get(id(last))
    if hit is not None and hit[0] is last:
        return hit[1]
    s = game.initial.clone()
    for entry in game.log[:-1]:
        for e in entry.events:
            apply_in_place(s, e)
    if len(_BEFORE_CACHE) >= 8:
        _BEFORE_CACHE.clear()
    _BEFORE_CACHE[id(last)] = (last, s)
    return s


def clear_cache() -> None:
    _BEFORE_CACHE.clear()


def _uids(event: ev.Event) -> list[int]:
    out: list[int] = []
    for name in UID_FIELDS:
        v: Any = getattr(event, name, None)
        if isinstance(v, int) and not isinstance(v, bool):
            out.append(v)
        elif isinstance(v, tuple):
            out.extend(u for u in v if isinstance(u, int) and not isinstance(u, bool))
    return out


def _revealed_from(card: str, zone: str, owner: int, player: int, verb: str) -> Msg:
    """Undo's reason for a card revealed (or shown) from a hidden place, as a whole sentence."""
    yours = owner == player
    if verb == "shown":
        if zone == DRAW:
            return msg("Undo: {card} was shown from your draw pile", card=card) if yours else msg(
                "Undo: {card} was shown from your opponent's draw pile", card=card)
        if zone == HAND:
            return msg("Undo: {card} was shown from your hand", card=card) if yours else msg(
                "Undo: {card} was shown from your opponent's hand", card=card)
        if zone == DISCARD:
            return msg("Undo: {card} was shown from your discard pile", card=card) if yours else msg(
                "Undo: {card} was shown from your opponent's discard pile", card=card)
        return msg("Undo: {card} was shown from {place}", card=card, place=zone)
    if zone == DRAW:
        return msg("Undo: {card} was revealed from your draw pile", card=card) if yours else msg(
            "Undo: {card} was revealed from your opponent's draw pile", card=card)
    if zone == HAND:
        return msg("Undo: {card} was revealed from your hand", card=card) if yours else msg(
            "Undo: {card} was revealed from your opponent's hand", card=card)
    if zone == DISCARD:
        return msg("Undo: {card} was revealed from your discard pile", card=card) if yours else msg(
            "Undo: {card} was revealed from your opponent's discard pile", card=card)
    return msg("Undo: {card} was revealed from {place}", card=card, place=zone)


def revealed(before: GameState, events: tuple[ev.Event, ...], player: int) -> str | None:
    """The first card `events` reveal from a hidden place (as a reason), or None."""
    s = before.clone()
    for e in events:
        if isinstance(e, ev.MagicSpent) and e.amount > 0 and s.ruleset.magic_pile:
            # 1E: spending turns the top cards of the magic pile face up onto the discard pile.
            return msg("Undo: magic was spent, and the cards it took from your magic pile were shown")
        uids = [u for u in _uids(e) if u in s.cards]
        was = {u: (s.cards[u].zone, s.cards[u].owner) for u in uids}
        apply_in_place(s, e)
        for u, (zone, owner) in was.items():
            now = s.cards[u].zone
            if zone == DRAW and now != DRAW:
                return _revealed_from(s.cards[u].name, zone, owner, player, "revealed")
            if zone in HIDDEN_ZONES and now in PUBLIC_ZONES:
                return _revealed_from(s.cards[u].name, zone, owner, player, "revealed")
        if isinstance(e, ev.PromptOpened):
            # A question that lets a player look at hidden cards (1E Mimic: the opponent's hand).
            for u in prompt_cards(e.prompt, SHOWN) + prompt_cards(e.prompt, REVEALED):
                c = s.cards.get(u)
                if c is not None and c.zone in HIDDEN_ZONES:
                    return _revealed_from(c.name, c.zone, c.owner, player, "shown")
        if isinstance(e, ev.PromptOpened) and e.prompt.kind == "card":
            for o in e.prompt.options:
                c = s.cards.get(o) if isinstance(o, int) and not isinstance(o, bool) else None
                if c is None:
                    continue
                if c.zone == DRAW or (c.zone in HIDDEN_ZONES and c.owner != e.prompt.player):
                    return _revealed_from(c.name, c.zone, c.owner, player, "shown")
    return None


def undo_status(game: Game, player: int) -> tuple[bool, str]:
    """(True, "Undo: take back …") if `player` may undo now, else (False, the reason)."""
    s = game.state
    names = [p.name for p in game.setup.players]
    if len(game.log) < 2 or game.log[-1].command is None:
        return False, msg("Undo: nothing to undo yet")
    if s.over:
        return False, msg("Undo: the game is over")
    if s.pending is not None and s.pending.player != player:
        return False, msg("Undo: waiting for {player}'s answer", player=names[s.pending.player])
    entry = game.log[-1]
    cmd = entry.command
    if getattr(cmd, "player", None) != player:
        if getattr(cmd, "player", None) in range(len(names)):
            return False, msg("Undo: the last action was {player}'s", player=names[cmd.player])
        return False, msg("Undo: the last action was someone else's")
    if entry.turn != s.turn.number or any(isinstance(e, ev.TurnBegan | ev.TurnEnded) for e in entry.events):
        return False, msg("Undo: that action ended the turn")
    for e in entry.events:
        if isinstance(e, ev.DiceRolled | ev.VineRolled):  # VineRolled: 1E, to leave a Vine Wall
            return False, msg("Undo: a die was rolled since your last action")
    for e in entry.events:
        if isinstance(e, ev.CardsDrawn):
            return False, msg("Undo: a card was drawn since your last action")
        if isinstance(e, ev.DeckShuffled | ev.DrawPileShuffled):
            return False, msg("Undo: a draw pile was shuffled since your last action")
    before = state_before_last(game)
    if before.rng != s.rng:
        return False, msg("Undo: something was left to chance since your last action")
    reason = revealed(before, entry.events, player)
    if reason is not None:
        return False, reason
    return True, msg("Undo: take back {action}", action=describe_command(before, cmd))


def undo(game: Game, player: int | None = None) -> Game:
    """A new Game whose log is `game`'s without its last command (`game` is left unchanged).

    With `player`, the rules above are checked first and UndoError says why not; without it
    the last command is simply removed (for tools and tests).
    """
    if player is not None:
        ok, reason = undo_status(game, player)
        if not ok:
            raise UndoError(reason)
    before = state_before_last(game)
    return Game(game.setup, game.initial, before.clone(), list(game.log[:-1]))
