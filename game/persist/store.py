"""The player's save folder: autosaves, named saves, the list the Load screen shows.

    root/                       user_saves_dir() by default
        autosave/<game id>-<tag>.json   one per game played, replaced after every command
        <name>.json                     saves the player named

Every write is atomic (`atomic.py`), so a crash never costs more than the last command, and a
damaged file is listed as damaged instead of breaking the list; no operation on one save
touches another.

Each game played gets its own autosave file, even a game whose setup is the same as another's
(a rematch with the same seed, `play --seed 5` twice): the game id names the setup, the tag
names the game. A game loaded from an autosave goes on in that file (`continue_in`); a game
loaded from a named save gets a new autosave, so the autosave of the same game further along
is not written over. One window at a time uses a save folder (`lock.py`).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.game import Game
from game.core.message import msg
from game.core.setup import GameSetup
from game.engine.match import Match
from game.paths import user_saves_dir
from game.persist.atomic import clean_stale_temps, is_temp
from game.persist.card_changes import CardChanges
from game.persist.format import SaveError, reason_of
from game.persist.match_files import (
    LoadedMatch,
    damaged,
    game_of,
    load_match_data,
    match_id,
    save_match,
    seats_in,
)
from game.persist.saves import (
    SUMMONER_WARS,
    LoadedSave,
    game_id,
    load_game,
    loaded_save,
    parse_text,
    read_header,
    read_text,
    save_game,
    summary_fields,
)

AUTOSAVE_DIR = "autosave"
KEEP_FINISHED_AUTOSAVES = 20  # finished games' autosaves kept for watching; older ones go


@dataclass(frozen=True)
class SaveInfo:
    """One row of the save list. `damaged` is None for a readable save, else why it is not
    (the other fields are then best guesses: the file name, its modification time)."""

    path: Path
    name: str
    saved_at: str
    factions: tuple[str, ...]
    turn: int
    whose_turn: str
    finished: bool
    result: str = ""
    autosave: bool = False
    game_id: str = ""
    damaged: str | None = None
    # The save's cards that differ from the installed ones (`card_changes.file_changes`; left
    # empty by the store itself, which reads headers only).
    card_changes: CardChanges = field(default_factory=CardChanges)
    # Which game the file holds (`match_files`: "warrior"), and for those games the players,
    # their scores (Warrior: casualties) and who plays each seat (`seats.py`).
    game: str = SUMMONER_WARS
    players: tuple[str, ...] = ()
    scores: tuple[int, ...] = ()
    seats: tuple[dict[str, Any], ...] = ()

    @property
    def ok(self) -> bool:
        return self.damaged is None


def slug(name: str) -> str:
    """A file name for a save name: letters, digits and dashes only, never empty."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return text[:60] or "save"


