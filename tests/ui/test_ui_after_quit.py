"""Fonts and sounds made before `pygame.quit()` are dead afterwards: using one crashes the
interpreter. The game quits pygame when a window closes (and the self test, benchmarks and tests
open several), so the caches forget them when pygame quits. Each check runs in its own process,
so a crash fails the test instead of ending the run."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(code: str) -> subprocess.CompletedProcess:
    env_code = "import os; os.environ['SDL_VIDEODRIVER']='dummy'; os.environ['SDL_AUDIODRIVER']='dummy'\n"
    return subprocess.run([sys.executable, "-c", env_code + textwrap.dedent(code)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_a_font_asked_for_after_quit_is_a_live_one() -> None:
    out = run("""
        import pygame
        from game.ui import fonts
        pygame.init()
        fonts.get_font(fonts.REGULAR, 14).render("before", True, (0, 0, 0))
        pygame.quit()
        pygame.font.init()  # as a later screen would, before asking for its fonts
        img = fonts.get_font(fonts.REGULAR, 14).render("after", True, (0, 0, 0))
        print("ok", img.get_width() > 0)
    """)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "ok True" in out.stdout


def test_a_sound_cued_after_quit_stays_silent() -> None:
    out = run("""
        import pygame
        from game.ui import sound
        pygame.init()
        sound.configure(True)
        had = sound.enabled() and bool(sound.kinds())
        pygame.quit()
        print("cue", sound.cue("dice"), "had", had)
        pygame.init()
        sound.configure(True)  # sound on again: built anew
        print("again", sound.enabled() == had)
    """)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "cue False" in out.stdout and "again True" in out.stdout
