"""A stable JSON form for commands, events, prompts and steps.

Every record is a frozen dataclass; its JSON form is `{"type": ClassName, field: value, …}`.
Tuples become lists on the way out and lists become tuples on the way in, so a record read back
compares equal to the one written. Writing and the error are the engine's, shared with every
game (`game.engine.records`); reading keeps this faster path of its own, for Summoner Wars' saves
of thousands of records.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.records import RecordError, to_jsonable

__all__ = ["RecordError", "from_jsonable", "to_jsonable", "tuplify"]


def tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(tuplify(v) for v in value)
    return value


def from_jsonable(data: Any, registry: dict[str, type]) -> Any:
    """Rebuild a record from its JSON form; nested records are rebuilt too."""
    if type(data) is dict and type(data.get("type")) is str:
        cls = registry.get(data["type"])
        if cls is not None:
            kwargs = dict(data)
            del kwargs["type"]
            if kwargs.keys() <= _field_names(cls):
                # the common case, read in one pass: a save holds thousands of records
                for k, v in kwargs.items():
                    if type(v) not in _PLAIN:
                        kwargs[k] = _rebuild(v, registry)
                try:
                    return cls(**kwargs)
                except TypeError as e:
                    raise RecordError(f"{data['type']}: {e}") from None
    return _misread(data, registry)


def _misread(data: Any, registry: dict[str, type]) -> Any:
    """What is wrong with a record `from_jsonable` could not read as it is."""
    if not isinstance(data, dict) or "type" not in data:
        raise RecordError(f"expected a record with a 'type', got {type(data).__name__}")
    cls = registry.get(data["type"]) if isinstance(data["type"], str) else None
    if cls is None:
        raise RecordError(f"unknown record type {data['type']!r}")
    names = _field_names(cls)
    for k in data:
        if k != "type" and k not in names:
            raise RecordError(f"{data['type']} has no field {k!r}")
    # a dict of another kind (a subclass) with a known type and known fields
    kwargs = {k: _rebuild(v, registry) for k, v in data.items() if k != "type"}
    try:
        return cls(**kwargs)
    except TypeError as e:
        raise RecordError(f"{data['type']}: {e}") from None


_FIELD_NAMES: dict[type, frozenset[str]] = {}
_PLAIN = frozenset((int, str, bool, float, type(None)))  # values that are read back as they are


def _field_names(cls: type) -> frozenset[str]:
    """A record class's field names, looked up once per class (loading a save reads thousands
    of records, and `dataclasses.fields` was most of the cost of each)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = frozenset(f.name for f in dataclasses.fields(cls))
    return names


def _rebuild(v: Any, registry: dict[str, type]) -> Any:
    if type(v) is list:  # the common case, a list of numbers or of [x, y] spaces, without a call per item
        return tuple([x if type(x) in _PLAIN else _rebuild(x, registry) for x in v])
    if isinstance(v, dict) and "type" in v and v["type"] in registry:
        return from_jsonable(v, registry)
    if isinstance(v, list):
        return tuple(_rebuild(x, registry) for x in v)
    return v
