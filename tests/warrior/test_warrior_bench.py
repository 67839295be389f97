"""`bench --only warrior` reports each level's decision times and the random games' speed
(speed is measured there, never asserted in tests)."""

from __future__ import annotations

import argparse

import pytest

from game.benchmarks import section
from game.benchmarks import warrior as bench


def test_the_warrior_section_reports_decision_times_and_games_per_second(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "TABLES", (2,))
    monkeypatch.setattr(bench, "LEVELS", ("hard",))
    fn = section("warrior")
    assert fn is bench.bench_warrior
    out = fn(argparse.Namespace(games=2, seed=3))
    assert set(out) == {"2p hard decision ms median", "2p hard decision ms p90", "2p hard decision ms slowest",
                        "2p random games per second", "2p random battles per game"}
    assert 0 < out["2p hard decision ms median"] <= out["2p hard decision ms p90"] <= out["2p hard decision ms slowest"]
    assert out["2p random battles per game"] >= 1
