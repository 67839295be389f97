"""Title, settings and message scenes: behaviour with synthetic input, and PNG rendering."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_helpers import click, key, motion

from game.ui.app import render_scene_to_png
from game.ui.scene_stack import SceneStack
from game.ui.scenes.message import MessageScene
from game.ui.scenes.settings_scene import FULLSCREEN, SettingsScene, window_options
from game.ui.scenes.title import NO_REPLAYS, NO_SAVES, NOT_AVAILABLE, TitleScene
from game.ui.settings import Settings, load_settings
from game.ui.widgets.tooltip import HOVER_DELAY

SIZES = [(1024, 640), (1920, 1080)]


class Calls:
    def __init__(self) -> None:
        self.names: list[str] = []

    def __getattr__(self, name: str):
        if name.startswith("on_"):
            return lambda: self.names.append(name)
        raise AttributeError(name)


def _title(calls: Calls, saves: bool = False, **kw) -> TitleScene:
    return TitleScene(
        on_new_game=calls.on_new_game,
        on_continue=calls.on_continue,
        on_load=calls.on_load,
        on_replays=calls.on_replays,
        on_settings=calls.on_settings,
        has_saves=lambda: saves,
        **kw,
    )


def _png_size(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


# -- title


@pytest.mark.parametrize("size", SIZES)
def test_title_renders_to_png(tmp_path: Path, size: tuple[int, int]) -> None:
    out = render_scene_to_png(lambda: _title(Calls()), size, tmp_path / "title.png")
    assert out.is_file() and _png_size(out) == size


def test_title_without_saves_disables_continue_load_replays_with_reasons() -> None:
    stack = SceneStack()
    t = stack.push(_title(Calls()))
    assert isinstance(t, TitleScene)
    assert t.buttons["new"].enabled and t.buttons["settings"].enabled and t.buttons["quit"].enabled
    for k in ("continue", "load"):
        assert not t.buttons[k].enabled and t.buttons[k].disabled_reason == NO_SAVES
    assert not t.buttons["replays"].enabled and t.buttons["replays"].disabled_reason == NO_REPLAYS


def test_title_disabled_button_shows_reason_on_hover_and_does_nothing() -> None:
    calls = Calls()
    stack = SceneStack()
    t = stack.push(_title(calls))
    cont = t.buttons["continue"]
    t.handle_event(motion(cont.rect.center))
    t.update(HOVER_DELAY + 0.05)
    assert t.menu.tooltip() == NO_SAVES
    click(t, cont.rect.center)
    assert calls.names == []
    t.draw(pygame.Surface(stack.size))  # with the tooltip up


def test_title_with_saves_enables_and_fires() -> None:
    calls = Calls()
    stack = SceneStack()
    t = stack.push(_title(calls, saves=True))
    for k in ("continue", "load", "replays"):
        assert t.buttons[k].enabled
    click(t, t.buttons["continue"].rect.center)
    click(t, t.buttons["new"].rect.center)
    assert calls.names == ["on_continue", "on_new_game"]


def test_title_rechecks_saves_when_uncovered() -> None:
    saves = {"any": False}
    stack = SceneStack()
    t = stack.push(TitleScene(on_continue=lambda: None, has_saves=lambda: saves["any"]))
    assert not t.buttons["continue"].enabled
    stack.push(MessageScene("x", "y"))
    saves["any"] = True
    stack.pop()
    assert t.buttons["continue"].enabled


def test_title_missing_callbacks_are_disabled_not_broken() -> None:
    stack = SceneStack()
    t = stack.push(TitleScene(has_saves=lambda: True))
    assert t.buttons["new"].disabled_reason == NOT_AVAILABLE
    assert t.buttons["continue"].disabled_reason == NOT_AVAILABLE


def test_title_separate_replays_check() -> None:
    stack = SceneStack()
    t = stack.push(_title(Calls(), saves=False, has_replays=lambda: True))
    assert t.buttons["replays"].enabled and not t.buttons["load"].enabled


def test_title_broken_saves_check_counts_as_none() -> None:
    def broken() -> bool:
        raise PermissionError("no access")

    stack = SceneStack()
    t = stack.push(TitleScene(on_continue=lambda: None, has_saves=broken))
    assert not t.buttons["continue"].enabled


def test_title_keyboard_and_default_quit() -> None:
    calls = Calls()
    stack = SceneStack()
    t = stack.push(_title(calls, saves=False))
    t.handle_event(key(pygame.K_DOWN))  # skips the three disabled buttons
    assert t.menu.focused_item is t.buttons["help"]
    t.handle_event(key(pygame.K_DOWN))
    assert t.menu.focused_item is t.buttons["settings"]
    t.handle_event(key(pygame.K_RETURN))
    assert calls.names == ["on_settings"]
    t.handle_event(key(pygame.K_DOWN))
    t.handle_event(key(pygame.K_RETURN))
    assert stack.quit_requested


def test_title_hotkeys() -> None:
    calls = Calls()
    stack = SceneStack()
    t = stack.push(_title(calls, saves=False))
    assert t.handle_event(key(pygame.K_s)) is True
    assert t.handle_event(key(pygame.K_c)) is False  # Continue is disabled
    t.handle_event(key(pygame.K_n))
    assert calls.names == ["on_settings", "on_new_game"]
    t.handle_event(key(pygame.K_q))
    assert stack.quit_requested


def test_title_layout_fits_every_size() -> None:
    for size in [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440), (1024, 1000), (3000, 640)]:
        stack = SceneStack(size)
        t = stack.push(_title(Calls()))
        screen = pygame.Rect(0, 0, *size)
        assert screen.contains(t.panel_rect), size
        assert t.panel_rect.top > t.subtitle_y, size


# -- settings


@pytest.mark.parametrize("size", SIZES)
def test_settings_renders_to_png(tmp_path: Path, size: tuple[int, int]) -> None:
    out = render_scene_to_png(
        lambda: SettingsScene(Settings(), save=None), size, tmp_path / "s.png"
    )
    assert _png_size(out) == size


def test_settings_edit_and_back_saves_and_reports() -> None:
    done: list[Settings] = []
    stack = SceneStack()
    stack.push(MessageScene("below", "a scene to return to"))
    s = stack.push(SettingsScene(Settings(), on_done=done.append))
    assert isinstance(s, SettingsScene)
    s.handle_event(key(pygame.K_RIGHT))  # window: next size
    s.handle_event(key(pygame.K_DOWN))
    s.handle_event(key(pygame.K_RIGHT))  # animation: fast
    s.handle_event(key(pygame.K_DOWN))
    s.handle_event(key(pygame.K_RIGHT))  # the computer's turns: fast
    s.handle_event(key(pygame.K_DOWN))
    s.handle_event(key(pygame.K_RETURN))  # sound: off
    s.handle_event(key(pygame.K_ESCAPE))  # back
    assert len(done) == 1
    got = done[0]
    assert got.window_size == (1440, 900)
    assert got.animation_speed == "fast" and got.sound is False and got.computer_speed == "fast"
    assert load_settings() == got
    assert stack.top is not s


def test_settings_fullscreen_choice() -> None:
    done: list[Settings] = []
    stack = SceneStack()
    s = stack.push(SettingsScene(Settings(), on_done=done.append, save=None))
    s.window.set_value(FULLSCREEN)
    click(s, s.back.rect.center)
    assert done[0].fullscreen is True
    assert done[0].window_size == Settings().window_size  # remembered for leaving fullscreen


def test_settings_keeps_an_odd_current_size() -> None:
    odd = Settings(window_width=1333, window_height=777)
    opts = window_options(odd)
    assert opts[0][0] == (1333, 777) and opts[-1][0] == FULLSCREEN
    stack = SceneStack()
    s = stack.push(SettingsScene(odd, save=None))
    assert s.settings == odd


def test_settings_restore_defaults() -> None:
    stack = SceneStack()
    s = stack.push(
        SettingsScene(Settings(animation_speed="instant", sound=False, fullscreen=True), save=None)
    )
    click(s, s.defaults.rect.center)
    assert s.settings == Settings()


def test_settings_save_failure_shows_a_message() -> None:
    def failing(_s: Settings) -> None:
        raise OSError("read-only file system")

    done: list[Settings] = []
    stack = SceneStack()
    stack.push(MessageScene("below", "x"))
    stack.push(SettingsScene(Settings(), on_done=done.append, save=failing))
    stack.top.handle_event(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
    assert len(done) == 1  # still applied for this session
    top = stack.top
    assert isinstance(top, MessageScene) and "read-only" in top.text


# -- message


def test_message_ok_pops_and_calls_back(tmp_path: Path) -> None:
    oks: list[int] = []
    stack = SceneStack()
    below = stack.push(_title(Calls()))
    m = stack.push(MessageScene("Error", "Something failed " * 10, on_ok=lambda: oks.append(1)))
    assert stack.visible_scenes() == [below, m]
    click(m, m.ok.rect.center)
    assert oks == [1] and stack.top is below


def test_message_is_modal_and_closes_with_keys() -> None:
    calls = Calls()
    stack = SceneStack()
    t = stack.push(_title(calls))
    stack.push(MessageScene("Error", "x"))
    assert stack.handle_event(key(pygame.K_n)) is True  # New game's hotkey does not reach below
    assert calls.names == []
    stack.handle_event(key(pygame.K_ESCAPE))
    assert stack.top is t


def test_message_over_title_renders(tmp_path: Path) -> None:
    out = render_scene_to_png(
        lambda: [_title(Calls()), MessageScene("Could not load", "A long explanation. " * 30)],
        (1024, 640),
        tmp_path / "m.png",
    )
    assert _png_size(out) == (1024, 640)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_title_menu_with_every_row_stays_below_the_subtitle(lang: str, size) -> None:
    """Found under Xvfb: with "Rejoin game with Root" and "Play the computer" the menu climbed
    over "DIGITAL EDITION" at 1024x640. Every row (Rejoin included) fits between the subtitle
    and the foot of the window."""
    from game import i18n
    from game.ui import fonts

    pygame.font.init()
    i18n.set_language(lang)
    try:
        calls = Calls()
        t = _title(calls, saves=True, on_play_computer=lambda: None, on_play_online=lambda: None,
                   on_rejoin=lambda: None, rejoin_label=lambda: "Rejoin game with Root",
                   on_deck_builder=lambda: None)
        stack = SceneStack(size)
        stack.push(t)
        stack.draw(pygame.Surface(size))
        lay = t.layout
        assert t.buttons["rejoin"] in t.menu.items and t.buttons["computer"] in t.menu.items
        subtitle_bottom = t.subtitle_y + fonts.font_for(lay, "heading").get_linesize()  # its text's foot
        assert t.panel_rect.top >= subtitle_bottom, (t.panel_rect, subtitle_bottom)
        assert t.panel_rect.bottom <= size[1]
        for b in t.menu.items:
            assert b.rect.height >= fonts.font_for(lay, b.role, fonts.BOLD).get_linesize()
        rows = [b.rect for b in t.menu.items]
        assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False)), rows  # no row over another
    finally:
        i18n.set_language("en")
