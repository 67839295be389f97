"""A server killed with kill -9 mid-game and started again on the same store resumes the room
exactly: the game ends with the hash of the same seed and commands played locally."""

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from net_helpers import TWO_PEOPLE, next_op, play_to_end, run
from net_toy import ToyGame, play_locally

from game.net.client import connect
from game.net.server import GameServer
from game.net.store import Store

HERE = Path(__file__).parent


def start(port: int, store: Path) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, str(HERE / "toy_serve.py"), str(port), str(store)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline()
    assert line.startswith("serving on ws://"), line
    return proc, line.split()[2]


def test_kill_9_mid_game_then_restart_resumes_every_room_exactly(tmp_path):
    store = tmp_path / "rooms.sqlite"
    proc, url = start(0, store)
    port = int(url.rsplit(":", 1)[1])
    commands: list = []
    try:
        async def first_half():
            async with connect(url) as a, connect(url) as b:
                room = await a.create("toy", {"cards": 12}, TWO_PEOPLE)
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                first_a = await next_op(a, "update")
                await play_to_end(a, first_a, commands, stop_after=1)
                seen = await next_op(b, "update")
                await play_to_end(b, seen, commands, stop_after=1)
                await play_to_end(a, await next_op(a, "update"), commands, stop_after=1)
                assert jb["seat"] == 1
                return room, (a.token, a.n), (b.token, b.n)
        room, (ta, na), (tb, nb) = run(first_half())
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc, url = start(port, store)

        async def second_half():
            async with connect(url) as a, connect(url) as b:
                ja = await a.resume(room, ta, na)
                jb = await b.resume(room, tb, nb)
                assert ja["seat"] == 0 and jb["seat"] == 1 and jb["acting"] == [1]
                assert [e["type"] for e in jb["events"]] == ["Played", "Drew"]  # Ella's last
                ends = await asyncio.gather(play_to_end(a, ja, commands), play_to_end(b, jb, commands))
                return ends[0]["result"]
        result = run(second_half())
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    record = Store(store).room_record(room)
    assert record["commands"] == commands and record["names"] == ["Ella", "Toby"]
    rebuilt = GameServer({"toy": ToyGame()}, Store(store)).rooms[room]
    assert rebuilt.state == "over"
    assert rebuilt.state_hash() == play_locally(record["seed"], commands, cards=12)
    assert rebuilt.rules.result(rebuilt.match.state).winners == tuple(result["winners"])
