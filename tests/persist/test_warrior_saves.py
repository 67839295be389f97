"""Warrior's saves (`game.persist.match_files`): random games of 2 to 6 players saved, loaded
and verified to the same game; damaged files give a clear message naming where, and leave the
other saves alone; the save list shows a Warrior row; autosave; `replay --verify`."""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "warrior"))
from warrior_support import new_match, random_command  # noqa: E402

from game.engine.match import Match  # noqa: E402
from game.persist.format import SaveError  # noqa: E402
from game.persist.match_files import (  # noqa: E402
    dumps_match_data,
    load_match,
    match_id,
    save_match,
    verify_match_file,
)
from game.persist.store import SaveStore, open_save  # noqa: E402
from game.warrior.core import commands as cmds  # noqa: E402
from game.warrior.core import events as ev  # noqa: E402
from game.warrior.core.rules import WARRIOR  # noqa: E402

BOT_SEATS = [{"kind": "human"}, {"kind": "bot", "bot": "easy", "seed": 3}]


def played(players: int, seed: int, commands: int | None = None) -> Match:
    m = new_match(players, seed=seed)
    rnd = random.Random(seed)
    n = 0
    while not WARRIOR.is_over(m.state) and (commands is None or n < commands):
        assert m.submit(random_command(m, rnd))
        n += 1
    return m


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_saves_loads_and_verifies_to_the_same_game(tmp_path, players, seed):
    m = played(players, seed)
    assert WARRIOR.is_over(m.state)
    path = save_match(m, tmp_path / "g.json")
    loaded = load_match(path)
    assert loaded.match.hash() == m.hash()
    assert loaded.match.log == m.log
    assert loaded.match.replayed_state() == m.state
    verified = load_match(path, verify=True)
    assert verified.match.state == m.state
    assert verify_match_file(path)[0]


def test_a_game_saved_midway_goes_on_after_loading(tmp_path):
    m = played(4, 7, commands=9)
    assert not WARRIOR.is_over(m.state)
    loaded = load_match(save_match(m, tmp_path / "g.json")).match
    rnd = random.Random(3)
    for _ in range(5):
        c = random_command(m, rnd)
        assert m.submit(c) and loaded.submit(c)
    assert loaded.hash() == m.hash()


def test_the_file_says_which_game_and_carries_setup_log_checkpoints(tmp_path):
    m = played(3, 4, commands=6)
    path = save_match(m, tmp_path / "g.json", seats=[*BOT_SEATS, {"kind": "human"}])
    first = json.loads(path.read_text().splitlines()[0][:-1] + "}")
    assert first["format"] == "summoner-wars-save" and first["game"] == "warrior"
    assert first["game_id"] == match_id(m) and first["saved_at"] and first["program_version"]
    data = json.loads(path.read_text())
    assert len(data["log"]) == len(m.log) == len(data["checkpoints"])
    assert data["log"][0]["command"] is None
    assert data["final"] == {"entries": len(m.log), "hash": m.hash()}
    assert data["setup"]["type"] == "WarriorSetup"


def test_the_same_setup_gives_the_same_game_id():
    assert match_id(new_match(3, seed=5)) == match_id(new_match(3, seed=5))
    assert match_id(new_match(3, seed=5)) != match_id(new_match(3, seed=6))


# --- damaged files ---------------------------------------------------------------------------


@pytest.fixture
def saved(tmp_path) -> Path:
    return save_match(played(3, 2, commands=14), tmp_path / "g.json")


def _edit(path: Path, fn) -> None:
    data = json.loads(path.read_text())
    fn(data)
    path.write_text(dumps_match_data(data))


def _problem(path: Path, verify: bool = False) -> str:
    with pytest.raises(SaveError) as e:
        load_match(path, verify=verify)
    text = str(e.value)
    assert "Traceback" not in text
    return text


