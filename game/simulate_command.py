"""`summoner-wars simulate`: bot-vs-bot games headless, in its three modes (two players, 3-4
players in teams, one faction against every other), with the progress bar, the report, and how
a run ends early (Ctrl+C, a game that cannot be saved)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _


def _bot_factory(name: str):
    from game.ai.registry import BotMaker

    return BotMaker(name)


def pick_decks(p1: str | None, p2: str | None, edition: str | None,
               files: tuple[str | None, str | None] = (None, None)) -> tuple[tuple, str]:
    """The two decks and the edition of a game from the command line (`catalog.pick_decks`)."""
    from game import catalog

    return catalog.pick_decks(p1, p2, edition, files)


def simulate(args: argparse.Namespace) -> int:
    from game import catalog
    from game.sim import run_games, summarise
    from game.sim_text import deck_name, progress_line, summary_text

    if args.vs_all:
        return simulate_vs_all(args)
    if args.players > 2:
        return simulate_teams(args)
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
        _keep(r, save_dir, f"game-{args.seed}-{len(results):04d}.json")
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


def _keep(result: Any, save_dir: Path | None, name: str) -> None:
    """Save a finished game as `name` in `--save-dir`, if there is one, and let the game go (a
    long run holds no games); `_CannotKeep` when it cannot be written."""
    if save_dir is None or result.game is None:
        return
    from game.persist.saves import save_game

    path = save_dir / name
    try:
        save_game(result.game, path)
    except OSError as e:
        raise _CannotKeep(_("cannot save {file} ({reason})", file=str(path), reason=e.strerror or e)) from None
    result.game = None


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


def simulate_teams(args: argparse.Namespace) -> int:
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
        _keep(r, save_dir, f"game-{args.seed}-{len(results):04d}.json")
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


def simulate_vs_all(args: argparse.Namespace) -> int:
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
        _keep(r, save_dir, f"game-{deck.id}-vs-{opponents[k].id}-{args.seed}-{len(results[k]):04d}.json")
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
