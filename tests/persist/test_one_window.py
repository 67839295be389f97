"""Two games on one user folder never write over each other's saves: the second window is
refused with a message (issue 15, "Saves that never collide"), and a crashed window does not
leave the folder locked.

The processes here are real: each one starts as the window does (`claim_user_folders`, the
start-up step `summoner-wars` and `summoner-wars play` run before anything is saved), then
autosaves a game through the store, as the window does after every command.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
import pytest

from game.persist.lock import LOCK_FILE, AlreadyOpen, claim_folder
from game.ui.already_open import TITLE, already_open_scenes
from game.ui.app import render_scene_to_png

ROOT = Path(__file__).resolve().parents[2]

GAME_WINDOW = textwrap.dedent("""
    import sys
    sys.path[:0] = [{root!r}]
    from game.persist.lock import AlreadyOpen
    from game.startup import claim_user_folders
    try:
        claim_user_folders()
    except AlreadyOpen as e:
        print("refused " + str(e), flush=True)
        sys.exit(3)
    from game.persist.store import SaveStore
    from game.ui.flow import new_game
    game = new_game(("polar-dwarves", "fallen-kingdom"), seed=5)
    path = SaveStore().autosave(game)
    print("saved " + str(path), flush=True)
    sys.stdin.readline()  # the window stays open until told to close
""")


def _env(data: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["SUMMONER_WARS_DATA_DIR"] = str(data)
    env["SUMMONER_WARS_CONFIG_DIR"] = str(data.parent / "config")
    env["SUMMONER_WARS_LOG_DIR"] = str(data.parent / "log")
    return env


def _open_window(data: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", GAME_WINDOW.format(root=str(ROOT))], env=_env(data),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def _first_line(proc: subprocess.Popen) -> str:
    line = proc.stdout.readline().strip()
    assert line, f"the process said nothing (exit code {proc.poll()})"
    return line


def _close(proc: subprocess.Popen) -> int:
    if proc.poll() is None:
        proc.stdin.write("\n")
        proc.stdin.flush()
    code = proc.wait(timeout=60)
    proc.stdin.close()
    proc.stdout.close()
    return code


def _kill(proc: subprocess.Popen) -> None:
    if os.name == "nt":
        proc.kill()
    else:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    proc.stdin.close()
    proc.stdout.close()


def _autosaves(data: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in sorted((data / "saves" / "autosave").glob("*.json"))}


def test_a_second_game_on_the_same_folder_is_refused_and_touches_no_save(tmp_path):
    data = tmp_path / "data"
    first = _open_window(data)
    try:
        said = _first_line(first)
        assert said.startswith("saved ")
        before = _autosaves(data)
        assert list(before) == [Path(said.removeprefix("saved "))]
        second = _open_window(data)
        refusal = _first_line(second)
        assert _close(second) == 3
        assert refusal.startswith("refused ")
        assert "already open in another window" in refusal and "close it and start again" in refusal
        assert _autosaves(data) == before  # the first game's save, byte for byte, and no other
    finally:
        assert _close(first) == 0
    # The first window closed: the next one plays.
    third = _open_window(data)
    assert _first_line(third).startswith("saved ")
    assert _close(third) == 0


def test_a_killed_game_leaves_the_folder_free_for_the_next(tmp_path):
    data = tmp_path / "data"
    first = _open_window(data)
    assert _first_line(first).startswith("saved ")
    _kill(first)  # as a crash would: no clean-up runs
    assert (data / LOCK_FILE).exists()  # the file stays; the lock died with the process
    second = _open_window(data)
    assert _first_line(second).startswith("saved ")
    assert _close(second) == 0
    assert len(_autosaves(data)) == 2  # the same seed again is a game of its own, in a file of its own


def _wait_for_lock_holder(data: Path, pid: int, proc: subprocess.Popen) -> None:
    """Until the window process has taken the lock (it writes its pid there). Waiting, not a
    timed assertion: the loop ends when the file says so or the process ends (or, so that a
    window that never takes the lock fails instead of hanging, after a minute)."""
    give_up = time.monotonic() + 60
    while proc.poll() is None and time.monotonic() < give_up:
        try:
            if f'"pid": {pid}' in (data / LOCK_FILE).read_text("utf-8", "replace"):
                return
        except OSError:
            pass
        time.sleep(0.05)
    pytest.fail(f"the game window did not take the lock (exit code {proc.poll()})")


def test_the_real_game_window_holds_the_lock(tmp_path):
    """`summoner-wars play` itself (headless, on SDL's dummy driver) takes the lock: a second
    game started beside it is refused; once the window is gone the folder is free again."""
    data = tmp_path / "data"
    env = _env(data) | {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    window = subprocess.Popen([sys.executable, "-m", "game", "play", "--seed", "5"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_lock_holder(data, window.pid, window)
        second = _open_window(data)
        assert _first_line(second).startswith("refused ")
        assert _close(second) == 3
    finally:
        _kill_plain(window)
    third = _open_window(data)
    assert _first_line(third).startswith("saved ")
    assert _close(third) == 0


def _kill_plain(proc: subprocess.Popen) -> None:
    if os.name == "nt":
        proc.kill()
    else:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)


def test_the_window_start_refuses_and_says_why(tmp_path, monkeypatch):
    """What `summoner-wars` does when the folder is taken: no game starts, the player reads
    the message in a window (and on the console), and the exit code says so."""
    from game import __main__ as cli
    from game import startup

    data = tmp_path / "data"
    monkeypatch.setenv("SUMMONER_WARS_DATA_DIR", str(data))
    other = _open_window(data)
    shown: list[str] = []
    started: list[bool] = []
    try:
        assert _first_line(other).startswith("saved ")
        monkeypatch.setattr("game.ui.already_open.show_already_open", shown.append)
        assert cli._windowed(lambda: started.append(True) or 0) == 3
    finally:
        _close(other)
        startup.release_user_folders()
    assert started == []
    assert len(shown) == 1 and "already open in another window" in shown[0]
    # Once the other window is closed, the same start goes ahead.
    try:
        assert cli._windowed(lambda: started.append(True) or 0) == 0
    finally:
        startup.release_user_folders()
    assert started == [True]


def test_a_lock_in_this_process_is_released_for_the_next_claim(tmp_path):
    lock = claim_folder(tmp_path)
    with pytest.raises(AlreadyOpen) as refused:
        claim_folder(tmp_path)
    assert refused.value.holder["pid"] == os.getpid()
    lock.release()
    claim_folder(tmp_path).release()


def test_the_refusal_message_renders(tmp_path):
    pygame.font.init()
    text = str(AlreadyOpen(tmp_path, {"pid": 1, "started": "2026-11-23T10:32:00+00:00"}))
    scenes = already_open_scenes(text)
    out = render_scene_to_png(lambda: scenes, (1024, 640), tmp_path / "already-open.png")
    message = scenes[-1]
    assert out.exists() and message.title == TITLE and message.ok.text == "Close"
    assert "(since " in text


@pytest.mark.parametrize("how", ["button", "window close"])
def test_the_refusal_window_closes(how):
    from game.ui.scene_stack import SceneStack

    pygame.font.init()
    stack = SceneStack((1024, 640))
    closed: list[bool] = []
    background, message = already_open_scenes("already open", on_close=lambda: closed.append(True))
    stack.push(background)
    stack.push(message)
    if how == "button":
        stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=message.ok.rect.center))
        stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=message.ok.rect.center))
    else:
        stack.handle_event(pygame.event.Event(pygame.QUIT))
    assert closed == [True] and stack.top is background
