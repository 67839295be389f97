"""Games for the persistence tests (a uniquely named module: `conftest` is taken)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from factories import ruleset, test_faction, test_setup
from game.ai.random_bot import RandomBot
from game.core import Game
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec
from game.core.legal import acting_player
from game.core.setup import GameSetup, PlayerSetup


def play(setup: GameSetup, bot_seed: int, max_commands: int | None = None, until=None) -> Game:
    """Random-vs-random from `setup`; stop at the end, after `max_commands`, or when
    `until(game)` is true."""
    g = Game.new(setup)
    bots = (RandomBot(2 * bot_seed), RandomBot(2 * bot_seed + 1))
    n = 0
    while not g.state.over and (max_commands is None or n < max_commands):
        if until is not None and until(g):
            break
        p = acting_player(g.state)
        out = g.submit(bots[p].choose(g.state, p))
        assert out, out
        n += 1
    return g


def random_game(seed: int, max_commands: int | None = None) -> Game:
    return play(test_setup(seed), seed + 101, max_commands)


def with_warrior_ability(spec: AbilitySpec, seed: int = 1) -> GameSetup:
    """The plain test decks, with the Test Warrior given `spec`."""
    defs, deck = test_faction("test")
    defs["test/warrior"] = dataclasses.replace(defs["test/warrior"], abilities=(spec,))
    return GameSetup(ruleset(), (PlayerSetup("Ella", deck), PlayerSetup("Toby", deck)), defs, seed)


RALLY = AbilitySpec(
    "triggered", "Rally", "After this unit moves, you may boost a friendly unit within 2 spaces.",
    freeze_params({"when": "after_move", "may": True, "effect": "boost", "target": "choose",
                   "filter": {"side": "friendly", "class": ["unit"], "within": 2}}),
)
SCOUT = AbilitySpec(
    "triggered", "Scout", "After this unit moves, draw 1 card.",
    freeze_params({"when": "after_move", "effect": "draw", "target": "self", "amount": 1}),
)


def prompting_setup(seed: int = 1) -> GameSetup:
    """Test decks whose Warriors open a prompt after moving (the plain test faction has none)."""
    return with_warrior_ability(RALLY, seed)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under `folder` with its bytes and modification time."""
    return {
        str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(folder.rglob("*")) if p.is_file()
    }
