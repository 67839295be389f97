"""The JSON Schemas in `cards/schema/`, built from the validator's own vocabulary and the
ability registry.

Editors use these for completion and quick checks (JSON Schema draft-07, which the YAML language
server and the other common editor extensions read). The schema knows every registered ability
by name and, for each, its parameters with their types and allowed values (an `if`/`then` per
ability, keyed on `ability`). The validator (`summoner-wars validate`) stays the authority and
also checks what a schema cannot express: cross-references (deck cards, unique ids, free
starting spaces), deck-construction counts and the board arithmetic of a rules file; the list,
with reasons, is in tests/content/test_schema.py.

A test keeps the checked-in files equal to what this module builds, and the game writes a fresh
copy into the player's card folder at start-up (`game.startup.refresh_user_schemas`). To refresh
the checked-in files:

    summoner-wars schema --out cards/schema
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.content import faction as f
from game.content import limits as lim
from game.content import rules as r
from game.content.filters import CLASS_WORDS, ORIGINS, SIDES
from game.content.language_schema import definitions as language_definitions
from game.core.abilities.language.runtime import LANGUAGE
from game.core.ability_registry import Ability, known_abilities

DRAFT = "http://json-schema.org/draft-07/schema#"
SCHEMA_FILES = ("faction", "rules")
SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$"
CARD_REF_PATTERN = "^([a-z0-9]+(-[a-z0-9]+)*/)?[a-z0-9]+(-[a-z0-9]+)*$"

NOT_BLANK = "\\S"  # text with at least one character that is not a space

_ABILITY_NOTE = (
    "The name of a registered ability, such as stat_per: see 'Ability reference' in "
    "cards/README.md for what each does and the parameters it takes."
)


def _slug(description: str) -> dict[str, Any]:
    return {"type": "string", "pattern": SLUG_PATTERN, "description": description}


def _when(
    classes: tuple[str, ...], then: dict[str, Any], *, present: tuple[str, ...] = (), **extra: Any
) -> dict[str, Any]:
    """`then` applies to cards of these classes whose `extra` fields match (absent ones match,
    unless named in `present`)."""
    cond: dict[str, Any] = {
        "properties": {"class": {"enum": list(classes)}},
        "required": ["class", *present],
    }
    for key, value in extra.items():
        cond["properties"][key] = value
    return {"if": cond, "then": then}


def _forbid(*keys: str) -> dict[str, Any]:
    return {"properties": {k: False for k in keys}}


def param_schema(kind: str) -> dict[str, Any]:
    """The schema of one parameter of the declared type (see `game.core.ability_registry`);
    the same checks as `game.content.ability_specs.check_param`."""
    if kind == "int":
        return {"type": "integer", "description": "A whole number."}
    if kind == "count":
        return {"type": "integer", "minimum": 0, "description": "A whole number, 0 or more."}
    if kind == "str":
        return {"type": "string", "pattern": NOT_BLANK, "description": "Text."}
    if kind == "bool":
        return {"type": "boolean", "description": "true or false."}
    if kind == "str_list":
        return {
            "type": "array",
            "items": {"type": "string", "pattern": NOT_BLANK},
            "description": "A list of text.",
        }
    if kind == "filter":
        return {"allOf": [{"$ref": "#/definitions/filter"}], "description": "A target filter."}
    if kind.startswith("choice:"):
        return {"enum": [c for c in kind[7:].split("|") if c]}
    return {"description": f"A value of type {kind} (checked by `summoner-wars validate`)."}


def _params_of(cls: type[Ability]) -> dict[str, Any]:
    """`params` for one ability: exactly its parameters, the required ones required."""
    properties: dict[str, Any] = {}
    for key, kind in cls.params.items():
        prop = param_schema(kind)
        if key in cls.defaults:
            prop["default"] = cls.defaults[key]
        properties[key] = prop
    required = [k for k in cls.params if k not in cls.defaults]
    out: dict[str, Any] = {
        "type": "object",
        "additionalProperties": False,
        "properties": properties,
        "description": " ".join(
            part
            for part in (
                f"{cls.name}: {cls.summary}" if cls.summary else cls.name,
                "Parameters: " + ", ".join(cls.params) + "."
                if cls.params
                else "It takes no parameters.",
            )
        ),
    }
    if required:
        out["required"] = required
    return out


def ability_schema(registry: Mapping[str, type[Ability]]) -> dict[str, Any]:
    """One entry of a card's `abilities:` list: `ability` is one of the registered names, and
    for each name an `if`/`then` gives `params` exactly that ability's parameters."""
    names = sorted(n for n in registry if n != LANGUAGE)
    per_ability = []
    for name in names:
        cls = registry[name]
        then: dict[str, Any] = {"properties": {"params": _params_of(cls)}}
        if any(k not in cls.defaults for k in cls.params):
            then["required"] = ["params"]
        per_ability.append(
            {
                "if": {"properties": {"ability": {"const": name}}, "required": ["ability"]},
                "then": then,
            }
        )
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["ability"],
        "properties": {
            "ability": {"enum": names, "description": _ABILITY_NOTE},
            "title": {"type": "string", "maxLength": lim.NAME_LENGTH,
                      "description": "The ability's name printed on the card."},
            "text": {"type": "string", "maxLength": lim.TEXT_LENGTH,
                     "description": "The full rules text shown to players."},
            "params": {
                "type": "object",
                "description": "Parameters of the ability (which ones depends on the ability).",
            },
        },
        "allOf": per_ability,
    }


