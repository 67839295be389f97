"""Issue 21: "100 random 4-player and 100 random 3-player games with invariants after every event".

Each game is four 1E decks in two teams (seats 1+3 against 2+4; in a 3-player game one person
plays seats 2 and 4, so those share a name), played with random legal commands under
`play_checked` (tests/simcheck.py): the invariants of `game.core.invariants` after every event of
the state rebuilt from the log; every `STRIDE` commands the rebuilt state's hash against the
engine's and the command re-decided; the views of all four seats now and then (a teammate's hand
shown only when the game shares hands; every 3-player game here does not, every 4-player game
does). The random player takes an attack when it has one (any of them, a teammate's card
included) and otherwise any legal command: purely uniform games run to a thousand and more
commands, and the invariants are what is under test, not the length.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import events as ev
from game.core.commands import Attack
from game.core.rng import randbelow
from game.sim import make_setup, seat_names
from simcheck import play_checked

FACTIONS_1E = tuple(sorted(k for k, d in catalog.decks(include_user=False).items()
                           if catalog.edition_of(d, include_user=False) == "1e"))
GAMES = 100
CHUNK = 10
STRIDE = 8


def eager(state, options: list, r: int) -> tuple[int, object]:
    """A random legal command, an attack whenever there is one."""
    attacks = [c for c in options if isinstance(c, Attack)]
    pool = attacks or options
    r, i = randbelow(r, len(pool))
    return r, pool[i]


def seat_decks(i: int) -> tuple:
    """Four different factions for game `i`; over the games every faction sits in every seat."""
    n = len(FACTIONS_1E)
    ids = [FACTIONS_1E[(i + k * (1 + i % 5)) % n] for k in range(4)]
    seen: list[str] = []
    for f in ids:
        while f in seen:
            f = FACTIONS_1E[(FACTIONS_1E.index(f) + 1) % n]
        seen.append(f)
    return tuple(catalog.deck(f, include_user=False) for f in seen)


def play(players: int, i: int):
    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    setup = make_setup(rs, seat_decks(i), cards, 21_000 * players + i, seat_names(players),
                       share_hands=players == 4)
    return play_checked(setup, 7 * i + players, pick=eager, stride=STRIDE)


def check_ending(g) -> tuple[int, int]:
    """The game ended the rulebook's way: "the team with the only summoners left" won, every seat
    of the other team is out, and every player out handed their magic pile to a teammate still
    playing (or had none). Returns (players out, magic piles handed on)."""
    s = g.state
    won = [e for e in g.events if isinstance(e, ev.GameWon)]
    assert len(won) == 1
    outs = [e.player for e in g.events if isinstance(e, ev.PlayerOut)]
    assert len(outs) == len(set(outs)), "a player went out twice"
    assert {p for p in range(4) if s.players[p].out} == set(outs)
    if won[0].player is not None:
        team = s.team_of(won[0].player)
        assert all(s.players[p].out for p in range(4) if s.team_of(p) != team)
        assert any(s.summoner(p) is not None for p in range(4) if s.team_of(p) == team)
        assert all(s.summoner(p) is None for p in range(4) if s.team_of(p) != team)
    handed = 0
    for entry in g.log:
        names = [e for e in entry.events if isinstance(e, ev.PlayerOut)]
        for out in names:
            gifts = [e for e in entry.events if isinstance(e, ev.CardsToMagicPile) and e.reason.endswith(" is out")
                     and s.friendly(e.player, out.player) and e.player != out.player]
            handed += bool(gifts)
    return len(outs), handed


@pytest.mark.parametrize("players", [4, 3])
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_team_games_keep_every_invariant(players, chunk):
    outs = handed = 0
    for i in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        g = play(players, i)
        assert len(g.state.players) == 4
        o, h = check_ending(g)
        outs += o
        handed += h
    assert outs >= 2 * CHUNK, "each game puts at least one team's two players out"


def test_three_players_name_seats_2_and_4_as_one_person_and_four_players_do_not():
    """Master Set rulebook, 3 players: "one player plays two decks on two separate turns"."""
    assert seat_names(3)[1] == seat_names(3)[3]
    assert len(set(seat_names(3))) == 3
    assert len(set(seat_names(4))) == 4
