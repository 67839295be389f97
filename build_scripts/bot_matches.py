"""Measure the Hard bot against Normal the way issue 23 asks, reproducibly and resumably.

    python build_scripts/bot_matches.py --out bot-matches [--edition 2e] [--even-games 20]
        [--games 100] [--pairings 4] [--jobs 2] [--seed 1] [--factions A B C ...]
        [--bot hard] [--against normal] [--weak-first] [--round-robin] [--report-only]

1. Even pairings: two Normal bots play every pairing of the edition's factions (`--even-games`
   games each, factions and first player alternated, as `simulate --alternate`). A pairing's
   split is how often its first-named faction won.
2. Hard against Normal on the `--pairings` pairings closest to an even split (ties by name), with
   factions and first player alternated, `--games` games each.
3. Hard on the weaker side of the most uneven pairing, only who goes first alternating,
   `--games` games.

Games run in chunks of 20 (`--jobs` processes), each chunk written to `<out>/games.jsonl` as it
ends; run the same command again and finished chunks are kept, so a long run can be stopped and
resumed. `<out>/report.md` is rewritten after every chunk: the splits, Hard's wins with their 95%
interval, and Hard's median and 99th-percentile decision times. Each chunk is a `simulate` run:
`summoner-wars simulate --p1 A --p2 B --p1-bot hard --p2-bot normal --alternate --seed S
--games 20` plays chunk seed S of a stage-2 row game for game (add `--keep-sides` for stage 3),
as long as no decision reaches Hard's 1.5 s safety cap there: the script turns that cap off, so its
games depend on the seeds alone. Decision times are wall-clock, as `simulate` reports them: on a
shared machine (or under `nice`) they measure the machine as much as the bot.
`--bot`/`--against` measure other bots the same way (`--against` also plays stage 1);
`--factions` limits the pairings to those factions. `--weak-first` plays stage 3 before stage 2
(the same games: a chunk's seed does not depend on when it is played), to learn early whether the
weaker side needs its faction's weights tuned. `--round-robin` plays chunk k of every stage-2 and
stage-3 pairing before chunk k+1 of any (again the same games), so that an unfinished run has a
first figure for every pairing. Each chunk records the commit of the code that played it (`code`).
`--report-only` rewrites the report from the ledger and plays nothing. A chunk also lists each
game's winning seat and turns (`winners`, `turns_each`; chunks played before they were kept have
none), so a lost game can be found and played again (`simulate ... --games i+1 --save-dir D`).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections import Counter
from fractions import Fraction
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import catalog  # noqa: E402
from game.ai.registry import BotMaker  # noqa: E402
from game.benchmarks.measure import percentile  # noqa: E402
from game.sim import run_games, wilson  # noqa: E402

CHUNK = 20  # a multiple of 4: each chunk alternates factions and first player evenly


def pairings(edition: str, factions: list[str] | None = None) -> list[tuple[str, str]]:
    names = sorted(n for n, d in catalog.decks(include_user=False).items()
                   if catalog.edition_of(d, include_user=False) == edition and (not factions or n in factions))
    return list(combinations(names, 2))


def chunk_seed(seed: int, stage: str, pair: tuple[str, str], k: int, all_pairs: list[tuple[str, str]]) -> int:
    """A chunk's `simulate --seed`: fixed by the stage, the pairing's place and the chunk."""
    stage_no = {"even": 1, "hard": 2, "weak": 3}[stage]
    return seed * 100_000 + stage_no * 10_000 + all_pairs.index(tuple(sorted(pair))) * 100 + k


class Ledger:
    """The chunks played so far, read from and appended to `games.jsonl`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.rows: list[dict] = []
        if path.exists():
            for line in path.read_text("utf-8").splitlines():
                if line.strip():
                    self.rows.append(json.loads(line))

    def done(self, stage: str, pair: tuple[str, str], k: int) -> dict | None:
        return next((r for r in self.rows if r["stage"] == stage and tuple(r["pair"]) == pair and r["chunk"] == k), None)

    def add(self, row: dict) -> None:
        self.rows.append(row)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")

    def of(self, stage: str, pair: tuple[str, str]) -> list[dict]:
        return [r for r in self.rows if r["stage"] == stage and tuple(r["pair"]) == pair]


def _maker(name: str) -> BotMaker:
    """The named bot; Hard without its wall-clock safety cap, so that a game depends on its seed
    alone and not on how busy the machine is. (The cap is `mcts.SAFETY_CAP`, 1.5 s: on a quiet
    machine a few Hard decisions in a hundred reach it, so the Hard a person plays is a little
    weaker than the one measured here on those decisions.)"""
    return BotMaker(name, time_limit=None) if name == "hard" else BotMaker(name)


