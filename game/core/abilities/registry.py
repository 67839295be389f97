"""The closed vocabulary of abilities: every name a card file may use is registered here.

An ability is a class with a unique `name` and a declared parameter schema. Card YAML names it
and gives parameters; content validation rejects names that are not registered and parameters
of the wrong type, so a typo is an error, never a silent no-op.

Parameter types (values of `params`):
- "int", "str", "bool": plain values;
- "str_list": a list of strings;
- "filter": a target filter mapping (see `game.core.abilities.filters`);
- "choice:a|b|c": one of the listed strings.
A parameter is optional when it is in `defaults`.
"""

from __future__ import annotations

from typing import Any, ClassVar

REGISTRY: dict[str, type[Ability]] = {}


class Ability:
    """Base class. Subclasses override the hooks they need (see `hooks.py` for the list)."""

    name: ClassVar[str] = ""
    params: ClassVar[dict[str, str]] = {}
    defaults: ClassVar[dict[str, Any]] = {}
    summary: ClassVar[str] = ""  # one line for the modder's guide

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.name:
            if cls.name in REGISTRY and REGISTRY[cls.name] is not cls:
                raise ValueError(f"ability {cls.name!r} registered twice")
            REGISTRY[cls.name] = cls


def known_abilities() -> dict[str, type[Ability]]:
    """All registered abilities by name (imports every ability module first)."""
    from game.core.abilities import load_all

    load_all()
    return dict(REGISTRY)


def get(name: str) -> type[Ability] | None:
    return known_abilities().get(name)
