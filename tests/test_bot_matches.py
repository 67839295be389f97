"""build_scripts/bot_matches.py (issue 23: Hard against Normal on even pairings chosen by two
Normal bots, and on the weaker side of an uneven one): played here with cheap bots on three
factions, so the script's choices, its resume and its report are what is tested."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))

import bot_matches  # noqa: E402

from game import catalog  # noqa: E402
from game.ai.registry import BotMaker  # noqa: E402
from game.sim import run_games  # noqa: E402

FACTIONS = ["fallen-kingdom", "phoenix-elves", "tundra-orcs"]
ARGS = ["--factions", *FACTIONS, "--even-games", "4", "--games", "4", "--pairings", "2",
        "--bot", "easy", "--against", "random"]


def played(rows: list[dict]) -> list[tuple]:
    """What a ledger's chunks played, in an order that does not depend on when they were played."""
    return sorted((r["stage"], tuple(r["pair"]), r["chunk"], r["seed"], r["p1_wins"], r["turns"]) for r in rows)


def test_a_run_picks_the_even_pairings_then_the_weak_side_and_resumes(tmp_path: Path) -> None:
    out = tmp_path / "m"
    assert bot_matches.main(["--out", str(out), *ARGS]) == 0
    rows = [json.loads(x) for x in (out / "games.jsonl").read_text().splitlines()]
    assert [r["stage"] for r in rows].count("even") == 3  # every pairing, one chunk of 4
    ledger = bot_matches.Ledger(out / "games.jsonl")
    pairs = bot_matches.pairings("2e", FACTIONS)
    by_split = bot_matches.by_evenness(ledger, pairs)
    assert sorted(tuple(r["pair"]) for r in rows if r["stage"] == "hard") == sorted(by_split[:2])
    weak = [r for r in rows if r["stage"] == "weak"]
    assert len(weak) == 1 and sorted(weak[0]["pair"]) == sorted(by_split[-1])
    measured, other = weak[0]["pair"]
    first_rate = bot_matches.split(ledger, tuple(sorted((measured, other))))
    measured_rate = first_rate if measured < other else 1 - first_rate
    assert measured_rate <= 0.5  # the measured bot takes the faction that won less often
    report = (out / "report.md").read_text()
    assert "Easy against Random" in report and "--factions fallen-kingdom" in report
    assert f"({weak[0]['p1_wins'] / 4:.0%}; by chunk: {weak[0]['p1_wins']})" in report  # each chunk's wins
    assert all(f"{a} vs {b}" in report for a, b in pairs)
    assert "without its 1.5 s safety cap" in report  # its decision times are not the shipped bot's
    # run again: every chunk is kept, nothing is played twice
    assert bot_matches.main(["--out", str(out), *ARGS]) == 0
    assert len((out / "games.jsonl").read_text().splitlines()) == len(rows)
    assert "--out DIR" in report and str(tmp_path) not in report  # the same line wherever the ledger lies


def test_report_only_writes_the_report_from_the_ledger_and_plays_nothing(tmp_path: Path) -> None:
    out = tmp_path / "m"
    assert bot_matches.main(["--out", str(out), *ARGS, "--report-only"]) == 0
    assert not (out / "games.jsonl").exists() or not (out / "games.jsonl").read_text()
    assert bot_matches.main(["--out", str(out), *ARGS]) == 0
    played = (out / "games.jsonl").read_text()
    (out / "report.md").unlink()
    assert bot_matches.main(["--out", str(out), *ARGS, "--report-only"]) == 0
    assert (out / "games.jsonl").read_text() == played
    assert "Easy against Random" in (out / "report.md").read_text()


def test_a_chunk_is_the_simulate_run_it_names() -> None:
    """The report's seeds are `simulate --alternate --seed S` runs: a chunk's wins are those of
    run_games with that seed, and the weak-side chunk keeps each bot on its faction."""
    pairs = bot_matches.pairings("2e", FACTIONS)
    pair = pairs[0]
    seed = bot_matches.chunk_seed(1, "weak", pair, 0, pairs)
    args = argparse.Namespace(edition="2e", bot="easy", against="random", jobs=1)
    row = bot_matches.play_chunk(args, "weak", pair, seed, 4)
    rs, cards = catalog.ruleset("2e", include_user=False), catalog.cards(include_user=False)
    decks = tuple(catalog.deck(n, include_user=False) for n in pair)
    results = list(run_games(rs, decks, cards, games=4, seed=seed, bots=(BotMaker("easy"), BotMaker("random")),
                             alternate=True, keep_sides=True))
    assert row["p1_wins"] == sum(1 for r in results if r.winner == 0)
    assert row["winners"] == [r.winner for r in results]  # each game's, to find a lost one
    assert row["turns_each"] == [r.turns for r in results]
    assert all(r.decks == pair for r in results)  # the sides stay
    assert [r.first_player for r in results] == [0, 1, 0, 1]  # who goes first alternates
    swapped = list(run_games(rs, decks, cards, games=4, seed=seed, bots=(BotMaker("easy"), BotMaker("random")),
                             alternate=True))
    assert [r.decks for r in swapped] == [pair, pair[::-1]] * 2  # without keep_sides they swap


