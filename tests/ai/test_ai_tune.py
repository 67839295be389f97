"""The tuning script's pieces (game/tune.py, build_scripts/tune_bot.py): candidates read from
the command line, the overrides given to the tuned faction only, and games seeded as `simulate`
seeds them, so the same command gives the same table."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai.mcts import HardBot
from game.tune import SeatBot, parse_candidate, plans, play, table_with


def test_a_candidate_is_read_from_field_number_pairs() -> None:
    c = parse_candidate("spare_life=0.5, advance=0.2")
    assert dict(c.fields) == {"spare_life": 0.5, "advance": 0.2}
    for bad, words in (("advence=0.2", "field of Weights"), ("advance", "FIELD=NUMBER"),
                       ("advance=lots", "not a number"), (" , ", "no FIELD=NUMBER")):
        with pytest.raises(ValueError, match=words):
            parse_candidate(bad)


def test_the_overrides_go_to_the_tuned_faction_only() -> None:
    base = {"polar-dwarves": {"advance": 0.3}}
    t = table_with(base, "fallen-kingdom", {"spare_life": 0.5})
    assert t == {"polar-dwarves": {"advance": 0.3}, "fallen-kingdom": {"spare_life": 0.5}}
    assert base == {"polar-dwarves": {"advance": 0.3}}  # the shipped table is not changed
    bot = SeatBot("hard", t, {"iterations": 3, "time_limit": None})(0, 5)
    assert isinstance(bot, HardBot) and bot.faction_weights == t and bot.iterations == 3


def _pair():
    decks, ed = catalog.pick_decks("fallen-kingdom", "polar-dwarves", "2e")
    return catalog.ruleset(ed), decks, catalog.cards()


def test_the_tuned_faction_keeps_its_seat_and_the_first_player_alternates() -> None:
    rs, decks, cards = _pair()
    ps = list(plans(rs, decks, cards, 7, 4, (SeatBot("random", None, {}), SeatBot("random", None, {}))))
    assert [p[0].players[0].deck.id for p in ps] == [decks[0].id] * 4
    assert [p[0].first_player for p in ps] == [0, 1, 0, 1]
    assert [p[2] for p in ps] == [7 * 1_000_003 + i for i in range(4)]  # simulate's game seeds


def test_the_same_command_plays_the_same_games() -> None:
    rs, decks, cards = _pair()
    bots = (SeatBot("random", None, {}), SeatBot("random", None, {}))
    a = play(rs, decks, cards, 3, 2, bots)
    b = play(rs, decks, cards, 3, 2, bots)
    assert [(r.winner, r.turns, r.commands) for r in a] == [(r.winner, r.turns, r.commands) for r in b]
    c = play(rs, decks, cards, 4, 2, bots)
    assert [(r.winner, r.turns, r.commands) for r in a] != [(r.winner, r.turns, r.commands) for r in c]
