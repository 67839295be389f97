"""Scenario builders for the Cave Goblins tests.

Player 0 ("Ella") plays the shipped Cave Goblins deck; player 1 ("Toby") the plain test faction
of tests/factories.py, or another shipped deck. Positions are built with tests/core/helpers'
`Scene` (a real game changed only by applying events; `Scene.dice` picks the next faces).
Board positions are (column, row), 0-based, row 0 = Ella's back row.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.content import load_content
from game.core import commands as cmds
from game.core.abilities.params import freeze_params
from game.core.cards import AbilitySpec, CardDef
from game.core.setup import GameSetup, PlayerSetup
from tests.core.helpers import Scene
from tests.factories import ruleset, test_faction

GOB = 0  # Ella, Cave Goblins
OPP = 1  # Toby


@lru_cache(maxsize=1)
def content() -> Any:
    return load_content(include_user=False)


def problems(file_name: str) -> list[str]:
    return [str(p) for p in content().problems if file_name in str(p)]


def setup(deck: str = "cave-goblins", opponent: str | None = None, seed: int = 1) -> GameSetup:
    """`deck` (player 0) against the test faction, or against the shipped deck `opponent`."""
    tdefs, tdeck = test_faction("test")
    lib = content().library
    defs = {**lib.cards, **tdefs}
    opp = tdeck if opponent is None else lib.decks[opponent]
    return GameSetup(ruleset(), (PlayerSetup("Ella", lib.decks[deck]), PlayerSetup("Toby", opp)), defs, seed)


def scene(phase: str, player: int = GOB, deck: str = "cave-goblins", opponent: str | None = None,
          test_cards: tuple[CardDef, ...] = ()) -> Scene:
    """A position with only the summoners and starting gates, at `phase` of `player`'s turn.
    `test_cards` replace test-faction cards of the same id (to try a reusable ability's other
    parameters on the opponent's side)."""
    su = setup(deck, opponent)
    if test_cards:
        su = GameSetup(su.ruleset, su.players, {**su.cards, **{c.id: c for c in test_cards}}, su.seed)
    s = Scene(su, clean=True)
    s.phase(player, phase)
    return s


def spec(name: str, title: str = "", **params: Any) -> AbilitySpec:
    """An ability as a card file would give it."""
    return AbilitySpec(name=name, title=title, params=freeze_params(params))


def answer(s: Scene, value: Any) -> list:
    """Answer the pending prompt with the option equal to `value` (None declines)."""
    p = s.state.pending
    assert p is not None, "no prompt is pending"
    if value is None:
        return s.do(cmds.Answer(p.player, None))
    options = [tuple(o) if isinstance(o, list) else o for o in p.options]
    assert value in options, f"{value!r} is not among {options} ({p.text})"
    return s.do(cmds.Answer(p.player, options.index(value)))


def options(s: Scene) -> list:
    p = s.state.pending
    assert p is not None, "no prompt is pending"
    return list(p.options)


def use(s: Scene, player: int, card: int, ability: str) -> list:
    return s.do(cmds.UseAbility(player, card, ability))


def uses(s: Scene, card: int) -> set[str]:
    """Names of the abilities `card` may be used for now (from legal_commands)."""
    return {c.ability for c in s.legal() if isinstance(c, cmds.UseAbility) and c.card == card}


def attack_targets(s: Scene, attacker: int) -> set[int]:
    return {c.target for c in s.legal() if isinstance(c, cmds.Attack) and c.attacker == attacker}
