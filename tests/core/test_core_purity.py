"""DESIGN: 'A test can hold the line: import `game.core` with pygame made unimportable, and it
must work.' Run in a subprocess so the rest of the suite keeps its own imports."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import pkgutil
    import sys

    class NoPygame(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "pygame" or name.startswith("pygame."):
                raise ImportError(f"pygame is not allowed in the rules core ({name})")
            return None

    sys.meta_path.insert(0, NoPygame())
    try:
        import pygame  # noqa: F401
    except ImportError:
        pass
    else:
        raise SystemExit("the pygame blocker does not work")

    import game.core
    names = ["game.core"]
    for m in pkgutil.walk_packages(game.core.__path__, "game.core."):
        importlib.import_module(m.name)
        names.append(m.name)
    from game.core.abilities import load_all
    load_all()
    assert not any(n == "pygame" or n.startswith("pygame.") for n in sys.modules), "pygame got imported"

    # and a game can be set up and played a little
    sys.path.insert(0, ".")
    from tests.factories import test_setup
    from game.core import Game, commands
    g = Game.new(test_setup(1))
    for _ in range(6):
        g.submit(commands.EndPhase(g.state.turn.player))
    assert g.state.turn.number == 2
    print(len(names))
    print("\\n".join(sorted(names)))
    """
)


def test_every_core_module_imports_without_pygame():
    """DESIGN, The shape of the program: core is 'pure Python. No pygame'."""
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.split()
    count = int(lines[0])
    modules = set(lines[1:])
    assert count == len(modules) and count > 20
    for expected in ("game.core.decide", "game.core.apply", "game.core.attack", "game.core.view",
                     "game.core.ability_registry"):
        assert expected in modules


def test_the_blocker_really_blocks_pygame():
    """The check above would be empty if the finder let pygame through: show it refuses it."""
    script = SCRIPT.split("import game.core")[0]
    bad = script.replace("except ImportError:\n    pass", "except ImportError:\n    raise SystemExit(3)")
    out = subprocess.run([sys.executable, "-c", bad], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 3, out.stdout + out.stderr
