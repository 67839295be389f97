"""Scenario builders for the Savanna Elves tests (the Breakers tests use them too).

Positions are built from a real game (`initial_state` + `start`) by applying events only
(CardPlaced, PhaseBegan, DamageAdded, BoostAdded, …); the single exception is `Scene.dice`,
which sets the random source so the next rolls show the faces a test needs.

Player 0 ("Ella") plays a shipped deck (Savanna Elves by default), player 1 ("Toby") the plain
test faction from tests/factories.py, or a shipped deck. Board positions are (column, row),
0-based, row 0 = Ella's back row. The test faction's summoner starts at (2,7), its gate at (2,5).
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from game.content import load_content
from game.core import Rejection, check, decide, legal_commands, resolve, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.apply import apply
from game.core.cards import DeckList
from game.core.decide import Outcome
from game.core.geometry import Pos
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, PlayerSetup, initial_state, start
from game.core.state import DISCARD, DRAW, HAND, GameState
from tests.factories import FACES, ruleset, test_faction

ME = 0  # Ella, the faction under test
OPP = 1  # Toby, the test faction


@lru_cache(maxsize=1)
def content() -> Any:
    return load_content(include_user=False)


def file_problems(file_name: str) -> list[str]:
    """Problems the content loader reports for one card file."""
    return [str(p) for p in content().problems if file_name in str(p)]


def deck(deck_id: str) -> DeckList:
    return content().library.decks[deck_id]


def setup(deck_id: str, seed: int = 1, opponent: str | None = None) -> GameSetup:
    """The shipped deck `deck_id` (player 0) against the test faction (player 1), or against the
    shipped deck `opponent`, with the test die (so FACES indices name the faces rolled)."""
    tdefs, tdeck = test_faction("test")
    defs = {**content().library.cards, **tdefs}
    other = tdeck if opponent is None else deck(opponent)
    return GameSetup(ruleset(), (PlayerSetup("Ella", deck(deck_id)), PlayerSetup("Toby", other)), defs, seed)


def real_setup(first: str, second: str, seed: int) -> GameSetup:
    """Two shipped decks with the shipped 2E ruleset (for random games)."""
    c = content()
    return GameSetup(c.rulesets["2e"], (PlayerSetup("Ella", deck(first)), PlayerSetup("Toby", deck(second))),
                     c.library.cards, seed)


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

    def __init__(self, deck_id: str = "savanna-elves", seed: int = 1, clean: bool = True,
                 opponent: str | None = None) -> None:
        self.state: GameState = start(initial_state(setup(deck_id, seed, opponent))).state
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

    def place(self, player: int, name: str, pos: Pos, owner: int | None = None) -> int:
        uid = self.find(player if owner is None else owner, name)
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

    def end_phase(self) -> list[ev.Event]:
        return self.do(cmds.EndPhase(self.state.turn.player))

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
