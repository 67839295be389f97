"""Typed reading of fields from a YAML mapping, reporting every mistake with its line.

Each reader returns the value when it is right and None after reporting a problem otherwise, so
validation goes on and a file's problems are all found in one pass.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable
from typing import Any

from game.content.problems import Report, did_you_mean
from game.content.yamlsource import INVALID, YList, YMap

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SLUG_HINT = "use lowercase letters, digits and '-', like 'frost-mage'"


def quoted(text: str, limit: int = 60) -> str:
    """A value from a file, quoted for a message: cut short when long, so a message quoting a
    huge value (anything up to the file size limit) stays one readable line."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}… ({len(text)} characters)"


def describe(value: Any) -> str:
    """How a wrong value is named in a message."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"true/false ({str(value).lower()})"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"text {quoted(value)}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, datetime.date):
        return f"a date ({value})"
    return type(value).__name__


def join(base: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{base}[{key}]"
    return f"{base}.{key}" if base else key


# -- single values ---------------------------------------------------------------------------


def check_int(
    report: Report,
    v: Any,
    field: str,
    line: int,
    minimum: int | None = None,
    maximum: int | None = None,
) -> int | None:
    if v is INVALID:
        return None
    if not isinstance(v, int) or isinstance(v, bool):
        report.add(line, field, f"expected a whole number, got {describe(v)}")
        return None
    if minimum is not None and v < minimum:
        report.add(line, field, f"must be {minimum} or more, got {_number(v)}")
        return None
    if maximum is not None and v > maximum:
        report.add(line, field, f"must be {maximum} or less, got {_number(v)}")
        return None
    return v


def _number(v: int) -> str:
    """A number as written, shortened when it is absurdly long (10^20 must not fill a screen)."""
    text = str(v)
    return text if len(text) <= 12 else f"a number with {len(text.lstrip('-'))} digits"


def check_str(
    report: Report,
    v: Any,
    field: str,
    line: int,
    *,
    pattern: re.Pattern[str] | None = None,
    hint: str = "",
    allow_empty: bool = False,
    max_length: int | None = None,
) -> str | None:
    if v is INVALID:
        return None
    if not isinstance(v, str):
        report.add(line, field, f"expected text, got {describe(v)}")
        return None
    if max_length is not None and len(v) > max_length:
        report.add(line, field, f"is {len(v)} characters long; at most {max_length} are allowed")
        return None
    if not allow_empty and not v.strip():
        report.add(line, field, "must not be empty")
        return None
    if pattern is not None and not pattern.match(v):
        report.add(line, field, f"{quoted(v)} is not valid: {hint}" if hint else f"{quoted(v)} is not valid")
        return None
    return v


def check_bool(report: Report, v: Any, field: str, line: int) -> bool | None:
    if v is INVALID:
        return None
    if not isinstance(v, bool):
        report.add(line, field, f"expected true or false, got {describe(v)}")
        return None
    return v


def check_enum(report: Report, v: Any, field: str, line: int, choices: Iterable[str]) -> str | None:
    options = list(choices)
    if v is INVALID:
        return None
    if not isinstance(v, str):
        report.add(line, field, f"expected one of {', '.join(options)}; got {describe(v)}")
        return None
    if v not in options:
        report.add(
            line,
            field,
            f"{quoted(v)} is not one of {', '.join(options)}{did_you_mean(v, options)}",
        )
        return None
    return v


def check_str_list(
    report: Report,
    v: Any,
    field: str,
    line: int,
    *,
    choices: Iterable[str] | None = None,
    pattern: re.Pattern[str] | None = None,
    hint: str = "",
    allow_empty_list: bool = True,
) -> tuple[str, ...] | None:
    if v is INVALID:
        return None
    if not isinstance(v, list):
        report.add(line, field, f"expected a list of text, got {describe(v)}")
        return None
    if not v and not allow_empty_list:
        report.add(line, field, "must list at least one entry")
        return None
    out: list[str] = []
    ok = True
    for i, item in enumerate(v):
        iline = v.item_line(i) if isinstance(v, YList) else line
        if choices is not None:
            s = check_enum(report, item, join(field, i), iline, choices)
        else:
            s = check_str(report, item, join(field, i), iline, pattern=pattern, hint=hint)
        if s is None:
            ok = False
        else:
            out.append(s)
    return tuple(out) if ok else None


# -- fields of a mapping -----------------------------------------------------------------------


class Section:
    """A mapping under validation, at `path` in its file (e.g. `cards[3]`)."""

    def __init__(self, report: Report, data: YMap, path: str) -> None:
        self.report = report
        self.data = data
        self.path = path

    def field(self, key: str) -> str:
        return join(self.path, key)

    def has(self, key: str) -> bool:
        return key in self.data

    def line(self, key: str | None = None) -> int:
        return self.data.line if key is None else self.data.value_line(key)

    def key_line(self, key: str) -> int:
        return self.data.key_line(key)

    def problem(self, key: str | None, message: str, *, at_key: bool = False) -> None:
        if key is None:
            self.report.add(self.data.line, self.path, message)
        else:
            line = self.key_line(key) if at_key else self.line(key)
            self.report.add(line, self.field(key), message)

    def check_known(self, allowed: Iterable[str], what: str = "field") -> None:
        names = list(allowed)
        for key in self.data:
            if key not in names:
                self.report.add(
                    self.key_line(key),
                    self.field(key),
                    f"unknown {what} {key!r}{did_you_mean(key, names)}",
                )

    def missing(self, key: str, why: str = "") -> None:
        msg = "missing required field"
        self.report.add(self.data.line, self.field(key), f"{msg} ({why})" if why else msg)

    def _get(self, key: str, required: bool, why: str) -> Any:
        if key not in self.data:
            if required:
                self.missing(key, why)
            return INVALID
        return self.data[key]

    def get_str(
        self,
        key: str,
        *,
        required: bool = False,
        pattern: re.Pattern[str] | None = None,
        hint: str = "",
        why: str = "",
        max_length: int | None = None,
    ) -> str | None:
        v = self._get(key, required, why)
        return check_str(
            self.report,
            v,
            self.field(key),
            self.line(key),
            pattern=pattern,
            hint=hint,
            max_length=max_length,
        )

    def get_int(
        self,
        key: str,
        *,
        required: bool = False,
        minimum: int | None = None,
        maximum: int | None = None,
        why: str = "",
    ) -> int | None:
        v = self._get(key, required, why)
        return check_int(self.report, v, self.field(key), self.line(key), minimum, maximum)

    def get_bool(self, key: str, *, required: bool = False, why: str = "") -> bool | None:
        v = self._get(key, required, why)
        return check_bool(self.report, v, self.field(key), self.line(key))

    def get_enum(
        self, key: str, choices: Iterable[str], *, required: bool = False, why: str = ""
    ) -> str | None:
        v = self._get(key, required, why)
        return check_enum(self.report, v, self.field(key), self.line(key), choices)

    def get_str_list(
        self,
        key: str,
        *,
        required: bool = False,
        choices: Iterable[str] | None = None,
        pattern: re.Pattern[str] | None = None,
        hint: str = "",
        allow_empty_list: bool = True,
    ) -> tuple[str, ...] | None:
        v = self._get(key, required, "")
        return check_str_list(
            self.report,
            v,
            self.field(key),
            self.line(key),
            choices=choices,
            pattern=pattern,
            hint=hint,
            allow_empty_list=allow_empty_list,
        )

    def get_mapping(self, key: str, *, required: bool = False, why: str = "") -> YMap | None:
        v = self._get(key, required, why)
        if v is INVALID:
            return None
        if not isinstance(v, YMap):
            self.report.add(
                self.line(key), self.field(key), f"expected a mapping, got {describe(v)}"
            )
            return None
        return v

    def get_list(self, key: str, *, required: bool = False, why: str = "") -> YList | None:
        v = self._get(key, required, why)
        if v is INVALID:
            return None
        if not isinstance(v, YList):
            self.report.add(self.line(key), self.field(key), f"expected a list, got {describe(v)}")
            return None
        return v

    def sub(self, key: str, *, required: bool = False, why: str = "") -> Section | None:
        m = self.get_mapping(key, required=required, why=why)
        return Section(self.report, m, self.field(key)) if m is not None else None


def item_section(report: Report, items: YList, i: int, path: str, what: str) -> Section | None:
    """The i-th entry of a list of mappings, or None after reporting that it is not a mapping."""
    v = items[i]
    if v is INVALID:
        return None
    if not isinstance(v, YMap):
        report.add(
            items.item_line(i), join(path, i), f"expected {what} (a mapping), got {describe(v)}"
        )
        return None
    return Section(report, v, join(path, i))
