"""`simulate --save-dir`: a folder that cannot be used is said in one line before any game is
played, and a game that cannot be saved during the run stops it with the report of the games
that finished (exit status 1), never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.__main__ import main
from game.persist import saves


@pytest.mark.parametrize("mode", [[], ["--players", "4"], ["--p1", "fallen-kingdom", "--vs-all"]])
def test_a_file_in_the_way_of_the_save_folder_is_said_in_one_line(
        mode: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "taken").write_text("not a folder")
    assert main(["simulate", "--games", "1", *mode, "--save-dir", str(tmp_path / "taken" / "games")]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == f"simulate: --save-dir {tmp_path / 'taken' / 'games'}: a file is in the way of that folder"
    assert captured.out == ""


def test_a_save_folder_that_can_be_made_is_made_and_filled(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "new" / "games"
    assert main(["simulate", "--games", "2", "--seed", "3", "--save-dir", str(folder)]) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["game-3-0001.json", "game-3-0002.json"]
    assert "Stopped" not in capsys.readouterr().err


def test_a_game_that_cannot_be_saved_stops_the_run_with_its_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = saves.save_game
    calls = []

    def disk_fills_up(game, path):  # the third save finds the disk full
        calls.append(path)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real(game, path)

    monkeypatch.setattr(saves, "save_game", disk_fills_up)
    assert main(["simulate", "--games", "6", "--seed", "3", "--json", "--save-dir", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert lines == [f"simulate: cannot save {tmp_path / 'game-3-0003.json'} (No space left on device)",
                     "Stopped: the report covers the 3 games finished out of 6."]
    summary = json.loads(captured.out)
    assert summary["games"] == 3 and summary["stopped"] is True
    assert len(calls) == 3  # no game was played and saved after the failure
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-3-0001.json", "game-3-0002.json"]
