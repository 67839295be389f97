"""The wire protocol's messages: every client message parsed and checked against its op's
schema, and every server message built in one place.

A frame is one JSON object with "op" (text, at most `MAX_FRAME` bytes). `parse(text)` gives the
message as a dict whose fields have the right types and sizes, or raises `Refused` with a
stable `code` (the client translates codes) and an English `reason`. Nothing from the network
is ever evaluated or unpickled: JSON only, and the game's own plug reads commands and options.

Client -> server ops and their fields (see DESIGN/the issue for what each does):
    hello{version,name?}  list{}  create{game,options,seats,clock?,grace?,away?}
    join{room,seat?,name}  resume{room,token,since?}  spectate{room}
    command{room,token,id,command}  undo{room,token}  undo_agree{room,token,yes}
    leave{room,token}  rematch{room,token}  concede{room,token}
"""

from __future__ import annotations

import json
import math
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024  # bytes a client frame may hold (websockets' max_size)
MAX_NAME = 40
MAX_OPTIONS = 8 * 1024  # bytes of a room's options as JSON
MAX_DEPTH = 12  # nesting of any JSON a client sends
MAX_SEATS = 8
MAX_SECONDS = 7 * 24 * 3600
# Room codes: no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V)
CODE_ALPHABET = "ACDEFGHJKMNPQRTWXY34679"
CODE_LENGTH = 4
_CODE = re.compile(f"^[{CODE_ALPHABET}]{{4,6}}$")
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
_GAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
_LEVEL = re.compile(r"^[a-z0-9][a-z0-9-]{0,19}$")
AWAY_CHOICES = ("wait", "bot", "concede")

# Stable reason codes (the client translates them; the English reason is a fallback)
BAD_JSON = "bad-json"
TOO_BIG = "too-big"
UNKNOWN_OP = "unknown-op"
MISSING_FIELD = "missing-field"
BAD_FIELD = "bad-field"
VERSION = "version"
RATE_LIMIT = "rate-limit"
NO_ROOM = "no-room"
WRONG_TOKEN = "wrong-token"
WRONG_SEAT = "wrong-seat"
SEAT_TAKEN = "seat-taken"
ROOM_FULL = "room-full"
BAD_GAME = "bad-game"
BAD_OPTIONS = "bad-options"
NOT_STARTED = "not-started"
GAME_OVER = "game-over"
NOT_OVER = "not-over"
NOT_YOUR_TURN = "not-your-turn"
NOT_YOUR_COMMAND = "not-your-command"
BAD_COMMAND = "bad-command"
ILLEGAL = "illegal"
NO_UNDO = "no-undo"
NO_UNDO_ASKED = "no-undo-asked"
SERVER_ERROR = "server-error"


