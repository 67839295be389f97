"""Random-simulation tests with the shipped factions: every ability live, the random player
answering every ability prompt, every invariant checked (see tests/simcheck.py)."""

from __future__ import annotations

import json

import pytest

from game import catalog
from game.__main__ import main
from game.sim import make_setup
from simcheck import play_checked


def _setup(p1: str, p2: str, seed: int):
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    return make_setup(catalog.ruleset(include_user=False), decks, catalog.cards(include_user=False), seed)


@pytest.mark.parametrize("chunk", range(4))
def test_polar_dwarves_vs_fallen_kingdom_keep_every_invariant(chunk):
    """Issue 3: PD vs FK with every ability live; 4 x 25 seeded games, seats alternating."""
    prompts = 0
    for seed in range(chunk * 25, chunk * 25 + 25):
        pair = ("polar-dwarves", "fallen-kingdom") if seed % 2 == 0 else ("fallen-kingdom", "polar-dwarves")
        g = play_checked(_setup(*pair, seed), bot_seed=seed * 31 + 5)
        prompts += sum(1 for e in g.events if type(e).__name__ == "PromptOpened")
    assert prompts > 0, "no ability prompt was ever answered: abilities are not live"


def test_simulate_command_plays_200_games_of_the_pairing(capsys):
    """`summoner-wars simulate --games 200 --seed 1 --p1 polar-dwarves --p2 fallen-kingdom`."""
    assert main(["simulate", "--games", "200", "--seed", "1", "--p1", "polar-dwarves",
                 "--p2", "fallen-kingdom", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 200
    assert out["wins"]["p1"] + out["wins"]["p2"] + out["draws"] == 200
    for key in ("games", "wins", "draws", "mean_turns", "mean_commands", "games_per_second"):
        assert key in out


def test_simulate_json_has_the_rules_core_keys(capsys):
    """Issue 2, acceptance 6: `simulate --games 200 --seed 1 --json` completes with its keys."""
    assert main(["simulate", "--games", "200", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 200
    assert set(out["wins"]) == {"p1", "p2"}
    for key in ("draws", "mean_turns", "mean_commands", "games_per_second"):
        assert isinstance(out[key], int | float)
