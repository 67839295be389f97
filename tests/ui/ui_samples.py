"""Hand-built card definitions for UI tests and screenshots (no content files needed)."""

from __future__ import annotations

from game.core.cards import (
    CHAMPION,
    COMMON,
    EPIC,
    EVENT,
    MELEE,
    RANGED,
    STANDARD,
    STRUCTURE,
    SUMMONER,
    UNIT,
    AbilitySpec,
    CardDef,
)

SUMMONER_CARD = CardDef(
    id="phoenix_elves/prince_elien",
    name="Prince Elien",
    faction="phoenix_elves",
    types=frozenset({UNIT}),
    unit_class=SUMMONER,
    strength=3,
    life=6,
    attack=MELEE,
    abilities=(
        AbilitySpec(
            "fire_blast",
            "Fire Blast",
            "When Prince Elien attacks, you may add 1 damage to each enemy unit adjacent to the target.",
        ),
    ),
)

CHAMPION_CARD = CardDef(
    id="tundra_orcs/blagog",
    name="Blagog the Ice-Breaker",
    faction="tundra_orcs",
    types=frozenset({UNIT}),
    unit_class=CHAMPION,
    cost=7,
    strength=4,
    life=9,
    attack=MELEE,
    abilities=(
        AbilitySpec(
            "smash",
            "Smash",
            "Blagog may attack structures as if they were units. Add 1 to his strength when he does.",
        ),
        AbilitySpec(
            "ice_skin", "Ice Skin", "Blagog cannot receive more than 2 damage from a single attack."
        ),
        AbilitySpec(
            "rally",
            "Rally the Horde",
            "After Blagog moves, you may move one adjacent friendly common unit 1 space.",
        ),
    ),
)

COMMON_CARD = CardDef(
    id="phoenix_elves/archer",
    name="Archer",
    faction="phoenix_elves",
    types=frozenset({UNIT}),
    unit_class=COMMON,
    cost=1,
    strength=1,
    life=2,
    attack=RANGED,
    abilities=(
        AbilitySpec(
            "precise_shot",
            "Precise Shot",
            "When the Archer attacks, each die that rolls a ranged hit counts twice.",
        ),
    ),
)

EPIC_EVENT = CardDef(
    id="phoenix_elves/burn",
    name="Burning Remnants of the Phoenix",
    faction="phoenix_elves",
    types=frozenset({EVENT}),
    event_class=EPIC,
    cost=2,
    phase="attack",
    abilities=(
        AbilitySpec(
            "burn", "Burn", "Add 1 damage to each enemy unit within 2 spaces of your summoner."
        ),
    ),
)

ACTIVE_EVENT = CardDef(
    id="tundra_orcs/freeze",
    name="Freeze",
    faction="tundra_orcs",
    types=frozenset({EVENT}),
    event_class=STANDARD,
    cost=0,
    phase="move",
    active=True,
    text="Place this card next to target enemy common unit. That unit cannot move or attack while this card is active.",
)

GATE_CARD = CardDef(
    id="phoenix_elves/gate",
    name="Gate",
    faction="phoenix_elves",
    types=frozenset({STRUCTURE}),
    gate=True,
    life=5,
)

MODDED_CARD = CardDef(
    id="sky_pirates/deckhand",
    name="Deckhand",
    faction="Sky Pirates",
    types=frozenset({UNIT}),
    unit_class=COMMON,
    cost=0,
    strength=2,
    life=1,
    attack=MELEE,
)

ALL = (SUMMONER_CARD, CHAMPION_CARD, COMMON_CARD, EPIC_EVENT, ACTIVE_EVENT, GATE_CARD, MODDED_CARD)
