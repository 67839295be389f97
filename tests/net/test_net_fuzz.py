"""Ten thousand malformed messages, straight into the server's handler: every one is answered
by a refusal, nothing raises, and the room being played is untouched."""

import asyncio
import json
import random

from net_toy import ToyGame

from game.net import messages as m
from game.net.server import Conn, GameServer, TokenBucket


class FakeWs:
    async def send(self, text):  # the outbox is read directly
        pass


def junk(rng: random.Random, room: str, token: str) -> str:
    ops = list(m.OPS) + ["", "x", None, 3]
    fields = {"op": rng.choice(ops)}
    pool = [None, True, -1, 2**70, 1.5, "", "x" * rng.randint(0, 60), [], {}, [1, [2]], room,
            room.lower(), token, token[:-1] + "A", "QQQQ", {"type": "Play"}, {"type": "Nope", "seat": 0}]
    for key in rng.sample(["room", "token", "name", "seat", "since", "id", "command", "yes",
                           "game", "options", "seats", "clock", "grace", "away", "version"],
                          rng.randint(0, 6)):
        fields[key] = rng.choice(pool)
    text = json.dumps(fields)
    cut = rng.random()
    if cut < 0.1:
        return text[: rng.randint(0, len(text))]
    if cut < 0.15:
        return "".join(chr(rng.randint(0, 0x2FF)) for _ in range(rng.randint(0, 30)))
    return text


def test_ten_thousand_malformed_messages_are_refused_and_the_room_plays_on():
    async def main():
        server = GameServer({"toy": ToyGame()})
        owner = Conn(FakeWs(), TokenBucket(10**9, 10**9))
        server.handle(owner, json.dumps({"op": "create", "game": "toy", "options": {},
                                         "seats": [{"kind": "person"}, {"kind": "person"}]}))
        room = json.loads(owner.outbox.get_nowait())["room"]
        tokens = []
        for name in ("Ella", "Toby"):
            server.handle(owner, json.dumps({"op": "join", "room": room, "name": name}))
            while True:
                msg = json.loads(owner.outbox.get_nowait())
                if msg["op"] == "joined":
                    tokens.append(msg["token"])
                    break
        before = server.rooms[room].state_hash()
        rng = random.Random(41)
        fuzzer = Conn(FakeWs(), TokenBucket(10**9, 10**9))
        answers = set()
        for _ in range(10_000):
            server.handle(fuzzer, junk(rng, room, "A" * 32))
            while not fuzzer.outbox.empty():
                reply = json.loads(fuzzer.outbox.get_nowait())
                answers.add(reply["op"])
                if reply["op"] in ("error", "refused"):
                    assert reply["code"] != m.SERVER_ERROR, reply
        assert "error" in answers
        assert server.rooms[room].state_hash() == before
        # the owner's room still plays
        view = server.rooms[room].view(0)
        server.handle(owner, json.dumps({"op": "command", "room": room, "token": tokens[0], "id": 1,
                                         "command": {"type": "Play", "seat": 0, "card": view["hands"][0][0]}}))
        assert server.rooms[room].n == 1
        server.pool.shutdown()
    asyncio.run(main())