def faction_schema(registry: Mapping[str, type[Ability]] | None = None) -> dict[str, Any]:
    """The faction file's schema; its abilities are those of `registry` (default: the game's
    ability registry)."""
    events = f.EVENT_CLASSES
    card = {
        "type": "object",
        "description": "One card as printed.",
        "additionalProperties": False,
        "required": ["id", "name", "class"],
        "properties": {
            "id": _slug(
                "Unique within the file; the card's global id is '<faction id>/<this id>'."
            ),
            "name": {"type": "string", "minLength": 1, "maxLength": lim.NAME_LENGTH,
                     "description": "The printed name."},
            "class": {
                "enum": list(f.CLASSES),
                "description": "summoner, champion, common (units); epic, standard (events); "
                "structure; gate (a structure that units are summoned next to).",
            },
            "icon": {
                "type": "string",
                "minLength": 1,
                "description": "The card's picture: the name of a picture the game ships "
                "(a game-icons.net icon in assets/icons/game-icons, such as 'bowman'), or a "
                ".png/.svg file from this file's folder. Default, or when it cannot be found "
                "(a warning): the class emblem.",
            },
            "structure": {
                "type": "boolean",
                "description": "True for a unit or event that is also a structure "
                "(Ice Golem, Parapet).",
            },
            "cost": {
                "type": "integer",
                "minimum": lim.COST[0],
                "maximum": lim.COST[1],
                "description": "Magic to summon, play or build it. Not on a summoner.",
            },
            "strength": {
                "type": "integer",
                "minimum": lim.STRENGTH[0],
                "maximum": lim.STRENGTH[1],
                "description": "Units only: dice rolled when it attacks.",
            },
            "life": {
                "type": "integer",
                "minimum": lim.LIFE[0],
                "maximum": lim.LIFE[1],
                "description": "Units, structures and gates (and events that are structures).",
            },
            "attack": {"enum": list(f.ATTACKS), "description": "Units only."},
            "phase": {
                "enum": list(f.EVENT_PHASES),
                "description": "Events only: the phase it is played in.",
            },
            "active": {
                "type": "boolean",
                "description": "Events only: ACTIVE events stay in play until your next turn.",
            },
            "symbols": {
                "type": "array",
                "items": _slug("A deck symbol."),
                "description": "Deck symbols; default: the faction's symbols.",
            },
            "text": {"type": "string", "maxLength": lim.TEXT_LENGTH,
                     "description": "Plain text shown on the card."},
            "abilities": {"type": "array", "items": {"$ref": "#/definitions/ability"}},
            "vine": {
                "type": "boolean",
                "description": "1E: this wall (class gate) is a Vine Wall: kept in the Vine Wall pile "
                "named by the deck's `vine_walls`, never in the deck (rulebook, 'Vine Walls').",
            },
        },
        "allOf": [
            _when(
                ("summoner",),
                {"required": ["strength", "life", "attack"], **_forbid("cost", "phase", "active")},
            ),
            _when(
                ("champion", "common"),
                {"required": ["cost", "strength", "life", "attack"], **_forbid("phase", "active")},
            ),
            _when(events, {"required": ["cost", "phase"], **_forbid("strength", "attack")}),
            _when(
                events, {"required": ["life"]}, present=("structure",), structure={"const": True}
            ),
            _when(events, _forbid("life"), structure={"const": False}),
            _when(
                ("structure", "gate"),
                {
                    "required": ["life"],
                    **_forbid("structure", "strength", "attack", "phase", "active"),
                },
            ),
        ],
    }
    ability = ability_schema(known_abilities() if registry is None else registry)
    filt = {
        "type": "object",
        "description": "Which cards an ability targets or counts; every key is optional.",
        "additionalProperties": False,
        "properties": {
            "side": {"enum": list(SIDES), "description": "Whose cards."},
            "class": {
                "type": "array",
                "items": {"enum": list(CLASS_WORDS)},
                "description": "Any of these class words.",
            },
            "name": {
                "type": "string",
                "pattern": NOT_BLANK,
                "description": "Whole words of the card's name, e.g. 'Undead'.",
            },
            "within": {
                "type": "integer",
                "minimum": 1,
                "description": "At most this many spaces away.",
            },
            "not_self": {"type": "boolean", "description": "Never the card with the ability."},
            "adjacent": {"type": "boolean", "description": "Next to it (within 1 space)."},
            "damaged": {"type": "boolean", "description": "With (true) or without (false) damage."},
            "boosted": {"type": "boolean", "description": "With (true) or without (false) boost."},
            "max_cost": {"type": "integer", "minimum": 0, "description": "Printed cost at most this."},
            "symbol": {"type": "string", "pattern": NOT_BLANK, "description": "Carries this deck symbol."},
            "from": {"enum": list(ORIGINS), "description": "Count within / in_line from: this card (default) or "
                                                           "your summoner."},
            "in_line": {"type": "integer", "minimum": 1,
                        "description": "The first card in a clear straight line, at most this far."},
            "self": {"type": "boolean", "description": "Only the card with the ability (false: never it)."},
        },
    }
    ref = {
        "type": "string",
        "pattern": CARD_REF_PATTERN,
        "description": "A card id of this file ('frost-mage') or a full id "
        "('polar-dwarves/frost-mage').",
    }
    starting = {
        "type": "object",
        "additionalProperties": False,
        "required": ["card", "column", "row"],
        "properties": {
            "card": {"$ref": "#/definitions/cardRef"},
            "column": {
                "type": "integer",
                "minimum": 1,
                "maximum": 6,
                "description": "1..6 from the owner's left.",
            },
            "row": {
                "type": "integer",
                "minimum": 1,
                "maximum": 4,
                "description": "1..4 from the owner's back row (the owner's side).",
            },
        },
    }
    deck = {
        "type": "object",
        "description": "A playable deck, checked against the edition's deck-construction rules.",
        "additionalProperties": False,
        "required": ["id", "name", "summoner", "cards", "starting"],
        "properties": {
            "id": _slug("Unique among decks."),
            "name": {"type": "string", "minLength": 1},
            "description": {"type": "string", "description": "Default: the faction's description."},
            "summoner": {"$ref": "#/definitions/cardRef"},
            "cards": {
                "type": "object",
                "description": "Card id -> number of copies, starting cards included.",
                "propertyNames": {"$ref": "#/definitions/cardRef"},
                "additionalProperties": {"type": "integer", "minimum": 1},
            },
            "starting": {
                "type": "array",
                "description": "Where the summoner, the starting gate and the 2 starting units go "
                "at setup, as printed on the back of the summoner's card.",
                "items": {"$ref": "#/definitions/startingCard"},
            },
            "vine_walls": {
                "type": "object",
                "description": "1E: the Vine Wall pile listed on the reference card: which card "
                "(vine: true) and how many; they are not shuffled into the deck.",
                "additionalProperties": False,
                "required": ["card", "copies"],
                "properties": {
                    "card": {"$ref": "#/definitions/cardRef"},
                    "copies": {"type": "integer", "minimum": 1, "maximum": 99},
                },
            },
        },
    }
    return {
        "$schema": DRAFT,
        "$id": "urn:summoner-wars:schema:faction@1",
        "title": "Summoner Wars faction file (summoner-wars/faction@1)",
        "description": "A faction, its cards and its deck. See cards/README.md.",
        "type": "object",
        "additionalProperties": False,
        "required": ["format", "edition", "faction", "cards"],
        "properties": {
            "format": {"const": f.FORMAT},
            "edition": {"enum": list(f.EDITIONS), "description": "The rules edition."},
            "faction": {
                "type": "object",
                "additionalProperties": False,
                "required": ["id", "name", "colour"],
                "properties": {
                    "id": _slug("The faction's id, e.g. polar-dwarves."),
                    "name": {"type": "string", "minLength": 1},
                    "colour": {
                        "type": "string",
                        "pattern": "^#[0-9a-fA-F]{6}$",
                        "description": 'Hex colour its cards are drawn in, in quotes: "#4f86c6".',
                    },
                    "description": {
                        "type": "string",
                        "description": "One line shown on the new-game screen.",
                    },
                    "symbols": {
                        "type": "array",
                        "minItems": 1,
                        "items": _slug("A deck symbol."),
                        "description": "Deck symbols; cards default to these. Default: [id].",
                    },
                    "mercenary": {
                        "type": "boolean",
                        "description": "1E: these cards are Mercenaries (any deck may hold up to 6; "
                        "their own card back).",
                    },
                },
            },
            "cards": {"type": "array", "items": {"$ref": "#/definitions/card"}},
            "deck": {"$ref": "#/definitions/deck"},
        },
        "definitions": {
            "card": card,
            "ability": {"oneOf": [ability, {"$ref": "#/definitions/program"}],
                        "description": "A named ability (`ability:`), or one written in the ability "
                                       "language (`when:` / `activate:` / `modify:`)."},
            "namedAbility": ability,
            **language_definitions(param_schema),
            "filter": filt,
            "cardRef": ref,
            "deck": deck,
            "startingCard": starting,
        },
    }


