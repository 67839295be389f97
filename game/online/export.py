"""A room of the server's store as a save file: `summoner-wars serve --export ROOM`.

The store keeps each room's setup and the commands of its latest game (`Store.room_record`).
Played again here with the room's own seed, they give the game the room played, which is
written as any game of this program is saved (`save_game` for Summoner Wars, `save_match` for
the games on the protocol, Warrior): a finished online game is then a replay the Replays list
opens, and an unfinished one a save. The commands are decided again on the way, so a store
that does not replay to a game is refused, never written as one.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game.core.game import Game
from game.engine.match import Match
from game.engine.protocol import Rejection
from game.i18n import _
from game.net.plug import OnlineGame, OptionsError
from game.net.store import Store
from game.online.registry import online_game
from game.persist.match_files import save_match
from game.persist.saves import save_game
from game.persist.store import SaveStore, slug


class ExportError(Exception):
    """A room that cannot be written as a save (the message is in a player's words)."""


def bot_seed(seed: int, seat: int) -> int:
    """The seed of a room's computer seat (as `game.net.room.Room` seeds it)."""
    return (seed + 7919 * (seat + 1)) % 2**63


def seats_of(record: dict[str, Any]) -> list[dict[str, Any]]:
    """Who played each seat, as a save records it."""
    out: list[dict[str, Any]] = []
    for i, seat in enumerate(record.get("seats") or ()):
        if seat.get("kind") == "bot":
            out.append({"kind": "bot", "bot": str(seat.get("level") or "normal"),
                        "seed": bot_seed(int(record["seed"]), i)})
        else:
            out.append({"kind": "human"})
    return out


def replayed(record: dict[str, Any]) -> tuple[OnlineGame, Game | Match]:
    """The room's latest game, every command decided again from its seed."""
    try:
        plug = online_game(record["game"])
    except ValueError as e:
        raise ExportError(str(e)) from None
    try:
        setup = plug.setup_from_options(record["options"], record["names"], int(record["seed"]))
    except OptionsError as e:  # a deck this installation no longer has, say
        raise ExportError(str(e)) from None
    game: Game | Match = Game.new(setup) if plug.name == "summoner-wars" else Match.new(plug.rules, setup)
    for i, data in enumerate(record["commands"]):
        try:
            out = game.submit(plug.decode_command(data))
        except (ValueError, TypeError, KeyError) as e:
            raise ExportError(_("command {number} of the room is not one of this game's ({reason})",
                                number=i + 1, reason=e)) from None
        if isinstance(out, Rejection):
            raise ExportError(_("command {number} of the room is refused by the rules installed here: {reason}",
                                number=i + 1, reason=out.reason))
    return plug, game


def default_path(code: str, folder: Path | None = None) -> Path:
    """A file for room `code`'s game in the player's save folder, where the Replays list looks."""
    root = folder or SaveStore().root
    base = slug(f"online-{code}")
    path, n = root / f"{base}.json", 2
    while path.exists():
        path, n = root / f"{base}-{n}.json", n + 1
    return path


def export_room(store_path: str | os.PathLike[str], code: str, out: str | os.PathLike[str] | None = None) -> Path:
    """Write room `code`'s latest game from the store at `store_path` as a save file (`out`, or
    a new file in the save folder); the path written. `ExportError` says why it cannot be."""
    if not Path(store_path).is_file():
        raise ExportError(_("there is no server store at {path}", path=store_path))
    store = Store(store_path)
    try:
        record = store.room_record(code.upper())
    except KeyError:
        raise ExportError(_("the store {path} has no room {room}", path=store_path, room=code)) from None
    except ValueError:
        raise ExportError(_("the game of room {room} has not started", room=code)) from None
    finally:
        store.close()
    plug, game = replayed(record)
    path = Path(out) if out is not None else default_path(record["room"])
    path.parent.mkdir(parents=True, exist_ok=True)
    name = _("Online room {room}", room=code.upper())
    seats = seats_of(record)
    if isinstance(game, Game):
        save_game(game, path, name, seats=seats)
    else:
        save_match(game, path, name, seats=seats)
    return path
