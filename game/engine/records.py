"""The JSON form of any game's records (commands, events, setups, states).

A record is a frozen dataclass; its JSON form is `{"type": ClassName, field: value, ...}`.
Tuples become lists on the way out and lists tuples on the way in, so a record read back
compares equal to the one written. A sentence (`Msg`) is written as its English text.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from game.engine.message import Msg


class RecordError(ValueError):
    """JSON that does not describe a known record."""


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_jsonable(getattr(value, f.name))
        return out
    if isinstance(value, tuple | list):
        return [to_jsonable(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, Msg):
        return str(value)
    return value


def registry(types: Iterable[type]) -> dict[str, type]:
    """Record classes by the name their JSON form carries; two classes of one name are refused."""
    out: dict[str, type] = {}
    for cls in types:
        if out.get(cls.__name__, cls) is not cls:
            raise ValueError(f"two record classes are called {cls.__name__}")
        out[cls.__name__] = cls
    return out


def from_jsonable(data: Any, types: dict[str, type]) -> Any:
    """Rebuild what `to_jsonable` wrote; nested records are rebuilt too."""
    if isinstance(data, list):
        return tuple(from_jsonable(v, types) for v in data)
    if not isinstance(data, dict):
        return data
    kind = data.get("type")
    if not isinstance(kind, str):
        return {k: from_jsonable(v, types) for k, v in data.items()}
    cls = types.get(kind)
    if cls is None:
        raise RecordError(f"unknown record type {kind!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    kwargs = {}
    for k, v in data.items():
        if k == "type":
            continue
        if k not in names:
            raise RecordError(f"{kind} has no field {k!r}")
        kwargs[k] = from_jsonable(v, types)
    try:
        return cls(**kwargs)
    except TypeError as e:
        raise RecordError(f"{kind}: {e}") from None
