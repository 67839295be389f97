"""Issue 23: recorded random games that prove the speed work changed no game.

Before the rules core was made faster, a fixed set of random games (every 2E pairing and twelve
1E pairings, two seeds each, played by `RandomBot` through `game.sim.play_game`) was played on
main's code and its fingerprints written to `tests/data/speed-guard-games.json`: the final state
hash, the number of commands and events, the state hash every 25 commands, and a digest of every
list of legal commands the bots chose from (so a change in what `legal_commands` offers, or its
order, shows even where the random pick happened to land the same). `tests/core/
test_speed_guard.py` plays the same games on today's code and compares.

Re-record only for a deliberate ruling change, from a checkout of the code to record:
    PYTHONPATH=$PWD python tests/speed_guard_record.py
"""

from __future__ import annotations

import hashlib
import itertools
import json
from pathlib import Path

from game import catalog
from game.ai.random_bot import RandomBot
from game.core.hashing import state_hash
from game.core.legal import legal_commands
from game.core.rng import randbelow
from game.sim import make_setup, play_game

DATA = Path(__file__).parent / "data" / "speed-guard-games.json"
SEEDS = (11, 12)
CHECKPOINT = 25


def factions(edition: str) -> list[str]:
    """One deck id per faction of `edition`, sorted (the shipped cards only)."""
    picks: dict[str, str] = {}
    for d in sorted(catalog.decks(include_user=False).values(), key=lambda x: (x.id != x.faction, x.id)):
        if (catalog.edition_of(d, include_user=False) or "2e") == edition:
            picks.setdefault(d.faction, d.id)
    return sorted(picks.values())


def pairings() -> list[tuple[str, str, str]]:
    """(edition, p1, p2): every 2E pairing, and each 1E faction against the next one (each 1E
    faction plays twice, once as each player)."""
    out = [("2e", a, b) for a, b in itertools.combinations(factions("2e"), 2)]
    f1 = factions("1e")
    out += [("1e", f1[i], f1[(i + 1) % len(f1)]) for i in range(len(f1))]
    return out


class DigestBot(RandomBot):
    """`RandomBot`'s pick, also folding every list of legal commands it chose from into a digest."""

    def __init__(self, seed: int, digest: hashlib._Hash) -> None:
        super().__init__(seed)
        self.digest = digest

    def choose(self, state, player):
        options = legal_commands(state)
        self.digest.update(repr(options).encode())
        self.rng, i = randbelow(self.rng, len(options))
        return options[i]


def play_one(edition: str, p1: str, p2: str, seed: int) -> dict:
    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    setup = make_setup(catalog.ruleset(edition, include_user=False), decks, catalog.cards(include_user=False), seed)
    digest = hashlib.blake2b(digest_size=16)
    checkpoints: list[str] = []

    def on_step(g) -> None:
        if len(g.log) % CHECKPOINT == 0:
            checkpoints.append(state_hash(g.state))

    r = play_game(setup, (DigestBot(2 * seed, digest), DigestBot(2 * seed + 1, digest)), keep=True, on_step=on_step)
    return {
        "edition": edition, "p1": p1, "p2": p2, "seed": seed,
        "hash": r.game.hash(), "commands": r.commands, "events": r.events, "winner": r.winner,
        "checkpoints": checkpoints, "legal_digest": digest.hexdigest(),
    }


def load() -> list[dict]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def main() -> None:
    games = [play_one(ed, a, b, s) for ed, a, b in pairings() for s in SEEDS]
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(games, indent=1) + "\n", encoding="utf-8")
    print(f"{len(games)} games, {sum(g['commands'] for g in games)} commands -> {DATA}")


if __name__ == "__main__":
    main()


def one_game_per_faction() -> list[tuple[str, str, str]]:
    """(edition, faction, opponent): every faction of both editions plays once, each against the
    next one of its edition."""
    out = []
    for edition in ("2e", "1e"):
        f = factions(edition)
        out += [(edition, f[i], f[(i + 1) % len(f)]) for i in range(0, len(f), 2)]
    return out
