"""The target-filter mini-language used by ability parameters of type "filter".

A filter is a mapping; every key is optional and an empty filter matches any card:

    side: friendly | enemy | any          whose cards
    class: [common, champion, ...]        any of these class words
    name: Undead                          whole words of the card's name
    within: 2                             at most this many spaces away
    not_self: true                        never the card that has the ability
    adjacent: true                        next to it (within 1 space)
    damaged: true | false                 with / without damage on it
    boosted: true | false                 with / without boost on it
    max_cost: 2                           a printed cost of at most 2 (never a summoner)
    symbol: vanguards                     carries this deck symbol
    from: summoner                        count within / in_line from your summoner (default: self)
    in_line: 3                            the first card in a straight line, at most this far, with
                                          only empty spaces between (clear straight spaces)
    self: true                            only the card that has the ability (false: never it)
"""

from __future__ import annotations

from typing import Any

from game.content.fields import Section, check_bool, check_int, check_str, check_str_list, describe
from game.content.problems import Report
from game.content.yamlsource import INVALID, YMap, plain

SIDES = ("friendly", "enemy", "any")
CLASS_WORDS = (
    "unit",
    "common",
    "champion",
    "summoner",
    "structure",
    "gate",
    "event",
    "epic",
    "standard",
)
FILTER_KEYS = ("side", "class", "name", "within", "not_self", "adjacent", "damaged", "boosted", "max_cost", "symbol",
               "from", "in_line", "self")
ORIGINS = ("self", "summoner")


def check_filter(report: Report, v: Any, field: str, line: int) -> dict[str, Any] | None:
    """The filter as a plain dict, or None after reporting what is wrong with it."""
    if v is INVALID:
        return None
    if not isinstance(v, YMap):
        report.add(
            line, field, f"expected a filter (a mapping such as {{side: enemy}}), got {describe(v)}"
        )
        return None
    sec = Section(report, v, field)
    before = len(report.problems)
    sec.check_known(FILTER_KEYS, "filter key")
    if "side" in v:
        sec.get_enum("side", SIDES)
    if "class" in v:
        check_str_list(
            report, v["class"], sec.field("class"), sec.line("class"), choices=CLASS_WORDS
        )
    if "name" in v:
        check_str(report, v["name"], sec.field("name"), sec.line("name"))
    if "within" in v:
        check_int(report, v["within"], sec.field("within"), sec.line("within"), minimum=1)
    for key in ("not_self", "adjacent", "damaged", "boosted"):
        if key in v:
            check_bool(report, v[key], sec.field(key), sec.line(key))
    if "max_cost" in v:
        check_int(report, v["max_cost"], sec.field("max_cost"), sec.line("max_cost"), minimum=0)
    if "symbol" in v:
        check_str(report, v["symbol"], sec.field("symbol"), sec.line("symbol"))
    if "from" in v:
        sec.get_enum("from", ORIGINS)
    if "in_line" in v:
        check_int(report, v["in_line"], sec.field("in_line"), sec.line("in_line"), minimum=1)
    if "self" in v:
        check_bool(report, v["self"], sec.field("self"), sec.line("self"))
    return plain(v) if len(report.problems) == before else None
