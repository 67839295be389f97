"""Issue 23: "`simulate --jobs N` plays games in N processes with results identical to
`--jobs 1`"."""

from __future__ import annotations

import json

from game import catalog
from game.__main__ import main
from game.ai.registry import BotMaker
from game.sim import run_games
from tests.summaries import untimed


def _fingerprints(jobs: int, seed: int, alternate: bool) -> list[tuple]:
    p1, p2 = catalog.default_pair(include_user=False)
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    results = run_games(catalog.ruleset("2e", include_user=False), decks, catalog.cards(include_user=False),
                        games=4, seed=seed, bots=(BotMaker("random"), BotMaker("random")),
                        alternate=alternate, keep=True, jobs=jobs)
    return [(r.seed, r.decks, r.first_player, r.winner, r.turns, r.commands, r.events, r.game.hash())
            for r in results]


def test_games_in_two_processes_are_the_games_of_one():
    one = _fingerprints(1, 5, alternate=True)
    assert _fingerprints(2, 5, alternate=True) == one
    assert len({f[-1] for f in one}) == 4  # four different games, in order


def test_another_seed_plays_other_games():
    assert _fingerprints(2, 6, alternate=False) != _fingerprints(1, 5, alternate=False)


def test_simulate_jobs_prints_the_same_summary(capsys):
    def summary(jobs: int) -> dict:
        assert main(["simulate", "--games", "3", "--seed", "2", "--json", "--jobs", str(jobs)]) == 0
        out = json.loads(capsys.readouterr().out)
        for k in ("seconds", "games_per_second", "decision_seconds"):
            out.pop(k)
        return out

    assert summary(2) == summary(1)




def test_simulate_vs_all_jobs_prints_the_same_table(capsys):
    def table(jobs: int) -> dict:
        argv = ["simulate", "--p1", "breakers", "--vs-all", "--games", "2", "--seed", "4", "--json",
                "--p1-bot", "random", "--p2-bot", "random", "--jobs", str(jobs)]
        assert main(argv) == 0
        return untimed(json.loads(capsys.readouterr().out))

    one = table(1)
    assert table(2) == one
    assert sum(row["games"] for row in one["opponents"]) == 14
