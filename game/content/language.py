"""Validation of abilities written in the ability language (`game.core.abilities.language`).

A card's ability entry with no `ability:` key is a program: its keys are `PROGRAM_KEYS`, and each
piece (trigger, condition, selector, effect, stat change) is checked against the piece registry,
so a typo is a `file:line: field: what is wrong` with a did-you-mean, never a silent no-op.
"""

from __future__ import annotations

from typing import Any

from game.content.fields import Section, describe, join
from game.content.param_types import check_param
from game.content.problems import Report, did_you_mean
from game.content.yamlsource import INVALID, YList, YMap, plain
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

MAX_DEPTH = 8  # conditions nest at most this deep: bounded work, readable cards


def is_program(data: YMap) -> bool:
    """An ability entry written in the language (no `ability:` name, a language key)."""
    return "ability" not in data and any(k in data for k in PROGRAM_KEYS)


def check_program(report: Report, sec: Section) -> dict[str, Any] | None:
    """The program as plain data, or None after reporting every problem in it."""
    before = len(report.problems)
    data = sec.data
    out: dict[str, Any] = {}
    # A triggered ability may have a static part too (Trample: it moves through commons, and
    # damages them after): `when` + `modify`, its `modify` this card's own.
    shapes = [k for k in ("when", "activate", "modify") if k in data and not (k == "modify" and "when" in data)]
    if shapes == ["when", "activate"]:
        shapes = ["when"]  # "after this unit attacks, or instead of attacking": both ways to use it
    if not shapes:
        sec.problem(None, "an ability needs `ability:` (a named ability) or one of `when:`, `activate:` or "
                          "`modify:` (the ability language)")
    elif len(shapes) > 1:
        sec.problem(shapes[1], f"`{shapes[0]}` and `{shapes[1]}` cannot be combined in one ability: "
                               "write two abilities")
    if "when" in data:
        out["when"] = _piece(report, "when", data["when"], sec.field("when"), sec.line("when"), 0)
    if "activate" in data:
        out["activate"] = _mapping_of(report, data["activate"], ACTIVATE, sec.field("activate"), sec.line("activate"))
    for key in ("if", "while"):
        if key in data:
            out[key] = _piece(report, "if", data[key], sec.field(key), sec.line(key), 0)
    for key in ("optional", "lent"):
        if key in data:
            ok, v = check_param(report, "bool", data[key], sec.field(key), sec.line(key))
            out[key] = v
    if "limit" in data:
        ok, v = check_param(report, "choice:" + "|".join(LIMITS), data["limit"], sec.field("limit"),
                            sec.line("limit"))
        out["limit"] = v
    if "cost" in data:
        out["cost"] = _mapping_of(report, data["cost"], COSTS, sec.field("cost"), sec.line("cost"))
    if "target" in data:
        out["target"] = _piece(report, "target", data["target"], sec.field("target"), sec.line("target"), 0)
    for key, kind in (("do", "do"), ("modify", "modify")):
        if key in data:
            out[key] = _pieces(report, kind, data[key], sec.field(key), sec.line(key))
    if "either" in data:
        out["either"] = _either(report, sec, data["either"])
    if ("when" in data or "activate" in data) and "do" not in data and "either" not in data:
        sec.problem(None, "an ability with `when:` or `activate:` needs `do:` (what it does)")
    if "modify" in data and "do" in data and "when" not in data:
        sec.problem("do", "`do:` belongs to triggered and activated abilities; a `modify:` ability is static")
    for key in ("while",):
        if key in data and "modify" not in data:
            sec.problem(key, "`while:` belongs with `modify:` (a static change)")
    if len(report.problems) != before:
        return None
    return out


def _either(report: Report, sec: Section, v: Any) -> list | None:
    """`either:` a list of alternatives, each a mapping of choice (the answer's key), label, and
    its own cost, target and do; instead of the program's own cost, target and do."""
    field, line = sec.field("either"), sec.line("either")
    data = sec.data
    for key in ("cost", "target", "do", "activate"):
        if key in data:
            sec.problem(key, f"`{key}` and `either` cannot be combined: "
                             + ("each alternative has its own" if key != "activate" else "`either` is for triggered "
                                                                                        "abilities and events"))
    if not isinstance(v, YList) or len(v) < 2:
        report.add(line, field, f"expected a list of at least two alternatives, got {describe(v)}")
        return None
    out = []
    seen: set[str] = set()
    for i, alt in enumerate(v):
        afield, aline = join(field, i), v.item_line(i)
        if not isinstance(alt, YMap):
            report.add(aline, afield, f"expected a mapping of choice, label, cost, target, do, got {describe(alt)}")
            continue
        m: dict[str, Any] = {}
        for key, val in alt.items():
            kf, kl = join(afield, key), alt.value_line(key)
            if key in EITHER:
                ok, pv = check_param(report, EITHER[key], val, kf, kl)
                if ok:
                    m[key] = pv
            elif key == "cost":
                m[key] = _mapping_of(report, val, COSTS, kf, kl)
            elif key == "target":
                m[key] = _piece(report, "target", val, kf, kl, 0)
            elif key == "do":
                m[key] = _pieces(report, "do", val, kf, kl)
            else:
                keys = (*EITHER, "cost", "target", "do")
                report.add(alt.key_line(key), kf, f"unknown key {key!r}{did_you_mean(str(key), keys)} "
                                                  f"(one of: {', '.join(keys)})")
        for req in ("choice", "do"):
            if req not in alt:
                report.add(alt.line, afield, f"an alternative needs {req!r}")
        if m.get("choice") in seen:
            report.add(alt.value_line("choice"), join(afield, "choice"), f"choice {m['choice']!r} given twice")
        seen.add(m.get("choice"))
        out.append(m)
    return out


