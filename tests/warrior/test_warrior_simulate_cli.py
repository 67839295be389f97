"""`summoner-wars simulate --game warrior`: the JSON a run reports, the same games with
`--jobs`, and clear refusals of what Warrior does not have."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", "--game", "warrior", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_run_reports_wins_by_seat_ties_battles_and_bots(capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(capsys, "--players", "3", "--games", "4", "--seed", "2", "--p1-bot", "normal",
               "--p3-bot", "easy")
    assert out["game"] == "warrior" and out["players"] == 3 and out["games"] == 4
    assert out["bots"] == {"p1": "normal", "p2": "random", "p3": "easy"}
    assert set(out["wins"]) == {"p1", "p2", "p3"}
    # every game has a winner; a shared win counts for each winner and once in "shared"
    assert sum(out["sole_wins"].values()) + out["shared"] == 4
    assert sum(out["wins"].values()) >= 4
    assert out["mean_battles"] >= 1
    assert set(out["decision_seconds"]["p1"]) == {"mean", "median", "p90", "max"}
    assert out["wins_by_bot"]["random"]["seats"] == ["p2"]


def test_the_same_seed_plays_the_same_games_in_one_process_or_two(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "2", "--games", "3", "--seed", "5", "--p1-bot", "hard", "--p2-bot", "normal")
    one = _run(capsys, *args)
    two = _run(capsys, *args, "--jobs", "2")
    for key in ("wins", "sole_wins", "shared", "mean_battles", "mean_casualties", "mean_commands"):
        assert one[key] == two[key]


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "warrior", "--games", "2", "--players", "4"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Warrior, 4 players, 2 games") and "p4 random" in text


@pytest.mark.parametrize(("args", "said"), [
    (["--players", "7"], "Warrior is for 2 to 6 players, not 7"),
    (["--players", "1"], "Warrior is for 2 to 6 players, not 1"),
    (["--p1", "phoenix_elves"], "--p1: only for Summoner Wars"),
    (["--edition", "1e", "--vs-all"], "--edition, --vs-all: only for Summoner Wars"),
    (["--players", "3", "--p5-bot", "hard"], "--p5-bot: a 3-player game has no seat 5"),
])
def test_refusals_say_why(capsys: pytest.CaptureFixture[str], args: list[str], said: str) -> None:
    assert main(["simulate", "--game", "warrior", "--games", "1", *args]) == 2
    assert said in capsys.readouterr().err


def test_summoner_wars_keeps_its_players_and_refuses_warriors_seats(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "5", "--games", "1"])
    assert "argument --players: invalid choice: 5 (choose from 2, 3, 4)" in capsys.readouterr().err
    assert main(["simulate", "--p5-bot", "hard", "--games", "1"]) == 2
    assert "--p5-bot and --p6-bot are for Warrior" in capsys.readouterr().err


def test_ctrl_c_reports_the_games_that_finished(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from game import sim_warrior

    real = sim_warrior.run_warrior_games

    def stopped_after_one(*args, **kwargs):
        run = real(*args, **kwargs)
        yield next(run)
        raise KeyboardInterrupt

    monkeypatch.setattr(sim_warrior, "run_warrior_games", stopped_after_one)
    assert main(["simulate", "--game", "warrior", "--json", "--games", "5"]) == 130
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["stopped"] is True and out["games"] == 1
    assert "the report covers the 1 game finished out of 5" in captured.err