def rules_schema() -> dict[str, Any]:
    limits: dict[str, Any] = {
        key: {"type": "integer", "minimum": minimum} for key, minimum in r.LIMITS.items()
    }
    for key, (value, why) in r.FIXED_LIMITS.items():  # the board's size is fixed for now
        limits[key] = {"const": value, "description": why}
    limits["start_magic"] = {
        "type": "array",
        "items": {"type": "integer", "minimum": 0},
        "minItems": 2,
        "maxItems": 2,
        "description": "Magic at setup: [first player, second player].",
    }
    for key, minimum in r.OPTIONAL_LIMITS.items():
        limits[key] = {"type": "integer", "minimum": minimum}
    limits["first_turn_max_movers"]["description"] = (
        "Units the first player may move in the game's first Move phase (0: the usual limit)."
    )
    phase = {"enum": list(r.PHASES)}
    return {
        "$schema": DRAFT,
        "$id": "urn:summoner-wars:schema:rules@1",
        "title": "Summoner Wars rules file (summoner-wars/rules@1)",
        "description": "One edition's die, phase order and limits. See cards/README.md.",
        "type": "object",
        "additionalProperties": False,
        "required": ["format", "edition", "name", "die", "phases", "limits"],
        "properties": {
            "format": {"const": r.FORMAT},
            "edition": _slug("The edition these rules are for, e.g. 2e."),
            "name": {"type": "string", "minLength": 1},
            "die": {
                "type": "object",
                "additionalProperties": False,
                "oneOf": [{"required": ["faces"]}, {"required": ["sides", "hit_on"]}],
                "properties": {
                    "sides": {"type": "integer", "minimum": 2,
                              "description": "A numbered die (1E d6): its number of sides."},
                    "hit_on": {"type": "integer", "minimum": 1,
                               "description": "A numbered die: the lowest result that hits."},
                    "faces": {
                        "type": "array",
                        "minItems": 1,
                        "description": "One entry per face: the symbols printed on it.",
                        "items": {
                            "type": "array",
                            "items": {
                                "type": "string",
                                "description": "melee, ranged or special, or a symbol named "
                                "in hit_symbols.",
                            },
                        },
                    }
                },
            },
            "phases": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": True,
                "items": phase,
                "description": "The turn's phases in order.",
            },
            "limits": {
                "type": "object",
                "additionalProperties": False,
                "required": list(r.LIMITS),
                "properties": limits,
            },
            "magic_model": {"enum": list(r.MAGIC_MODELS),
                            "description": "track (2E: a number) or pile (1E: a face-down pile of cards)."},
            "gate_name": _slug("What the summoning structures are called: gate (2E) or wall (1E)."),
            "build_phase": {**phase, "description": "The phase in which gates or walls are placed."},
            "build_next_to_summoner": {"type": "boolean",
                                       "description": "Whether a gate may also be built next to your summoner."},
            "discard_face_up": {"type": "boolean",
                                "description": "Whether discard piles lie face up, their top card seen by both players."},
            "zero_space_move": {"type": "boolean",
                                "description": "Whether a unit with an ability that works when it moves may move 0 "
                                               "spaces to use it (one of the phase's movers)."},
            "first_player": {"enum": list(r.FIRST_PLAYER),
                             "description": "random, or roll: each player rolls and the highest chooses."},
            "phase_names": {
                "type": "object",
                "additionalProperties": False,
                "description": "How the window names each phase.",
                "properties": {ph: {"type": "string", "minLength": 1} for ph in r.PHASES},
            },
            "hit_symbols": {
                "type": "object",
                "additionalProperties": False,
                "description": "Which die symbol counts as a hit for each attack kind.",
                "properties": {k: _slug("A die symbol.") for k in r.ATTACK_KINDS},
            },
            "special_symbol": _slug("The die's special symbol."),
            "first_turn_skips": {
                "type": "array",
                "items": phase,
                "description": "Phases the first player skips on the first turn.",
            },
        },
        "allOf": [
            {
                # With no symbols of its own, a face carries only the three standard symbols.
                "if": {
                    "not": {
                        "anyOf": [{"required": ["hit_symbols"]}, {"required": ["special_symbol"]}]
                    }
                },
                "then": {
                    "properties": {
                        "die": {
                            "properties": {
                                "faces": {"items": {"items": {"enum": list(r.DIE_SYMBOLS)}}}
                            }
                        }
                    }
                },
            }
        ],
    }


def schema_texts(registry: Mapping[str, type[Ability]] | None = None) -> dict[str, str]:
    """File name -> the text of that schema file, as written and as checked in."""
    built = {"faction": faction_schema(registry), "rules": rules_schema()}
    return {
        f"{name}.schema.json": json.dumps(built[name], indent=2) + "\n" for name in SCHEMA_FILES
    }


def write_schemas(folder: Path) -> list[Path]:
    """Write every schema file into `folder` (made if missing); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, text in schema_texts().items():
        p = folder / name
        p.write_text(text, encoding="utf-8")
        out.append(p)
    return out


if __name__ == "__main__":
    from game.paths import cards_dir

    for p in write_schemas(cards_dir() / "schema"):
        print(p)
