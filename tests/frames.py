"""Recording what a network client receives: shared by the toy-game tests (tests/net) and the
real games' loopback tests (tests/online)."""

from __future__ import annotations

import json
from typing import Any

from game.net.client import Client


def record_frames(c: Client) -> list[dict[str, Any]]:
    """Every frame `c` receives from now on, decoded, appended to the list returned."""
    frames: list[dict[str, Any]] = []
    recv = c.ws.recv

    async def recording(*a: Any, **kw: Any) -> Any:
        text = await recv(*a, **kw)
        frames.append(json.loads(text))
        return text

    c.ws.recv = recording  # type: ignore[method-assign]
    return frames
