"""Scenario builders for the Vanguards tests.

Player 0 ("Ella") plays the shipped Vanguards deck; player 1 ("Toby") the plain test faction of
tests/factories.py, or another shipped deck. The prompt and command helpers are shared with the
Cave Goblins tests (tests/factions/helpers_cave_goblins.py).
Board positions are (column, row), 0-based, row 0 = Ella's back row.
"""

from __future__ import annotations

from game.core.setup import GameSetup
from tests.core.helpers import Scene
from tests.factions import helpers_cave_goblins as shared
from tests.factions.helpers_cave_goblins import (
    answer,
    attack_targets,
    content,
    options,
    problems,
    spec,
    use,
    uses,
)

VAN = 0  # Ella, Vanguards
OPP = 1  # Toby


def setup(opponent: str | None = None, seed: int = 1) -> GameSetup:
    return shared.setup("vanguards", opponent, seed)


def scene(phase: str, player: int = VAN, opponent: str | None = None, test_cards: tuple = ()) -> Scene:
    """A position with only the summoners and starting gates, at `phase` of `player`'s turn."""
    return shared.scene(phase, player, deck="vanguards", opponent=opponent, test_cards=test_cards)


__all__ = ["OPP", "VAN", "answer", "attack_targets", "content", "options", "problems", "scene", "setup",
           "spec", "use", "uses"]
