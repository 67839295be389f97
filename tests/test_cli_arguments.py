"""Bad command-line arguments get argparse's one-line error and exit status 2, never a traceback."""

from __future__ import annotations

import contextlib
import io

import pytest

from game.__main__ import BOT_NAMES, main
from game.ai.registry import BOTS


def _run(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            rc = main(argv)
        except SystemExit as e:
            rc = int(e.code or 0)
    return rc, err.getvalue()


@pytest.mark.parametrize("argv,message", [
    (["simulate", "--p1-bot", "genius", "--games", "1"], "argument --p1-bot: invalid choice: 'genius'"),
    (["simulate", "--p2-bot", "Hard", "--games", "1"], "argument --p2-bot: invalid choice: 'Hard'"),
    (["simulate", "--games", "0"], "argument --games: must be at least 1, not 0"),
    (["simulate", "--games", "-3"], "argument --games: must be at least 1, not -3"),
    (["bench", "--games", "x"], "argument --games: 'x' is not a whole number"),
    (["bench", "--games", "0"], "argument --games: must be at least 1, not 0"),
])
def test_bad_arguments_are_refused_in_one_line(argv: list[str], message: str) -> None:
    rc, err = _run(argv)
    assert rc == 2
    assert message in err
    assert "Traceback" not in err


def test_the_bot_names_on_the_command_line_are_the_registry_s() -> None:
    assert sorted(BOT_NAMES) == sorted(BOTS)


def test_a_good_simulate_still_runs() -> None:
    rc, err = _run(["simulate", "--games", "1", "--p1-bot", "easy", "--p2-bot", "random"])
    assert rc == 0 and "Traceback" not in err
