"""Scenario builders for the Tundra Orcs tests: the Phoenix Elves helpers with the Tundra Orcs deck.

Player 0 ("Ella", TO) plays the shipped cards/2e/tundra-orcs.yaml deck: Grognack starts at (2,0),
the gate at (3,2). Player 1 ("Toby", OPP) plays the plain test faction (summoner (2,7), gate
(2,5)) or, where a test says so, a shipped deck.
"""

from __future__ import annotations

from tests.core.helpers import Scene
from tests.factions import helpers_phoenix_elves as shared
from tests.factions.helpers_phoenix_elves import (
    OPP,
    answer,
    attack_targets,
    content,
    count,
    dice_where,
    in_hand,
    options,
    problems,
    real_setup,
    specials,
)

TO = 0  # Ella, the Tundra Orcs


def scene(phase: str, player: int = TO, opponent: str | None = None) -> Scene:
    """A position with only the summoners and starting gates, at `phase` of `player`'s turn."""
    return shared.scene(phase, player, deck="tundra-orcs", opponent=opponent)


def setup(opponent: str | None = None, seed: int = 1):
    return shared.setup("tundra-orcs", opponent, seed)


__all__ = ["OPP", "TO", "Scene", "answer", "attack_targets", "content", "count", "dice_where", "in_hand",
           "options", "problems", "real_setup", "scene", "setup", "specials"]
