"""Issue 21: "`simulate --players 4` work[s]": headless 3-4 player games in two teams, results by
team, a 3-player game's one person at two seats, `--jobs` giving the games of one process."""

from __future__ import annotations

import json

from game import catalog
from game.__main__ import main
from game.ai.registry import BotMaker
from game.sim import run_team_games, seat_names
from tests.summaries import untimed


def _run(capsys, *args: str) -> dict:
    assert main(["simulate", "--games", "2", "--seed", "3", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)




def test_four_players_report_two_teams_of_two_seats_with_four_1e_factions(capsys):
    out = _run(capsys, "--players", "4")
    assert out["players"] == 4
    assert out["games"] == 2
    assert set(out["teams"]) == {"team 1", "team 2"}
    assert out["teams"]["team 1"]["seats"] == [1, 3]
    assert out["teams"]["team 2"]["seats"] == [2, 4]
    assert sum(t["wins"] for t in out["teams"].values()) + out["draws"] == 2
    decks = [s["deck"] for s in out["seats"]]
    assert len(set(decks)) == 4
    assert all(catalog.edition_of(catalog.deck(d)) == "1e" for d in decks)
    assert [s["team"] for s in out["seats"]] == [1, 2, 1, 2]
    assert len({s["player"] for s in out["seats"]}) == 4


def test_three_players_name_seats_2_and_4_alike_and_give_them_one_bot(capsys):
    out = _run(capsys, "--players", "3", "--p2-bot", "easy")
    names = [s["player"] for s in out["seats"]]
    assert names[1] == names[3] == "Player 2"
    assert len(set(names)) == 3
    assert out["teams"]["team 2"]["players"] == ["Player 2"]
    assert out["teams"]["team 1"]["players"] == ["Player 1", "Player 3"]
    assert [s["bot"] for s in out["seats"]] == ["random", "easy", "random", "easy"]


def test_named_factions_take_their_seats_and_the_rest_are_drawn(capsys):
    out = _run(capsys, "--players", "4", "--p1", "benders", "--p4", "vanguards")
    decks = [s["deck"] for s in out["seats"]]
    assert decks[0] == "benders-1e" and decks[3] == "vanguards-1e"
    assert len(set(decks)) == 4


def test_jobs_2_plays_the_games_of_jobs_1(capsys):
    one = untimed(_run(capsys, "--players", "4", "--jobs", "1"))
    two = untimed(_run(capsys, "--players", "4", "--jobs", "2"))
    assert one == two
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    decks = tuple(catalog.deck(f, include_user=False) for f in
                  ("benders-1e", "cave-goblins-1e", "deep-dwarves-1e", "fallen-kingdom-1e"))

    def prints(jobs: int, seed: int) -> list:
        return [(r.seed, r.winner, r.turns, r.commands, r.first_player, r.game.hash())
                for r in run_team_games(rs, decks, cards, players=4, games=3, seed=seed,
                                        bots=(BotMaker("random"),) * 4, keep=True, jobs=jobs)]

    first = prints(1, 4)
    assert prints(2, 4) == first
    assert len({p[-1] for p in first}) == 3  # three different games
    assert prints(1, 5) != first


def test_team_options_are_refused_where_they_do_not_apply(capsys):
    assert main(["simulate", "--games", "1", "--p3", "benders"]) == 2
    assert "--players" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--players", "4", "--edition", "2e"]) == 2
    assert "1st edition" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--players", "4", "--p1", "phoenix-elves", "--edition", "2e"]) == 2


def test_the_text_summary_reports_each_team(capsys):
    assert main(["simulate", "--games", "1", "--seed", "2", "--players", "3"]) == 0
    text = capsys.readouterr().out
    assert "3 players in two teams" in text
    assert "team 1 (Player 1 and Player 3) wins" in text
    assert "team 2 (Player 2) wins" in text
    assert seat_names(3).count("Player 2") == 2
