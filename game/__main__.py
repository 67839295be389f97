"""`summoner-wars`: the window by default, and subcommands for everything headless."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _, n_

BOT_NAMES = ("random", "easy", "normal", "hard")  # game.ai.registry.BOTS, without importing the bots


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


def _bot_factory(name: str):
    from game.ai.registry import BotMaker

    return BotMaker(name)


def pick_decks(p1: str | None, p2: str | None, edition: str | None,
               files: tuple[str | None, str | None] = (None, None)) -> tuple[tuple, str]:
    """The two decks and the edition of a game from the command line (`catalog.pick_decks`)."""
    from game import catalog

    return catalog.pick_decks(p1, p2, edition, files)


def cmd_simulate(args: argparse.Namespace) -> int:
    from game import catalog
    from game.sim import run_games, summarise
    from game.sim_text import deck_name, progress_line, summary_text

    if args.vs_all:
        return cmd_simulate_vs_all(args)
    if args.players > 2:
        return cmd_simulate_teams(args)
    refusal = catalog.team_game_refusal(args.players, args.edition, bool(args.p3 or args.p4 or args.p3_bot or args.p4_bot))
    if refusal:
        print(f"simulate: {refusal}", file=sys.stderr)
        return 2
    if args.keep_sides and not args.alternate:
        print("simulate: " + _("--keep-sides goes with --alternate (who goes first alternates, the factions stay)"),
              file=sys.stderr)
        return 2
    args.p1_bot = args.p1_bot or "random"
    args.p2_bot = args.p2_bot or "random"
    try:
        decks, edition = pick_decks(args.p1, args.p2, args.edition,
                                    (args.p1_deck, args.p2_deck))
        rs = catalog.ruleset(edition)
        cards = catalog.cards()
        bots = (_bot_factory(args.p1_bot), _bot_factory(args.p2_bot))
        save_dir = _save_folder(args.save_dir)
    except (catalog.CatalogError, ValueError) as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    results = []
    t0 = time.perf_counter()
    show = args.progress or sys.stderr.isatty()

    def take(r: Any) -> None:
        results.append(r)
        if save_dir is not None and r.game is not None:
            _keep(r.game, save_dir / f"game-{args.seed}-{len(results):04d}.json")
            r.game = None
        if show:
            print(f"\r{progress_line([r.winner for r in results], args.games)}", end="", file=sys.stderr, flush=True)

    def begin() -> None:  # the empty bar at once: a run whose first game is long is seen to have begun
        if show:
            print(f"\r{progress_line([], args.games)}", end="", file=sys.stderr, flush=True)

    run = _until_stopped(run_games(rs, decks, cards, games=args.games, seed=args.seed, bots=bots,
                                   alternate=args.alternate, keep=save_dir is not None, jobs=args.jobs,
                                   keep_sides=args.keep_sides), take, begin)
    if show:
        print(file=sys.stderr)
    if not _report_stop(run, len(results), args.games):
        return run.code
    summary = summarise(results, time.perf_counter() - t0)
    summary["decks"] = {"p1": decks[0].id, "p2": decks[1].id}
    summary["bots"] = {"p1": args.p1_bot, "p2": args.p2_bot}
    if args.json:
        print(json.dumps(_marked(summary, run.stopped), indent=2, sort_keys=True))
    else:
        print(summary_text(summary, tuple(deck_name(d.id, d.name) for d in decks), (args.p1_bot, args.p2_bot)))
    return run.code


@dataclass(frozen=True)
class _Ending:
    """How a `simulate` run ended: every game played, stopped with Ctrl+C, or cut short by a
    game that could not be saved (`error`)."""

    interrupted: bool = False
    error: str = ""

    @property
    def stopped(self) -> bool:
        return self.interrupted or bool(self.error)

    @property
    def code(self) -> int:
        return 130 if self.interrupted else 1 if self.error else 0


class _CannotKeep(Exception):
    """A played game could not be saved in `--save-dir` (the disk full, the folder gone)."""


def _save_folder(folder: str | None) -> Path | None:
    """`--save-dir`, made if need be; ValueError saying why it cannot be used."""
    if not folder:
        return None
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise ValueError(_("--save-dir {folder}: a file is in the way of that folder", folder=folder)) from None
    except OSError as e:
        raise ValueError(_("--save-dir {folder}: the folder cannot be made ({reason})", folder=folder,
                           reason=e.strerror or e)) from None
    return path


def _keep(game: Any, path: Path) -> None:
    from game.persist.saves import save_game

    try:
        save_game(game, path)
    except OSError as e:
        raise _CannotKeep(_("cannot save {file} ({reason})", file=str(path), reason=e.strerror or e)) from None


def _until_stopped(results: Iterator[Any], take: Callable[[Any], None],
                   begin: Callable[[], None] | None = None) -> _Ending:
    """Call `begin` (the empty progress bar), then hand each result of a run to `take` until the
    run ends, the player stops it with Ctrl+C, or a game cannot be saved. The run's worker
    processes end either way (closing the run ends them). An interrupt that comes as soon as
    `begin` has shown the run started is the run's too."""
    try:
        if begin is not None:
            begin()
        for r in results:
            take(r)
    except KeyboardInterrupt:
        return _Ending(interrupted=True)
    except _CannotKeep as e:
        return _Ending(error=str(e))
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    return _Ending()


