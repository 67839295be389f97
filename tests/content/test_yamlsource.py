"""The safe YAML reader: plain data with lines, and precise errors for everything else."""

from __future__ import annotations

import yaml

from game.content.problems import Problem, Report
from game.content.yamlsource import INVALID, SafeContentLoader, parse_yaml


def _parse(text: str):
    r = Report("f.yaml")
    return parse_yaml(text, r), [str(p) for p in r.problems]


def test_loader_is_the_safe_loader():
    assert issubclass(SafeContentLoader, yaml.SafeLoader)
    assert not issubclass(SafeContentLoader, yaml.Loader)


def test_lines_of_keys_values_and_items():
    doc, problems = _parse("a: 1\nb:\n  - x\n  - {c: 2}\n")
    assert problems == []
    assert doc == {"a": 1, "b": ["x", {"c": 2}]}
    assert doc.key_line("b") == 2 and doc.value_line("a") == 1
    assert doc["b"].item_line(1) == 4 and doc["b"][1].value_line("c") == 4


def test_anchors_and_merge_keys_work_like_safe_load():
    text = "base: &b {cost: 1, strength: 2}\ncard:\n  <<: *b\n  cost: 3\nboth: [*b, *b]\n"
    doc, problems = _parse(text)
    assert problems == []
    assert doc == yaml.safe_load(text)
    assert doc["card"] == {"cost": 3, "strength": 2}


def test_duplicate_keys_are_reported():
    _, problems = _parse("a:\n  b: 1\n  b: 2\n")
    assert problems == ["f.yaml:3: a.b: duplicate key (first given on line 2)"]


def test_several_documents():
    _, problems = _parse("a: 1\n---\nb: 2\n")
    assert problems == [
        "f.yaml:2: YAML syntax error: expected a single document in the stream started on "
        "line 1, but found another document"
    ]


def test_every_forbidden_tag_is_reported_and_reading_goes_on():
    doc, problems = _parse(
        "a: !!python/name:os.system\n"
        "b: !!python/object:collections.OrderedDict {}\n"
        "c: !custom [1]\n"
        "d: fine\n"
    )
    assert [p.split(": tag ")[0] for p in problems] == ["f.yaml:1: a", "f.yaml:2: b", "f.yaml:3: c"]
    assert doc["a"] is INVALID and doc["d"] == "fine"


def test_bad_scalar_for_its_tag():
    _, problems = _parse("a: !!int twelve\n")
    assert problems == [
        "f.yaml:1: a: cannot read value 'twelve': invalid literal for int() with base 10: 'twelve'"
    ]


def test_problem_str():
    assert str(Problem("x.yaml", 3, "cards[0].cost", "bad")) == "x.yaml:3: cards[0].cost: bad"
    assert str(Problem("x.yaml", 1, "", "file is empty")) == "x.yaml:1: file is empty"
