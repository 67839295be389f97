"""1E positions for the Vanguards and Fallen Kingdom tests (cards/1e/vanguards.yaml,
cards/1e/fallen-kingdom.yaml) over the package's position builder (`game.core.scenario`).

Player 0 ("Ella") plays the first deck named, player 1 ("Toby") the second, with the shipped 1E
ruleset (numbered d6: `s.roll(3, 5)` makes the next dice show 3 and 5). Only the summoners and
the starting walls stay on the battlefield and every discard pile starts empty; each test puts
down what it needs. Board positions are (column, row), 0-based, row 0 = Ella's back row.
"""

from __future__ import annotations

from functools import lru_cache

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.scenario import Scenario
from game.core.setup import GameSetup
from game.sim import make_setup

VG = "vanguards-1e"
FK = "fallen-kingdom-1e"


@lru_cache(maxsize=8)
def setup_1e(first: str, second: str, seed: int = 1) -> GameSetup:
    rs = catalog.ruleset("1e", include_user=False)
    decks = (catalog.deck(first, include_user=False), catalog.deck(second, include_user=False))
    return make_setup(rs, decks, catalog.cards(include_user=False), seed)


def scene(first: str, second: str) -> Scenario:
    """A strict scene (every command played must be listed as legal, none rejected may be)."""
    return Scenario(setup_1e(first, second), strict=True).clear_starting_units(discards=True)


def magic(s: Scenario, player: int) -> int:
    return s.state.players[player].magic


def attack(s: Scenario, attacker: int, target: int, *results: int) -> list[ev.Event]:
    """`attacker` attacks `target`, the dice showing `results`."""
    return s.roll(*results).do(cmds.Attack(s.card(attacker).controller, attacker, target))


def play(s: Scenario, player: int, name: str) -> list[ev.Event]:
    """Play the event card `name` from the player's hand (drawn into it first)."""
    uid = s.in_hand(player, name)
    return s.do(cmds.PlayEvent(player, uid))
