"""Issue 41: "`summoner-wars bench --only server [--rooms N]`: N rooms of bot clients on
loopback, reporting rooms held, commands a second, and the 50th/99th percentile time from a
command sent to its events received (its last line: `rooms N, commands/s X, p50 A ms, p99 B ms`)".
The form of the report is checked here, never its figures."""

from __future__ import annotations

import argparse
import re

from game.benchmarks import run_bench

LAST_LINE = re.compile(r"^rooms (\d+), commands/s \d+\.\d, p50 \d+\.\d ms, p99 \d+\.\d ms$")


def test_two_rooms_play_through_a_real_server_and_the_last_line_has_its_form(capsys):
    args = argparse.Namespace(only=["server"], rooms=2, seconds=2.0, seed=3, think=0.05,
                              server_profile=None, games=1, edition="2e")
    assert run_bench(args) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    found = LAST_LINE.match(lines[-1])
    assert found, lines[-1]
    assert found.group(1) == "2"  # both rooms held to the end
    report = "\n".join(lines)
    assert "rooms failed: 0" in report
    assert "command: summoner-wars bench --only server --rooms 2 --seconds 2 --seed 3 --think 0.05" in report
    commands = int(re.search(r"commands: (\d+)", report).group(1))
    assert commands > 0  # commands really went through the server
    assert "median pairing p99 ms:" in report and "slowest pairing p99 ms:" in report
