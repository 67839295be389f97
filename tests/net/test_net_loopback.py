"""Toy games through a real server on loopback: whole games, spectators, refusals, reconnects,
presence, clocks, undo by agreement."""

import asyncio
import json

from net_helpers import TWO_PEOPLE, next_op, play_to_end, record_frames, run, toy_server

from game.net import messages as m
from game.net.client import connect

HIDDEN = -1


def hides_seat(frames, other: int) -> None:
    """Nothing in `frames` shows `other`'s hand, the pile or the seeded source."""
    for f in frames:
        views = [f["view"]] if f.get("view") else []
        for v in views:
            assert set(v["hands"][other]) <= {HIDDEN}
            assert set(v["pile"]) <= {HIDDEN}
            assert v["rng"] == 0
        for e in f.get("events", []):
            if e["type"] in ("Dealt", "Drew") and e["seat"] == other:
                assert set(e.get("cards", [e.get("card")])) == {HIDDEN}
            assert e.get("rng", 0) == 0


def test_two_clients_play_to_the_end_and_a_spectator_sees_only_the_public_view():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b, connect(server.url) as s:
                assert (await a.hello("Ella"))["op"] == "welcome"
                room = await a.create("toy", {"cards": 10}, TWO_PEOPLE)
                assert isinstance(room, str) and 4 <= len(room) <= 6
                listed = await s.list_rooms()
                assert [r["room"] for r in listed] == [room] and listed[0]["state"] == "open"
                frames_a, frames_b, frames_s = record_frames(a), record_frames(b), record_frames(s)
                ja = await a.join(room, "Ella")
                assert ja["op"] == "joined" and ja["seat"] == 0 and ja["view"] is None
                jb = await b.join(room, "Toby")
                assert jb["seat"] == 1 and jb["token"] != ja["token"] and jb["n"] == 0
                js = await s.spectate(room)
                assert js["seat"] is None and "token" not in js
                first_a = await next_op(a, "update")
                ends = await asyncio.gather(play_to_end(a, first_a), play_to_end(b, jb),
                                            next_op(s, "over"))
                assert ends[0]["result"] == ends[1]["result"] == ends[2]["result"]
                assert sum(ends[0]["result"]["scores"]) == sum(range(1, 11))
            hides_seat(frames_a, 1)
            hides_seat(frames_b, 0)
            hides_seat(frames_s, 0)
            hides_seat(frames_s, 1)
            # the seats did see their own cards
            assert any(set(f["view"]["hands"][0]) - {HIDDEN} for f in frames_a if f.get("view"))
    run(main())


