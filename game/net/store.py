"""The server's store: every room's setup and journal in one SQLite file (WAL), written as it
happens, so a server killed at any moment rebuilds every room exactly on its next start.

Tables: `rooms` (code, game, the room's "create" spec as JSON: options, seats, clock, grace,
away; its state) and `journal` (each room's entries in order: kind and JSON data, see
`game.net.room`; a command's entry is committed before its update goes out). Seat tokens are
never stored, only their hashes (inside the "seat" entries).

`room_record(code)` gives a room's latest game as what a save needs: the game, its options,
seed, seat names and the commands (JSON) in order, undone ones left out.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    spec TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'open',
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS journal (
    code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (code, seq)
);
"""


@dataclass(frozen=True)
class StoredRoom:
    code: str
    game: str
    spec: dict[str, Any]
    state: str
    journal: list[tuple[str, dict[str, Any]]]


class Store:
    """One SQLite file (":memory:" for none kept)."""

    def __init__(self, path: str | Path = ":memory:", checkpoint_every: float = 1.0) -> None:
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: a killed process loses nothing committed
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(_SCHEMA)
        self._seq: dict[str, int] = {}
        self._stop = threading.Event()
        self._checkpointer: threading.Thread | None = None
        if self.path != ":memory:":
            # A commit only appends to the write-ahead log (no fsync with synchronous=NORMAL);
            # copying the log into the file (a checkpoint) syncs the disk, and where a commit
            # does it (every 1,000 pages, SQLite's default) every room waits for the disk. So
            # commits never checkpoint: a thread of the store's own does, every
            # `checkpoint_every` seconds, on a connection of its own, without blocking them.
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpointer = threading.Thread(target=self._checkpoints, args=(checkpoint_every,),
                                                  name="store-checkpoint", daemon=True)
            self._checkpointer.start()

    def _checkpoints(self, every: float) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            while not self._stop.wait(every):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
                except sqlite3.Error:  # busy or closing: the next one catches up
                    pass
        finally:
            db.close()

    def close(self) -> None:
        self._stop.set()
        if self._checkpointer is not None:
            self._checkpointer.join(10)
        with contextlib.suppress(sqlite3.Error):
            self.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        self.db.close()

    def add_room(self, code: str, game: str, spec: Mapping[str, Any]) -> None:
        self.db.execute("INSERT INTO rooms (code, game, spec, created) VALUES (?, ?, ?, ?)",
                        (code, game, json.dumps(dict(spec)), time.time()))
        self._seq[code] = 0

    def append(self, code: str, kind: str, data: Mapping[str, Any]) -> None:
        """One journal entry, committed when this returns."""
        seq = self._seq.get(code)
        if seq is None:
            row = self.db.execute("SELECT COALESCE(MAX(seq), 0) FROM journal WHERE code = ?",
                                  (code,)).fetchone()
            seq = int(row[0])
        seq += 1
        self.db.execute("INSERT INTO journal (code, seq, kind, data) VALUES (?, ?, ?, ?)",
                        (code, seq, kind, json.dumps(dict(data))))
        self._seq[code] = seq

    def set_state(self, code: str, state: str) -> None:
        self.db.execute("UPDATE rooms SET state = ? WHERE code = ?", (state, code))

    def codes(self) -> set[str]:
        return {r[0] for r in self.db.execute("SELECT code FROM rooms")}

    def rooms(self) -> Iterator[StoredRoom]:
        """Every stored room with its journal, oldest room first."""
        for code, game, spec, state in self.db.execute(
                "SELECT code, game, spec, state FROM rooms ORDER BY created").fetchall():
            yield self.room(code, game, spec, state)

    def room(self, code: str, game: str | None = None, spec: str | None = None,
             state: str | None = None) -> StoredRoom:
        if game is None or spec is None or state is None:
            row = self.db.execute("SELECT game, spec, state FROM rooms WHERE code = ?", (code,)).fetchone()
            if row is None:
                raise KeyError(code)
            game, spec, state = row
        entries = [(k, json.loads(d)) for k, d in self.db.execute(
            "SELECT kind, data FROM journal WHERE code = ? ORDER BY seq", (code,))]
        return StoredRoom(code, game, json.loads(spec), state, entries)

    def room_record(self, code: str) -> dict[str, Any]:
        """The room's latest game: {"room", "game", "options", "seed", "names", "seats",
        "commands", "state"} (commands as JSON, in order, without those undone; seats as the
        room was made: kind, level); `KeyError` for an unknown room, `ValueError` for a room
        whose game has not started."""
        stored = self.room(code)
        seats = stored.spec.get("seats", [])
        names: list[str | None] = [
            f"Computer {i + 1} ({s.get('level')})" if s.get("kind") == "bot" else None
            for i, s in enumerate(seats)]
        seed: int | None = None
        commands: list[dict[str, Any]] = []
        for kind, data in stored.journal:
            if kind == "seat":
                names[data["seat"]] = data["name"]
            elif kind == "leave":
                names[data["seat"]] = None
            elif kind in ("start", "rematch"):
                seed, commands = data["seed"], []
            elif kind == "command":
                commands.append(data["command"])
            elif kind == "undo":
                del commands[len(commands) - data["entries"]:]
        if seed is None:
            raise ValueError(f"the game of room {code} has not started")
        return {"room": code, "game": stored.game, "options": stored.spec.get("options", {}),
                "seed": seed, "names": [n or f"Player {i + 1}" for i, n in enumerate(names)],
                "seats": [dict(s) for s in seats], "commands": commands, "state": stored.state}