def _mapping_of(report: Report, v: Any, schema: dict[str, str], field: str, line: int) -> dict | None:
    if v is INVALID:
        return None
    if not isinstance(v, YMap):
        report.add(line, field, f"expected a mapping of {', '.join(schema)}, got {describe(v)}")
        return None
    out = {}
    for key, val in v.items():
        if key not in schema:
            report.add(v.key_line(key), join(field, key), f"unknown key {key!r}{did_you_mean(str(key), schema)}"
                       f" (one of: {', '.join(schema)})")
            continue
        ok, pv = check_param(report, schema[key], val, join(field, key), v.value_line(key))
        if ok:
            out[key] = pv
    return out


def _pieces(report: Report, kind: str, v: Any, field: str, line: int) -> Any:
    """One piece, or a list of pieces (effects and stat changes)."""
    if isinstance(v, YList):
        if not v:
            report.add(line, field, f"an empty list: give at least one {KIND_WORDS[kind]}")
            return None
        return [_piece(report, kind, x, join(field, i), v.item_line(i), 0) for i, x in enumerate(v)]
    return _piece(report, kind, v, field, line, 0)


def _piece(report: Report, kind: str, v: Any, field: str, line: int, depth: int) -> Any:
    word = KIND_WORDS[kind]
    known = PIECES[kind]
    if v is INVALID:
        return None
    if depth > MAX_DEPTH:
        report.add(line, field, f"conditions nest more than {MAX_DEPTH} deep")
        return None
    if isinstance(v, str):
        p = known.get(v)
        if p is None:
            report.add(line, field, f"unknown {word} {v!r}{did_you_mean(v, known)}")
            return None
        if p.required:
            report.add(line, field, f"{word} {v!r} needs {_needs(p)}: write {{{v}: …}}")
            return None
        return v
    if not isinstance(v, YMap):
        report.add(line, field, f"expected a {word} (a name such as {next(iter(known))!r}, or a mapping), "
                                f"got {describe(v)}")
        return None
    names = [k for k in v if k in known]
    if len(names) != 1:
        if not names:
            # the key that is no parameter of any piece is the misspelt piece name
            params = {k for p in known.values() for k in p.params}
            first = str(next((k for k in v if k not in params), next(iter(v), "")))
            report.add(v.line, field, f"unknown {word} {first!r}{did_you_mean(first, known)}")
        else:
            report.add(v.line, field, f"one {word} per mapping, found {', '.join(map(repr, names))}")
        return None
    name = names[0]
    p = known[name]
    out: dict[str, Any] = {}
    ok_all = True
    for key, val in v.items():
        pfield = join(field, key)
        pline = v.value_line(key)
        if key == name:
            if p.main is None:
                if isinstance(val, YMap) and p.params:
                    got = _piece_params(report, p, val, pfield, depth)
                    if got is None:
                        ok_all = False
                    else:
                        out.update(got)
                elif val is not True and val is not None:
                    want = f"a mapping of {', '.join(p.params)}" if p.params else f"nothing (write just `{name}`)"
                    report.add(pline, pfield, f"{word} {name!r} takes {want}, got {describe(val)}")
                    ok_all = False
                continue
            pkey, ptype = p.main, p.params[p.main]
        elif key in p.params and key != p.main:
            pkey, ptype = key, p.params[key]
        else:
            others = [k for k in p.params if k != p.main]
            hint = did_you_mean(str(key), others) if others else f" ({word} {name!r} takes no other parameter)"
            report.add(v.key_line(key), pfield, f"unknown parameter {key!r} of {word} {name!r}{hint}")
            ok_all = False
            continue
        got = _value(report, ptype, val, pfield, pline, depth)
        if got is None and ptype in ("condition", "conditions", "selector"):
            ok_all = False
        elif got is not _BAD:
            out[pkey] = got
        else:
            ok_all = False
    for req in p.required:
        if req not in out and ok_all:
            report.add(v.line, field, f"{word} {name!r} needs {req!r}")
            ok_all = False
    if not ok_all:
        return None
    return plain(v)


_BAD = object()


def _piece_params(report: Report, p: Piece, v: YMap, field: str, depth: int) -> dict | None:
    """`{boost: {at_most: 0}}`: the parameters of a piece with no main parameter, under its name."""
    out: dict[str, Any] = {}
    ok = True
    for key, val in v.items():
        if key not in p.params:
            report.add(v.key_line(key), join(field, key),
                       f"unknown parameter {key!r} of {KIND_WORDS[p.kind]} {p.name!r}{did_you_mean(str(key), p.params)}")
            ok = False
            continue
        got = _value(report, p.params[key], val, join(field, key), v.value_line(key), depth)
        if got is _BAD or (got is None and p.params[key] in ("condition", "conditions", "selector")):
            ok = False
        else:
            out[key] = got
    return out if ok else None


def _value(report: Report, ptype: str, val: Any, field: str, line: int, depth: int) -> Any:
    if ptype == "condition":
        return _piece(report, "if", val, field, line, depth + 1)
    if ptype == "conditions":
        if not isinstance(val, YList) or not val:
            report.add(line, field, f"expected a list of conditions, got {describe(val)}")
            return None
        got = [_piece(report, "if", x, join(field, i), val.item_line(i), depth + 1) for i, x in enumerate(val)]
        return None if any(g is None for g in got) else got
    if ptype == "selector":
        return _piece(report, "target", val, field, line, depth + 1)
    ok, pv = check_param(report, ptype, val, field, line)
    return pv if ok else _BAD


def _needs(p: Piece) -> str:
    return ", ".join(repr(k) for k in p.required)