def test_bad_messages_are_refused_and_the_server_goes_on_serving_another_room():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b, connect(server.url) as x:
                room = await a.create("toy", {}, TWO_PEOPLE)
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                first_a = await next_op(a, "update")
                token_a, token_b = a.token, b.token

                async def answer(msg):
                    await x.ws.send(msg if isinstance(msg, str) else json.dumps(msg))
                    return json.loads(await x.ws.recv())

                play = {"type": "Play", "seat": 0, "card": first_a["view"]["hands"][0][0]}
                cases = [
                    ("not json {", m.BAD_JSON),
                    ({"op": "fly"}, m.UNKNOWN_OP),
                    ({"op": "join", "room": room}, m.MISSING_FIELD),
                    ({"op": "join", "room": "QQQQ", "name": "Ella"}, m.NO_ROOM),
                    ({"op": "join", "room": room, "name": "Mo"}, m.ROOM_FULL),
                    ({"op": "join", "room": room, "name": "Mo", "seat": 1}, m.SEAT_TAKEN),
                    ({"op": "join", "room": room, "name": "Mo", "seat": 5}, m.WRONG_SEAT),
                    ({"op": "resume", "room": room, "token": "x" * 32, "since": 0}, m.WRONG_TOKEN),
                    ({"op": "resume", "room": "QQQQ", "token": token_a, "since": 0}, m.NO_ROOM),
                    ({"op": "create", "game": "chess", "seats": TWO_PEOPLE}, m.BAD_GAME),
                    ({"op": "create", "game": "toy", "options": {"cards": 2}, "seats": TWO_PEOPLE}, m.BAD_OPTIONS),
                    ({"op": "create", "game": "toy", "seats": [{"kind": "person"}]}, m.BAD_OPTIONS),
                    ({"op": "undo_agree", "room": room, "token": token_b, "yes": True}, m.NO_UNDO_ASKED),
                    ({"op": "rematch", "room": room, "token": token_b}, m.NOT_OVER),
                ]
                for msg, code in cases:
                    reply = await answer(msg)
                    assert reply["op"] == "error" and reply["code"] == code, (msg, reply)
                    assert reply["reason"]
                commands = [
                    ({"room": room, "token": "y" * 32, "command": play}, "refused", m.WRONG_TOKEN),
                    ({"room": room, "token": token_b, "command": play}, "refused", m.NOT_YOUR_COMMAND),
                    ({"room": room, "token": token_b, "command": {**play, "seat": 1}}, "refused", m.NOT_YOUR_TURN),
                    ({"room": room, "token": token_a, "command": {"type": "Dealt", "seat": 0, "cards": []}}, "refused", m.BAD_COMMAND),
                    ({"room": room, "token": token_a, "command": {"type": "Play", "seat": 0, "card": 99}}, "refused", m.ILLEGAL),
                ]
                for i, (fields, op, code) in enumerate(commands):
                    reply = await answer({"op": "command", "id": i, **fields})
                    assert reply["op"] == op and reply["code"] == code, (fields, reply)
                    if op == "refused":
                        assert reply["id"] == i
                # a frame over the cap closes that connection only
                async with connect(server.url) as big:
                    await big.ws.send(json.dumps({"op": "list", "pad": "x" * (m.MAX_FRAME + 10)}))
                    closed = None
                    try:
                        await big.ws.recv()
                    except Exception as e:  # the server closed the connection (1009)
                        closed = e
                    assert closed is not None and big.ws.close_code == 1009
                # the room plays on
                ends = await asyncio.gather(play_to_end(a, first_a), play_to_end(b, jb))
                assert ends[0]["op"] == ends[1]["op"] == "over"
    run(main())


def test_a_client_sending_too_fast_is_told_to_slow_down_then_closed():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as c:
                for _ in range(200):
                    await c.ws.send('{"op":"list"}')
                codes = []
                try:
                    while True:
                        codes.append(json.loads(await c.ws.recv()).get("code"))
                except Exception:
                    pass
                assert m.RATE_LIMIT in codes
                assert c.ws.close_code == 1008
            async with connect(server.url) as c:  # the server still serves
                assert (await c.request({"op": "list"}))["op"] == "rooms"
    run(main())


def test_a_client_that_asks_faster_than_the_limit_waits_as_told_and_every_request_is_answered():
    """A bot client plays faster than a person: the server drops what comes too fast and says how
    long to wait ("retry"); the client waits and sends again instead of taking the refusal for
    the answer (which once left two bot clients waiting on each other for ever)."""
    async def main():
        with toy_server(rate=20, burst=2) as server:
            async with connect(server.url) as c:
                answers = [await c.request({"op": "list"}) for _ in range(12)]
                assert [a["op"] for a in answers] == ["rooms"] * 12
            async with connect(server.url) as raw:  # what the client was told
                for _ in range(4):
                    await raw.ws.send('{"op":"list"}')
                told = [json.loads(await raw.ws.recv()) for _ in range(4)]
                limited = [t for t in told if t.get("code") == m.RATE_LIMIT]
                assert limited and all(0 < t["retry"] <= 0.05 for t in limited)
    run(main())


def test_a_client_killed_mid_game_resumes_its_seat_and_gets_what_it_missed():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b:
                room = await a.create("toy", {}, TWO_PEOPLE)
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                first_a = await next_op(a, "update")
                # Ella plays, Toby drops without a word
                await play_to_end(a, first_a, stop_after=1)
                token, seen = b.token, jb["n"]
                await b.ws.close()
                lost = await next_op(a, "presence")
                assert lost == {"op": "presence", "room": room, "seat": 1, "name": "Toby",
                                "connected": False}
            async with connect(server.url) as b2:
                back = await b2.resume(room, token, seen)
                assert back["op"] == "joined" and back["seat"] == 1 and not back["reset"]
                # what Toby missed: Ella's play (and her draw, as Toby may see it)
                assert [e["type"] for e in back["events"]] == ["Played", "Drew"]
                assert back["events"][1]["card"] == HIDDEN and back["n"] == seen + 1
                assert back["acting"] == [1]
                async with connect(server.url) as a2:
                    # Ella reconnects too, from nothing: she gets the whole game as she sees it
                    whole = await a2.resume(room, a.token, -1)
                    assert whole["reset"] and whole["events"][0]["type"] == "Dealt"
                    assert whole["events"][0]["cards"] != [HIDDEN] * 3
                    msg = await next_op(b2, "presence")
                    assert msg["seat"] == 0 and msg["connected"] is True
                    ends = await asyncio.gather(play_to_end(a2, whole), play_to_end(b2, back))
                    assert ends[0]["result"] == ends[1]["result"]
    run(main())