def test_hard_plays_without_its_wall_clock_cap_so_a_game_depends_on_its_seed_alone() -> None:
    assert bot_matches._maker("hard")(0, 1).time_limit is None
    assert BotMaker("hard")(0, 1).time_limit is not None  # the window's and simulate's Hard keep it


def test_weak_first_plays_stage_3_before_stage_2_and_the_same_games(tmp_path: Path) -> None:
    """`--weak-first` changes only the order: each chunk's seed is fixed by its stage, pairing
    and number, so the ledger holds the same rows as the default order's."""
    plain, early = tmp_path / "plain", tmp_path / "early"
    assert bot_matches.main(["--out", str(plain), *ARGS]) == 0
    assert bot_matches.main(["--out", str(early), *ARGS, "--weak-first"]) == 0
    rows_plain = [json.loads(x) for x in (plain / "games.jsonl").read_text().splitlines()]
    rows_early = [json.loads(x) for x in (early / "games.jsonl").read_text().splitlines()]
    after_even = [r["stage"] for r in rows_early if r["stage"] != "even"]
    assert after_even[0] == "weak" and set(after_even[1:]) == {"hard"}
    assert [r["stage"] for r in rows_plain if r["stage"] != "even"][-1] == "weak"

    assert played(rows_early) == played(rows_plain)


def test_round_robin_plays_each_round_of_chunks_across_pairings_and_the_same_games(
        tmp_path: Path, monkeypatch) -> None:
    """`--round-robin` plays chunk 0 of every measured pairing, then chunk 1 of each, ...: an
    unfinished run has a figure for every pairing. It changes only the order, and each row says
    which code played it."""
    monkeypatch.setattr(bot_matches, "CHUNK", 4)
    args = ["--factions", *FACTIONS, "--even-games", "4", "--games", "8", "--pairings", "2",
            "--bot", "easy", "--against", "random"]  # two chunks of 4 per measured pairing
    plain, robin = tmp_path / "plain", tmp_path / "robin"
    assert bot_matches.main(["--out", str(plain), *args]) == 0
    assert bot_matches.main(["--out", str(robin), *args, "--round-robin", "--weak-first"]) == 0
    rows_plain = [json.loads(x) for x in (plain / "games.jsonl").read_text().splitlines()]
    rows_robin = [json.loads(x) for x in (robin / "games.jsonl").read_text().splitlines()]
    measured = [(r["stage"], r["chunk"]) for r in rows_robin if r["stage"] != "even"]
    assert [k for _, k in measured] == [0, 0, 0, 1, 1, 1]  # three pairings, a round at a time
    assert measured[0] == ("weak", 0) and measured[3] == ("weak", 1)  # the weak side leads each round
    assert [r["chunk"] for r in rows_plain if r["stage"] != "even"] == [0, 1, 0, 1, 0, 1]

    assert played(rows_robin) == played(rows_plain)
    assert all(r["code"] and r["code"] == rows_robin[0]["code"] for r in rows_robin)
    assert "Played by the code at " + rows_robin[0]["code"] in (robin / "report.md").read_text()


def test_splits_as_far_from_even_either_way_tie_and_ties_go_by_name(tmp_path: Path) -> None:
    """9 of 20 and 11 of 20 are equally far from an even split (in floating point 0.45 looked
    nearer than 0.55, and the rule 'ties by name' never applied)."""
    ledger = bot_matches.Ledger(tmp_path / "games.jsonl")
    pairs = [("a", "b"), ("c", "d"), ("e", "f"), ("g", "h")]
    for pair, wins in zip(pairs, (11, 9, 11, 14), strict=True):
        ledger.add({"stage": "even", "pair": list(pair), "chunk": 0, "faction_a_wins": wins, "games": 20})
    assert bot_matches.by_evenness(ledger, pairs[::-1]) == [("a", "b"), ("c", "d"), ("e", "f"), ("g", "h")]
