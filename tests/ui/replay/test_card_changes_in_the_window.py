"""The load list and the battle say when a save's cards differ from the installed ones (issue
15), and say nothing when they do not; and every game the window starts has its own autosave."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from replay_support import click, save_shot

from game.persist.card_changes import SUMMARY
from game.persist.store import SaveStore
from game.ui.app import App
from game.ui.flow import AppFlow
from game.ui.replay.hooks import SaveHooks
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.load_game import LoadGameScene, describe_save
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.settings import Settings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "persist"))
from test_card_changes import edited_game, plain_game  # noqa: E402


def _app(tmp_path: Path, size=(1280, 800)) -> tuple[App, AppFlow, SaveHooks]:
    pygame.font.init()
    app = App(Settings(window_width=size[0], window_height=size[1], animation_speed="instant"))
    hooks = SaveHooks(AppFlow(app), store=SaveStore(tmp_path / "saves"))
    flow = hooks.install()
    app.stack.push(flow.title_scene())
    return app, flow, hooks


def _open_load_list(app: App) -> LoadGameScene:
    title = app.stack.top
    title.refresh()
    click(app.stack, title.buttons["load"].rect.center)
    assert isinstance(app.stack.top, LoadGameScene)
    return app.stack.top


def _battle(app: App) -> BattleScene:
    for _ in range(4):
        if isinstance(app.stack.top, PassDeviceScene):
            app.stack.pop()
    assert isinstance(app.stack.top, BattleScene)
    return app.stack.top


def test_the_load_list_marks_the_save_whose_cards_differ_and_only_it(tmp_path):
    app, flow, hooks = _app(tmp_path)
    edited, name = edited_game()
    hooks.store.save_as(edited, "Edited cards")
    hooks.store.save_as(plain_game(), "As installed")
    load = _open_load_list(app)
    rows = {r.name: r for r in load.table.rows}
    assert rows["Edited cards"].card_changes.changed == (name,)
    assert not rows["As installed"].card_changes.any
    assert SUMMARY in describe_save(rows["Edited cards"])
    assert SUMMARY not in describe_save(rows["As installed"])
    load.table.select([r.name for r in load.table.rows].index("Edited cards"))
    load._refresh_buttons()
    assert load.open_button.enabled  # it opens: it plays by the cards it carries
    save_shot(app.stack, "load-cards-differ", tmp_path)


def test_the_battle_of_a_save_whose_cards_differ_says_so(tmp_path):
    app, flow, hooks = _app(tmp_path)
    edited, name = edited_game()
    hooks.store.save_as(edited, "Edited cards")
    load = _open_load_list(app)
    click(app.stack, load.open_button.rect.center)
    battle = _battle(app)
    assert battle.log.note == "Cards differ from this installation"
    assert any(name in t.text and "differ from this installation" in t.text for t in battle.toaster.toasts)
    app.stack.update(0.5)  # the note fully faded in
    save_shot(app.stack, "battle-cards-differ", tmp_path)


def test_the_battle_of_a_save_with_the_installed_cards_says_nothing(tmp_path):
    app, flow, hooks = _app(tmp_path)
    hooks.store.save_as(plain_game(), "As installed")
    load = _open_load_list(app)
    click(app.stack, load.open_button.rect.center)
    battle = _battle(app)
    assert battle.log.note == ""
    assert not any("differ" in t.text for t in battle.toaster.toasts)


def test_two_new_games_of_the_same_seed_in_one_window_keep_two_autosaves(tmp_path):
    """A rematch with the same seed is a new game with its own file."""
    from game.ui.flow import new_game

    app, flow, hooks = _app(tmp_path)
    first = new_game(("polar-dwarves", "fallen-kingdom"), seed=5)
    hooks.autosave(first)
    [path] = hooks.store.autosave_dir.glob("*.json")
    kept = path.read_bytes()
    second = new_game(("polar-dwarves", "fallen-kingdom"), seed=5)
    hooks.autosave(second)
    files = sorted(hooks.store.autosave_dir.glob("*.json"))
    assert len(files) == 2 and path.read_bytes() == kept


def test_replays_list_two_finished_games_of_the_same_setup(tmp_path):
    """Two games of one setup played to different ends are two replays; the autosave and a
    named save of one game are still one."""
    from dataclasses import replace

    from persist_support import play, random_game

    app, flow, hooks = _app(tmp_path)
    first = random_game(1)
    other = next(g for g in (play(replace(first.setup), s) for s in range(200, 260))
                 if (g.state.turn.number, g.state.winner) != (first.state.turn.number, first.state.winner))
    hooks.autosave(first)
    hooks.store.save_as(first, "The first game, named")
    hooks.autosave(other)
    in_store = [e for e in hooks.replay_entries() if e.path.parent.parent == hooks.store.root
                or e.path.parent == hooks.store.root]
    assert len(in_store) == 2 and len({(e.turn, e.result) for e in in_store}) == 2
