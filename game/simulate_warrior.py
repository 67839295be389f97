"""`summoner-wars simulate --game warrior`: Warrior games between bots, 2 to 6 players, with
Summoner Wars' progress bar, Ctrl+C and jobs (`game.simulate_command`, `game.sim.in_processes`)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from game.i18n import _
from game.i18n.formats import format_decimal, format_percent
from game.sim_text import _bar
from game.simulate_command import _marked, _report_stop, _until_stopped

SEATS = 6
# The options that name Summoner Wars' factions, decks, editions or modes, and `--save-dir`
# (Warrior games are not saved by `simulate` yet).
SUMMONER_WARS_ONLY = (("p1", "--p1"), ("p2", "--p2"), ("p3", "--p3"), ("p4", "--p4"),
                      ("p1_deck", "--p1-deck"), ("p2_deck", "--p2-deck"), ("edition", "--edition"),
                      ("vs_all", "--vs-all"), ("alternate", "--alternate"), ("keep_sides", "--keep-sides"),
                      ("save_dir", "--save-dir"))


def refusal(args: argparse.Namespace) -> str | None:
    """Why the command line cannot run Warrior games, in the player's words (None: it can)."""
    from game.warrior.core.setup import MAX_PLAYERS, MIN_PLAYERS

    given = [flag for name, flag in SUMMONER_WARS_ONLY if getattr(args, name, None)]
    if given:
        return _("{flags}: only for Summoner Wars; a Warrior game has no factions, decks or editions "
                 "(name each seat's bot with --p1-bot ... --p6-bot)", flags=", ".join(given))
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        return _("Warrior is for {low} to {high} players, not {players}", low=MIN_PLAYERS, high=MAX_PLAYERS,
                 players=args.players)
    for seat in range(args.players + 1, SEATS + 1):
        if getattr(args, f"p{seat}_bot", None):
            return _("--p{seat}-bot: a {players}-player game has no seat {seat}", seat=seat, players=args.players)
    return None


def progress_line(winners: list[tuple[int, ...]], games: int, players: int) -> str:
    """`[#####   ] 12/100  p1 7  p2 5  shared 0`: each seat's wins so far (a shared win counts
    for each winner)."""
    n = len(winners)
    seats = "  ".join(f"p{s + 1} {sum(1 for w in winners if s in w)}" for s in range(players))
    return _bar(n, games) + _("{done}/{games}  {seats}  shared {shared}", done=n, games=games, seats=seats,
                              shared=sum(1 for w in winners if len(w) > 1))


def summary_text(summary: dict[str, Any]) -> str:
    lines = [_("Warrior, {players} players, {games} games", players=summary["players"], games=summary["games"])]
    for key, bot in summary["bots"].items():
        lo, hi = summary["win_rate_ci95"][key]
        lines.append(_("  {seat} {bot}: won {wins} ({rate}, 95% interval {low}-{high}), mean casualties {casualties}",
                       seat=key, bot=bot, wins=summary["wins"][key], rate=format_percent(summary["win_rate"][key]),
                       low=format_percent(lo), high=format_percent(hi),
                       casualties=format_decimal(summary["mean_casualties"][key])))
    lines.append(_("  shared wins: {shared} (a tie on the least casualties counts as a win for each winner)",
                   shared=summary["shared"]))
    lines.append(_("  battles per game: {battles}", battles=format_decimal(summary["mean_battles"], 2)))
    times = "  ".join(f"{k} {format_decimal(v['median'] * 1000)} ms" for k, v in summary["decision_seconds"].items())
    lines.append(_("  median decision time: {times}", times=times))
    lines.append(_("  {rate} games per second", rate=format_decimal(summary["games_per_second"])))
    return "\n".join(lines)


def simulate_warrior(args: argparse.Namespace) -> int:
    from game.sim_warrior import run_warrior_games, summarise

    why = refusal(args)
    if why:
        print(f"simulate: {why}", file=sys.stderr)
        return 2
    bots = tuple(getattr(args, f"p{s + 1}_bot", None) or "random" for s in range(args.players))
    try:
        from game.warrior.content import read_deck

        deck = read_deck()
    except ValueError as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    results: list[Any] = []
    show = args.progress or sys.stderr.isatty()
    t0 = time.perf_counter()

    def take(r: Any) -> None:
        results.append(r)
        if show:
            print(f"\r{progress_line([x.winners for x in results], args.games, args.players)}", end="",
                  file=sys.stderr, flush=True)

    def begin() -> None:
        if show:
            print(f"\r{progress_line([], args.games, args.players)}", end="", file=sys.stderr, flush=True)

    run = _until_stopped(run_warrior_games(args.players, bots, deck, games=args.games, seed=args.seed,
                                           jobs=args.jobs), take, begin)
    if show:
        print(file=sys.stderr)
    if not _report_stop(run, len(results), args.games):
        return run.code
    summary = summarise(results, args.players, bots, time.perf_counter() - t0)
    summary["seed"] = args.seed
    if args.json:
        print(json.dumps(_marked(summary, run.stopped), indent=2, sort_keys=True))
    else:
        print(summary_text(summary))
    return run.code
