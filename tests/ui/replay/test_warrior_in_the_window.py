"""Warrior's saves in the window: the replay viewer (scrubbing, each step labelled, the table
or one seat's eyes), the Load screen's row, Continue / Load / Replays opening a Warrior save,
Save as for a Warrior game, and the table's autosave and undo through `flow.match_saves`."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest
from replay_support import key, save_shot

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "warrior"))
from warrior_support import new_match, random_command  # noqa: E402

from game.engine.match import Match  # noqa: E402
from game.persist.match_files import load_match, save_match  # noqa: E402
from game.persist.store import SaveStore  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.flow import AppFlow  # noqa: E402
from game.ui.replay.hooks import SaveHooks  # noqa: E402
from game.ui.replay.match_scene import MatchReplayScene  # noqa: E402
from game.ui.scenes.load_game import LoadGameScene, describe_warrior_save  # noqa: E402
from game.ui.scenes.save_as import SaveAsScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.warrior.core import commands as cmds  # noqa: E402
from game.warrior.core import events as ev  # noqa: E402
from game.warrior.core.rules import WARRIOR  # noqa: E402


def played(players: int = 3, seed: int = 2, commands: int | None = None) -> Match:
    m = new_match(players, seed=seed)
    rnd = random.Random(seed)
    n = 0
    while not WARRIOR.is_over(m.state) and (commands is None or n < commands):
        assert m.submit(random_command(m, rnd))
        n += 1
    return m


def _scene(m: Match, size=(1100, 700)) -> MatchReplayScene:
    pygame.font.init()
    scene = MatchReplayScene(m, title="Friday")
    scene.on_resize(size)
    return scene


@pytest.mark.parametrize("players", [2, 6])
def test_the_viewer_scrubs_a_whole_game_and_draws_every_step(players, tmp_path):
    m = played(players, seed=players)
    scene = _scene(m)
    model = scene.model
    assert scene.step_label() == "The deal" and model.at_start
    surface = pygame.Surface(scene.size)
    seen = 0
    while not model.at_end:
        scene.step_event(1)
        scene.draw(surface)
        seen += 1
    assert seen == model.total - model.start
    assert scene.state == m.state
    scene._seek(0.5)
    assert scene.state == model.timeline.state_at(model.n)
    save_shot(scene.stack or _Stack(scene), f"warrior-replay-{players}", tmp_path)


class _Stack:
    def __init__(self, scene):
        self.scene = scene
        self.size = scene.size

    def draw(self, surface):
        self.scene.draw(surface)


def test_each_step_is_labelled_and_keys_move_by_action_turn_and_end():
    m = played(3, seed=4)
    scene = _scene(m)
    scene.handle_event(key(pygame.K_RIGHT))
    first = m.log[1].command
    assert scene.model.entry() == 1
    assert scene.step_label().startswith(f"Action 1 of {len(m.log) - 1}: Player {first.seat + 1} ")
    scene.handle_event(key(pygame.K_END))
    assert scene.model.at_end
    names = " and ".join(m.state.name(w) for w in m.state.winners)
    assert scene.event_label().endswith("won the war") and names.split(" and ")[0] in scene.event_label()
    scene.handle_event(key(pygame.K_HOME))
    assert scene.model.at_start
    scene.handle_event(key(pygame.K_DOWN))
    assert scene.model.n in scene.model.turn_starts and not scene.model.at_start


def test_a_seat_sees_its_own_draw_the_table_does_not():
    m = new_match(2, seed=3)
    for seat in range(2):
        m.submit(cmds.TurnColumnFaceUp(seat, 0))
    seat = m.state.turn_seat
    m.submit(cmds.DrawFromDrawPile(seat))
    scene = _scene(m)
    scene.jump(scene.model.total)
    assert isinstance(scene.model.last_event(), ev.CardDrawn)
    assert scene.event_label() == f"Player {seat + 1} draws a card from the draw pile"
    assert scene.view_label() == "The table"
    for _ in range(seat + 1):
        scene.handle_event(key(pygame.K_v))
    assert scene.view_label() == f"Player {seat + 1}'s view"
    assert scene.event_label().startswith(f"Player {seat + 1} draws ")
    assert "a card" not in scene.event_label()


def test_the_load_screen_row_of_a_warrior_save(tmp_path):
    store = SaveStore(tmp_path)
    m = played(4, seed=3, commands=9)
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "easy", "seed": 1}, {"kind": "human"},
             {"kind": "human"}]
    store.save_match_as(m, "Friday", seats)
    (row,) = store.list_saves()
    c = m.state.casualties
    line = describe_warrior_save(row)
    assert line.startswith(f"Warrior · 4 players · round {m.state.round} · Player 1 {c[0]}, "
                           f"Player 2 (computer, Easy) {c[1]}, Player 3 {c[2]}, Player 4 {c[3]}")
    assert line.endswith(f"{m.state.name(m.state.turn_seat)} to play")


def _app(tmp_path: Path) -> tuple[App, AppFlow, SaveHooks]:
    pygame.font.init()
    app = App(Settings(window_width=1024, window_height=640, animation_speed="instant"))
    hooks = SaveHooks(AppFlow(app), store=SaveStore(tmp_path / "saves"))
    flow = hooks.install()
    app.stack.push(flow.title_scene())
    return app, flow, hooks


def test_continue_hands_a_warrior_game_to_the_windows_table(tmp_path):
    app, flow, hooks = _app(tmp_path)
    m = played(3, seed=5, commands=7)
    hooks.autosave_match(m, [{"kind": "human"}] * 3)
    started = []
    flow.start_match = lambda match, seats, replace_top=False: started.append((match, seats))
    hooks.continue_game()
    ((match, seats),) = started
    assert match.hash() == m.hash() and len(seats) == 3
    # it goes on in the same autosave
    assert hooks.store.autosave_path(match) == hooks.store.autosave_path(m)


def test_without_a_table_a_warrior_save_opens_in_the_replay_viewer(tmp_path):
    app, flow, hooks = _app(tmp_path)
    flow.start_match = None  # a window without Warrior's table
    m = played(3, seed=5, commands=7)
    path = hooks.store.save_match_as(m, "Friday")
    hooks.open_load()
    assert isinstance(app.stack.top, LoadGameScene)
    (info,) = hooks.saves_list()
    assert info.path == path
    hooks._open_saved_game(info)
    assert isinstance(app.stack.top, MatchReplayScene) and app.stack.top.match.hash() == m.hash()


def test_finished_warrior_games_are_in_the_replays(tmp_path):
    app, flow, hooks = _app(tmp_path)
    m = played(2, seed=6)
    hooks.autosave_match(m)
    entries = [e for e in hooks.replay_entries() if e.game == "warrior"]
    assert len(entries) == 1 and entries[0].finished
    hooks._watch_saved_game(entries[0])
    top = app.stack.top
    assert isinstance(top, MatchReplayScene) and top.model.at_start
    assert top.model.state_at(top.model.total) == m.state


def test_save_as_a_warrior_game_and_undo_through_match_saves(tmp_path):
    app, flow, hooks = _app(tmp_path)
    m = new_match(3, seed=2)
    for seat in range(3):
        m.submit(cmds.TurnColumnFaceUp(seat, 0))
    seat = m.state.turn_seat
    m.submit(cmds.DrawFromDiscardPile(seat))
    hooks.autosave_match(m)
    saves = flow.match_saves
    dialog = SaveAsScene(m, lambda match, name: saves.save_match_as(match, name))
    app.stack.push(dialog)
    assert dialog.field.text == "Player 1, Player 2, Player 3, round 1"
    assert dialog.submit()
    assert load_match(dialog.saved_to).match.hash() == m.hash()
    check = saves.undo_status(m, seat)
    assert check.ok and check.reason.startswith("Undo: take back ")
    back = saves.undo(m, seat)
    assert back.state.drawn is None and len(back.log) == len(m.log) - 1
    # the autosave is the game as it stands after the undo
    assert load_match(hooks.store.autosave_path(back)).match.hash() == back.hash()
    assert not saves.undo_status(back, (seat + 1) % 3).ok


def test_replay_window_opens_a_warrior_save(tmp_path, monkeypatch):
    from game.ui.replay import run_replay_window

    path = save_match(played(2, seed=1), tmp_path / "w.json")
    app = App()
    shown = []

    def fake_run(self, first=None):
        shown.append(first)

    monkeypatch.setattr(App, "run", fake_run)
    assert run_replay_window(load_match(path), app=app) == 0
    assert isinstance(shown[0], MatchReplayScene)
    title = app.stack.top  # under the replay: the title, showing Warrior's menu
    assert type(title).__name__ == "TitleScene" and title.game_shown == "warrior"


def test_the_replay_command_opens_a_warrior_save_in_the_viewer(tmp_path, monkeypatch):
    import argparse

    from game import __main__ as cli

    m = played(4, seed=8)
    path = save_match(m, tmp_path / "w.json", "Saturday")
    shown = []
    monkeypatch.setattr(App, "run", lambda self, first=None: shown.append((self.title, first)))
    assert cli.cmd_replay(argparse.Namespace(files=[str(path)], verify=False)) == 0
    ((title, scene),) = shown
    assert isinstance(scene, MatchReplayScene) and "Saturday" in title
    assert scene.model.state_at(scene.model.total) == m.state


def test_a_finished_or_damaged_warrior_row(tmp_path):
    store = SaveStore(tmp_path)
    m = played(3, seed=5)
    store.save_match_as(m, "done")
    bad = store.save_match_as(played(2, seed=1, commands=3), "bad")
    bad.write_text(bad.read_text()[:300])
    rows = {r.name: r for r in store.list_saves()}
    names = " & ".join(m.state.name(w) for w in m.state.winners)
    assert describe_warrior_save(rows["done"]).endswith(f" · {names} won")
    from game.ui.scenes.load_game import describe_save

    assert describe_save(rows["bad"]).startswith("Damaged: the file is cut short")
