"""Start-up chores shared by the window and the command line: the log file, the one-window lock
on the player's folders (and sweeping what a crashed run left there), and turning the errors a
player can hit at start-up into a readable message with the log's path."""

from __future__ import annotations

import logging
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

from game import paths
from game.i18n import _, n_
from game.persist.lock import FolderLock, claim_saves_folder

log = logging.getLogger("summoner-wars")
_log_path: Path | None = None
_folder_lock: FolderLock | None = None  # held for the life of the window's process


def setup_logging() -> Path:
    """Log to a file in the platform's log folder (or the temp folder if that is not writable)."""
    global _log_path
    if _log_path is not None:
        return _log_path
    candidates = [paths.user_log_dir(), Path(tempfile.gettempdir()) / "summoner-wars"]
    for folder in candidates:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / "summoner-wars.log"
            handler = logging.FileHandler(path, encoding="utf-8")
            break
        except OSError:
            continue
    else:  # pragma: no cover - nowhere to write at all
        handler = logging.StreamHandler(sys.stderr)
        path = Path("<stderr>")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    _log_path = path
    return path


class StartupError(Exception):
    """A problem the player can fix, with a message in their words."""


def check_writable(folder: Path, what: str) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".write-test"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
    except OSError as e:
        raise StartupError(f"cannot write the {what} folder {folder}: {e.strerror or e}") from None


def friendly(fn: Callable[[], int]) -> int:
    """Run `fn`; a failure prints one readable message and the log file's path, not a traceback."""
    path = setup_logging()
    try:
        return fn()
    except KeyboardInterrupt:
        return 130
    except StartupError as e:
        log.error("start-up problem: %s", e)
        print(f"Summoner Wars could not start: {e}\n(details in {path})", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001 - the last line of defence for players
        log.error("unexpected error:\n%s", traceback.format_exc())
        print(f"Summoner Wars stopped because of an unexpected error: {e}\n"
              f"Please report it with the log file: {path}", file=sys.stderr)
        return 1


def claim_user_folders() -> FolderLock:
    """What a game window does before it saves anything: take the lock on the player's folders
    (raises `game.persist.lock.AlreadyOpen` with the player's message if another window holds
    it), then sweep away the temporary files a killed run left there. The lock is kept until
    the process ends."""
    global _folder_lock
    if _folder_lock is not None and _folder_lock.held:
        return _folder_lock
    from game.persist.atomic import clean_stale_temps
    from game.persist.store import AUTOSAVE_DIR

    lock = claim_saves_folder()
    saves = paths.user_saves_dir()
    for folder in (saves, saves / AUTOSAVE_DIR, paths.user_config_dir()):
        for p in clean_stale_temps(folder):
            log.info("removed a temporary file a stopped run left behind: %s", p)
    _folder_lock = lock
    return lock


def release_user_folders() -> None:
    """Let the next window in before this process ends (tests; the end of the process does it
    otherwise)."""
    global _folder_lock
    if _folder_lock is not None:
        _folder_lock.release()
        _folder_lock = None


def refresh_user_schemas() -> list[Path]:
    """Keep the editor schemas in the player's card folder (`<card folder>/schema/`) equal to
    what this game's ability registry gives, so the modeline of the modder's guide
    (`$schema=schema/faction.schema.json`) works there, from source and in the packaged game.
    A file is written only when it is missing or differs, and atomically (an editor reading it
    never sees half a file). A folder that cannot be written is logged, never fatal. Returns
    the files written."""
    from game.content.schema_gen import schema_texts
    from game.persist.atomic import clean_stale_temps, write_atomic

    folder = paths.user_cards_dir() / "schema"
    for p in clean_stale_temps(folder):
        log.info("removed a temporary file a stopped run left behind: %s", p)
    written: list[Path] = []
    for name, text in schema_texts().items():
        target = folder / name
        data = text.encode("utf-8")
        try:
            if target.read_bytes() == data:
                continue
        except OSError:
            pass  # missing or unreadable: write it
        try:
            write_atomic(target, data)
        except OSError as e:
            log.warning("could not write the editor schema %s: %s", target, e)
            continue
        log.info("wrote the editor schema %s", target)
        written.append(target)
    return written


def tell_skipped_card_files(out: Callable[[str], object] | None = None) -> int:
    """Say, on stderr, which card files the game is leaving out and why (each file's first
    problem, file:line: field: message) and where to read them all: a command that reads the
    cards (`simulate`, `screenshot`, `play`, `list`) would otherwise only say later that some
    faction is unknown. Returns how many files were left out; never raises."""
    from game import catalog

    write = out if out is not None else (lambda line: print(line, file=sys.stderr))
    try:
        problems = list(catalog.load().problems)
    except Exception as e:  # the cards could not be read at all: the command says so itself
        log.warning("could not read the card files: %s", e)
        return 0
    first: dict[str, object] = {}
    for p in problems:
        first.setdefault(p.path, p)
    for path, p in first.items():
        more = sum(1 for q in problems if q.path == path) - 1
        line = _("{path} was left out: {problem}", path=path, problem=p)
        if more:
            line = n_("{line} (and {n} more)", "{line} (and {n} more)", more, line=line)
        write(line)
    if first:
        write(n_("{n} card file was left out: 'summoner-wars validate' lists every problem.",
                 "{n} card files were left out: 'summoner-wars validate' lists every problem.", len(first)))
    return len(first)
