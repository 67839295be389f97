"""Scenario builders for the Phoenix Elves tests (the Tundra Orcs tests use them too).

Player 0 ("Ella") plays a shipped deck (Phoenix Elves by default), player 1 ("Toby") the plain
test faction of tests/factories.py, or a shipped deck. Positions are built with
tests/core/helpers' `Scene` (a real game changed only by applying events); `Scene.dice` picks the
next faces, and `dice_where` finds a random-source state whose next rolls pass a test (for rolls
of many dice, where naming every face would take a long search). The prompt and command helpers
are shared with the Cave Goblins tests (tests/factions/helpers_cave_goblins.py).
Board positions are (column, row), 0-based, row 0 = Ella's back row. The test faction's summoner
starts at (2,7), its gate at (2,5).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, PlayerSetup
from game.core.state import HAND
from tests.core.helpers import Scene
from tests.factions import helpers_cave_goblins as shared
from tests.factions.helpers_cave_goblins import (
    answer,
    attack_targets,
    content,
    options,
    problems,
    spec,
    use,
    uses,
)
from tests.factories import FACES

PE = 0  # Ella, the faction under test
OPP = 1  # Toby


def setup(deck: str = "phoenix-elves", opponent: str | None = None, seed: int = 1) -> GameSetup:
    return shared.setup(deck, opponent, seed)


def scene(phase: str, player: int = PE, deck: str = "phoenix-elves", opponent: str | None = None) -> Scene:
    """A position with only the summoners and starting gates, at `phase` of `player`'s turn."""
    return shared.scene(phase, player, deck=deck, opponent=opponent)


def real_setup(first: str, second: str, seed: int) -> GameSetup:
    """Two shipped decks with the shipped 2E ruleset (for random games)."""
    c = content()
    lib = c.library
    return GameSetup(c.rulesets["2e"], (PlayerSetup("Ella", lib.decks[first]), PlayerSetup("Toby", lib.decks[second])),
                     lib.cards, seed)


def in_hand(s: Scene, player: int, name: str) -> int:
    """A card named `name` in the player's hand: already there (dealt at setup), or drawn now."""
    try:
        return s.find(player, name, (HAND,))
    except LookupError:
        return s.hand(player, name)


def rolls(r: int, n: int) -> tuple[int, ...]:
    out = []
    for _ in range(n):
        r, f = randbelow(r, len(FACES))
        out.append(f)
    return tuple(out)


_FOUND: dict[tuple[int, str], int] = {}


def _rng_where(n: int, key: str, test: Callable[[tuple[int, ...]], bool]) -> int:
    got = _FOUND.get((n, key))
    if got is not None:
        return got
    for i in range(1_000_000):
        r = seed_state(i)
        if test(rolls(r, n)):
            _FOUND[(n, key)] = r
            return r
    raise AssertionError(f"no seed rolls {n} dice passing {key}")


def dice_where(s: Scene, n: int, key: str, test: Callable[[tuple[int, ...]], bool]) -> tuple[int, ...]:
    """Set the random source so the next `n` dice pass `test` (`key` names the test, for the
    cache); returns those faces."""
    r = _rng_where(n, key, test)
    st = s.state.clone()
    st.rng = r
    s.state = st
    return rolls(r, n)


def specials(faces: tuple[int, ...]) -> int:
    return sum(1 for f in faces if "special" in FACES[f])


def count(faces: tuple[int, ...], symbol: str) -> int:
    return sum(1 for f in faces if symbol in FACES[f])


__all__ = ["OPP", "PE", "Scene", "answer", "attack_targets", "content", "count", "dice_where", "in_hand", "options",
           "problems", "real_setup", "rolls", "scene", "setup", "spec", "specials", "use", "uses"]
