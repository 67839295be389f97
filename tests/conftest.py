"""Test-wide setup: headless SDL, and user folders pointed at a temporary place."""

import os

# Must happen before anything imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_dirs(tmp_path_factory, monkeypatch):
    """Never touch the real player's folders from a test."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("SUMMONER_WARS_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("SUMMONER_WARS_CONFIG_DIR", str(base / "config"))
    monkeypatch.setenv("SUMMONER_WARS_LOG_DIR", str(base / "log"))
    yield


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English, whatever the system's language; one that picks another
    leaves no trace for the next."""
    import sys

    from game import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    language = sys.modules.get("game.ui.language")
    if language is not None:
        language.use_command_line_language(None)
