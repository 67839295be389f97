"""The window as a desktop player expects it (issue 16, Layout): F11 and Alt+Enter toggle
fullscreen, a window-manager resize shows in Settings and is remembered, and the sizes Settings
offers fit the display."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App, is_fullscreen_key
from game.ui.scenes.base import Scene
from game.ui.scenes.settings_scene import (
    FULLSCREEN,
    SettingsScene,
    default_window_choice,
    window_options,
)
from game.ui.settings import WINDOW_SIZES, Settings, load_settings


class Keys(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.keys: list[tuple[int, int]] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keys.append((event.key, event.mod))
            return True
        return False


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod)


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    a = App(Settings())
    a.open_window()
    scene = Keys()
    a.stack.push(scene)
    yield a, scene
    pygame.quit()


def test_f11_and_alt_enter_toggle_fullscreen_and_are_remembered(app) -> None:
    a, scene = app
    a.frame([key(pygame.K_F11)], 0.016)
    assert a.settings.fullscreen and load_settings().fullscreen
    a.frame([key(pygame.K_RETURN, pygame.KMOD_LALT)], 0.016)
    assert not a.settings.fullscreen and not load_settings().fullscreen
    a.frame([key(pygame.K_KP_ENTER, pygame.KMOD_RALT)], 0.016)
    assert a.settings.fullscreen
    assert scene.keys == []  # the scenes never saw those keys


def test_plain_enter_and_other_keys_reach_the_scene(app) -> None:
    a, scene = app
    a.frame([key(pygame.K_RETURN), key(pygame.K_F10), key(pygame.K_RETURN, pygame.KMOD_CTRL)], 0.016)
    assert not a.settings.fullscreen
    assert [k for k, _ in scene.keys] == [pygame.K_RETURN, pygame.K_F10, pygame.K_RETURN]
    assert not is_fullscreen_key(pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0))


def test_a_resize_by_the_window_manager_shows_in_settings_and_is_saved_on_close(app) -> None:
    a, _ = app
    a.screen = pygame.display.set_mode((1111, 700), pygame.RESIZABLE)
    a.frame([pygame.event.Event(pygame.VIDEORESIZE, w=1111, h=700, size=(1111, 700))], 0.016)
    assert a.settings.window_size == (1111, 700)
    settings_scene = SettingsScene(a.settings, save=None, sizes=a.window_sizes())
    assert settings_scene.window.value == (1111, 700)
    assert settings_scene.window.value_text == "1111 × 700"
    a.stack.quit()
    a.run()  # closes at once: the loop sees the quit, and the new size is written
    assert load_settings().window_size == (1111, 700)


def test_settings_offers_only_sizes_that_fit_the_display(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    pygame.display.init()
    try:
        sizes = App(Settings(window_width=1024, window_height=640)).window_sizes()
    finally:
        pygame.quit()
    assert sizes == ((1024, 640), (1280, 720)) or sizes == ((1024, 640),)
    assert all(w <= 1366 and h <= 768 for w, h in sizes)
    opts = window_options(Settings(window_width=1024, window_height=640), sizes)
    offered = [v for v, _ in opts if v != FULLSCREEN]
    assert (1280, 800) not in offered and (1920, 1080) not in offered
    assert default_window_choice(opts) == max(offered, key=lambda s: s[0] * s[1])
    # a big display offers them all, with the default first among equals
    big = window_options(Settings(), WINDOW_SIZES)
    assert default_window_choice(big) == (1280, 800)
