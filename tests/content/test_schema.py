"""The JSON Schemas in cards/schema/ are valid, up to date, and accept the shipped files."""

from __future__ import annotations

import json

import pytest
import yaml
from content_support import BROKEN, GOOD
from jsonschema import Draft202012Validator

from game.content.schema_gen import faction_schema, rules_schema
from game.paths import cards_dir

SCHEMA_DIR = cards_dir() / "schema"


def _schema(name: str) -> dict:
    return json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))


def _validator_for(doc: dict) -> Draft202012Validator:
    kind = "rules" if str(doc.get("format", "")).startswith("summoner-wars/rules") else "faction"
    return Draft202012Validator(_schema(kind))


@pytest.mark.parametrize("name", ["faction", "rules"])
def test_schema_is_valid_draft_2020_12(name):
    schema = _schema(name)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_checked_in_schemas_match_the_validator():
    """Refresh with `python -m game.content.schema_gen` after changing the vocabulary."""
    assert _schema("faction") == faction_schema()
    assert _schema("rules") == rules_schema()


def test_shipped_files_validate_against_the_schema():
    files = sorted((cards_dir() / "2e").glob("*.yaml"))
    assert cards_dir() / "2e" / "rules.yaml" in files
    checked = 0
    for path in files:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        errors = [
            f"{path.name}: {e.json_path}: {e.message}" for e in _validator_for(doc).iter_errors(doc)
        ]
        assert errors == []
        checked += 1
    assert checked >= 1


@pytest.mark.parametrize("path", sorted(GOOD.glob("*.yaml")), ids=lambda p: p.name)
def test_good_test_files_validate_against_the_schema(path):
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert list(_validator_for(doc).iter_errors(doc)) == []


@pytest.mark.parametrize(
    "name",
    [
        "missing-field.yaml",
        "wrong-type.yaml",
        "negative-cost.yaml",
        "unknown-field.yaml",
        "bad-enum.yaml",
        "not-allowed.yaml",
        "bad-filter.yaml",
        "bad-colour.yaml",
        "bad-format.yaml",
        "rules-bad.yaml",
        "deck-starting.yaml",
    ],
)
def test_schema_also_rejects_broken_files(name):
    doc = yaml.safe_load((BROKEN / name).read_text(encoding="utf-8"))
    assert list(_validator_for(doc).iter_errors(doc)) != []
