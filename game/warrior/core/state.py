"""The table: every player's army of Captains (bottom row) and Warriors (top row), the draw
and discard piles, the Army Tracker and whose turn it is. States are values: `apply` makes a
new one from the old."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.warrior.core.cards import CardDef
from game.warrior.core.setup import WarriorSetup

WARRIORS = "warriors"  # the top row
CAPTAINS = "captains"  # the bottom row
ROWS = (WARRIORS, CAPTAINS)

BLUE_ZONE = "blue"
RED_ZONE = "red"
# "Once a player has 35 casualties or more, then that player enters the Red Zone"
RED_ZONE_AT = 35
# "Once any player has reached 60 casualties or more, the game ends"
GAME_ENDS_AT = 60
# "start each round with 6 cards in their army instead of 8"
ARMY_SIZE = {BLUE_ZONE: 8, RED_ZONE: 6}
# Our rule (README, "Warrior: rules notes"): a round in which nobody beats the war drums ends
# after this many turns per player, so a round of draws from the discard pile ends too.
ROUND_TURNS_PER_PLAYER = 20

# Phases of a round
DEALING = "dealing"  # before the first deal
OPENING = "opening"  # players in the Blue Zone choose the column to turn face up
TURNS = "turns"
OVER = "over"

DRAW_PILE = "draw"
DISCARD_PILE = "discard"

# What a view shows in place of a card its seat may not know: no card has this number.
HIDDEN = -1


def zone_for(casualties: int) -> str:
    return RED_ZONE if casualties >= RED_ZONE_AT else BLUE_ZONE


@dataclass(frozen=True, slots=True)
class Army:
    """Columns (Squadrons) left to right; each row holds card numbers, and whether each is
    face up."""

    warriors: tuple[int, ...] = ()
    captains: tuple[int, ...] = ()
    warriors_up: tuple[bool, ...] = ()
    captains_up: tuple[bool, ...] = ()

    @property
    def columns(self) -> int:
        return len(self.warriors)

    def row(self, row: str) -> tuple[int, ...]:
        return self.warriors if row == WARRIORS else self.captains

    def row_up(self, row: str) -> tuple[bool, ...]:
        return self.warriors_up if row == WARRIORS else self.captains_up

    def card(self, row: str, column: int) -> int:
        return self.row(row)[column]

    def is_up(self, row: str, column: int) -> bool:
        return self.row_up(row)[column]

    def cards(self) -> tuple[int, ...]:
        return self.warriors + self.captains

    def placed(self, row: str, column: int, card: int, up: bool) -> Army:
        """This army with `card` in the slot, face up or down."""
        cards = list(self.row(row))
        ups = list(self.row_up(row))
        cards[column] = card
        ups[column] = up
        if row == WARRIORS:
            return dataclasses.replace(self, warriors=tuple(cards), warriors_up=tuple(ups))
        return dataclasses.replace(self, captains=tuple(cards), captains_up=tuple(ups))

    def all_warriors_up(self) -> bool:
        return bool(self.warriors_up) and all(self.warriors_up)


@dataclass(frozen=True, slots=True)
class WarriorState:
    setup: WarriorSetup
    rng: int
    phase: str = DEALING
    round: int = 0
    first_seat: int = 0  # who went first this round
    turn_seat: int | None = None
    drawn: int | None = None  # the card the turn's player drew and holds
    drawn_from: str | None = None
    drummer: int | None = None  # who beat the war drums this round
    pile_renewed: bool = False  # the draw pile ran out during this turn
    turns: int = 0  # turns begun in this round
    draw_pile: tuple[int, ...] = ()  # the top card first
    discard_pile: tuple[int, ...] = ()  # the top card last
    armies: tuple[Army, ...] = ()
    casualties: tuple[int, ...] = ()  # the Army Tracker
    zones: tuple[str, ...] = ()
    battles: tuple[tuple[int, ...], ...] = ()  # how far each pawn moved in each battle
    winners: tuple[int, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.setup.players)

    @property
    def deck(self) -> tuple[CardDef, ...]:
        return self.setup.deck

    def define(self, card: int) -> CardDef:
        if card < 0:  # HIDDEN would index the deck from its end: a hidden card has no definition
            raise ValueError("a hidden card cannot be looked up")
        return self.setup.deck[card]

    def name(self, seat: int) -> str:
        return self.setup.players[seat]
