"""Ability parameters as hashable values, and back.

`CardDef` and `AbilitySpec` are frozen and hashable, so the parameters a card file gives an
ability are stored frozen: a mapping becomes a `FrozenMap` (a tuple of `(key, value)` pairs,
sorted by key) and a list becomes a tuple. `thaw` turns them back into dicts and lists for code
that would rather read them that way.

Standard library only: the core imports this.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class FrozenMap(tuple):
    """A frozen mapping: a tuple of `(key, value)` pairs sorted by key.

    It is a plain tuple for equality, hashing and pickling; the subclass only marks that it came
    from a mapping, so `thaw` can tell it from a list of pairs.
    """

    __slots__ = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self:
            if k == key:
                return v
        return default

    def keys(self) -> list[Any]:
        return [k for k, _ in self]

    def __repr__(self) -> str:
        return f"FrozenMap({tuple(self)!r})"


def freeze(value: Any) -> Any:
    """A hashable copy of plain data: mappings become `FrozenMap`, lists and sets tuples."""
    if isinstance(value, FrozenMap):
        return value
    if isinstance(value, Mapping):
        items = ((k, freeze(v)) for k, v in value.items())
        return FrozenMap(sorted(items, key=lambda kv: str(kv[0])))
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return tuple(sorted((freeze(v) for v in value), key=repr))
    return value


def freeze_params(params: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The `AbilitySpec.params` form: top-level pairs sorted by name, values frozen."""
    return tuple(FrozenMap((k, freeze(v)) for k, v in sorted(params.items())))


def thaw(value: Any) -> Any:
    """The inverse of `freeze`: `FrozenMap` becomes a dict, other tuples become lists."""
    if isinstance(value, FrozenMap):
        return {k: thaw(v) for k, v in value}
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [thaw(v) for v in value]
    return value


def thaw_params(params: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """`AbilitySpec.params` as a dict of plain values (dicts and lists)."""
    return {k: thaw(v) for k, v in params}


def as_mapping(value: Any) -> dict[str, Any]:
    """Read a mapping-valued parameter (such as a filter) as a dict of plain values.

    Accepts a dict, a `FrozenMap`, or a plain tuple of `(key, value)` pairs, which is how code
    (a test, a built-in card) may write a nested mapping by hand. Anything else gives `{}`.
    """
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, FrozenMap):
        return thaw(value)
    if isinstance(value, (tuple, list)) and all(
        isinstance(p, (tuple, list)) and len(p) == 2 and isinstance(p[0], str) for p in value
    ):
        return {k: thaw(v) for k, v in value}
    return {}
