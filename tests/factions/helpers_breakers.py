"""Scenario builders for the Breakers tests: the Savanna Elves helpers with the Breakers deck.

Player 0 (ME) plays the shipped cards/2e/breakers.yaml deck: Tacullu starts at (2,0), the gate at
(3,1). Player 1 (OPP) plays the plain test faction: summoner (2,7), gate (2,5).
"""

from __future__ import annotations

from helpers_savanna_elves import ME, OPP, Scene, deck, file_problems, of_type, real_setup


def breakers_scene(seed: int = 1, clean: bool = True, opponent: str | None = None) -> Scene:
    return Scene("breakers", seed, clean, opponent)


__all__ = ["ME", "OPP", "Scene", "breakers_scene", "deck", "file_problems", "of_type", "real_setup"]
