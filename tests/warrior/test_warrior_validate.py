"""`summoner-wars validate` checks Warrior's deck file: `validate cards/warrior/`, the file
itself, `validate` with no path, and a broken copy with `file:line: field: what is wrong`."""

from __future__ import annotations

import shutil

from game.__main__ import main
from game.paths import cards_dir

DECK = cards_dir() / "warrior" / "deck.yaml"


def test_the_shipped_deck_validates(capsys):
    assert main(["validate", str(cards_dir() / "warrior")]) == 0
    out = capsys.readouterr().out
    assert out.strip() == f"{DECK}: ok: Warrior's deck, 72 cards"
    assert "missing required field" not in out  # not read as a Summoner Wars faction file


def test_validate_with_no_path_checks_both_games(capsys):
    assert main(["validate"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-2].startswith("ok: ") and "factions" in lines[-2]
    assert lines[-1].endswith("deck.yaml: ok: Warrior's deck, 72 cards")


def test_a_broken_copy_says_file_line_field_and_the_rest_still_loads(tmp_path, capsys):
    folder = tmp_path / "warrior"
    folder.mkdir()
    broken = folder / "deck.yaml"
    lines = DECK.read_text(encoding="utf-8").splitlines()
    kind_at = next(i for i, line in enumerate(lines) if "kind: ordinary" in line)
    lines[kind_at] = lines[kind_at].replace("ordinary", "ordinery")
    lines.append("    colour: red")  # an unknown field on the last card
    broken.write_text("\n".join(lines) + "\n", encoding="utf-8")
    good_sw = tmp_path / "good"
    shutil.copytree(cards_dir() / "2e", good_sw, ignore=shutil.ignore_patterns("i18n"))
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0] == (f"{broken}:{kind_at + 1}: cards[0].kind: 'ordinery' is not a kind of card; the "
                      "kinds are ordinary, reinforcement, protection, assassin, extra_skill (did you "
                      "mean 'ordinary'?)")
    assert out[1].startswith(f"{broken}:{len(lines)}: cards[") and ".colour: unknown field" in out[1]
    assert len(out) == 2
    # a broken Warrior deck beside good Summoner Wars files: those are still checked, and pass
    assert main(["validate", str(folder), str(good_sw)]) == 1
    out = capsys.readouterr().out
    assert "ok: " in out and "factions" in out and "ordinery" in out


def test_the_deck_file_named_alone_is_warriors(tmp_path, capsys):
    copy = tmp_path / "deck.yaml"
    copy.write_text(DECK.read_text(encoding="utf-8").replace("count: 9", "count: 8", 1), encoding="utf-8")
    assert main(["validate", str(copy)]) == 1
    assert "the deck holds 71 cards; Warrior's deck is 72" in capsys.readouterr().out
