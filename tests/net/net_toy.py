"""A small game with hidden cards for the net tests: two seats, each with a hidden hand; a seat
plays a card (its value is scored), then draws a random card from the face-down pile with the
state's seeded source. `Note` is a public command that ends nothing (so it can be undone); a
seat may `Concede`. The game ends when both hands are empty or a seat concedes."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.engine.protocol import Rejection, Result
from game.engine.records import from_jsonable, registry, to_jsonable
from game.net.plug import OptionsError

HIDDEN = -1


@dataclass(frozen=True, slots=True)
class ToySetup:
    names: tuple[str, ...]
    seed: int
    cards: int


@dataclass(frozen=True, slots=True)
class ToyState:
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    turn: int
    scores: tuple[int, ...]
    notes: tuple[int, ...]
    rng: int
    conceded: int | None = None


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Note:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Concede:
    seat: int


@dataclass(frozen=True, slots=True)
class Dealt:
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    card: int
    rng: int


@dataclass(frozen=True, slots=True)
class Noted:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Conceded:
    seat: int


def _next(rng: int) -> int:
    return (rng * 6364136223846793005 + 1442695040888963407) % 2**64


class ToyRules:
    name = "toy"

    def new_game(self, setup: ToySetup) -> tuple[ToyState, tuple[Any, ...]]:
        deck = list(range(1, setup.cards + 1))
        rng = setup.seed % 2**64
        order = []
        while deck:
            rng = _next(rng)
            order.append(deck.pop((rng >> 33) % len(deck)))
        hands = (tuple(order[0:3]), tuple(order[3:6]))
        initial = ToyState(((), ()), tuple(order[6:]), 0, (0, 0), (0, 0), rng)
        return initial, (Dealt(0, hands[0]), Dealt(1, hands[1]))

    def acting_seats(self, s: ToyState) -> tuple[int, ...]:
        return () if self.is_over(s) else (s.turn,)

    def legal_commands(self, s: ToyState, seat: int) -> list[Any]:
        if seat not in self.acting_seats(s):
            return []
        return [Play(seat, c) for c in s.hands[seat]] + [Note(seat, s.notes[seat] + 1), Concede(seat)]

    def decide(self, s: ToyState, c: Any) -> tuple[Any, ...] | Rejection:
        if self.is_over(s):
            return Rejection("the game is over")
        if isinstance(c, Concede):
            return (Conceded(c.seat),)
        if c.seat != s.turn:
            return Rejection("not your turn")
        if isinstance(c, Note):
            return (Noted(c.seat, c.value),)
        if isinstance(c, Play):
            if c.card not in s.hands[c.seat]:
                return Rejection("you have no such card")
            out: list[Any] = [Played(c.seat, c.card)]
            if s.pile:
                rng = _next(s.rng)
                out.append(Drew(c.seat, s.pile[(rng >> 33) % len(s.pile)], rng))
            return tuple(out)
        return Rejection("unknown command")

    def apply(self, s: ToyState, e: Any) -> ToyState:
        if isinstance(e, Dealt):
            hands = list(s.hands)
            hands[e.seat] = e.cards
            return replace(s, hands=tuple(hands))
        if isinstance(e, Played):
            hands = list(s.hands)
            hands[e.seat] = tuple(c for c in hands[e.seat] if c != e.card)
            scores = list(s.scores)
            scores[e.seat] += e.card
            return replace(s, hands=tuple(hands), scores=tuple(scores), turn=1 - e.seat)
        if isinstance(e, Drew):
            hands = list(s.hands)
            hands[e.seat] = hands[e.seat] + (e.card,)
            pile = list(s.pile)
            pile.remove(e.card)
            return replace(s, hands=tuple(hands), pile=tuple(pile), rng=e.rng)
        if isinstance(e, Noted):
            notes = list(s.notes)
            notes[e.seat] = e.value
            return replace(s, notes=tuple(notes))
        if isinstance(e, Conceded):
            return replace(s, conceded=e.seat)
        raise ValueError(e)

    def view(self, s: ToyState, seat: int | None) -> ToyState:
        hands = tuple(h if i == seat else (HIDDEN,) * len(h) for i, h in enumerate(s.hands))
        return replace(s, hands=hands, pile=(HIDDEN,) * len(s.pile), rng=0)

    def event_seen_by(self, e: Any, seat: int | None, before: Any = None) -> Any:
        if isinstance(e, Dealt) and e.seat != seat:
            return Dealt(e.seat, (HIDDEN,) * len(e.cards))
        if isinstance(e, Drew) and e.seat != seat:
            return Drew(e.seat, HIDDEN, 0)
        if isinstance(e, Drew):
            return Drew(e.seat, e.card, 0)
        return e

    def is_over(self, s: ToyState) -> bool:
        return s.conceded is not None or (not s.pile and not any(s.hands) and any(s.scores))

    def result(self, s: ToyState) -> Result | None:
        if not self.is_over(s):
            return None
        if s.conceded is not None:
            return Result((1 - s.conceded,), s.scores)
        best = max(s.scores)
        return Result(tuple(i for i, x in enumerate(s.scores) if x == best), s.scores)

    def state_hash(self, s: ToyState) -> str:
        import hashlib
        import json

        return hashlib.sha256(json.dumps(to_jsonable(s), sort_keys=True).encode()).hexdigest()

    def record_types(self) -> Sequence[type]:
        return (ToySetup, ToyState, Play, Note, Concede, Dealt, Played, Drew, Noted, Conceded)


class FirstBot:
    """Plays its lowest card (looks only at its own view)."""

    def __init__(self, rules: ToyRules, seed: int) -> None:
        self.rules = rules
        self.random = random.Random(seed)

    def choose(self, state: ToyState, seat: int) -> Any:
        view = self.rules.view(state, seat)
        return Play(seat, min(view.hands[seat]))


class ToyGame:
    name = "toy"
    title = "Toy"

    def __init__(self) -> None:
        self.rules = ToyRules()
        self.types = registry(self.rules.record_types())

    def seat_count(self, options: Mapping[str, Any]) -> int:
        self._cards(options)
        return 2

    def _cards(self, options: Mapping[str, Any]) -> int:
        cards = options.get("cards", 10)
        if not isinstance(cards, int) or not 6 <= cards <= 40:
            raise OptionsError("a toy game has 6 to 40 cards")
        return cards

    def setup_from_options(self, options: Mapping[str, Any], names: Sequence[str], seed: int) -> ToySetup:
        return ToySetup(tuple(names), seed, self._cards(options))

    def encode_view(self, view: Any) -> dict[str, Any]:
        return to_jsonable(view)

    def decode_view(self, data: Mapping[str, Any]) -> Any:
        return from_jsonable(dict(data), self.types)

    def encode_command(self, command: Any) -> dict[str, Any]:
        return to_jsonable(command)

    def decode_command(self, data: Mapping[str, Any]) -> Any:
        c = from_jsonable(dict(data), self.types)
        if not isinstance(c, Play | Note | Concede):
            raise ValueError("not a command")
        if not all(isinstance(getattr(c, f), int) for f in c.__slots__):
            raise ValueError("fields are numbers")
        return c

    def encode_event(self, event: Any) -> dict[str, Any]:
        return to_jsonable(event)

    def decode_event(self, data: Mapping[str, Any]) -> Any:
        return from_jsonable(dict(data), self.types)

    def seat_of(self, command: Any) -> int:
        return command.seat

    def concede(self, seat: int) -> Any:
        return Concede(seat)

    def bot_levels(self) -> Sequence[str]:
        return ("easy", "normal")

    def make_bot(self, level: str, seed: int, setup: Any) -> FirstBot:
        return FirstBot(self.rules, seed)


def play_locally(seed: int, commands: Sequence[Mapping[str, Any]], cards: int = 10,
                 names: Sequence[str] = ("Ella", "Toby")) -> str:
    """The hash the same game reaches played here, without a server."""
    from game.engine.match import Match

    game = ToyGame()
    match = Match.new(game.rules, game.setup_from_options({"cards": cards}, names, seed))
    for c in commands:
        out = match.submit(game.decode_command(c))
        assert not isinstance(out, Rejection), out
    return match.hash()
