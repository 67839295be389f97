"""`summoner-wars bench --only server`: N concurrent rooms of Summoner Wars 2E on loopback, at a
person's pace, and how long each command takes from being sent to its update arriving.

The server runs in a child process of its own (`run_in_background`'s server, as `serve` runs
it, on 127.0.0.1 with a SQLite store in a temporary folder, so the journal's writes are
measured too): its latency is then not shared with the clients' work. The clients (two bot
clients a room, `game.online.bot_client.play_seat`, each pausing `--think` seconds on average
before a command, as a person would) share one asyncio loop in this process. That loop can be
late itself when it is busy decoding views, which would count against the server: the
section reports the loop's own lateness beside the figures (`client loop late p99 ms`).

Rooms take the 2E pairings of factions in turn; the games' seeds and the clients' choices
follow from `--seed`. Every room is opened and seated before the
clock starts; then every room plays for `--seconds` (a room whose game ends opens a new room
with the next pairing). The last line is `rooms N, commands/s X, p50 A ms, p99 B ms`.
`--server-profile FILE` writes the server process's cProfile statistics there.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import multiprocessing
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.benchmarks.measure import percentile
from game.net.server import settle_for_serving

ROOMS = 10
SECONDS = 60.0
THINK = 2.0  # seconds a seat pauses before a command, on average (a person's pace)
LAG_PERIOD = 0.05


@dataclass
class RoomRun:
    pair: tuple[str, str]
    latencies: list[float] = field(default_factory=list)
    commands: int = 0
    games: int = 0
    failed: str | None = None


# --- the server's process ---------------------------------------------------------------------

def _serve(store: str, pipe: Any, profile: str | None, seed: int) -> None:
    """The child process: serve until told to stop (a message on `pipe`), then send back the
    seconds each command took inside the server (from its frame read to its updates queued)."""
    import cProfile

    from game.net.server import GameServer, collect_forever, settle_for_serving
    from game.net.store import Store
    from game.online.registry import online_games

    handled: list[float] = []
    late: list[float] = []

    class TimedServer(GameServer):
        def _op_command(self, conn: Any, message: dict[str, Any]) -> None:
            t0 = time.perf_counter()
            try:
                super()._op_command(conn, message)
            finally:
                handled.append(time.perf_counter() - t0)

    async def main() -> None:
        # the games' seeds follow from --seed: the same command plays the same games
        server = TimedServer(online_games(), Store(store), seeds=itertools.count(seed * 1_000_000 + 1).__next__)
        address = await server.start("127.0.0.1", 0)
        settle_for_serving()  # as `summoner-wars serve` does
        collector = asyncio.ensure_future(collect_forever())
        pipe.send(address)
        loop = asyncio.get_running_loop()
        # the loop's lateness counts from when the clients' clock starts ("go"): opening the
        # rooms reads the cards, which is not a command's wait
        if await loop.run_in_executor(None, pipe.recv) != "go":
            return
        lateness = asyncio.ensure_future(_loop_lateness(float("inf"), late))
        await loop.run_in_executor(None, pipe.recv)
        lateness.cancel()
        collector.cancel()
        await server.stop()

    profiler = cProfile.Profile() if profile else None
    if profiler is not None:
        profiler.enable()
    asyncio.run(main())
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(profile)
    pipe.send((handled, late))


@contextlib.contextmanager
def server_process(folder: Path, handled: list[float], late: list[float], profile: str | None = None,
                   seed: int = 1) -> Any:
    """A server in a child process; yields its ws:// address and the call that starts its
    clock (when the rooms are open). Once it has stopped, `handled`
    holds the seconds each command took inside it, `late` how late its loop was, every
    LAG_PERIOD (a stall there delays every room's commands)."""
    ctx = multiprocessing.get_context("spawn")
    ours, theirs = ctx.Pipe()
    proc = ctx.Process(target=_serve, args=(str(folder / "bench.sqlite"), theirs, profile, seed),
                       name="bench-server", daemon=True)
    proc.start()
    try:
        if not ours.poll(60):
            raise RuntimeError("the server process did not start")
        host, port = ours.recv()
        yield f"ws://{host}:{port}", lambda: ours.send("go")
    finally:
        with contextlib.suppress(Exception):
            ours.send("stop")
            if ours.poll(60):
                times, lateness = ours.recv()
                handled.extend(times)
                late.extend(lateness)
        proc.join(10)
        if proc.is_alive():
            proc.terminate()
            proc.join(5)


# --- the clients --------------------------------------------------------------------------------

async def _open_room(url: str, pair: tuple[str, str], stack: contextlib.AsyncExitStack) -> list[Any]:
    """A room of two person seats for `pair`, both taken: [(client, joined)] per seat."""
    from game.net.client import connect

    clients = [await stack.enter_async_context(connect(url, open_timeout=60)) for _ in range(2)]
    code = await clients[0].create("summoner-wars", {"edition": "2e", "decks": list(pair)},
                                   [{"kind": "person"}, {"kind": "person"}])
    if not isinstance(code, str):
        raise RuntimeError(f"the server refused a room: {code}")
    joined = []
    for seat, c in enumerate(clients):
        j = await c.join(code, f"Bench {seat + 1}", seat)
        if j.get("op") != "joined":
            raise RuntimeError(f"the server refused a seat: {j}")
        joined.append(j)
    # the first joiner's "joined" came before the start: its next update carries the game
    first = joined[0]
    if first.get("view") is None:
        first = {**await _first_update(clients[0]), "seat": first["seat"]}
    return [(clients[0], first), (clients[1], joined[1])]


async def _first_update(client: Any) -> dict[str, Any]:
    while True:
        message = await client.recv()
        if message.get("op") == "update" and message.get("view") is not None:
            return message


async def _play_room(url: str, run: RoomRun, seated: list[Any], next_pair: Callable[[], tuple[str, str]],
                     seed: int, think: float, deadline: float, stack: contextlib.AsyncExitStack) -> None:
    from game.online.bot_client import play_seat
    from game.online.summoner_wars import SUMMONER_WARS_ONLINE

    while time.perf_counter() < deadline:
        played = await asyncio.gather(*(
            play_seat(c, SUMMONER_WARS_ONLINE, j, seed * 7 + seat + 1000 * run.games, think=think,
                      deadline=deadline)
            for seat, (c, j) in enumerate(seated)))
        for p in played:
            run.latencies += p.latencies
            run.commands += p.commands
        if time.perf_counter() >= deadline:
            return
        run.games += 1
        for c, _j in seated:
            await c.close()
        run.pair = next_pair()
        seated = await _open_room(url, run.pair, stack)


async def _loop_lateness(deadline: float, late: list[float]) -> None:
    while time.perf_counter() < deadline:
        t0 = time.perf_counter()
        await asyncio.sleep(LAG_PERIOD)
        late.append(time.perf_counter() - t0 - LAG_PERIOD)


async def _clients(url: str, rooms: int, seconds: float, seed: int, think: float,
                   go: Callable[[], None]) -> tuple[list[RoomRun], list[float], float, float]:
    from game.benchmarks.rules import pairings

    every = pairings("2e")
    turn = iter(range(10**9))

    def next_pair() -> tuple[str, str]:
        return every[next(turn) % len(every)]

    runs = [RoomRun(next_pair()) for _ in range(rooms)]
    async with contextlib.AsyncExitStack() as stack:
        t0 = time.perf_counter()
        seated = []
        for r in runs:  # one after the other: a burst of 2N connections is not a person's pace
            seated.append(await _open_room(url, r.pair, stack))
        opened = time.perf_counter() - t0
        if seated:  # the first view decoded reads the installed cards: not a command's time
            from game.online.summoner_wars import SUMMONER_WARS_ONLINE

            SUMMONER_WARS_ONLINE.decode_view(seated[0][0][1]["view"])
        # hundreds of clients in one process: the collector would walk their connections and
        # views at every turn and make this loop late (which the figure would count)
        settle_for_serving()
        go()
        start = time.perf_counter()
        deadline = start + seconds
        late: list[float] = []
        lateness = asyncio.ensure_future(_loop_lateness(deadline, late))

        async def one(i: int) -> None:
            try:
                await _play_room(url, runs[i], seated[i], next_pair, seed * 1000 + i, think, deadline, stack)
            except Exception as e:  # a room that fails is reported, not the whole bench lost
                runs[i].failed = f"{type(e).__name__}: {e}"

        await asyncio.gather(*(one(i) for i in range(rooms)))
        elapsed = time.perf_counter() - start
        await lateness
    return runs, late, elapsed, opened


# --- the section --------------------------------------------------------------------------------

def bench_server(args: argparse.Namespace) -> dict[str, Any]:
    rooms = int(getattr(args, "rooms", None) or ROOMS)
    seconds = float(getattr(args, "seconds", None) or SECONDS)
    seed = int(getattr(args, "seed", 1) or 1)
    think = float(getattr(args, "think", None) if getattr(args, "think", None) is not None else THINK)
    profile = getattr(args, "server_profile", None)
    handled: list[float] = []
    server_late: list[float] = []
    with tempfile.TemporaryDirectory(prefix="bench-server-") as tmp:
        with server_process(Path(tmp), handled, server_late, profile, seed) as (url, go):
            runs, late, elapsed, opened = asyncio.run(_clients(url, rooms, seconds, seed, think, go))
    return summarize(runs, late, handled, server_late, elapsed, opened, rooms, seconds, seed, think)


def summarize(runs: list[RoomRun], late: list[float], handled: list[float], server_late: list[float],
              elapsed: float, opened: float, rooms: int, seconds: float, seed: int,
              think: float) -> dict[str, Any]:
    every = [t for r in runs for t in r.latencies]
    commands = sum(r.commands for r in runs)
    held = sum(1 for r in runs if r.failed is None)
    command = (f"summoner-wars bench --only server --rooms {rooms} --seconds {seconds:g} --seed {seed}"
               + (f" --think {think:g}" if think != THINK else ""))
    per_pair: dict[tuple[str, str], list[float]] = {}
    for r in runs:
        per_pair.setdefault(r.pair, []).extend(r.latencies)
    p99s = sorted((percentile(ts, 0.99) * 1000, pair) for pair, ts in per_pair.items() if ts)
    out: dict[str, Any] = {
        "rooms opened and seated in s": opened,
        "seconds measured": elapsed,
        "think s (average pause before a command)": think,
        "commands": commands,
        "games finished": sum(r.games for r in runs),
        "rooms failed": rooms - held,
    }
    for r in runs:
        if r.failed:
            out["first failure"] = f"{' vs '.join(r.pair)}: {r.failed}"
            break
    if p99s:
        mid_ms, mid_pair = p99s[(len(p99s) - 1) // 2]
        top_ms, top_pair = p99s[-1]
        out["median pairing p99 ms"] = f"{mid_ms:.1f} ({mid_pair[0]} vs {mid_pair[1]})"
        out["slowest pairing p99 ms"] = f"{top_ms:.1f} ({top_pair[0]} vs {top_pair[1]})"
    if every:
        out["mean ms"] = statistics.fmean(every) * 1000
        out["slowest command ms"] = max(every) * 1000
    out["server's own time per command p50 ms"] = percentile(handled, 0.5) * 1000
    out["server's own time per command p99 ms"] = percentile(handled, 0.99) * 1000
    out["server busy with commands, share of the time"] = (
        f"{sum(handled) / elapsed:.0%}" if elapsed else "-")
    out["server loop late p99 ms, slowest"] = (
        f"{percentile(server_late, 0.99) * 1000:.1f}, {max(server_late, default=0) * 1000:.1f}")
    out["client loop late p99 ms, slowest"] = (
        f"{percentile(late, 0.99) * 1000:.1f}, {max(late, default=0) * 1000:.1f}")
    out["command"] = command
    out["line"] = (f"rooms {held}, commands/s {commands / elapsed if elapsed else 0:.1f}, "
                   f"p50 {percentile(every, 0.5) * 1000:.1f} ms, p99 {percentile(every, 0.99) * 1000:.1f} ms")
    return out
