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


def test_simulate_alternate_gives_each_bot_each_faction_going_first_and_second():
    """`simulate --alternate` (issue: "factions and first player alternated"): in every four games
    each bot plays each faction once going first and once going second."""
    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.sim import run_games, summarise

    decks = (catalog.deck("polar-dwarves"), catalog.deck("fallen-kingdom"))
    bots = (lambda p, s, _setup: RandomBot(s * 2 + p), lambda p, s, _setup: RandomBot(s * 2 + p))
    results = list(run_games(catalog.ruleset(), decks, catalog.cards(), games=8, seed=3, bots=bots, alternate=True))
    combos = [(r.decks[0], r.first_player) for r in results]
    assert combos[:4] == [("polar-dwarves", 0), ("fallen-kingdom", 0), ("polar-dwarves", 1), ("fallen-kingdom", 1)]
    assert combos[4:] == combos[:4]
    summary = summarise(results, 1.0)
    assert summary["by_deck"]["p1"]["polar-dwarves"]["games"] == 4
    assert summary["by_turn_order"]["p1"] == {
        k: {"games": 4, "wins": sum(r.winner == 0 for r in results if (r.first_player == 0) == (k == "first"))}
        for k in ("first", "second")}

    # without --alternate the decks stay put and the first player is drawn from each seed
    plain = list(run_games(catalog.ruleset(), decks, catalog.cards(), games=8, seed=3, bots=bots))
    assert {r.decks for r in plain} == {("polar-dwarves", "fallen-kingdom")}
    assert {r.first_player for r in plain} == {0, 1}


def test_simulate_gives_each_bot_the_games_setup_as_the_window_does():
    """A bot in `simulate` knows what the window tells it: the game's setup (the deck lists both
    players know, a deck file's too), not only what the catalog ships."""
    import dataclasses

    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.ai.registry import BotMaker
    from game.sim import run_games

    mine = dataclasses.replace(catalog.deck("polar-dwarves"), id="my-own-dwarves")
    decks = (mine, catalog.deck("fallen-kingdom"))
    given = []

    def factory(p, s, setup):
        given.append(setup)
        return RandomBot(s * 2 + p)

    results = list(run_games(catalog.ruleset(), decks, catalog.cards(), games=2, seed=3, bots=(factory, factory)))
    assert [g.seed for g in given[::2]] == [r.seed for r in results]
    assert all(g.players[0].deck.id == "my-own-dwarves" for g in given)
    bot = BotMaker("normal")(0, 1, given[0])
    assert "my-own-dwarves" in bot.knowledge.decks  # a deck the catalog does not have
    assert "my-own-dwarves" not in BotMaker("normal")(0, 1).knowledge.decks
