"""Who plays each seat, as a save records it (any game): `{"kind": "human"}`, with `"person":
SEAT` when the person of another seat plays it too, or `{"kind": "bot", "bot": NAME, "seed":
INT}` for a computer player (its name is its level)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

HUMAN_SEAT: dict[str, Any] = {"kind": "human"}


def seat_ok(seat: Any) -> bool:
    """Whether `seat` is a seat record this program can read."""
    if not isinstance(seat, Mapping):
        return False
    if seat.get("kind") == "human":
        return True
    seed = seat.get("seed")
    return (seat.get("kind") == "bot" and isinstance(seat.get("bot"), str) and bool(seat.get("bot"))
            and isinstance(seed, int) and not isinstance(seed, bool))


def clean_seat(seat: Mapping[str, Any], seats: int = 4) -> dict[str, Any]:
    """`seat` (which `seat_ok` accepts) as a save writes it; `seats` bounds a `person` index."""
    if seat.get("kind") == "human":
        person = seat.get("person")
        if isinstance(person, int) and not isinstance(person, bool) and 0 <= person < seats:
            return {"kind": "human", "person": person}
        return dict(HUMAN_SEAT)
    return {"kind": "bot", "bot": str(seat["bot"]), "seed": int(seat["seed"])}


def is_computer(seat: Mapping[str, Any]) -> bool:
    return seat.get("kind") == "bot"
