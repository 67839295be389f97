"""The save folder: one autosave per game, named saves, the list (newest first, damaged files
listed with their reason) and Continue."""

from __future__ import annotations

import json
import os
import time

from persist_support import random_game, snapshot

from factories import test_setup
from game.ai.random_bot import RandomBot
from game.core import Game
from game.core.legal import acting_player
from game.paths import user_saves_dir
from game.persist.format import SaveError
from game.persist.saves import game_id, load_game
from game.persist.store import SaveStore, slug


def test_default_root_is_the_user_saves_folder():
    assert SaveStore().root == user_saves_dir()


def test_autosave_after_every_command_keeps_one_file(tmp_path):
    store = SaveStore(tmp_path)
    g = Game.new(test_setup(3))
    bots = (RandomBot(1), RandomBot(2))
    for _ in range(60):
        p = acting_player(g.state)
        g.submit(bots[p].choose(g.state, p))
        path = store.autosave(g)
    files = list(store.autosave_dir.iterdir())
    assert files == [path]
    assert path.name.startswith(f"{game_id(g)}-")  # the game id, then which game of that setup
    assert load_game(path).hash() == g.hash()
    assert store.latest_unfinished() == path


def test_latest_unfinished_is_for_continue(tmp_path):
    store = SaveStore(tmp_path)
    assert store.latest_unfinished() is None
    a = random_game(1, max_commands=20)
    b = random_game(2, max_commands=20)
    done = random_game(3)
    pa = store.autosave(a)
    time.sleep(0.01)
    pb = store.autosave(b)
    time.sleep(0.01)
    store.autosave(done)
    assert store.latest_unfinished() == pb
    # b is continued from its autosave and finished: Continue goes back to a
    finished_b = random_game(2)
    store.continue_in(finished_b, pb)
    assert store.autosave(finished_b) == pb
    assert store.latest_unfinished() == pa


def test_save_as_and_the_list(tmp_path):
    store = SaveStore(tmp_path)
    g1, g2 = random_game(1, max_commands=30), random_game(2)
    p1 = store.save_as(g1, "Friday night!")
    time.sleep(0.01)
    p2 = store.save_as(g2, "Friday night!")
    assert p1.name == "friday-night.json" and p2.name == "friday-night-2.json"
    time.sleep(0.01)
    auto = store.autosave(random_game(3, max_commands=5))
    infos = store.list_saves()
    assert [i.path for i in infos] == [auto, p2, p1]
    i1 = infos[2]
    assert i1.ok and i1.name == "Friday night!"
    assert i1.factions == ("test", "test")
    assert i1.turn == g1.state.turn.number
    assert i1.whose_turn == g1.setup.players[acting_player(g1.state)].name
    assert not i1.finished and i1.result == "unfinished"
    assert infos[1].finished and infos[1].result.endswith(" won")
    assert infos[0].autosave and not infos[1].autosave
    assert store.save_as(g1, "Friday night!", overwrite=True) == p1


def test_a_damaged_save_is_listed_with_its_reason_and_nothing_else_is_touched(tmp_path):
    store = SaveStore(tmp_path)
    good = store.save_as(random_game(1, max_commands=30), "good")
    auto = store.autosave(random_game(2, max_commands=30))
    text = good.read_text("utf-8")
    (tmp_path / "cut.json").write_text(text[: len(text) // 2], "utf-8")
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / "list.json").write_text("[]", "utf-8")
    (tmp_path / "newer.json").write_text(text.replace('"version":1,', '"version":9,', 1), "utf-8")
    (tmp_path / "notes.txt").write_text("not a save", "utf-8")
    before = snapshot(tmp_path)

    infos = {i.path.name: i for i in store.list_saves()}
    assert set(infos) == {"good.json", auto.name, "cut.json", "empty.json", "list.json", "newer.json"}
    assert infos["good.json"].ok and infos[auto.name].ok
    assert infos["cut.json"].damaged.startswith("the file is cut short")
    assert infos["empty.json"].damaged == "the file is empty"
    assert "not a Summoner Wars save" in infos["list.json"].damaged
    assert "newer version" in infos["newer.json"].damaged
    assert store.latest_unfinished() in (good, auto)

    for name in ("cut.json", "empty.json", "list.json", "newer.json"):
        try:
            store.load(tmp_path / name)
        except SaveError as e:
            assert str(e)
        else:
            raise AssertionError(f"{name} loaded")
    assert store.load(good).hash() == load_game(good).hash()
    assert snapshot(tmp_path) == before


def test_listing_reads_only_the_header(tmp_path):
    """The list trusts the first line; a file damaged further in is caught when loaded."""
    store = SaveStore(tmp_path)
    p = store.save_as(random_game(4), "deep damage")
    text = p.read_text("utf-8")
    mid = len(text) // 2
    p.write_text(text[:mid] + "XX" + text[mid + 2:], "utf-8")
    [info] = store.list_saves()
    assert info.ok and info.name == "deep damage"
    ok = True
    try:
        store.load(p)
    except SaveError:
        ok = False
    assert not ok


def test_a_save_written_by_another_tool_still_lists(tmp_path):
    store = SaveStore(tmp_path)
    g = random_game(5, max_commands=20)
    p = store.save_as(g, "pretty")
    data = json.loads(p.read_text("utf-8"))
    p.write_text(json.dumps(data, indent=2), "utf-8")  # no header line any more
    [info] = store.list_saves()
    assert info.ok and info.name == "pretty" and info.turn == g.state.turn.number
    assert store.load(p).hash() == g.hash()


def test_stale_temporary_files_are_swept_and_never_listed(tmp_path):
    store = SaveStore(tmp_path)
    store.save_as(random_game(1, max_commands=10), "a")
    stale = tmp_path / ".a.json.x1.tmp"
    fresh = tmp_path / ".a.json.x2.tmp"
    stale.write_text("{", "utf-8")
    fresh.write_text("{", "utf-8")
    old = time.time() - 7200
    os.utime(stale, (old, old))
    assert [i.name for i in store.list_saves()] == ["a"]
    assert not stale.exists()
    assert fresh.exists()  # maybe a save being written right now


def test_finished_autosaves_are_pruned(tmp_path, monkeypatch):
    from game.persist import store as store_mod

    monkeypatch.setattr(store_mod, "KEEP_FINISHED_AUTOSAVES", 2)
    store = SaveStore(tmp_path)
    unfinished = store.autosave(random_game(50, max_commands=10))
    paths = []
    for seed in range(4):
        paths.append(store.autosave(random_game(seed)))
        time.sleep(0.01)
    left = set(store.autosave_dir.iterdir())
    assert left == {unfinished, paths[-1], paths[-2]}


def test_delete_only_inside_the_store(tmp_path):
    store = SaveStore(tmp_path / "saves")
    p = store.save_as(random_game(1, max_commands=5), "x")
    outside = tmp_path / "outside.json"
    outside.write_text("{}", "utf-8")
    try:
        store.delete(outside)
    except ValueError:
        pass
    else:
        raise AssertionError("deleted a file outside the store")
    assert outside.exists()
    store.delete(p)
    assert not p.exists()


def test_slug():
    assert slug("Friday night!") == "friday-night"
    assert slug("Élan / vital") == "elan-vital"
    assert slug("???") == "save"
