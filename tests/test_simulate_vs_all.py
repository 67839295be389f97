"""`summoner-wars simulate --p1 FACTION --vs-all`: the balance check for modders (issue 17). A
faction's win rate against every other faction of its edition, one row each, the games alternated
as `--alternate` plays them."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from game import catalog
from game.__main__ import main
from game.sim import GameResult, balance_table, matchup

SMALL = ["--games", "2", "--seed", "3", "--p1-bot", "easy", "--p2-bot", "easy"]


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        try:
            rc = main(argv)
        except SystemExit as e:
            rc = int(e.code or 0)
    return rc, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def breakers_json() -> dict:
    rc, out, err = _run(["simulate", "--p1", "breakers", "--vs-all", "--json", *SMALL])
    assert rc == 0, err
    return json.loads(out)


def test_the_table_has_one_row_per_other_faction_of_the_edition(breakers_json: dict) -> None:
    others = sorted(d.faction for d in catalog.decks().values()
                    if d.faction != "breakers" and catalog.edition_of(d) == "2e")
    assert len(others) >= 2
    assert [row["opponent"] for row in breakers_json["opponents"]] == others
    assert breakers_json["faction"] == "breakers" and breakers_json["edition"] == "2e"


def test_the_counts_add_up(breakers_json: dict) -> None:
    rows = breakers_json["opponents"]
    for row in rows:
        assert row["games"] == 2
        assert row["wins"] + row["losses"] + row["draws"] == row["games"]
        order = row["by_turn_order"]
        # alternated: the faction went first in one game of the two and second in the other
        assert order["first"]["games"] == order["second"]["games"] == 1
        assert order["first"]["wins"] + order["second"]["wins"] == row["wins"]
        lo, hi = row["win_rate_ci95"]
        assert lo <= row["win_rate"] <= hi
    total = breakers_json["total"]
    for key in ("games", "wins", "losses", "draws"):
        assert total[key] == sum(row[key] for row in rows)
    assert total["games"] == 2 * len(rows)


def test_a_row_is_the_alternated_simulate_of_that_pairing(breakers_json: dict) -> None:
    """Each row says its seed, and `simulate --p1 F --p2 O --alternate --seed S` plays the same
    games: the faction's wins there (by deck, in whichever seat) are the row's."""
    row = breakers_json["opponents"][-1]
    rc, out, err = _run(["simulate", "--p1", "breakers", "--p2", row["opponent"], "--alternate",
                         "--json", "--games", "2", "--seed", str(row["seed"]),
                         "--p1-bot", "easy", "--p2-bot", "easy"])
    assert rc == 0, err
    summary = json.loads(out)
    # alternated, Breakers sat in each seat once
    assert [summary["by_deck"][seat]["breakers"]["games"] for seat in ("p1", "p2")] == [1, 1]
    wins = sum(summary["by_deck"][seat]["breakers"]["wins"] for seat in ("p1", "p2"))
    assert (wins, summary["draws"]) == (row["wins"], row["draws"])


def test_the_text_table_and_the_progress_tally_per_opponent() -> None:
    rc, out, err = _run(["simulate", "--p1", "polar-dwarves", "--vs-all", "--progress", *SMALL])
    assert rc == 0, err
    opponents = catalog.rivals(catalog.deck("polar-dwarves"))
    body = out.splitlines()[2:-2]
    assert len(body) == len(opponents)
    rows = {o.name: line.strip()[len(o.name):] for o, line in zip(opponents, body, strict=True)}
    assert all(line.strip().startswith(o.name + " ") for o, line in zip(opponents, body, strict=True))
    assert out.splitlines()[-2].split()[:2] == ["all", str(2 * len(opponents))]
    # the progress: a finished line per opponent, its last tally the row's
    finished = [chunk.split("\r")[-1] for chunk in err.split("\n") if chunk]
    assert len(finished) == len(opponents)
    for line, opponent in zip(finished, opponents, strict=True):
        assert f"vs {opponent.name} 2/2: won " in line
        tally = line.split(": ")[1]
        won, lost, drawn = (int(part.split()[1]) for part in tally.split(", "))
        cells = rows[opponent.name].split()
        assert (2, won, lost, drawn) == tuple(int(c) for c in cells[:4])


def _result(winner: int | None, decks: tuple[str, str], first: int) -> GameResult:
    return GameResult(seed=0, winner=winner, turns=5, commands=10, events=20, first_player=first,
                      seconds=0.0, decks=decks)


def test_a_row_counts_the_faction_s_wins_in_either_seat() -> None:
    """With factions alternated the faction sits in seat 2 every other game: a win there is its win,
    and a draw is neither a win nor a loss."""
    opponent = catalog.deck("tundra-orcs")
    results = [
        _result(0, ("breakers", "tundra-orcs"), first=0),   # won, going first
        _result(1, ("tundra-orcs", "breakers"), first=1),   # won, going first
        _result(1, ("tundra-orcs", "breakers"), first=0),   # won, going second
        _result(1, ("breakers", "tundra-orcs"), first=1),   # lost, going second
        _result(None, ("breakers", "tundra-orcs"), first=1),  # drawn, going second
    ]
    row = matchup("breakers", opponent, 7, results)
    assert (row["games"], row["wins"], row["losses"], row["draws"]) == (5, 3, 1, 1)
    assert row["by_turn_order"] == {"first": {"games": 2, "wins": 2}, "second": {"games": 3, "wins": 1}}
    assert row["win_rate"] == 0.6 and row["seed"] == 7
    table = balance_table("breakers", [row, row])
    assert (table["total"]["games"], table["total"]["wins"], table["total"]["losses"],
            table["total"]["draws"]) == (10, 6, 2, 2)


def test_the_opponents_are_the_other_factions_of_the_edition_only() -> None:
    deck = catalog.deck("savanna-elves")
    rivals = catalog.rivals(deck)
    assert all(r.faction != "savanna-elves" for r in rivals)
    assert len({r.faction for r in rivals}) == len(rivals)
    assert all(catalog.edition_of(r) == catalog.edition_of(deck) for r in rivals)


@pytest.mark.parametrize("argv,message", [
    (["--p1", "brakers", "--vs-all"], "simulate: unknown faction 'brakers'. Did you mean 'breakers'?"),
    (["--p1", "breakers", "--p2", "vanguards", "--vs-all"],
     "simulate: --vs-all plays every other faction in turn; leave out --p2"),
    (["--vs-all"], "simulate: --vs-all needs the faction to check: --p1 FACTION"),
    (["--p1", "breakers", "--vs-all", "--edition", "1e"],
     "simulate: Breakers is a faction of edition '2e', not '1e'; leave out --edition"),
])
def test_bad_vs_all_input_gets_one_line(argv: list[str], message: str) -> None:
    rc, out, err = _run(["simulate", *argv, "--games", "1"])
    assert rc == 2 and out == ""
    assert err.splitlines() == [err.strip()] and err.startswith(message)


@pytest.mark.parametrize("games", ["0", "-2"])
def test_vs_all_refuses_fewer_than_one_game(games: str) -> None:
    rc, out, err = _run(["simulate", "--p1", "breakers", "--vs-all", "--games", games])
    assert rc == 2 and out == ""
    assert f"argument --games: must be at least 1, not {games}" in err.splitlines()[-1]
    assert "Traceback" not in err


def test_vs_all_saves_every_game_named_by_its_pairing(tmp_path) -> None:
    from game.persist.saves import load_game, verify_file

    rc, _, err = _run(["simulate", "--p1", "vanguards", "--vs-all", "--games", "1", "--p1-bot", "easy",
                       "--p2-bot", "easy", "--save-dir", str(tmp_path)])
    assert rc == 0, err
    names = sorted(p.name for p in tmp_path.iterdir())
    rivals = catalog.rivals(catalog.deck("vanguards"))
    assert names == sorted(f"game-vanguards-vs-{o.id}-1-0001.json" for o in rivals)
    for p in tmp_path.iterdir():
        assert verify_file(p)[0], verify_file(p)[1]
        assert load_game(p).state.over