def _report_stop(run: _Ending, done: int, total: int) -> bool:
    """Say on stderr why the run stopped early, and how much of it the report covers; False
    when no game finished, so there is nothing to report."""
    if run.stopped:
        from game.sim_text import stopped_line

        if run.error:
            print(f"simulate: {run.error}", file=sys.stderr)
        print(stopped_line(done, total, ctrl_c=run.interrupted), file=sys.stderr)
    return done > 0 or not run.stopped


def _marked(summary: dict[str, Any], stopped: bool) -> dict[str, Any]:
    """The JSON summary, saying `"stopped": true` when the run was cut short."""
    return {**summary, "stopped": True} if stopped else summary


def cmd_simulate_teams(args: argparse.Namespace) -> int:
    """`simulate --players 3|4`: four seats in two teams (seats 1+3 against 2+4); in a 3-player
    game seats 2 and 4 are one person, who plays both with one bot unless --p4-bot says otherwise."""
    from game import catalog
    from game.sim import run_team_games, seat_names, summarise_teams
    from game.sim_text import deck_name, team_progress_line, teams_text

    if args.vs_all or args.p1_deck or args.p2_deck or args.alternate:
        print("simulate: " + _("--vs-all, --alternate and deck files are for 2-player games"), file=sys.stderr)
        return 2
    refusal = catalog.team_game_refusal(args.players, args.edition, False)
    if refusal:
        print(f"simulate: {refusal}", file=sys.stderr)
        return 2
    seats = [args.p1_bot or "random", args.p2_bot or "random", args.p3_bot or "random", args.p4_bot]
    seats[3] = seats[3] or (seats[1] if args.players == 3 else "random")
    try:
        decks = catalog.team_decks([args.p1, args.p2, args.p3, args.p4], args.seed)
        rs = catalog.ruleset("1e")
        cards = catalog.cards()
        bots = tuple(_bot_factory(b) for b in seats)
        save_dir = _save_folder(args.save_dir)
    except (catalog.CatalogError, ValueError) as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    names = seat_names(args.players)
    show = args.progress or sys.stderr.isatty()
    results = []
    t0 = time.perf_counter()

    def take(r: Any) -> None:
        results.append(r)
        if save_dir is not None and r.game is not None:
            _keep(r.game, save_dir / f"game-{args.seed}-{len(results):04d}.json")
            r.game = None
        if show:
            print(f"\r{team_progress_line([x.winning_team for x in results], args.games)}",
                  end="", file=sys.stderr, flush=True)

    def begin() -> None:
        if show:
            print(f"\r{team_progress_line([], args.games)}", end="", file=sys.stderr, flush=True)

    run = _until_stopped(run_team_games(rs, decks, cards, players=args.players, games=args.games,
                                        seed=args.seed, bots=bots, keep=save_dir is not None,
                                        jobs=args.jobs), take, begin)
    if show:
        print(file=sys.stderr)
    if not _report_stop(run, len(results), args.games):
        return run.code
    summary = summarise_teams(results, time.perf_counter() - t0, names)
    summary["players"] = args.players
    summary["seats"] = [{"seat": i + 1, "player": names[i], "deck": d.id, "bot": seats[i], "team": i % 2 + 1}
                        for i, d in enumerate(decks)]
    if args.json:
        print(json.dumps(_marked(summary, run.stopped), indent=2, sort_keys=True))
    else:
        print(teams_text(summary, [deck_name(d.id, d.name) for d in decks]))
    return run.code


