"""The rules tests' setups over the package's position builder (`game.core.scenario`).

A `Scene` is a `game.core.scenario.Scenario`: it starts from a real game and changes it only by
applying events, so every position a test builds is one the rules themselves could describe
(see that module for the builder's whole story). This file adds what only the tests need: the
plain test faction, the rulebook examples' cards and the tests' die.

Setups: `rules_setup` (the plain test faction plus the rulebook examples' cards, for both players:
the default), `faction_setup` (a shipped deck for player 0, "Ella", against the plain test faction
or another shipped deck for player 1, "Toby"; both with the tests' die, tests.factories.FACES) and
`real_setup` (two shipped decks with the shipped 2E ruleset and its die). `faction_scene` is the
usual start of a faction test: `faction_setup` with only the summoners and starting gates left.

Board positions are (column, row), 0-based, row 0 = Ella's back row. The test faction's summoner
starts at (2,7), its gate at (2,5).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from game import catalog
from game.ai.random_bot import RandomBot
from game.content import load_content
from game.core import Rejection, legal_commands
from game.core import commands as cmds
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec, CardDef, DeckList
from game.core.game import Game
from game.core.invariants import check_invariants
from game.core.scenario import Scenario, expect_rejected, state_rolling, state_rolling_where
from game.core.scenario import rolls as _rolls
from game.core.setup import GameSetup, PlayerSetup
from game.core.state import GameState
from game.sim import make_setup
from tests.factories import FACES, ruleset, test_faction, test_setup, unit

# --- setups --------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def content() -> Any:
    """The shipped content only (never the player's folder)."""
    return load_content(include_user=False)


def file_problems(file_name: str) -> list[str]:
    """Problems the content loader reports for one card file."""
    return [str(p) for p in content().problems if file_name in str(p)]


def deck(deck_id: str) -> DeckList:
    return content().library.decks[deck_id]


def _rulebook_cards(fid: str) -> list[CardDef]:
    return [
        # Rulebook, "Example: Summoning a Unit": Ella's Undead Archer (cost 2, ranged).
        unit(fid, "undead-archer", "Undead Archer", "common", 2, 2, 2, "ranged"),
        # Rulebook, "Example: Ranged Attack": Toby's Horde Slinger (2 strength, ranged) and
        # Ella's Undead Warrior (life enough to show both damage tokens).
        unit(fid, "horde-slinger", "Horde Slinger", "common", 1, 2, 2, "ranged"),
        unit(fid, "undead-warrior", "Undead Warrior", "common", 1, 2, 4, "melee"),
        # A unit that is also a structure (rulebook, Phase 2: "Structures CANNOT move").
        unit(fid, "tower", "Test Tower", "common", 1, 1, 4, "melee", structure=True),
        # A second summoner card, so a summoner can sit in a hand.
        unit(fid, "rival", "Rival Summoner", "summoner", 0, 2, 8, "melee"),
        # A structure that is not a gate, with a cost to pay.
        CardDef(id=f"{fid}/wall", name="Test Wall", faction=fid, types=frozenset({"structure"}),
                cost=2, life=4, symbols=(fid,)),
    ]


def rules_setup(seed: int = 1, **rules) -> GameSetup:
    """The test faction plus the rulebook examples' cards, for both players (Ella and Toby)."""
    fid = "test"
    defs, base = test_faction(fid)
    extra = _rulebook_cards(fid)
    defs = {**defs, **{c.id: c for c in extra}}
    rules_deck = DeckList(
        id="rules", name="rules deck", faction=fid, summoner=f"{fid}/summoner",
        cards=base.cards + tuple((c.id, 1) for c in extra),
        starting=base.starting,
    )
    return GameSetup(ruleset(**rules), (PlayerSetup("Ella", rules_deck), PlayerSetup("Toby", rules_deck)),
                     defs, seed)


def faction_setup(deck_id: str, opponent: str | None = None, seed: int = 1,
                  test_cards: tuple[CardDef, ...] = ()) -> GameSetup:
    """The shipped deck `deck_id` (player 0) against the test faction (player 1), or against the
    shipped deck `opponent`, with the test die (so FACES indices name the faces rolled).
    `test_cards` replace test-faction cards of the same id (to try a reusable ability's other
    parameters on the opponent's side)."""
    tdefs, tdeck = test_faction("test")
    defs = {**content().library.cards, **tdefs, **{c.id: c for c in test_cards}}
    other = tdeck if opponent is None else deck(opponent)
    return GameSetup(ruleset(), (PlayerSetup("Ella", deck(deck_id)), PlayerSetup("Toby", other)), defs, seed)


def real_setup(first: str, second: str, seed: int) -> GameSetup:
    """Two shipped decks with the shipped 2E ruleset (for random games)."""
    c = content()
    return GameSetup(c.rulesets["2e"], (PlayerSetup("Ella", deck(first)), PlayerSetup("Toby", deck(second))),
                     c.library.cards, seed)


def spec(name: str, title: str = "", **params: Any) -> AbilitySpec:
    """An ability as a card file would give it."""
    return AbilitySpec(name=name, title=title, params=freeze_params(params))


# --- dice (the tests' die: tests.factories.FACES) ---------------------------------------------


def rng_for(faces: tuple[int, ...]) -> int:
    """A random-source state whose next len(faces) die rolls are exactly `faces`."""
    return state_rolling(tuple(faces), len(FACES))


def rolls(r: int, n: int) -> tuple[int, ...]:
    """The next `n` faces the random-source state `r` rolls."""
    return _rolls(r, n, len(FACES))


def _rng_where(n: int, key: str, test: Callable[[tuple[int, ...]], bool]) -> int:
    return state_rolling_where(n, len(FACES), key, test)


def specials(faces: tuple[int, ...]) -> int:
    return sum(1 for f in faces if "special" in FACES[f])


def count(faces: tuple[int, ...], symbol: str) -> int:
    return sum(1 for f in faces if symbol in FACES[f])


# --- events and rejections ------------------------------------------------------------------------


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def names(events) -> list[str]:
    return [type(e).__name__ for e in events]


def assert_rejected(state: GameState, cmd: object) -> str:
    """A command that must be illegal: rejected with a reason, and nothing changes."""
    return expect_rejected(state, cmd)


# --- a position built from events ----------------------------------------------------------------


class Scene(Scenario):
    """The package's position builder (`game.core.scenario.Scenario`) with the tests' default
    setup: `rules_setup()`, the plain test faction plus the rulebook examples' cards."""

    def __init__(self, setup: GameSetup | None = None, clean: bool = False, strict: bool = False) -> None:
        super().__init__(setup or rules_setup(), clean=clean, strict=strict)


def faction_scene(deck_id: str, phase: str | None = None, player: int = 0, opponent: str | None = None,
                  test_cards: tuple[CardDef, ...] = ()) -> Scene:
    """`faction_setup(deck_id, opponent, test_cards=test_cards)` with only the summoners and
    starting gates on the board; at `phase` of `player`'s turn if a phase is given."""
    s = Scene(faction_setup(deck_id, opponent, test_cards=test_cards), clean=True)
    return s if phase is None else s.phase(player, phase)


# --- random games ----------------------------------------------------------------------------


def random_states(edition: str, p1: str, p2: str, seed: int, commands: int) -> list[GameState]:
    """Every state of a game of two random bots (seeded by `seed`) between the shipped decks `p1`
    and `p2` of `edition`, from the first until it ends or `commands` states are reached: where
    the shortcut tests compare a shortcut with the long way."""
    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    g = Game.new(make_setup(catalog.ruleset(edition, include_user=False), decks,
                            catalog.cards(include_user=False), seed))
    bots = (RandomBot(seed), RandomBot(seed + 1))
    states = [g.state]
    while not g.state.over and len(states) < commands:
        p = g.state.pending.player if g.state.pending is not None else g.state.turn.player
        assert g.submit(bots[p].choose(g.state, p))
        states.append(g.state)
    return states


def random_game(seed: int, steps: int, setup: GameSetup | None = None, check: bool = False) -> Game:
    """A game of random legal commands (EndPhase weighted down so turns have something in them)
    until it ends or `steps` run out; with `check`, the state's invariants are checked after
    every command. `setup` defaults to the plain test faction on both sides."""
    g = Game.new(setup or test_setup(seed))
    r = random.Random(seed)
    for _ in range(steps):
        if g.state.over:
            break
        legal = legal_commands(g.state)
        cmd = pick(r, legal)
        out = g.submit(cmd)
        assert not isinstance(out, Rejection), (cmd, out)
        if check:
            problems = check_invariants(g.state)
            assert not problems, (seed, cmd, problems)
    return g


def pick(r: random.Random, legal: list[cmds.Command]) -> cmds.Command:
    others = [c for c in legal if not isinstance(c, cmds.EndPhase)]
    if others and r.random() < 0.7:
        return r.choice(others)
    return r.choice(legal)
