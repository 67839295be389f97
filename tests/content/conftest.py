"""Abilities the content tests use, registered for the duration of each test only.

Real abilities are written elsewhere; these stand-ins give the validator parameter schemas of
every type to check against. They are removed from the registry after each test so nothing
outside tests/content ever sees them.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from game.core.ability_registry import REGISTRY, Ability

TEST_ABILITIES = ("test_frost_bolt", "test_push", "test_living_gate")


@pytest.fixture(autouse=True)
def test_abilities():
    class FrostBolt(Ability):
        name = "test_frost_bolt"
        params: ClassVar[dict[str, str]] = {"filter": "filter", "within": "int"}
        defaults: ClassVar[dict[str, Any]] = {"within": 1}
        summary = "+1 strength for each matching card within range."

    class Push(Ability):
        name = "test_push"
        params: ClassVar[dict[str, str]] = {
            "mode": "choice:push|pull",
            "distance": "int",
            "names": "str_list",
            "once": "bool",
            "label": "str",
        }
        defaults: ClassVar[dict[str, Any]] = {"names": [], "once": False, "label": ""}

    class LivingGate(Ability):
        name = "test_living_gate"

    yield {c.name: c for c in (FrostBolt, Push, LivingGate)}
    for name in TEST_ABILITIES:
        REGISTRY.pop(name, None)
