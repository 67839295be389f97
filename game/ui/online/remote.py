"""The battle's game when the server runs the rules: a mirror of the `Game` the battle scene
reads (setup, state, log, events), fed only by what the server sends this seat.

`RemoteGame.state` is the seat's latest view from the server (the truth); `log` holds the
events received, one entry per update, as this seat saw them. `submit` is never the way a move
is made online (the battle sends it to the server): it refuses, so nothing can change the
mirror but the server's updates.

`RemoteQueue` is the battle's animation queue over such events: the events a seat sees are
applied to the view it had, which is how they animate; where an event cannot be shown that way
(a card the seat may not see, named only as hidden) the queue drops what is left of the batch and
shows the server's view, and whenever it falls idle it makes sure the board is exactly that view.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.decide import Rejection
from game.core.game import LogEntry
from game.core.hashing import state_hash
from game.core.setup import GameSetup
from game.core.state import DISCARD, DRAW, HAND, MAGIC_PILE, Card, GameState
from game.core.view import EVENT_CARD_FIELDS, HIDDEN
from game.ui.battle.animations import Anim, AnimationQueue

log = logging.getLogger(__name__)


@dataclass
class RemoteGame:
    setup: GameSetup
    initial: GameState
    state: GameState
    log: list[LogEntry] = field(default_factory=list)

    @classmethod
    def from_view(cls, setup: GameSetup, view: GameState) -> RemoteGame:
        """A mirror that starts at `view` (the events before it are not known here)."""
        return cls(setup, view, view)

    @property
    def events(self) -> list[ev.Event]:
        return [e for entry in self.log for e in entry.events]

    def receive(self, events: Iterable[ev.Event], view: GameState) -> GameState:
        """An update: its events join the log, its view becomes the state. The state before."""
        before = self.state
        self.log.append(LogEntry(None, tuple(events), before.turn.number, before.turn.player))
        self.state = view
        return before

    def submit(self, command: Any) -> Rejection:
        return Rejection("online, a move goes to the server")

    def hash(self) -> str:
        return state_hash(self.state)


def named_cards(event: ev.Event) -> list[int]:
    """The cards (their uids) an event names."""
    out: list[int] = []
    for f in dataclasses.fields(event):
        if f.name in EVENT_CARD_FIELDS:
            value = getattr(event, f.name)
            for u in value if isinstance(value, tuple) else (value,):
                if isinstance(u, int) and not isinstance(u, bool) and u >= 0:
                    out.append(u)
    return out


def reveal(display: GameState, event: ev.Event, target: GameState) -> None:
    """Cards `event` names that the display has only as hidden placeholders (the other
    player's hand: a summon, an event played; one's own draw pile: a draw) take a
    placeholder's place in their owner's pile, with their face from `target`, so the event
    can be shown moving them. Nothing else changes; a card `target` does not know stays out."""
    for uid in named_cards(event):
        if uid in display.cards:
            continue
        card = target.cards.get(uid)
        if card is None or not 0 <= card.owner < len(display.players):
            continue
        owner = display.players[card.owner]
        for zone in (HAND, DRAW, MAGIC_PILE, DISCARD):
            pile = owner.pile(zone)
            slot = next((i for i, u in enumerate(pile) if u < 0), None)
            if slot is None:
                continue
            display.cards.pop(pile[slot], None)
            pile[slot] = uid
            display.cards[uid] = Card(uid, card.defn, card.owner, zone=zone)
            display.cache = None
            display.live = None
            break


def revealed(before: GameState, events: Iterable[ev.Event], target: GameState) -> GameState:
    """A copy of `before` in which every card the events name (and `target` knows) is in
    place to be told of: the state the log narrates the events from."""
    s = before.clone()
    for e in events:
        reveal(s, e, target)
    return s


def _hidden_named(event: ev.Event) -> list[int]:
    """The hidden cards (placeholders, negative uids) an event names."""
    out: list[int] = []
    for f in dataclasses.fields(event):
        if f.name in EVENT_CARD_FIELDS:
            value = getattr(event, f.name)
            for u in value if isinstance(value, tuple) else (value,):
                if isinstance(u, int) and not isinstance(u, bool) and u < 0:
                    out.append(u)
    return out


def history_start(start: GameState, events: Iterable[ev.Event], target: GameState) -> GameState:
    """The state a whole game's events (as one seat saw them, from `start`) are told from: as
    `revealed`, and with a placeholder for every hidden card an event names that is not there.
    The server numbers a seat's hidden cards afresh at each update, so a placeholder an early
    draw took from the pile may be named again by a later one (the other player's draw)."""
    events = list(events)
    s = revealed(start, events, target)
    walk = s.clone()
    for e in events:
        for uid in _hidden_named(e):
            if uid in walk.cards:
                continue
            owner = getattr(e, "player", 0)
            owner = owner if isinstance(owner, int) and 0 <= owner < len(s.players) else 0
            zone = DRAW if isinstance(e, ev.CardsDrawn) else HAND
            for state in (s, walk):
                state.cards[uid] = Card(uid, HIDDEN, owner, zone=zone)
                state.players[owner].pile(zone).append(uid)
                state.cache = None
                state.live = None
        try:
            apply_in_place(walk, e)
        except Exception:  # the rest cannot be followed: tell what can be
            log.debug("the game so far cannot be followed past %s", e, exc_info=True)
            break
    return s


class RemoteQueue(AnimationQueue):
    """The animation queue of an online battle: `target` is the server's view the board must
    end at."""

    def __init__(self, display: GameState, *args: Any, **kwargs: Any) -> None:
        super().__init__(display, *args, **kwargs)
        self.target: GameState = display

    def aim(self, target: GameState) -> None:
        self.target = target
        if not self.busy:
            self.catch_up()

    def catch_up(self) -> None:
        """Idle: show the target view if the animated board is not exactly it."""
        if state_hash(self.display) != state_hash(self.target):
            self.display = self.target.clone()
            self.version += 1

    def _start(self) -> None:
        try:
            if self._waiting:
                reveal(self.display, self._waiting[0], self.target)
            super()._start()
        except Exception:
            log.debug("an event this seat saw cannot be animated", exc_info=True)
            # A stand-in with no event: finishing it cannot apply anything, so the queue gives
            # up the batch there and shows the server's view.
            self._waiting.clear()
            self.current = Anim(None, "none", 0.0)  # type: ignore[arg-type]

    def _finish(self) -> None:
        try:
            super()._finish()
        except Exception:
            log.debug("an event this seat saw does not apply to its view", exc_info=True)
            self._give_up()
        if not self.busy:
            self.catch_up()

    def _give_up(self) -> None:
        log.debug("an event this seat saw does not apply to its view; showing the server's view")
        self._waiting.clear()
        self.current = None
        self.display = self.target.clone()
        self.version += 1
