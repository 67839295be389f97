"""The frame loop's client: never blocks, says its status, and after a dropped connection
connects again and resumes its seat with what it missed."""

import asyncio

from net_helpers import TWO_PEOPLE, lowest, toy_server

from game.net.client import ThreadedClient, connect


def wait_for(client: ThreadedClient, seen: list, test, limit: int = 2000):
    """Poll (as a frame loop would) until a message passes `test`; the hang limit only stops a
    broken test."""
    import time

    for _ in range(limit):
        for msg in client.poll():
            seen.append(msg)
            if test(msg):
                return msg
        time.sleep(0.005)
    raise AssertionError(f"never came; saw {[m.get('op') for m in seen]}")


def test_a_threaded_client_plays_drops_and_resumes():
    with toy_server() as server:
        tc = ThreadedClient(server.url)
        seen: list = []
        try:
            wait_for(tc, seen, lambda m: m == {"op": "status", "status": "connected"})
            assert tc.status == "connected"
            tc.send({"op": "create", "game": "toy", "options": {}, "seats": TWO_PEOPLE})
            room = wait_for(tc, seen, lambda m: m["op"] == "created")["room"]
            tc.send({"op": "join", "room": room, "name": "Ella"})
            wait_for(tc, seen, lambda m: m["op"] == "joined")
            assert tc.seat == 0 and tc.token

            async def toby_joins_and_waits():
                async with connect(server.url) as b:
                    jb = await b.join(room, "Toby")
                    return b.token, jb["n"]
            token_b, _ = asyncio.run(toby_joins_and_waits())
            start = wait_for(tc, seen, lambda m: m["op"] == "update" and m["acting"] == [0])
            tc.send({"op": "command", "command": lowest(start["view"], 0)})
            mine = wait_for(tc, seen, lambda m: m["op"] == "update" and "id" in m)
            assert mine["id"] == 1 and tc.n == mine["n"]
            # the connection drops: the client says so, comes back and resumes its seat
            for conn in list(server.server.watchers[room]):
                asyncio.run_coroutine_threadsafe(conn.ws.close(), server.loop).result(5)
            wait_for(tc, seen, lambda m: m == {"op": "status", "status": "lost"})

            async def toby_plays():
                async with connect(server.url) as b:
                    jb = await b.resume(room, token_b, -1)
                    reply = await b.command(lowest(jb["view"], 1))
                    assert reply["op"] == "update"
                    return reply["n"]
            n = asyncio.run(toby_plays())
            # Ella comes back before or after Toby's play: either way she resumes her seat and
            # ends up with his play, once
            back = wait_for(tc, seen, lambda m: m["op"] == "joined")
            assert back["seat"] == 0 and not back["reset"]
            after = [back] if back["n"] == n else [wait_for(tc, seen, lambda m: m.get("n") == n)]
            events = back["events"] + (after[0]["events"] if after[0] is not back else [])
            assert [e["type"] for e in events].count("Played") == 1
            assert tc.n == n and after[0]["acting"] == [0]
        finally:
            tc.close()
        assert tc.status == "closed"
