"""One game window per user folder: a second window is refused instead of writing over the
first one's saves.

The lock is an operating-system advisory lock on `<folder>/game.lock` (`flock` on Linux and
macOS, `msvcrt.locking` on Windows). The system drops it when the process ends in any way, a
crash or `kill -9` included, so a crashed game never leaves the folder locked. The file also
says who holds it (process id, when it started) for the refusal message; what it says is
information only, never what decides.

    lock = claim_saves_folder()          # at start-up, before anything is saved
    ...                                  # keep `lock` for the life of the process
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from game.i18n import _
from game.paths import user_data_dir

LOCK_FILE = "game.lock"
# Windows locks byte 0; what the lock says is written after it, where a refused process can
# still read it (a locked byte cannot be read by anyone else on Windows).
_INFO_OFFSET = 1


class AlreadyOpen(Exception):
    """Another running game holds the folder. `str(e)` is the message for the player."""

    def __init__(self, folder: Path, holder: dict[str, Any]) -> None:
        self.folder = folder
        self.holder = holder
        super().__init__(already_open_text(holder))


def already_open_text(holder: dict[str, Any]) -> str:
    since = ""
    started = holder.get("started")
    if isinstance(started, str):
        try:
            since = datetime.fromisoformat(started).astimezone().strftime('%H:%M')
        except ValueError:
            since = ""
    if since:
        return _("Summoner Wars is already open in another window (since {time}). Only one window at "
                 "a time can play from your saves, so that no game is saved over another. Switch to "
                 "that window, or close it and start again.", time=since)
    return _("Summoner Wars is already open in another window. Only one window at a time can play "
             "from your saves, so that no game is saved over another. Switch to that window, or "
             "close it and start again.")


@dataclass
class FolderLock:
    """A held lock; `release()` (or the end of the process) lets the next window in."""

    path: Path
    _file: IO[bytes] | None

    @property
    def held(self) -> bool:
        return self._file is not None

    def release(self) -> None:
        f, self._file = self._file, None
        if f is None:
            return
        try:
            _unlock(f)
        finally:
            f.close()


def claim_folder(folder: str | os.PathLike[str]) -> FolderLock:
    """Take `folder`'s lock, or raise AlreadyOpen saying who holds it. Raises OSError if the
    folder cannot be written at all."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOCK_FILE
    # Open without truncating: the holder's note must survive a refused attempt.
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    f = os.fdopen(fd, "r+b", buffering=0)
    try:
        if not _try_lock(f):
            holder = _read_holder(f)
            raise AlreadyOpen(folder, holder)
        _write_holder(f)
    except BaseException:
        f.close()
        raise
    return FolderLock(path, f)


def claim_saves_folder() -> FolderLock:
    """The window's lock on the player's data folder (saves, cards)."""
    return claim_folder(user_data_dir())


def _write_holder(f: IO[bytes]) -> None:
    note = json.dumps({"pid": os.getpid(), "started": datetime.now().astimezone().isoformat(
        timespec="seconds")}).encode()
    f.seek(0)
    f.write(b"\n")  # byte 0: the locked byte on Windows
    f.seek(_INFO_OFFSET)
    f.write(note + b"\n")
    f.truncate()
    f.flush()


def _read_holder(f: IO[bytes]) -> dict[str, Any]:
    try:
        f.seek(_INFO_OFFSET)
        data = json.loads(f.read(4096).decode("utf-8", "replace").strip() or "{}")
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


if os.name == "nt":  # pragma: no cover - exercised on Windows
    import msvcrt

    def _try_lock(f: IO[bytes]) -> bool:
        f.seek(0)
        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(f: IO[bytes]) -> None:
        f.seek(0)
        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        except OSError:
            pass

else:
    import fcntl

    def _try_lock(f: IO[bytes]) -> bool:
        # flock, not lockf: a second open of the file conflicts even inside one process.
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as e:  # a file system without locks: do not refuse to play over it
            import errno

            if e.errno in (errno.EAGAIN, errno.EACCES):
                return False
            return True
        return True

    def _unlock(f: IO[bytes]) -> None:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)
        except OSError:
            pass
