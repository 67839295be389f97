"""Headless games of Warrior between bots (`summoner-wars simulate --game warrior`, the Warrior
benchmark), on the same jobs machinery as Summoner Wars' (`game.sim.in_processes`), and a run
summed up: wins by seat, ties, battles, and each seat's thinking time.

A tie on the least casualties is a shared win: it counts as a win for each winner, and the
game is also counted in `shared` (so the wins of a run can add up to more than its games)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.sim import in_processes, wilson
from game.warrior.play import WarriorGameResult


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def seat_key(seat: int) -> str:
    return f"p{seat + 1}"


def summarise(results: list[WarriorGameResult], players: int, bots: tuple[str, ...],
              seconds: float) -> dict[str, Any]:
    n = len(results)
    seats = range(players)
    wins = {seat_key(s): sum(1 for r in results if s in r.winners) for s in seats}
    sole = {seat_key(s): sum(1 for r in results if r.winners == (s,)) for s in seats}
    out: dict[str, Any] = {
        "game": "warrior",
        "players": players,
        "games": n,
        "bots": {seat_key(s): bots[s] for s in seats},
        "wins": wins,
        "sole_wins": sole,
        "shared": sum(1 for r in results if len(r.winners) > 1),
        "ties_count_as": "a win for each winner",
        "win_rate": {k: v / n if n else 0.0 for k, v in wins.items()},
        "win_rate_ci95": {k: wilson(v, n) for k, v in wins.items()},
        "mean_battles": sum(r.battles for r in results) / n if n else 0.0,
        "mean_commands": sum(r.commands for r in results) / n if n else 0.0,
        "mean_casualties": {seat_key(s): sum(r.casualties[s] for r in results) / n if n else 0.0
                            for s in seats},
        "seconds": seconds,
        "games_per_second": n / seconds if seconds > 0 else 0.0,
    }
    out["wins_by_bot"] = by_bot(results, bots)
    ds = {}
    for s in seats:
        ts = sorted(t for r in results for t in r.decision_seconds.get(s, []))
        ds[seat_key(s)] = {"mean": sum(ts) / len(ts) if ts else 0.0, "median": percentile(ts, 0.5),
                           "p90": percentile(ts, 0.9), "max": ts[-1] if ts else 0.0}
    out["decision_seconds"] = ds
    return out


def by_bot(results: list[WarriorGameResult], bots: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Each level's games won, over the seats it held: `share` is its wins per game and seat,
    to set against the 1 / players a seat wins by chance."""
    out: dict[str, dict[str, Any]] = {}
    for level in sorted(set(bots)):
        held = [s for s, b in enumerate(bots) if b == level]
        won = sum(1 for r in results if any(s in r.winners for s in held))
        seat_wins = sum(1 for r in results for s in held if s in r.winners)
        n = len(results)
        out[level] = {"seats": [seat_key(s) for s in held], "games_won": won,
                      "games_won_rate": won / n if n else 0.0,
                      "share_per_seat": seat_wins / (n * len(held)) if n else 0.0}
    return out



def warrior_seed(seed: int, i: int) -> int:
    """The seed of the `i`-th game of a Warrior run."""
    return seed * 1_000_003 + i


def _warrior_plan(players: int, seed: int, i: int, bots: tuple[str, ...], deck: tuple) -> tuple:
    """The `i`-th game of a Warrior run: every seat goes first in turn, each bot's seed comes
    from the game's seed and its seat."""
    from game.warrior.core.setup import WarriorSetup

    gseed = warrior_seed(seed, i)
    names = tuple(f"Player {s + 1}" for s in range(players))
    return WarriorSetup(names, deck, gseed, i % players), bots, gseed


def _play_warrior_plan(plan: tuple) -> Any:
    from game.warrior.ai import make_bot
    from game.warrior.play import play_game

    setup, bots, gseed = plan
    return play_game(setup, tuple(make_bot(level, gseed * 10 + seat) for seat, level in enumerate(bots)))


def run_warrior_games(players: int, bots: tuple[str, ...], deck: tuple, *, games: int, seed: int,
                      jobs: int = 1) -> Iterator[Any]:
    """`games` games of Warrior between the bot levels `bots` (one a seat), through the real
    rules; with `jobs` above 1 in that many processes, with the same results in the same order."""
    if len(bots) != players:
        raise ValueError("one bot a seat")
    plans = (_warrior_plan(players, seed, i, bots, deck) for i in range(games))
    if jobs <= 1 or games <= 1:
        yield from map(_play_warrior_plan, plans)
        return
    yield from in_processes(_play_warrior_plan, plans, min(jobs, games))
