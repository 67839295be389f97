"""Atomic writes: a crash while saving never leaves a partial file under the save's name, and
the previous save still loads."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from persist_support import random_game

from game.persist import atomic
from game.persist.saves import load_game, save_game

ROOT = Path(__file__).resolve().parents[2]


def temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if atomic.is_temp(p)]


@pytest.fixture
def old_and_new():
    return random_game(1, max_commands=40), random_game(1)


def test_crash_at_the_rename_keeps_the_previous_save(tmp_path, monkeypatch, old_and_new):
    old, new = old_and_new
    path = save_game(old, tmp_path / "g.json")
    before = path.read_bytes()

    def crash(*a, **k):
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power cut"):
        save_game(new, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert load_game(path).hash() == old.hash()
    assert temps(tmp_path) == []


def test_crash_while_writing_keeps_the_previous_save(tmp_path, monkeypatch, old_and_new):
    old, new = old_and_new
    path = save_game(old, tmp_path / "g.json")
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class HalfWriter:
        """Writes half the bytes, then the disk 'fails'."""

        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, data):
            self.f.write(data[: len(data) // 2])
            self.f.flush()
            raise OSError("disk full")

    monkeypatch.setattr(os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    with pytest.raises(OSError, match="disk full"):
        save_game(new, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert load_game(path).hash() == old.hash()
    assert temps(tmp_path) == []


def test_crash_at_fsync_keeps_the_previous_save(tmp_path, monkeypatch, old_and_new):
    old, new = old_and_new
    path = save_game(old, tmp_path / "g.json")

    def crash(fd):
        raise OSError("I/O error")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        save_game(new, path)
    monkeypatch.undo()
    assert load_game(path).hash() == old.hash()
    assert temps(tmp_path) == []


def test_save_keeps_the_file_permissions(tmp_path, old_and_new):
    if os.name == "nt":
        pytest.skip("POSIX permissions")
    path = save_game(old_and_new[0], tmp_path / "g.json")
    assert path.stat().st_mode & 0o777 == 0o644
    path.chmod(0o600)
    save_game(old_and_new[1], path)
    assert path.stat().st_mode & 0o777 == 0o600


WRITER = textwrap.dedent("""
    import sys
    sys.path[:0] = [{root!r}, {tests!r}, {persist!r}]
    from persist_support import random_game
    from game.persist.saves import save_game
    games = [random_game(s) for s in (4, 11)]
    print("ready", flush=True)
    i = 0
    while True:
        save_game(games[i % 2], {path!r})
        i += 1
""")


def test_killed_while_saving_in_a_loop_leaves_a_loadable_save(tmp_path, old_and_new):
    path = tmp_path / "g.json"
    expected = {random_game(4).hash(), random_game(11).hash()}
    script = WRITER.format(root=str(ROOT), tests=str(ROOT / "tests"), persist=str(ROOT / "tests" / "persist"),
                           path=str(path))
    for delay in (0.05, 0.13, 0.31, 0.2, 0.07):
        proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        try:
            assert proc.stdout.readline().strip() == "ready"
            while not path.exists():
                time.sleep(0.005)
            time.sleep(delay)
        finally:
            if os.name == "nt":
                proc.kill()
            else:
                proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            proc.stdout.close()
        assert load_game(path).hash() in expected
    # a crash may leave a temporary file; its writer is dead, so the next sweep takes it at once
    left = temps(tmp_path)
    assert sorted(atomic.clean_stale_temps(tmp_path)) == sorted(left)
    assert temps(tmp_path) == []
