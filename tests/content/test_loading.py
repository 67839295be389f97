"""Loading many files: a broken file is skipped, others load; tiers override; never raises."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from content_support import BROKEN, GOOD
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import paths
from game.content import load_content
from game.content.cli import main_validate
from game.content.loader import read_file
from game.core.ability_registry import known_abilities

GOOD_TEXT = (GOOD / "frostbite-clan.yaml").read_text(encoding="utf-8")


def test_broken_file_is_skipped_and_others_load(tmp_path):
    shutil.copytree(GOOD, tmp_path / "cards")
    shutil.copy(BROKEN / "negative-cost.yaml", tmp_path / "cards" / "zz-broken.yaml")
    shutil.copy(BROKEN / "duplicate-key.yaml", tmp_path / "cards" / "aa-broken.yaml")
    c = load_content([tmp_path / "cards"], include_shipped=False, include_user=False)
    assert not c.ok
    assert {p.path.rsplit("/", 1)[-1] for p in c.problems} == {"zz-broken.yaml", "aa-broken.yaml"}
    assert "frostbite-clan/frost-warden" in c.library.cards
    assert "frostbite-clan" in c.library.decks
    # duplicate-key.yaml's card was fine apart from the repeated key; the file is still skipped.
    assert "broken/frost-mage" not in c.library.cards


def test_a_deck_using_a_card_from_a_broken_file_says_why(tmp_path):
    shutil.copy(GOOD / "frostbite-clan.yaml", tmp_path / "frostbite-clan.yaml")
    bad = (GOOD / "wandering-blades.yaml").read_text().replace("life: 3", "life: three")
    (tmp_path / "wandering-blades.yaml").write_text(bad)
    c = load_content([tmp_path], include_shipped=False, include_user=False)
    msgs = [str(p) for p in c.problems]
    assert any("cards[0].life: expected a whole number, got text 'three'" in m for m in msgs)
    assert any(
        "deck.cards.wandering-blades/sellsword: card 'wandering-blades/sellsword' is defined in "
        in m
        and "wandering-blades.yaml, which has errors" in m
        for m in msgs
    )
    # The faction whose deck failed is skipped as a whole.
    assert c.library.cards == {} and c.library.decks == {}


def test_duplicate_card_across_files_of_one_tier(tmp_path):
    shutil.copytree(GOOD, tmp_path / "cards")
    (tmp_path / "cards" / "zz-copy.yaml").write_text(
        (GOOD / "wandering-blades.yaml").read_text(encoding="utf-8")
    )
    c = load_content([tmp_path / "cards"], include_shipped=False, include_user=False)
    (p,) = c.problems
    assert p.path.endswith("zz-copy.yaml") and p.line == 10 and p.field == "cards"
    assert "card 'wandering-blades/sellsword' is already defined at " in p.message
    assert p.message.endswith(
        "wandering-blades.yaml:10; that definition is kept and this file is skipped"
    )
    assert "frostbite-clan" in c.library.decks  # the first definition still serves the deck


def test_a_broken_backup_copy_that_sorts_first_is_skipped_alone(tmp_path):
    """Issue 17: a half-edited backup copy of a faction file, sorting before the good file,
    used to claim the card ids first and make the good file a duplicate: the whole faction
    was lost. Now the broken copy is skipped alone and the good file loads."""
    shutil.copytree(GOOD, tmp_path / "cards")
    backup = GOOD_TEXT.replace("life: 6", "life: six", 1)
    assert backup != GOOD_TEXT
    (tmp_path / "cards" / "aa-backup-of-frostbite-clan.yaml").write_text(backup)
    c = load_content([tmp_path / "cards"], include_shipped=False, include_user=False)
    assert {p.path.rsplit("/", 1)[-1] for p in c.problems} == {"aa-backup-of-frostbite-clan.yaml"}
    assert all("already defined" not in p.message for p in c.problems)
    assert "frostbite-clan" in c.library.decks
    assert "frostbite-clan/frost-warden" in c.library.cards
    assert c.library.cards["frostbite-clan/frost-warden"].source.split(":")[0].endswith(
        "cards/frostbite-clan.yaml"
    )


def _user_cards() -> Path:
    d = paths.user_cards_dir()
    d.mkdir(parents=True, exist_ok=True)
    return d


def test_user_card_overrides_shipped_card(tmp_path, monkeypatch):
    shipped = tmp_path / "shipped"
    shutil.copytree(GOOD, shipped / "test")
    monkeypatch.setattr(paths, "cards_dir", lambda: shipped)
    user = _user_cards()
    (user / "wandering-blades.yaml").write_text(
        (GOOD / "wandering-blades.yaml").read_text().replace("strength: 2", "strength: 4")
    )
    c = load_content()
    assert c.problems == []
    assert c.library.cards["wandering-blades/sellsword"].strength == 4
    assert c.library.cards["wandering-blades/sellsword"].source.startswith(str(user))
    (note,) = c.notes
    assert note.endswith(
        "wandering-blades.yaml:10: card wandering-blades/sellsword overrides the shipped card"
    )
    assert note.startswith(str(user))
    # without the user folder, the shipped card
    c = load_content(include_user=False)
    assert c.library.cards["wandering-blades/sellsword"].strength == 2


def test_validate_lists_every_override_of_a_shipped_card(tmp_path, monkeypatch, capsys):
    """Issue 17: the "overrides the shipped card" note was never shown anywhere."""
    shipped = tmp_path / "shipped"
    shutil.copytree(GOOD, shipped / "test")
    monkeypatch.setattr(paths, "cards_dir", lambda: shipped)
    mine = tmp_path / "mine"
    mine.mkdir()
    text = (GOOD / "wandering-blades.yaml").read_text()
    (mine / "blades.yaml").write_text(text.replace("strength: 2", "strength: 4"))
    monkeypatch.chdir(tmp_path)
    assert main_validate(["mine"]) == 0
    out = capsys.readouterr().out.splitlines()
    overrides = [line for line in out if "overrides" in line]
    assert overrides == [
        f"mine/blades.yaml:{line}: card wandering-blades/{card} overrides the shipped card"
        for line, card in _card_lines(text)
    ]
    assert len(overrides) == 1
    assert out[-1].startswith("ok: 1 file")


def _card_lines(text: str) -> list[tuple[int, str]]:
    return [
        (i, ln.split("id:", 1)[1].strip())
        for i, ln in enumerate(text.splitlines(), 1)
        if ln.startswith("  - id:")
    ]


def test_user_rules_override_the_shipped_rules():
    shipped = load_content().rulesets["2e"]
    text = (paths.cards_dir() / "2e" / "rules.yaml").read_text(encoding="utf-8")
    (_user_cards() / "my-rules.yaml").write_text(text.replace("hand_size: 5", "hand_size: 6"))
    c = load_content()
    assert c.problems == []
    assert c.rulesets["2e"].hand_size == 6 and shipped.hand_size == 5
    assert any(
        n.endswith("my-rules.yaml:1: rules for edition 2e overrides the shipped rules")
        for n in c.notes
    )


def test_validating_a_shipped_file_by_path_is_not_a_duplicate(capsys):
    assert main_validate([str(paths.cards_dir() / "2e" / "rules.yaml")]) == 0
    assert capsys.readouterr().out == "ok: 1 file, 0 factions, 0 cards, 0 decks\n"


def test_validate_everything_the_game_loads(capsys):
    assert main_validate([]) == 0
    assert capsys.readouterr().out.startswith("ok: ")


def test_missing_path_and_empty_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main_validate(["nowhere"]) == 1
    assert capsys.readouterr().out == "nowhere:1: no such file or folder\n"
    (tmp_path / "empty").mkdir()
    assert main_validate(["empty"]) == 1
    assert capsys.readouterr().out == "empty: no card files (*.yaml) found\n"


def test_schema_folder_and_hidden_files_are_skipped(tmp_path):
    (tmp_path / "schema").mkdir()
    (tmp_path / "schema" / "x.yaml").write_text("not: [valid")
    (tmp_path / ".hidden.yaml").write_text("not: [valid")
    shutil.copy(GOOD / "wandering-blades.yaml", tmp_path)
    c = load_content([tmp_path], include_shipped=False, include_user=False)
    assert c.problems == [] and len(c.files) == 1


# Mangled versions of a good file must give problems, never an exception.
_lines = GOOD_TEXT.splitlines()


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cut=st.lists(st.integers(0, len(_lines) - 1), max_size=6),
    junk=st.text(alphabet="-:[]{}!&*#|>'\"@ \tab1", max_size=12),
    at=st.integers(0, len(_lines) - 1),
)
def test_mangled_files_never_raise(tmp_path, cut, junk, at):
    lines = [ln for i, ln in enumerate(_lines) if i not in set(cut)]
    lines.insert(min(at, len(lines)), junk)
    p = tmp_path / "mangled.yaml"
    p.write_text("\n".join(lines), encoding="utf-8")
    lf = read_file(p, known_abilities())
    for problem in lf.report.problems:
        assert problem.line >= 1
        assert str(problem).startswith(lf.path + ":")


@pytest.mark.parametrize(
    "text",
    [
        b"\xff\xfe\x00garbage",
        b"a: &a [*a]\n",
        b"a: &a [1, 2]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        + b"".join(
            f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n".encode()
            for p, c in zip("bcdefgh", "cdefghi", strict=True)
        ),
        b"[" * 5000 + b"]" * 5000,
        b"--- 1\n--- 2\n",
        b"!!binary aGVsbG8=\n",
        b"? [a, b]\n: c\n",
        b"format: !!set {a, b}\n",
    ],
)
def test_hostile_yaml_gives_problems(tmp_path, text):
    p = tmp_path / "hostile.yaml"
    p.write_bytes(text)
    lf = read_file(p, {})
    assert not lf.ok


def test_a_backup_copy_broken_only_in_its_deck_is_skipped_alone(tmp_path):
    """As above, but the backup's cards are fine and only its deck is wrong, which is found
    after the duplicate check: the good file must still load, with no duplicate problem."""
    shutil.copytree(GOOD, tmp_path / "cards")
    backup = GOOD_TEXT.replace("    snow-scout: 4", "    snow-scot: 4")
    assert backup != GOOD_TEXT
    (tmp_path / "cards" / "aa-backup-of-frostbite-clan.yaml").write_text(backup)
    c = load_content([tmp_path / "cards"], include_shipped=False, include_user=False)
    assert {p.path.rsplit("/", 1)[-1] for p in c.problems} == {"aa-backup-of-frostbite-clan.yaml"}
    assert all("already defined" not in p.message for p in c.problems)
    assert "frostbite-clan" in c.library.decks
    assert c.library.cards["frostbite-clan/frost-warden"].source.split(":")[0].endswith(
        "cards/frostbite-clan.yaml"
    )


def test_a_faction_id_typo_in_an_override_file_makes_no_new_faction(tmp_path):
    """Issue 17: a typo in the faction id of a file changing a shipped card made a new faction."""
    c = load_content([BROKEN / "unknown-faction.yaml"], include_user=False)
    assert [p.field for p in c.problems] == ["faction.id"]
    assert "did you mean 'polar-dwarves'?" in c.problems[0].message
    assert "polar-dwarfs" not in c.factions
    assert not any(cid.startswith("polar-dwarfs/") for cid in c.library.cards)


def test_a_new_faction_with_a_near_id_but_its_own_name_and_cards_is_welcome(tmp_path):
    """Not every near id is a typo: a new cards-only faction that shares neither the name nor a
    card id with the shipped faction it resembles loads as a new faction."""
    text = (BROKEN / "unknown-faction.yaml").read_text()
    text = text.replace("name: Polar Dwarves", "name: Polar Dwarfs").replace(
        "id: svara", "id: nord"
    )
    (tmp_path / "dwarfs.yaml").write_text(text)
    c = load_content([tmp_path / "dwarfs.yaml"], include_user=False)
    assert c.problems == []
    assert "polar-dwarfs" in c.factions and "polar-dwarfs/nord" in c.library.cards
