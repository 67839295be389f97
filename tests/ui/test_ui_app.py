"""The App's loop with the dummy video driver: window, events to scenes, resize, quit."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.layout import MIN_SIZE
from game.ui.scenes.base import Scene
from game.ui.settings import Settings


class Counting(Scene):
    def __init__(self, frames_to_live: int = 3) -> None:
        super().__init__()
        self.left = frames_to_live
        self.frames = 0
        self.keys: list[int] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
            return True
        return False

    def update(self, dt: float) -> None:
        assert 0 <= dt <= 0.1
        self.frames += 1
        self.left -= 1
        if self.left <= 0:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((10, 10, 10))


def test_run_loops_until_the_last_scene_closes() -> None:
    app = App(Settings(window_width=1024, window_height=640))
    scene = Counting(3)
    app.run(scene)
    assert scene.frames == 3
    assert app.stack.top is None


def test_frame_routes_events_and_quit() -> None:
    app = App(Settings())
    app.open_window()
    try:
        assert app.screen is not None and app.screen.get_size() == (1280, 800)
        scene = Counting(100)
        app.stack.push(scene)
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)], 0.016)
        assert scene.keys == [pygame.K_a] and scene.frames == 1
        app.frame([pygame.event.Event(pygame.QUIT)], 0.016)
        assert app.stack.quit_requested
    finally:
        pygame.quit()


def test_apply_settings_resizes_window_and_scenes() -> None:
    app = App(Settings())
    app.open_window()
    try:
        scene = Counting(100)
        app.stack.push(scene)
        app.apply_settings(Settings(window_width=1440, window_height=900))
        assert app.screen is not None and app.screen.get_size() == (1440, 900)
        assert scene.size == (1440, 900)
        app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(1440, 900), w=1440, h=900)], 0.0)
        assert scene.size == (1440, 900)
    finally:
        pygame.quit()


def test_too_small_settings_are_clamped_to_minimum() -> None:
    app = App(Settings(window_width=800, window_height=500))
    assert app.stack.size == MIN_SIZE
