"""The client of the game server, for the window and for bot clients.

Two ways to use it:

(a) asyncio::

    async with connect("ws://127.0.0.1:8765") as c:
        room = await c.create("warrior", {"players": 2}, [{"kind": "person"}, {"kind": "person"}])
        joined = await c.join(room, "Ella")          # the "joined" dict; c.token, c.seat kept
        reply = await c.command({"type": "Play", ...})  # the next "update" or a "refused" dict
        msg = await c.recv()                          # any server message, in order

    Every method sends one message and returns the server's answer to it as a decoded dict
    (`{"op": "error"|"refused", "code", "reason"}` when refused: nothing raises for a refusal).
    Messages that arrive while waiting for an answer (updates for others' moves, presence) are
    kept, in order, for `recv()`. A message the server refused for coming too fast ("rate-limit",
    with the seconds to wait in "retry") is sent again after that wait. `c.room`, `c.seat`, `c.token` and `c.n` (the last update
    number seen) follow what the server said.

(b) `ThreadedClient(url)` for a frame loop (pygame): it runs (a) on a thread of its own.
    `send(dict)` queues a message (never blocks; a seated op without "room"/"token" gets the
    seat's, a command without "id" gets the next number), `poll()` returns every message received since
    the last call (never blocks), `status` is "connecting", "connected", "lost" or "closed", and
    each change of status is also given by `poll()` as `{"op": "status", "status": ...}`. When
    the connection drops it connects again with a growing wait and resumes the seat it held
    (its token and `since` = the last update number it saw) or spectates again; `close()` ends
    it. `room`, `seat`, `token` and `n` as in (a).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
from collections import deque
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

import websockets
from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect

from game.net.messages import PROTOCOL_VERSION, RATE_LIMIT

MAX_INCOMING = 32 * 1024 * 1024  # a "joined" may carry a long game's events
_ANSWERS: dict[str, tuple[str, ...]] = {
    "hello": ("welcome",), "list": ("rooms",), "create": ("created",), "join": ("joined",),
    "resume": ("joined",), "spectate": ("joined",), "command": ("update", "refused"),
    "undo": ("undo",), "undo_agree": ("undo",), "leave": ("left",), "rematch": ("rematch",),
    "concede": ("update", "refused"),
}
_REFUSALS = ("error", "refused")
_RATE_RETRIES = 20  # a message refused for coming too fast is sent again this many times
_RATE_WAIT_MAX = 2.0
_SEATED = ("command", "undo", "undo_agree", "leave", "rematch", "concede")


class Client:
    """One connection to a server (made by `connect`)."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.backlog: deque[dict[str, Any]] = deque()
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.n: int = -1
        self._ids = 0
        self._lock = asyncio.Lock()

    # --- raw --------------------------------------------------------------------------------
    async def send(self, message: Mapping[str, Any]) -> None:
        await self.ws.send(json.dumps(dict(message)))

    async def _read(self) -> dict[str, Any]:
        data = json.loads(await self.ws.recv())
        self._note(data)
        return data

    def _note(self, m: dict[str, Any]) -> None:
        if m.get("op") == "joined":
            self.room, self.seat, self.n = m.get("room"), m.get("seat"), m.get("n", -1)
            if m.get("token"):
                self.token = m["token"]
        elif m.get("op") == "update" and m.get("room") == self.room:
            self.n = m.get("n", self.n)

    async def recv(self) -> dict[str, Any]:
        """The next server message (those kept while waiting for an answer first)."""
        if self.backlog:
            return self.backlog.popleft()
        return await self._read()

    async def request(self, message: Mapping[str, Any], answers: Sequence[str] | None = None) -> dict[str, Any]:
        """Send `message` and return the first answer to it (an op in `answers`, by default
        the op's usual answer, or an error/refusal); others are kept for `recv()`. A command's
        answer is the update or refusal that carries its "id"."""
        wanted = tuple(answers or _ANSWERS.get(str(message.get("op")), ())) + _REFUSALS
        cid = message.get("id") if message.get("op") == "command" else None
        async with self._lock:
            for _ in range(_RATE_RETRIES):
                await self.send(message)
                m = await self._answer(wanted, cid)
                if m.get("op") != "error" or m.get("code") != RATE_LIMIT:
                    return m
                # the server dropped the message unread: wait as it asks, then send it again
                await asyncio.sleep(min(_RATE_WAIT_MAX, max(0.01, float(m.get("retry") or 0.05))))
            return m

    async def _answer(self, wanted: tuple[str, ...], cid: Any) -> dict[str, Any]:
        while True:
            m = await self._read()
            if m.get("op") in wanted and (cid is None or m.get("op") == "error"
                                          or m.get("id") == cid):
                return m
            self.backlog.append(m)

    # --- the protocol -----------------------------------------------------------------------
    async def hello(self, name: str | None = None) -> dict[str, Any]:
        m: dict[str, Any] = {"op": "hello", "version": PROTOCOL_VERSION}
        if name:
            m["name"] = name
        return await self.request(m)

    async def list_rooms(self) -> list[dict[str, Any]]:
        return (await self.request({"op": "list"})).get("rooms", [])

    async def create(self, game: str, options: Mapping[str, Any], seats: Sequence[Mapping[str, Any]],
                     clock: Mapping[str, Any] | None = None, grace: float = 60,
                     away: str = "wait") -> str | dict[str, Any]:
        """The new room's code, or the error dict."""
        m = await self.request({"op": "create", "game": game, "options": dict(options),
                                "seats": [dict(s) for s in seats], "clock": clock,
                                "grace": grace, "away": away})
        return m["room"] if m.get("op") == "created" else m

    async def join(self, room: str, name: str, seat: int | None = None) -> dict[str, Any]:
        return await self.request({"op": "join", "room": room, "seat": seat, "name": name})

    async def resume(self, room: str | None = None, token: str | None = None,
                     since: int | None = None) -> dict[str, Any]:
        self.token = token or self.token
        return await self.request({"op": "resume", "room": room or self.room,
                                   "token": self.token,
                                   "since": self.n if since is None else since})

    async def spectate(self, room: str) -> dict[str, Any]:
        return await self.request({"op": "spectate", "room": room})

    async def command(self, command: Mapping[str, Any]) -> dict[str, Any]:
        """Send a command for the seat held; the answer is the update it caused (the one with
        this command's "id") or the refusal."""
        self._ids += 1
        return await self.request({"op": "command", "room": self.room, "token": self.token,
                                   "id": self._ids, "command": dict(command)})

    async def seated(self, op: str, **more: Any) -> dict[str, Any]:
        """One of undo, undo_agree (yes=...), leave, rematch, concede for the seat held."""
        return await self.request({"op": op, "room": self.room, "token": self.token, **more})

    async def close(self) -> None:
        await self.ws.close()


