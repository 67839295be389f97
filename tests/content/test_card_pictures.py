"""A card's picture (`icon:`), its faction's colour and the "modded" fact, as content reads them.

A picture never decides play, so a picture that cannot be found is a warning, not a problem: the
card loads and shows its class emblem.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from content_support import GOOD

from game import paths
from game.content.cli import main_validate
from game.content.icons import shipped_icon_path, shipped_icons
from game.content.loader import load_content
from game.content.problems import Problem

SELLSWORD_CLASS = "    class: common\n"  # the first card of wandering-blades.yaml, line 12


def _blades_with_icon(folder: Path, icon: str) -> Path:
    """wandering-blades.yaml with `icon:` on its first card (the Sellsword), on line 13."""
    folder.mkdir(parents=True, exist_ok=True)
    text = (GOOD / "wandering-blades.yaml").read_text(encoding="utf-8")
    assert text.count(SELLSWORD_CLASS) >= 1
    path = folder / "wandering-blades.yaml"
    path.write_text(text.replace(SELLSWORD_CLASS, SELLSWORD_CLASS + f"    icon: {icon}\n", 1),
                    encoding="utf-8")
    return path


def _load(path: Path):
    return load_content([path], include_shipped=False, include_user=False)


def test_a_shipped_icon_name_is_the_cards_picture(tmp_path):
    c = _load(_blades_with_icon(tmp_path, "bowman"))
    assert c.problems == [] and c.warnings == []
    assert c.library.cards["wandering-blades/sellsword"].icon == "bowman"
    plain = _load(GOOD / "wandering-blades.yaml")
    assert plain.warnings == [] and plain.library.cards["wandering-blades/sellsword"].icon == ""


def test_an_unknown_icon_is_a_warning_with_a_guess_and_the_card_still_loads(tmp_path):
    path = _blades_with_icon(tmp_path, "bowmn")
    c = _load(path)
    assert c.problems == []
    (w,) = c.warnings
    assert isinstance(w, Problem)
    assert (w.line, w.field) == (13, "cards[0].icon")
    assert w.message.startswith("unknown icon 'bowmn' (did you mean 'bowman'?)")
    assert w.message.endswith("showing the class emblem instead")
    assert str(w) == f"{w.path}:13: cards[0].icon: {w.message}"
    assert c.library.cards["wandering-blades/sellsword"].icon == ""  # the emblem


def test_validate_prints_the_warning_and_still_succeeds(tmp_path, capsys):
    path = _blades_with_icon(tmp_path, "ice-golm")
    assert main_validate([str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(
        ":13: cards[0].icon: unknown icon 'ice-golm' (did you mean 'ice-golem'?): name one of the "
        "pictures in assets/icons/game-icons, or a .png/.svg file; showing the class emblem "
        "instead (warning)"
    )
    assert out[-1].startswith("ok: 1 file")


def test_a_picture_file_next_to_the_card_file(tmp_path):
    (tmp_path / "pictures").mkdir()
    picture = tmp_path / "pictures" / "sellsword.png"
    picture.write_bytes(b"not checked here: the window decides whether it can draw it")
    c = _load(_blades_with_icon(tmp_path, "pictures/sellsword.png"))
    assert c.warnings == []
    assert c.library.cards["wandering-blades/sellsword"].icon == str(picture.resolve())


def test_a_missing_picture_file_is_a_warning(tmp_path):
    c = _load(_blades_with_icon(tmp_path, "pictures/nowhere.svg"))
    assert c.problems == []
    (w,) = c.warnings
    assert (w.line, w.field) == (13, "cards[0].icon")
    assert "no picture file 'pictures/nowhere.svg' next to this card file" in w.message
    assert c.library.cards["wandering-blades/sellsword"].icon == ""


def test_an_icon_that_is_not_text_is_a_warning(tmp_path):
    c = _load(_blades_with_icon(tmp_path, "42"))
    assert c.problems == []
    (w,) = c.warnings
    assert w.message.startswith("expected an icon name like 'bowman' or a .png/.svg file, got the number 42")


def test_every_shipped_card_names_a_shipped_picture():
    c = load_content(include_user=False)
    assert c.problems == [] and c.warnings == []
    assert len(c.library.cards) >= 100
    missing = [cid for cid, card in c.library.cards.items()
               if card.icon not in shipped_icons() or not shipped_icon_path(card.icon).is_file()]
    assert missing == []


def test_only_used_icons_are_shipped_and_each_has_an_author():
    c = load_content(include_user=False)
    used = {card.icon for card in c.library.cards.values()}
    assert shipped_icons() == used  # vendor only what the cards use
    folder = shipped_icon_path("bowman").parent
    assert (folder / "LICENSE.txt").read_text(encoding="utf-8").count("CC BY 3.0") >= 1
    rows = [line.split("\t") for line in (folder / "AUTHORS.txt").read_text(encoding="utf-8").splitlines()
            if not line.startswith("#")]
    assert {r[0] for r in rows} == used
    assert all(r[1] and r[1] != "game-icons.net contributors" for r in rows)


def test_cards_carry_their_faction_colour_from_the_file(tmp_path):
    path = _blades_with_icon(tmp_path, "bowman")
    path.write_text(path.read_text(encoding="utf-8").replace('"#a0522d"', '"#123456"'), encoding="utf-8")
    c = _load(path)
    assert c.library.cards["wandering-blades/sellsword"].colour == (0x12, 0x34, 0x56)
    shipped = load_content(include_user=False).library.cards
    assert shipped["polar-dwarves/frost-mage"].colour == (0x5B, 0x9B, 0xD5)  # "#5b9bd5"


def _user_cards() -> Path:
    d = paths.user_cards_dir()
    d.mkdir(parents=True, exist_ok=True)
    return d


def test_only_the_players_cards_that_change_a_shipped_faction_are_modded(tmp_path, monkeypatch):
    shipped = tmp_path / "shipped"
    shutil.copytree(GOOD, shipped / "test")
    monkeypatch.setattr(paths, "cards_dir", lambda: shipped)
    c = load_content()
    assert not any(card.modded for card in c.library.cards.values())  # no user folder content

    user = _user_cards()
    (user / "wandering-blades.yaml").write_text(
        (GOOD / "wandering-blades.yaml").read_text().replace("strength: 2", "strength: 4")
    )
    text = (GOOD / "wandering-blades.yaml").read_text()
    (user / "my-faction.yaml").write_text(
        text.replace("id: wandering-blades", "id: my-blades").replace("Wandering Blades", "My Blades")
    )
    c = load_content()
    assert c.problems == []
    cards = c.library.cards
    assert cards["wandering-blades/sellsword"].modded  # replaces a shipped card
    assert not cards["frostbite-clan/frost-warden"].modded  # shipped, untouched
    assert not cards["my-blades/sellsword"].modded  # a new faction changes no shipped one
