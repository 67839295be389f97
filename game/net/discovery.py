"""Finding game servers on the local network (mDNS / DNS-SD, with `zeroconf`).

A window that hosts advertises the service `_summonerwars._tcp.local.` on its port; the TXT
record carries the protocol version, the host's name and its rooms (one entry per room:
`r.CODE=game|state|who is waiting`). A window looking for games browses the same type and
reads the TXT records back. Nothing in a TXT record is trusted: `decode_txt` keeps only what
reads as a room code, a game's name and a short name, and drops the rest.

`Advertiser` and `Browser` own a `Zeroconf` instance each (its threads) and are closed with
`close()`. Neither blocks the caller's frame loop: the browser resolves what it hears on a
thread of its own and `found()` returns what is known so far.
"""

from __future__ import annotations

import logging
import re
import socket
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.net.messages import CODE_ALPHABET, MAX_NAME, PROTOCOL_VERSION

log = logging.getLogger(__name__)

SERVICE = "_summonerwars._tcp.local."
MAX_ROOMS = 24  # rooms a TXT record lists (each entry is at most 255 bytes; the whole record stays small)
_CODE = re.compile(f"^[{CODE_ALPHABET}]{{4,6}}$")
_GAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
_STATES = ("open", "playing", "over")


@dataclass(frozen=True)
class RoomAd:
    """One room as a server advertises it: its code, game, state and who waits in it."""

    code: str
    game: str
    state: str = "open"
    host: str = ""


@dataclass(frozen=True)
class FoundServer:
    """A server heard on the local network: its name, address and rooms."""

    name: str
    host: str
    port: int
    server_name: str
    rooms: tuple[RoomAd, ...]

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"


def _clean(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return "".join(ch for ch in text if ch.isprintable())[:limit]


def encode_txt(server_name: str, rooms: Sequence[RoomAd]) -> dict[str, str]:
    """The TXT record's properties for a server and its rooms."""
    props = {"v": str(PROTOCOL_VERSION), "name": _clean(server_name, MAX_NAME)}
    for room in rooms[:MAX_ROOMS]:
        host = _clean(room.host.replace("|", " "), MAX_NAME)
        props[f"r.{room.code}"] = f"{room.game}|{room.state}|{host}"
    return props


def _text(value: object) -> str | None:
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value if isinstance(value, str) else None


def decode_txt(props: Mapping[object, object]) -> tuple[str, tuple[RoomAd, ...]] | None:
    """(server name, rooms) from a TXT record's properties, or None when it is not a server
    of this protocol's version. Entries that do not read as rooms are dropped."""
    items = {_text(k): _text(v) for k, v in props.items()}
    if items.get("v") != str(PROTOCOL_VERSION):
        return None
    name = _clean(items.get("name") or "", MAX_NAME)
    rooms = []
    for key, value in sorted((k, v) for k, v in items.items() if k and v is not None):
        if not key.startswith("r.") or not _CODE.match(key[2:]):
            continue
        parts = value.split("|")
        if len(parts) != 3 or not _GAME.match(parts[0]) or parts[1] not in _STATES:
            continue
        rooms.append(RoomAd(key[2:], parts[0], parts[1], _clean(parts[2], MAX_NAME)))
    return name, tuple(rooms[:MAX_ROOMS])


def lan_address() -> str:
    """This machine's address on the local network (the one a route out would use), or
    127.0.0.1 when there is none. Sends nothing: connecting a UDP socket only picks a route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def _zeroconf(address: str | None):
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    if address == "127.0.0.1":
        return Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)


class Advertiser:
    """Says on the local network that a server listens at `address`:`port`, with its rooms."""

    def __init__(self, server_name: str, port: int, address: str | None = None) -> None:
        from zeroconf import ServiceInfo

        self.address = address or lan_address()
        self.port = port
        self.server_name = server_name
        host = socket.gethostname().split(".")[0] or "host"
        label = _clean(f"{server_name} on {host}", 50).replace(".", " ") or "Summoner Wars"
        self.name = f"{label} {port}.{SERVICE}"
        self._zc = _zeroconf(self.address)
        self._rooms: tuple[RoomAd, ...] = ()
        self._info = ServiceInfo(SERVICE, self.name, addresses=[socket.inet_aton(self.address)],
                                 port=port, properties=encode_txt(server_name, ()),
                                 server=f"{host}-{port}.local.")
        self._zc.register_service(self._info)

    def set_rooms(self, rooms: Sequence[RoomAd]) -> None:
        """Advertise these rooms from now on (nothing is sent when they did not change)."""
        rooms = tuple(rooms)
        if rooms == self._rooms:
            return
        from zeroconf import ServiceInfo

        self._rooms = rooms
        self._info = ServiceInfo(SERVICE, self.name, addresses=[socket.inet_aton(self.address)],
                                 port=self.port, properties=encode_txt(self.server_name, rooms),
                                 server=self._info.server)
        self._zc.update_service(self._info)

    def close(self) -> None:
        try:
            self._zc.unregister_all_services()
        finally:
            self._zc.close()


class Browser:
    """Listens for servers on the local network; `found()` is what it has heard so far."""

    def __init__(self, address: str | None = None) -> None:
        from zeroconf import ServiceBrowser

        self._zc = _zeroconf(address)
        self._lock = threading.Lock()
        self._found: dict[str, FoundServer] = {}
        self._closed = False
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._on_change])

    def _on_change(self, zeroconf, service_type: str, name: str, state_change) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        # Resolving waits for answers: never on zeroconf's own thread.
        threading.Thread(target=self._resolve, args=(service_type, name), daemon=True,
                         name="lan-resolve").start()

    def _resolve(self, service_type: str, name: str) -> None:
        from zeroconf import ServiceInfo

        info = ServiceInfo(service_type, name)
        try:
            if self._closed or not info.request(self._zc, 3000):
                return
        except Exception:  # a closed zeroconf, a broken answer: that server is not listed
            log.debug("could not resolve %s", name, exc_info=True)
            return
        txt = decode_txt(info.properties or {})
        addresses = info.parsed_addresses()
        if txt is None or not addresses or not info.port:
            return
        server_name, rooms = txt
        found = FoundServer(name, addresses[0], int(info.port), server_name, rooms)
        with self._lock:
            self._found[name] = found

    def found(self) -> list[FoundServer]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.server_name, f.name))

    def close(self) -> None:
        self._closed = True
        try:
            self._browser.cancel()
        finally:
            self._zc.close()
