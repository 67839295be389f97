"""Issue 41, "a fuzz of at least 10,000 malformed messages (wrong token, wrong room, wrong seat,
junk JSON, huge frames, slowloris-style partial frames): every one refused, the server still
serving the other rooms" — over real sockets, while a toy game is played to its end in another
room; clients that stall halfway through the opening handshake or a frame are closed after the
server's timeouts."""

import asyncio
import json
import random
import time

from net_helpers import TWO_PEOPLE, next_op, play_to_end, record_frames, run, toy_server
from net_toy import play_locally
from test_net_fuzz import junk
from test_net_loopback import hides_seat

from game.net import messages as m
from game.net.client import connect

FUZZERS = 4
PER_FUZZER = 2_700  # 10,800 malformed messages in all (a few are well formed by chance), and the huge frames
HUGE = 6
STALLED_HANDSHAKES = 20
STALLED_FRAMES = 20
# an answer to a message (anything else a fuzzer hears is a room's news: it may spectate)
ANSWERS = {"error", "refused", "welcome", "rooms", "joined", "created", "left", "undo", "rematch"}
LIMITS = {"rate": 10**6, "burst": 10**6, "strikes": 10**6,
          "open_timeout": 2.0, "ping_interval": 1.0, "ping_timeout": 4.0, "close_timeout": 1.0}


def malformed(rng: random.Random, room: str, other_room: str, token: str) -> str | bytes:
    """One malformed message aimed at `room` (whose seat token `token` is) and the rest."""
    kind = rng.randrange(10)
    wrong = token[:-2] + ("AA" if token[-2:] != "AA" else "BB")
    play = {"type": "Play", "seat": 0, "card": 1}
    if kind == 0:  # the right room, a wrong token
        return json.dumps({"op": "command", "room": room, "token": wrong, "id": rng.randrange(99), "command": play})
    if kind == 1:  # the right token, the wrong room
        return json.dumps({"op": rng.choice(["command", "resume", "leave", "undo"]), "room": other_room,
                           "token": token, "id": 1, "since": 0, "command": play})
    if kind == 2:  # a seat that is not there, or taken
        return json.dumps({"op": "join", "room": room, "name": "Mallory", "seat": rng.choice([1, 2, 7, -1, 99])})
    if kind == 3:  # deep nesting, under and over the size cap's reach
        depth = rng.choice([20, 200, 5_000])
        return '{"op":"list","x":' + "[" * depth + "]" * depth + "}"
    if kind == 4:  # binary frames
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    return junk(rng, room, wrong)


async def fuzz(url: str, seed: int, room: str, other_room: str, token: str) -> dict[str, int]:
    """Send PER_FUZZER malformed messages on one connection; count their answers by op."""
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    async with connect(url) as c:
        done = asyncio.Event()
        answered = 0

        async def reader() -> None:
            nonlocal answered
            while answered < PER_FUZZER:
                reply = json.loads(await c.ws.recv())
                if reply.get("op") not in ANSWERS:
                    continue
                counts[reply["op"]] = counts.get(reply["op"], 0) + 1
                if reply["op"] in ("error", "refused"):
                    assert reply["code"] != m.SERVER_ERROR, reply
                    assert reply["reason"]
                    counts["code:" + reply["code"]] = counts.get("code:" + reply["code"], 0) + 1
                answered += 1
            done.set()

        reading = asyncio.ensure_future(reader())
        for _ in range(PER_FUZZER):
            await c.ws.send(malformed(rng, room, other_room, token))
        await done.wait()
        await reading
    return counts


async def huge_frame(url: str) -> int | None:
    """A frame over the 64 KiB cap: the server closes that connection (1009)."""
    async with connect(url) as c:
        await c.ws.send(json.dumps({"op": "list", "pad": "x" * (m.MAX_FRAME + 1)}))
        try:
            await c.ws.recv()
        except Exception:  # closed by the server
            pass
        return c.ws.close_code


