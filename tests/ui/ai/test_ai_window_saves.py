"""Seats in saves: a human-against-computer game is autosaved (and saved under a name) with
who sits where, and Continue and Load seat the same computer player again; saves without seats
(older ones) load as two humans; a rematch keeps the seats."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.core import commands as cmds
from game.core.legal import acting_player
from game.persist.saves import (
    clean_seats,
    load_save,
    read_header,
    recording_seats,
    save_game,
    seats_of,
)
from game.persist.store import SaveStore
from game.ui.app import App
from game.ui.battle.session import BOT, HUMAN, Seat
from game.ui.flow import AppFlow, new_game
from game.ui.replay.hooks import SaveHooks
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.new_game import NewGameChoice
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.settings import Settings

DECKS = ("polar-dwarves", "fallen-kingdom")


def _app(tmp_path: Path) -> tuple[App, AppFlow, SaveHooks]:
    pygame.font.init()
    app = App(Settings(window_width=1024, window_height=640, animation_speed="instant"))
    hooks = SaveHooks(AppFlow(app), store=SaveStore(tmp_path / "saves"))
    flow = hooks.install()
    app.stack.resize((1024, 640))
    app.stack.push(flow.title_scene())
    return app, flow, hooks


def _seed_where_player_1_starts() -> int:
    for seed in range(1, 50):
        if new_game(DECKS, seed=seed).state.turn.player == 0:
            return seed
    raise AssertionError("no seed where player 1 starts")


def _start_human_vs_hard(flow: AppFlow) -> BattleScene:
    flow.open_new_game()
    flow.start_from_choice(NewGameChoice("2e", ("Ella", "Computer"), DECKS, _seed_where_player_1_starts(),
                                         (HUMAN, "hard")))
    battle = flow.stack.top
    assert isinstance(battle, BattleScene) and battle.session.seats == (HUMAN, BOT)
    return battle


def test_seats_survive_autosave_and_continue(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    battle = _start_human_vs_hard(flow)
    hard = battle.session.seat_specs[1]
    assert acting_player(battle.game.state) == 0
    assert battle.submit(cmds.EndPhase(0))  # a command: the autosave follows
    path = hooks.store.autosave_path(battle.game)
    header = read_header(path)
    assert header["summary"]["seats"] == [{"kind": "human"}, {"kind": "bot", "bot": "hard", "seed": hard.seed}]
    assert header["version"] == 1
    n = len(battle.game.log)
    flow.to_title()  # Menu, Main menu
    hooks.continue_game()
    again = app.stack.top
    assert isinstance(again, BattleScene), "Continue should open the battle at once (no pass screen)"
    assert again is not battle and len(again.game.log) == n
    assert again.session.seats == (HUMAN, BOT)
    assert again.session.seat_specs == (Seat(), Seat.computer("hard", hard.seed))
    assert type(again.session.bots[1]).__name__ == "HardBot"
    assert again.viewer == 0
    app.stack.clear()


def test_seats_survive_save_as_and_load(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    battle = _start_human_vs_hard(flow)
    path = hooks.save_as(battle.game, "Against the machine")
    assert seats_of(read_header(path))[1]["bot"] == "hard"
    flow.to_title()
    (info,) = [i for i in hooks.store.list_saves() if i.name == "Against the machine"]
    hooks._open_saved_game(info)
    loaded = app.stack.top
    assert isinstance(loaded, BattleScene) and loaded.session.seats == (HUMAN, BOT)
    app.stack.clear()


def test_a_save_without_seats_is_two_humans(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    g = new_game(DECKS, seed=3, names=("Ella", "Toby"))
    path = hooks.store.autosave(g)  # no battle on screen: nothing to record
    assert "seats" not in read_header(path)["summary"]
    assert load_save(path).seats == ({"kind": "human"}, {"kind": "human"})
    hooks.continue_game()
    assert isinstance(app.stack.top, PassDeviceScene)  # hot seat, as before
    battle = next(s for s in app.stack.scenes if isinstance(s, BattleScene))
    assert battle.session.seats == (HUMAN, HUMAN) and not battle.session.bots
    app.stack.clear()


def test_a_rematch_keeps_the_seats(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    battle = _start_human_vs_hard(flow)
    battle.session.on_game_over(battle.game)  # as when the game ends
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    assert over.rematch.activate()
    again = app.stack.top
    assert isinstance(again, BattleScene) and again is not battle
    assert again.session.seat_specs == battle.session.seat_specs
    app.stack.clear()


# --- the persist API --------------------------------------------------------------------------


def test_save_game_writes_seats_and_load_save_reads_them(tmp_path: Path) -> None:
    g = new_game(DECKS, seed=3)
    seats = [{"kind": "bot", "bot": "easy", "seed": 5}, {"kind": "human"}]
    path = save_game(g, tmp_path / "a.json", seats=seats)
    loaded = load_save(path)
    assert loaded.seats == ({"kind": "bot", "bot": "easy", "seed": 5}, {"kind": "human"})
    with recording_seats([{"kind": "human"}, {"kind": "bot", "bot": "hard", "seed": 9}]):
        path2 = save_game(g, tmp_path / "b.json")
    assert seats_of(read_header(path2))[1] == {"kind": "bot", "bot": "hard", "seed": 9}
    path3 = save_game(g, tmp_path / "c.json")  # outside the block: nothing recorded
    assert "seats" not in read_header(path3)["summary"]


@pytest.mark.parametrize("bad", [
    "human", [{"kind": "human"}], [{"kind": "bot", "bot": "easy"}, {"kind": "human"}],
    [{"kind": "bot", "bot": "", "seed": 1}, {"kind": "human"}], [{"kind": "alien"}, {"kind": "human"}],
    [{"kind": "bot", "bot": "easy", "seed": True}, {"kind": "human"}],
])
def test_bad_seats_are_never_written_and_read_as_two_humans(tmp_path: Path, bad) -> None:
    with pytest.raises(ValueError):
        clean_seats(bad)
    g = new_game(DECKS, seed=3)
    path = save_game(g, tmp_path / "a.json")
    lines = path.read_text().splitlines()
    head = json.loads(lines[0][:-1] + "}")
    head["summary"]["seats"] = bad
    lines[0] = json.dumps(head, separators=(",", ":"))[:-1] + ","
    path.write_text("\n".join(lines) + "\n")
    assert seats_of(read_header(path)) == ({"kind": "human"}, {"kind": "human"})
    assert load_save(path).seats == ({"kind": "human"}, {"kind": "human"})


def test_a_bot_this_version_does_not_know_plays_as_normal() -> None:
    assert Seat.from_json({"kind": "bot", "bot": "grandmaster", "seed": 3}) == Seat.computer("normal", 3)
    assert Seat.from_json({"kind": "human"}) == Seat()
    assert Seat.from_json({}) == Seat()
