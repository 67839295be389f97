"""A game server's address as a player types it."""

from __future__ import annotations

import re

PORT = 8765  # the port a window hosts on (when it is free) and the one an address without a port means

_ADDRESS = re.compile(r"^(?:wss?://)?(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?/?$")


def parse_address(text: str) -> str | None:
    """A server's URL from what a player types: "192.168.1.20", "host:8765", "ws://host:8765"."""
    found = _ADDRESS.match(text.strip())
    if not found:
        return None
    host, port = found.group(1), int(found.group(2) or PORT)
    if not 0 < port < 65536:
        return None
    scheme = "wss" if text.strip().startswith("wss://") else "ws"
    return f"{scheme}://{host}:{port}"


