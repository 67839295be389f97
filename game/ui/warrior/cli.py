"""What `play --game warrior` starts from its arguments: the players' names (`--names`), who
plays each seat (`--pN-bot`, a person by default) and the seed."""

from __future__ import annotations

import argparse

from game.engine.match import Match
from game.i18n import _
from game.ui.warrior.seats import SeatSpec, seats_from_choice
from game.ui.warrior.start import new_match
from game.warrior.core.setup import MAX_PLAYERS, MIN_PLAYERS


def controllers_from_args(args: argparse.Namespace, players: int) -> tuple[str, ...]:
    return tuple(getattr(args, f"p{i + 1}_bot", None) or "human" for i in range(players))


def names_from_args(args: argparse.Namespace, players: int) -> tuple[str, ...]:
    given = list(getattr(args, "names", None) or ())
    if len(given) > players:
        raise ValueError(_("{n} names for {players} players", n=len(given), players=players))
    return tuple(given[i] if i < len(given) else _("Player {n}", n=i + 1) for i in range(players))


def seats_and_match(args: argparse.Namespace) -> tuple[Match, tuple[SeatSpec, ...]]:
    players = getattr(args, "players", None) or 2
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(_("Warrior is for {a} to {b} players", a=MIN_PLAYERS, b=MAX_PLAYERS))
    extra = [i + 1 for i in range(players, MAX_PLAYERS) if getattr(args, f"p{i + 1}_bot", None)]
    if extra:
        raise ValueError(_("--p{n}-bot names a seat a {players}-player game does not have", n=extra[0],
                           players=players))
    names = names_from_args(args, players)
    seed = getattr(args, "seed", None)
    return new_match(names, seed), seats_from_choice(names, controllers_from_args(args, players), seed)
