"""`summoner-wars simulate --save-dir D` then `summoner-wars replay --verify D/*`: every game
the shipped factions play saves and verifies (run in-process)."""

from __future__ import annotations

import contextlib
import io

from game import catalog
from game.__main__ import main


def run(argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue(), err.getvalue()


def test_simulated_games_save_and_verify(tmp_path):
    try:
        catalog.default_pair()
    except catalog.CatalogError as e:
        raise AssertionError(f"waits on the shipped factions: {e}") from None
    rc, out, err = run(["simulate", "--games", "50", "--seed", "5", "--save-dir", str(tmp_path)])
    assert rc == 0, out + err
    files = sorted(str(p) for p in tmp_path.glob("*.json"))
    assert len(files) == 50
    rc, out, err = run(["replay", "--verify", *files])
    lines = out.splitlines()
    assert len(lines) == 50
    bad = [line for line in lines if ": ok (" not in line]
    assert rc == 0 and not bad, "\n".join(bad) + err
    assert all(line.startswith(f) for line, f in zip(lines, files, strict=True))
    assert "Traceback" not in out + err


def test_replay_window_missing_is_a_clear_message(tmp_path, monkeypatch):
    """Without --verify the viewer opens; if it is not installed, a message and status 1."""
    import sys

    from persist_support import random_game

    from game.persist.saves import save_game

    path = save_game(random_game(1, max_commands=20), tmp_path / "g.json")
    monkeypatch.setitem(sys.modules, "game.ui.replay", None)  # makes the import fail
    rc, out, err = run(["replay", str(path)])
    assert rc == 1
    assert "replay viewer is not available" in err and "--verify" in err
    assert "Traceback" not in out + err


def test_replay_window_gets_the_loaded_save(tmp_path, monkeypatch):
    import sys
    import types

    from persist_support import random_game

    from game.persist.saves import save_game

    g = random_game(2, max_commands=20)
    path = save_game(g, tmp_path / "g.json", name="watch me")
    seen = []
    fake = types.ModuleType("game.ui.replay")
    fake.run_replay_window = lambda loaded: seen.append(loaded) or 0
    monkeypatch.setitem(sys.modules, "game.ui.replay", fake)
    rc, out, err = run(["replay", str(path)])
    assert rc == 0, err
    assert seen[0].game.hash() == g.hash() and seen[0].name == "watch me" and seen[0].path == path


def test_replay_of_several_files_without_verify(tmp_path):
    rc, out, err = run(["replay", str(tmp_path / "a.json"), str(tmp_path / "b.json")])
    assert rc == 2 and "--verify" in err
