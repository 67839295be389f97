"""Issue 17: `summoner-wars validate --report` prints how many shipped ability uses are written in
the ability language and which named handlers remain; the target is at least 80% of uses, kept
as factions are added. The guide's examples of the language are real, valid programs."""

from __future__ import annotations

import re

import yaml

from game.content.cli import main_validate
from game.content.fields import Section
from game.content.language import check_program, is_program
from game.content.language_report import TARGET, language_share, report_text
from game.content.problems import Report
from game.content.yamlsource import parse_yaml
from game.core.abilities.language.runtime import LANGUAGE
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec, CardDef
from game.paths import cards_dir
from tests.scene import content


def _card(*names: str) -> CardDef:
    specs = tuple(AbilitySpec(name=n, title=f"T{i}", params=freeze_params({})) for i, n in enumerate(names))
    return CardDef(id="x/y", name="Y", faction="x", types=frozenset({"unit"}), abilities=specs)


def test_the_share_counts_every_use_and_names_the_handlers_left():
    share = language_share([_card(LANGUAGE, LANGUAGE, "engage"), _card("engage", LANGUAGE)])
    assert (share.language, share.total) == (3, 5)
    assert share.named == {"engage": ["Y: T2", "Y: T0"]}
    text = report_text(share, "here")
    assert "3 of 5 ability uses are written in the ability language (60%; target 80%) - below target" in text
    assert "  engage (2): Y: T2, Y: T0" in text


def test_the_shipped_cards_are_at_least_80_percent_language():
    cards = [c for c in content().library.cards.values() if c.faction != "test"]
    share = language_share(cards)
    assert share.share >= TARGET, report_text(share, "shipped cards")


def test_validate_report_prints_the_share(capsys):
    assert main_validate([str(cards_dir() / "2e")], report=True) == 0
    out = capsys.readouterr().out
    assert re.search(r"\d+ of \d+ ability uses are written in the ability language \(\d+%; target 80%\)", out)


def _guide_programs() -> list[dict]:
    text = (cards_dir() / "README.md").read_text(encoding="utf-8")
    start = text.index("### The ability language")
    section = text[start:text.index("\n### ", start + 10)]
    out = []
    for block in re.findall(r"```yaml\n(.*?)```", section, re.S):
        doc = yaml.safe_load(block)
        items = doc["abilities"] if isinstance(doc, dict) else doc
        out.extend(items)
    return out


def test_every_example_of_the_language_in_the_guide_is_a_valid_program():
    programs = _guide_programs()
    assert len(programs) >= 6
    for prog in programs:
        report = Report("README.md")
        data = parse_yaml(yaml.safe_dump(prog), report)
        assert is_program(data)
        assert check_program(report, Section(report, data, "ability")) is not None, [str(p) for p in report.problems]
