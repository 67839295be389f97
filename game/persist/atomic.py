"""Atomic file writes: a file is either its old self or its new self, never half of either.

The bytes go to a temporary file in the same folder (so the final rename never crosses file
systems), are flushed and fsynced to the disk, and only then is the temporary file renamed over
the final name with `os.replace` (atomic on POSIX and Windows). A crash at any moment leaves
the previous file intact; at worst a stray `.NAME.PID-*.tmp` is left behind, which the next
start sweeps away once the process PID is gone (see `clean_stale_temps`).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from game.persist.processes import pid_alive

TEMP_SUFFIX = ".tmp"


def temp_prefix(path: Path) -> str:
    """The start of a temporary file's name: the final name and the writing process's id, so
    that a later start can tell a crashed writer's leftover from a write in progress."""
    return f".{path.name}.{os.getpid()}-"


def writer_pid(temp: Path) -> int | None:
    """The id of the process that made this temporary file, or None for a name without one
    (files made before names carried it)."""
    stem = temp.name[: -len(TEMP_SUFFIX)]
    tail = stem.rsplit(".", 1)[-1]
    pid, dash, _ = tail.partition("-")
    return int(pid) if dash and pid.isdigit() else None


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write `data` to `path` atomically (see the module docstring)."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    mode = _mode_for(path)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
    try:
        if mode is not None:
            os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(folder)


def _mode_for(path: Path) -> int | None:
    """The permissions the file should get: those of the file it replaces, else the usual
    read-write for the owner and read for others (mkstemp would make it owner-only)."""
    if os.name == "nt":
        return None
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return 0o644


def _replace(tmp: str, path: Path) -> None:
    # On Windows a reader (or a virus scanner) holding the target open makes the rename fail for
    # a moment; try a few times before giving up.
    for attempt in range(5):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles to sync)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def is_temp(path: Path) -> bool:
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)


def is_stale(temp: Path, now: float, older_than: float) -> bool:
    """A temporary file no live process is writing: its writer is gone, or (for a name that does
    not say who wrote it) it is older than `older_than` seconds."""
    pid = writer_pid(temp)
    if pid is not None and not pid_alive(pid):
        return True
    return now - temp.stat().st_mtime > older_than


def clean_stale_temps(folder: Path, older_than: float = 3600.0) -> list[Path]:
    """Remove temporary files a crash left behind: those whose writing process has ended, and
    any older than `older_than` seconds. A write in progress elsewhere is never disturbed (its
    process is alive and its file is fresh)."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    now = time.time()
    for p in entries:
        if not is_temp(p):
            continue
        try:
            if is_stale(p, now, older_than):
                p.unlink()
                removed.append(p)
        except OSError:
            pass
    return removed
