"""Issue 18: "`simulate`, `bench` and `validate` take `--edition 1e` (or infer it from the
factions)"."""

from __future__ import annotations

import json

from game.__main__ import main


def test_simulate_with_edition_picks_that_editions_decks(capsys):
    assert main(["simulate", "--edition", "1e", "--p1", "vanguards", "--p2", "fallen-kingdom",
                 "--games", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decks"] == {"p1": "vanguards-1e", "p2": "fallen-kingdom-1e"}
    assert out["games"] == 3


def test_simulate_infers_the_edition_from_the_decks(capsys):
    assert main(["simulate", "--p1", "vanguards-1e", "--p2", "fallen-kingdom-1e", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decks"] == {"p1": "vanguards-1e", "p2": "fallen-kingdom-1e"}
    # without an edition, a shared name is the 2E deck
    assert main(["simulate", "--p1", "vanguards", "--p2", "fallen-kingdom", "--games", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decks"] == {"p1": "vanguards", "p2": "fallen-kingdom"}


def test_simulate_refuses_decks_of_two_editions(capsys):
    assert main(["simulate", "--p1", "vanguards-1e", "--p2", "polar-dwarves", "--games", "1"]) == 2
    assert "different editions" in capsys.readouterr().err
    assert main(["simulate", "--edition", "1e", "--p1", "polar-dwarves", "--games", "1"]) == 2
    assert "not 1e" in capsys.readouterr().err


def test_validate_one_edition(capsys):
    assert main(["validate", "--edition", "1e"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("ok:") and "8 factions" not in line
    assert main(["validate", "--edition", "2e"]) == 0
    assert "8 factions" in capsys.readouterr().out


def test_bench_core_plays_1e_games(capsys):
    assert main(["bench", "--only", "core", "--games", "2", "--edition", "1e"]) == 0
    out = capsys.readouterr().out
    assert "-1e vs " in out and "games_per_cpu_second" in out
