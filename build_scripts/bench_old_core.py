"""Time random 2E games over every pairing with the rules of any commit, old ones included.

`summoner-wars bench --only core` plays the same games, but older commits' `bench` timed one
pairing only. This script calls nothing newer than `play_game`, `make_setup` and `RandomBot`
(all there before issue 23), so run it from the root of a checkout of any commit to compare that
commit's rules speed with today's, side by side, on the same games (the bench's seeds):

    git worktree add --detach /tmp/old 18cb996
    (cd /tmp/old && PYTHONPATH=$PWD python /path/to/build_scripts/bench_old_core.py 10)
    PYTHONPATH=$PWD python build_scripts/bench_old_core.py 10

It prints the median and the slowest pairing's games per CPU-second. Alternate the two runs and
repeat them: a shared machine moves a figure by 10-20% from run to run.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time


def main(games: int, seed: int = 1) -> str:
    from game import catalog
    from game.ai.random_bot import RandomBot
    from game.sim import make_setup, play_game

    decks = catalog.decks()
    edition_of = getattr(catalog, "edition_of", None)  # older commits had 2E decks only
    factions = sorted(k for k in decks if edition_of is None or edition_of(decks[k]) == "2e")
    rs, cards = catalog.ruleset("2e"), catalog.cards()
    rates = []
    for a, b in itertools.combinations(factions, 2):
        c0 = time.process_time()
        for i in range(games):
            setup = make_setup(rs, (decks[a], decks[b]), cards, seed * 1000 + i)
            play_game(setup, (RandomBot(2 * i), RandomBot(2 * i + 1)))
        rates.append((games / (time.process_time() - c0), a, b))
    rates.sort()
    slowest = rates[0]
    return (f"{len(rates)} pairings, {games} games each: median {statistics.median(r[0] for r in rates):.1f} "
            f"games per CPU-second, slowest {slowest[0]:.1f} ({slowest[1]} vs {slowest[2]})")


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10))
