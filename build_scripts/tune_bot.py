"""Try per-faction weight changes for the Hard bot by self-play with fixed seeds, and print a
table of the faction's wins for the shipped weights and each change.

    python build_scripts/tune_bot.py --faction fallen-kingdom --opponent polar-dwarves \\
        --try spare_life=0.5 --try "spare_life=1.5,advance=0.2" --games 8 --seed 1 [--vs normal] [--jobs 2]

The same command prints the same table (see game/tune.py). Write a change that wins clearly
into game/ai/faction_weights.yaml.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.tune import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
