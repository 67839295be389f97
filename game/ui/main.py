"""The window's entry points: `run_window()` opens the title; `run_play(args)` goes straight
into a battle (hot-seat or against the computer). The scenes' flow is `game.ui.flow`;
`summoner-wars screenshot` is `game.ui.screenshots`.
"""

from __future__ import annotations

import argparse
import sys

from game.i18n import _
from game.ui.battle.session import default_seat_name, one_person_two_decks
from game.ui.flow import AppFlow, new_game


def run_window() -> int:
    from game.ui.app import App
    from game.ui.replay.hooks import SaveHooks

    app = App()
    flow = SaveHooks(AppFlow(app)).install()
    app.run(flow.title_scene())
    return 0


def game_from_files(p1: str | None, p2: str | None, files: tuple[str | None, str | None], *,
                    seed: int | None = None, edition: str | None = None,
                    names: tuple[str, str] | None = None):
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
                               names or (_("Player {n}", n=1), _("Player {n}", n=2))))


def team_names(players: int) -> tuple[str, ...]:
    """The seats' names of a 3-4 player game, as the New game screen gives them: with 3 players
    the person playing seats 2 and 4 is named once per deck, "Player 2 (1)" and "Player 2 (2)"."""
    names = tuple(_("Player {n}", n=i + 1) for i in range(4))
    return one_person_two_decks(names, ("",) * 4)[0] if players == 3 else names


def _controllers(args: argparse.Namespace, seats: int) -> tuple[str, ...]:
    return tuple(getattr(args, f"p{i + 1}_bot", None) or "human" for i in range(seats))


def _seat_names(args: argparse.Namespace, seats: int) -> tuple[str, ...]:
    """Each seat named for who plays it, as the New game screen names them: "Player 1",
    "Computer (Normal)"."""
    controllers = _controllers(args, seats)
    return tuple(default_seat_name(i, c, controllers) for i, c in enumerate(controllers))


def _play_game(args: argparse.Namespace):
    """The game `play` starts: two seats, or four for `--players 3|4`."""
    import random

    from game import catalog

    players = getattr(args, "players", 2) or 2
    files = (getattr(args, "p1_deck", None), getattr(args, "p2_deck", None))
    extra = any(getattr(args, k, None) for k in ("p3", "p4", "p3_bot", "p4_bot"))
    refusal = catalog.team_game_refusal(players, getattr(args, "edition", None), extra)
    if refusal:
        raise ValueError(refusal)
    if players == 2:
        names = _seat_names(args, 2)
        if any(files):
            return game_from_files(args.p1, args.p2, files, seed=args.seed, edition=getattr(args, "edition", None),
                                   names=(names[0], names[1]))
        return new_game((args.p1, args.p2), seed=args.seed, edition=getattr(args, "edition", None), names=names)
    if any(files):
        raise ValueError(_("--p1-deck and --p2-deck are for 2 players; a 3-4 player game takes factions "
                           "(--p1 to --p4)"))
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31 - 1)
    decks = catalog.team_decks([args.p1, args.p2, getattr(args, "p3", None), getattr(args, "p4", None)], seed)
    if players == 4:
        names = _seat_names(args, 4)
    else:  # seats 2 and 4 are one person's: named once, per deck "(1)" and "(2)"
        names = one_person_two_decks(_seat_names(args, 3) + ("",), ("",) * 4)[0]
    return new_game(tuple(d.id for d in decks), seed=seed, names=names, edition="1e",
                    share_hands=not getattr(args, "closed_hands", False))


def run_play(args: argparse.Namespace) -> int:
    from game import catalog
    from game.ui.app import App
    from game.ui.flow import seats_from_choice

    players = getattr(args, "players", 2) or 2
    try:
        game = _play_game(args)
    except (catalog.CatalogError, ValueError) as e:
        print(f"play: {e}", file=sys.stderr)
        return 2
    if players == 3 and getattr(args, "p4_bot", None):
        print("play: " + _("with 3 players, seat 4 is player 2's second deck: --p2-bot says who plays it"),
              file=sys.stderr)
        return 2
    from game.ui.replay.hooks import SaveHooks

    controllers = _controllers(args, len(game.setup.players))
    persons: tuple[int | None, ...] = ()
    if players == 3:  # one person, two decks: the same hands or the same bot
        controllers, persons = one_person_two_decks(team_names(2), controllers)[1:]
    seats = seats_from_choice(controllers, args.seed, persons)
    app = App()
    flow = SaveHooks(AppFlow(app)).install()
    app.open_window()
    app.stack.push(flow.title_scene())
    flow.start_game(game, seats=seats)
    app.run()
    return 0


def run_play_warrior(args: argparse.Namespace) -> int:
    """`play --game warrior`: a Warrior table at once (seat 1 a person unless `--p1-bot`)."""
    from game.ui.app import App
    from game.ui.warrior.cli import seats_and_match

    try:
        match, seats = seats_and_match(args)
    except ValueError as e:
        print(f"play: {e}", file=sys.stderr)
        return 2
    from game.ui.replay.hooks import SaveHooks

    app = App()
    flow = SaveHooks(AppFlow(app)).install()  # autosave, Save game…, Undo, as from the title
    app.open_window()
    app.stack.push(flow.title_scene())
    flow.warrior.start(match, seats)
    app.run()
    return 0
