"""The editor schema of the ability language, generated from its piece registry
(`game.core.abilities.language.pieces`): every trigger, condition, selector, effect and stat
change with its parameters, so an editor completes and checks programs as the validator does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.content import limits as lim
from game.core.abilities.language.pieces import (
    ACTIVATE,
    COSTS,
    EITHER,
    KIND_WORDS,
    LIMITS,
    PIECES,
    PROGRAM_KEYS,
    Piece,
)

DEFINITION = {"when": "trigger", "if": "condition", "target": "selector", "do": "effect", "modify": "statChange"}


def _ref(kind: str) -> dict[str, Any]:
    return {"$ref": f"#/definitions/{DEFINITION[kind]}"}


def _param(kind: str, param_schema: Callable[[str], dict[str, Any]]) -> dict[str, Any]:
    if kind == "condition":
        return _ref("if")
    if kind == "conditions":
        return {"type": "array", "minItems": 1, "items": _ref("if")}
    if kind == "selector":
        return _ref("target")
    return param_schema(kind)


def _piece(p: Piece, param_schema: Callable[[str], dict[str, Any]]) -> dict[str, Any]:
    """`{name: main, other: …}` for one piece."""
    props: dict[str, Any] = {}
    if p.main is not None:
        props[p.name] = _param(p.params[p.main], param_schema)
    elif p.params:
        inner = {k: _param(t, param_schema) for k, t in p.params.items()}
        props[p.name] = {"anyOf": [{"type": "object", "additionalProperties": False, "properties": inner},
                                   {"const": True}, {"type": "null"}]}
    else:
        props[p.name] = {"anyOf": [{"const": True}, {"type": "null"}]}
    for k, t in p.params.items():
        if k != p.main and p.main is not None:
            props[k] = _param(t, param_schema)
    props[p.name]["description"] = f"{p.name}: {p.summary}" + (f" Example: {p.example}" if p.example else "")
    out: dict[str, Any] = {"type": "object", "additionalProperties": False, "required": [p.name],
                           "properties": props}
    return out


def kind_schema(kind: str, param_schema: Callable[[str], dict[str, Any]]) -> dict[str, Any]:
    """One piece of `kind`: a bare name (when it needs no parameter) or a mapping."""
    pieces = PIECES[kind]
    bare = sorted(n for n, p in pieces.items() if not p.required)
    choices: list[dict[str, Any]] = []
    if bare:
        choices.append({"enum": bare})
    choices.extend(_piece(pieces[n], param_schema) for n in sorted(pieces))
    return {"description": f"A {KIND_WORDS[kind]} of the ability language: one of {', '.join(sorted(pieces))}.",
            "oneOf": choices}


def _one_or_list(kind: str) -> dict[str, Any]:
    return {"anyOf": [_ref(kind), {"type": "array", "minItems": 1, "items": _ref(kind)}]}


def program_schema(param_schema: Callable[[str], dict[str, Any]]) -> dict[str, Any]:
    """An ability entry written in the language (no `ability:` key)."""
    props: dict[str, Any] = {
        "title": {"type": "string", "minLength": 1, "maxLength": lim.NAME_LENGTH,
                  "description": "The ability's name printed on the card."},
        "text": {"type": "string", "maxLength": lim.TEXT_LENGTH,
                 "description": "The full rules text shown to players."},
        "when": _ref("when"),
        "activate": {"type": "object", "additionalProperties": False,
                     "properties": {k: param_schema(t) for k, t in ACTIVATE.items()}},
        "if": _ref("if"),
        "while": _ref("if"),
        "optional": {"type": "boolean"},
        "lent": {"type": "boolean"},
        "limit": {"enum": list(LIMITS)},
        "cost": {"type": "object", "additionalProperties": False,
                 "properties": {k: param_schema(t) for k, t in COSTS.items()}},
        "target": _ref("target"),
        "do": _one_or_list("do"),
        "modify": _one_or_list("modify"),
        "either": {"type": "array", "minItems": 2, "items": {
            "type": "object", "additionalProperties": False, "required": ["choice", "do"],
            "properties": {**{k: param_schema(t) for k, t in EITHER.items()},
                           "cost": {"type": "object", "additionalProperties": False,
                                    "properties": {k: param_schema(t) for k, t in COSTS.items()}},
                           "target": _ref("target"), "do": _one_or_list("do")}}},
    }
    for k, why in PROGRAM_KEYS.items():
        props[k] = {**props[k], "description": why}
    shapes = [{"required": ["when"]}, {"required": ["activate"], "not": {"required": ["when"]}},
              {"required": ["modify"], "not": {"anyOf": [{"required": ["when"]}, {"required": ["activate"]}]}}]
    return {
        "type": "object",
        "description": "An ability written in the ability language (see 'The ability language' in "
                       "cards/README.md).",
        "additionalProperties": False,
        "required": ["title"],
        "properties": props,
        "oneOf": shapes,
        "allOf": [
            {"if": {"anyOf": [{"required": ["when"]}, {"required": ["activate"]}]},
             "then": {"anyOf": [{"required": ["do"]}, {"required": ["either"]}]}},
            {"if": {"required": ["modify"], "not": {"required": ["when"]}}, "then": {"not": {"required": ["do"]}}},
            {"if": {"required": ["either"]},
             "then": {"not": {"anyOf": [{"required": [k]} for k in ("cost", "target", "do", "activate")]}}},
            {"if": {"required": ["while"]}, "then": {"required": ["modify"]}},
        ],
    }


def definitions(param_schema: Callable[[str], dict[str, Any]]) -> dict[str, Any]:
    out = {DEFINITION[k]: kind_schema(k, param_schema) for k in DEFINITION}
    out["program"] = program_schema(param_schema)
    return out
