"""Write the example games shipped in `saves/`: short finished games with the shipped decks.

    python build_scripts/make_example_saves.py [--count 3] [--seed 1] [--out saves]
    python build_scripts/make_example_saves.py --edition 1e --count 1

Each edition's examples are written and replaced on their own: `example-N-...` for 2E,
`example-1e-N-...` for 1E (the Starter Set pair first).

For each example a pair of shipped decks is chosen (the default pair first, then other decks
for variety); seeded random-vs-random games are played and the shortest finished one of at
least --min-turns turns is kept. Every file written is loaded back and verified. Old
`example-*.json` files in the output folder are replaced; other files there are left alone.

Re-run it when a rules change is meant to change these games (tests/persist/test_examples.py
replays every file in `saves/` and fails when one no longer matches the rules).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import catalog  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.core.game import Game  # noqa: E402
from game.paths import examples_dir  # noqa: E402
from game.persist.saves import load_game, result_text, save_game  # noqa: E402
from game.sim import make_setup, play_game  # noqa: E402


def deck_pairs(count: int, edition: str = "2e") -> list[tuple[str, str]]:
    first = catalog.default_pair(edition=edition)
    ids = sorted(k for k, d in catalog.decks().items() if (catalog.edition_of(d) or "2e") == edition)
    pairs = [first]
    rest = [d for d in ids if d not in first]
    while len(pairs) < count:
        if len(rest) >= 2:
            pairs.append((rest.pop(0), rest.pop(0)))
        elif rest:
            pairs.append((rest.pop(0), first[0]))
        else:
            # fewer decks than examples: repeat pairs with the seats swapped
            a, b = pairs[len(pairs) % len(pairs)]
            pairs.append((b, a))
    return pairs[:count]


def shortest_game(p1: str, p2: str, seed: int, tries: int, min_turns: int, edition: str = "2e") -> Game:
    decks = (catalog.deck(p1), catalog.deck(p2))
    rs, cards = catalog.ruleset(edition), catalog.cards()
    names = (decks[0].name, decks[1].name if decks[1].name != decks[0].name else f"{decks[1].name} (2)")
    best: Game | None = None
    fallback: Game | None = None
    for i in range(tries):
        s = seed * 10_000 + i
        try:
            res = play_game(make_setup(rs, decks, cards, s, names), (RandomBot(2 * s), RandomBot(2 * s + 1)),
                            keep=True)
        except Exception as e:  # a rules bug in one game should not stop the others
            print(f"warning: {p1} vs {p2}, seed {s}: the game failed ({type(e).__name__}: {e})", file=sys.stderr)
            continue
        g = res.game
        if g is None or not g.state.over:
            continue
        if fallback is None or g.state.turn.number > fallback.state.turn.number:
            fallback = g
        if g.state.turn.number >= min_turns and (best is None or g.state.turn.number < best.state.turn.number):
            best = g
    chosen = best or fallback
    if chosen is None:
        raise SystemExit(f"no finished game between {p1} and {p2} in {tries} tries")
    return chosen


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tries", type=int, default=40, help="games played per example")
    ap.add_argument("--min-turns", type=int, default=8)
    ap.add_argument("--out", type=Path, default=examples_dir())
    ap.add_argument("--edition", default="2e", choices=["2e", "1e"])
    args = ap.parse_args(argv)
    prefix = "example-" if args.edition == "2e" else f"example-{args.edition}-"
    try:
        pairs = deck_pairs(args.count, args.edition)
    except catalog.CatalogError as e:
        print(f"make_example_saves: {e}", file=sys.stderr)
        return 2
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for n, (p1, p2) in enumerate(pairs, start=1):
        g = shortest_game(p1, p2, args.seed + n, args.tries, args.min_turns, args.edition)
        d1, d2 = (p.deck.name for p in g.setup.players)
        path = out / f"{prefix}{n}-{p1}-vs-{p2}.json"
        label = "" if args.edition == "2e" else f" ({args.edition.upper()})"
        save_game(g, path, name=f"Example {n}{label}: {d1} vs {d2}")
        check = load_game(path)
        assert check.hash() == g.hash()
        written.append(path)
        print(f"{path}: {result_text(g)}, {len(g.log) - 1} commands")
    own = re.compile(re.escape(prefix) + r"\d+-")  # "example-1e-1-..." is not a 2E example "example-1..."
    for old in out.glob(f"{prefix}*.json"):
        if own.match(old.name) and old not in written:
            old.unlink()
            print(f"removed {old}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
