"""A computer player that plays one seat through a game server, as a person's window would: it
knows only what the server sends its seat (views decoded by the game's plug), picks one of the
commands its view allows, sends it and waits for the update. Used by the loopback tests and by
`bench --only server`, which reads `Played.latencies` (seconds from a command sent to its
update received)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from typing import Any

from game.net.client import Client
from game.net.plug import OnlineGame


@dataclass
class Played:
    seat: int
    commands: int = 0
    refused: int = 0
    latencies: list[float] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)
    final_view: Any = None
    result: dict[str, Any] | None = None


async def play_seat(client: Client, plug: OnlineGame, joined: dict[str, Any], seed: int,
                    think: float = 0.0, limit: int = 5000, keep_frames: bool = False,
                    deadline: float | None = None) -> Played:
    """Play the seat the client holds from the message `joined` on (its "joined" answer, or the
    first update after it) until the game is over (or `limit` commands, or the
    `time.perf_counter()` time `deadline`: no command is sent after it, and a wait for the
    others' moves ends there)."""
    rnd = random.Random(seed)
    seat = joined.get("seat", client.seat)
    if seat is None:
        raise ValueError("the client holds no seat")
    out = Played(seat)
    message = joined
    latest = -1
    while out.commands < limit:
        if keep_frames:
            out.frames.append(message)
        if message.get("op") == "over":
            out.result = message.get("result")
            break
        stale = message.get("op") == "update" and message.get("n", latest) < latest
        latest = max(latest, message.get("n", latest))
        if message.get("op") in ("joined", "update") and message.get("view") is not None and not stale:
            # (an update older than one already seen came in while this seat's own command was
            # answered: in games where seats act at once it may still list this seat as acting)
            acting = seat in message.get("acting", ())
            # a view is decoded only when the seat must act or the game ends (decoding every
            # view of the others' moves would be this client's heaviest work for nothing)
            if not acting and message.get("state") != "over":
                message = await _next(client, deadline)
                if message is None:
                    break
                continue
            view = plug.decode_view(message["view"])
            out.final_view = view
            if message.get("state") == "over" or plug.rules.is_over(view):
                out.result = message.get("result") or {"over": True}
                break
            if acting:
                legal = plug.rules.legal_commands(view, seat)
                if legal:
                    if think:
                        await asyncio.sleep(rnd.uniform(0.5, 1.5) * think)
                    if deadline is not None and time.perf_counter() >= deadline:
                        break
                    sent = time.perf_counter()
                    reply = await client.command(plug.encode_command(rnd.choice(legal)))
                    out.commands += 1
                    if reply.get("op") in ("refused", "error"):
                        out.refused += 1
                        if _overtaken(client, message):
                            # where seats act at once (Warrior), another's command came first
                            # and the game moved on: the next update says where it is now
                            message = await _next(client, deadline)
                            if message is None:
                                break
                            continue
                        raise RuntimeError(f"seat {seat}: the server refused a listed command: "
                                           f"{reply.get('code')}: {reply.get('reason')}")
                    out.latencies.append(time.perf_counter() - sent)
                    message = reply
                    continue
        message = await _next(client, deadline)
        if message is None:
            break
    return out


def _overtaken(client: Client, acted_on: dict[str, Any]) -> bool:
    """Whether an update newer than `acted_on` came for this room before the refusal."""
    n = acted_on.get("n", -1)
    return any(m.get("op") == "update" and m.get("room") == acted_on.get("room")
               and m.get("n", -1) > n for m in client.backlog)


async def _next(client: Client, deadline: float | None) -> dict[str, Any] | None:
    """The next message, or None once `deadline` has passed."""
    if deadline is None:
        return await client.recv()
    left = deadline - time.perf_counter()
    if left <= 0:
        return None
    try:
        return await asyncio.wait_for(client.recv(), left)
    except TimeoutError:
        return None