@contextlib.asynccontextmanager
async def connect(url: str, open_timeout: float = 10) -> AsyncIterator[Client]:
    """A `Client` connected to `url` (ws://host:port), closed at the end of the block."""
    async with ws_connect(url, max_size=MAX_INCOMING, open_timeout=open_timeout) as ws:
        yield Client(ws)


class ThreadedClient:
    """A connection run on its own thread, for a frame loop: `send`, `poll`, `status`, `close`."""

    def __init__(self, url: str, backoff: Sequence[float] = (0.2, 0.5, 1, 2, 4, 8)) -> None:
        self.url = url
        self.backoff = tuple(backoff)
        self.status = "connecting"
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.n: int = -1
        self.spectating = False
        self._ids = 0
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self._outbox: list[dict[str, Any]] = []
        self._loop = asyncio.new_event_loop()
        self._wake: asyncio.Event | None = None
        self._stop = False
        self._ws: ClientConnection | None = None
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()

    # --- the frame loop's side --------------------------------------------------------------
    def send(self, message: Mapping[str, Any]) -> None:
        m = dict(message)
        if m.get("op") in _SEATED and "token" not in m:
            m.update(room=self.room, token=self.token)
        if m.get("op") == "command" and "id" not in m:
            self._ids += 1
            m["id"] = self._ids
        self._loop.call_soon_threadsafe(self._queue, m)

    def poll(self) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self, timeout: float = 5) -> None:
        if self._stop:
            return
        self._stop = True
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._shutdown)
        self._thread.join(timeout)

    # --- the thread's side ------------------------------------------------------------------
    def _queue(self, m: dict[str, Any]) -> None:
        self._outbox.append(m)
        if self._wake is not None:
            self._wake.set()

    def _shutdown(self) -> None:
        if self._wake is not None:
            self._wake.set()
        if self._ws is not None:
            asyncio.ensure_future(self._ws.close())

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self._inbox.put({"op": "status", "status": status})

    def _note(self, m: dict[str, Any]) -> None:
        if m.get("op") == "joined":
            self.room, self.seat, self.n = m.get("room"), m.get("seat"), m.get("n", -1)
            self.spectating = m.get("seat") is None
            if m.get("token"):
                self.token = m["token"]
        elif m.get("op") == "update" and m.get("room") == self.room:
            self.n = m.get("n", self.n)
        elif m.get("op") == "left":
            self.room = self.token = self.seat = None
            self.spectating = False

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._wake = asyncio.Event()
        tries = 0
        while not self._stop:
            try:
                async with ws_connect(self.url, max_size=MAX_INCOMING, open_timeout=10) as ws:
                    self._ws = ws
                    tries = 0
                    if self.token and self.room:
                        await ws.send(json.dumps({"op": "resume", "room": self.room,
                                                  "token": self.token, "since": self.n}))
                    elif self.spectating and self.room:
                        await ws.send(json.dumps({"op": "spectate", "room": self.room}))
                    self._set_status("connected")
                    await self._pump(ws)
            except (TimeoutError, OSError, websockets.exceptions.WebSocketException):
                pass
            self._ws = None
            if self._stop:
                break
            self._set_status("lost")
            await self._sleep(self.backoff[min(tries, len(self.backoff) - 1)])
            tries += 1
        self._set_status("closed")

    async def _sleep(self, seconds: float) -> None:
        assert self._wake is not None
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._stopped(), seconds)

    async def _stopped(self) -> None:
        while not self._stop:
            assert self._wake is not None
            self._wake.clear()
            await self._wake.wait()

    async def _pump(self, ws: ClientConnection) -> None:
        assert self._wake is not None

        async def reader() -> None:
            async for frame in ws:
                try:
                    m = json.loads(frame)
                except ValueError:
                    continue
                if isinstance(m, dict):
                    self._note(m)
                    self._inbox.put(m)

        task = asyncio.ensure_future(reader())
        try:
            while not task.done() and not self._stop:
                while self._outbox:
                    await ws.send(json.dumps(self._outbox[0]))
                    self._outbox.pop(0)
                self._wake.clear()
                waker = asyncio.ensure_future(self._wake.wait())
                await asyncio.wait({task, waker}, return_when=asyncio.FIRST_COMPLETED)
                waker.cancel()
            if task.done():
                task.result()  # raises the connection's error, if any
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
