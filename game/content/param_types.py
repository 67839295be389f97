"""Checking one value against a parameter type of the ability registry ("int", "filter",
"choice:a|b", …; see `game.core.ability_registry`): shared by named abilities and the language."""

from __future__ import annotations

from typing import Any

from game.content.fields import check_bool, check_enum, check_int, check_str, check_str_list
from game.content.filters import check_filter
from game.content.problems import Report
from game.content.yamlsource import INVALID, plain


def check_param(report: Report, kind: str, v: Any, field: str, line: int) -> tuple[bool, Any]:
    """(ok, plain value) for one parameter of the declared type (see the registry's docs)."""
    if v is INVALID:
        return False, None
    if kind == "int":
        r: Any = check_int(report, v, field, line)
    elif kind == "count":
        r = check_int(report, v, field, line, minimum=0)
    elif kind == "str":
        r = check_str(report, v, field, line)
    elif kind == "bool":
        r = check_bool(report, v, field, line)
    elif kind == "str_list":
        r = check_str_list(report, v, field, line)
    elif kind == "filter":
        r = check_filter(report, v, field, line)
    elif kind.startswith("choice:"):
        r = check_enum(report, v, field, line, [c for c in kind[7:].split("|") if c])
    else:  # a type this validator doesn't know: trust the ability to read it
        return True, plain(v)
    return r is not None, plain(r)
