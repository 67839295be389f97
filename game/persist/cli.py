"""`summoner-wars replay`: watch a saved game, or check save files headless with `--verify`."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from game.persist.format import SaveError
from game.persist.saves import load_save, verify_file


def verify_files(files: list[str], out: TextIO | None = None) -> int:
    """Print `FILE: ok (…)` or `FILE: <first problem>` per file; 1 if any failed, else 0."""
    out = out if out is not None else sys.stdout
    failed = 0
    for f in files:
        ok, message = verify_file(f)
        print(f"{f}: {message}", file=out, flush=True)
        failed += not ok
    return 1 if failed else 0


def run_replay(args: argparse.Namespace) -> int:
    files: list[str] = list(args.files)
    if getattr(args, "verify", False):
        return verify_files(files)
    if len(files) != 1:
        print("replay: give one save file to watch (or --verify to check several)", file=sys.stderr)
        return 2
    try:
        loaded = load_save(files[0])
    except SaveError as e:
        print(f"{files[0]}: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # never a traceback for a bad file
        print(f"{files[0]}: the save could not be read ({type(e).__name__}: {e})", file=sys.stderr)
        return 1
    try:
        from game.ui.replay import run_replay_window
    except ImportError as e:
        print(f"replay: the replay viewer is not available in this build ({e}); "
              f"'summoner-wars replay --verify {files[0]}' checks the file without a window", file=sys.stderr)
        return 1
    result = run_replay_window(loaded)
    return result if isinstance(result, int) else 0
