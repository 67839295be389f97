"""A card's `abilities:` list: each entry names a registered ability and gives its parameters."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.content.fields import (
    Section,
    item_section,
    join,
)
from game.content.language import check_program, is_program
from game.content.limits import NAME_LENGTH, TEXT_LENGTH
from game.content.param_types import check_param
from game.content.problems import Report, did_you_mean
from game.content.yamlsource import YList
from game.core.abilities.language.pieces import PROGRAM_KEYS
from game.core.abilities.language.runtime import LANGUAGE
from game.core.ability_params import freeze_params
from game.core.ability_registry import Ability
from game.core.cards import AbilitySpec

ABILITY_KEYS = ("ability", "title", "text", "params")


def check_ability(
    report: Report, sec: Section, registry: Mapping[str, type[Ability]]
) -> AbilitySpec | None:
    before = len(report.problems)
    if is_program(sec.data):
        return _check_language(report, sec)
    sec.check_known(ABILITY_KEYS)
    name = sec.get_str("ability", required=True, why="the name of a registered ability")
    title = sec.get_str("title", max_length=NAME_LENGTH) if sec.has("title") else ""
    text = sec.get_str("text", max_length=TEXT_LENGTH) if sec.has("text") else ""
    params_map = sec.get_mapping("params") if sec.has("params") else None
    cls = None
    if name is not None:
        cls = registry.get(name)
        if cls is None:
            sec.problem("ability", f"unknown ability {name!r}{did_you_mean(name, registry)}")
    values: dict[str, Any] = {}
    if cls is not None and (params_map is not None or not sec.has("params")):
        schema = dict(cls.params)
        given = params_map if params_map is not None else {}
        pfield = sec.field("params")
        pline = params_map.line if params_map is not None else sec.line()
        for key in given:
            if key not in schema:
                hint = did_you_mean(key, schema) if schema else " (it takes no parameters)"
                report.add(
                    params_map.key_line(key) if params_map is not None else pline,
                    join(pfield, key),
                    f"unknown parameter {key!r} for ability {name!r}{hint}",
                )
        for key, kind in schema.items():
            if key not in given:
                if key not in cls.defaults:
                    report.add(
                        pline,
                        join(pfield, key),
                        f"missing required parameter of ability {name!r} (type {kind})",
                    )
                continue
            assert params_map is not None
            ok, val = check_param(
                report, kind, given[key], join(pfield, key), params_map.value_line(key)
            )
            if ok:
                values[key] = val
    if len(report.problems) != before or name is None:
        return None
    return AbilitySpec(name=name, title=title or "", text=text or "", params=freeze_params(values))


def _check_language(report: Report, sec: Section) -> AbilitySpec | None:
    """An ability written in the ability language (see `game.content.language`)."""
    before = len(report.problems)
    sec.check_known(("title", "text", *PROGRAM_KEYS))
    title = sec.get_str("title", max_length=NAME_LENGTH) if sec.has("title") else ""
    text = sec.get_str("text", max_length=TEXT_LENGTH) if sec.has("text") else ""
    if not title:
        sec.missing("title", "an ability written in the language needs the title printed on the card")
    program = check_program(report, sec)
    if program is None or len(report.problems) != before:
        return None
    return AbilitySpec(name=LANGUAGE, title=title or "", text=text or "", params=freeze_params(program))


def check_abilities(
    report: Report, items: YList, path: str, registry: Mapping[str, type[Ability]]
) -> tuple[AbilitySpec, ...] | None:
    out: list[AbilitySpec] = []
    ok = True
    for i in range(len(items)):
        sec = item_section(report, items, i, path, "an ability")
        spec = check_ability(report, sec, registry) if sec is not None else None
        if spec is None:
            ok = False
        else:
            out.append(spec)
    return tuple(out) if ok else None
