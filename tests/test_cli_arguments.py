"""Bad command-line arguments get argparse's one-line error and exit status 2, never a traceback."""

from __future__ import annotations

import contextlib
import io
import json

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


def test_simulate_progress_shows_the_tally_so_far() -> None:
    """A long `simulate` run stopped early can still be read: the progress line on stderr counts
    each side's wins as the games finish, and its last state agrees with the summary."""
    rc, err = _run(["simulate", "--games", "3", "--seed", "4", "--p1-bot", "easy", "--p2-bot", "random",
                    "--progress"])
    assert rc == 0
    lines = [chunk for chunk in err.split("\r") if chunk.strip()]
    assert [ln.split("]")[1].split()[0] for ln in lines] == ["0/3", "1/3", "2/3", "3/3"]  # 0/3: the run has begun
    last = lines[-1].split()
    p1, p2, draws = (int(last[last.index(k) + 1]) for k in ("p1", "p2", "draws"))
    assert p1 + p2 + draws == 3
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["simulate", "--games", "3", "--seed", "4", "--p1-bot", "easy", "--p2-bot", "random",
                     "--json"]) == 0
    summary = json.loads(out.getvalue())
    assert (p1, p2, draws) == (summary["wins"]["p1"], summary["wins"]["p2"], summary["draws"])
