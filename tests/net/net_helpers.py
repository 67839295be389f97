"""Helpers for the net tests: a toy server on loopback, and a client that plays the toy game."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine, Iterator
from typing import Any

from net_toy import ToyGame

from game.net.client import Client
from game.net.server import ServerHandle, run_in_background
from tests.frames import record_frames as record_frames  # the fuzz tests take it from here

TWO_PEOPLE = [{"kind": "person"}, {"kind": "person"}]


@contextlib.contextmanager
def toy_server(store: str | None = None, **limits: Any) -> Iterator[ServerHandle]:
    handle = run_in_background("127.0.0.1", 0, store, {"toy": ToyGame()}, **limits)
    try:
        yield handle
    finally:
        handle.stop()


def run(coro: Coroutine[Any, Any, Any], limit: float = 60) -> Any:
    """Run a test's coroutine (the limit only stops a hang; nothing is timed)."""
    return asyncio.run(asyncio.wait_for(coro, limit))


def lowest(view: dict[str, Any], seat: int) -> dict[str, Any]:
    return {"type": "Play", "seat": seat, "card": min(view["hands"][seat])}


async def play_to_end(c: Client, first: dict[str, Any], commands: list | None = None,
                      stop_after: int | None = None) -> dict[str, Any]:
    """Play the toy game from message `first` on (its lowest card each turn) until "over"
    (returned), or until this client has given `stop_after` commands (the update of the last
    one is returned). Commands given are appended to `commands`."""
    msg, given = first, 0
    while True:
        if msg["op"] == "over":
            return msg
        if (msg["op"] in ("update", "joined") and msg.get("state") == "playing"
                and c.seat in msg["acting"]):
            cmd = lowest(msg["view"], c.seat)
            reply = await c.command(cmd)
            assert reply["op"] == "update", reply
            if commands is not None:
                commands.append(cmd)
            given += 1
            if given == stop_after:
                return reply
            msg = reply
            continue
        msg = await c.recv()


async def next_op(c: Client, *ops: str) -> dict[str, Any]:
    while True:
        msg = await c.recv()
        if msg["op"] in ops:
            return msg
