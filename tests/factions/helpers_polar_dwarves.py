"""Scenario builders for the Polar Dwarves tests.

Positions are built from a real game (`initial_state` + `start`) by applying events only
(CardPlaced, PhaseBegan, DamageAdded, BoostAdded, …); the single exception is `Scene.dice`,
which sets the random source so the next rolls show the faces a test needs.

Player 0 ("Ella") plays the shipped Polar Dwarves deck, player 1 ("Toby") the plain test faction
from tests/factories.py. Board positions are (column, row), 0-based, row 0 = Ella's back row.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from typing import Any

from game.content import load_content
from game.core import Rejection, check, decide, legal_commands, resolve, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.apply import apply
from game.core.cards import DeckList
from game.core.decide import Outcome
from game.core.game import Game
from game.core.geometry import Pos
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, PlayerSetup, initial_state, start
from game.core.state import BOARD, DISCARD, DRAW, HAND, GameState
from tests.factories import FACES, ruleset, test_faction

PD = 0  # Ella, Polar Dwarves
OPP = 1  # Toby, the test faction
FACTION_FILE = "polar-dwarves.yaml"


@lru_cache(maxsize=1)
def _content() -> Any:
    return load_content(include_user=False)


def pd_problems() -> list[str]:
    """Problems the content loader reports for the Polar Dwarves file."""
    return [str(p) for p in _content().problems if FACTION_FILE in str(p)]


def pd_deck() -> DeckList:
    return _content().library.decks["polar-dwarves"]


def other_decks() -> list[str]:
    """Ids of the other shipped decks that load (the real opponents for the smoke test)."""
    return sorted(d for d in _content().library.decks if d != "polar-dwarves")


def pd_setup(seed: int = 1, opponent: str | None = None) -> GameSetup:
    """Polar Dwarves (player 0) against the test faction (player 1), or against the shipped deck
    `opponent`, with the test die (so FACES indices name the faces rolled)."""
    tdefs, tdeck = test_faction("test")
    defs = {**_content().library.cards, **tdefs}
    deck = tdeck if opponent is None else _content().library.decks[opponent]
    return GameSetup(ruleset(), (PlayerSetup("Ella", pd_deck()), PlayerSetup("Toby", deck)), defs, seed)


@cache
def rng_for(faces: tuple[int, ...]) -> int:
    """A random-source state whose next len(faces) die rolls are exactly `faces`."""
    k = len(FACES)
    for i in range(10_000_000):
        r = start_r = seed_state(i)
        ok = True
        for want in faces:
            r, got = randbelow(r, k)
            if got != want:
                ok = False
                break
        if ok:
            return start_r
    raise AssertionError(f"no seed rolls {faces}")


class Scene:
    """A game position under construction; every change is an event applied to the state."""

    def __init__(self, seed: int = 1, clean: bool = True) -> None:
        self.state: GameState = start(initial_state(pd_setup(seed))).state
        if clean:
            self.clear_units()

    # building -------------------------------------------------------------------------------

    def apply(self, *events: ev.Event) -> Scene:
        for e in events:
            self.state = apply(self.state, e)
        return self

    def find(self, owner: int, name: str, zones: tuple[str, ...] = (DRAW, DISCARD, HAND)) -> int:
        p = self.state.players[owner]
        for zone in zones:
            for uid in reversed(p.pile(zone)):
                if self.state.cards[uid].name == name:
                    return uid
        raise LookupError(f"no {name} of player {owner} in {zones}")

    def place(self, player: int, name: str, pos: Pos) -> int:
        uid = self.find(player, name)
        self.apply(ev.CardPlaced(player, uid, pos))
        return uid

    def hand(self, player: int, name: str) -> int:
        """A card of that name in the player's hand (drawn from the draw pile if needed)."""
        try:
            return self.find(player, name, (HAND,))
        except LookupError:
            uid = self.find(player, name, (DRAW, DISCARD))
            self.apply(ev.CardsDrawn(player, (uid,)))
            return uid

    def clear_units(self) -> Scene:
        """Discard the starting units (summoners and starting gates stay)."""
        for _, uid in sorted(self.state.board.items()):
            d = self.state.cards[uid].defn
            if not d.is_summoner and not d.gate:
                self.apply(ev.CardDiscarded(uid))
        return self

    def relocate(self, uid: int, pos: Pos) -> Scene:
        """Slide a card to another space (a setup shortcut, not a move)."""
        return self.apply(ev.CardForced(uid, (pos,)))

    def damage(self, uid: int, n: int) -> Scene:
        return self.apply(ev.DamageAdded(uid, n))

    def boost(self, uid: int, n: int) -> Scene:
        return self.apply(ev.BoostAdded(uid, n))

    def magic(self, player: int, n: int) -> Scene:
        return self.apply(ev.MagicSet(player, n))

    def phase(self, player: int, phase: str) -> Scene:
        """Jump to `phase` of a fresh turn of `player`."""
        t = self.state.turn
        number = t.number if player == t.player else t.number + 1
        return self.apply(ev.TurnBegan(player, number), ev.PhaseBegan(player, phase))

    def dice(self, *faces: int) -> Scene:
        s = self.state.clone()
        s.rng = rng_for(tuple(faces))
        self.state = s
        return self

    # reading --------------------------------------------------------------------------------

    def card(self, uid: int):
        return self.state.cards[uid]

    def summoner(self, player: int) -> int:
        c = self.state.summoner(player)
        assert c is not None
        return c.uid

    def gate(self, player: int) -> int:
        for c in self.state.on_board(player):
            if c.defn.gate:
                return c.uid
        raise LookupError("no gate")

    @property
    def prompt(self):
        return self.state.pending

    # commands ---------------------------------------------------------------------------------

    def do(self, cmd: cmds.Command) -> list[ev.Event]:
        """Play a command that must be legal."""
        before = state_hash(self.state)
        out = resolve(self.state, cmd)
        assert isinstance(out, Outcome), f"{cmd} rejected: {out.reason}"
        assert state_hash(self.state) == before, "decide changed its input state"
        self.state = out.state
        return list(out.events)

    def answer(self, value: Any) -> list[ev.Event]:
        """Answer the pending prompt with the option equal to `value` (None declines)."""
        p = self.state.pending
        assert p is not None, "no prompt is pending"
        if value is None:
            return self.do(cmds.Answer(p.player, None))
        assert value in p.options, f"{value!r} is not among {p.options!r} ({p.text})"
        return self.do(cmds.Answer(p.player, p.options.index(value)))

    def reject(self, cmd: object) -> str:
        before = state_hash(self.state)
        out = decide(self.state, cmd)
        assert isinstance(out, Rejection), f"{cmd!r} was accepted"
        assert out.reason.strip()
        assert check(self.state, cmd) == out.reason
        assert state_hash(self.state) == before
        return out.reason

    def legal(self) -> list[cmds.Command]:
        return legal_commands(self.state)


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def random_game(seed: int, max_steps: int, opponent: str | None = None) -> Game:
    """Random legal commands (prompts answered at random) until the game ends or steps run out;
    the state's invariants are checked after every command."""
    from game.core.invariants import check_invariants

    g = Game.new(pd_setup(seed, opponent))
    r = random.Random(seed)
    for _ in range(max_steps):
        if g.state.over:
            break
        legal = legal_commands(g.state)
        others = [c for c in legal if not isinstance(c, cmds.EndPhase)]
        cmd = r.choice(others) if others and r.random() < 0.7 else r.choice(legal)
        out = g.submit(cmd)
        assert not isinstance(out, Rejection), (cmd, out)
        problems = check_invariants(g.state)
        assert not problems, (seed, cmd, problems)
    return g


__all__ = [
    "BOARD", "DISCARD", "HAND", "OPP", "PD", "Scene", "of_type", "other_decks", "pd_deck", "pd_problems",
    "random_game",
]
