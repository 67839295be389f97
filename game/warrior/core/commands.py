"""What a player asks for. Every command names the seat that gives it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TurnColumnFaceUp:
    """Blue Zone, before the first turn: "choose any Squadron (column) ... to turn face-up"."""

    seat: int
    column: int


@dataclass(frozen=True, slots=True)
class DrawFromDrawPile:
    seat: int


@dataclass(frozen=True, slots=True)
class DrawFromDiscardPile:
    seat: int


@dataclass(frozen=True, slots=True)
class SwapIntoArmy:
    """Put the drawn card face up in the slot; the card that was there goes to the discard pile."""

    seat: int
    row: str
    column: int


@dataclass(frozen=True, slots=True)
class DiscardDrawnCard:
    seat: int


@dataclass(frozen=True, slots=True)
class BeatWarDrums:
    """Instead of drawing: ready for battle; every other player has one final turn."""

    seat: int


Command = (TurnColumnFaceUp | DrawFromDrawPile | DrawFromDiscardPile | SwapIntoArmy
           | DiscardDrawnCard | BeatWarDrums)
COMMANDS = (TurnColumnFaceUp, DrawFromDrawPile, DrawFromDiscardPile, SwapIntoArmy,
            DiscardDrawnCard, BeatWarDrums)
