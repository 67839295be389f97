"""Which language the window speaks: the command line's `--lang`, else the one saved in
Settings, else the system's (first start)."""

from __future__ import annotations

from game.i18n import set_language, system_language

from .settings import Settings

_command_line: str | None = None


def use_command_line_language(code: str | None) -> None:
    """`--lang CODE` was given: it wins over Settings and the system for this run."""
    global _command_line
    _command_line = code or None
    if code:
        set_language(code)


def start_language(settings: Settings) -> str:
    """Set the language the window opens in; returns its code."""
    return set_language(_command_line or settings.language or system_language())


def apply_language(settings: Settings) -> str:
    """Settings were changed: their language from now on (unless it was never chosen)."""
    if settings.language:
        return set_language(settings.language)
    return start_language(settings)
