"""Make `game` and the helpers beside these tests importable however pytest is started."""

import sys
from pathlib import Path

for path in (Path(__file__).resolve().parents[2], Path(__file__).resolve().parent):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))
