"""Paths shared by the content tests (a uniquely named module: `conftest` is taken)."""

from pathlib import Path

HERE = Path(__file__).resolve().parent
GOOD = HERE / "good"  # a complete, legal test faction and a cards-only file it hires from
BROKEN = HERE / "broken"  # one mistake (or kind of mistake) per file