def play_chunk(args: argparse.Namespace, stage: str, pair: tuple[str, str], seed: int, games: int) -> dict:
    rs, cards = catalog.ruleset(args.edition, include_user=False), catalog.cards(include_user=False)
    decks = tuple(catalog.deck(n, include_user=False) for n in pair)
    first = args.against if stage == "even" else args.bot
    bots = (_maker(first), _maker(args.against))
    t0 = time.process_time()
    wall = time.perf_counter()
    results = list(run_games(rs, decks, cards, games=games, seed=seed, bots=bots, alternate=True,
                             jobs=args.jobs, keep_sides=stage == "weak"))
    return {
        "seed": seed,
        # the seat-0 bot's wins, and (stage 1) the first-named faction's wins
        "p1_wins": sum(1 for r in results if r.winner == 0),
        "faction_a_wins": sum(1 for r in results if r.winner is not None and r.decks[r.winner] == pair[0]),
        "draws": sum(1 for r in results if r.winner is None),
        "games": len(results),
        # each game's winning seat (0: the first bot; None: a draw) and turns, in order, so a lost
        # game can be found and watched: `simulate ... --seed S --games i+1 --save-dir D` plays it
        "winners": [r.winner for r in results],
        "turns_each": [r.turns for r in results],
        "turns": statistics.mean(r.turns for r in results),
        "p1_decisions": [round(t, 5) for r in results for t in r.decision_seconds.get(0, [])],
        "cpu_seconds": round(time.process_time() - t0, 1),
        "seconds": round(time.perf_counter() - wall, 1),
    }


