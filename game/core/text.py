"""Small helpers for messages in a player's words."""

from __future__ import annotations

from game.core.geometry import Pos

COLUMN_LETTERS = "ABCDEFGHIJKL"  # A-F on one battlefield; G-L on the second (3-4 players)


def where(p: Pos) -> str:
    """A space as players read the board: column letter and row number, e.g. C4."""
    return f"{COLUMN_LETTERS[p[0]]}{p[1] + 1}" if 0 <= p[0] < len(COLUMN_LETTERS) else str(p)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
