"""The JSON Schemas in cards/schema/ (draft-07) are valid, never stale, accept the shipped files,
and reject in the editor what `summoner-wars validate` rejects for a field or value reason."""

from __future__ import annotations

import json
import re

import pytest
import yaml
from content_support import BROKEN, GOOD
from jsonschema import Draft7Validator, ValidationError
from test_broken_files import EXPECTED

from game.content.language_schema import DEFINITION
from game.content.schema_gen import faction_schema, rules_schema, schema_texts
from game.core.abilities.language.pieces import PIECES, PROGRAM_KEYS
from game.core.abilities.language.runtime import LANGUAGE
from game.core.ability_registry import known_abilities
from game.paths import cards_dir

SCHEMA_DIR = cards_dir() / "schema"

# Lines of the broken-file set (tests/content/test_broken_files.py) that no JSON Schema can
# reject, and why. Every other line the validator prints for a field or value must be matched
# by a schema error on that field (test_schema_rejects_what_the_validator_rejects).
CANNOT_EXPRESS: dict[str, str] = {
    "syntax-error.yaml:12": "not YAML at all: there is no data for a schema to check (the "
    "editor's YAML parser marks the syntax error itself)",
    "python-tag.yaml:9": "a YAML tag is not data: a schema sees values, never the tags that "
    "would build them (the editor's YAML parser marks an unknown tag itself)",
    "duplicate-key.yaml:12": "a key given twice is a YAML matter: the parsed mapping holds "
    "one value, so the schema never sees the other",
    "duplicate-id.yaml:12": "unique ids among the cards: JSON Schema's uniqueItems compares "
    "whole items, it cannot require one field of each item to differ",
    "rules-unsupported.yaml:5": "build_phase must be one of the file's own phases, another "
    "field's values: JSON Schema cannot compare a value with a list given elsewhere",
    "rules-unsupported.yaml:8": "'hit_on must not be more than sides' compares two numbers: JSON "
    "Schema has no arithmetic between fields",
    "rules-bad.yaml:13": "'two sides of 5 rows do not fit in 8 rows' compares two numbers "
    "(2 x side_rows <= rows): JSON Schema has no arithmetic between fields",
    "deck-unknown-card.yaml:16": "a card id must name a card of this file, the good/ files or "
    "the shipped ones: other files are out of a schema's reach",
    "deck-construction.yaml:10": "deck-construction counts (gates, events, commons by class) "
    "add up copies of cards defined elsewhere in the file or in other files",
    "deck-construction.yaml:14": "'at most 1 of each champion' depends on the class of a card "
    "named by the key, defined elsewhere",
    "deck-construction.yaml:16": "'at most 4 of each common besides starting units' needs the "
    "card's class and a count across `cards` and `starting`",
    "deck-construction.yaml:19": "deck symbols are compared with the summoner's, another "
    "card's field (here from another file)",
    "deck-construction.yaml:21": "'at most 2 of each standard event' depends on the class of "
    "a card defined elsewhere",
    "deck-starting.yaml:28": "two starting cards on one space: a schema cannot require a pair "
    "of fields (column, row) to differ between list items",
    "unknown-faction.yaml:5": "a faction id that is a near miss of another faction's id is "
    "judged against the other files loaded, out of a schema's reach",
}

_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+): (?P<rest>.*)$")
_FIELD = re.compile(r"^[\w\-\[\]./]+$")


def _game_abilities() -> dict:
    """The game's own abilities: the registry without the stand-ins conftest.py registers."""
    return {k: v for k, v in known_abilities().items() if v.__module__.startswith("game.")}


def _schema(name: str) -> dict:
    return json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))


def _is_rules(doc: object) -> bool:
    return isinstance(doc, dict) and str(doc.get("format", "")).startswith("summoner-wars/rules")


def _generated_validator(doc: object) -> Draft7Validator:
    """The schema as built now, with the test abilities of conftest.py registered (the broken
    files use them), exactly as the game builds it from its registry."""
    return Draft7Validator(rules_schema() if _is_rules(doc) else faction_schema())


