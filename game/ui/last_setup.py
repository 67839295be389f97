"""The last New game setup, remembered for the next New game and for "Play the computer".

Kept as JSON beside the settings (`last_game.json` in the user config folder). It holds what
the player chose on the screen: the edition, how many play, whether teammates share hands, and
per seat who plays it, the faction and the name the player typed ("" where the screen named the
seat itself, so that name keeps following who plays). No seed: a new game is a new game.

A missing, broken or hand-edited file never stops the game: it reads as "nothing remembered"
(or keeps each good field), with a warning in the log.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.paths import user_config_dir
from game.persist.atomic import write_atomic

log = logging.getLogger(__name__)

LAST_SETUP_FILE = "last_game.json"
FORMAT_VERSION = 1
SEATS = 4
EDITIONS = ("1e", "2e")
CONTROLLERS = ("human", "easy", "normal", "hard")
COMPUTER_LEVEL = "normal"  # "Play the computer" when the last setup had no computer in it


@dataclass(frozen=True, slots=True)
class LastSetup:
    edition: str = "2e"
    players: int = 2
    share_hands: bool = True
    controllers: tuple[str, ...] = ("human",) * SEATS
    decks: tuple[str, ...] = ("",) * SEATS  # "" where the screen's own default is wanted
    names: tuple[str, ...] = ("",) * SEATS  # "" where the screen named the seat itself

    def to_json(self) -> dict[str, Any]:
        return {"version": FORMAT_VERSION, "edition": self.edition, "players": self.players,
                "share_hands": self.share_hands, "controllers": list(self.controllers),
                "decks": list(self.decks), "names": list(self.names)}

    @property
    def has_computer(self) -> bool:
        return any(c != "human" for c in self.controllers[: self.seat_count])

    @property
    def seat_count(self) -> int:
        return 2 if self.players == 2 else SEATS

    def against_the_computer(self) -> LastSetup:
        """This setup with a computer in it: as it is if it has one, else two players, the
        second seat played by the computer at Normal (its typed name dropped: the seat is named
        for the computer)."""
        if self.has_computer:
            return self
        controllers = ("human", COMPUTER_LEVEL) + tuple(self.controllers[2:])
        names = (self.names[0], "") + tuple(self.names[2:])
        return LastSetup(self.edition, 2, self.share_hands, controllers, self.decks, names)


def _seat_values(data: dict[str, Any], key: str, ok: Any, default: tuple[str, ...], source: str) -> tuple[str, ...]:
    v = data.get(key)
    if v is None:
        return default
    if not isinstance(v, list) or len(v) > SEATS or not all(ok(x) for x in v):
        log.warning("%s: ignoring %s=%r", source, key, v)
        return default
    return tuple(str(x) for x in v) + default[len(v):]


def setup_from_json(data: Any, *, source: str = LAST_SETUP_FILE) -> LastSetup | None:
    """The setup in parsed JSON, keeping each good field and defaulting each bad one; None when
    it is not a setup at all."""
    if not isinstance(data, dict):
        log.warning("%s: expected a JSON object, got %s; nothing remembered", source, type(data).__name__)
        return None
    d = LastSetup()
    edition = data.get("edition", d.edition)
    if edition not in EDITIONS:
        log.warning("%s: ignoring edition=%r", source, edition)
        edition = d.edition
    players = data.get("players", d.players)
    if players not in (2, 3, 4) or isinstance(players, bool) or (edition == "2e" and players != 2):
        log.warning("%s: ignoring players=%r", source, players)
        players = d.players
    share = data.get("share_hands", d.share_hands)
    if not isinstance(share, bool):
        log.warning("%s: ignoring share_hands=%r", source, share)
        share = d.share_hands
    controllers = _seat_values(data, "controllers", lambda x: x in CONTROLLERS, d.controllers, source)
    decks = _seat_values(data, "decks", lambda x: isinstance(x, str) and len(x) <= 200, d.decks, source)
    names = _seat_values(data, "names", lambda x: isinstance(x, str) and len(x) <= 20, d.names, source)
    return LastSetup(edition, players, share, controllers, decks, names)


def last_setup_path() -> Path:
    return user_config_dir() / LAST_SETUP_FILE


def load_last_setup(path: Path | None = None) -> LastSetup | None:
    """The setup remembered, or None when there is none (or it cannot be read)."""
    path = last_setup_path() if path is None else path
    try:
        raw = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as e:
        log.warning("cannot read %s (%s); nothing remembered", path, e)
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as e:
        log.warning("%s is not valid JSON (%s); nothing remembered", path, e)
        return None
    return setup_from_json(data, source=str(path))


def save_last_setup(setup: LastSetup, path: Path | None = None) -> None:
    """Remember `setup` (atomically); a folder that cannot be written only costs the memory."""
    path = last_setup_path() if path is None else path
    text = json.dumps(setup.to_json(), indent=2, sort_keys=True) + "\n"
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as e:
        log.warning("cannot remember the game's setup in %s: %s", path, e)