async def stall(host: str, port: int, halfway_frame: bool) -> float:
    """A raw TCP client that stops halfway (through the HTTP upgrade, or through its first
    WebSocket frame after a whole handshake) and waits; the seconds until the server hung up."""
    reader, writer = await asyncio.open_connection(host, port)
    t0 = time.monotonic()
    request = (f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
    if halfway_frame:
        writer.write(request.encode() + b"\r\n")
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        assert b" 101 " in head.split(b"\r\n")[0], head
        # a masked text frame that says 100 bytes follow, and 10 do
        writer.write(bytes([0x81, 0x80 | 100]) + b"\x01\x02\x03\x04" + b"x" * 10)
    else:
        writer.write(request[: len(request) // 2].encode())
    await writer.drain()
    while await reader.read(4096):  # pings, then the close, then the end
        pass
    writer.close()
    return time.monotonic() - t0


def test_ten_thousand_malformed_messages_and_stalled_clients_over_real_sockets_while_a_game_plays():
    async def main():
        with toy_server(**LIMITS) as server:
            host, port = server.address
            async with connect(server.url) as a, connect(server.url) as b, connect(server.url) as probe:
                room = await a.create("toy", {"cards": 40}, TWO_PEOPLE)
                other_room = await probe.create("toy", {}, TWO_PEOPLE)
                frames_a, frames_b = record_frames(a), record_frames(b)
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                first_a = await next_op(a, "update")
                given: dict[int, list] = {0: [], 1: []}

                async def game():
                    # the players pause a little between commands, so that the game runs
                    # while the fuzz does
                    async def slowly(c, first):
                        msg = first
                        while True:
                            end = await play_to_end(c, msg, given[c.seat], stop_after=1)
                            if end["op"] == "over" or end.get("state") == "over":
                                return end if end["op"] == "over" else await next_op(c, "over")
                            await asyncio.sleep(0.05)
                            msg = end
                    return await asyncio.gather(slowly(a, first_a), slowly(b, jb))

                playing = asyncio.ensure_future(game())
                stalled = [asyncio.ensure_future(stall(host, port, halfway_frame=i % 2 == 1))
                           for i in range(STALLED_HANDSHAKES + STALLED_FRAMES)]
                fuzzed = await asyncio.gather(*(fuzz(server.url, 41 + i, room, other_room, a.token)
                                                for i in range(FUZZERS)))
                closes = await asyncio.gather(*(huge_frame(server.url) for _ in range(HUGE)))
                # the server still answers, while the stalled clients wait to be closed
                assert (await probe.hello("Probe"))["op"] == "welcome"
                assert room in [r["room"] for r in await probe.list_rooms()] or playing.done()
                hung_up = await asyncio.wait_for(asyncio.gather(*stalled), 15)
                ends = await playing

            refused = sum(c.get("error", 0) + c.get("refused", 0) for c in fuzzed)
            answered = sum(sum(v for k, v in c.items() if not k.startswith("code:")) for c in fuzzed)
            assert answered == FUZZERS * PER_FUZZER  # every message was answered
            assert refused >= 10_000  # and at least ten thousand of them refused
            for code in (m.WRONG_TOKEN, m.NO_ROOM, m.WRONG_SEAT, m.BAD_JSON, m.BAD_FIELD):
                assert sum(c.get("code:" + code, 0) for c in fuzzed) > 0, code
            assert closes == [1009] * HUGE
            assert len(hung_up) == STALLED_HANDSHAKES + STALLED_FRAMES
            assert max(hung_up) < 10  # closed by the timeouts, not by the end of the test

            # the game finished as it would have been played alone, with nothing hidden leaked
            assert ends[0]["result"] == ends[1]["result"]
            assert sum(ends[0]["result"]["scores"]) == sum(range(1, 41))
            played = server.server.rooms[room]
            log = [played.plug.encode_command(e.command) for e in played.match.log if e.command is not None]
            for seat in (0, 1):  # every command a player gave, and no other, in their order
                assert [c for c in log if c["seat"] == seat] == given[seat]
            assert played.state == "over"
            assert played.state_hash() == play_locally(played.seed, log, cards=40)
            hides_seat(frames_a, 1)
            hides_seat(frames_b, 0)
    run(main(), limit=60)
