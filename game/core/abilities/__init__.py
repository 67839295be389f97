"""Abilities and event effects: a registry of named, parametrised rules pieces."""

from __future__ import annotations

# Every module that registers abilities. Listed by name (not discovered) so a packaged
# executable, whose modules sit in an archive that cannot be listed, loads them all; a test
# checks this list against the files in this folder.
MODULES = (
    "generic",
    "attack_dice",
    "attacking",
    "control",
    "direct_damage",
    "engage",
    "follow_up",
    "guarded",
    "rerolls",
    "summoning",
    "breakers",
    "cave_goblins",
    "fallen_kingdom",
    "phoenix_elves",
    "polar_dwarves",
    "savanna_elves",
    "tundra_orcs",
    "vanguards",
    "starter_1e",
    "goblins_dwarves_1e",
    "vanguards_fallen_1e",
    "benders_1e",
    "deep_dwarves_1e",
    "vargath_1e",
    "shadow_elves_1e",
    "sand_goblins_1e",
    "swamp_orcs_1e",
    "mercenaries_1e",
    "language.runtime",
)
# Modules that define no abilities themselves.
SUPPORT = ("base", "filters", "verbs", "pay_or_text")
# The ability language (`language.runtime` above registers the one ability that runs it): its
# pieces, imported by the runtime.
LANGUAGE_PARTS = ("language.pieces", "language.env", "language.conditions", "language.effects",
                  "language.selectors", "language.statics", "language.whens",
                  "language.pieces_1e_starter", "language.pieces_1e_goblins_dwarves",
                  "language.pieces_1e_vanguards_fallen", "language.pieces_1e_benders",
                  "language.pieces_1e_deep_dwarves", "language.pieces_1e_vargath",
                  "language.pieces_1e_shadow_elves", "language.pieces_1e_sand_goblins",
                  "language.pieces_1e_swamp_orcs", "language.pieces_1e_mercenaries",
                  "language.pieces_1e_mercenaries_b", "language.pieces_1e_vine_walls")

_loaded = False


def load_all() -> None:
    """Import every module that registers abilities (idempotent)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib

    for name in MODULES:
        importlib.import_module(f"{__name__}.{name}")