def _path(error: ValidationError) -> str:
    """A schema error's place, written the way the validator names fields."""
    out = ""
    for part in error.absolute_path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _all_errors(errors) -> list[ValidationError]:
    out = []
    for e in errors:
        out.append(e)
        out.extend(_all_errors(e.context or ()))
    return out


def _value_at(doc: object, field: str) -> object:
    value = doc
    for key in re.findall(r"[^.\[\]]+", field):
        if isinstance(value, list) and key.isdigit() and int(key) < len(value):
            value = value[int(key)]
        elif isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return _ABSENT
    return value


_ABSENT = object()


def _names(error: ValidationError, field: str, doc: object) -> bool:
    """True if `error` is about `field`: on the field itself, or on a mapping holding it whose
    message names the next key on the way (a missing or unknown key is reported on its
    mapping)."""
    at = _path(error)
    if at == field:
        return True
    if at and not (field.startswith(at + ".") or field.startswith(at + "[")):
        return False
    rest = field[len(at) :].lstrip(".")
    key = re.split(r"[.\[]", rest, maxsplit=1)[0]
    if error.validator is None and "." not in rest and "[" not in rest:
        # A key forbidden by `key: false`: the editors say "Property key is not allowed", but
        # jsonschema reports it on the mapping without the key; it names the key's value.
        return error.instance == _value_at(doc, field)
    return bool(key) and f"'{key}'" in error.message


def _field_lines() -> list[tuple[str, str, str]]:
    """(file name, 'file:line', field) for every line of the broken-file set. A line with no
    field (an empty file, a list at the top) is about the whole document: field ''."""
    out = []
    for name, lines in EXPECTED.items():
        for text in lines:
            m = _LINE.match(text)
            assert m, text
            head = m["rest"].split(": ", 1)[0]
            field = head if ": " in m["rest"] and _FIELD.match(head) else ""
            out.append((name, f"{m['file']}:{m['line']}", field))
    return out


SCHEMA_CASES = [c for c in _field_lines() if c[1] not in CANNOT_EXPRESS]


@pytest.mark.parametrize("name", ["faction", "rules"])
def test_schema_is_valid_draft_07(name):
    """Draft-07: what the YAML language server and the other common editor extensions read."""
    schema = _schema(name)
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    Draft7Validator.check_schema(schema)


def test_checked_in_schemas_are_what_the_generator_builds_now():
    """Refresh with `summoner-wars schema --out cards/schema` after changing the vocabulary or
    adding an ability. The test abilities of conftest.py are left out, as in the game."""
    for name, text in schema_texts(_game_abilities()).items():
        assert (SCHEMA_DIR / name).read_text(encoding="utf-8") == text, name


def test_schema_knows_every_registered_ability_and_its_parameters():
    schema = _schema("faction")
    ability = schema["definitions"]["namedAbility"]
    game_abilities = {k: v for k, v in _game_abilities().items() if k != LANGUAGE}
    assert ability["properties"]["ability"]["enum"] == sorted(game_abilities)
    by_name = {
        rule["if"]["properties"]["ability"]["const"]: rule["then"] for rule in ability["allOf"]
    }
    assert set(by_name) == set(game_abilities)
    for name, cls in game_abilities.items():
        params = by_name[name]["properties"]["params"]
        assert params["additionalProperties"] is False
        assert set(params["properties"]) == set(cls.params), name
        assert set(params.get("required", [])) == set(cls.params) - set(cls.defaults), name


