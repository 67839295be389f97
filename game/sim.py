"""Headless games between bots: `summoner-wars simulate` and the benchmarks use this."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from game.core.cards import CardDef, DeckList
from game.core.game import Game
from game.core.legal import acting_player
from game.core.ruleset import Ruleset
from game.core.setup import GameSetup, PlayerSetup
from game.interrupts import ignore_interrupt, interrupt_held

R = TypeVar("R")

MAX_COMMANDS = 20_000  # a safety net: no real game comes near it


@dataclass
class GameResult:
    seed: int
    winner: int | None
    turns: int
    commands: int
    events: int
    first_player: int
    seconds: float
    decks: tuple[str, ...]
    decision_seconds: dict[int, list[float]] = field(default_factory=dict)
    game: Game | None = None
    teams: tuple[int, ...] = (0, 1)  # each seat's team (3-4 players: seats 0+2 against 1+3)

    @property
    def winning_team(self) -> int | None:
        return None if self.winner is None else self.teams[self.winner]


def make_setup(
    ruleset: Ruleset, decks: tuple[DeckList, ...], cards: dict[str, CardDef], seed: int,
    names: tuple[str, ...] | None = None, *, share_hands: bool = True,
) -> GameSetup:
    """The setup of a game between `decks`: two players, or four seats (3-4 players; in a
    3-player game one person plays two of the seats, which the names may say)."""
    names = names if names is not None else tuple(f"Player {i + 1}" for i in range(len(decks)))
    used = {cid for d in decks for cid, _ in d.cards}
    used |= {d.vine_walls[0] for d in decks if d.vine_walls}  # 1E: the Vine Wall pile's card
    return GameSetup(
        ruleset,
        tuple(PlayerSetup(n, d) for n, d in zip(names, decks, strict=True)),
        {cid: cards[cid] for cid in sorted(used)},
        seed,
        share_hands=share_hands,
    )


# (player, seed, setup) -> bot with .choose(state, player); the setup tells the bot what both
# players know before the game (the deck lists), as the window tells it.
BotFactory = Callable[[int, int, GameSetup], object]


def play_game(setup: GameSetup, bots: tuple[object, ...], *, keep: bool = False,
              on_step: Callable[[Game], None] | None = None) -> GameResult:
    t0 = time.perf_counter()
    g = Game.new(setup)
    n = 0
    times: dict[int, list[float]] = {i: [] for i in range(len(setup.players))}
    while not g.state.over and n < MAX_COMMANDS:
        p = acting_player(g.state)
        d0 = time.perf_counter()
        cmd = bots[p].choose(g.state, p)
        times[p].append(time.perf_counter() - d0)
        out = g.submit(cmd)
        if not out:
            raise RuntimeError(f"bot {type(bots[p]).__name__} chose an illegal command {cmd}: {out.reason}")
        n += 1
        if on_step is not None:
            on_step(g)
    return GameResult(
        seed=setup.seed,
        winner=g.state.winner if g.state.over else None,
        turns=g.state.turn.number,
        commands=n,
        events=len(g.events),
        first_player=g.state.first_player,
        seconds=time.perf_counter() - t0,
        decks=tuple(p.deck.id for p in setup.players),
        decision_seconds=times,
        game=g if keep else None,
        teams=tuple(g.state.teams),
    )


def run_games(
    ruleset: Ruleset, decks: tuple[DeckList, DeckList], cards: dict[str, CardDef], *, games: int, seed: int,
    bots: tuple[BotFactory, BotFactory], alternate: bool = False, keep: bool = False, jobs: int = 1,
    keep_sides: bool = False,
) -> Iterator[GameResult]:
    """Play `games` games. Results are per seat: `bots[0]` is always p1. With `alternate`, odd
    games swap the two factions between the bots and every other pair of games swaps who goes
    first, so in each run of four games each bot plays each faction going first and second.
    Without it, who goes first is drawn from each game's seed, as the rules say. With
    `keep_sides` as well, each bot keeps its faction and only who goes first alternates (a bot
    measured on the weaker side of a pairing).

    With `jobs` above 1 the games are played in that many processes (the bot factories must then
    be picklable, as `game.ai.registry.BotMaker` is) and yielded in the same order: each game
    depends only on its own seed, so the results are those of one process."""
    plans = (_plan(ruleset, decks, cards, seed, i, alternate, bots, keep, keep_sides) for i in range(games))
    if jobs <= 1 or games <= 1:
        yield from map(_play_plan, plans)
        return
    yield from in_processes(_play_plan_elsewhere, plans, min(jobs, games))


def in_processes(fn: Callable[[Any], R], items: Iterable[Any], jobs: int) -> Iterator[R]:
    """`map(fn, items)` in `jobs` worker processes, in order. The workers leave Ctrl+C to this
    process (`game.interrupts`), and leaving the loop, or the interrupt, ends them."""
    import multiprocessing

    with ExitStack() as stack:
        with interrupt_held():  # a Ctrl+C that comes meanwhile arrives after the pool is in the stack
            # "spawn", never "fork": forking a process that runs threads (a test runner, the
            # window) can copy a lock held by another thread and leave a worker waiting on it.
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(jobs, initializer=ignore_interrupt))
        yield from pool.imap(fn, items)


def _plan(ruleset: Ruleset, decks: tuple[DeckList, DeckList], cards: dict[str, CardDef], seed: int, i: int,
          alternate: bool, bots: tuple[BotFactory, BotFactory], keep: bool, keep_sides: bool = False) -> tuple:
    """Everything the `i`-th game of a run needs: its setup, its two bots' factories and seed."""
    gseed = seed * 1_000_003 + i
    swap = alternate and not keep_sides and i % 2 == 1
    d = (decks[1], decks[0]) if swap else decks
    setup = make_setup(ruleset, d, cards, gseed)
    if alternate:
        setup = replace(setup, first_player=(i % 2) if keep_sides else (i // 2) % 2)
    return setup, bots, gseed, keep


def _play_plan(plan: tuple) -> GameResult:
    setup, bots, gseed, keep = plan
    return play_game(setup, tuple(b(seat, gseed, setup) for seat, b in enumerate(bots)), keep=keep)


def _play_plan_elsewhere(plan: tuple) -> GameResult:
    """`_play_plan` in a worker process: the kept game goes back without the states' derived
    caches (the live-ability index holds ability objects that cannot be pickled; it is rebuilt
    when next needed)."""
    r = _play_plan(plan)
    if r.game is not None:
        for s in (r.game.initial, r.game.state):
            s.cache = None
            s.live = None
    return r


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def _tally(results: list[GameResult], player: int, key: Callable[[GameResult], str]) -> dict[str, dict[str, int]]:
    """Games played and won by `player`, grouped by `key` (the deck it played, or whether it went first)."""
    out: dict[str, dict[str, int]] = {}
    for r in results:
        t = out.setdefault(key(r), {"games": 0, "wins": 0})
        t["games"] += 1
        t["wins"] += r.winner == player
    return dict(sorted(out.items()))


def summarise(results: list[GameResult], seconds: float) -> dict:
    n = len(results)
    wins = [sum(1 for r in results if r.winner == p) for p in (0, 1)]
    draws = sum(1 for r in results if r.winner is None)
    out = {
        "games": n,
        "wins": {"p1": wins[0], "p2": wins[1]},
        "win_rate": {"p1": wins[0] / n if n else 0.0, "p2": wins[1] / n if n else 0.0},
        "win_rate_ci95": {"p1": wilson(wins[0], n), "p2": wilson(wins[1], n)},
        "draws": draws,
        "mean_turns": sum(r.turns for r in results) / n if n else 0.0,
        "mean_commands": sum(r.commands for r in results) / n if n else 0.0,
        "mean_events": sum(r.events for r in results) / n if n else 0.0,
        "first_player_p1": sum(1 for r in results if r.first_player == 0),
        "decks_played": {f"{a} vs {b}": sum(1 for r in results if r.decks == (a, b))
                         for a, b in sorted({r.decks for r in results})},
        "seconds": seconds,
        "games_per_second": n / seconds if seconds > 0 else 0.0,
        "by_deck": {f"p{p + 1}": _tally(results, p, lambda r, p=p: r.decks[p]) for p in (0, 1)},
        "by_turn_order": {f"p{p + 1}": _tally(results, p, lambda r, p=p: "first" if r.first_player == p else "second")
                          for p in (0, 1)},
    }
    for p in (0, 1):
        ts = [t for r in results for t in r.decision_seconds.get(p, [])]
        ts.sort()
        out.setdefault("decision_seconds", {})[f"p{p + 1}"] = {
            "mean": sum(ts) / len(ts) if ts else 0.0,
            "median": ts[len(ts) // 2] if ts else 0.0,
        }
    return out


def vs_all_seed(seed: int, index: int) -> int:
    """The seed of the `index`-th opponent's games in `simulate --vs-all --seed SEED`: that row is
    `simulate --p1 FACTION --p2 OPPONENT --alternate --seed` this seed, game for game."""
    return seed * 1_000 + index


def run_vs_all(
    ruleset: Ruleset, deck: DeckList, opponents: list[DeckList], cards: dict[str, CardDef], *, games: int,
    seed: int, bots: tuple[BotFactory, BotFactory], keep: bool = False, jobs: int = 1,
) -> Iterator[tuple[int, GameResult]]:
    """`games` games of `deck` against each of `opponents` in turn, with factions and who goes
    first alternated (see `run_games`); yields (the opponent's index, the game's result)."""
    for k, opponent in enumerate(opponents):
        for r in run_games(ruleset, (deck, opponent), cards, games=games, seed=vs_all_seed(seed, k),
                           bots=bots, alternate=True, keep=keep, jobs=jobs):
            yield k, r


def matchup(deck_id: str, opponent: DeckList, seed: int, results: list[GameResult]) -> dict:
    """One row of the balance table: how `deck_id` did against `opponent` in `results`, whichever
    seat it sat in, and split by whether it went first."""
    games = len(results)
    won = sum(1 for r in results if r.winner is not None and r.decks[r.winner] == deck_id)
    drawn = sum(1 for r in results if r.winner is None)
    by_order: dict[str, dict[str, int]] = {"first": {"games": 0, "wins": 0}, "second": {"games": 0, "wins": 0}}
    for r in results:
        seat = r.decks.index(deck_id)
        t = by_order["first" if r.first_player == seat else "second"]
        t["games"] += 1
        t["wins"] += r.winner == seat
    return {
        "opponent": opponent.id,
        "name": opponent.name,
        "seed": seed,
        "games": games,
        "wins": won,
        "losses": games - won - drawn,
        "draws": drawn,
        "win_rate": won / games if games else 0.0,
        "win_rate_ci95": wilson(won, games),
        "by_turn_order": by_order,
    }


def balance_table(deck_id: str, rows: list[dict]) -> dict:
    """The rows and their total: the faction's win rate against the whole field."""
    total = {k: sum(r[k] for r in rows) for k in ("games", "wins", "losses", "draws")}
    total["win_rate"] = total["wins"] / total["games"] if total["games"] else 0.0
    total["win_rate_ci95"] = wilson(total["wins"], total["games"])
    return {"faction": deck_id, "opponents": rows, "total": total}


# --- 3-4 players in two teams ---------------------------------------------------------------------


def seat_names(players: int) -> tuple[str, ...]:
    """The names of the four seats of a 3-4 player game. In a 3-player game one person plays
    seats 2 and 4 (one team's two decks, on two separate turns), so those two share a name."""
    if players == 3:
        return ("Player 1", "Player 2", "Player 3", "Player 2")
    if players == 4:
        return ("Player 1", "Player 2", "Player 3", "Player 4")
    raise ValueError(f"a team game has 3 or 4 players, not {players}")


def run_team_games(
    ruleset: Ruleset, decks: tuple[DeckList, ...], cards: dict[str, CardDef], *, players: int, games: int,
    seed: int, bots: tuple[BotFactory, ...], keep: bool = False, jobs: int = 1,
) -> Iterator[GameResult]:
    """`games` games of a 3 or 4 player game (four seats, seats 1+3 against 2+4 in the rulebook's
    numbering): `decks[i]` and `bots[i]` sit at seat i in every game; who goes first is rolled
    from each game's seed, as the rules say. `jobs` as in `run_games` (the same results)."""
    if len(decks) != 4 or len(bots) != 4:
        raise ValueError("a 3-4 player game has four seats: four decks and four bots")
    names = seat_names(players)
    plans = ((make_setup(ruleset, decks, cards, seed * 1_000_003 + i, names), bots, seed * 1_000_003 + i, keep)
             for i in range(games))
    if jobs <= 1 or games <= 1:
        yield from map(_play_plan, plans)
        return
    yield from in_processes(_play_plan_elsewhere, plans, min(jobs, games))


def team_members(results_teams: tuple[int, ...], team: int) -> list[int]:
    return [seat for seat, t in enumerate(results_teams) if t == team]


def summarise_teams(results: list[GameResult], seconds: float, names: tuple[str, ...]) -> dict:
    """A 3-4 player run by team: games won (and their share, with a 95% interval), draws, turns,
    who won when their team went first, and each seat's thinking time."""
    n = len(results)
    layout = results[0].teams if results else (0, 1, 0, 1)
    teams = sorted(set(layout))
    out: dict = {"games": n, "draws": sum(1 for r in results if r.winner is None), "teams": {}}
    for t in teams:
        seats = team_members(layout, t)
        wins = sum(1 for r in results if r.winning_team == t)
        first = [r for r in results if r.teams[r.first_player] == t]
        out["teams"][f"team {t + 1}"] = {
            "seats": [s + 1 for s in seats],
            "players": sorted({names[s] for s in seats}),
            "wins": wins,
            "win_rate": wins / n if n else 0.0,
            "win_rate_ci95": wilson(wins, n),
            "went_first": len(first),
            "wins_going_first": sum(1 for r in first if r.winning_team == t),
        }
    out["mean_turns"] = sum(r.turns for r in results) / n if n else 0.0
    out["mean_commands"] = sum(r.commands for r in results) / n if n else 0.0
    out["seconds"] = seconds
    out["games_per_second"] = n / seconds if seconds > 0 else 0.0
    ds: dict[str, dict[str, float]] = {}
    for s in range(len(layout)):
        ts = sorted(t for r in results for t in r.decision_seconds.get(s, []))
        ds[f"seat {s + 1}"] = {"mean": sum(ts) / len(ts) if ts else 0.0, "median": ts[len(ts) // 2] if ts else 0.0}
    out["decision_seconds"] = ds
    return out
