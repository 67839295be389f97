"""Expected casualties of an army as a seat sees it, with the real scoring of a Squadron
(`game.warrior.core.battle`): a hidden card is any card the seat has not seen, in proportion
to how many of each are left. Extra Skill counts the pairs the seat can see (and an Assassin
pair the men it is likely to strike); it is dealt to every other player, so it lowers the
army's cost by as much. Lower is better."""

from __future__ import annotations

from functools import lru_cache

from game.warrior.ai.knowledge import ArmySeen, Column, Unseen
from game.warrior.core.battle import score_column, skill_shown
from game.warrior.core.cards import CardDef
from game.warrior.core.events import ColumnScore

# What an Assassin pair is worth: about one man struck in each other army (a drawn ordinary
# card matches one in eight of an army's cards, and an army holds eight).
ASSASSIN_STRIKES = 1.0


@lru_cache(maxsize=4096)
def column_score(warrior: CardDef, captain: CardDef) -> ColumnScore:
    return score_column(0, warrior, captain)


class Estimator:
    """Expected casualties of columns and armies under one seat's knowledge (`Unseen`)."""

    def __init__(self, pool: Unseen, skill_weight: float = 1.0) -> None:
        self.pool = pool
        self.skill_weight = skill_weight
        self._one: dict[CardDef, float] = {}
        self._two: float | None = None

    def beside(self, known: CardDef) -> float:
        """The expected casualties of a column of `known` and a hidden card."""
        e = self._one.get(known)
        if e is None:
            e = sum(p * column_score(t, known).casualties for t, p in self.pool.chances)
            self._one[known] = e
        return e

    def both_hidden(self) -> float:
        if self._two is None:
            self._two = sum(p * self.beside(t) for t, p in self.pool.chances)
        return self._two

    def column(self, col: Column) -> float:
        w, c = col
        if w is not None and c is not None:
            return float(column_score(w, c).casualties)
        if w is None and c is None:
            return self.both_hidden()
        known = w if w is not None else c
        assert known is not None
        return self.beside(known)

    def dealt(self, army: ArmySeen) -> float:
        """The casualties the army's known pairs deal to each other player."""
        scores = [column_score(w, c) for w, c in army if w is not None and c is not None]
        out = float(sum(k.casualties for k in skill_shown(tuple(scores))))
        return out + ASSASSIN_STRIKES * sum(1 for s in scores if s.assassin)

    def army(self, army: ArmySeen) -> float:
        """Expected casualties, less what the army deals to each other player."""
        return sum(self.column(col) for col in army) - self.skill_weight * self.dealt(army)


def placed(army: ArmySeen, row: int, column: int, card: CardDef) -> ArmySeen:
    """The army with `card` in the slot (row 0 the Warriors, 1 the Captains)."""
    w, c = army[column]
    col = (card, c) if row == 0 else (w, card)
    return army[:column] + (col,) + army[column + 1:]
