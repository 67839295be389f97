"""Make `game` and `tests` importable however pytest is started (the repository root on sys.path)."""

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