class Refused(Exception):
    """A message the server does not accept: a stable `code` and an English `reason`."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


# --- field checks -----------------------------------------------------------------------------

def _need(msg: Mapping[str, Any], field: str) -> Any:
    if field not in msg:
        raise Refused(MISSING_FIELD, f"the message has no {field!r}")
    return msg[field]


def _int(value: Any, field: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise Refused(BAD_FIELD, f"{field!r} must be a whole number from {lo} to {hi}")
    return value


def _seconds(value: Any, field: str) -> float:
    if (not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value)
            or not 0 <= value <= MAX_SECONDS):
        raise Refused(BAD_FIELD, f"{field!r} must be a number of seconds from 0 to {MAX_SECONDS}")
    return float(value)


def _name(value: Any, field: str = "name") -> str:
    if not isinstance(value, str):
        raise Refused(BAD_FIELD, f"{field!r} must be text")
    name = " ".join(value.split())
    if not name or len(name) > MAX_NAME or any(not ch.isprintable() for ch in name):
        raise Refused(BAD_FIELD, f"a name is 1 to {MAX_NAME} printable characters")
    return name


def room_code(value: Any) -> str:
    """A room code as typed (any case, spaces around), or `Refused`."""
    if not isinstance(value, str) or not _CODE.match(value.strip().upper()):
        raise Refused(NO_ROOM, "that is not a room code (4 to 6 letters and digits)")
    return value.strip().upper()


def _token(value: Any) -> str:
    if not isinstance(value, str) or not _TOKEN.match(value):
        raise Refused(WRONG_TOKEN, "that seat token is not one this server gives")
    return value


def _depth(value: Any, depth: int = 0) -> int:
    if depth > MAX_DEPTH:
        return depth
    if isinstance(value, dict):
        return max([_depth(v, depth + 1) for v in value.values()], default=depth + 1)
    if isinstance(value, list):
        return max([_depth(v, depth + 1) for v in value], default=depth + 1)
    return depth


def _object(value: Any, field: str, max_bytes: int | None = None) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Refused(BAD_FIELD, f"{field!r} must be an object")
    if max_bytes is not None and len(json.dumps(value)) > max_bytes:
        raise Refused(BAD_FIELD, f"{field!r} is too big (at most {max_bytes} bytes)")
    return value


def _seats(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise Refused(BAD_FIELD, f"'seats' must list 1 to {MAX_SEATS} seats")
    out = []
    for seat in value:
        if not isinstance(seat, dict) or seat.get("kind") not in ("person", "bot"):
            raise Refused(BAD_FIELD, "each seat is {\"kind\": \"person\"} or {\"kind\": \"bot\", \"level\": ...}")
        if seat["kind"] == "person":
            out.append({"kind": "person"})
            continue
        level = seat.get("level", "normal")
        if not isinstance(level, str) or not _LEVEL.match(level):
            raise Refused(BAD_FIELD, "a bot seat's 'level' must be a level's name")
        out.append({"kind": "bot", "level": level})
    return out


def _clock(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("per") not in ("move", "game"):
        raise Refused(BAD_FIELD, "'clock' is null or {\"per\": \"move\"|\"game\", \"seconds\": N}")
    seconds = _seconds(_need(value, "seconds"), "seconds")
    if seconds <= 0:
        raise Refused(BAD_FIELD, "a clock needs more than 0 seconds")
    return {"per": value["per"], "seconds": seconds}


# --- per op -----------------------------------------------------------------------------------

def _hello(m: Mapping[str, Any]) -> dict[str, Any]:
    version = _need(m, "version")
    if version != PROTOCOL_VERSION:
        raise Refused(VERSION, f"this server speaks version {PROTOCOL_VERSION} of the protocol")
    out: dict[str, Any] = {"version": version}
    if "name" in m:
        out["name"] = _name(m["name"])
    return out


def _list(m: Mapping[str, Any]) -> dict[str, Any]:
    return {}


def _create(m: Mapping[str, Any]) -> dict[str, Any]:
    game = _need(m, "game")
    if not isinstance(game, str) or not _GAME.match(game):
        raise Refused(BAD_GAME, "'game' must be a game's name")
    away = m.get("away", "wait")
    if away not in AWAY_CHOICES:
        raise Refused(BAD_FIELD, "'away' is \"wait\", \"bot\" or \"concede\"")
    return {
        "game": game,
        "options": _object(m.get("options", {}), "options", MAX_OPTIONS),
        "seats": _seats(_need(m, "seats")),
        "clock": _clock(m.get("clock")),
        "grace": _seconds(m.get("grace", 60), "grace"),
        "away": away,
    }


def _join(m: Mapping[str, Any]) -> dict[str, Any]:
    seat = m.get("seat")
    return {"room": room_code(_need(m, "room")),
            "seat": None if seat is None else _int(seat, "seat", 0, MAX_SEATS - 1),
            "name": _name(_need(m, "name"))}


def _resume(m: Mapping[str, Any]) -> dict[str, Any]:
    since = m.get("since")
    return {"room": room_code(_need(m, "room")), "token": _token(_need(m, "token")),
            "since": None if since is None else _int(since, "since", -1, 2**31)}


def _spectate(m: Mapping[str, Any]) -> dict[str, Any]:
    return {"room": room_code(_need(m, "room"))}


def _seated(m: Mapping[str, Any]) -> dict[str, Any]:
    return {"room": room_code(_need(m, "room")), "token": _token(_need(m, "token"))}


def _command(m: Mapping[str, Any]) -> dict[str, Any]:
    out = _seated(m)
    out["id"] = _int(m.get("id", 0), "id", 0, 2**53)
    out["command"] = _object(_need(m, "command"), "command")
    return out


def _undo_agree(m: Mapping[str, Any]) -> dict[str, Any]:
    out = _seated(m)
    yes = _need(m, "yes")
    if not isinstance(yes, bool):
        raise Refused(BAD_FIELD, "'yes' must be true or false")
    out["yes"] = yes
    return out


OPS: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    "hello": _hello, "list": _list, "create": _create, "join": _join, "resume": _resume,
    "spectate": _spectate, "command": _command, "undo": _seated, "undo_agree": _undo_agree,
    "leave": _seated, "rematch": _seated, "concede": _seated,
}


def parse(frame: str | bytes) -> dict[str, Any]:
    """A client frame as a checked message `{"op": ..., fields...}`, or `Refused`."""
    if isinstance(frame, bytes | bytearray):
        raise Refused(BAD_JSON, "frames are text (JSON), not binary")
    if len(frame) > MAX_FRAME:
        raise Refused(TOO_BIG, f"a message is at most {MAX_FRAME} bytes")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise Refused(BAD_JSON, "the message is not JSON") from None
    if not isinstance(data, dict):
        raise Refused(BAD_JSON, "a message is a JSON object with an \"op\"")
    if _depth(data) > MAX_DEPTH:
        raise Refused(BAD_FIELD, f"the message nests deeper than {MAX_DEPTH} levels")
    op = data.get("op")
    check = OPS.get(op) if isinstance(op, str) else None
    if check is None:
        raise Refused(UNKNOWN_OP, "the message's \"op\" is not one this server knows")
    out = check(data)
    out["op"] = op
    return out


class RawJson:
    """JSON text that `encode` writes into a message as it is: a plug writes the parts of a
    view that stay the same from message to message once (a card's JSON) and keeps the text."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


# Stands for a RawJson's text while the rest is written; the token makes it a string no
# message can hold by chance or by a player's choice.
_SPLICE = f"\x00raw-{secrets.token_hex(16)}-"


def encode(message: Mapping[str, Any]) -> str:
    """A server message as the text of one frame (compact JSON; `RawJson` parts as they are)."""
    raws: list[str] = []

    def splice(value: Any) -> str:
        if isinstance(value, RawJson):
            raws.append(value.text)
            return f"{_SPLICE}{len(raws) - 1}."
        raise TypeError(f"a message cannot carry a {type(value).__name__}")

    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False, default=splice)
    for i, raw in enumerate(raws):
        text = text.replace(json.dumps(f"{_SPLICE}{i}.", ensure_ascii=False), raw, 1)
    return text


