"""Card translations (`cards/<edition>/i18n/<lang>/<faction file>`): checked like card files,
each problem at its file:line, the rest still loads, and English shown where there is none."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from game import paths
from game.content.cli import main_validate
from game.content.loader import Source, load_sources
from game.content.problems import Report
from game.content.translations import (
    FORMAT,
    english_faction,
    faction_files_without_translation,
    load_translations,
    read_glossary,
    shipped_translations,
    translation_files,
)
from game.core.cards import AbilitySpec, CardDef

ENGLISH = """\
format: summoner-wars/faction@1
edition: 1e
faction:
  id: test-elves-1e
  name: Test Elves
  description: Elves for tests.
cards:
  - id: prince-elien
    name: Prince Elien
    abilities:
      - title: Fire Blast
        text: Two wounds at range.
        target: {choose: {in_line: 2}, text: "Fire Blast: choose a card."}
  - id: archer
    name: Archer
    text: Printed text of the Archer.
    abilities:
      - title: Far Shot
        text: Shoots far.
      - title: Far Shot
        text: (The second Far Shot.)
        either:
          - {choice: one, label: Shoot once}
  - id: burn
    name: Burn
"""

# Line numbers matter: the messages below name them.
GOOD = """\
format: summoner-wars/translation@1
language: it
faction: test-elves-1e
name: Elfi di Prova
description: Elfi per i test.
cards:
  prince-elien:
    name: Principe Elien
    abilities:
      Fire Blast:
        title: Esplosione di Fuoco
        text: Due Ferite a distanza.
    prompts:
      "Fire Blast: choose a card.": "Esplosione di Fuoco: scegli una carta."
  archer:
    name: Arciere
    text: Testo stampato dell'Arciere.
    abilities:
      Far Shot:
        title: Tiro Lungo
        text: Tira lontano.
    prompts:
      (The second Far Shot.): (Il secondo Tiro Lungo.)
      Shoot once: Tira una volta
  burn:
    name: Bruciatura
"""

FILE = "1e/i18n/it/test-elves.yaml"


def _card(cid: str, name: str, abilities: tuple[AbilitySpec, ...] = (), text: str = "") -> CardDef:
    return CardDef(id=f"test-elves-1e/{cid}", name=name, faction="test-elves-1e",
                   types=frozenset({"unit"}), abilities=abilities, text=text)


PRINCE = _card("prince-elien", "Prince Elien",
               (AbilitySpec("language", "Fire Blast", "Two wounds at range."),))
ARCHER = _card("archer", "Archer", (AbilitySpec("language", "Far Shot", "Shoots far."),
                                    AbilitySpec("language", "Far Shot", "(The second Far Shot.)")),
               text="Printed text of the Archer.")
BURN = _card("burn", "Burn")


@pytest.fixture
def cards(tmp_path, monkeypatch) -> Path:
    """A cards folder with one 1E faction file, its translation to be written by each test."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "1e" / "i18n" / "it").mkdir(parents=True)
    (tmp_path / "1e" / "test-elves.yaml").write_text(ENGLISH, encoding="utf-8")
    return tmp_path


def _write(cards: Path, text: str) -> None:
    (cards / FILE).write_text(text, encoding="utf-8")


def test_a_good_file_loads_with_no_problem(cards):
    _write(cards, GOOD)
    t = load_translations(cards, "it")
    assert (t.problems, t.warnings) == ([], [])
    assert t.files == [FILE]
    assert t.card_name(PRINCE) == "Principe Elien"
    assert t.ability(PRINCE, "Fire Blast") == ("Esplosione di Fuoco", "Due Ferite a distanza.")
    assert t.prompt(PRINCE, "Fire Blast: choose a card.") == "Esplosione di Fuoco: scegli una carta."
    assert t.card_text(ARCHER) == "Testo stampato dell'Arciere."
    assert t.faction_name("test-elves-1e") == "Elfi di Prova"
    assert t.faction_description("test-elves-1e") == "Elfi per i test."
    assert t.prompt(ARCHER, "Shoot once") == "Tira una volta"


def test_a_second_ability_of_one_title_takes_its_text_from_the_prompts(cards):
    _write(cards, GOOD)
    t = load_translations(cards, "it")
    assert t.ability(ARCHER, "Far Shot") == ("Tiro Lungo", "Tira lontano.")
    assert t.ability(ARCHER, "Far Shot", "(The second Far Shot.)") == (
        "Tiro Lungo", "(Il secondo Tiro Lungo.)")


