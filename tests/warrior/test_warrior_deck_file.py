"""The deck file cards/warrior/deck.yaml: the shipped one is the seed's 72 cards, and a
mistake is reported as `file:line: field: what is wrong` while the rest still loads."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.warrior.content import DeckError, deck_file, load_deck, read_deck
from game.warrior.core.cards import ASSASSIN, EXTRA_SKILL, ORDINARY, PROTECTION, REINFORCEMENT

GOOD = deck_file().read_text(encoding="utf-8")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_shipped_deck_is_the_seeds_72_cards():
    """"Deck of 72 Warrior Cards"; "4 Reinforcement Cards (values 3, 4, 5, and 6)", "2 Protection
    Cards", "only 1 Assassin Card (value 0)", "2 Extra Skill Cards (values 1 and 2)"."""
    cards = read_deck()
    assert len(cards) == 72
    kinds = Counter((c.kind, c.value) for c in cards)
    assert {v for (k, v) in kinds if k == REINFORCEMENT} == {3, 4, 5, 6}
    assert kinds[(PROTECTION, None)] == 2 and kinds[(ASSASSIN, 0)] == 1
    assert {v for (k, v) in kinds if k == EXTRA_SKILL} == {1, 2}
    assert sum(n for (k, _), n in kinds.items() if k == ORDINARY) == 63


def test_a_bad_field_names_file_line_and_field_and_the_rest_still_loads(tmp_path):
    lines = GOOD.splitlines()
    at = lines.index("  - id: three")
    lines[at + 3] = "    value: three"
    path = write(tmp_path, "\n".join(lines) + "\n")
    loaded = load_deck(path)
    assert [str(p) for p in loaded.problems] == [
        f"{path}:{at + 4}: cards[3].value: must be a whole number from 0 to 99"]
    assert len(loaded.cards) == 72 - 9
    assert not any(c.id == "three" for c in loaded.cards)
    with pytest.raises(DeckError, match="cards\\[3\\].value"):
        read_deck(path)


def test_an_unknown_field_or_kind_suggests_the_name_meant(tmp_path):
    text = GOOD.replace("    count: 9\n", "    cuont: 9\n", 1).replace("kind: assassin", "kind: asassin")
    problems = [str(p) for p in load_deck(write(tmp_path, text)).problems]
    assert any("cards[0].cuont: unknown field (did you mean 'count'?)" in p for p in problems)
    assert any("cards[0].count: missing" in p for p in problems)
    assert any("kind: 'asassin' is not a kind of card" in p and "did you mean 'assassin'" in p
               for p in problems)


def test_a_deck_that_is_not_72_cards_is_refused(tmp_path):
    path = write(tmp_path, GOOD.replace("    count: 9\n", "    count: 8\n", 1))
    problems = [str(p) for p in load_deck(path).problems]
    assert problems == [f"{path}:13: cards: the deck holds 71 cards; Warrior's deck is 72"]


def test_protection_has_no_number_and_every_other_card_has_one(tmp_path):
    text = GOOD.replace("    kind: protection\n", "    kind: protection\n    value: 0\n")
    text = text.replace("    kind: assassin\n    value: 0\n", "    kind: assassin\n")
    problems = [str(p) for p in load_deck(write(tmp_path, text)).problems]
    assert any(".value: Protection has no number" in p for p in problems)
    assert any(".value: missing: every card but Protection has a number" in p for p in problems)


def test_two_cards_with_one_id_are_refused(tmp_path):
    text = GOOD.replace("  - id: one\n", "  - id: zero\n")
    problems = [str(p) for p in load_deck(write(tmp_path, text)).problems]
    assert len(problems) == 1 and "cards[1].id: 'zero' is already the id of the card on line 14" in problems[0]


def test_a_python_tag_is_refused_never_run(tmp_path):
    text = GOOD.replace('name: "0"', "name: !!python/object/apply:os.system ['echo hi']")
    problems = [str(p) for p in load_deck(write(tmp_path, text)).problems]
    assert len(problems) == 1 and ":15: tag tag:yaml.org,2002:python/object/apply:os.system is not allowed" in problems[0]


def test_a_yaml_syntax_error_gives_its_line(tmp_path):
    text = GOOD.replace("    count: 9\n", "    count: [9\n", 1)
    problems = load_deck(write(tmp_path, text)).problems
    assert len(problems) == 1 and "YAML syntax error" in problems[0].message and problems[0].line > 13


def test_summoner_wars_card_loader_leaves_warriors_folder_alone():
    """Both games' files live under cards/; Summoner Wars' loader reads only its own."""
    from game.content.loader import find_files

    found = find_files(deck_file().parents[1])
    assert found and deck_file() not in found


def test_a_missing_file_or_a_file_without_cards_is_a_problem_not_a_crash(tmp_path):
    assert "cannot read the deck file" in str(load_deck(tmp_path / "none.yaml").problems[0])
    assert "under 'cards:'" in str(load_deck(write(tmp_path, "deck: []\n")).problems[0])