# --- server messages --------------------------------------------------------------------------

def error(code: str, reason: str) -> dict[str, Any]:
    return {"op": "error", "code": code, "reason": reason}


def refused(command_id: int, code: str, reason: str) -> dict[str, Any]:
    return {"op": "refused", "id": command_id, "code": code, "reason": reason}


def welcome(server: str) -> dict[str, Any]:
    return {"op": "welcome", "version": PROTOCOL_VERSION, "server": server}


def created(room: str) -> dict[str, Any]:
    return {"op": "created", "room": room}


def rooms(listing: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    return {"op": "rooms", "rooms": list(listing)}


def joined(room: str, seat: int | None, token: str | None, game: str, setup: Mapping[str, Any],
           n: int, view: Mapping[str, Any] | None, events: Sequence[Mapping[str, Any]],
           **more: Any) -> dict[str, Any]:
    out = {"op": "joined", "room": room, "seat": seat, "game": game, "setup": dict(setup),
           "n": n, "view": view, "events": list(events)}
    if token is not None:
        out["token"] = token
    out.update(more)
    return out


def update(room: str, n: int, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None,
           acting: Sequence[int], clock: Mapping[str, Any] | None, **more: Any) -> dict[str, Any]:
    out = {"op": "update", "room": room, "n": n, "events": list(events), "view": view,
           "acting": list(acting), "clock": clock}
    out.update(more)
    return out


def presence(room: str, seat: int, name: str, connected: bool, **more: Any) -> dict[str, Any]:
    out = {"op": "presence", "room": room, "seat": seat, "name": name, "connected": connected}
    out.update(more)
    return out


def over(room: str, winners: Sequence[int], scores: Sequence[int], **more: Any) -> dict[str, Any]:
    out = {"op": "over", "room": room, "result": {"winners": list(winners), "scores": list(scores)}}
    out.update(more)
    return out
