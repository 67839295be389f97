"""Every game has its own autosave (issue 15, "Saves that never collide"): two games of the same
setup (a rematch with the same seed, `play --seed 5` twice) never share a file; a game goes on
in the autosave it was continued from; a game loaded from a named save never writes over the
autosave of the same game further along. And a killed writer's temporary files are swept at
the next start, never a live one's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from persist_support import random_game

from game.core.game import Game
from game.persist import atomic
from game.persist.store import SaveStore
from game.persist.undo import undo

ROOT = Path(__file__).resolve().parents[2]


def _same_setup_again(g: Game) -> Game:
    """A new game of exactly the same setup (decks, names, seed): what a rematch with the same
    seed, or starting the same seeded game again, makes."""
    from dataclasses import replace

    return Game.new(replace(g.setup))


def test_two_games_of_the_same_setup_get_two_autosaves(tmp_path):
    store = SaveStore(tmp_path)
    first = random_game(1, max_commands=12)
    p1 = store.autosave(first)
    kept = p1.read_bytes()
    again = _same_setup_again(first)
    p2 = store.autosave(again)
    assert p2 != p1 and p1.read_bytes() == kept  # the first game's save is untouched
    assert store.info(p1).game_id == store.info(p2).game_id  # same setup, two games
    assert store.load(p2).hash() == again.hash() and store.load(p1).hash() == first.hash()


def test_one_game_keeps_one_autosave_through_its_commands_and_undo(tmp_path):
    store = SaveStore(tmp_path)
    g = random_game(1, max_commands=12)
    path = store.autosave(g)
    back = undo(g)  # a new Game object, the same game
    assert store.autosave(back) == path
    assert sorted(store.autosave_dir.glob("*.json")) == [path]
    assert store.load(path).hash() == back.hash()


def test_a_game_continued_from_its_autosave_goes_on_in_that_file(tmp_path):
    store = SaveStore(tmp_path)
    g = random_game(1, max_commands=12)
    path = store.autosave(g)
    later = SaveStore(tmp_path)  # the next time the window opens
    loaded = later.load(path)
    later.continue_in(loaded, path)
    assert later.autosave(loaded) == path
    assert sorted(later.autosave_dir.glob("*.json")) == [path]


def test_a_game_loaded_from_a_named_save_never_writes_over_that_save_or_the_autosave(tmp_path):
    store = SaveStore(tmp_path)
    early = random_game(1, max_commands=6)
    named = store.save_as(early, "Before the big attack")
    late = random_game(1, max_commands=20)  # the same game, played further
    store.continue_in(late, store.autosave(early))
    auto = store.autosave(late)
    files = {p: p.read_bytes() for p in (named, auto)}
    later = SaveStore(tmp_path)
    loaded = later.load(named)
    later.continue_in(loaded, named)  # a named save is never an autosave to go on in
    fresh = later.autosave(loaded)
    assert fresh not in files and fresh.parent == later.autosave_dir
    assert {p: p.read_bytes() for p in files} == files


LIVE_WRITER = textwrap.dedent("""
    import os, sys, tempfile
    sys.path[:0] = [{root!r}]
    from game.persist.atomic import TEMP_SUFFIX, temp_prefix
    from pathlib import Path
    fd, name = tempfile.mkstemp(prefix=temp_prefix(Path({target!r})), suffix=TEMP_SUFFIX, dir={folder!r})
    os.write(fd, b"half a save")
    print(name, flush=True)
    sys.stdin.readline()
""")


def _writer(tmp_path: Path) -> tuple[subprocess.Popen, Path]:
    script = LIVE_WRITER.format(root=str(ROOT), target=str(tmp_path / "a.json"), folder=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    return proc, Path(proc.stdout.readline().strip())


def test_a_killed_writers_temporary_file_is_swept_at_once(tmp_path):
    proc, temp = _writer(tmp_path)
    assert temp.exists() and atomic.writer_pid(temp) == proc.pid
    if os.name == "nt":
        proc.kill()
    else:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    proc.stdin.close()
    proc.stdout.close()
    assert atomic.clean_stale_temps(tmp_path) == [temp]  # fresh, but its writer is gone
    assert not temp.exists()


def test_a_live_writers_temporary_file_is_left_alone_however_old(tmp_path):
    proc, temp = _writer(tmp_path)
    try:
        old = time.time() - 600
        os.utime(temp, (old, old))  # ten minutes into a slow write: still its writer's
        assert atomic.clean_stale_temps(tmp_path) == []
        assert temp.exists()
    finally:
        proc.stdin.write("\n")
        proc.stdin.close()
        proc.wait(timeout=60)
        proc.stdout.close()


def test_this_processs_own_temporary_files_are_never_swept(tmp_path):
    temp = tmp_path / f"{atomic.temp_prefix(tmp_path / 'a.json')}abc{atomic.TEMP_SUFFIX}"
    temp.write_bytes(b"in progress")
    assert atomic.writer_pid(temp) == os.getpid()
    assert atomic.clean_stale_temps(tmp_path) == [] and temp.exists()


def test_the_writer_is_read_from_the_name_only_where_the_name_says_it():
    assert atomic.writer_pid(Path(".my.save.json.4242-k3j_x9a1.tmp")) == 4242
    assert atomic.writer_pid(Path(".a.json.x1.tmp")) is None  # made before names carried it
    assert atomic.writer_pid(Path(".a.json.12.tmp")) is None
