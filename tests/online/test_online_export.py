"""Issue 41, "a finished online game is a replay like any saved game": a whole game played
through a real server by two bot clients, exported from the server's store with
`summoner-wars serve --export ROOM --store PATH --out FILE`, opens with the game's own loader
and replays to the very state the room reached; it is listed as a finished game (the Replays
list's rows). For Summoner Wars and for Warrior."""

from __future__ import annotations

import asyncio

import pytest

from game.__main__ import main
from game.net.client import connect
from game.net.server import run_in_background
from game.net.store import Store
from game.online.bot_client import play_seat
from game.online.export import ExportError, export_room
from game.online.registry import online_games
from game.persist.match_files import LoadedMatch
from game.persist.saves import LoadedSave
from game.persist.store import SaveStore, open_save

PEOPLE = [{"kind": "person"}, {"kind": "person"}]


async def _play(url: str, game: str, options: dict, seed: int) -> str:
    """A whole game of two bot clients; the room's code."""
    plug = online_games()[game]
    async with connect(url) as a, connect(url) as b:
        room = await a.create(game, options, PEOPLE)
        assert isinstance(room, str), room
        await a.join(room, "Ella", 0)
        jb = await b.join(room, "Toby", 1)
        while True:  # Ella's "joined" came before the start: her first update has the game
            first = await a.recv()
            if first.get("op") == "update" and first.get("view") is not None:
                break
        played = await asyncio.gather(play_seat(a, plug, {**first, "seat": 0}, seed),
                                      play_seat(b, plug, jb, seed + 1))
        assert all(p.result is not None for p in played), "the game did not end"
    return room


@pytest.mark.parametrize(("game", "options"), [
    ("summoner-wars", {"edition": "2e", "decks": ["phoenix-elves", "tundra-orcs"]}),
    ("warrior", {"players": 2}),
])
def test_a_finished_online_game_exports_as_a_replay_of_the_same_game(tmp_path, capsys, game, options):
    store = tmp_path / "server.sqlite"
    server = run_in_background("127.0.0.1", 0, store, online_games())
    try:
        room = asyncio.run(asyncio.wait_for(_play(server.url, game, options, 5), 120))
        played = server.server.rooms[room]
        assert played.state == "over"
        room_hash, commands = played.state_hash(), len(played.match.log)
    finally:
        server.stop()

    out = tmp_path / "saves" / "online.json"
    assert main(["serve", "--export", room.lower(), "--store", str(store), "--out", str(out)]) == 0
    assert str(out) in capsys.readouterr().out
    loaded = open_save(out)  # the loader the Load and Replays lists use, hashes checked
    if game == "summoner-wars":
        assert isinstance(loaded, LoadedSave)
        assert loaded.game.hash() == room_hash
        assert len(loaded.game.log) == commands  # the setup's entry and every command
        assert loaded.game.state.over
    else:
        assert isinstance(loaded, LoadedMatch)
        assert loaded.match.hash() == room_hash
        assert len(loaded.match.log) == commands
    assert [s["kind"] for s in loaded.seats] == ["human", "human"]
    row = SaveStore(tmp_path / "saves").info(out)
    assert row.ok and row.finished  # what the Replays list shows


def test_a_room_that_cannot_be_exported_is_refused_in_words(tmp_path, capsys):
    with pytest.raises(ExportError, match="no server store"):
        export_room(tmp_path / "none.sqlite", "ACDE")
    store = Store(tmp_path / "server.sqlite")
    store.add_room("ACDE", "warrior", {"options": {"players": 2}, "seats": PEOPLE, "clock": None,
                                      "grace": 60, "away": "wait"})
    store.close()
    with pytest.raises(ExportError, match="no room QQQQ"):
        export_room(tmp_path / "server.sqlite", "QQQQ")
    assert main(["serve", "--export", "ACDE", "--store", str(tmp_path / "server.sqlite")]) == 1
    assert "has not started" in capsys.readouterr().err
    # a room whose deck this installation does not have
    store = Store(tmp_path / "server.sqlite")
    store.add_room("ACDF", "summoner-wars", {"options": {"edition": "2e", "decks": ["phoenix-elves", "gone"]},
                                            "seats": PEOPLE, "clock": None, "grace": 60, "away": "wait"})
    store.append("ACDF", "start", {"seed": 3})
    store.close()
    with pytest.raises(ExportError, match="no 2e deck called 'gone'"):
        export_room(tmp_path / "server.sqlite", "ACDF")
