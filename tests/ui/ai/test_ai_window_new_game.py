"""The new-game screen offers Human or Computer (Easy, Normal, Hard) for each player, and Start
builds a battle with those seats."""

from __future__ import annotations

import pygame
from ai_ui_support import new_game_scene_with_hard, stack_with

from game.ai.easy import EasyBot
from game.ai.mcts import HardBot
from game.ui.app import App
from game.ui.battle.session import BOT, HUMAN, Seat
from game.ui.flow import AppFlow, seats_from_choice
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.new_game import CONTROLLERS, NewGameScene
from game.ui.settings import Settings


def _click(stack, pos, button: int = 1) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    stack.update(1 / 60)


def _flow() -> AppFlow:
    pygame.font.init()
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.resize((1024, 640))
    app.stack.push(flow.title_scene())
    return flow


def test_each_player_can_be_human_or_a_computer_at_three_levels() -> None:
    flow = _flow()
    flow.open_new_game()
    scene = flow.stack.top
    assert isinstance(scene, NewGameScene)
    labels = [label for _, label in CONTROLLERS]
    assert labels == ["Human", "Computer (Easy)", "Computer (Normal)", "Computer (Hard)"]
    for col in scene.columns:
        assert col.controller is not None and col.controller in col.rows
        assert [label for _, label in col.controller.options] == labels
        assert col.controller.value == HUMAN  # two humans unless changed
    assert scene.choice().controllers == (HUMAN, HUMAN)


def test_clicking_played_by_and_start_seats_a_hard_computer() -> None:
    flow = _flow()
    flow.open_new_game()
    stack = flow.stack
    scene = stack.top
    choice = scene.columns[1].controller
    right_arrow = (choice.rect.right - 12, choice.rect.centery)
    for _ in range(3):  # Human -> Easy -> Normal -> Hard
        _click(stack, right_arrow)
    assert choice.value == "hard" and choice.value_text == "Computer (Hard)"
    assert scene.columns[1].name.text == "Computer (Hard)"  # the default name follows, level and all
    assert scene.choice().controllers == (HUMAN, "hard")
    _click(stack, scene.start.rect.center)
    battle = stack.top
    assert isinstance(battle, BattleScene)
    session = battle.session
    assert session.seats == (HUMAN, BOT)
    assert session.seat_specs[0] == Seat()
    assert session.seat_specs[1].bot == "hard"
    assert isinstance(session.bots[1], HardBot) and 0 not in session.bots
    assert battle.game.setup.players[1].name == "Computer (Hard)"
    assert battle.viewer == 0  # the human's side, whoever starts
    assert not session.hot_seat
    battle.bots.stop()


def test_a_typed_name_is_kept_when_the_player_becomes_a_computer() -> None:
    scene = NewGameScene({}, {}, on_start=lambda c: None)
    col = scene.columns[0]
    col.name.set_text("Mia")
    col.controller.adjust(1)
    assert col.name.text == "Mia"
    col2 = scene.columns[1]
    col2.controller.adjust(1)
    assert col2.name.text == "Computer 2 (Easy)"  # Mia is an Easy computer too
    col2.controller.adjust(-1)
    assert col2.name.text == "Player 2"


def test_two_computers_get_told_apart_and_the_screen_draws() -> None:
    scene = new_game_scene_with_hard()
    scene.columns[0].controller.adjust(1)  # Computer (Easy)
    stack = stack_with(scene)
    surf = pygame.Surface(stack.size)
    stack.draw(surf)
    c = scene.choice()
    assert c.controllers == ("easy", "hard")
    assert c.names == ("Computer (Easy)", "Computer (Hard)")
    scene.columns[0].controller.adjust(2)  # Computer (Hard) too: the names say which is which
    assert scene.choice().names == ("Computer 1 (Hard)", "Computer 2 (Hard)")
    scene.columns[0].controller.adjust(-3)  # back to a person: the other is the only computer
    assert scene.choice().names == ("Player 1", "Computer (Hard)")


def test_seats_from_the_choice_follow_the_game_seed() -> None:
    a = seats_from_choice(("human", "normal"), 42)
    b = seats_from_choice(("human", "normal"), 42)
    assert a == b and a[0].is_human and a[1].bot == "normal"
    assert seats_from_choice(("easy", "easy"), 42)[0].seed != seats_from_choice(("easy", "easy"), 42)[1].seed
    assert isinstance(flow_bot := _start_and_get_bot(("easy", "human")), EasyBot), flow_bot


def _start_and_get_bot(controllers):
    from game.ui.scenes.new_game import NewGameChoice

    flow = _flow()
    flow.open_new_game()
    flow.start_from_choice(NewGameChoice("2e", ("A", "B"), ("polar-dwarves", "fallen-kingdom"), 9, controllers))
    battle = flow.stack.top
    assert isinstance(battle, BattleScene) and battle.session.seats == (BOT, HUMAN)
    assert battle.viewer == 1  # the human plays the second seat: the board from their side
    return battle.session.bots[0]
