"""Settings: JSON round trip in the user config folder, atomic writes, corrupt-file fallback."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from game.ui.settings import Settings, load_settings, save_settings, settings_path


def test_defaults_when_no_file() -> None:
    assert not settings_path().exists()
    assert load_settings() == Settings()


def test_lives_in_the_user_config_folder() -> None:
    assert settings_path().parent == Path(os.environ["SUMMONER_WARS_CONFIG_DIR"])


def test_round_trip() -> None:
    s = Settings(
        window_width=1920,
        window_height=1080,
        fullscreen=True,
        animation_speed="instant",
        sound=False,
    )
    path = save_settings(s)
    assert path == settings_path()
    assert load_settings() == s
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["animation_speed"] == "instant"


def test_save_leaves_no_temporary_files_and_overwrites() -> None:
    save_settings(Settings(sound=False))
    save_settings(Settings(sound=True))
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]
    assert load_settings().sound is True


def test_failed_write_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(sound=False))

    def boom(*_a: object, **_k: object) -> None:
        raise OSError("disk full")

    # A nested context: undoing the outer monkeypatch would also undo conftest's user dirs.
    with monkeypatch.context() as m:
        m.setattr(os, "replace", boom)
        with pytest.raises(OSError):
            save_settings(Settings(sound=True))
    assert load_settings().sound is False
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


@pytest.mark.parametrize(
    "content", ["{not json", "", "[1, 2]", "null", "\x00\x01garbage", '"text"']
)
def test_corrupt_file_falls_back_with_a_warning(
    content: str, caplog: pytest.LogCaptureFixture
) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="game.ui.settings"):
        assert load_settings() == Settings()
    assert caplog.records, "a warning must say the file was ignored"


def test_undecodable_bytes_fall_back(caplog: pytest.LogCaptureFixture) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(b"\xff\xfe\xfa")
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert caplog.records


def test_bad_fields_default_individually(caplog: pytest.LogCaptureFixture) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(
        json.dumps(
            {
                "window_width": 1600,
                "window_height": "tall",
                "fullscreen": 1,
                "animation_speed": "ludicrous",
                "sound": False,
                "future_field": 3,
            }
        ),
        encoding="utf-8",
    )
    with caplog.at_level(logging.WARNING):
        s = load_settings()
    assert s.window_width == 1600 and s.sound is False
    assert s.window_height == Settings().window_height
    assert s.fullscreen is False and s.animation_speed == "normal"
    assert len(caplog.records) == 3


def test_too_small_window_is_rejected() -> None:
    assert Settings.from_json({"window_width": 200}).window_width == Settings().window_width


def test_animation_factor() -> None:
    assert Settings(animation_speed="slow").animation_factor == 0.5
    assert Settings(animation_speed="fast").animation_factor == 2.0
    assert Settings(animation_speed="instant").animation_factor is None


def test_a_settings_file_with_a_byte_order_mark_loads(caplog: pytest.LogCaptureFixture) -> None:
    """Notepad saves UTF-8 with a byte-order mark; the file must read as the player wrote it."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": 1, "window_width": 1440, "window_height": 900, "sound": False})
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    with caplog.at_level(logging.WARNING):
        s = load_settings()
    assert (s.window_size, s.sound) == ((1440, 900), False)
    assert caplog.records == []
    # the same file without the mark reads the same
    path.write_bytes(text.encode("utf-8"))
    assert load_settings() == s


def test_a_settings_write_left_by_a_killed_run_is_swept_at_the_next_start(tmp_path: Path) -> None:
    """The settings' temporary file names its writer, as saves' do, so the start-up sweep
    (game.startup.claim_user_folders) removes one whose writer is gone, and only that."""
    from game.persist.atomic import TEMP_SUFFIX, writer_pid
    from game.startup import claim_user_folders, release_user_folders

    seen: list[Path] = []
    real_replace = os.replace

    def crash(src: str, dst: str) -> None:
        seen.append(Path(src))
        raise KeyboardInterrupt  # the process stops here

    with pytest.MonkeyPatch.context() as m:
        m.setattr(os, "replace", crash)
        with pytest.raises(KeyboardInterrupt):
            save_settings(Settings(sound=False))
    assert os.replace is real_replace and writer_pid(seen[0]) == os.getpid()
    folder = settings_path().parent
    dead = folder / f".settings.json.999999999-abcdefgh{TEMP_SUFFIX}"  # a run that is gone
    dead.write_text("{", "utf-8")
    try:
        claim_user_folders()
    finally:
        release_user_folders()
    assert not dead.exists()


def test_hover_zoom_is_a_setting_kept_in_the_file(caplog: pytest.LogCaptureFixture) -> None:
    """Issue 42: Settings -> Hover zoom (On, After a delay, While Alt is held, Off) is saved
    and read back; an unknown value falls back to On with a warning."""
    from game.ui.settings import HOVER_ZOOM_DELAYS

    assert Settings().hover_zoom == "on"
    assert set(HOVER_ZOOM_DELAYS) == {"on", "delay", "hold", "off"}
    for choice in HOVER_ZOOM_DELAYS:
        save_settings(Settings(hover_zoom=choice))
        assert load_settings().hover_zoom == choice
    with caplog.at_level(logging.WARNING):
        assert Settings.from_json({"hover_zoom": "sometimes"}).hover_zoom == "on"
    assert "hover_zoom" in caplog.text


def test_the_settings_screen_offers_hover_zoom() -> None:
    import pygame

    from game.ui.scenes.settings_scene import SettingsScene

    pygame.font.init()
    scene = SettingsScene(Settings(hover_zoom="delay"), save=None)
    assert scene.hover_zoom in scene.menu.items
    assert scene.settings.hover_zoom == "delay"
    scene.hover_zoom.set_value("off")
    assert scene.settings.hover_zoom == "off"
    scene._restore_defaults()
    assert scene.settings.hover_zoom == "on"
