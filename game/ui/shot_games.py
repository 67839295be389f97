"""Games played out for screenshots: the battle, replay and benchmark shots start from these.

Kept apart from `game.ui.screenshots` so the replay viewer's shots (`game.ui.replay.shots`) can
use them without importing the screenshot command that lists those shots.
"""

from __future__ import annotations

import argparse

from game.core.game import Game
from game.ui.flow import new_game, play_random


def screenshot_game(seed: int, turns: int, decks: tuple[str | None, str | None] = (None, None),
                    hand: int | None = None, edition: str | None = None) -> Game:
    """A game between `decks` (faction or deck ids; the default pair where None) played by
    random bots until turn `turns` has begun; with `hand`, players start with and draw up to
    that many cards (to look at a crowded hand)."""
    from dataclasses import replace

    game = new_game(decks, seed=seed, names=("Ella", "Toby"), edition=edition)
    if hand:
        rs = replace(game.setup.ruleset, hand_size=hand, starting_hand=hand)
        game = Game.new(replace(game.setup, ruleset=rs))
    play_random(game, turns, seed)
    return game


def decks_of(args: argparse.Namespace) -> tuple[str | None, str | None]:
    """`--p1`/`--p2` of the screenshot command (None: the default pair's)."""
    return (getattr(args, "p1", None), getattr(args, "p2", None))
