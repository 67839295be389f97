"""The Warrior table in the window with its saves: an autosave after every command (a
computer's too), Menu → Save game… and Undo, Ctrl+Z within the undo rule (refused with the
reason as a message otherwise), and Continue / Load opening the game at its table with the same
seats."""

from __future__ import annotations

from pathlib import Path

import pygame
from replay_support import key

from game.persist.match_files import load_match
from game.persist.store import SaveStore
from game.ui.app import App
from game.ui.flow import AppFlow
from game.ui.replay.hooks import SaveHooks
from game.ui.scenes.save_as import SaveAsScene
from game.ui.settings import Settings
from game.ui.warrior.menu import WarriorMenuScene
from game.ui.warrior.seats import SeatSpec
from game.ui.warrior.start import new_match
from game.ui.warrior.table_scene import WarriorTableScene
from game.warrior.core import commands as cmds
from game.warrior.core.rules import WARRIOR

CTRL_Z = key(pygame.K_z, pygame.KMOD_CTRL)


def _app(tmp_path: Path) -> tuple[App, AppFlow, SaveHooks]:
    pygame.font.init()
    app = App(Settings(window_width=1280, window_height=720, animation_speed="instant"))
    hooks = SaveHooks(AppFlow(app), store=SaveStore(tmp_path / "saves"))
    flow = hooks.install()
    app.stack.push(flow.title_scene())
    return app, flow, hooks


def _table(flow: AppFlow, levels=(None, "easy", None), seed: int = 4) -> WarriorTableScene:
    names = ("Ada", "Bo", "Cy")[: len(levels)]
    match = new_match(names, seed)
    seats = [SeatSpec(n, lv, 50 + i) for i, (n, lv) in enumerate(zip(names, levels, strict=True))]
    return flow.warrior.start(match, seats)


def _opened(table: WarriorTableScene) -> None:
    """Every person turns their first column up (the computers choose on their own)."""
    for seat in WARRIOR.acting_seats(table.state):
        if table.seats[seat].person:
            assert table.submit(cmds.TurnColumnFaceUp(seat, 0))
    table.queue.clear()


def test_every_command_autosaves_the_game(tmp_path):
    app, flow, hooks = _app(tmp_path)
    table = _table(flow, (None, None))
    assert table.submit(cmds.TurnColumnFaceUp(0, 0))
    (path,) = (tmp_path / "saves" / "autosave").glob("*.json")
    loaded = load_match(path)
    assert loaded.match.hash() == table.match.hash()
    assert table.submit(cmds.TurnColumnFaceUp(1, 2))
    assert load_match(path).match.hash() == table.match.hash()


def test_the_seats_are_saved_and_continue_opens_the_table_with_them(tmp_path):
    app, flow, hooks = _app(tmp_path)
    table = _table(flow)
    _opened(table)
    hash_now = table.match.hash()
    app.stack.pop()  # leave the table
    hooks.continue_game()
    again = app.stack.top
    assert isinstance(again, WarriorTableScene) and again is not table
    assert again.match.hash() == hash_now
    assert [s.level for s in again.seats] == [None, "easy", None]
    assert again.seats[1].seed == 51 and again.seats[1].name == "Bo"


def test_ctrl_z_takes_back_a_card_from_the_discard_pile(tmp_path):
    app, flow, hooks = _app(tmp_path)
    table = _table(flow, (None, "easy"))
    _opened(table)
    while WARRIOR.acting_seats(table.state) != (0,):
        table.update(1.0)  # the computer plays its opening
        table.queue.clear()
    before = table.match.hash()
    assert table.submit(cmds.DrawFromDiscardPile(0))
    table.queue.clear()
    assert table.handle_event(CTRL_Z)
    assert table.match.hash() == before and table.state.drawn is None
    (path,) = (tmp_path / "saves" / "autosave").glob("*.json")
    assert load_match(path).match.hash() == before


def test_ctrl_z_after_a_draw_from_the_draw_pile_is_refused_with_the_reason(tmp_path):
    app, flow, hooks = _app(tmp_path)
    table = _table(flow, (None, "easy"))
    _opened(table)
    while WARRIOR.acting_seats(table.state) != (0,):
        table.update(1.0)
        table.queue.clear()
    assert table.submit(cmds.DrawFromDrawPile(0))
    table.queue.clear()
    after = table.match.hash()
    assert table.handle_event(CTRL_Z)
    assert table.match.hash() == after
    said = [t.text for t in table.toaster.toasts]
    assert said[-1] == "Undo: Ada drew from the draw pile, and that showed you what was hidden"
    ok, reason = table.table_saves.status()
    assert not ok and reason == "Undo: Ada drew from the draw pile, and that showed you what was hidden"


def test_the_menu_saves_under_a_name_and_offers_undo_only_when_allowed(tmp_path):
    app, flow, hooks = _app(tmp_path)
    table = _table(flow, (None, None))
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, WarriorMenuScene)
    labels = {e.key: e for e in menu.entries}
    assert "save" in labels and "undo" in labels
    assert not labels["undo"].enabled()  # nothing to undo yet
    labels["save"].action()
    dialog = app.stack.top
    assert isinstance(dialog, SaveAsScene)
    assert dialog.submit()
    assert dialog.saved_to.parent == tmp_path / "saves"
    assert load_match(dialog.saved_to).match.hash() == table.match.hash()


