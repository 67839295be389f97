"""Warrior's rules are pure, like Summoner Wars': every module of game.warrior.core imports
with pygame and YAML made unimportable and a game plays; and they import nothing but
game.engine, their own modules and the standard library (read from the import graph)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import pkgutil
    import sys

    class Blocked(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("pygame", "yaml"):
                raise ImportError(f"{name} is not allowed in Warrior's rules")
            return None

    sys.meta_path.insert(0, Blocked())
    for blocked in ("pygame", "yaml"):
        try:
            importlib.import_module(blocked)
        except ImportError:
            pass
        else:
            raise SystemExit(f"the {blocked} blocker does not work")

    import game.warrior.core
    names = ["game.warrior.core"]
    for m in pkgutil.walk_packages(game.warrior.core.__path__, "game.warrior.core."):
        importlib.import_module(m.name)
        names.append(m.name)
    assert not any(n.split(".")[0] in ("pygame", "yaml") for n in sys.modules), "pygame or yaml got imported"
    assert not any(n == "game.core" or n.startswith("game.core.") for n in sys.modules), "Summoner Wars got imported"

    # and a game can be set up and played to its end, with a deck built by hand
    import random
    from game.engine.match import Match
    from game.warrior.core.cards import CardDef
    from game.warrior.core.rules import WARRIOR
    from game.warrior.core.setup import WarriorSetup
    deck = tuple(CardDef(str(v), str(v), "ordinary", v) for v in range(7) for _ in range(9))
    deck += tuple(CardDef("r" + str(v), "R", "reinforcement", v) for v in (3, 4, 5, 6))
    deck += (CardDef("p", "P", "protection", None),) * 2 + (CardDef("a", "A", "assassin", 0),)
    deck += (CardDef("e1", "E", "extra_skill", 1), CardDef("e2", "E", "extra_skill", 2))
    m = Match.new(WARRIOR, WarriorSetup(("A", "B", "C"), deck, 5))
    rnd = random.Random(5)
    while not WARRIOR.is_over(m.state):
        seat = rnd.choice(WARRIOR.acting_seats(m.state))
        m.submit(rnd.choice(WARRIOR.legal_commands(m.state, seat)))
    print(len(names))
    print("\\n".join(sorted(names)))
    """
)


def test_every_warrior_rules_module_imports_without_pygame_or_yaml_and_a_game_plays():
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.split()
    assert int(lines[0]) == len(set(lines[1:])) >= 10
    for expected in ("game.warrior.core.decide", "game.warrior.core.apply", "game.warrior.core.view",
                     "game.warrior.core.battle"):
        assert expected in lines


def test_the_blocker_really_blocks_pygame():
    script = SCRIPT.split("import game.warrior.core")[0]
    bad = script.replace("except ImportError:\n        pass", "except ImportError:\n        raise SystemExit(3)")
    assert bad != script
    out = subprocess.run([sys.executable, "-c", bad], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 3, out.stdout + out.stderr


def test_warriors_rules_import_only_the_engine_themselves_and_the_standard_library():
    graph = grimp.build_graph("game", cache_dir=None)
    allowed_external = set(sys.stdlib_module_names)
    bad = []
    for module in graph.find_descendants("game.warrior.core") | {"game.warrior.core"}:
        for imported in graph.find_modules_directly_imported_by(module):
            if imported.startswith(("game.engine", "game.warrior.core")):
                continue
            if imported.split(".")[0] in allowed_external:
                continue
            bad.append(f"{module} -> {imported}")
    assert bad == []


def test_the_engine_imports_no_game_and_only_the_standard_library():
    graph = grimp.build_graph("game", cache_dir=None)
    bad = [f"{m} -> {i}" for m in graph.find_descendants("game.engine")
           for i in graph.find_modules_directly_imported_by(m)
           if not i.startswith("game.engine") and i.split(".")[0] not in sys.stdlib_module_names]
    assert bad == []
