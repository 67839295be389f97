"""Everything that differs between editions, as data.

The core reads limits, the phase order and the die from a `Ruleset`; it never hard-codes them.
Content builds a `Ruleset` from `cards/<edition>/rules.yaml` (the die's faces live there).

How the 1st edition plugs in (not shipped yet):
- `phases` becomes ("draw", "summon", "event", "move", "attack", "magic"): the turn procedure
  walks `phases` in order, and each phase's behaviour is looked up by name in `game.core.phases`,
  so a new name ("event") is one new handler, not a rewrite.
- `magic_model` becomes "pile": magic is a face-down pile of cards rather than a 0..15 track;
  spending moves cards from the magic pile to the discard pile, and destroying an enemy card puts
  it in your magic pile. Everything that touches magic goes through `game.core.magic`, which
  switches on this field.
- `die_faces` becomes six faces of an ordinary d6 where "3 or more" hits: faces are symbol sets,
  so the 1E die is six faces whose sets are {} {} {hit} {hit} {hit} {hit} and melee/ranged both
  count the "hit" symbol (`hit_symbols`).
- `gate_name` "wall", `starting_hand` 0, `first_turn_skips` the phases the first player skips.
"""

from __future__ import annotations

from dataclasses import dataclass

SUMMON = "summon"
MOVE = "move"
BUILD = "build"
ATTACK = "attack"
MAGIC = "magic"
DRAW = "draw"

PHASES_2E = (SUMMON, MOVE, BUILD, ATTACK, MAGIC, DRAW)


@dataclass(frozen=True, slots=True)
class Ruleset:
    edition: str
    name: str
    die_faces: tuple[frozenset[str], ...]
    phases: tuple[str, ...] = PHASES_2E
    columns: int = 6
    rows: int = 8
    side_rows: int = 4
    build_back_rows: int = 3
    max_movers: int = 3
    move_distance: int = 2
    max_attackers: int = 3
    ranged_range: int = 3
    hand_size: int = 5
    starting_hand: int = 5
    magic_max: int = 15
    start_magic: tuple[int, int] = (2, 3)  # (first player, second player)
    cost_of_inaction: int = 1
    magic_model: str = "track"
    gate_name: str = "gate"
    # which die symbol an attack of each kind counts as a hit
    hit_symbols: tuple[tuple[str, str], ...] = (("melee", "melee"), ("ranged", "ranged"))
    special_symbol: str = "special"
    first_turn_skips: tuple[str, ...] = ()
    # Rulebook, "Timing Conflicts": "If 2 or more game effects ever occur at the same time, the
    # player whose turn it is determines the order in which those effects will resolve."
    # "choose": they are asked when the order can matter (`game.core.triggers`); "fixed": the
    # current player's cards first, then board order, never asking (how games saved before the
    # choice existed were played: a save without this field replays with "fixed").
    simultaneous: str = "choose"

    def hit_symbol(self, attack: str) -> str:
        for kind, sym in self.hit_symbols:
            if kind == attack:
                return sym
        return attack
