"""`summoner-wars replay`: watch a saved game, or check save files headless with `--verify`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TextIO

from game.persist.format import SaveError, reason_of
from game.persist.match_files import LoadedMatch, game_of, verify_match_file
from game.persist.saves import (
    SUMMONER_WARS,
    LoadedSave,
    parse_text,
    read_text,
    verify_file,
)
from game.persist.store import open_save


def verify_any_file(path: str) -> tuple[bool, str]:
    """`verify_file` for a save of any game: its "game" field says which reader checks it."""
    try:
        data = parse_text(read_text(path))
    except SaveError as e:
        return False, reason_of(e)
    if game_of(data) != SUMMONER_WARS:
        return verify_match_file(path)
    return verify_file(path)


def verify_files(files: list[str], out: TextIO | None = None) -> int:
    """Print `FILE: ok (…)` or `FILE: <first problem>` per file; 1 if any failed, else 0."""
    out = out if out is not None else sys.stdout
    failed = 0
    for f in files:
        ok, message = verify_any_file(f)
        print(f"{f}: {message}", file=out, flush=True)
        failed += not ok
    return 1 if failed else 0


def run_replay(args: argparse.Namespace, watch: Callable[[LoadedSave | LoadedMatch], int | None]) -> int:
    """Check the files (`--verify`), or load one and hand it to `watch` (the window's replay
    viewer: the command line passes it in, since saves sit below the window)."""
    files: list[str] = list(args.files)
    if getattr(args, "verify", False):
        return verify_files(files)
    if len(files) != 1:
        print("replay: give one save file to watch (or --verify to check several)", file=sys.stderr)
        return 2
    try:
        loaded = open_save(files[0])
    except SaveError as e:
        print(f"{files[0]}: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # never a traceback for a bad file
        print(f"{files[0]}: the save could not be read ({type(e).__name__}: {e})", file=sys.stderr)
        return 1
    result = watch(loaded)
    return result if isinstance(result, int) else 0