def test_another_language_is_not_loaded(cards):
    _write(cards, GOOD)
    t = load_translations(cards, "fr")
    assert t.files == [] and t.card_name(PRINCE) == "Prince Elien"


def test_no_translation_falls_back_to_english(cards):
    t = load_translations(cards, "it")
    assert t.card_name(PRINCE) == "Prince Elien"
    assert t.ability(PRINCE, "Fire Blast") == ("Fire Blast", "Two wounds at range.")
    assert t.prompt(PRINCE, "Fire Blast: choose a card.") == "Fire Blast: choose a card."
    assert t.card_text(ARCHER) == "Printed text of the Archer."
    assert t.faction_name("test-elves-1e", "Test Elves") == "Test Elves"
    assert t.faction_name("test-elves-1e") == "test-elves-1e"


def test_a_card_left_out_warns_and_shows_english_while_the_others_load(cards):
    _write(cards, GOOD.replace("  burn:\n    name: Bruciatura\n", ""))
    t = load_translations(cards, "it")
    assert t.problems == []
    assert [str(w) for w in t.warnings] == [
        f"{FILE}:6: cards.burn: card 'Burn' has no translation (English is shown)"]
    assert t.card_name(BURN) == "Burn" and t.card_name(PRINCE) == "Principe Elien"


def test_a_missing_ability_and_prompt_warn_and_show_english(cards):
    text = GOOD.replace('      "Fire Blast: choose a card.": "Esplosione di Fuoco: scegli una carta."\n',
                        "      {}\n").replace("    prompts:\n      {}\n", "    prompts: {}\n")
    text = text.replace("      Far Shot:\n        title: Tiro Lungo\n        text: Tira lontano.\n",
                        "      {}\n").replace("    abilities:\n      {}\n", "    abilities: {}\n")
    _write(cards, text)
    t = load_translations(cards, "it")
    assert t.problems == []
    assert [str(w) for w in t.warnings] == [
        f"{FILE}:13: cards.prince-elien.prompts: no translation of 'Fire Blast: choose a card.' "
        "(English is shown)",
        f"{FILE}:17: cards.archer.abilities: ability 'Far Shot' has no translation (English is shown)",
    ]
    assert t.prompt(PRINCE, "Fire Blast: choose a card.") == "Fire Blast: choose a card."
    assert t.ability(ARCHER, "Far Shot") == ("Far Shot", "Shoots far.")
    assert t.card_name(ARCHER) == "Arciere"


@pytest.mark.parametrize(
    ("old", "new", "warning"),
    [
        ("  burn:\n", "  burn:\n    name: Bruciatura\n  burnn:\n",
         "27: cards.burnn: unknown card id 'burnn': ../../test-elves.yaml has no such card "
         "(did you mean 'burn'?)"),
        ("      Fire Blast:\n", "      Fire Blastt:\n",
         "10: cards.prince-elien.abilities.Fire Blastt: unknown ability title 'Fire Blastt': the "
         "card's are 'Fire Blast' (did you mean 'Fire Blast'?)"),
        ('"Fire Blast: choose a card.":', '"Fire Blast: choose a cart.":',
         "14: cards.prince-elien.prompts: unknown prompt string 'Fire Blast: choose a cart.': the "
         "card has no such text (did you mean 'Fire Blast: choose a card.'?)"),
        ("    name: Bruciatura\n", "    name: Bruciatura\n    colour: red\n",
         "27: cards.burn.colour: unknown field"),
    ],
    ids=["unknown card id", "unknown ability title", "unknown prompt", "unknown field"],
)
def test_an_unknown_name_warns_at_its_line_and_the_rest_loads(cards, old, new, warning):
    assert old in GOOD
    _write(cards, GOOD.replace(old, new, 1))
    t = load_translations(cards, "it")
    assert t.problems == []
    assert f"{FILE}:{warning}" in [str(w) for w in t.warnings]
    assert t.card_name(ARCHER) == "Arciere" and t.card_name(BURN) == "Bruciatura"


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        (f"format: {FORMAT}", "format: summoner-wars/translation@2",
         "1: format: expected summoner-wars/translation@1, got 'summoner-wars/translation@2'"),
        ("language: it", "language: fr", "2: language: expected 'it' (the folder this file is in), got 'fr'"),
        ("faction: test-elves-1e", "faction: test-elfs-1e",
         "3: faction: expected 'test-elves-1e' (faction.id of ../../test-elves.yaml), got 'test-elfs-1e'"),
        ("language: it\n", "", "1: language: missing required field ('it', the folder this file is in)"),
    ],
    ids=["format", "language", "faction", "no language"],
)
def test_a_file_of_another_format_language_or_faction_is_an_error_and_skipped(cards, old, new, problem):
    _write(cards, GOOD.replace(old, new, 1))
    t = load_translations(cards, "it")
    assert [str(p) for p in t.problems] == [f"{FILE}:{problem}"]
    assert t.card_name(PRINCE) == "Prince Elien"  # nothing of the file is used


