"""Where a card would do the most good in an army, and what the next card drawn blind is
worth: the sums every level's decision is made of."""

from __future__ import annotations

from game.warrior.ai.estimate import Estimator, placed
from game.warrior.ai.knowledge import ArmySeen
from game.warrior.core.cards import CardDef
from game.warrior.core.state import CAPTAINS, WARRIORS

ROW_NAMES = (WARRIORS, CAPTAINS)  # row 0 is the Warriors, row 1 the Captains

# A slot: (row, column); its change: how many expected casualties the swap adds (negative: saves)
Slot = tuple[int, int]


def slots(army: ArmySeen) -> list[Slot]:
    return [(row, column) for row in (0, 1) for column in range(len(army))]


def removed(army: ArmySeen, slot: Slot) -> CardDef | None:
    """The card a swap into `slot` sends to the discard pile (None: a card nobody has seen)."""
    return army[slot[1]][slot[0]]


def changes(est: Estimator, army: ArmySeen, card: CardDef) -> list[tuple[float, Slot]]:
    """The change in expected casualties of swapping `card` into each slot."""
    base = est.army(army)
    return [(est.army(placed(army, row, column, card)) - base, (row, column))
            for row, column in slots(army)]


def best_change(est: Estimator, army: ArmySeen, card: CardDef) -> tuple[float, Slot]:
    return min(changes(est, army, card))


def blind_draw_gain(est: Estimator, army: ArmySeen) -> float:
    """The expected change of drawing from the draw pile and then swapping the card in where it
    helps most, or discarding it when it helps nowhere (never above 0)."""
    return sum(p * min(0.0, best_change(est, army, t)[0]) for t, p in est.pool.chances)
