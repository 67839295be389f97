"""freeze/thaw: ability parameters stored hashable in CardDefs and read back as plain data."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from game.core import ability_params as params_module
from game.core.ability_params import (
    FrozenMap,
    as_mapping,
    freeze,
    freeze_params,
    thaw,
    thaw_params,
)
from game.core.cards import AbilitySpec

NESTED = {
    "filter": {"side": "enemy", "class": ["common", "champion"], "within": 2},
    "names": ["Ice", "Frost"],
    "n": 3,
    "flag": True,
    "label": None,
}


def test_freeze_is_hashable_and_sorted():
    frozen = freeze(NESTED)
    hash(frozen)
    assert isinstance(frozen, FrozenMap)
    assert [k for k, _ in frozen] == sorted(NESTED)
    assert frozen.get("filter").get("class") == ("common", "champion")
    assert frozen.keys() == sorted(NESTED)


def test_round_trip():
    assert thaw(freeze(NESTED)) == NESTED
    assert thaw_params(freeze_params(NESTED)) == NESTED
    assert freeze(freeze(NESTED)) == freeze(NESTED)


def test_params_form_matches_ability_spec():
    p = freeze_params({"within": 1, "filter": {"side": "friendly"}})
    assert p == (("filter", (("side", "friendly"),)), ("within", 1))
    assert type(p) is tuple  # the top level is a plain tuple of pairs, as AbilitySpec expects
    spec = AbilitySpec("x", params=p)
    hash(spec)
    assert spec.param("within") == 1
    assert as_mapping(spec.param("filter")) == {"side": "friendly"}


def test_a_list_of_pairs_stays_a_list():
    value = [["a", 1], ["b", 2]]
    assert thaw(freeze(value)) == value
    assert thaw(freeze({"m": value})) == {"m": value}


def test_as_mapping_accepts_hand_written_pairs():
    assert as_mapping((("side", "enemy"), ("class", ("unit",)))) == {
        "side": "enemy",
        "class": ["unit"],
    }
    assert as_mapping({"within": 2}) == {"within": 2}
    assert as_mapping(freeze({"a": {"b": 1}})) == {"a": {"b": 1}}
    assert as_mapping(None) == {} and as_mapping("enemy") == {} and as_mapping((1, 2)) == {}


def test_params_module_imports_only_the_standard_library():
    tree = ast.parse(Path(params_module.__file__).read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            roots.add(node.module.split(".")[0])
    assert roots <= set(sys.stdlib_module_names) | {"__future__"}
