"""Issue 39: a computer player's seed tells nothing about the game's. Every maker of bots from a
game seed (the window's seats, `simulate` and the bot matches through `BotMaker`, the tuning
script's `SeatBot`) seeds them through `game.ai.seeds.bot_seed`, a one-way digest: the same game
seed still gives the same bots, but bot seeds do not move in step with the game seed, as the
old `game_seed * 2 + seat` and `game_seed * 1_000_003 + 7919 * (seat + 1)` did (from which the
game seed, and so every hand and draw pile, follows)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.ai.registry import BotMaker
from game.ai.seeds import BENCH, SEED_RANGE, SIMULATE, WINDOW, bot_seed
from game.tune import SeatBot
from game.ui.flow import seats_from_choice

GAME_SEEDS = range(1_000_000, 1_000_006)


def _in_step(values: list[int]) -> bool:
    """Whether `values` (for game seeds one apart) go up by one constant step, plainly or modulo
    2**31 - 1: the game seed then follows from any of them."""
    steps = [b - a for a, b in zip(values, values[1:], strict=False)]
    return len(set(steps)) == 1 or len({d % SEED_RANGE for d in steps}) == 1


MAKERS: dict[str, Callable[[int, int], int]] = {
    "the window's seats": lambda game_seed, seat: seats_from_choice(("easy",) * 4, game_seed)[seat].seed,
    "simulate's BotMaker": lambda game_seed, seat: BotMaker("easy")(seat, game_seed).seed,
    "the tuning script's SeatBot": lambda game_seed, seat: SeatBot("easy", None, {})(seat, game_seed).seed,
}


@pytest.mark.parametrize("maker", MAKERS, ids=list(MAKERS))
def test_bot_seeds_do_not_follow_the_game_seed(maker: str) -> None:
    make = MAKERS[maker]
    for seat in range(4):
        seeds = [make(g, seat) for g in GAME_SEEDS]
        assert not _in_step(seeds), f"{maker}: seat {seat + 1}'s bot seeds {seeds} move in step with the game seed"
        assert all(g not in seeds for g in GAME_SEEDS)
        assert seeds == [make(g, seat) for g in GAME_SEEDS]  # the same game seed, the same bots
    assert len({make(GAME_SEEDS[0], seat) for seat in range(4)}) == 4  # each seat its own bot


def test_a_bot_seed_is_a_digest_of_the_purpose_the_game_seed_and_the_seat() -> None:
    seeds = {bot_seed(g, seat, purpose) for g in GAME_SEEDS for seat in range(4) for purpose in (WINDOW, SIMULATE, BENCH)}
    assert len(seeds) == len(GAME_SEEDS) * 4 * 3  # none shared between games, seats or uses
    assert all(1 <= s < SEED_RANGE for s in seeds)  # a positive 31-bit seed, as before (0 reads as none)
    assert bot_seed(7, 1, WINDOW) == bot_seed(7, 1, WINDOW)


def test_a_game_whose_seed_nobody_chose_gets_bots_drawn_apart_from_it(monkeypatch) -> None:
    """Game seeds have 31 bits, so a digest of one could be searched back: with no seed given
    (New game, `play` without --seed) the window's bots take seeds from the operating system's
    source, not from the game; with a seed given they follow from it, as above."""
    import secrets

    drawn = iter([41, 42, 43, 44])
    monkeypatch.setattr(secrets, "randbelow", lambda n: next(drawn))
    seats = seats_from_choice(("easy", "human", "normal", "hard"), None)
    assert [s.seed for s in seats if s.bot] == [42, 43, 44]
    given = seats_from_choice(("easy", "human"), 1234)
    assert given[0].seed == bot_seed(1234, 0, WINDOW)