def test_a_truncated_file_is_damaged(saved):
    text = saved.read_text()
    saved.write_text(text[: len(text) // 2])
    assert _problem(saved).startswith("This save is damaged: the file is cut short")


def test_garbage_is_damaged(saved):
    saved.write_bytes(b"{\x00\xff garbage")
    assert "damaged" in _problem(saved).lower()


def test_an_edited_event_is_caught_at_its_entry(saved):
    data = json.loads(saved.read_text())
    i = next(i for i, e in enumerate(data["log"]) if i and e["command"]["type"] == "DrawFromDrawPile")

    def edit(d):
        ev_ = d["log"][i]["events"][0]
        ev_["card"] = (ev_["card"] + 1) % 72

    _edit(saved, edit)
    problem = _problem(saved)
    assert problem.startswith("This save is damaged: the game after entry ")
    assert f"entry {i} (" in problem and "drew from the draw pile" in problem


def test_an_edited_command_is_caught_by_verify_at_its_entry(saved):
    data = json.loads(saved.read_text())
    i = next(i for i, e in enumerate(data["log"]) if i and e["command"]["type"] == "SwapIntoArmy")

    def edit(d):
        c = d["log"][i]["command"]
        c["column"] = (c["column"] + 1) % 3

    _edit(saved, edit)
    load_match(saved)  # the events still lead to the recorded game
    problem = _problem(saved, verify=True)
    assert f"entry {i} (" in problem and "does not give the events recorded" in problem
    ok, said = verify_match_file(saved)
    assert not ok and f"entry {i} (" in said


def test_a_dropped_entry_is_cut_short(saved):
    _edit(saved, lambda d: (d["log"].pop(), d["checkpoints"].pop()))
    assert "cut short" in _problem(saved)


def test_an_edited_setup_is_caught(saved):
    _edit(saved, lambda d: d["setup"].update(seed=d["setup"]["seed"] + 1))
    assert _problem(saved) == "This save is damaged: the opening deal differs from the one its setup deals"


def test_an_unknown_record_is_damaged(saved):
    _edit(saved, lambda d: d["log"][1]["events"][0].update(type="Teleported"))
    problem = _problem(saved)
    assert problem.startswith("This save is damaged: entry 1 cannot be read") and "Teleported" in problem


def test_an_unknown_game_is_said(saved):
    _edit(saved, lambda d: d.update(game="chess"))
    assert "does not know ('chess')" in _problem(saved)


def test_summoner_wars_reader_refuses_a_warrior_save_clearly(saved):
    from game.persist.saves import load_game

    with pytest.raises(SaveError, match="another game .'warrior'., not of Summoner Wars"):
        load_game(saved)


def test_a_damaged_save_leaves_the_others_alone(tmp_path):
    store = SaveStore(tmp_path)
    good = store.save_match_as(played(2, 1, commands=8), "good one")
    bad = store.save_match_as(played(3, 2, commands=8), "bad one")
    before = good.read_bytes()
    text = bad.read_text()
    bad.write_text(text[: len(text) - 40])
    rows = {r.path: r for r in store.list_saves()}
    assert rows[bad].damaged and not rows[good].damaged
    with pytest.raises(SaveError, match="This save is damaged"):
        store.load_any(bad)
    assert good.read_bytes() == before
    assert store.load_any(good).match.hash() == load_match(good).match.hash()


# --- the store: list, Continue, autosave -------------------------------------------------------


def test_the_save_list_shows_a_warrior_row(tmp_path):
    store = SaveStore(tmp_path)
    m = played(4, 3, commands=10)
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "hard", "seed": 2}, {"kind": "human"},
             {"kind": "bot", "bot": "easy", "seed": 9}]
    path = store.save_match_as(m, "Friday", seats)
    (row,) = store.list_saves()
    assert row.path == path and row.ok and row.game == "warrior" and row.name == "Friday"
    assert row.players == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert row.scores == m.state.casualties and row.turn == m.state.round
    assert row.whose_turn == m.state.name(m.state.turn_seat)
    assert [s.get("bot") for s in row.seats] == [None, "hard", None, "easy"]
    assert not row.finished and store.latest_unfinished() == path


def test_a_finished_warrior_game_is_listed_finished_with_its_winner(tmp_path):
    store = SaveStore(tmp_path)
    m = played(3, 5)
    store.save_match_as(m, "done")
    (row,) = store.list_saves()
    names = " & ".join(m.state.name(w) for w in m.state.winners)
    assert row.finished and row.result == f"{names} won"
    assert store.latest_unfinished() is None


