"""The editor schema outside the source tree: `summoner-wars schema --out DIR` writes it, the
game keeps an up-to-date copy in the player's card folder (written at start-up when missing or
stale, atomically), and the modeline the modder's guide gives resolves to it, from source and
in the packaged game."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path, PurePosixPath

import pytest

from game import __main__ as cli
from game import paths, startup
from game.content.schema_gen import faction_schema, rules_schema, schema_texts

GUIDE = paths.cards_dir() / "README.md"
MODELINE = re.compile(r"^\s*# yaml-language-server: \$schema=(\S+)$", re.M)


def _guide_modelines() -> list[str]:
    return MODELINE.findall(GUIDE.read_text(encoding="utf-8"))


def _user_copy() -> dict[str, str]:
    folder = paths.user_cards_dir() / "schema"
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.json"))}


def test_schema_command_writes_both_files(tmp_path, capsys):
    out = tmp_path / "editor"
    assert cli.main(["schema", "--out", str(out)]) == 0
    texts = schema_texts()
    assert {p.name: p.read_text(encoding="utf-8") for p in out.iterdir()} == texts
    assert capsys.readouterr().out.splitlines() == [str(out / name) for name in texts]


def test_schema_command_says_why_it_cannot_write(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert cli.main(["schema", "--out", str(blocker / "editor")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"schema: could not write to {blocker / 'editor'}: ")
    assert "Traceback" not in err


def test_start_up_writes_a_missing_copy_into_the_card_folder():
    assert _user_copy() == {}
    written = startup.refresh_user_schemas()
    assert _user_copy() == schema_texts()
    assert sorted(p.name for p in written) == sorted(schema_texts())


def test_start_up_rewrites_a_stale_copy_and_leaves_a_current_one():
    startup.refresh_user_schemas()
    folder = paths.user_cards_dir() / "schema"
    stale = folder / "faction.schema.json"
    stale.write_text('{"title": "an older game\'s schema"}\n', encoding="utf-8")
    assert startup.refresh_user_schemas() == [stale]
    assert _user_copy() == schema_texts()
    assert startup.refresh_user_schemas() == []


def test_start_up_writes_atomically_and_never_stops_the_game(monkeypatch, caplog):
    """A write that fails half way leaves the old copy whole, no temporary file behind, and
    only a line in the log."""
    folder = paths.user_cards_dir() / "schema"
    folder.mkdir(parents=True)
    old = '{"title": "an older game\'s schema"}\n'
    (folder / "faction.schema.json").write_text(old, encoding="utf-8")

    def disk_full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("game.persist.atomic._replace", disk_full)
    assert startup.refresh_user_schemas() == []
    assert (folder / "faction.schema.json").read_text(encoding="utf-8") == old
    assert not (folder / "rules.schema.json").exists()
    assert sorted(os.listdir(folder)) == ["faction.schema.json"]
    assert "could not write the editor schema" in caplog.text


def test_the_window_start_writes_the_copy():
    """What `summoner-wars` does before the first scene opens."""
    try:
        assert cli._windowed(lambda: 0) == 0
    finally:
        startup.release_user_folders()
    assert _user_copy() == schema_texts()


@pytest.mark.parametrize("packaged", [False, True], ids=["from source", "packaged"])
def test_the_guide_s_modeline_resolves_in_the_card_folder(packaged, tmp_path, monkeypatch):
    """The walk-through's file sits at the top of the card folder; its modeline, resolved as
    the editor does (relative to the file), names the game's current schema. In the packaged
    game the shipped data is somewhere else entirely (PyInstaller's bundle folder), which must
    not matter."""
    if packaged:
        bundle = tmp_path / "bundle"
        bundle.mkdir()
        monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
        assert paths.cards_dir() == bundle / "cards"
    lines = _guide_modelines()
    startup.refresh_user_schemas()
    my_file = paths.user_cards_dir() / "my-dwarves.yaml"
    for line in lines:
        target = Path(os.path.normpath(my_file.parent / PurePosixPath(line)))
        assert target.is_file(), f"{line} does not resolve from {my_file}"
        want = faction_schema() if "faction" in target.name else rules_schema()
        assert json.loads(target.read_text(encoding="utf-8")) == want
    assert "schema/faction.schema.json" in lines


def test_the_guide_s_sub_folder_modeline_resolves(tmp_path):
    """The guide's path for a file one folder down, as the shipped files in cards/2e use."""
    text = GUIDE.read_text(encoding="utf-8")
    assert "`$schema=../schema/faction.schema.json`" in text
    startup.refresh_user_schemas()
    my_file = paths.user_cards_dir() / "my-mod" / "elves.yaml"
    target = Path(os.path.normpath(my_file.parent / "../schema/faction.schema.json"))
    assert json.loads(target.read_text(encoding="utf-8")) == faction_schema()
    for shipped in sorted((paths.cards_dir() / "2e").glob("*.yaml")):
        for line in MODELINE.findall(shipped.read_text(encoding="utf-8")):
            assert (shipped.parent / line).is_file(), f"{shipped.name}: {line}"
