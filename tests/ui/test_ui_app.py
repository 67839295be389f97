"""The App's loop with the dummy video driver: window, events to scenes, resize, quit."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.layout import DISPLAY_MARGIN, MIN_SIZE, fit_window_size
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


@pytest.fixture
def big_display(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 2560x1440 desktop (SDL's dummy driver reports 1024x768, which caps the window)."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])


def test_frame_routes_events_and_quit(big_display: None) -> None:
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


def test_apply_settings_resizes_window_and_scenes(big_display: None) -> None:
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


def _window_position() -> tuple[int, int]:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return tuple(pygame.Window.from_display_module().position)  # type: ignore[return-value]


def test_a_window_bigger_than_the_display_opens_capped_to_it_and_on_screen() -> None:
    """A size saved on a big monitor, opened on SDL's dummy display (1024x768): the window fits
    the display, frame and task bar included, and its top-left corner is on the screen."""
    app = App(Settings(window_width=1920, window_height=1080, sound=False))
    app.open_window()
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        assert app.screen is not None
        w, h = app.screen.get_size()
        assert w <= desktop[0] and h <= desktop[1] - DISPLAY_MARGIN[1]
        assert (w, h) == fit_window_size((1920, 1080), desktop)
        assert app.stack.size == (w, h)
        x, y = _window_position()
        assert 0 <= x and 0 <= y and x + w <= desktop[0] and y + h <= desktop[1]
    finally:
        pygame.quit()


def test_a_window_that_fits_opens_at_the_size_the_settings_say(big_display: None) -> None:
    app = App(Settings(window_width=1920, window_height=1080, sound=False))
    app.open_window()
    try:
        assert app.screen is not None and app.screen.get_size() == (1920, 1080)
    finally:
        pygame.quit()


def test_fit_window_size() -> None:
    assert fit_window_size((1280, 800), (1920, 1080)) == (1280, 800)  # fits: unchanged
    assert fit_window_size((2560, 1440), (1920, 1080)) == (1920 - DISPLAY_MARGIN[0], 1080 - DISPLAY_MARGIN[1])
    assert fit_window_size((1280, 800), (1366, 768)) == (1280, 768 - DISPLAY_MARGIN[1])
    # the minimum gives way only to a display smaller than it
    assert fit_window_size((1280, 800), (1024, 768)) == (MIN_SIZE[0], 768 - DISPLAY_MARGIN[1])
    assert fit_window_size((1280, 800), (800, 600)) == (800, 600)
    assert fit_window_size((500, 300), (2560, 1440)) == MIN_SIZE
