"""`summoner-wars`: the window by default, and subcommands for everything headless."""

from __future__ import annotations

import argparse
import sys

from game.i18n import _, n_

BOT_NAMES = ("random", "easy", "normal", "hard")  # game.ai.registry.BOTS, without importing the bots
# (Warrior's levels, game.warrior.ai.LEVELS, have the same names)
GAMES = ("summoner-wars", "warrior")
SUMMONER_WARS_PLAYERS = (2, 3, 4)


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {n}")
    return n


def _language(text: str) -> str:
    from game.i18n import language_codes, normalise

    code = normalise(text)
    if code not in language_codes():
        raise argparse.ArgumentTypeError(
            f"no {text!r} translation; choose from {', '.join(language_codes())}")
    return code


def _add_language(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    # On the subcommands too (`play --lang it`); there the default must not hide the top one's.
    parser.add_argument("--lang", type=_language, metavar="CODE",
                        default=None if top else argparse.SUPPRESS,
                        help="the language of the window and messages, e.g. it or en "
                             "(default: the one chosen in Settings, else the system's)")


def cmd_simulate(args: argparse.Namespace) -> int:
    if args.game == "warrior":
        from game.simulate_warrior import simulate_warrior

        return simulate_warrior(args)
    if args.players not in SUMMONER_WARS_PLAYERS:  # as argparse said it when these were the only choices
        args.simulate_parser.error(f"argument --players: invalid choice: {args.players!r} "
                                   f"(choose from {', '.join(map(str, SUMMONER_WARS_PLAYERS))})")
    if args.p5_bot or args.p6_bot:
        print("simulate: " + _("--p5-bot and --p6-bot are for Warrior (--game warrior)"), file=sys.stderr)
        return 2
    from game.simulate_command import simulate

    return simulate(args)


def cmd_bench(args: argparse.Namespace) -> int:
    from game.benchmarks import run_bench

    return run_bench(args)


def cmd_validate(args: argparse.Namespace) -> int:
    """Summoner Wars' card files (`content.cli`) and Warrior's deck (`warrior.cli`): each path
    goes to the game it belongs to; with no path, both games' shipped files (an `--edition` is
    Summoner Wars' alone)."""
    from game.content.cli import main_validate
    from game.warrior.cli import split_paths, validate_decks

    warrior, others = split_paths(args.paths)
    rc = 0
    if others or not args.paths:
        rc = main_validate(others, report=args.report, edition=args.edition)
    if warrior or (not args.paths and args.edition is None):
        rc = max(rc, validate_decks(warrior))
    return rc


def cmd_schema(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.content.schema_gen import write_schemas

    try:
        written = write_schemas(Path(args.out))
    except OSError as e:
        print(_("schema: could not write to {folder}: {reason}", folder=args.out, reason=e.strerror or e),
              file=sys.stderr)
        return 1
    for p in written:
        print(p)
    return 0


def _windowed(fn) -> int:
    """Open the window with start-up problems turned into readable messages (see startup.py)."""
    from game.startup import StartupError, friendly, log, setup_logging

    setup_logging()

    def run() -> int:
        from game import catalog, paths
        from game.persist.lock import AlreadyOpen
        from game.startup import check_writable, claim_user_folders

        try:
            claim_user_folders()
        except AlreadyOpen as e:
            log.warning("another window holds %s: %s", e.folder, e.holder)
            print(f"Summoner Wars: {e}", file=sys.stderr)
            from game.ui.already_open import show_already_open

            show_already_open(str(e))
            return 3
        except OSError as e:  # an unwritable folder: warned about below, and nothing to guard
            log.warning("could not lock the saves folder: %s", e)
        from game.startup import refresh_user_schemas

        refresh_user_schemas()

        try:
            import pygame

            pygame.display.init()
            pygame.display.quit()
        except Exception as e:  # pygame.error and friends: no display, no video driver
            raise StartupError(_("could not open a window ({reason}). Is a display available?", reason=e)) from None
        try:
            check_writable(paths.user_saves_dir(), "saves")
        except StartupError as e:
            log.warning("%s", e)
            print(_("Warning: {reason}. Games will not be saved.", reason=e), file=sys.stderr)
        content = catalog.load()
        for p in content.problems:
            log.warning("card file problem: %s", p)
        if content.problems:
            print(n_("Warning: {n} problem in card files was skipped; run 'summoner-wars validate' for details.",
                     "Warning: {n} problems in card files were skipped; run 'summoner-wars validate' for details.",
                     len(content.problems)), file=sys.stderr)
        return fn()

    return friendly(run)


GAMES = ("summoner-wars", "warrior")
WARRIOR_ONLY_SEATS = ("p5_bot", "p6_bot", "names")


def _summoner_wars_refusal(args: argparse.Namespace, command: str) -> str | None:
    """`play`/`screenshot` of Summoner Wars with what only Warrior takes (5-6 players, names)."""
    if (getattr(args, "players", None) or 2) > 4:
        return f"{command}: Summoner Wars is for 2 to 4 players (--game warrior for up to 6)"
    if any(getattr(args, k, None) for k in WARRIOR_ONLY_SEATS):
        return f"{command}: --p5-bot, --p6-bot and --names are for --game warrior"
    return None


def cmd_play(args: argparse.Namespace) -> int:
    if getattr(args, "game", None) == "warrior":
        from game.ui.main import run_play_warrior

        return _windowed(lambda: run_play_warrior(args))
    refusal = _summoner_wars_refusal(args, "play")
    if refusal:
        print(refusal, file=sys.stderr)
        return 2
    from game.ui.main import run_play

    return _windowed(lambda: run_play(args))


def cmd_screenshot(args: argparse.Namespace) -> int:
    from game.ui.screenshots import run_screenshot

    if getattr(args, "game", None) != "warrior":
        refusal = _summoner_wars_refusal(args, "screenshot")
        if refusal:
            print(refusal, file=sys.stderr)
            return 2
    return run_screenshot(args)


def cmd_serve(args: argparse.Namespace) -> int:
    """The game server for online play: every room's game runs here, stored in one SQLite file."""
    from game.net.plug import OnlineGame
    from game.net.server import run_serve_command
    from game.online.registry import online_game
    from game.paths import user_data_dir

    def lookup(name: str) -> OnlineGame | None:  # None: not a game of this server
        try:
            return online_game(name)
        except (KeyError, ValueError):
            return None

    store = args.store or str(user_data_dir() / "server.sqlite")
    if args.export:
        return _export_room(store, args.export, args.out)
    if args.out:
        print(_("serve: --out goes with --export ROOM"), file=sys.stderr)
        return 2
    if store != ":memory:":
        from pathlib import Path

        Path(store).parent.mkdir(parents=True, exist_ok=True)
    return run_serve_command(args.host, args.port, store, lookup)


def cmd_list(args: argparse.Namespace) -> int:
    from game.list_command import run_list

    return run_list(args)


def _export_room(store: str, room: str, out: str | None) -> int:
    """`serve --export ROOM`: the room's latest game written as a save (a replay once finished)."""
    from game.online.export import ExportError, export_room

    try:
        path = export_room(store, room, out)
    except ExportError as e:
        print(_("serve: cannot export room {room}: {reason}", room=room, reason=e), file=sys.stderr)
        return 1
    print(_("room {room}: its game is saved in {file}", room=room.upper(), file=path))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from game.persist.cli import run_replay

    def watch(loaded) -> int:
        try:
            from game.ui.replay import run_replay_window
        except ImportError as e:
            print(_("replay: the replay viewer is not available in this build ({reason}); "
                    "'summoner-wars replay --verify {file}' checks the file without a window",
                    reason=e, file=loaded.path), file=sys.stderr)
            return 1
        result = run_replay_window(loaded)
        return result if isinstance(result, int) else 0

    return run_replay(args, watch)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="summoner-wars", description="Summoner Wars, the card-and-board game.")
    ap.add_argument("--selftest", action="store_true", help="run a headless self test and exit")
    _add_language(ap, top=True)
    sub = ap.add_subparsers(dest="command")

    sp = sub.add_parser("simulate", help="play bot-vs-bot games headless and print a summary")
    _add_language(sp)
    sp.add_argument("--game", choices=GAMES, default="summoner-wars",
                    help="the game to play: summoner-wars (default) or warrior (2 to 6 players, one bot a "
                         "seat with --p1-bot ... --p6-bot)")
    sp.add_argument("--games", type=_positive, default=100, help="how many games to play (default: 100)")
    sp.add_argument("--seed", type=int, default=1,
                    help="the run's seed: the same seed plays the same games (default: 1)")
    sp.add_argument("--p1", help="player 1's faction (deck id)")
    sp.add_argument("--p2", help="player 2's faction (deck id)")
    sp.add_argument("--p3", help="3-4 players: the third seat's faction (default: a 1st edition faction drawn "
                                 "from the seed, as for any seat not named)")
    sp.add_argument("--p4", help="3-4 players: the fourth seat's faction (with 3 players, player 2's second deck)")
    sp.add_argument("--p1-deck", metavar="FILE", help="player 1's deck file (made with the deck builder)")
    sp.add_argument("--p2-deck", metavar="FILE", help="player 2's deck file")
    sp.add_argument("--p1-bot", choices=BOT_NAMES,
                    help="player 1's bot (default: random; normal with --vs-all)")
    sp.add_argument("--p2-bot", choices=BOT_NAMES,
                    help="player 2's bot (default: random; normal with --vs-all)")
    sp.add_argument("--p3-bot", choices=BOT_NAMES, help="3-4 players: the third seat's bot (default: random)")
    sp.add_argument("--p4-bot", choices=BOT_NAMES,
                    help="3-4 players: the fourth seat's bot (default: random; with 3 players, --p2-bot)")
    sp.add_argument("--p5-bot", choices=BOT_NAMES, help="Warrior: the fifth seat's bot (default: random)")
    sp.add_argument("--p6-bot", choices=BOT_NAMES, help="Warrior: the sixth seat's bot (default: random)")
    sp.add_argument("--players", type=int, default=2,
                    help="2, or 3-4 players in two teams on two battlefields (1st edition only; seats 1+3 "
                         "against 2+4; with 3, one person plays seats 2 and 4); Warrior: 2 to 6")
    sp.add_argument("--edition", help="the rules edition, 2e or 1e (default: the named factions' own, else 2e)")
    sp.add_argument("--vs-all", action="store_true",
                    help="play --p1's faction against every other faction of its edition (--games each, "
                         "alternated) and print its win rate against each")
    sp.add_argument("--alternate", action="store_true", help="alternate factions and who goes first: each bot plays each faction going first and second")
    sp.add_argument("--keep-sides", action="store_true",
                    help="with --alternate: each bot keeps its faction and only who goes first alternates")
    sp.add_argument("--json", action="store_true", help="print one JSON object")
    sp.add_argument("--save-dir", help="write each game as a save file into this folder")
    sp.add_argument("--progress", action="store_true", help="show progress on stderr even when not a terminal")
    sp.add_argument("--jobs", type=_positive, default=1,
                    help="play the games in this many processes (the results are the same as with 1)")
    sp.set_defaults(func=cmd_simulate, simulate_parser=sp)

    bp = sub.add_parser("bench", help="measure the rules core's (and the window's) speed")
    bp.add_argument("--games", type=_positive, default=20,
                    help="random games per pairing of factions in the core benchmark (every pairing of the "
                         "edition is played; default: 20)")
    bp.add_argument("--seed", type=int, default=1, help="the seed of the games timed (default: 1)")
    bp.add_argument("--only", choices=["core", "ui", "saves", "ai", "ai-pairings", "thinking", "warrior", "server"],
                    action="append",
                    help="run only this section (again for more); warrior: Warrior's bots' decision times and "
                         "random games per second, 2, 4 and 6 players; server: N rooms of 2E bot clients "
                         "on loopback, each command's time from sent to its update received")
    bp.add_argument("--edition", default="2e", help="the rules edition of the core benchmark's games (default: 2e)")
    bp.add_argument("--pair", nargs=2, metavar=("P1", "P2"),
                    help="saves: time loading only this pairing's 40-turn game; ai-pairings: play only this "
                         "pairing's game (default: every pairing of the edition)")
    bp.add_argument("--ai-turns", type=_positive,
                    help="ai-pairings: the opening turns played per pairing (default: 12)")
    bp.add_argument("--rooms", type=_positive, help="server: how many rooms play at once (default: 10)")
    bp.add_argument("--seconds", type=float, help="server: how long the rooms play, in seconds (default: 60)")
    bp.add_argument("--think", type=float,
                    help="server: a seat's average pause before each command, in seconds (default: 2, a person's pace)")
    bp.add_argument("--server-profile", metavar="FILE", help="server: write the server process's cProfile statistics here")
    bp.set_defaults(func=cmd_bench)

    vp = sub.add_parser("validate", help="check card files and print every problem")
    _add_language(vp)
    vp.add_argument("paths", nargs="*")
    vp.add_argument("--edition", help="check only the files of this edition (2e or 1e)")
    vp.add_argument("--report", action="store_true",
                    help="also count the ability uses written in the ability language and list the named handlers left")
    vp.set_defaults(func=cmd_validate)

    sc = sub.add_parser("schema", help="write the card files' JSON Schemas (for editor completion) into a folder")
    sc.add_argument("--out", required=True, metavar="DIR",
                    help="the folder to write faction.schema.json and rules.schema.json into")
    sc.set_defaults(func=cmd_schema)

    pp = sub.add_parser("play", help="start a hot-seat battle straight away")
    pp.add_argument("--game", choices=GAMES, default="summoner-wars",
                    help="which game: summoner-wars (default) or warrior")
    pp.add_argument("--p1", help="player 1's faction (default: the usual pair)")
    pp.add_argument("--p2", help="player 2's faction")
    pp.add_argument("--p1-deck", metavar="FILE", help="player 1's deck file (made with the deck builder)")
    pp.add_argument("--p2-deck", metavar="FILE", help="player 2's deck file")
    pp.add_argument("--seed", type=int, help="the game's seed: the same seed deals the same cards and dice "
                                             "(default: a new one each time)")
    pp.add_argument("--p1-bot", choices=["human", "easy", "normal", "hard"], default="human",
                    help="who plays player 1 (default: a human)")
    pp.add_argument("--p2-bot", choices=["human", "easy", "normal", "hard"], default="human",
                    help="who plays player 2 (default: a human; e.g. --p2-bot normal to play the computer)")
    pp.add_argument("--players", type=int, choices=(2, 3, 4, 5, 6), default=2,
                    help="2, or 3-4 players in two teams on two battlefields (1st edition only; seats 1+3 "
                         "against 2+4; with 3, one person plays seats 2 and 4); Warrior: 2 to 6")
    pp.add_argument("--p3", help="3-4 players: the third seat's faction (default: a 1st edition faction "
                                 "drawn from the seed, as for any seat not named)")
    pp.add_argument("--p4", help="3-4 players: the fourth seat's faction (with 3 players, player 2's second deck)")
    pp.add_argument("--p3-bot", choices=["human", "easy", "normal", "hard"],
                    help="3-4 players: who plays the third seat (default: a human)")
    pp.add_argument("--p4-bot", choices=["human", "easy", "normal", "hard"],
                    help="4 players: who plays the fourth seat (default: a human; with 3 players, whoever "
                         "plays seat 2)")
    pp.add_argument("--p5-bot", choices=["human", "easy", "normal", "hard"],
                    help="Warrior, 5-6 players: who plays the fifth seat (default: a human)")
    pp.add_argument("--p6-bot", choices=["human", "easy", "normal", "hard"],
                    help="Warrior, 6 players: who plays the sixth seat (default: a human)")
    pp.add_argument("--names", nargs="+", metavar="NAME",
                    help="Warrior: the players' names, seat 1 first (default: Player 1, Player 2, ...)")
    pp.add_argument("--closed-hands", action="store_true",
                    help="3-4 players: teammates do not see each other's hands (by default they do)")
    pp.add_argument("--edition", help="the rules edition, 1e or 2e (default: the factions' own, else 2e)")
    _add_language(pp)
    pp.set_defaults(func=cmd_play)

    ss = sub.add_parser("screenshot", help="render a scene to a PNG headless")
    ss.add_argument("--game", choices=GAMES, default="summoner-wars",
                    help="which game's screens: summoner-wars (default) or warrior (scenes table, battle, "
                         "scoring, tracker, new-game, opening, pass, gameover, menu, help)")
    ss.add_argument("--scene", choices=["title", "setup", "battle", "gameover", "settings", "replay", "load",
                                        "help", "discard", "credits", "zoom", "deckbuilder",
                                        "table", "scoring", "tracker", "new-game", "opening", "pass", "menu", "reveal",
                                        "online-hub", "online-join", "online-battle"],
                    default="battle")
    ss.add_argument("--out", required=True)
    ss.add_argument("--p1", help="player 1's faction or deck (default: the usual pair)")
    ss.add_argument("--p2", help="player 2's faction or deck")
    ss.add_argument("--card", help="with --scene zoom: the card to show, as FACTION/CARD "
                                   "(e.g. polar-dwarves/frost-mage)")
    ss.add_argument("--moment", choices=["select", "dice", "prompt", "zoom", "mercenaries", "vines"],
                    default="select",
                    help="with --scene battle: a unit selected with its targets lit (select), an attack's "
                         "dice settled (dice), a question open (prompt), the zoom of a unit whose "
                         "strength or life is changed by an ability (zoom), a 1E game whose decks "
                         "hired Mercenaries, their grey backs in a hand and on a draw pile (mercenaries), "
                         "or a unit on a Vine Wall (vines; 1E, a deck with Vine Walls)")
    ss.add_argument("--deck-state", choices=["browse", "problem", "ready", "open", "open-empty"], default="browse",
                    help="with --scene deckbuilder: browsing commons, a deck with problems, a ready deck, "
                         "the Open window listing saved decks (open) or with none saved (open-empty)")
    ss.add_argument("--seed", type=int, default=1, help="the seed of the game pictured (default: 1)")
    ss.add_argument("--turns", type=int, default=4)
    ss.add_argument("--size", default=None, help="WIDTHxHEIGHT (default: 1280x800; Warrior 1280x720)")
    ss.add_argument("--hand", type=int, help="battle: players draw up to this many cards (e.g. 7)")
    ss.add_argument("--edition", help="the rules edition, 1e or 2e (default: the factions' own, else 2e)")
    _add_language(ss)
    ss.add_argument("--players", type=int, choices=[2, 3, 4, 5, 6], default=None,
                    help="battle: 3 or 4 players in two teams on two battlefields (1st edition); "
                         "Warrior: 2 to 6 (default: 4)")
    ss.set_defaults(func=cmd_screenshot)

    sv = sub.add_parser("serve", help="run the game server for online play (rooms kept in one SQLite file)")
    sv.add_argument("--host", default="0.0.0.0",
                    help="the address to listen on (default: 0.0.0.0, every network of this machine)")
    sv.add_argument("--port", type=int, default=8765, help="the TCP port to listen on (default: 8765)")
    sv.add_argument("--store", metavar="PATH",
                    help="the SQLite file of the rooms (default: server.sqlite in the user data folder)")
    sv.add_argument("--export", metavar="ROOM",
                    help="serve nothing: write room ROOM's latest game from the store as a save file "
                         "(a finished game is then in the Replays list) and exit")
    sv.add_argument("--out", metavar="FILE",
                    help="with --export: the file to write (default: a new file in the save folder)")
    sv.set_defaults(func=cmd_serve)

    lp = sub.add_parser("list", help="list the factions' ids (for play and simulate) and the computer players")
    lp.add_argument("--edition", choices=["2e", "1e"], help="only this edition's factions")
    lp.set_defaults(func=cmd_list)

    rp = sub.add_parser("replay", help="watch a saved game, or --verify save files headless")
    rp.add_argument("files", nargs="+")
    rp.add_argument("--verify", action="store_true")
    rp.set_defaults(func=cmd_replay)
    return ap


def _start_language(args: argparse.Namespace) -> None:
    """`--lang` for this run. Without it the window follows Settings (else the system, see
    game.ui.language), a screenshot is English (the same picture on every system), and messages
    on the terminal follow the system language."""
    from game import i18n

    lang = getattr(args, "lang", None)
    if args.command == "screenshot":
        lang = lang or i18n.SOURCE_LANGUAGE
    if args.command in (None, "play", "screenshot") and not args.selftest:
        from game.ui.language import use_command_line_language

        use_command_line_language(lang)
    i18n.set_language(lang or i18n.system_language())


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:
        # Ctrl+C in a terminal: the player asked to stop, which is not an error worth a traceback
        # (the window has its own answer, `game.startup.friendly`; `simulate` reports the games
        # it finished).
        print(file=sys.stderr)
        print(_("Stopped (Ctrl+C)."), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); that is not an error worth a traceback.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _main(argv: list[str] | None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    _start_language(args)
    if args.selftest:
        from game.selftest import run_selftest

        return run_selftest()
    if args.command is None:
        from game.ui.main import run_window

        return _windowed(run_window)
    if args.command in READS_THE_CARDS:
        from game.startup import refresh_user_schemas, tell_skipped_card_files

        refresh_user_schemas()  # an editor in the player's card folder finds its schema
        if args.command != "validate":  # validate prints every problem itself
            tell_skipped_card_files()
    return args.func(args)


# The commands that read the player's card folder: each writes the editor schemas there, and
# each but `validate` says first which card files it leaves out (issue 43).
READS_THE_CARDS = frozenset({"simulate", "screenshot", "play", "list", "validate"})


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # bots think in spawned processes (game.ai.bot_process)
    sys.exit(main())