def cmd_simulate_vs_all(args: argparse.Namespace) -> int:
    """`simulate --p1 FACTION --vs-all`: the faction's win rate against every other faction of its
    edition, `--games` games each, factions and who goes first alternated."""
    from game import catalog
    from game.sim import balance_table, matchup, run_vs_all, vs_all_seed
    from game.sim_text import balance_text, deck_name, vs_all_progress, vs_all_refusal

    refusal = vs_all_refusal(args.p1, args.p2)
    if refusal:
        print(f"simulate: {refusal}", file=sys.stderr)
        return 2
    bot_names = (args.p1_bot or "normal", args.p2_bot or "normal")
    try:
        deck = catalog.deck(args.p1, edition=args.edition)
        edition = catalog.edition_of(deck)
        if args.edition and args.edition != edition:
            raise ValueError(f"{deck.name} is a faction of edition {edition!r}, not {args.edition!r}; "
                             "leave out --edition")
        opponents = catalog.rivals(deck)
        if not opponents:
            raise ValueError(f"no other faction of edition {edition!r} was loaded to play {deck.name} against")
        rs = catalog.ruleset(edition)
        cards = catalog.cards()
        bots = (_bot_factory(bot_names[0]), _bot_factory(bot_names[1]))
        save_dir = _save_folder(args.save_dir)
    except (catalog.CatalogError, ValueError) as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    show = args.progress or sys.stderr.isatty()
    results: list[list] = [[] for _ in opponents]
    tallies = [[0, 0, 0] for _ in opponents]
    total = args.games * len(opponents)
    t0 = time.perf_counter()

    def take(played: tuple[int, Any]) -> None:
        k, r = played
        results[k].append(r)
        tallies[k][0 if r.winner is not None and r.decks[r.winner] == deck.id
                   else 2 if r.winner is None else 1] += 1
        if save_dir is not None and r.game is not None:
            _keep(r.game, save_dir / f"game-{deck.id}-vs-{opponents[k].id}-{args.seed}-{len(results[k]):04d}.json")
            r.game = None
        if show:
            done = sum(len(rs_) for rs_ in results)
            print(f"\r{vs_all_progress(deck_name(opponents[k].id, opponents[k].name), tallies[k], args.games, done, total)}",
                  end="\n" if len(results[k]) == args.games else "", file=sys.stderr, flush=True)

    def begin() -> None:
        if show:
            name = deck_name(opponents[0].id, opponents[0].name)
            print(f"\r{vs_all_progress(name, [0, 0, 0], args.games, 0, total)}", end="", file=sys.stderr, flush=True)

    run = _until_stopped(run_vs_all(rs, deck, opponents, cards, games=args.games, seed=args.seed, bots=bots,
                                    keep=save_dir is not None, jobs=args.jobs), take, begin)
    done = sum(len(rs_) for rs_ in results)
    if show and run.stopped and done % args.games:
        print(file=sys.stderr)  # the progress line of the opponent being played was left open
    if not _report_stop(run, done, total):
        return run.code
    seconds = time.perf_counter() - t0
    # Stopped early, the table has a row for each opponent met so far.
    table = balance_table(deck.id, [matchup(deck.id, o, vs_all_seed(args.seed, k), results[k])
                                    for k, o in enumerate(opponents) if results[k]])
    table.update(name=deck.name, edition=edition, bots={"p1": bot_names[0], "p2": bot_names[1]},
                 games_per_opponent=args.games, seed=args.seed, seconds=seconds)
    if args.json:
        print(json.dumps(_marked(table, run.stopped), indent=2, sort_keys=True))
    else:
        print(balance_text(table))
    return run.code


def cmd_bench(args: argparse.Namespace) -> int:
    from game.benchmarks import run_bench

    return run_bench(args)


def cmd_validate(args: argparse.Namespace) -> int:
    from game.content.cli import main_validate

    return main_validate(args.paths, report=args.report, edition=args.edition)


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


def cmd_play(args: argparse.Namespace) -> int:
    from game.ui.main import run_play

    return _windowed(lambda: run_play(args))


