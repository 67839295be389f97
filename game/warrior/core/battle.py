"""The scoring battle, as pure sums: what each Squadron (column) costs, the Extra Skill an army
shows, and whom the Assassin strikes. `fight` turns these into the battle's events."""

from __future__ import annotations

from collections import Counter

from game.warrior.core.cards import (
    ASSASSIN,
    EXTRA_SKILL,
    ORDINARY,
    PROTECTION,
    REINFORCEMENT,
    CardDef,
)
from game.warrior.core.events import ColumnScore, SkillShown

# Why a column cost what it did
UNEQUAL = "unequal"  # "unequal values ... a casualty count equal to the total"
PAIR = "pair"  # "of equal value ... causing zero casualties"
REINFORCEMENTS = "reinforcements"  # a pair with a Reinforcement Card: the army grows
PROTECTION_REASON = "protection"  # "Any column with a Protection Card is instantly 0"


def score_column(column: int, warrior: CardDef, captain: CardDef) -> ColumnScore:
    kinds = {warrior.kind, captain.kind}
    if PROTECTION in kinds:
        return ColumnScore(column, 0, PROTECTION_REASON)
    assert warrior.value is not None and captain.value is not None
    if warrior.value != captain.value:
        return ColumnScore(column, warrior.value + captain.value, UNEQUAL)
    number = warrior.value
    if REINFORCEMENT in kinds:
        return ColumnScore(column, -number, REINFORCEMENTS, number)
    return ColumnScore(column, 0, PAIR, number, extra_skill=EXTRA_SKILL in kinds,
                       assassin=ASSASSIN in kinds)


def score_army(warriors: tuple[CardDef, ...], captains: tuple[CardDef, ...]) -> tuple[ColumnScore, ...]:
    return tuple(score_column(i, w, c) for i, (w, c) in enumerate(zip(warriors, captains, strict=True)))


def skill_shown(columns: tuple[ColumnScore, ...]) -> tuple[SkillShown, ...]:
    """Extra Skill: several pairs of one number cost every other player that number for each
    pair; a single pair costs it only when it holds an Extra Skill Card. Columns with a
    Reinforcement or Protection Card never count (they are not `PAIR`s)."""
    pairs = [c for c in columns if c.reason == PAIR]
    counts = Counter(c.number for c in pairs)
    out = []
    for number in sorted(n for n in counts if n is not None):
        k = counts[number]
        card = any(c.extra_skill for c in pairs if c.number == number)
        if (k >= 2 or card) and number > 0:
            out.append(SkillShown(number, k, k * number))
    return tuple(out)


def struck(drawn: CardDef, card: CardDef) -> bool:
    """Whether the Assassin's drawn card strikes `card`: a number strikes the ordinary cards of
    that number, a Specialty Card strikes every Specialty Card."""
    if drawn.specialty:
        return card.specialty
    return card.kind == ORDINARY and card.value == drawn.value


def assassin_hits(drawn: CardDef, seat: int, armies: list[tuple[tuple[CardDef, CardDef], ...]],
                  scores: list[tuple[ColumnScore, ...]]) -> tuple[int, ...]:
    """How many cards of each army the Assassin of `seat` strikes: never in its own army, never
    in a column with a Protection Card."""
    hits = []
    for other, columns in enumerate(armies):
        n = 0
        if other != seat:
            for (w, c), score in zip(columns, scores[other], strict=True):
                if score.reason != PROTECTION_REASON:
                    n += struck(drawn, w) + struck(drawn, c)
        hits.append(n)
    return tuple(hits)
