"""The floors of the program hold: `lint-imports` checks the contracts in pyproject.toml (the rules
core imports no other floor, content only the core, saves and bots never the window, the window
never the command line, siblings stay independent, no import circles), and no two files of
`game/` import each other, directly or round a circle.

DESIGN, "The shape of the program": core at the bottom; content, persist and ai above it; ui on
top; the command line above all.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    """Run import-linter on the `game` package found in `root` (its own pyproject.toml)."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", code, "--no-cache"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_import_contracts_hold() -> None:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    assert len(contracts) >= 5
    out = lint_imports(ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
    assert f"Contracts: {len(contracts)} kept, 0 broken." in out.stdout


def test_a_core_file_importing_the_window_breaks_a_contract(tmp_path: Path) -> None:
    """The check is not a formality: a copy of the game whose rules core imports `game.ui` fails
    it, naming the contract and the line."""
    shutil.copytree(ROOT / "game", tmp_path / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    rng = tmp_path / "game" / "core" / "rng.py"
    rng.write_text(rng.read_text() + "\nimport game.ui  # noqa: E402,F401\n")
    out = lint_imports(tmp_path)
    assert out.returncode != 0
    assert "The rules core is pure" in out.stdout and "BROKEN" in out.stdout
    assert "game.core.rng -> game.ui" in out.stdout


def import_circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Groups of modules that import each other round a circle (strongly connected components
    of more than one module, found with Tarjan's algorithm), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(root: str) -> None:
        # Iterative, so a deep import chain cannot reach Python's recursion limit.
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    group.append(m)
                    if m == node:
                        break
                if len(group) > 1:
                    circles.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return circles


def test_no_two_files_import_each_other() -> None:
    """Every import counts, also those inside functions and under TYPE_CHECKING."""
    graph = grimp.build_graph("game", cache_dir=None)
    assert import_circles(graph) == []


def test_the_circle_finder_finds_circles() -> None:
    graph = grimp.ImportGraph()
    for a, b in [("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d"), ("p.e", "p.e2"),
                 ("p.e2", "p.e")]:
        graph.add_import(importer=a, imported=b)
    assert import_circles(graph) == [["p.a", "p.b", "p.c"], ["p.e", "p.e2"]]
