"""Try per-faction weight changes for the Hard bot by self-play, reproducibly.

    python build_scripts/tune_bot.py --faction fallen-kingdom --opponent polar-dwarves \\
        --try spare_life=0.5 --try "spare_life=1.5,advance=0.2" --games 8 --seed 1

For each candidate (and the baseline: the shipped `faction_weights.yaml` as it is) the same
games are played: `--faction` played by a Hard bot with the candidate's overrides for that
faction, against `--opponent` played by `--vs` (Hard with the shipped weights, or Normal), the
first player alternating game by game, each game seeded from `--seed` and its number as
`simulate` seeds them (`game.sim.make_setup`, `play_game`). The table gives the faction's wins for
each: the same command prints the same table. A candidate is worth writing into
`faction_weights.yaml` only when it beats the baseline by more than the confidence intervals
overlap, which takes hundreds of games (a Hard game is about a minute of CPU).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.ai.evaluate import WEIGHT_FIELDS
from game.ai.faction_weights import FactionWeights, shipped
from game.sim import GameResult, make_setup, wilson


@dataclass(frozen=True)
class Candidate:
    """A named set of overrides for one faction (`{}` is the baseline: the shipped file)."""

    name: str
    fields: Mapping[str, float]


def parse_candidate(text: str) -> Candidate:
    """`"spare_life=0.5,advance=0.2"` as a candidate; an unknown field or a bad number is an error."""
    fields: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or key not in WEIGHT_FIELDS:
            raise ValueError(f"{part!r}: give FIELD=NUMBER with a field of Weights ({', '.join(sorted(WEIGHT_FIELDS))})")
        try:
            fields[key] = float(value)
        except ValueError as e:
            raise ValueError(f"{part!r}: {value.strip()!r} is not a number") from e
    if not fields:
        raise ValueError(f"{text!r}: no FIELD=NUMBER in it")
    return Candidate(text, fields)


class SeatBot:
    """Makes one seat's bot (a plain object, so that worker processes can receive it)."""

    def __init__(self, name: str, table: FactionWeights | None, options: Mapping[str, Any]) -> None:
        self.name = name
        self.table = None if table is None else {k: dict(v) for k, v in table.items()}
        self.options = dict(options)

    def __call__(self, player: int, seed: int, setup: Any = None) -> object:
        from game.ai.registry import make_bot
        from game.ai.seeds import SIMULATE, bot_seed

        opts = dict(self.options) if self.name == "hard" else {}
        if self.name == "hard" and self.table is not None:
            opts["faction_weights"] = self.table
        if setup is not None and self.name != "random":
            opts["setup"] = setup  # what the window tells a bot (`game.ai.registry.BotMaker`)
        return make_bot(self.name, bot_seed(seed, player, SIMULATE), **opts)  # as BotMaker seeds it


def table_with(base: FactionWeights, faction: str, fields: Mapping[str, float]) -> dict[str, dict[str, float]]:
    """`base` with `fields` laid over `faction`'s overrides."""
    out = {k: dict(v) for k, v in base.items()}
    out[faction] = {**out.get(faction, {}), **fields}
    return out


def plans(ruleset: Any, decks: tuple, cards: dict, seed: int, games: int,
          bots: tuple[SeatBot, SeatBot]) -> Iterator[tuple]:
    """Game i: `decks[0]` (the faction tuned) in seat 0, the first player alternating, seeded as
    `simulate` seeds its i-th game."""
    for i in range(games):
        gseed = seed * 1_000_003 + i
        setup = replace(make_setup(ruleset, decks, cards, gseed), first_player=i % 2)
        yield setup, bots, gseed, False


def _play(plan: tuple) -> GameResult:
    from game.sim import _play_plan_elsewhere

    return _play_plan_elsewhere(plan)


