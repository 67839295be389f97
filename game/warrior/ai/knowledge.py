"""What a seat knows of the cards, read from its view: every army as columns of known cards
(None where a card is hidden from the seat), and the cards it has not seen, counted from the
deck (`view.setup.deck`) less everything visible: the discard pile, every face-up card, the
seat's own peeked Captains in the Blue Zone, and the card it holds."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.warrior.core.cards import CardDef
from game.warrior.core.state import HIDDEN, WarriorState

# A Squadron as a seat sees it: (Warrior, Captain), None where the card is hidden.
Column = tuple[CardDef | None, CardDef | None]
ArmySeen = tuple[Column, ...]


def _card(v: WarriorState, card: int) -> CardDef | None:
    return None if card == HIDDEN else v.define(card)


def armies_seen(v: WarriorState) -> tuple[ArmySeen, ...]:
    """Each army's columns as the view shows them."""
    return tuple(tuple((_card(v, w), _card(v, c)) for w, c in zip(a.warriors, a.captains, strict=True))
                 for a in v.armies)


@dataclass(frozen=True, slots=True)
class Unseen:
    """The cards the seat has not seen, as (card, chance) for one hidden card drawn from them,
    and how many there are."""

    chances: tuple[tuple[CardDef, float], ...]
    count: int


def unseen(v: WarriorState) -> Unseen:
    """Every card of the deck the view does not show anywhere."""
    seen: Counter[CardDef] = Counter(v.define(c) for c in v.discard_pile)
    for a in v.armies:
        seen.update(v.define(c) for c in a.cards() if c != HIDDEN)
    if v.drawn is not None and v.drawn != HIDDEN:
        seen[v.define(v.drawn)] += 1
    left = Counter(v.deck)
    left.subtract(seen)
    cards = Counter({d: n for d, n in left.items() if n > 0})
    total = sum(cards.values())
    if total == 0:  # cannot happen with a real deck; a guess is still needed
        cards = Counter(v.deck)
        total = len(v.deck)
    chances = tuple(sorted(((d, n / total) for d, n in cards.items()), key=lambda x: x[0].id))
    return Unseen(chances, total)
