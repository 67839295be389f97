"""The registry of the language's pieces: every trigger, condition, selector, effect and static
change a card may combine, with its parameters (the same types as ability parameters, see
`game.core.ability_registry`, plus "condition", "conditions" and "selector" for nesting).

A piece is written in a card file either as its bare name (`destroy`, when it needs no
parameter) or as a mapping whose one piece-name key holds the piece's main parameter and whose
other keys are its other parameters:

    {damage: 1}                                     main parameter `amount`
    {force: 2, exact: true}
    {choose: {side: enemy, within: 2}, text: ...}   main parameter `filter`
    {count: {side: friendly, class: [unit]}, at_least: 2}
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

KINDS = ("when", "if", "target", "do", "modify")
KIND_WORDS = {
    "when": "trigger",
    "if": "condition",
    "target": "selector",
    "do": "effect",
    "modify": "stat change",
}


@dataclass(frozen=True)
class Piece:
    kind: str
    name: str
    params: dict[str, str] = field(default_factory=dict)
    defaults: dict[str, Any] = field(default_factory=dict)
    main: str | None = None
    summary: str = ""
    example: str = ""
    fn: Any = None

    @property
    def required(self) -> tuple[str, ...]:
        return tuple(k for k in self.params if k not in self.defaults)


PIECES: dict[str, dict[str, Piece]] = {k: {} for k in KINDS}


def piece(kind: str, name: str, *, params: dict[str, str] | None = None, defaults: dict[str, Any] | None = None,
          main: str | None = None, summary: str = "", example: str = "") -> Callable[[Any], Any]:
    """Register the decorated object as the piece `name` of `kind`."""

    def deco(obj: Any) -> Any:
        if name in PIECES[kind]:
            raise ValueError(f"{KIND_WORDS[kind]} {name!r} registered twice")
        PIECES[kind][name] = Piece(kind, name, dict(params or {}), dict(defaults or {}), main, summary, example, obj)
        return obj

    return deco


_SPLIT: dict[int, tuple[Any, str, Any, tuple[str, dict[str, Any]]]] = {}


def split(kind: str, raw: Any) -> tuple[str, dict[str, Any]]:
    """(piece name, its parameters with defaults) of a piece as written (already validated).

    Each piece object is read once: kept by identity, with the object itself (so its id cannot
    be taken by another while kept) and, for a mapping, a copy that it must still equal (so a
    mapping changed since is read again). Each call gets its own copy of the parameters, which
    callers may change."""
    got = _SPLIT.get(id(raw))
    if got is not None and got[0] is raw and got[1] == kind and (got[2] is None or got[2] == raw):
        name, params = got[3]
        return name, dict(params)
    out = _split(kind, raw)
    if len(_SPLIT) < 20_000:
        _SPLIT[id(raw)] = (raw, kind, None if isinstance(raw, (str, tuple)) else copy.deepcopy(raw), out)
    return out[0], dict(out[1])


def _split(kind: str, raw: Any) -> tuple[str, dict[str, Any]]:
    if isinstance(raw, str):
        name, given = raw, {}
    else:
        items = dict(raw)
        names = [k for k in items if k in PIECES[kind]]
        name = names[0]
        p = PIECES[kind][name]
        given = {k: v for k, v in items.items() if k != name}
        if p.main is not None:
            given[p.main] = items[name]
        elif isinstance(items[name], dict):
            given.update(items[name])
    p = PIECES[kind][name]
    out = dict(p.defaults)
    out.update(given)
    return name, out


def get(kind: str, name: str) -> Piece:
    return PIECES[kind][name]


PROGRAM_KEYS: dict[str, str] = {
    "when": "a trigger: what sets the ability off",
    "activate": "the player uses the ability (a mapping: phase, instead_of, and `command`: the name a "
                "UseAbility command calls it, by default the title in snake case); with `when:` too, it "
                "is also set off by that trigger",
    "if": "a condition that must hold",
    "optional": "true: 'you may' (the player is asked)",
    "limit": "once_per_turn or once_per_phase",
    "cost": "what is paid: a mapping of boost, magic, damage",
    "target": "who the effects apply to (default: this card)",
    "do": "an effect, or a list of effects done in order",
    "while": "a condition under which `modify` applies",
    "modify": "a static stat change, or a list of them",
    "either": "instead of cost/target/do: a list of alternatives (choice, label, cost, target, do), one chosen",
    "lent": "false: only the card the ability is printed on has it (a copy lent by another ability does nothing)",
}
EITHER = {"choice": "str", "label": "str"}  # an alternative's own keys, besides cost, target and do
LIMITS = ("once_per_turn", "once_per_phase")
COSTS = {"boost": "count", "magic": "count", "damage": "count"}  # (a negative cost would be a gain)
ACTIVATE = {"phase": "choice:summon|move|attack|build|magic|draw|event|any|any_time", "instead_of": "choice:move|attack|none",
            "command": "str"}
