"""Acceptance 1: from the title, a hot-seat game is played with the mouse alone.

Synthetic mouse events only: click New game and Start, click through "pass the device", drag
cards from the hand to summon, drag units to move and onto enemies to attack, click End phase,
click lit options and prompt buttons. Runs until a winner (with a generous cap), and checks
that both players played whole turns and at least one unit was destroyed on the way.
"""

from __future__ import annotations

import pygame
from battle_helpers import MouseDriver

from game.core import events as ev
from game.ui.app import App
from game.ui.flow import AppFlow
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings

MAX_COMMANDS = 1500


def _app(speed: str = "instant") -> tuple[App, AppFlow]:
    pygame.font.init()
    app = App(Settings(window_width=1024, window_height=640, animation_speed=speed))
    return app, AppFlow(app)


def test_whole_hot_seat_game_from_the_title_with_the_mouse_alone() -> None:
    app, flow = _app()
    stack = app.stack
    stack.push(flow.title_scene())
    drv = MouseDriver(stack, seed=7)
    title = stack.top
    assert isinstance(title, TitleScene)
    drv.click(title.buttons["new"].rect.center)
    setup = stack.top
    assert isinstance(setup, NewGameScene)
    setup.seed.set_text("11")
    drv.click(setup.start.rect.center)
    drv.settle()
    battle = drv.scene
    assert isinstance(battle, BattleScene)
    assert len(stack) == 2  # title below the battle: Main menu goes back to it
    game = battle.game

    for _ in range(MAX_COMMANDS):
        drv.settle()
        if drv.over():
            break
        before = len(game.log)
        cmd = drv.choose(game)
        drv.perform(cmd)
        drv.settle()
        assert len(game.log) == before + 1, f"the gesture for {cmd} did not submit it"
        assert game.log[-1].command == cmd

    events = game.events
    assert any(isinstance(e, ev.CardDestroyed) for e in events), "no unit was destroyed"
    turns = [e for e in events if isinstance(e, ev.TurnEnded)]
    assert {e.player for e in turns} == {0, 1}, "each player must finish a whole turn"
    for g in ("Summon", "Move", "Attack", "EndPhase", "pass"):
        assert drv.gestures.get(g, 0) > 0, f"never performed {g} by mouse"
    assert drv.over() and game.state.over, "the game did not reach a winner"
    over = stack.top
    assert isinstance(over, GameOverScene)
    # Main menu returns to the title.
    drv.click(over.menu_button.rect.center)
    assert isinstance(stack.top, TitleScene)


def test_one_turn_each_with_animations_playing() -> None:
    """Normal speed: input waits for animations, a click skips them, and the display state
    ends equal to the real state."""
    from game.core.hashing import state_hash

    app, flow = _app("normal")
    stack = app.stack
    stack.push(flow.title_scene())
    flow.start_game(__import__("game.ui.flow", fromlist=["new_game"]).new_game(
        ("polar-dwarves", "fallen-kingdom"), seed=5))
    drv = MouseDriver(stack, seed=3)
    drv.settle()
    battle = drv.scene
    assert battle is not None
    game = battle.game
    start_turn = game.state.turn.number
    skipped = 0
    while game.state.turn.number < start_turn + 2 and not game.state.over:
        drv.settle()
        cmd = drv.choose(game)
        drv.perform(cmd)
        if battle.busy:
            # Input that changes the game waits: a drag now is not a command.
            n = len(game.log)
            drv.click(battle.phase_bar.end_button.rect.center)  # this click skips instead
            skipped += 1
            assert len(game.log) == n
        drv.settle()
    assert skipped > 0
    assert state_hash(battle.display) == state_hash(game.state)


def test_play_command_opens_a_hot_seat_battle_over_the_title(monkeypatch) -> None:
    import argparse

    from game.ui import main

    seen: list = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(self.stack.scenes))
    args = argparse.Namespace(p1="polar-dwarves", p2="fallen-kingdom", seed=9)
    assert main.run_play(args) == 0
    scenes = seen[0]
    assert isinstance(scenes[0], TitleScene)
    assert isinstance(scenes[1], BattleScene)
    assert scenes[1].game.setup.seed == 9
    assert main.run_play(argparse.Namespace(p1="no-such-faction", p2=None, seed=None)) == 2


def test_window_opens_on_the_title(monkeypatch) -> None:
    from game.ui import main

    seen: list = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(first))
    assert main.run_window() == 0
    assert isinstance(seen[0], TitleScene)
    assert seen[0].buttons["new"].enabled
    assert not seen[0].buttons["load"].enabled  # until saves exist


def test_bot_seats_play_through_the_session_hook() -> None:
    """The hook computer players will use: a seat marked "bot" is asked for its command."""
    from game.ai.random_bot import RandomBot
    from game.core.game import Game
    from game.ui.battle.session import BOT, HUMAN, BattleSession
    from game.ui.scene_stack import SceneStack
    from tests.factories import test_setup

    pygame.font.init()
    game = Game.new(test_setup(3))
    human = 1 - game.state.turn.player
    seats = (HUMAN, BOT) if human == 0 else (BOT, HUMAN)
    session = BattleSession(seats=seats, bots={1 - human: RandomBot(1)})
    stack = SceneStack((1024, 640))
    scene = BattleScene(game, session, animation_factor=None)
    stack.push(scene)
    for _ in range(500):
        stack.update(1 / 60)
        if game.state.turn.player == human:
            break
    assert game.state.turn.player == human and scene.viewer == human
    assert len(game.log) > 1


def test_play_command_can_seat_the_computer(monkeypatch) -> None:
    """`summoner-wars play --p2-bot normal`: player 2 is the computer, player 1 a human."""
    from game.__main__ import build_parser
    from game.ui import main

    seen: list = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(self.stack.scenes))
    args = build_parser().parse_args(["play", "--p1", "polar-dwarves", "--p2", "fallen-kingdom",
                                      "--seed", "4", "--p2-bot", "normal"])
    assert main.run_play(args) == 0
    battle = seen[0][1]
    assert isinstance(battle, BattleScene)
    assert battle.session.is_human(0) and not battle.session.is_human(1)
