"""The authoritative game server: WebSocket connections, rooms, the store and the computer seats.

`GameServer(games, store)` holds the rooms; `await server.start(host, port)` serves them
(websockets' asyncio server) until `await server.stop()`. `run_in_background(host, port,
store_path, games)` runs one on a thread of its own (the window's Host button) and gives a
`ServerHandle` (`.address`, `.url`, `.stop()`). `games` gives a game's plug by name (a mapping
or a function returning None for an unknown game): `game.net` itself knows no game.

Every frame is checked (`messages.parse`, at most `MAX_FRAME` bytes: a bigger one closes the
connection), every connection has a token bucket (`rate` messages a second, `burst` at once;
over it an error, and the connection is closed if it keeps on), and whatever goes wrong while
handling one message is logged in one line (room code and op, never a card or a view),
answered with an error, and touches no other room. Each connection has its own queue of
frames to send, so a slow reader slows nobody else. Computer seats think on a thread pool.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets
from websockets.asyncio.server import ServerConnection, serve

from game.net import messages as m
from game.net.messages import Refused
from game.net.plug import OnlineGame
from game.net.room import BotJob, Out, Room
from game.net.store import Store

log = logging.getLogger("game.net.server")

GameLookup = Callable[[str], OnlineGame | None]
MAX_ROOMS = 10_000
MAX_PENDING_FRAMES = 2_000  # a reader this far behind is closed
SERVER_NAME = "summoner-wars"


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def wait(self) -> float:
        """Seconds until the next message would be taken."""
        return max(0.0, (1 - self.tokens) / self.rate) if self.rate > 0 else 1.0


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    bucket: TokenBucket
    name: str | None = None
    strikes: int = 0
    watching: dict[str, int | None] = field(default_factory=dict)  # room -> seat (None: spectator)
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)


def _where(e: BaseException) -> str:
    """Where an exception was raised (file:line), without its message (which might name a card)."""
    tb = traceback.extract_tb(e.__traceback__)
    if not tb:
        return "?"
    last = tb[-1]
    return f"{Path(last.filename).name}:{last.lineno}"


class GameServer:
    def __init__(self, games: Mapping[str, OnlineGame] | GameLookup, store: Store | None = None,
                 *, rate: float = 20, burst: float = 40, strikes: int = 40,
                 tick: float = 0.25, bot_threads: int = 2,
                 seeds: Callable[[], int] | None = None, open_timeout: float = 10,
                 ping_interval: float = 20, ping_timeout: float = 20,
                 close_timeout: float = 5) -> None:
        self.games: GameLookup = games.get if isinstance(games, Mapping) else games
        self.store = store or Store()
        self.rate, self.burst, self.max_strikes = rate, burst, strikes
        # A connection that stalls is closed: one that has not finished its opening handshake
        # after `open_timeout` seconds (a partial HTTP upgrade), and one that does not answer
        # a ping within `ping_timeout` of it (sent every `ping_interval`: a client stuck
        # halfway through a frame answers none)
        self.open_timeout, self.close_timeout = open_timeout, close_timeout
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.tick_seconds = tick
        self.rooms: dict[str, Room] = {}
        self.watchers: dict[str, dict[Conn, int | None]] = {}
        self.pool = ThreadPoolExecutor(max_workers=bot_threads, thread_name_prefix="room-bot")
        self._server: Any = None
        self._ticker: asyncio.Task[None] | None = None
        self._states: dict[str, str] = {}
        self.seeds = seeds  # None: every game a fresh random seed; tests and the bench fix them
        self.restore()

    # --- rooms from the store -----------------------------------------------------------------
    def restore(self) -> None:
        """Rebuild every stored room by deciding its stored commands again."""
        now = time.monotonic()
        for stored in self.store.rooms():
            plug = self.games(stored.game)
            if plug is None:
                log.warning("room %s: its game %r is not on this server; left out", stored.code, stored.game)
                continue
            try:
                room = Room(stored.code, plug, stored.spec["options"], stored.spec["seats"],
                            stored.spec.get("clock"), stored.spec.get("grace", 60),
                            stored.spec.get("away", "wait"))
                for kind, data in stored.journal:
                    room.replay(kind, data)
            except Exception as e:  # one bad room must not stop the others
                log.error("room %s: could not be rebuilt (%s at %s); left out",
                          stored.code, type(e).__name__, _where(e))
                continue
            room.journal = self._journal(room.code)
            room.watched = self._watched(room.code)
            room.mark_all_away(now)
            self.rooms[room.code] = room
            self.watchers[room.code] = {}
            self._states[room.code] = room.state
        if self.rooms:
            log.info("rebuilt %d rooms from %s", len(self.rooms), self.store.path)

    def _journal(self, code: str) -> Callable[[str, dict[str, Any]], None]:
        def write(kind: str, data: dict[str, Any]) -> None:
            self.store.append(code, kind, data)
        return write

    def _watched(self, code: str) -> Callable[[int | None], bool]:
        def watched(audience: int | None) -> bool:
            return any(seat == audience for seat in self.watchers.get(code, {}).values())
        return watched

    def _new_code(self) -> str:
        for length in (m.CODE_LENGTH, m.CODE_LENGTH, m.CODE_LENGTH, 5, 5, 6, 6):
            code = "".join(secrets.choice(m.CODE_ALPHABET) for _ in range(length))
            if code not in self.rooms:
                return code
        raise Refused(m.SERVER_ERROR, "no room code is free; try again")

    # --- serving ------------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Start serving; the address really bound (port 0: a free one)."""
        self._server = await serve(
            self._connection, host, port, max_size=m.MAX_FRAME, max_queue=16,
            open_timeout=self.open_timeout, ping_interval=self.ping_interval,
            ping_timeout=self.ping_timeout, close_timeout=self.close_timeout,
            server_header=None)
        self._ticker = asyncio.ensure_future(self._tick_forever())
        sock = next(iter(self._server.sockets))
        name = sock.getsockname()
        return str(name[0]), int(name[1])

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    async def _connection(self, ws: ServerConnection) -> None:
        conn = Conn(ws, TokenBucket(self.rate, self.burst))
        writer = asyncio.ensure_future(self._writer(conn))
        try:
            async for frame in ws:
                if not conn.bucket.take():
                    conn.strikes += 1
                    self._send(conn, {**m.error(m.RATE_LIMIT, "too many messages: slow down"),
                                      "retry": round(conn.bucket.wait(), 3)})
                    if conn.strikes >= self.max_strikes:
                        log.info("a connection sent too many messages; closed")
                        break
                    continue
                conn.strikes = 0
                self.handle(conn, frame)
        except websockets.exceptions.ConnectionClosed:
            pass
        finally:
            self._gone(conn)
            conn.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)
            await ws.close(1008 if conn.strikes >= self.max_strikes else 1000)

    async def _writer(self, conn: Conn) -> None:
        while True:
            text = await conn.outbox.get()
            if text is None:
                return
            try:
                await conn.ws.send(text)
            except websockets.exceptions.ConnectionClosed:
                return

    def _send(self, conn: Conn, message: Mapping[str, Any]) -> None:
        if conn.outbox.qsize() > MAX_PENDING_FRAMES:
            asyncio.ensure_future(conn.ws.close(1008, "not reading"))
            return
        conn.outbox.put_nowait(m.encode(message))

    def deliver(self, code: str, outs: list[Out], sender: Conn | None = None,
                command_id: int | None = None, sender_seat: int | None = None) -> None:
        """Each message to the connections of its audience; the sender's update carries its
        command's id."""
        watchers = self.watchers.get(code, {})
        texts: dict[int, str] = {}
        sender_done = False
        for audience, message in outs:
            for conn, seat in watchers.items():
                if seat != audience:
                    continue
                if conn is sender and command_id is not None and message.get("op") == "update":
                    self._send(conn, {**message, "id": command_id})
                    sender_done = True
                    continue
                key = id(message)
                if key not in texts:
                    texts[key] = m.encode(message)
                if conn.outbox.qsize() > MAX_PENDING_FRAMES:
                    asyncio.ensure_future(conn.ws.close(1008, "not reading"))
                    continue
                conn.outbox.put_nowait(texts[key])
        if sender is not None and command_id is not None and not sender_done:
            for audience, message in outs:
                if audience == sender_seat and message.get("op") == "update":
                    self._send(sender, {**message, "id": command_id})
                    break
        room = self.rooms.get(code)
        if room is not None:
            if self._states.get(code) != room.state:
                self._states[code] = room.state
                self.store.set_state(code, room.state)
            self._kick_bots(room)

    # --- one message --------------------------------------------------------------------------
    def handle(self, conn: Conn, frame: str | bytes) -> None:
        """Handle one frame; nothing raised here reaches the connection loop."""
        op, code, command_id = "?", "-", None
        try:
            message = m.parse(frame)
            op = message["op"]
            code = message.get("room", "-")
            command_id = message.get("id")
            getattr(self, "_op_" + op)(conn, message)
        except Refused as e:
            if code != "-":
                log.info("room %s %s refused: %s", code, op, e.code)
            if op == "command" and command_id is not None:
                self._send(conn, m.refused(command_id, e.code, e.reason))
            else:
                self._send(conn, m.error(e.code, e.reason))
        except Exception as e:
            log.error("room %s %s failed: %s at %s", code, op, type(e).__name__, _where(e))
            self._send(conn, m.error(m.SERVER_ERROR, "the server could not handle that message"))

    def _room(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None:
            raise Refused(m.NO_ROOM, f"there is no room {code} on this server")
        return room

    def _op_hello(self, conn: Conn, message: dict[str, Any]) -> None:
        conn.name = message.get("name")
        self._send(conn, m.welcome(SERVER_NAME))

    def _op_list(self, conn: Conn, message: dict[str, Any]) -> None:
        self._send(conn, m.rooms([r.listing() for r in self.rooms.values() if r.state != "over"]))

    def _op_create(self, conn: Conn, message: dict[str, Any]) -> None:
        plug = self.games(message["game"])
        if plug is None:
            raise Refused(m.BAD_GAME, f"this server has no game {message['game']!r}")
        if len(self.rooms) >= MAX_ROOMS:
            raise Refused(m.SERVER_ERROR, "this server holds all the rooms it can")
        code = self._new_code()
        spec = {k: message[k] for k in ("options", "seats", "clock", "grace", "away")}
        room = Room.create(code, plug, message)
        if self.seeds is not None:
            room.seeds = self.seeds
        self.store.add_room(code, plug.name, spec)
        room.journal = self._journal(code)
        room.watched = self._watched(code)
        self.rooms[code] = room
        self.watchers[code] = {}
        self._states[code] = room.state
        log.info("room %s created (%s)", code, plug.name)
        self._send(conn, m.created(code))

    def _op_join(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._room(message["room"])
        seat, token, outs = room.join(message["seat"], message["name"], time.monotonic())
        self.deliver(room.code, outs)
        self.watchers[room.code][conn] = seat
        conn.watching[room.code] = seat
        self._send(conn, room.joined(seat, token))

    def _op_resume(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._room(message["room"])
        seat = room.seat_for(message["token"])
        since = message["since"] if message["since"] is not None else -1
        if since > room.n:
            since = -1
        if conn.watching.get(room.code, -2) != seat:
            self._unwatch(conn, room.code)
            self.deliver(room.code, room.connect(seat, time.monotonic()))
            self.watchers[room.code][conn] = seat
            conn.watching[room.code] = seat
        self._send(conn, room.joined(seat, None, since))

    def _op_spectate(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._room(message["room"])
        if room.code not in conn.watching:
            room.spectators += 1
            self.watchers[room.code][conn] = None
            conn.watching[room.code] = None
        self._send(conn, room.joined(None, None))

    def _seated(self, message: dict[str, Any]) -> tuple[Room, int]:
        room = self._room(message["room"])
        return room, room.seat_for(message["token"])

    def _op_command(self, conn: Conn, message: dict[str, Any]) -> None:
        room, seat = self._seated(message)
        outs = room.command(seat, message["command"], time.monotonic())
        self.deliver(room.code, outs, conn, message["id"], seat)

    def _op_concede(self, conn: Conn, message: dict[str, Any]) -> None:
        room, seat = self._seated(message)
        self.deliver(room.code, room.concede(seat, time.monotonic()))

    def _op_undo(self, conn: Conn, message: dict[str, Any]) -> None:
        room, seat = self._seated(message)
        self.deliver(room.code, room.undo(seat, time.monotonic()))

    def _op_undo_agree(self, conn: Conn, message: dict[str, Any]) -> None:
        room, seat = self._seated(message)
        self.deliver(room.code, room.undo_agree(seat, message["yes"], time.monotonic()))

    def _op_rematch(self, conn: Conn, message: dict[str, Any]) -> None:
        room, seat = self._seated(message)
        self.deliver(room.code, room.rematch(seat, time.monotonic()))

    def _op_leave(self, conn: Conn, message: dict[str, Any]) -> None:
        room, seat = self._seated(message)
        if conn.watching.get(room.code) == seat:
            self.watchers[room.code].pop(conn, None)
            conn.watching.pop(room.code, None)
        self.deliver(room.code, room.leave(seat, time.monotonic()))
        self._send(conn, {"op": "left", "room": room.code})

    # --- connections going ----------------------------------------------------------------------
    def _unwatch(self, conn: Conn, code: str) -> None:
        if code not in conn.watching:
            return
        seat = conn.watching.pop(code)
        self.watchers.get(code, {}).pop(conn, None)
        room = self.rooms.get(code)
        if room is None:
            return
        if seat is None:
            room.spectators = max(0, room.spectators - 1)
        else:
            self.deliver(code, room.disconnect(seat, time.monotonic()))

    def _gone(self, conn: Conn) -> None:
        for code in list(conn.watching):
            try:
                self._unwatch(conn, code)
            except Exception as e:
                log.error("room %s disconnect failed: %s at %s", code, type(e).__name__, _where(e))

    # --- time and computer seats ----------------------------------------------------------------
    async def _tick_forever(self) -> None:
        while True:
            await asyncio.sleep(self.tick_seconds)
            now = time.monotonic()
            for code, room in list(self.rooms.items()):
                if room.state != "playing":
                    continue
                try:
                    outs = room.tick(now)
                    if outs:
                        self.deliver(code, outs)
                    else:
                        self._kick_bots(room)
                except Exception as e:
                    log.error("room %s tick failed: %s at %s", code, type(e).__name__, _where(e))

    def _kick_bots(self, room: Room) -> None:
        loop = asyncio.get_running_loop()
        for job in room.bot_jobs():
            future = loop.run_in_executor(self.pool, job.think)
            future.add_done_callback(lambda f, job=job, room=room: self._bot_done(room, job, f))

    def _bot_done(self, room: Room, job: BotJob, future: asyncio.Future[Any]) -> None:
        command = None
        if future.cancelled():
            room.thinking.discard(job.seat)
            return
        error = future.exception()
        if error is not None:
            log.error("room %s bot failed: %s at %s", room.code, type(error).__name__, _where(error))
        else:
            command = future.result()
        try:
            self.deliver(room.code, room.bot_done(job, command, time.monotonic()))
        except Exception as e:
            log.error("room %s bot move failed: %s at %s", room.code, type(e).__name__, _where(e))


@dataclass
class ServerHandle:
    """A server running on a thread of its own (`run_in_background`)."""

    address: tuple[str, int]
    server: GameServer
    loop: asyncio.AbstractEventLoop
    thread: threading.Thread

    @property
    def url(self) -> str:
        host = self.address[0]
        if host in ("0.0.0.0", "::"):
            host = "127.0.0.1"
        return f"ws://{host}:{self.address[1]}"

    def stop(self, timeout: float = 10) -> None:
        if not self.thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop)
        with contextlib.suppress(Exception):
            future.result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)


def run_in_background(host: str, port: int, store_path: str | Path | None,
                      games: Mapping[str, OnlineGame] | GameLookup, **limits: Any) -> ServerHandle:
    """Start a server on a thread of its own and return once it listens (`limits`: the
    `GameServer` keywords rate, burst, strikes, tick, bot_threads, seeds, open_timeout,
    ping_interval, ping_timeout, close_timeout)."""
    ready: dict[str, Any] = {}
    started = threading.Event()
    loop = asyncio.new_event_loop()

    def run() -> None:
        asyncio.set_event_loop(loop)
        try:
            server = GameServer(games, Store(store_path or ":memory:"), **limits)
            ready["server"] = server
            ready["address"] = loop.run_until_complete(server.start(host, port))
        except BaseException as e:  # reported to the caller below
            ready["error"] = e
            started.set()
            return
        started.set()
        loop.run_forever()
        loop.close()

    thread = threading.Thread(target=run, name="game-server", daemon=True)
    thread.start()
    started.wait()
    if "error" in ready:
        raise ready["error"]
    return ServerHandle(ready["address"], ready["server"], loop, thread)


# A serving process's collector: young objects are collected often (a command makes thousands
# of short-lived ones) and cheaply; the older generations only by `collect_forever`'s full
# collection now and then. Measured with `bench --only server --rooms 200`: the collector's
# older generations were the server's longest stalls (a gen-1 collection 380 ms, a gen-2 300 ms,
# while a whole 40-second run made some 2,400 objects of cyclic garbage to find).
YOUNG_THRESHOLD = 20_000
NEVER = 1_000_000_000  # gen-0 collections before an older generation is looked at: never
FULL_COLLECTION_SECONDS = 300.0


def settle_for_serving() -> None:
    """Tune the garbage collector of a process that only serves (the `serve` command, the
    bench's server). What was loaded at the start (the cards, the code) is moved out of the
    collector's sight (`gc.freeze`); young objects are collected as they come, and the rest
    (each game's states) only by the full collection `collect_forever` runs every few
    minutes, so no room waits on a walk of every room's objects at every few hundred commands."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, NEVER, NEVER)


async def collect_forever(period: float = FULL_COLLECTION_SECONDS) -> None:
    """The full collection of a settled serving process, every `period` seconds (its cyclic
    garbage, such as closed connections', is found there)."""
    import gc

    while True:
        await asyncio.sleep(period)
        t0 = time.perf_counter()
        found = gc.collect()
        log.info("full collection: %d objects of cyclic garbage in %.0f ms", found,
                 (time.perf_counter() - t0) * 1000)


async def serve_forever(host: str, port: int, store_path: str | Path,
                        games: Mapping[str, OnlineGame] | GameLookup,
                        ready: Callable[[tuple[str, int]], None] | None = None) -> None:
    """Serve until cancelled (the `serve` command)."""
    server = GameServer(games, Store(store_path))
    address = await server.start(host, port)
    settle_for_serving()
    collector = asyncio.ensure_future(collect_forever())
    if ready is not None:
        ready(address)
    try:
        await asyncio.Future()
    finally:
        collector.cancel()
        await server.stop()


def run_serve_command(host: str, port: int, store_path: str | Path,
                      games: Mapping[str, OnlineGame] | GameLookup) -> int:
    """The `serve` command's body: log to stderr, say the address on stdout (one line,
    `serving on ws://HOST:PORT`), serve until Ctrl+C or SIGTERM."""
    import signal
    import sys

    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(message)s")

    def ready(address: tuple[str, int]) -> None:
        print(f"serving on ws://{address[0]}:{address[1]} (store: {store_path})", flush=True)

    async def main() -> None:
        task = asyncio.ensure_future(serve_forever(host, port, store_path, games, ready))
        with contextlib.suppress(NotImplementedError):  # no signals on Windows' loop
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
        with contextlib.suppress(asyncio.CancelledError):
            await task

    asyncio.run(main())
    return 0