def test_schema_knows_every_piece_of_the_ability_language_and_its_parameters():
    """Issue 17: 'generated from the registry: every ability name, its params … and the
    language's pieces, so an editor completes and checks all of it'."""
    definitions = _schema("faction")["definitions"]
    for kind, definition in DEFINITION.items():
        choices = definitions[definition]["oneOf"]
        objects = {next(iter(c["required"])): c for c in choices if "required" in c}
        assert set(objects) == set(PIECES[kind]), kind
        bare = next((c["enum"] for c in choices if "enum" in c), [])
        assert set(bare) == {n for n, p in PIECES[kind].items() if not p.required}, kind
        for name, piece in PIECES[kind].items():
            others = {k for k in piece.params if k != piece.main} if piece.main is not None else set()
            assert set(objects[name]["properties"]) == {name} | others, (kind, name)
    program = definitions["program"]
    assert set(program["properties"]) == {"title", "text", *PROGRAM_KEYS}


def test_shipped_files_validate_against_the_schema():
    files = sorted((cards_dir() / "2e").glob("*.yaml")) + sorted((cards_dir() / "1e").glob("*.yaml"))
    assert cards_dir() / "2e" / "rules.yaml" in files
    assert cards_dir() / "1e" / "rules.yaml" in files
    checked = 0
    for path in files:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        schema = _schema("rules" if _is_rules(doc) else "faction")
        errors = [
            f"{path.name}: {e.json_path}: {e.message}"
            for e in Draft7Validator(schema).iter_errors(doc)
        ]
        assert errors == []
        checked += 1
    assert checked >= 9


@pytest.mark.parametrize("path", sorted(GOOD.glob("*.yaml")), ids=lambda p: p.name)
def test_good_test_files_validate_against_the_schema(path):
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert list(_generated_validator(doc).iter_errors(doc)) == []


@pytest.mark.parametrize("case", SCHEMA_CASES, ids=lambda c: f"{c[1]}:{c[2] or '(file)'}")
def test_schema_rejects_what_the_validator_rejects(case):
    """Each field or value the validator rejects in the broken-file set is rejected by the
    schema on that same field, so the editor marks it where the validator does."""
    name, _, field = case
    doc = yaml.safe_load((BROKEN / name).read_text(encoding="utf-8"))
    errors = _all_errors(_generated_validator(doc).iter_errors(doc))
    found = [e for e in errors if _names(e, field, doc)]
    assert found, f"no schema error on {field or 'the document'}: " + "; ".join(
        f"{_path(e)}: {e.message[:100]}" for e in errors
    )


def test_cannot_express_lists_only_real_lines():
    """The list of what the schema cannot check names lines the validator really prints, and
    the schema cases cover every other line (at least 30 of them)."""
    places = {place for _, place, _ in _field_lines()}
    assert set(CANNOT_EXPRESS) <= places
    assert len(SCHEMA_CASES) >= 30


@pytest.mark.parametrize(
    "ability, params, field",
    [
        ("stat_per", {"stat": "strenght", "per": "count"}, "params.stat"),
        (
            "stat_per",
            {"stat": "strength", "per": "count", "filter": {"side": "foes"}},
            "params.filter.side",
        ),
        ("stat_per", {"stat": "strength", "per": "count", "amount": "two"}, "params.amount"),
        ("stat_per", {"stat": "strength", "pre": "count"}, "params.pre"),
    ],
)
def test_a_shipped_ability_gets_its_own_parameters_checked(ability, params, field):
    """The checked-in schema (what a modder's editor reads) checks a real ability's parameters:
    a wrong choice, a bad filter, a wrong type and an unknown name (and accepts right ones)."""
    doc = yaml.safe_load((GOOD / "wandering-blades.yaml").read_text(encoding="utf-8"))
    card = doc["cards"][0]
    card["abilities"] = [{"ability": ability, "params": params}]
    fine = dict(
        card, abilities=[{"ability": "stat_per", "params": {"stat": "strength", "per": "count"}}]
    )
    validator = Draft7Validator(_schema("faction"))
    assert list(validator.iter_errors(dict(doc, cards=[fine]))) == []
    errors = _all_errors(validator.iter_errors(doc))
    assert [e for e in errors if _names(e, f"cards[0].abilities[0].{field}", doc)]
