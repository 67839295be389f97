"""Issue 17: recorded random games that prove the ability rewrite changed no ruling.

Before the shipped abilities were rewritten in the ability language, 20 random games per ordered
pairing of the 2nd-edition factions were played and recorded: the seed, every command, and a
summary of the end (board, piles, magic, winner). `tests/core/test_rewrite_replay.py` replays the
commands on today's cards and compares the summary. Re-record only for a deliberate ruling change:
    python tests/rewrite_record.py
"""

from __future__ import annotations

import gzip
import itertools
import json
from pathlib import Path

from game import catalog
from game.core import Game, legal_commands
from game.core import commands as cmds
from game.core.rng import randbelow, seed_state
from game.core.serial import from_jsonable, to_jsonable
from game.core.state import GameState
from game.sim import make_setup

DATA = Path(__file__).parent / "data" / "rewrite-games-2e.json.gz"
GAMES = 20
MAX_COMMANDS = 5000
COMMAND_TYPES = {
    name: obj for name, obj in vars(cmds).items()
    if isinstance(obj, type) and issubclass(obj, cmds.Command)
}


def factions() -> list[str]:
    """The 2E factions, the ones recorded (1st-edition decks came later and play other rules)."""
    return sorted(k for k, d in catalog.decks(include_user=False).items()
                  if (catalog.edition_of(d, include_user=False) or "2e") == "2e")


def summary(state: GameState) -> dict:
    """What must not change: who holds which card where, damage and boost on the battlefield,
    every pile in order, magic, and the winner."""
    board = sorted(
        [c.pos[0], c.pos[1], c.defn.id, c.controller, c.damage, c.boost]
        for c in state.on_board()
    )
    players = []
    for p in state.players:
        players.append({
            "magic": p.magic,
            "draw": [state.cards[u].defn.id for u in p.draw],
            "hand": [state.cards[u].defn.id for u in p.hand],
            "discard": [state.cards[u].defn.id for u in p.discard],
        })
    return {"board": board, "players": players, "winner": state.winner, "turn": state.turn.number}


def game_seed(p1: str, p2: str, i: int) -> int:
    fs = factions()
    return 104_729 * i + fs.index(p1) * 16 + fs.index(p2)


def setup_for(p1: str, p2: str, seed: int):
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    return make_setup(catalog.ruleset(include_user=False), decks, catalog.cards(include_user=False), seed)


def record_one(p1: str, p2: str, i: int) -> dict:
    seed = game_seed(p1, p2, i)
    g = Game.new(setup_for(p1, p2, seed))
    r = seed_state(seed + 1)
    played = []
    while not g.state.over and len(played) < MAX_COMMANDS:
        options = legal_commands(g.state)
        r, k = randbelow(r, len(options))
        out = g.submit(options[k])
        assert out, out
        played.append(to_jsonable(options[k]))
    return {"p1": p1, "p2": p2, "seed": seed, "commands": played, "end": summary(g.state)}


def replay_one(game: dict) -> tuple[dict, str | None]:
    """Replay a recorded game; the summary of its end and the first rejection (or None)."""
    g = Game.new(setup_for(game["p1"], game["p2"], game["seed"]))
    for n, data in enumerate(game["commands"]):
        cmd = from_jsonable(data, COMMAND_TYPES)
        out = g.submit(cmd)
        if not out:
            return summary(g.state), f"command {n} {cmd} rejected: {out.reason}"
    return summary(g.state), None


def load() -> list[dict]:
    with gzip.open(DATA, "rt", encoding="utf-8") as f:
        return json.load(f)


def main() -> None:
    games = [record_one(a, b, i) for a, b in itertools.product(factions(), factions()) for i in range(GAMES)]
    DATA.parent.mkdir(exist_ok=True)
    with gzip.open(DATA, "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(games, f, separators=(",", ":"))
    print(f"{len(games)} games, {sum(len(g['commands']) for g in games)} commands -> {DATA}")


if __name__ == "__main__":
    main()