def test_a_file_that_is_not_a_mapping_is_an_error(cards):
    _write(cards, "- just\n- a list\n")
    t = load_translations(cards, "it")
    assert [str(p) for p in t.problems] == [
        f"{FILE}:1: the top level must be a mapping (format: ..., language: ..., faction: ..., "
        "cards: ...), got a list"]


def test_a_translation_with_no_faction_file_beside_it_is_an_error(cards):
    (cards / "1e" / "i18n" / "it" / "nobody.yaml").write_text(GOOD, encoding="utf-8")
    t = load_translations(cards, "it")
    assert [str(p) for p in t.problems] == [
        "1e/i18n/it/nobody.yaml:1: no faction file ../../nobody.yaml to translate (a translation "
        "has the name of the faction file it translates)"]


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("    name: Principe Elien\n", "    name: [Principe]\n",
         "8: cards.prince-elien.name: expected the text of 'Prince Elien', got a list"),
        ("  archer:\n    name: Arciere\n", "  archer: Arciere\n    name: Arciere\n", None),
        ("        text: Due Ferite a distanza.", "        text: Due Ferite a {range}.",
         "12: cards.prince-elien.abilities.Fire Blast.text: placeholders {range} differ from the "
         "English none"),
    ],
    ids=["name not text", "card not a mapping", "placeholders"],
)
def test_a_wrong_value_is_an_error_and_the_other_cards_load(cards, old, new, problem):
    text = GOOD.replace(old, new, 1)
    if problem is None:  # a card that is a plain text instead of a mapping
        text = GOOD.replace("  archer:\n    name: Arciere\n    text: Testo stampato dell'Arciere.\n"
                            "    abilities:\n      Far Shot:\n        title: Tiro Lungo\n"
                            "        text: Tira lontano.\n    prompts:\n"
                            "      (The second Far Shot.): (Il secondo Tiro Lungo.)\n"
                            "      Shoot once: Tira una volta\n", "  archer: Arciere\n")
        problem = ("15: cards.archer: expected a mapping of name, text, abilities, prompts, "
                   "got text 'Arciere'")
    _write(cards, text)
    t = load_translations(cards, "it")
    assert [str(p) for p in t.problems] == [f"{FILE}:{problem}"]
    assert t.card_name(BURN) == "Bruciatura"


