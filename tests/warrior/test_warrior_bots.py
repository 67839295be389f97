"""Warrior's computer players: only legal commands in games of 2 to 6 players, the same command
for the same seed and view, nothing but the view behind a decision (hidden cards shuffled
among themselves never change it), and the levels stronger in order (fixed seeds: the same
games every run, so the strength tests are not flaky)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from warrior_support import deck, new_match, setup

from game.engine.match import Match
from game.warrior.ai import LEVELS, make_bot
from game.warrior.ai.easy import EasyBot
from game.warrior.ai.hard import HardBot
from game.warrior.ai.normal import NormalBot
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import WarriorSetup
from game.warrior.core.state import ROWS, WarriorState
from game.warrior.core.view import drawn_known, may_know, view
from game.warrior.play import play_game

THINKING = ("easy", "normal", "hard")


def test_each_level_is_its_own_player() -> None:
    assert LEVELS == ("random", "easy", "normal", "hard")
    assert [type(make_bot(level)) for level in THINKING] == [EasyBot, NormalBot, HardBot]
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("genius")


def positions(players: int, seed: int, levels: tuple[str, ...], every: int = 3) -> list[WarriorState]:
    """States met in a game between `levels` (one a seat), every `every`-th decision."""
    m = new_match(players, seed)
    bots = [make_bot(levels[s % len(levels)], seed + s) for s in range(players)]
    out = []
    n = 0
    while not WARRIOR.is_over(m.state) and n < 400:
        seat = WARRIOR.acting_seats(m.state)[0]
        if n % every == 0:
            out.append(m.state)
        m.submit(bots[seat].choose(m.state, seat))
        n += 1
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_level_gives_only_legal_commands_to_the_end_of_a_game(players: int) -> None:
    levels = ("hard", "normal", "easy", "random", "hard", "normal")[:players]
    m = Match.new(WARRIOR, setup(players, seed=100 + players, first_seat=players - 1))
    bots = [make_bot(level, s) for s, level in enumerate(levels)]
    n = 0
    while not WARRIOR.is_over(m.state):
        for seat in WARRIOR.acting_seats(m.state):
            cmd = bots[seat].choose(m.state, seat)
            assert cmd in WARRIOR.legal_commands(m.state, seat), f"{levels[seat]} chose {cmd}"
        seat = WARRIOR.acting_seats(m.state)[-1]  # in the opening, the last one first this time
        m.submit(bots[seat].choose(m.state, seat))
        n += 1
        assert n < 5000
    assert m.state.winners


@pytest.mark.parametrize("level", THINKING)
def test_the_same_seed_and_view_give_the_same_command(level: str) -> None:
    for s in positions(3, 7, ("random",), every=5):
        for seat in WARRIOR.acting_seats(s):
            first = make_bot(level, 11).choose(s, seat)
            assert make_bot(level, 11).choose(s, seat) == first
            assert make_bot(level, 11).choose_from_view(view(s, seat), seat) == first


def hidden_from(s: WarriorState, seat: int) -> list[tuple[str, int, int]]:
    """Every place holding a card `seat` may not know: ("draw", i, 0), ("army", owner, slot)
    (slot: row * columns + column), ("drawn", 0, 0)."""
    out = [("draw", i, 0) for i in range(len(s.draw_pile))]
    for owner, a in enumerate(s.armies):
        for r, row in enumerate(ROWS):
            for column in range(a.columns):
                if not may_know(s, owner, row, column, seat):
                    out.append(("army", owner, r * a.columns + column))
    if not drawn_known(s, seat):
        out.append(("drawn", 0, 0))
    return out


def shuffle_hidden(s: WarriorState, seat: int, rnd: random.Random) -> WarriorState:
    """The same table for `seat`, with the cards it may not know dealt among their places anew."""
    places = hidden_from(s, seat)

    def card_at(p: tuple[str, int, int]) -> int:
        kind, i, slot = p
        if kind == "draw":
            return s.draw_pile[i]
        if kind == "drawn":
            assert s.drawn is not None
            return s.drawn
        a = s.armies[i]
        return a.card(ROWS[slot // a.columns], slot % a.columns)

    cards = [card_at(p) for p in places]
    rnd.shuffle(cards)
    draw = list(s.draw_pile)
    armies = list(s.armies)
    drawn = s.drawn
    for (kind, i, slot), card in zip(places, cards, strict=True):
        if kind == "draw":
            draw[i] = card
        elif kind == "drawn":
            drawn = card
        else:
            a = armies[i]
            row, column = ROWS[slot // a.columns], slot % a.columns
            armies[i] = a.placed(row, column, card, a.is_up(row, column))
    return replace(s, draw_pile=tuple(draw), armies=tuple(armies), drawn=drawn)


_POSITIONS = {n: positions(n, 30 + n, ("normal", "hard", "easy"), every=4) for n in (2, 4, 6)}


@settings(max_examples=60, deadline=None)
@given(players=st.sampled_from([2, 4, 6]), pick=st.integers(0, 10_000), shuffle=st.integers(0, 2**32),
       level=st.sampled_from(THINKING))
def test_hidden_cards_dealt_otherwise_never_change_a_decision(players: int, pick: int, shuffle: int,
                                                              level: str) -> None:
    s = _POSITIONS[players][pick % len(_POSITIONS[players])]
    for seat in WARRIOR.acting_seats(s):
        other = shuffle_hidden(s, seat, random.Random(shuffle))
        assert view(other, seat) == view(s, seat)
        bot = make_bot(level, 5)
        assert bot.choose(other, seat) == bot.choose(s, seat)


def test_the_shuffle_of_hidden_cards_does_move_them() -> None:
    s = _POSITIONS[2][3]
    seat = WARRIOR.acting_seats(s)[0]
    assert shuffle_hidden(s, seat, random.Random(1)) != s


def wins(levels: tuple[str, str], games: int, seed: int) -> list[int]:
    """Games won by each level over `games` 2-player games, the levels changing seats and who
    goes first each game (a shared win counts for both)."""
    won = [0, 0]
    for g in range(games):
        order = (0, 1) if g % 2 == 0 else (1, 0)
        bots = tuple(make_bot(levels[k], seed + 10 * g + k) for k in order)
        r = play_game(WarriorSetup(("A", "B"), deck(), seed + g, (g // 2) % 2), bots)
        for seat in r.winners:
            won[order[seat]] += 1
    return won


def test_normal_beats_the_random_player_in_most_games() -> None:
    normal, _ = wins(("normal", "random"), 40, 9000)
    assert normal >= 34, f"Normal won {normal} of 40 against the random player"


def test_easy_beats_the_random_player_but_normal_beats_easy() -> None:
    easy, _ = wins(("easy", "random"), 30, 9100)
    assert easy >= 24, f"Easy won {easy} of 30 against the random player"
    normal, easy2 = wins(("normal", "easy"), 30, 9200)
    assert normal > easy2, f"Normal {normal}, Easy {easy2} of 30"


def test_hard_beats_normal_more_often_than_not() -> None:
    hard, normal = wins(("hard", "normal"), 12, 9300)
    assert hard > normal, f"Hard {hard}, Normal {normal} of 12"
