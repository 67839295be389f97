"""The translation catalogs: the committed .mo files are what their .po compile to, every
sentence marked in the code has an Italian entry, and game.i18n looks them up whole, with named
placeholders and the catalog's own plural rule."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game import i18n
from game.i18n import _, n_, pn_
from game.i18n.formats import format_number, join_list

ROOT = Path(__file__).resolve().parents[2]


def _build_script():
    spec = importlib.util.spec_from_file_location("i18n_build", ROOT / "build_scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_committed_mo_is_what_its_po_compiles_to() -> None:
    """A .po edited without `build_scripts/i18n.py compile` would ship old translations."""
    build = _build_script()
    pos = build.po_files()
    assert [p.parent.parent.name for p in pos] == ["it"]
    for po in pos:
        mo = po.with_suffix(".mo")
        assert mo.exists(), f"{mo} is missing: run python build_scripts/i18n.py compile"
        assert mo.read_bytes() == build.compiled(po), (
            f"{mo} is older than or differs from {po.name}: run python build_scripts/i18n.py compile")


def test_a_changed_po_is_caught(tmp_path: Path) -> None:
    """The comparison above notices a one-word change (so it is not vacuous)."""
    build = _build_script()
    po = build.po_files()[0]
    copy = tmp_path / "it" / "LC_MESSAGES" / "game.po"
    copy.parent.mkdir(parents=True)
    copy.write_text(po.read_text(encoding="utf-8").replace('msgstr "Impostazioni"', 'msgstr "Opzioni"'),
                    encoding="utf-8")
    assert build.compiled(copy) != po.with_suffix(".mo").read_bytes()


def test_every_marked_sentence_has_an_italian_entry() -> None:
    """Every `_`, `n_`, `N_`, `pn_`, `PN_` sentence in game/ is in game.po and translated (run
    `build_scripts/i18n.py extract`, `update`, translate, `compile` after adding one)."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.pofile import read_po

    build = _build_script()
    marked = set()
    for _file, _line, message, _comments, context in extract_from_dir(
            str(build.SOURCE), method_map=[("locale/**", "ignore"), ("**.py", "python")],
            keywords=build.KEYWORDS):
        marked.add((context, message if isinstance(message, str) else message[0]))
    assert len(marked) > 150
    with build.po_files()[0].open("rb") as f:
        catalog = read_po(f, locale="it")
    have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.string for m in catalog if m.id}
    missing = sorted(str(k) for k in marked if k not in have)
    assert not missing, "not in game.po:\n" + "\n".join(missing)
    empty = sorted(str(k) for k in marked
                   if not (have[k] if isinstance(have[k], str) else all(have[k])))
    assert not empty, "no Italian yet:\n" + "\n".join(empty)


def test_placeholders_survive_translation() -> None:
    """A translation names the same {placeholders} as its English, or filling it would fail."""
    from string import Formatter

    from babel.messages.pofile import read_po

    build = _build_script()
    with build.po_files()[0].open("rb") as f:
        catalog = read_po(f, locale="it")

    def names(text: str) -> set[str]:
        return {f for _lit, f, _spec, _conv in Formatter().parse(text) if f}

    for m in catalog:
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        wanted = set().union(*(names(i) for i in ids))
        for s in strings:
            assert names(s) <= wanted | {"n"}, (m.id, s)


def test_a_sentence_is_looked_up_whole_and_filled_after() -> None:
    assert _("{name} wins!", name="Ella") == "Ella wins!"
    i18n.set_language("it")
    assert _("{name} wins!", name="Ella") == "Ella vince!"
    assert _("Settings") == "Impostazioni"
    # A sentence with no entry stays as written (data such as a player's name passes through).
    assert _("Ella") == "Ella"
    assert not i18n.is_translated("no such sentence") and i18n.is_translated("Settings")


def test_plural_forms_follow_the_catalog_header() -> None:
    """Italian: one form for 1, another for everything else (Plural-Forms in game.po)."""
    i18n.set_language("it")
    assert n_("{n} turn", "{n} turns", 1) == "1 Turno"
    assert n_("{n} turn", "{n} turns", 2) == "2 Turni"
    assert n_("{n} turn", "{n} turns", 0) == "0 Turni"
    i18n.set_language("en")
    assert n_("{n} turn", "{n} turns", 1) == "1 turn"
    assert n_("{n} turn", "{n} turns", 5) == "5 turns"


def test_a_context_tells_two_meanings_of_one_word_apart() -> None:
    i18n.set_language("it")
    assert pn_("phase", "Draw") == "Pescare"
    assert _("Draw") == "Pareggio"


def test_languages_offered_and_chosen() -> None:
    assert i18n.available_languages() == [("en", "English"), ("it", "Italiano")]
    assert i18n.set_language("it_IT.UTF-8") == "it" and i18n.current_language() == "it"
    before = i18n.language_serial()
    assert i18n.set_language("xx") == "en"  # no catalog: English
    assert i18n.language_serial() == before + 1
    i18n.set_language("en")
    assert i18n.language_serial() == before + 1  # no change, no re-layout


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "it_IT.UTF-8"}, "it"), ({"LC_ALL": "it_CH"}, "it"), ({"LANGUAGE": "it:en"}, "it"),
    ({"LANG": "de_DE.UTF-8"}, "en"), ({"LANG": "C"}, "en"),
])
def test_the_system_language_picks_italian_only_when_asked(monkeypatch, env, expected) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language() == expected


def test_lists_and_numbers_in_each_language() -> None:
    assert join_list(["a"]) == "a"
    assert join_list(["a", "b"]) == "a and b"
    assert join_list(["a", "b", "c", "d"]) == "a, b, c and d"
    assert format_number(1234567) == "1,234,567"
    i18n.set_language("it")
    assert join_list(["Pescare", "Evocazione", "Giocare Carte Evento"]) == \
        "Pescare, Evocazione e Giocare Carte Evento"
    assert format_number(1234567) == "1.234.567" and format_number(-1200) == "-1.200"
    assert format_number(999) == "999"
