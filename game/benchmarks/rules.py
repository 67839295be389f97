"""`summoner-wars bench --only core`: random full games through the rules core, over every
pairing of the edition's factions.

One pairing is not the engine's speed: the fastest pairing (Polar Dwarves vs Fallen Kingdom)
ran twice as fast as the median one. So every unordered pairing of two different factions of
the edition is played (`--games` games each, random bots on both sides, the same seeds for
every pairing) and the figure is games per CPU-second of the median pairing and of the slowest.
"""

from __future__ import annotations

import itertools
import statistics
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class PairingSpeed:
    p1: str
    p2: str
    games: int
    cpu_seconds: float
    commands: int
    turns: int

    @property
    def label(self) -> str:
        return f"{self.p1} vs {self.p2}"

    @property
    def games_per_cpu_second(self) -> float:
        return self.games / self.cpu_seconds if self.cpu_seconds > 0 else 0.0


def edition_factions(edition: str) -> list[str]:
    """One deck id per faction of `edition` (the faction's own deck), sorted: the shipped cards
    only, so the figure does not depend on a player's own card files."""
    from game import catalog

    picks: dict[str, str] = {}
    for d in sorted(catalog.decks(include_user=False).values(), key=lambda x: (x.id != x.faction, x.id)):
        if (catalog.edition_of(d, include_user=False) or "2e") == edition:
            picks.setdefault(d.faction, d.id)
    return sorted(picks.values())


def pairings(edition: str) -> list[tuple[str, str]]:
    """Every unordered pairing of two different factions of `edition` (28 of 8 factions)."""
    return list(itertools.combinations(edition_factions(edition), 2))


def game_seed(seed: int, i: int) -> int:
    return seed * 1000 + i


def time_pairing(p1: str, p2: str, games: int, seed: int, edition: str) -> PairingSpeed:
    """Play `games` random games of `p1` against `p2` and time them in CPU seconds."""
    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.sim import make_setup, play_game

    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    rs, cards = catalog.ruleset(edition, include_user=False), catalog.cards(include_user=False)
    commands = turns = 0
    c0 = time.process_time()
    for i in range(games):
        setup = make_setup(rs, decks, cards, game_seed(seed, i))
        r = play_game(setup, (RandomBot(2 * i), RandomBot(2 * i + 1)))
        commands += r.commands
        turns += r.turns
    cpu = time.process_time() - c0
    return PairingSpeed(p1, p2, games, cpu, commands, turns)


def events_applied_per_second(p1: str, p2: str, games: int, seed: int, edition: str) -> float:
    """Replaying: how many recorded events `apply` gets through per second."""
    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.core.apply import apply_in_place
    from game.sim import make_setup, play_game

    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    rs, cards = catalog.ruleset(edition, include_user=False), catalog.cards(include_user=False)
    results = [play_game(make_setup(rs, decks, cards, game_seed(seed, i)),
                         (RandomBot(2 * i), RandomBot(2 * i + 1)), keep=True) for i in range(games)]
    n_events = 0
    t1 = time.perf_counter()
    for r in results:
        s = r.game.initial.clone()
        for e in r.game.events:
            apply_in_place(s, e)
            n_events += 1
    dt = time.perf_counter() - t1
    return n_events / dt if dt > 0 else 0.0


def bench_core(games: int, seed: int, edition: str = "2e") -> dict:
    """`games` random games per pairing of the edition's factions; the median and the slowest
    pairing's games per CPU-second."""
    t0 = time.perf_counter()
    speeds = [time_pairing(p1, p2, games, seed, edition) for p1, p2 in pairings(edition)]
    wall = time.perf_counter() - t0
    by_speed = sorted(speeds, key=lambda s: s.games_per_cpu_second)
    median = by_speed[(len(by_speed) - 1) // 2]  # the lower middle of an even count: a real pairing
    slowest, fastest = by_speed[0], by_speed[-1]
    total_games = sum(s.games for s in speeds)
    return {
        "edition": edition,
        "pairings": len(speeds),
        "games_per_pairing": games,
        "median_games_per_cpu_second": statistics.median(s.games_per_cpu_second for s in speeds),
        "median_pairing": f"{median.label} ({median.games_per_cpu_second:.1f})",
        "slowest_games_per_cpu_second": slowest.games_per_cpu_second,
        "slowest_pairing": slowest.label,
        "fastest_games_per_cpu_second": fastest.games_per_cpu_second,
        "fastest_pairing": fastest.label,
        "all_games_per_cpu_second": total_games / sum(s.cpu_seconds for s in speeds),
        "mean_commands": sum(s.commands for s in speeds) / total_games,
        "mean_turns": sum(s.turns for s in speeds) / total_games,
        "wall_seconds": wall,
        "per_pairing": ", ".join(f"{s.label} {s.games_per_cpu_second:.1f}" for s in by_speed),
        "events_applied_per_second": events_applied_per_second(median.p1, median.p2, min(games, 20), seed, edition),
        "command": f"summoner-wars bench --only core --edition {edition} --games {games} --seed {seed}",
    }