def test_a_loaded_save_is_re_decided_in_the_background_and_a_difference_is_said(tmp_path):
    import json

    from game.persist.match_files import dumps_match_data

    app, flow, hooks = _app(tmp_path)
    table = _table(flow, (None, None))
    _opened(table)
    seat = table.state.turn_seat
    assert table.submit(cmds.DrawFromDiscardPile(seat))
    assert table.submit(cmds.SwapIntoArmy(seat, "warriors", 0))
    path = hooks.store.save_match_as(table.match, "edited")
    data = json.loads(path.read_text())
    data["log"][-1]["command"]["column"] = 1  # the events still say column 1 (index 0)
    path.write_text(dumps_match_data(data))
    app.stack.pop()
    (info,) = [i for i in hooks.saves_list() if i.path == path]
    hooks._open_saved_game(info)
    again = app.stack.top
    assert isinstance(again, WarriorTableScene)
    assert again.table_saves.check.wait(20)
    again.update(0.01)
    said = [t.text for t in again.toaster.toasts]
    assert any(s.startswith("Checking this save against the rules found a difference: This save is "
                            f"damaged: entry {len(data['log']) - 1} (") for s in said), said


def test_the_titles_warrior_menu_continues_loads_and_replays_warrior_games(tmp_path):
    from game.ui.scenes.load_game import LoadGameScene
    from game.ui.scenes.title import TitleScene

    app, flow, hooks = _app(tmp_path)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    wb = title.warrior_buttons
    assert not wb["continue"].enabled and not wb["load"].enabled and not wb["replays"].enabled
    table = _table(flow, (None, "easy"))
    _opened(table)
    app.stack.pop()
    title.refresh()
    # a game going on can be watched from its start too (issue 42: not only finished games)
    assert wb["continue"].enabled and wb["load"].enabled and wb["replays"].enabled
    assert wb["continue"].tooltip_text.startswith("Warrior · 2 players · round 1 · Ada 0, Bo (computer, Easy) 0")
    # Summoner Wars' own Continue is not for Warrior's games
    assert not title.buttons["continue"].enabled
    wb["continue"].activate()
    assert isinstance(app.stack.top, WarriorTableScene) and app.stack.top.match.hash() == table.match.hash()
    app.stack.pop()
    wb["load"].activate()
    load = app.stack.top
    assert isinstance(load, LoadGameScene) and [r.game for r in load.table.rows] == ["warrior"]


def test_play_game_warrior_opens_a_table_that_saves(monkeypatch, tmp_path):
    from game.__main__ import build_parser
    from game.ui import main as ui_main

    monkeypatch.setattr("game.ui.replay.hooks.SaveStore", lambda *a, **k: SaveStore(tmp_path / "saves"))
    shown = []
    monkeypatch.setattr(App, "open_window", lambda self: None)
    monkeypatch.setattr(App, "run", lambda self, first=None: shown.append(self.stack.top))
    args = build_parser().parse_args(["play", "--game", "warrior", "--players", "2", "--p2-bot", "easy",
                                      "--seed", "3"])
    assert ui_main.run_play_warrior(args) == 0
    (table,) = shown
    assert isinstance(table, WarriorTableScene) and table.table_saves.records[1]["bot"] == "easy"
    assert table.submit(cmds.TurnColumnFaceUp(0, 1))
    assert list((tmp_path / "saves" / "autosave").glob("*.json"))


def test_hot_seat_undo_keeps_the_device_with_who_asked_and_continue_resumes_mid_turn(tmp_path):
    app, flow, hooks = _app(tmp_path)
    table = _table(flow, (None, None))
    _opened(table)
    seat = table.state.turn_seat
    table.holder = seat  # the pass screen was answered
    assert table.submit(cmds.DrawFromDiscardPile(seat))
    table.queue.clear()
    drawn = table.match.hash()
    assert table.submit(cmds.SwapIntoArmy(seat, "warriors", 0))
    table.queue.clear()
    table.holder = seat  # still holding the device before passing it
    assert table.handle_event(CTRL_Z)
    assert table.match.hash() == drawn and table.holder == seat
    # the other person may not take back Ada's command
    table.holder = 1 - seat
    assert not table.table_saves.status()[0]
    # Continue opens the game with the card still in hand
    app.stack.pop()
    hooks.continue_game("warrior")
    again = app.stack.top
    assert isinstance(again, WarriorTableScene) and again.match.hash() == drawn
    assert again.state.drawn is not None and again.state.turn_seat == seat


def test_the_game_over_screen_offers_the_replay_of_the_game_just_played(tmp_path):
    """The game over screen has a Watch replay button (W), as Summoner Wars' has; it opens the
    replay viewer on the very game that ended, from its first event."""
    from game.ui.replay.match_scene import MatchReplayScene
    from game.ui.warrior.game_over import WarriorGameOverScene

    app, flow, hooks = _app(tmp_path)
    table = _table(flow, ("easy", "easy"))
    for _ in range(20_000):
        if isinstance(app.stack.top, WarriorGameOverScene):
            break
        app.stack.update(1 / 30)
        if table.thinking is not None:
            import time
            time.sleep(0.001)
    over = app.stack.top
    assert isinstance(over, WarriorGameOverScene)
    assert [b.text for b in over.buttons].count("Watch replay") == 1
    over.handle_event(key(pygame.K_w))
    viewer = app.stack.top
    assert isinstance(viewer, MatchReplayScene)
    assert viewer.model.match.hash() == table.match.hash()


def test_a_table_without_saves_offers_no_replay(tmp_path):
    from game.ui.warrior.game_over import WarriorGameOverScene

    over = WarriorGameOverScene(("Ada", "Bo"), (10, 60), (0,), on_menu=lambda: None)
    assert "Watch replay" not in [b.text for b in over.buttons]
