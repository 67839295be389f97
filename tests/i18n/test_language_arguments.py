"""`--lang` on the command line: for the window, `play` and `screenshot`; it picks the language
for this run (over Settings and the system), and an unknown one is refused in one line."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from game import i18n
from game.__main__ import _start_language, build_parser, main


@pytest.mark.parametrize("argv", [["--lang", "it"], ["play", "--lang", "it"], ["--lang", "it", "play"],
                                  ["screenshot", "--lang", "it_IT", "--out", "x.png"]])
def test_lang_is_read_where_a_window_opens(argv: list[str]) -> None:
    args = build_parser().parse_args(argv)
    assert args.lang == "it"
    _start_language(args)
    assert i18n.current_language() == "it"
    from game.ui.language import start_language
    from game.ui.settings import Settings

    assert start_language(Settings(language="en")) == "it"  # over the saved choice


def test_without_lang_a_screenshot_is_english_whatever_the_system(monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "it")
    _start_language(build_parser().parse_args(["screenshot", "--out", "x.png"]))
    assert i18n.current_language() == "en"
    _start_language(build_parser().parse_args(["validate"]))
    assert i18n.current_language() == "it"  # terminal messages follow the system


def test_an_unknown_language_is_refused_in_one_line() -> None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as stop:
        main(["play", "--lang", "xx"])
    assert stop.value.code == 2
    assert "argument --lang: no 'xx' translation; choose from en, it" in err.getvalue()


def test_a_screenshot_in_italian_draws_italian(tmp_path: Path, monkeypatch) -> None:
    from game.ui.text import recording_renders

    out = tmp_path / "settings.png"
    with recording_renders() as drawn, contextlib.redirect_stdout(io.StringIO()):
        assert main(["screenshot", "--lang", "it", "--scene", "settings", "--out", str(out)]) == 0
    assert out.exists()
    assert "Impostazioni" in drawn and "Settings" not in drawn
