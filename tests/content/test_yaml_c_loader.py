"""Card files are read with PyYAML's C loader when it is there (start-up speed, issue 23), and
read exactly as the Python loader reads them: the same values, the same line of every key and
value, and, for a file with a mistake, the Python loader's own messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content import yamlsource
from game.content.problems import Report
from game.content.yamlsource import YList, YMap, parse_yaml

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted((ROOT / "cards").rglob("*.yaml"))
BROKEN = sorted((Path(__file__).parent / "broken").rglob("*.yaml"))



def _utf8(p: Path) -> bool:
    try:
        p.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        return False  # never reaches the YAML loader
    return True


BROKEN = [p for p in BROKEN if _utf8(p)]


def _with_lines(v):
    if isinstance(v, YMap):
        return ("map", v.line, {k: (v.key_line(k), v.value_line(k), _with_lines(x)) for k, x in v.items()})
    if isinstance(v, YList):
        return ("list", v.line, [(v.item_line(i), _with_lines(x)) for i, x in enumerate(v)])
    return v


def _read(text: str, fast: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[object, list, list]:
    with monkeypatch.context() as m:
        if not fast:
            m.setattr(yamlsource, "FastContentLoader", None)
        report = Report("f.yaml")
        value = parse_yaml(text, report)
    return _with_lines(value), report.problems, report.warnings


def test_there_are_files_to_compare() -> None:
    assert len(CARD_FILES) > 10 and BROKEN


def test_the_c_loader_is_the_one_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """With libyaml (as in this project's environment) the C loader reads a good file once; a
    PyYAML built without it leaves only the Python loader."""
    import yaml

    if not yaml.__with_libyaml__:
        assert yamlsource.FastContentLoader is None
        return
    used = []
    real = yamlsource._parse
    monkeypatch.setattr(yamlsource, "_parse", lambda t, r, cls: used.append(cls) or real(t, r, cls))
    parse_yaml((CARD_FILES[0]).read_text("utf-8"), Report("x"))
    assert used == [yamlsource.FastContentLoader]  # a good file: read once, in C
    used.clear()
    parse_yaml("a: [1, 2\n", Report("x"))
    assert used == [yamlsource.FastContentLoader, yamlsource.SafeContentLoader]  # a mistake: again in Python


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_card_file_reads_the_same_in_c(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = path.read_text("utf-8-sig")
    assert _read(text, True, monkeypatch) == _read(text, False, monkeypatch)


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_a_broken_file_gives_the_python_loaders_messages(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = path.read_bytes().decode("utf-8-sig")
    assert _read(text, True, monkeypatch) == _read(text, False, monkeypatch)


@pytest.mark.parametrize("text", [
    "name: x\nname: y\n",  # a duplicate key: reported by the builder, not by the parser
    "a: !!python/object/apply:os.system ['echo hi']\n",  # a tag that would run code
    "a: &x [*x]\n",  # a recursive alias
    "a: 1\n\tb: 2\n",  # a tab where YAML allows none
    "a: 'open\n",
])
def test_mistakes_read_the_same_with_and_without_libyaml(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fast, slow = _read(text, True, monkeypatch), _read(text, False, monkeypatch)
    assert fast == slow
    assert slow[1], "each of these is a mistake"