def cmd_screenshot(args: argparse.Namespace) -> int:
    from game.ui.screenshots import run_screenshot

    return run_screenshot(args)


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
    sp.add_argument("--games", type=_positive, default=100)
    sp.add_argument("--seed", type=int, default=1)
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
    sp.add_argument("--players", type=int, choices=(2, 3, 4), default=2,
                    help="2, or 3-4 players in two teams on two battlefields (1st edition only; seats 1+3 "
                         "against 2+4; with 3, one person plays seats 2 and 4)")
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
    sp.set_defaults(func=cmd_simulate)

    bp = sub.add_parser("bench", help="measure the rules core's (and the window's) speed")
    bp.add_argument("--games", type=_positive, default=20,
                    help="random games per pairing of factions in the core benchmark (every pairing of the "
                         "edition is played; default: 20)")
    bp.add_argument("--seed", type=int, default=1)
    bp.add_argument("--only", choices=["core", "ui", "saves", "ai", "ai-pairings", "thinking"], action="append")
    bp.add_argument("--edition", default="2e", help="the rules edition of the core benchmark's games (default: 2e)")
    bp.add_argument("--pair", nargs=2, metavar=("P1", "P2"),
                    help="saves: time loading only this pairing's 40-turn game; ai-pairings: play only this "
                         "pairing's game (default: every pairing of the edition)")
    bp.add_argument("--ai-turns", type=_positive,
                    help="ai-pairings: the opening turns played per pairing (default: 12)")
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
    pp.add_argument("--p1")
    pp.add_argument("--p2")
    pp.add_argument("--p1-deck", metavar="FILE", help="player 1's deck file (made with the deck builder)")
    pp.add_argument("--p2-deck", metavar="FILE", help="player 2's deck file")
    pp.add_argument("--seed", type=int)
    pp.add_argument("--p1-bot", choices=["human", "easy", "normal", "hard"], default="human",
                    help="who plays player 1 (default: a human)")
    pp.add_argument("--p2-bot", choices=["human", "easy", "normal", "hard"], default="human",
                    help="who plays player 2 (default: a human; e.g. --p2-bot normal to play the computer)")
    pp.add_argument("--players", type=int, choices=(2, 3, 4), default=2,
                    help="2, or 3-4 players in two teams on two battlefields (1st edition only; seats 1+3 "
                         "against 2+4; with 3, one person plays seats 2 and 4)")
    pp.add_argument("--p3", help="3-4 players: the third seat's faction (default: a 1st edition faction "
                                 "drawn from the seed, as for any seat not named)")
    pp.add_argument("--p4", help="3-4 players: the fourth seat's faction (with 3 players, player 2's second deck)")
    pp.add_argument("--p3-bot", choices=["human", "easy", "normal", "hard"],
                    help="3-4 players: who plays the third seat (default: a human)")
    pp.add_argument("--p4-bot", choices=["human", "easy", "normal", "hard"],
                    help="4 players: who plays the fourth seat (default: a human; with 3 players, whoever "
                         "plays seat 2)")
    pp.add_argument("--closed-hands", action="store_true",
                    help="3-4 players: teammates do not see each other's hands (by default they do)")
    pp.add_argument("--edition", help="the rules edition, 1e or 2e (default: the factions' own, else 2e)")
    _add_language(pp)
    pp.set_defaults(func=cmd_play)

    ss = sub.add_parser("screenshot", help="render a scene to a PNG headless")
    ss.add_argument("--scene", choices=["title", "setup", "battle", "gameover", "settings", "replay", "load",
                                        "help", "discard", "credits", "zoom", "deckbuilder"],
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
    ss.add_argument("--seed", type=int, default=1)
    ss.add_argument("--turns", type=int, default=4)
    ss.add_argument("--size", default="1280x800")
    ss.add_argument("--hand", type=int, help="battle: players draw up to this many cards (e.g. 7)")
    ss.add_argument("--edition", help="the rules edition, 1e or 2e (default: the factions' own, else 2e)")
    _add_language(ss)
    ss.add_argument("--players", type=int, choices=[2, 3, 4], default=2,
                    help="battle: 3 or 4 players in two teams on two battlefields (1st edition)")
    ss.set_defaults(func=cmd_screenshot)

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
    return args.func(args)


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # bots think in spawned processes (game.ai.bot_process)
    sys.exit(main())
