"""The online seat this window holds, kept in a small JSON file in the player's data folder so
that a game left (or a window closed) can be rejoined from the title screen with resume.

The file holds the server's address, the room, the seat's secret token, the last update seen
and the names to show ("Rejoin game with Toby"). It is the player's own file (like a save):
anything unreadable in it counts as no seat. Beside it, `name.txt` keeps the name the player
last played online under, for the hub's name field.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.paths import user_data_dir
from game.persist.atomic import write_atomic

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HeldSeat:
    url: str
    room: str
    token: str
    seat: int
    game: str = "summoner-wars"
    n: int = -1
    opponent: str = ""  # the other person's name, for the title's button
    hosted: bool = False  # this window's own server holds the room (it starts it again to rejoin)

    def with_n(self, n: int) -> HeldSeat:
        return HeldSeat(**{**asdict(self), "n": n})

    def with_opponent(self, name: str) -> HeldSeat:
        return HeldSeat(**{**asdict(self), "opponent": name})


def seat_file() -> Path:
    return user_data_dir() / "online" / "seat.json"


def remember(seat: HeldSeat, path: Path | None = None) -> None:
    target = path or seat_file()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, json.dumps(asdict(seat), indent=1).encode("utf-8"))
    except OSError as e:  # the game goes on; only the rejoin from the title is lost
        log.warning("could not remember the online seat in %s: %s", target, e)


def recall(path: Path | None = None) -> HeldSeat | None:
    target = path or seat_file()
    try:
        data: Any = json.loads(target.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    try:
        seat = HeldSeat(url=str(data["url"]), room=str(data["room"]), token=str(data["token"]),
                        seat=int(data["seat"]), game=str(data.get("game", "summoner-wars")),
                        n=int(data.get("n", -1)), opponent=str(data.get("opponent", "")),
                        hosted=bool(data.get("hosted", False)))
    except (KeyError, TypeError, ValueError):
        return None
    if not seat.url.startswith(("ws://", "wss://")) or not seat.room or not seat.token:
        return None
    return seat


def forget(path: Path | None = None) -> None:
    try:
        (path or seat_file()).unlink(missing_ok=True)
    except OSError as e:
        log.warning("could not forget the online seat: %s", e)


def name_file() -> Path:
    return user_data_dir() / "online" / "name.txt"


def recall_name(path: Path | None = None) -> str:
    try:
        text = (path or name_file()).read_text(encoding="utf-8")
    except (OSError, ValueError):
        return ""
    name = " ".join(text.split())[:24]
    return name if name.isprintable() else ""


def remember_name(name: str, path: Path | None = None) -> None:
    target = path or name_file()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, " ".join(name.split())[:24].encode("utf-8"))
    except OSError as e:
        log.warning("could not remember the online name in %s: %s", target, e)