@pytest.fixture
def real(tmp_path, monkeypatch) -> Path:
    """A cards folder with the shipped 1E Phoenix Elves, its rules and its Italian translation."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "1e" / "i18n" / "it").mkdir(parents=True)
    for name in ("rules.yaml", "phoenix-elves.yaml", "i18n/it/phoenix-elves.yaml"):
        shutil.copy(paths.cards_dir() / "1e" / name, tmp_path / "1e" / name)
    (tmp_path / "i18n" / "it").mkdir(parents=True)
    (tmp_path / "i18n" / "it" / "glossary.yaml").write_text("- {en: a, it: b, where: c}\n")
    return tmp_path


def test_the_card_loader_does_not_read_translations_as_factions(real):
    content = load_sources([Source("extra", (real,))])
    assert content.problems == []
    assert sorted(f.path for f in content.files) == ["1e/phoenix-elves.yaml", "1e/rules.yaml"]
    assert set(content.factions) == {"phoenix-elves-1e"}


def test_the_glossary_is_not_a_translation_file(cards):
    (cards / "i18n" / "it").mkdir(parents=True)
    (cards / "i18n" / "it" / "glossary.yaml").write_text("- {en: a, it: b, where: c}\n")
    _write(cards, GOOD)
    assert translation_files(cards) == [cards / FILE]


def test_validate_prints_translation_warnings_with_their_line_and_passes(cards, capsys):
    _write(cards, GOOD.replace("  burn:\n    name: Bruciatura\n", ""))
    assert main_validate([str(cards / "1e" / "i18n")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{FILE}:6: cards.burn: card 'Burn' has no translation (English is shown) (warning)",
        f"{FILE}: it for test-elves-1e (2 cards)",  # where it applies (issue 43)
        "ok: 1 translation file",
    ]


def test_validate_fails_on_a_translation_error_and_names_its_line(cards, capsys):
    _write(cards, GOOD.replace("language: it", "language: fr"))
    assert main_validate([str(cards / "1e")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"{FILE}:2: language: expected 'it' (the folder this file is in), got 'fr'" in out


def test_validate_of_a_card_folder_counts_its_translations(real, capsys):
    assert main_validate([str(real)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "ok: 2 files, 1 faction, 13 cards, 1 deck, 1 translation file, 1 glossary"
    # no warning: the one line of its translation says where it applies (issue 43)
    assert [line for line in out if "i18n" in line] == ["1e/i18n/it/phoenix-elves.yaml: it for phoenix-elves-1e (13 cards)"]


def test_validate_of_a_card_folder_with_no_translation_says_nothing_of_them(real, capsys):
    shutil.rmtree(real / "1e" / "i18n")
    shutil.rmtree(real / "i18n")
    assert main_validate([str(real)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "ok: 2 files, 1 faction, 13 cards, 1 deck"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("en: a\n", "1: a glossary is a list of {en, it, where} entries, got a mapping"),
        ("- {en: a, it: b, where: c}\n- {en: a, it: b}\n",
         "2: [1]: expected a mapping of en, it, where, got a mapping"),
        ("- {en: a, it: b, where: c}\n- {en: a, it: [b], where: c}\n", "2: [1].it: expected text, got a list"),
    ],
    ids=["not a list", "no where", "term not text"],
)
def test_a_broken_glossary_fails_validate_at_its_line(real, capsys, text, problem):
    (real / "i18n" / "it" / "glossary.yaml").write_text(text)
    assert main_validate([str(real / "i18n")]) == 1
    assert capsys.readouterr().out.splitlines() == [f"i18n/it/glossary.yaml:{problem}"]


def test_a_good_glossary_passes_validate(real, capsys):
    assert main_validate([str(real / "i18n" / "it" / "glossary.yaml")]) == 0
    assert capsys.readouterr().out == "ok: 1 glossary\n"


# --- the shipped translations ---------------------------------------------------------------------

SHIPPED = paths.cards_dir()
SHIPPED_FILES = translation_files(SHIPPED)
@pytest.mark.parametrize("path", SHIPPED_FILES, ids=lambda p: "/".join(p.parts[-4:]))
def test_a_shipped_translation_has_no_problem_or_warning(path):
    """Every string of its faction translated, every key known: `validate` says nothing."""
    t = load_translations(path, path.parent.name)
    assert (t.problems, t.warnings) == ([], [])
    english = english_faction(path.parent.parent.parent / path.name)
    assert english is not None and set(yaml.safe_load(path.read_text())["cards"]) == set(english.cards)


def test_every_shipped_faction_file_has_an_italian_translation():
    """Issue 22: "Translate all shipped factions of both editions"."""
    missing = {p.relative_to(SHIPPED).as_posix() for p in faction_files_without_translation(SHIPPED, "it")}
    assert not missing, f"faction files with no Italian translation in <edition>/i18n/it/: {sorted(missing)}"


def test_the_shipped_translations_are_read_once_per_language():
    it = shipped_translations("it")
    assert shipped_translations("it") is it and it.language == "it"
    assert shipped_translations("fr") is not it and shipped_translations("fr").files == []
    elien = CardDef(id="phoenix-elves-1e/prince-elien", name="Prince Elien",
                    faction="phoenix-elves-1e", types=frozenset({"unit"}))
    assert it.card_name(elien) == "Principe Elien"
    assert it.faction_name("phoenix-elves-1e") == "Elfi della Fenice"


def test_the_shipped_1e_translations_are_all_there():
    """The 1st edition is translated in full: one Italian file per faction file."""
    assert len([p for p in SHIPPED_FILES if p.parts[-4] == "1e"]) == 13


def test_the_italian_glossary_gives_each_term_its_source():
    """Each term says where the Italian rulebook prints it (a line) or that it is our choice."""
    report = Report("glossary")
    entries = read_glossary(SHIPPED / "i18n" / "it" / "glossary.yaml", report)
    assert report.problems == [] and len(entries) > 50
    assert all("our choice" in where or "line " in where for _en, _it, where in entries)
    assert {(en, it) for en, it, _ in entries} >= {
        ("Summoner", "Summoner"), ("wound", "Ferita"), ("Move phase", "Fase 4: Movimento"),
        ("Build Magic phase", "Fase 6: Incremento Magico"), ("relentless", "Spietato")}
