"""The way in: the title's game switch, Warrior's New game, the table it starts, the menu's
entries (and the one call that adds more), and the command line's `play`/`screenshot --game
warrior`."""

from __future__ import annotations

import argparse

import pygame
import pytest
from warrior_ui_support import click, table_stack

from game.ui.app import App
from game.ui.flow import AppFlow
from game.ui.scenes.title import TitleScene
from game.ui.warrior.menu import WarriorMenuScene
from game.ui.warrior.new_game import WarriorNewGameScene
from game.ui.warrior.table_scene import WarriorTableScene


def _key(stack, key):
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _window():
    app = App()
    app.stack.resize((1280, 720))
    flow = AppFlow(app)
    app.stack.push(flow.title_scene())
    return app, flow


def test_the_title_switches_to_warrior_and_its_new_game_starts_a_table():
    app, flow = _window()
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.switch.visible
    assert title.active_menu is title.menu  # Summoner Wars first, as before
    _key(app.stack, pygame.K_g)
    assert title.game_shown == "warrior" and title.active_menu is title.warrior_menu
    _key(app.stack, pygame.K_d)  # Summoner Wars' deck builder key does nothing here
    assert app.stack.top is title
    _key(app.stack, pygame.K_n)
    new = app.stack.top
    assert isinstance(new, WarriorNewGameScene)
    new.count.set_value(3)
    new.relayout()
    new.controllers[1].set_value("easy")
    new.controllers[2].set_value("hard")
    new.name_inputs[0].set_text("Ella")
    choice = new.choice()
    assert choice.names[0] == "Ella" and choice.controllers == ("human", "easy", "hard")
    click(app.stack, new.start.rect.center)
    table = app.stack.top
    assert isinstance(table, WarriorTableScene)
    assert table.match.state.setup.players[0] == "Ella" and len(app.stack) == 2  # title, table
    assert [s.level for s in table.seats] == [None, "easy", "hard"]
    table.quit_to_title()
    assert app.stack.top is title


def test_summoner_wars_title_keeps_its_menu_and_keys():
    app, flow = _window()
    assert app.stack.top.game_shown == "summoner-wars"
    _key(app.stack, pygame.K_n)
    assert type(app.stack.top).__name__ == "NewGameScene"  # Summoner Wars' New game


def test_the_menu_has_resume_help_quit_and_takes_more_entries():
    stack, scene = table_stack(("Ella", "Toby"), (None, "easy"))
    saved = []
    scene.add_menu_entry("Save game", lambda: saved.append(True), key="save")
    scene.add_menu_entry("Undo", lambda: None, key="undo", enabled=lambda: False, before="quit")
    keys = [e.key for e in scene.menu_entries()]
    assert keys == ["resume", "save", "help", "undo", "quit"]
    _key(stack, pygame.K_ESCAPE)
    menu = stack.top
    assert isinstance(menu, WarriorMenuScene)
    assert [b.enabled for b in menu.buttons] == [True, True, True, False, True]
    click(stack, menu.buttons[1].rect.center)
    assert saved == [True] and stack.top is scene
    _key(stack, pygame.K_ESCAPE)
    click(stack, stack.top.buttons[2].rect.center)
    assert type(stack.top).__name__ == "WarriorHelpScene"


def test_a_resized_window_lays_the_table_out_again():
    stack, scene = table_stack(("Ella", "Toby", "Cy", "Dana", "Evan", "Fay"), (None,) + ("easy",) * 5)
    for size in ((1024, 640), (1600, 900), (1280, 720)):
        stack.resize(size)
        tl = scene.table_layout()
        bounds = pygame.Rect(0, 0, *size)
        assert all(bounds.contains(r) for r in tl.slots.values())
        assert bounds.contains(scene.drums.rect)
        panels = list(tl.panels.values())
        assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])


def _args(**kw):
    from game.__main__ import build_parser

    return build_parser().parse_args(kw.pop("argv"))


def test_play_warrior_arguments_make_the_seats():
    from game.ui.warrior.cli import seats_and_match

    args = _args(argv=["play", "--game", "warrior", "--players", "5", "--p2-bot", "easy", "--p5-bot", "hard",
                       "--names", "Ella", "Toby", "--seed", "7"])
    match, seats = seats_and_match(args)
    assert match.state.setup.players == ("Ella", "Toby", "Player 3", "Player 4", "Player 5")
    assert [s.level for s in seats] == [None, "easy", None, None, "hard"]
    again = seats_and_match(args)[1]
    assert [s.seed for s in again] == [s.seed for s in seats]  # a chosen seed: the same bots
    with pytest.raises(ValueError):
        seats_and_match(_args(argv=["play", "--game", "warrior", "--players", "2", "--p3-bot", "easy"]))


def test_summoner_wars_play_refuses_five_players():
    from game.__main__ import main

    assert main(["play", "--players", "5"]) == 2


@pytest.mark.parametrize("scene", ["table", "battle", "scoring", "tracker", "new-game"])
def test_screenshot_game_warrior_writes_a_picture(tmp_path, scene):
    from game.ui.screenshots import run_screenshot

    out = tmp_path / f"{scene}.png"
    args = argparse.Namespace(game="warrior", scene=scene, out=str(out), size=None, players=3, seed=2)
    assert run_screenshot(args) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_game_over_play_again_and_new_game_follow_on():
    from game.ui.warrior.game_over import WarriorGameOverScene
    from game.ui.warrior.seats import SeatSpec
    from game.ui.warrior.start import new_match

    app, flow = _window()
    seen = []
    flow.warrior.on_table = seen.append
    match = new_match(("Ella", "Toby"), 5)
    table = flow.warrior.start(match, (SeatSpec("Ella"), SeatSpec("Toby", "easy", 3)))
    assert seen == [table]
    app.stack.push(WarriorGameOverScene(("Ella", "Toby"), (10, 61), (0,), on_again=table.on_again,
                                        on_new=table.on_new_game, on_menu=table.quit_to_title))
    table.on_again()
    again = app.stack.top
    assert isinstance(again, WarriorTableScene) and again is not table and seen[-1] is again
    assert again.match.setup.seed != match.setup.seed and again.match.setup.players == ("Ella", "Toby")
    assert [s.level for s in again.seats] == [None, "easy"] and len(app.stack) == 2
    app.stack.push(WarriorGameOverScene(("Ella", "Toby"), (10, 61), (0,)))
    again.on_new_game()
    new = app.stack.top
    assert isinstance(new, WarriorNewGameScene)
    assert new.choice().controllers == ("human", "easy") and new.choice().names == ("Ella", "Toby")