def code_version() -> str:
    """The commit that plays the chunks (with `+changes` when the checkout differs from it), so a
    ledger row says which bots played it; "unknown" outside a git checkout."""
    def git(*a: str) -> str:
        return subprocess.run(["git", *a], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    try:
        head = git("rev-parse", "--short=12", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no", "--", "game", "cards")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if dirty else "")


def chunks(stage: str, pair: tuple[str, str], games: int) -> list[tuple[str, tuple[str, str], int, int]]:
    """A stage's chunks as (stage, pairing, chunk number, games)."""
    size = min(CHUNK, games)
    return [(stage, pair, k, size) for k in range(-(-games // size))]


def play_chunks(ledger: Ledger, args: argparse.Namespace, todo: list[tuple[str, tuple[str, str], int, int]],
                all_pairs: list[tuple[str, str]], report) -> None:
    """Play, in order, every chunk the ledger does not hold yet."""
    for stage, pair, k, size in todo:
        if ledger.done(stage, pair, k):
            continue
        row = play_chunk(args, stage, pair, chunk_seed(args.seed, stage, pair, k, all_pairs), size)
        ledger.add({"stage": stage, "pair": list(pair), "chunk": k, "code": args.code, **row})
        report()


def even_record(ledger: Ledger, pair: tuple[str, str]) -> tuple[int, int]:
    """Stage 1 of `pair`: the first-named faction's wins and the games played."""
    rows = ledger.of("even", pair)
    return sum(r["faction_a_wins"] for r in rows), sum(r["games"] for r in rows)


def split(ledger: Ledger, pair: tuple[str, str]) -> float | None:
    wins, n = even_record(ledger, pair)
    return wins / n if n else None


def by_evenness(ledger: Ledger, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The pairings, the closest to an even split first, ties by name. Exact: in floating point
    9 of 20 (0.45) lies nearer one half than 11 of 20 (0.55), which made a tie no tie."""
    def distance(pair: tuple[str, str]) -> Fraction:
        wins, n = even_record(ledger, pair)
        return abs(Fraction(wins, n) - Fraction(1, 2))
    return sorted(pairs, key=lambda p: (distance(p), p))


def write_report(ledger: Ledger, out: Path, all_pairs: list[tuple[str, str]], args: argparse.Namespace) -> None:
    bot, against = args.bot.capitalize(), args.against.capitalize()
    factions = f" --factions {' '.join(args.factions)}" if args.factions else ""
    lines = [f"# {bot} against {against}, {args.edition}",
             "",
             f"Reproduce: `python build_scripts/bot_matches.py --out DIR --edition {args.edition} "
             f"--even-games {args.even_games} --games {args.games} --pairings {args.pairings} --seed {args.seed} "
             f"--bot {args.bot} --against {args.against}{factions}` (add `--jobs N` to use N cores), where DIR "
             "is the directory of this report: the run resumes from its `games.jsonl`, and an empty DIR plays "
             "every game again.",
             "",
             "Decision times are wall-clock, as each game's process saw them on whatever else the machine "
             "was doing, and Hard plays here without its 1.5 s safety cap (so that a game depends on its "
             "seed alone): they are not the shipped Hard's times, which `summoner-wars bench --only ai` "
             "measures.",
             "",
             "Played by the code at " + ", ".join(f"{c} ({n} chunks)" for c, n in sorted(
                 Counter(r.get("code", "unknown") for r in ledger.rows).items())) + ".",
             "",
             f"## 1. Two {against} bots on every pairing (factions and first player alternated)",
             "", "| pairing | games | first faction wins |", "|---|---|---|"]
    for pair in all_pairs:
        rows = ledger.of("even", pair)
        n = sum(r["games"] for r in rows)
        if n:
            lines.append(f"| {pair[0]} vs {pair[1]} | {n} | {split(ledger, pair):.0%} |")
    for stage, title in (("hard", f"## 2. {bot} against {against} on the most even pairings (alternated)"),
                         ("weak", f"## 3. {bot} on the weaker side of the most uneven pairing (first player alternated)")):
        lines += ["", title, "", f"| pairing ({bot}'s side first in 3) | games | {bot} wins | 95% CI | "
                  f"{bot}'s decision median / p99 | turns |", "|---|---|---|---|---|---|"]
        for pair in sorted({tuple(r["pair"]) for r in ledger.rows if r["stage"] == stage}):
            rows = ledger.of(stage, pair)
            n = sum(r["games"] for r in rows)
            w = sum(r["p1_wins"] for r in rows)
            lo, hi = wilson(w, n)
            ts = [t for r in rows for t in r["p1_decisions"]]
            turns = statistics.mean(r["turns"] for r in rows)
            chunks_won = ", ".join(str(r["p1_wins"]) for r in sorted(rows, key=lambda r: r["chunk"]))
            lines.append(f"| {pair[0]} vs {pair[1]} | {n} | {w} ({w / n:.0%}; by chunk: {chunks_won}) | {lo:.0%}-{hi:.0%} | "
                         f"{statistics.median(ts) * 1000:.0f} ms / {percentile(ts, 0.99) * 1000:.0f} ms | {turns:.1f} |")
    (out / "report.md").write_text("\n".join(lines) + "\n", "utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--edition", default="2e")
    ap.add_argument("--even-games", type=int, default=20)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--pairings", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", nargs="+", help="only pairings of these factions (deck ids)")
    ap.add_argument("--bot", default="hard", help="the bot measured (default: hard)")
    ap.add_argument("--against", default="normal", help="the bot it plays, and the one that finds even pairings")
    ap.add_argument("--weak-first", action="store_true", help="play stage 3 before stage 2 (the same games)")
    ap.add_argument("--round-robin", action="store_true",
                    help="play chunk k of every stage-2 and stage-3 pairing before chunk k+1 of any (the same games)")
    ap.add_argument("--report-only", action="store_true", help="rewrite report.md from games.jsonl and play nothing")
    args = ap.parse_args(argv)
    args.code = code_version()
    args.out.mkdir(parents=True, exist_ok=True)
    ledger = Ledger(args.out / "games.jsonl")
    all_pairs = pairings(args.edition, args.factions)
    if len(all_pairs) < max(2, args.pairings):
        ap.error(f"only {len(all_pairs)} pairings of {args.edition} factions: need at least {max(2, args.pairings)}")

    def report() -> None:
        write_report(ledger, args.out, all_pairs, args)

    if args.report_only:
        report()
        return 0
    play_chunks(ledger, args, [c for pair in all_pairs for c in chunks("even", pair, args.even_games)], all_pairs, report)
    by_split = by_evenness(ledger, all_pairs)
    uneven = by_split[-1]
    weak_side = uneven if split(ledger, uneven) < 0.5 else (uneven[1], uneven[0])
    stages = [("hard", pair) for pair in by_split[:args.pairings]] + [("weak", weak_side)]
    if args.weak_first:
        stages = stages[-1:] + stages[:-1]
    todo = [c for stage, pair in stages for c in chunks(stage, pair, args.games)]
    if args.round_robin:
        todo.sort(key=lambda c: c[2])  # a stable sort: within a round, the stages' own order
    play_chunks(ledger, args, todo, all_pairs, report)
    report()
    print((args.out / "report.md").read_text("utf-8"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
