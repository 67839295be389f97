"""The window's entry points: `run_window()` opens the title; `run_play(args)` goes straight
into a battle (hot-seat or against the computer). The scenes' flow is `game.ui.flow`;
`summoner-wars screenshot` is `game.ui.screenshots`.
"""

from __future__ import annotations

import argparse
import sys

from game.i18n import _
from game.ui.flow import AppFlow, new_game


def run_window() -> int:
    from game.ui.app import App
    from game.ui.replay.hooks import SaveHooks

    app = App()
    flow = SaveHooks(AppFlow(app)).install()
    app.run(flow.title_scene())
    return 0


def game_from_files(p1: str | None, p2: str | None, files: tuple[str | None, str | None], *,
                    seed: int | None = None, edition: str | None = None):
    """A fresh game where `files` (player deck files, `--p1-deck`/`--p2-deck`) take the seats
    they name; the other seat's deck is named by `p1`/`p2` or the edition's usual one."""
    import random

    from game import catalog
    from game.core.game import Game
    from game.sim import make_setup

    decks, ed = catalog.pick_decks(p1, p2, edition, files)
    if seed is None:
        seed = random.randrange(1, 2**31 - 1)
    return Game.new(make_setup(catalog.ruleset(ed), decks, catalog.cards(), seed,
                               (_("Player {n}", n=1), _("Player {n}", n=2))))


def run_play(args: argparse.Namespace) -> int:
    from game import catalog
    from game.ui.app import App

    files = (getattr(args, "p1_deck", None), getattr(args, "p2_deck", None))
    try:
        if any(files):
            game = game_from_files(args.p1, args.p2, files, seed=args.seed,
                                   edition=getattr(args, "edition", None))
        else:
            game = new_game((args.p1, args.p2), seed=args.seed, edition=getattr(args, "edition", None))
    except (catalog.CatalogError, ValueError) as e:
        print(f"play: {e}", file=sys.stderr)
        return 2
    from game.ui.battle.session import Seat
    from game.ui.replay.hooks import SaveHooks

    def seat(name: str | None, n: int) -> Seat:
        return Seat() if not name or name == "human" else Seat("bot", name, (args.seed or 0) * 2 + n)

    seats = (seat(getattr(args, "p1_bot", None), 0), seat(getattr(args, "p2_bot", None), 1))
    app = App()
    flow = SaveHooks(AppFlow(app)).install()
    app.open_window()
    app.stack.push(flow.title_scene())
    flow.start_game(game, seats=seats)
    app.run()
    return 0