def test_autosave_after_every_command_keeps_one_file_per_game(tmp_path):
    store = SaveStore(tmp_path)
    m = new_match(3, seed=8)
    rnd = random.Random(8)
    paths = set()
    for _ in range(12):
        assert m.submit(random_command(m, rnd))
        paths.add(store.autosave_match(m, [{"kind": "human"}] * 3))
    (path,) = paths
    assert path.parent == store.autosave_dir and path.name.startswith(match_id(m))
    loaded = open_save(path)
    assert loaded.match.hash() == m.hash()
    # a second game of the same setup gets its own file
    other = new_match(3, seed=8)
    assert store.autosave_match(other) != path
    # a game continued from its autosave goes on in that file
    store2 = SaveStore(tmp_path)
    store2.continue_in(loaded.match, path)
    assert store2.autosave_match(loaded.match) == path


def test_open_save_opens_either_game(tmp_path):
    from persist_support import random_game

    from game.persist.saves import LoadedSave, save_game

    sw = save_game(random_game(1, max_commands=10), tmp_path / "sw.json")
    wr = save_match(played(2, 1, commands=4), tmp_path / "w.json")
    assert isinstance(open_save(sw), LoadedSave)
    assert open_save(wr).kind.name == "warrior"


# --- replay --verify ---------------------------------------------------------------------------


def run(argv) -> tuple[int, str, str]:
    from game.__main__ import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue(), err.getvalue()


def test_replay_verify_checks_warrior_saves_beside_summoner_wars_ones(tmp_path):
    from persist_support import random_game

    from game.persist.saves import save_game

    sw = save_game(random_game(1, max_commands=10), tmp_path / "sw.json")
    m = played(4, 6)
    good = save_match(m, tmp_path / "good.json")
    bad = save_match(m, tmp_path / "bad.json")
    data = json.loads(bad.read_text())
    i = next(i for i, e in enumerate(data["log"]) if i and e["command"]["type"] == "BeatWarDrums"
             or i and e["command"]["type"] == "SwapIntoArmy")
    data["log"][i]["command"]["seat"] = (data["log"][i]["command"]["seat"] + 1) % 4
    bad.write_text(dumps_match_data(data))
    rc, out, err = run(["replay", "--verify", str(sw), str(good), str(bad)])
    lines = out.splitlines()
    assert rc == 1 and len(lines) == 3, out + err
    assert lines[0].startswith(f"{sw}: ok (")
    names = " & ".join(m.state.name(w) for w in m.state.winners)
    assert lines[1] == f"{good}: ok (Warrior, 4 players, round {m.state.round}, won by {names})"
    assert lines[2].startswith(f"{bad}: This save is damaged: entry {i} (")
    assert "Traceback" not in out + err
    rc, out, _ = run(["replay", "--verify", str(good)])
    assert rc == 0


def test_every_event_kind_a_game_holds_survives_the_file(tmp_path):
    """Battles, shuffles, renewals: the records of a whole game read back equal."""
    kinds: set[type] = set()
    for seed in range(1, 6):
        m = played(5, seed)
        kinds |= {type(e) for e in m.events}
        assert load_match(save_match(m, tmp_path / f"{seed}.json")).match.events == m.events
    assert {ev.BattleScored, ev.DeckShuffled, ev.ArmyRevealed, ev.GameWon} <= kinds
    assert cmds.SwapIntoArmy


def test_any_cut_or_flipped_byte_is_a_save_error_never_a_crash(tmp_path):
    """Damage at random places: loading says SaveError (or, where the damage changed nothing
    the game depends on, loads the same game); the list row never raises."""
    m = played(3, 9, commands=20)
    good = save_match(m, tmp_path / "good.json").read_bytes()
    rnd = random.Random(5)
    store = SaveStore(tmp_path / "store")
    path = tmp_path / "store" / "x.json"
    path.parent.mkdir()
    outcomes = {"error": 0, "same": 0}
    for i in range(60):
        data = bytearray(good)
        if i % 2:
            data = data[: rnd.randrange(1, len(data))]
        else:
            at = rnd.randrange(len(data))
            data[at] = rnd.choice(b'0123456789{}[],:"x ')
        path.write_bytes(bytes(data))
        try:
            loaded = open_save(path)
        except SaveError as e:
            assert str(e)
            outcomes["error"] += 1
        else:
            assert loaded.match.hash() == m.hash()
            outcomes["same"] += 1
        store.list_saves()
    assert outcomes["error"] >= 30
