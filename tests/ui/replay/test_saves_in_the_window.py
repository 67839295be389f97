"""Saves in the window: autosave after every command, Continue back into a pending prompt,
Save as from the battle's Menu, Load (damaged saves greyed, failures in a message), Undo with
its limits, and the ways into the replay viewer."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from replay_support import click, example_path, game_where, key, motion, save_shot, text

from game.core import commands as cmds
from game.core.game import Game
from game.core.hashing import state_hash
from game.core.legal import acting_player, legal_commands
from game.persist.store import SaveStore
from game.persist.undo import undo_status
from game.ui.app import App
from game.ui.battle.describe import narrate
from game.ui.flow import AppFlow
from game.ui.replay.hooks import AUTOSAVE_FAILED, SaveHooks
from game.ui.replay.scene import ReplayScene
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.save_as import BattleMenuScene, SaveAsScene
from game.ui.scenes.title import NO_UNFINISHED, TitleScene
from game.ui.settings import Settings
from tests.ui.battle.battle_helpers import MouseDriver, open_pass_screen


def _app(tmp_path: Path, size=(1024, 640)) -> tuple[App, AppFlow, SaveHooks]:
    pygame.font.init()
    app = App(Settings(window_width=size[0], window_height=size[1], animation_speed="instant"))
    hooks = SaveHooks(AppFlow(app), store=SaveStore(tmp_path / "saves"))
    flow = hooks.install()
    app.stack.push(flow.title_scene())
    return app, flow, hooks


def _through_pass(app: App) -> BattleScene:
    stack = app.stack
    for _ in range(4):
        if isinstance(stack.top, PassDeviceScene):
            open_pass_screen(stack)
    assert isinstance(stack.top, BattleScene)
    return stack.top


def _copy(g: Game) -> Game:
    return Game(g.setup, g.initial, g.state, list(g.log))


def test_continue_resumes_a_game_waiting_on_a_prompt(tmp_path: Path) -> None:
    g = game_where(lambda game: game.state.pending is not None)
    app, flow, hooks = _app(tmp_path)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert not title.buttons["continue"].enabled  # nothing saved yet
    hooks.store.autosave(g)
    title.refresh()
    assert title.buttons["continue"].enabled and title.buttons["load"].enabled
    click(app.stack, title.buttons["continue"].rect.center)
    battle = _through_pass(app)
    assert state_hash(battle.game.state) == state_hash(g.state)
    assert battle.game.state.pending == g.state.pending
    assert battle.viewer == g.state.pending.player
    assert battle.inter.prompt == g.state.pending  # the prompt is up, ready to answer
    app.stack.update(1 / 60)
    assert battle.prompt_view.prompt == g.state.pending
    # Answering it works and is autosaved.
    answer = next(c for c in legal_commands(battle.game.state) if isinstance(c, cmds.Answer))
    assert battle.submit(answer)
    saved = hooks.store.load(hooks.store.autosave_path(battle.game))
    assert state_hash(saved.state) == state_hash(battle.game.state)


def test_continue_is_disabled_when_every_saved_game_is_finished(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    hooks.store.save_as(hooks.store.load(example_path()), "Old game")
    title = app.stack.top
    title.refresh()
    assert title.buttons["load"].enabled and title.buttons["replays"].enabled
    assert not title.buttons["continue"].enabled
    assert title.buttons["continue"].disabled_reason == NO_UNFINISHED


def test_every_command_is_autosaved_and_a_failure_is_shown_once(tmp_path: Path, monkeypatch) -> None:
    app, flow, hooks = _app(tmp_path)
    g = game_where(lambda game: True)
    flow.start_game(g)
    battle = _through_pass(app)
    drv = MouseDriver(app.stack, seed=2)
    for _ in range(3):
        drv.perform(drv.choose(battle.game))
        drv.settle()
        saved = hooks.store.load(hooks.store.autosave_path(battle.game))
        assert state_hash(saved.state) == state_hash(battle.game.state)

    def broken(game, name=None):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(hooks.store, "autosave", broken)
    for _ in range(3):
        drv.perform(drv.choose(battle.game))
        drv.settle()
    texts = [t.text for t in battle.toaster.toasts]
    assert texts.count(AUTOSAVE_FAILED.format(reason="No space left on device")) == 1


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_save_as_from_the_battle_menu(tmp_path: Path, size) -> None:
    app, flow, hooks = _app(tmp_path, size)
    g = game_where(lambda game: game.state.turn.number >= 3)
    flow.start_game(g)
    battle = _through_pass(app)
    click(app.stack, battle.menu_button.rect.center)
    menu = app.stack.top
    assert isinstance(menu, BattleMenuScene)
    save_shot(app.stack, "battle-menu", tmp_path)
    click(app.stack, menu.save_button.rect.center)
    modal = app.stack.top
    assert isinstance(modal, SaveAsScene)
    save_shot(app.stack, "save-as", tmp_path)
    assert modal.field.text == f"Ella vs Toby, turn {g.state.turn.number}"
    for _ in range(len(modal.field.text)):
        app.stack.handle_event(key(pygame.K_BACKSPACE))
    assert not modal.save_button.enabled
    app.stack.handle_event(text("Before the attack"))
    app.stack.handle_event(key(pygame.K_RETURN))
    assert app.stack.top is battle
    assert any("Before the attack" in t.text for t in battle.toaster.toasts)
    (info,) = [i for i in hooks.store.list_saves() if i.name == "Before the attack"]
    assert info.turn == g.state.turn.number and not info.autosave
    assert state_hash(hooks.store.load(info.path).state) == state_hash(g.state)


def test_a_failed_save_as_says_why_and_stays_open(tmp_path: Path, monkeypatch) -> None:
    app, flow, hooks = _app(tmp_path)
    g = game_where(lambda game: True)
    modal = SaveAsScene(g, lambda game, name: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    app.stack.push(modal)
    app.stack.handle_event(key(pygame.K_RETURN))
    assert app.stack.top is modal and "Permission denied" in modal.error


def _tamper(path: Path) -> None:
    """Change one recorded checkpoint hash: the header still lists, the load must fail. (A
    changed die face opens, its events being consistent; the background check then reports it:
    see test_a_loaded_save_that_diverges_says_so_in_the_battle.)"""
    data = json.loads(path.read_text())
    data["checkpoints"][1]["hash"] = "0" * 32
    from game.persist.saves import dumps

    path.write_text(dumps(data))


def test_load_lists_saves_greys_damaged_ones_and_reports_failures(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    store = hooks.store
    good = game_where(lambda game: game.state.turn.number >= 4)
    store.save_as(good, "Good one")
    example = store.load(example_path())
    bad = store.save_as(example, "Tampered")
    _tamper(bad)
    (store.root / "cut.json").write_text('{"format":"summoner-wars-save","version":1,"summ')
    title = app.stack.top
    title.refresh()
    click(app.stack, title.buttons["load"].rect.center)
    load = app.stack.top
    assert isinstance(load, LoadGameScene)
    rows = {r.name: r for r in load.table.rows}
    assert set(rows) == {"Good one", "Tampered", "cut"}
    assert rows["cut"].damaged and not rows["Good one"].damaged
    # The damaged one is listed but cannot be opened, and says why.
    load.table.select([r.name for r in load.table.rows].index("cut"))
    load._refresh_buttons()
    assert not load.open_button.enabled and "cut short" in load.open_button.disabled_reason
    # A save whose header reads but whose game does not verify: a message with the reason.
    load.table.select([r.name for r in load.table.rows].index("Tampered"))
    load._refresh_buttons()
    click(app.stack, load.open_button.rect.center)
    msg = app.stack.top
    assert isinstance(msg, MessageScene) and "tampered.json" in msg.text and "turn" in msg.text
    app.stack.handle_event(key(pygame.K_RETURN))
    assert app.stack.top is load
    # The good one loads into a battle in place of the list.
    load.table.select([r.name for r in load.table.rows].index("Good one"))
    app.stack.handle_event(key(pygame.K_RETURN))
    battle = _through_pass(app)
    assert state_hash(battle.game.state) == state_hash(good.state)
    assert [type(s) for s in app.stack.scenes] == [TitleScene, BattleScene]


def test_delete_asks_twice(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    path = hooks.store.save_as(game_where(lambda game: True), "Doomed")
    load = LoadGameScene(hooks.store.list_saves, on_open=lambda i: None,
                         on_delete=lambda i: hooks.store.delete(i.path))
    app.stack.push(load)
    click(app.stack, load.delete_button.rect.center)
    assert path.exists() and load.delete_button.text == "Really delete?"
    click(app.stack, load.delete_button.rect.center)
    assert not path.exists() and load.table.rows == []


def _battle_with(tmp_path: Path, g: Game, size=(1024, 640)) -> tuple[App, BattleScene]:
    app, flow, hooks = _app(tmp_path, size)
    flow.start_game(g)
    return app, _through_pass(app)


def _hover(app: App, button) -> None:
    app.stack.handle_event(motion(button.rect.center))
    app.stack.update(0.5)


def _attack_ready(game: Game) -> bool:
    s = game.state
    return s.pending is None and any(isinstance(c, cmds.Attack) for c in legal_commands(s))


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_undo_is_disabled_after_an_attack_with_the_reason_on_hover(tmp_path: Path, size) -> None:
    g = game_where(_attack_ready)
    app, battle = _battle_with(tmp_path, g, size)
    attack = next(c for c in legal_commands(g.state) if isinstance(c, cmds.Attack))
    MouseDriver(app.stack).perform(attack)
    app.stack.update(1 / 60)
    assert battle.game.log[-1].command == attack
    assert not battle.undo_button.enabled
    assert "die was rolled" in battle.undo_button.disabled_reason
    _hover(app, battle.undo_button)
    assert battle.undo_button.tooltip() == battle.undo_button.disabled_reason
    save_shot(app.stack, "battle-undo-disabled", tmp_path)
    h = state_hash(battle.game.state)
    app.stack.handle_event(key(pygame.K_z, pygame.KMOD_CTRL))
    assert state_hash(battle.game.state) == h  # Ctrl+Z refused, and said why
    assert any("die was rolled" in t.text for t in battle.toaster.toasts)


def _undoable_move(g: Game) -> cmds.Move | None:
    p = acting_player(g.state)
    for c in legal_commands(g.state):
        if isinstance(c, cmds.Move):
            g2 = _copy(g)
            g2.submit(c)
            if undo_status(g2, p)[0]:
                return c
    return None


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_ctrl_z_after_a_move_restores_the_game_and_the_log(tmp_path: Path, size) -> None:
    g = game_where(lambda game: game.state.pending is None and _undoable_move(game) is not None)
    before, n = state_hash(g.state), len(g.log)
    app, battle = _battle_with(tmp_path, g, size)
    lines = list(battle.log.lines)
    move = _undoable_move(g)
    MouseDriver(app.stack).perform(move)
    app.stack.update(1 / 60)
    assert battle.game.log[-1].command == move and battle.undo_button.enabled
    _hover(app, battle.undo_button)
    assert battle.undo_button.tooltip().startswith("Undo: take back")
    save_shot(app.stack, "battle-undo-enabled", tmp_path)
    app.stack.handle_event(key(pygame.K_z, pygame.KMOD_CTRL))
    app.stack.update(1 / 60)
    assert state_hash(battle.game.state) == before and len(battle.game.log) == n
    assert state_hash(battle.display) == before
    assert battle.log.lines == narrate(battle.game.initial, battle.game.events) == lines
    # The autosave follows the undo; nothing left to undo now.
    [autosave] = (tmp_path / "saves" / "autosave").glob("*.json")  # the game's own autosave
    assert state_hash(SaveStore(tmp_path / "saves").load(autosave).state) == before
    assert not battle.undo_button.enabled or battle.undo_state()[0]
    # The button does the same as the key.
    MouseDriver(app.stack).perform(move)
    click(app.stack, battle.undo_button.rect.center)
    assert state_hash(battle.game.state) == before


def test_watch_replay_from_the_game_over_screen(tmp_path: Path) -> None:
    app, flow, hooks = _app(tmp_path)
    g = hooks.store.load(example_path())
    flow.start_game(g)
    for _ in range(4):
        if isinstance(app.stack.top, PassDeviceScene):
            open_pass_screen(app.stack)
        app.stack.update(1 / 60)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.replay.enabled
    click(app.stack, over.replay.rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.game is g
    app.stack.handle_event(key(pygame.K_ESCAPE))
    assert app.stack.top is over


def test_replays_lists_every_game_once_and_the_examples(tmp_path: Path) -> None:
    """Issue 42: "Replays lists only finished games": an unfinished game is watched too (one
    row, its newest save, marked unfinished); a finished game is one row however many saves."""
    app, flow, hooks = _app(tmp_path)
    store = hooks.store
    finished = store.load(example_path())
    store.autosave(finished)
    finished_id = store.info(store.autosave_path(finished)).game_id
    store.save_as(finished, "Same game, named")
    going = game_where(lambda game: True)
    store.save_as(going, "Unfinished")
    store.autosave(going)  # the same game twice: one row
    entries = hooks.replay_entries()
    unfinished = [e for e in entries if not e.finished and e.path.parent != example_path().parent]
    assert len(unfinished) == 1, [e.name for e in unfinished]
    in_store = [e for e in entries if e.path.parent != example_path().parent]
    assert len([e for e in in_store if e.game_id == finished_id]) == 1  # one row per game
    assert any(e.path == example_path() for e in entries)
    title = app.stack.top
    title.refresh()
    click(app.stack, title.buttons["replays"].rect.center)
    lst = app.stack.top
    assert isinstance(lst, LoadGameScene) and lst.open_button.text == "Watch"
    assert lst.table.tag_of(unfinished[0]) == "unfinished"
    lst.table.select([r.path for r in lst.table.rows].index(example_path()))
    click(app.stack, lst.open_button.rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.title.startswith("Example")
    app.stack.handle_event(key(pygame.K_ESCAPE))
    lst.table.select([r.path for r in lst.table.rows].index(unfinished[0].path))
    click(app.stack, lst.open_button.rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.game.hash() == going.hash()


def test_settings_from_the_battle_menu_change_the_animation_speed_at_once(tmp_path: Path) -> None:
    """Settings opened from the battle's Menu: the new animation speed applies to this battle
    (its animations and the computer's pace), not only to the next one, and is remembered."""
    from game.ui.battle.bot_driver import pause_for
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.settings import load_settings

    app, flow, _hooks = _app(tmp_path)
    flow.start_game(game_where(lambda game: game.state.turn.number >= 2))
    battle = _through_pass(app)
    assert battle.queue.factor is None  # the app started with "instant"
    click(app.stack, battle.menu_button.rect.center)
    menu = app.stack.top
    assert isinstance(menu, BattleMenuScene)
    click(app.stack, menu.settings_button.rect.center)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    settings.speed.set_value("slow")
    click(app.stack, settings.back.rect.center)
    assert app.stack.top is battle
    assert battle.queue.factor == 0.5 and battle.bots.pause == pause_for(0.5)
    assert app.settings.animation_speed == "slow" and load_settings().animation_speed == "slow"


def test_the_battle_menu_without_a_settings_hook_has_no_settings_entry() -> None:
    pygame.font.init()
    menu = BattleMenuScene(on_save_as=None, on_main_menu=lambda: None)
    assert menu.settings_button not in menu.menu.items


def _with_a_die_changed(g: Game) -> dict:
    """The save of `g` with one die face changed: its events still lead to the recorded game (it
    opens), but the game's seed gives another face (re-deciding finds it)."""
    from game.persist.saves import render_save

    data = json.loads(render_save(g))
    for evs in data["events"]:
        for e in evs:
            if e["type"] == "DiceRolled":
                e["faces"][0] = (e["faces"][0] + 1) % 6 if e["faces"][0] not in (0, 1) else 3
                return data
    raise AssertionError("no dice in the game")


def _dice_rolled_turns_ago(game: Game) -> bool:
    """Dice were rolled two turns before now (a changed face then shows in no state)."""
    now = game.state.turn.number
    return now > 3 and any(type(e).__name__ == "DiceRolled" for entry in game.log if entry.turn < now - 1
                           for e in entry.events)


def _continue_and_check(tmp_path: Path, data: dict) -> tuple[BattleScene, str]:
    from game.persist.saves import dumps, read_header

    app, flow, hooks = _app(tmp_path)
    hooks.store.autosave_dir.mkdir(parents=True, exist_ok=True)
    path = hooks.store.autosave_dir / "game.json"
    path.write_text(dumps(data), "utf-8")
    assert read_header(path)
    hooks.continue_game()
    top = app.stack.top
    assert not isinstance(top, MessageScene), getattr(top, "body", None) or vars(top)
    battle = _through_pass(app)
    assert battle.save_check is not None  # checking in the background, the battle already open
    assert battle.save_check.wait(60)
    before = battle.game.hash()
    app.stack.update(1 / 60)
    assert battle.game.hash() == before  # the check never changes the game
    shown = " ".join(t.text for t in battle.toaster.toasts)
    return battle, shown


def test_a_loaded_save_that_diverges_says_so_in_the_battle(tmp_path: Path) -> None:
    g = game_where(_dice_rolled_turns_ago)
    battle, shown = _continue_and_check(tmp_path, _with_a_die_changed(g))
    assert "Checking this save against the rules found a difference" in shown
    assert "the recorded dice differ" in shown
    assert battle.save_check is None  # told once


def test_a_loaded_save_that_replays_the_same_says_nothing(tmp_path: Path) -> None:
    from game.persist.saves import render_save

    g = game_where(_dice_rolled_turns_ago)
    battle, shown = _continue_and_check(tmp_path, json.loads(render_save(g)))
    assert "Checking this save" not in shown
    assert battle.save_check is None
