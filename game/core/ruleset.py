"""Everything that differs between editions, as data.

The core reads limits, the phase order, the die and the magic model from a `Ruleset`; it never
asks which edition is played. Content builds a `Ruleset` from `cards/<edition>/rules.yaml`.

The two editions differ here:
- `phases`: 2E ("summon", "move", "build", "attack", "magic", "draw"); 1E ("draw", "summon",
  "event", "move", "attack", "magic"). Structures are built in `build_phase` (2E's Build phase,
  1E's Play Event Cards phase, where walls are played as events).
- `magic_model`: "track" (2E, a number from 0 to `magic_max`) or "pile" (1E, a face-down pile of
  cards: destroying a card puts it on the destroyer's magic pile, spending moves the top cards to
  the discard pile; `PlayerState.magic` is then the pile's size). `game.core.magic_pile` holds
  the pile's moves; `game.core.damage` switches on this field.
- `die_faces`: symbol sets; 2E's faces carry melee/ranged/special, 1E's are the six faces of a d6
  where faces showing `hit_on` or more carry "hit". `die_numbered` says a face's number (index + 1)
  means something: abilities read it ("hits only on 4+").
- `first_player`: "random" (2E) or "roll" (1E: each player rolls, the high roller chooses).
- `first_turn_skips` / `first_turn_max_movers`: the first player's first-turn limits.
- `zero_space_move`: 1E lets a unit "move" 0 spaces to set off an ability that works when it
  moves (counting as one of the phase's movers); 2E has no such move.
"""

from __future__ import annotations

from dataclasses import dataclass

SUMMON = "summon"
MOVE = "move"
BUILD = "build"
ATTACK = "attack"
MAGIC = "magic"
DRAW = "draw"
EVENT = "event"

PHASES_2E = (SUMMON, MOVE, BUILD, ATTACK, MAGIC, DRAW)
# Every phase name either edition has (1E adds "event", Play Event Cards): what card files may name.
ALL_PHASES = (*PHASES_2E, EVENT)


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
    first_turn_max_movers: int = 0  # 0: the first Move phase has the usual limit
    build_phase: str = BUILD  # the phase in which structures (gates, walls) are placed
    build_next_to_summoner: bool = True  # 2E: also on an empty space next to your summoner
    die_numbered: bool = False  # faces are the numbers 1..n (1E d6); abilities read them
    hit_on: int = 0  # numbered dice: the lowest face that hits (1E: 3)
    first_player: str = "random"  # random | roll (high roller chooses who goes first)
    # 1E: "Discarded cards are always put face-up into a Discard Pile": both players see every
    # discard pile's top card. 2E: the opponent's discard pile is private (face down).
    discard_face_up: bool = False
    # How the window names each phase ("magic" is "Build Magic" in 1E); missing ones: title case.
    phase_names: tuple[tuple[str, str], ...] = ()
    # Rulebook, "Timing Conflicts": "If 2 or more game effects ever occur at the same time, the
    # player whose turn it is determines the order in which those effects will resolve."
    # "choose": they are asked when the order can matter (`game.core.triggers`); "fixed": the
    # current player's cards first, then board order, never asking (how games saved before the
    # choice existed were played: a save without this field replays with "fixed").
    simultaneous: str = "choose"
    # 1E Master Set rulebook, Phase 4: "A player may announce that they are moving a Unit 0 spaces
    # in order to activate such an Ability without having to move that Unit from its current
    # space. Doing this counts as moving 1 of the 3 Units you are allowed to move." (`game.core.
    # move.zero_space_reason`). False for 2E, and for games saved before the field existed.
    zero_space_move: bool = False

    @property
    def magic_pile(self) -> bool:
        """Magic is a pile of cards (1E) rather than a track (2E)."""
        return self.magic_model == "pile"

    def phase_name(self, phase: str) -> str:
        for key, name in self.phase_names:
            if key == phase:
                return name
        return phase.title()

    def hit_symbol(self, attack: str) -> str:
        for kind, sym in self.hit_symbols:
            if kind == attack:
                return sym
        return attack
