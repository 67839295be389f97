"""The game's own words the window shows apart from sentences: phase names and the name of the
structure magic is gathered around (a gate, or in the 1st edition a wall), in the player's
language. The rules core names them in English (`Ruleset.phase_name`, `gate_name`); these are
their catalog entries, looked up in the context "phase" or "structure" because the same English
word ("Draw", "Attack") is a button elsewhere."""

from __future__ import annotations

from game.core.ruleset import Ruleset
from game.i18n import N_, PN_, pn_

PHASE_NAMES = (
    PN_("phase", "Draw"), PN_("phase", "Summon"), PN_("phase", "Play Event Cards"),
    PN_("phase", "Movement"), PN_("phase", "Attack"), PN_("phase", "Build Magic"),
    PN_("phase", "Move"), PN_("phase", "Build"), PN_("phase", "Magic"), PN_("phase", "Event"),
)
STRUCTURES = (PN_("structure", "gate"), PN_("structure", "wall"))
# The factions by the English names the window derives from their ids ("phoenix_elves" ->
# "Phoenix Elves"); `_()` of one gives its name in the player's language.
FACTION_NAMES = (
    N_("Phoenix Elves"), N_("Tundra Orcs"), N_("Guild Dwarves"), N_("Cave Goblins"),
    N_("Fallen Kingdom"), N_("Vanguards"), N_("Sand Goblins"), N_("Deep Dwarves"),
    N_("Shadow Elves"), N_("Swamp Orcs"), N_("Mountain Vargath"), N_("Benders"),
    N_("Mercenaries"), N_("Polar Dwarves"), N_("Savanna Elves"), N_("Breakers"),
)


def phase_name(rules: Ruleset, phase: str) -> str:
    """The phase's name as the ruleset's rulebook gives it, in the player's language."""
    return pn_("phase", rules.phase_name(phase))


def gate_name(rules: Ruleset) -> str:
    """"gate" (2nd edition) or "wall" (1st), in the player's language."""
    return pn_("structure", rules.gate_name)
