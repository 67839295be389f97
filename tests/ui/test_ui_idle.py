"""Idle: when nothing on screen moves by itself, the window waits for input instead of drawing
60 frames a second (issue 16: "idle CPU under 5% of a core, and input still answers within one
frame"). The CPU figure is measured by `summoner-wars bench --only ui`, not asserted here."""

from __future__ import annotations

import pygame

from game.ui import app as app_module
from game.ui.app import App
from game.ui.scenes.base import Scene
from game.ui.settings import Settings


class Still(Scene):
    """A scene that may say it animates; it stops the loop after `frames` frames."""

    def __init__(self, frames: int, animating: bool = False) -> None:
        super().__init__()
        self.left = frames
        self.moving = animating

    @property
    def animating(self) -> bool:
        return self.moving

    def update(self, dt: float) -> None:
        self.left -= 1
        if self.left <= 0 and self.stack is not None:
            self.stack.quit()


def run_counting_waits(scene: Scene, monkeypatch) -> list[float]:
    waits: list[float] = []

    def fake_wait(timeout: float = app_module.IDLE_TICK) -> list:
        waits.append(timeout)
        return []

    monkeypatch.setattr(App, "wait_for_input", staticmethod(fake_wait))
    monkeypatch.setattr(app_module, "IDLE_AFTER", 0.05)
    App(Settings(window_width=1024, window_height=640)).run(scene)
    return waits


def test_a_still_screen_waits_for_input(monkeypatch) -> None:
    waits = run_counting_waits(Still(40), monkeypatch)
    assert len(waits) > 20  # after a moment without input, every frame waited


def test_a_screen_that_animates_keeps_drawing(monkeypatch) -> None:
    assert run_counting_waits(Still(40, animating=True), monkeypatch) == []


def test_an_input_event_ends_the_wait_at_once() -> None:
    pygame.display.init()
    try:
        pygame.display.set_mode((200, 200))
        pygame.event.clear()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
        events = App.wait_for_input(timeout=30.0)  # returns with the key, not after 30 s
        assert [e.type for e in events if e.type == pygame.KEYDOWN] == [pygame.KEYDOWN]
    finally:
        pygame.quit()


def test_the_battle_animates_while_an_attack_plays_and_not_after() -> None:
    from game.core import commands as cmds
    from game.core.legal import legal_commands
    from game.ui.flow import new_game, play_random
    from game.ui.scene_stack import SceneStack
    from game.ui.screenshots import battle_for_screenshot

    pygame.font.init()
    game = new_game(("polar-dwarves", "fallen-kingdom"), seed=3)
    play_random(game, 4, 3, stop=lambda g: any(isinstance(c, cmds.Attack) for c in legal_commands(g.state)))
    scene = battle_for_screenshot(game, factor=1.0)
    stack = SceneStack((1280, 800))
    stack.push(scene)
    stack.update(1 / 60)
    assert not stack.animating
    attack = next(c for c in legal_commands(game.state) if isinstance(c, cmds.Attack))
    scene.submit(attack)
    assert stack.animating
    for _ in range(2000):
        if not scene.busy and not scene.toaster.toasts:
            break
        stack.update(1 / 30)
    assert not stack.animating
