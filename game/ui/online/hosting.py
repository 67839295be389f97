"""The game server a window runs for its local network (the hub's Host).

`LocalHost.start()` runs `game.net.server.run_in_background` on all interfaces (port 8765, or
a free one when that is taken), with its rooms stored in the player's data folder (so a window
closed mid-game can start it again and the room is still there), and advertises it on the
local network (`game.net.discovery`). One per window; `stop()` ends both.
"""

from __future__ import annotations

import logging
from pathlib import Path

from game.net.discovery import Advertiser, RoomAd, lan_address
from game.net.server import ServerHandle, run_in_background
from game.online.registry import online_games
from game.paths import user_data_dir
from game.ui.online.address import PORT

log = logging.getLogger(__name__)



def store_path() -> Path:
    return user_data_dir() / "online" / "rooms.sqlite3"


class LocalHost:
    def __init__(self, handle: ServerHandle, address: str, advertiser: Advertiser | None) -> None:
        self.handle = handle
        self.address = address  # the address others on the network connect to
        self.advertiser = advertiser
        self.rooms: dict[str, RoomAd] = {}

    @classmethod
    def start(cls, server_name: str, *, host: str = "0.0.0.0", port: int = PORT,
              store: Path | None = None, advertise: bool = True) -> LocalHost:
        """A server listening on `host` (`port`, else any free port); raises OSError when it
        cannot listen at all."""
        path = store if store is not None else store_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            handle = run_in_background(host, port, path, online_games())
        except OSError:
            if port == 0:
                raise
            handle = run_in_background(host, 0, path, online_games())
        address = "127.0.0.1" if host == "127.0.0.1" else lan_address()
        advertiser = None
        if advertise:
            try:
                advertiser = Advertiser(server_name, handle.address[1], address)
            except Exception as e:  # no multicast here: others can still type the address
                log.warning("could not advertise the server on the local network: %s", e)
        return cls(handle, address, advertiser)

    @property
    def port(self) -> int:
        return self.handle.address[1]

    @property
    def url(self) -> str:
        """Where this window's own client connects (the loopback: always there)."""
        return f"ws://127.0.0.1:{self.port}"

    @property
    def address_text(self) -> str:
        """What the other person types to join: host:port."""
        return f"{self.address}:{self.port}"

    def advertise(self, room: RoomAd | None = None, *, gone: str | None = None) -> None:
        """Add or update a room in the advertisement (or take room `gone` out of it)."""
        if room is not None:
            self.rooms[room.code] = room
        if gone is not None:
            self.rooms.pop(gone, None)
        if self.advertiser is not None:
            try:
                self.advertiser.set_rooms(list(self.rooms.values()))
            except Exception as e:
                log.warning("could not update the advertisement: %s", e)

    def stop(self) -> None:
        if self.advertiser is not None:
            try:
                self.advertiser.close()
            except Exception as e:
                log.warning("could not withdraw the advertisement: %s", e)
            self.advertiser = None
        self.handle.stop()