class SaveStore:
    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else user_saves_dir()
        # Which autosave file each game in this window writes, by the game's setup object (an
        # undo makes a new Game with the same setup; a new game or a rematch makes a new setup).
        self._autosaves: dict[int, tuple[GameSetup | Any, Path]] = {}

    @property
    def autosave_dir(self) -> Path:
        return self.root / AUTOSAVE_DIR

    # --- writing ---------------------------------------------------------------------------

    def autosave_path(self, game: Game | Match) -> Path:
        """The game's own autosave file: chosen the first time it is asked for, never the file
        of another game (see the module docstring)."""
        bound = self._autosaves.get(id(game.setup))
        if bound is not None and bound[0] is game.setup:
            return bound[1]
        gid = match_id(game) if isinstance(game, Match) else game_id(game)
        while True:
            path = self.autosave_dir / f"{gid}-{secrets.token_hex(3)}.json"
            if not path.exists():
                break
        self._autosaves[id(game.setup)] = (game.setup, path)
        return path

    def continue_in(self, game: Game | Match, path: str | os.PathLike[str]) -> None:
        """`game` was loaded from `path`: if that is one of this store's autosaves, the game goes
        on writing it; any other file (a named save, an example) is never written by autosave."""
        p = Path(path)
        if p.parent.resolve() == self.autosave_dir.resolve() and p.suffix == ".json":
            self._autosaves[id(game.setup)] = (game.setup, p)

    def autosave(self, game: Game, name: str | None = None) -> Path:
        """Write the game's autosave (its own file, replaced atomically)."""
        path = self.autosave_path(game)
        save_game(game, path, name)
        if game.state.over:
            self._prune_finished_autosaves()
        return path

    def save_as(self, game: Game, name: str, *, overwrite: bool = False) -> Path:
        """Save under a name the player chose. An existing save of that name is kept unless
        `overwrite`; the new one then gets a numbered file name."""
        return save_game(game, self._named_path(name, overwrite), name)

    def autosave_match(self, match: Match, seats: list[dict[str, Any]] | None = None,
                       name: str | None = None) -> Path:
        """Write the autosave of a game of another kind (`match_files`: Warrior), replaced
        atomically after every command, like `autosave`."""
        path = self.autosave_path(match)
        save_match(match, path, name, seats=seats)
        if match.rules.is_over(match.state):
            self._prune_finished_autosaves()
        return path

    def save_match_as(self, match: Match, name: str, seats: list[dict[str, Any]] | None = None,
                      *, overwrite: bool = False) -> Path:
        """`save_as` for a game of another kind (`match_files`)."""
        return save_match(match, self._named_path(name, overwrite), name, seats=seats)

    def _named_path(self, name: str, overwrite: bool) -> Path:
        base = slug(name)
        path = self.root / f"{base}.json"
        n = 2
        while path.exists() and not overwrite:
            path = self.root / f"{base}-{n}.json"
            n += 1
        return path

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Remove one save (only files inside this store)."""
        p = Path(path)
        if self.root.resolve() not in p.resolve().parents:
            raise ValueError(f"{p} is not in the save folder {self.root}")
        p.unlink(missing_ok=True)

    # --- reading ---------------------------------------------------------------------------

    def load_any(self, path: str | os.PathLike[str]) -> LoadedSave | LoadedMatch:
        """Load a save of whichever game it holds (its header's "game"): a `LoadedSave` for
        Summoner Wars, a `LoadedMatch` for another game; SaveError says what is wrong."""
        return open_save(path)

    def load(self, path: str | os.PathLike[str]) -> Game:
        """Load one save from its recorded events, checked against its hashes (SaveError says
        what is wrong; `saves.verify_game` re-decides it)."""
        return load_game(path)

    def files(self) -> list[Path]:
        out: list[Path] = []
        for folder in (self.root, self.autosave_dir):
            try:
                entries = sorted(folder.iterdir())
            except OSError:
                continue
            clean_stale_temps(folder)
            out.extend(p for p in entries if p.suffix == ".json" and not is_temp(p) and p.is_file())
        return out

    def info(self, path: Path) -> SaveInfo:
        """A list row for one file, from its header only; never raises for a bad file."""
        autosave = path.parent.name == AUTOSAVE_DIR
        try:
            header = read_header(path)
        except SaveError as e:
            return self._damaged(path, reason_of(e), autosave)
        except Exception as e:  # a list row must never take the list down
            return self._damaged(path, msg("the file cannot be read ({error_type}: {error})",
                                           error_type=type(e).__name__, error=str(e)), autosave)
        f = summary_fields(header)
        saved_at = header.get("saved_at")
        if header.get("game") not in (None, SUMMONER_WARS):
            return self._match_info(path, header, autosave)
        return SaveInfo(
            path=path,
            name=f["name"] or path.stem,
            saved_at=saved_at if isinstance(saved_at, str) else _mtime_iso(path),
            factions=f["factions"],
            turn=f["turn"],
            whose_turn=f["whose_turn"],
            finished=f["finished"],
            result=f["result"],
            autosave=autosave,
            game_id=str(header.get("game_id") or ""),
        )

    def _match_info(self, path: Path, header: dict[str, Any], autosave: bool) -> SaveInfo:
        """A list row for another game's save (`match_files`), from its header's summary."""
        f = summary_fields(header)
        summ = header["summary"]
        players = tuple(str(p) for p in summ.get("players") or () if isinstance(p, str))
        scores = tuple(v for v in summ.get("scores") or () if isinstance(v, int) and not isinstance(v, bool))
        rnd = summ.get("round")
        saved_at = header.get("saved_at")
        return SaveInfo(
            path=path,
            name=f["name"] or path.stem,
            saved_at=saved_at if isinstance(saved_at, str) else _mtime_iso(path),
            factions=(),
            turn=rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else 0,
            whose_turn=f["whose_turn"],
            finished=f["finished"],
            result=f["result"],
            autosave=autosave,
            game_id=str(header.get("game_id") or ""),
            game=str(header.get("game")),
            players=players,
            scores=scores,
            seats=seats_in(header, len(players)),
        )

    def _damaged(self, path: Path, reason: str, autosave: bool) -> SaveInfo:
        return SaveInfo(path=path, name=path.stem, saved_at=_mtime_iso(path), factions=(), turn=0,
                        whose_turn="", finished=False, autosave=autosave, damaged=reason)

    def list_saves(self) -> list[SaveInfo]:
        """Every save, newest first; damaged files are listed with `damaged` set."""
        infos = [self.info(p) for p in self.files()]
        infos.sort(key=lambda i: (_sort_time(i.saved_at), i.path.name), reverse=True)
        return infos

    def latest_unfinished(self, game: str | None = None) -> Path | None:
        """The newest readable save of a game still in progress (for Continue), or None; with
        `game` ("summoner-wars", "warrior"), of that game only."""
        info = self.latest_unfinished_info(game)
        return None if info is None else info.path

    def latest_unfinished_info(self, game: str | None = None) -> SaveInfo | None:
        for info in self.list_saves():
            if info.ok and not info.finished and game in (None, info.game):
                return info
        return None

    # --- housekeeping ----------------------------------------------------------------------

    def _prune_finished_autosaves(self) -> None:
        try:
            finished = [
                i for i in (self.info(p) for p in self.autosave_dir.glob("*.json") if not is_temp(p))
                if i.ok and i.finished
            ]
        except OSError:
            return
        finished.sort(key=lambda i: _sort_time(i.saved_at), reverse=True)
        for old in finished[KEEP_FINISHED_AUTOSAVES:]:
            try:
                old.path.unlink()
            except OSError:
                pass


def _mtime_iso(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat(timespec="milliseconds")
    except OSError:
        return ""


def _sort_time(iso: str) -> float:
    try:
        t = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return 0.0
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    return t.timestamp()


def open_save(path: str | os.PathLike[str]) -> LoadedSave | LoadedMatch:
    """The save at `path`, loaded by the reader of the game it holds (its "game" field)."""
    try:
        data = parse_text(read_text(path))
    except SaveError as e:
        if _header_game(path) not in (None, SUMMONER_WARS):
            raise damaged(reason_of(e)) from None
        raise
    if game_of(data) != SUMMONER_WARS:
        return load_match_data(data, path)
    return loaded_save(data, path)


def _header_game(path: str | os.PathLike[str]) -> str | None:
    """The "game" a file's first line names (None when it names none or cannot be read)."""
    try:
        with open(path, "rb") as f:
            line = f.readline(64 * 1024).rstrip()
        header = json.loads(line[:-1].decode("utf-8") + "}") if line.endswith(b",") else None
    except (OSError, ValueError):
        return None
    game = header.get("game") if isinstance(header, dict) else None
    return game if isinstance(game, str) else None