def play(ruleset: Any, decks: tuple, cards: dict, seed: int, games: int, bots: tuple[SeatBot, SeatBot],
         jobs: int = 1) -> list[GameResult]:
    ps = list(plans(ruleset, decks, cards, seed, games, bots))
    if jobs <= 1 or games <= 1:
        return [_play(p) for p in ps]
    from game.sim import in_processes

    return list(in_processes(_play, ps, min(jobs, games)))


@dataclass
class Row:
    name: str
    games: int
    wins: int
    draws: int
    mean_turns: float
    median_decision: float  # seconds, the tuned faction's bot

    def line(self) -> str:
        lo, hi = wilson(self.wins, self.games)
        rate = self.wins / self.games if self.games else 0.0
        return (f"{self.name:<32} {self.games:>5} {self.wins:>5} {self.draws:>5} {rate:>7.1%} "
                f"{lo:>6.1%}-{hi:<6.1%} {self.mean_turns:>6.1f} {self.median_decision * 1000:>8.0f}")


HEADER = f"{'candidate':<32} {'games':>5} {'wins':>5} {'draws':>5} {'rate':>7} {'95% CI':>13} {'turns':>6} {'med ms':>8}"


def row(name: str, results: Sequence[GameResult]) -> Row:
    n = len(results)
    times = sorted(t for r in results for t in r.decision_seconds.get(0, []))
    return Row(name, n, sum(1 for r in results if r.winner == 0), sum(1 for r in results if r.winner is None),
               sum(r.turns for r in results) / n if n else 0.0, times[len(times) // 2] if times else 0.0)


def tune(faction: str, opponent: str, candidates: Sequence[Candidate], *, games: int, seed: int,
         edition: str | None = None, vs: str = "hard", jobs: int = 1, iterations: int | None = None,
         out: Any = sys.stdout) -> list[Row]:
    """Play the baseline and each candidate and print the table to `out`; the rows, baseline first."""
    from game import catalog

    decks, ed = catalog.pick_decks(faction, opponent, edition)
    rs = catalog.ruleset(ed)
    cards = catalog.cards()
    fid = next(c.faction for c in cards.values() if c.id == decks[0].summoner)
    # no wall-clock cap: a decision cut short by a busy machine would change the games
    options: dict[str, Any] = {"time_limit": None}
    if iterations is not None:
        options["iterations"] = iterations
    base = shipped()
    opp = SeatBot(vs, base, options)
    print(f"{decks[0].name} ({fid}, Hard, overrides tried) vs {decks[1].name} ({vs}); {games} games each, "
          f"first player alternating, seed {seed}", file=out)
    print(HEADER, file=out)
    rows = []
    for cand in [Candidate("baseline (shipped)", {}), *candidates]:
        mine = SeatBot("hard", table_with(base, fid, cand.fields), options)
        r = row(cand.name, play(rs, decks, cards, seed, games, (mine, opp), jobs))
        print(r.line(), file=out, flush=True)
        rows.append(r)
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tune_bot", description=__doc__.split("\n\n")[0])
    ap.add_argument("--faction", required=True, help="the faction (deck name) whose weights are tried")
    ap.add_argument("--opponent", required=True, help="the deck it plays against")
    ap.add_argument("--edition", default=None, help="2e or 1e (default: the decks' own)")
    ap.add_argument("--try", dest="tries", action="append", default=[], metavar="FIELD=N[,FIELD=N]",
                    help="a candidate: Weights fields for the faction (repeat for more candidates)")
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--vs", choices=("hard", "normal"), default="hard", help="the opponent's bot (default hard)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None, help="Hard's iterations per decision (default its own)")
    args = ap.parse_args(argv)
    from game.catalog import CatalogError

    try:
        cands = [parse_candidate(t) for t in args.tries]
        tune(args.faction, args.opponent, cands, games=args.games, seed=args.seed, edition=args.edition,
             vs=args.vs, jobs=args.jobs, iterations=args.iterations)
    except (ValueError, LookupError, CatalogError) as e:
        print(f"tune_bot: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
