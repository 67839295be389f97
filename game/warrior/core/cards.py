"""Warrior's cards: ordinary numbered cards and the Specialty Cards (Reinforcements,
Protection, the Assassin, Extra Skill).

A `CardDef` is what a card is; the deck a game is dealt from is a tuple of them, one per
physical card, and a card in play is its index in that tuple (its card number).
"""

from __future__ import annotations

from dataclasses import dataclass

ORDINARY = "ordinary"
REINFORCEMENT = "reinforcement"
PROTECTION = "protection"
ASSASSIN = "assassin"
EXTRA_SKILL = "extra_skill"
KINDS = (ORDINARY, REINFORCEMENT, PROTECTION, ASSASSIN, EXTRA_SKILL)
SPECIALTY = frozenset(KINDS) - {ORDINARY}

# "Contents: Deck of 72 Warrior Cards"
DECK_SIZE = 72
# Six players of 8 cards each, and the card that starts the discard pile, and one to draw.
SMALLEST_DECK = 6 * 8 + 2


@dataclass(frozen=True, slots=True)
class CardDef:
    """One kind of card: `id` as the deck file names it, `name` as a player reads it, its kind,
    and its number (`value`: None for Protection, which has none)."""

    id: str
    name: str
    kind: str
    value: int | None

    @property
    def specialty(self) -> bool:
        return self.kind in SPECIALTY


def deck_problems(deck: tuple[CardDef, ...]) -> list[str]:
    """Why a deck cannot be played (empty when it can)."""
    out = []
    if len(deck) < SMALLEST_DECK:
        out.append(f"a deck needs at least {SMALLEST_DECK} cards to deal six armies; it has {len(deck)}")
    for d in deck:
        if d.kind not in KINDS:
            out.append(f"{d.id}: unknown kind {d.kind!r}")
        elif (d.value is None) != (d.kind == PROTECTION):
            out.append(f"{d.id}: every card but Protection has a number, and Protection has none")
    return out
