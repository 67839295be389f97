"""Builders for Warrior's rules tests: the shipped deck, cards by shorthand ("4" an ordinary
4, "R4" the 4 Reinforcement, "P" Protection, "A" the Assassin, "E2" the 2 Extra Skill),
positions set up by hand, and a random player."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

from game.engine.match import Match
from game.warrior.content import read_deck
from game.warrior.core import events as ev
from game.warrior.core.cards import (
    ASSASSIN,
    EXTRA_SKILL,
    ORDINARY,
    PROTECTION,
    REINFORCEMENT,
    CardDef,
)
from game.warrior.core.fight import fight
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import WarriorSetup
from game.warrior.core.state import TURNS, Army, WarriorState, zone_for
from game.warrior.core.table import Table

_KINDS = {"R": REINFORCEMENT, "P": PROTECTION, "A": ASSASSIN, "E": EXTRA_SKILL}


@lru_cache(maxsize=1)
def deck() -> tuple[CardDef, ...]:
    return read_deck()


def matches(short: str, d: CardDef) -> bool:
    if short[0].isdigit():
        return d.kind == ORDINARY and d.value == int(short)
    kind = _KINDS[short[0]]
    return d.kind == kind and (kind == PROTECTION or d.value == int(short[1:] or 0))


class Cards:
    """Hands out card numbers of the shipped deck by shorthand, each physical card once."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def __call__(self, short: str) -> int:
        for i, d in enumerate(deck()):
            if i not in self.used and matches(short, d):
                self.used.add(i)
                return i
        raise ValueError(f"no {short} left in the deck")


def setup(players: int = 2, seed: int = 1, first_seat: int = 0) -> WarriorSetup:
    return WarriorSetup(tuple(f"Player {i + 1}" for i in range(players)), deck(), seed, first_seat)


def new_match(players: int = 2, seed: int = 1, first_seat: int = 0) -> Match:
    return Match.new(WARRIOR, setup(players, seed, first_seat))


def position(armies: list[list[tuple[str, str]]], casualties: tuple[int, ...] | None = None,
             draw_top: tuple[str, ...] = (), rnd_seed: int = 0) -> WarriorState:
    """A table in mid-round: each army given as its columns (Warrior, Captain), face down but
    for the first column; the draw pile starts with `draw_top`; every other card is on the
    draw pile below or (one card) on the discard pile."""
    take = Cards()
    built = []
    for columns in armies:
        w = tuple(take(a) for a, _ in columns)
        c = tuple(take(b) for _, b in columns)
        up = tuple(i == 0 for i in range(len(columns)))
        built.append(Army(w, c, up, up))
    top = [take(s) for s in draw_top]
    rest = [i for i in range(len(deck())) if i not in take.used]
    random.Random(rnd_seed).shuffle(rest)
    n = len(armies)
    casualties = casualties or (0,) * n
    s = WarriorState(setup(n), 7, phase=TURNS, round=1, first_seat=0, turn_seat=0,
                     draw_pile=tuple(top + rest[1:]), discard_pile=(rest[0],), armies=tuple(built),
                     casualties=casualties, zones=tuple(zone_for(c) for c in casualties))
    return s


def battle(state: WarriorState) -> tuple[list[ev.Event], WarriorState]:
    """The events of a battle fought at `state`, and the table after it."""
    t = Table(state)
    fight(t)
    return t.events, t.state


def scored(events: list[ev.Event]) -> dict[int, ev.BattleScored]:
    return {e.seat: e for e in events if isinstance(e, ev.BattleScored)}


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def with_turn(state: WarriorState, seat: int, **changes) -> WarriorState:
    return replace(state, turn_seat=seat, **changes)


def random_command(match: Match, rnd: random.Random):
    """The trivial random player: any seat that may act, any command it may give."""
    seat = rnd.choice(WARRIOR.acting_seats(match.state))
    return rnd.choice(WARRIOR.legal_commands(match.state, seat))