def test_a_clock_that_runs_out_concedes_the_seat():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b:
                room = await a.create("toy", {}, TWO_PEOPLE, clock={"per": "move", "seconds": 0.5})
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                assert jb["clock"]["running"] == [0] and jb["clock"]["per"] == "move"
                # Ella never moves
                conceded = await next_op(b, "conceded")
                assert conceded["seat"] == 0 and conceded["why"] == "clock"
                over = await next_op(b, "over")
                assert over["result"]["winners"] == [1]
    run(main())


def test_a_seat_away_past_the_grace_is_played_by_a_bot():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b:
                room = await a.create("toy", {}, TWO_PEOPLE, grace=0.2, away="bot")
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                await a.ws.close()
                standin = await next_op(b, "presence")
                while not standin.get("standin"):
                    standin = await next_op(b, "presence")
                assert standin["seat"] == 0
                over = await play_to_end(b, jb)
                assert over["op"] == "over"
    run(main())


def test_undo_needs_every_persons_agreement():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b:
                room = await a.create("toy", {}, TWO_PEOPLE)
                await a.join(room, "Ella")
                await b.join(room, "Toby")
                await next_op(a, "update")
                noted = await a.command({"type": "Note", "seat": 0, "value": 5})
                assert noted["view"]["notes"] == [5, 0]
                asked = await a.seated("undo")
                assert asked["state"] == "asked" and asked["waiting"] == [1]
                told = await next_op(b, "undo")
                assert told["state"] == "asked" and told["name"] == "Ella"
                declined = await b.seated("undo_agree", yes=False)
                assert declined["state"] == "declined"
                await a.seated("undo")
                assert (await next_op(b, "undo"))["state"] == "asked"
                done = await b.seated("undo_agree", yes=True)
                assert done["state"] == "done"
                reset = await next_op(b, "update")
                assert reset["reset"] and reset["view"]["notes"] == [0, 0]
                # a play drew a hidden card: it cannot be taken back
                upd = await next_op(a, "update")
                played = await a.command({"type": "Play", "seat": 0,
                                          "card": upd["view"]["hands"][0][0]})
                assert played["op"] == "update"
                no = await a.seated("undo")
                assert no["op"] == "error" and no["code"] == m.NO_UNDO
    run(main())


def test_rematch_when_both_ask_and_leave():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a, connect(server.url) as b:
                room = await a.create("toy", {"cards": 6}, TWO_PEOPLE)
                await a.join(room, "Ella")
                jb = await b.join(room, "Toby")
                first_a = await next_op(a, "update")
                await asyncio.gather(play_to_end(a, first_a), play_to_end(b, jb))
                asked = await a.seated("rematch")
                assert asked["waiting"] == [1]
                await b.seated("rematch")
                new = await next_op(b, "update")
                assert new["reset"] and new["state"] == "playing" and new["view"]["scores"] == [0, 0]
                left = await b.seated("leave")
                assert left["op"] == "left"
                gone = await next_op(a, "presence")
                assert gone["seat"] == 1 and gone["left"] is True
    run(main())


def test_a_person_plays_a_server_side_bot_to_the_end():
    async def main():
        with toy_server() as server:
            async with connect(server.url) as a:
                room = await a.create("toy", {}, [{"kind": "bot", "level": "easy"}, {"kind": "person"}])
                joined = await a.join(room, "Ella")
                assert joined["seat"] == 1
                over = await play_to_end(a, await next_op(a, "update"))
                assert sum(over["result"]["scores"]) == sum(range(1, 11))
    run(main())
