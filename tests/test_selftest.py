"""`summoner-wars --selftest`, the check the packaged executable runs after every build, passes
from the source tree too: a scene that needs an argument the self test does not give (or any
step that breaks) is found by the test suite, not only by the slower build in CI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_self_test_passes() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "game", "--selftest"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr[-3000:]
    assert "selftest ok" in out.stdout
    assert "FAIL" not in out.stdout
    # Warrior too: its deck, a game of bots, saved, loaded and verified
    warrior = [line for line in out.stdout.splitlines() if line.startswith("  ok   warrior: ")]
    assert warrior and "72 cards; 3 bots" in warrior[0] and "saved, loaded and verified" in warrior[0]
