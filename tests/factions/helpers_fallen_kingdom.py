"""Builders for the Fallen Kingdom tests: the real card file against the plain test faction.

A `Scene` starts from a real game (`initial_state` + `start`) and changes it only by applying
events (CardPlaced, CardsDrawn, CardDiscarded, MagicSet, TurnBegan/PhaseBegan, DamageAdded,
BoostAdded), so every position is one the rules could describe. `Scene.dice` is the one
exception: it picks the random source's state so the next rolls show the faces a test needs.

Board coordinates are (column, row), 0-based, row 0 being Ella's (player 0's) back row. With the
shipped layout Ret-Talus starts at (3, 0) and his gate at (3, 2); Toby's summoner at (2, 7) and
his gate at (2, 5).
"""

from __future__ import annotations

from functools import cache, lru_cache

from game.content import load_content
from game.core import Rejection, check, decide, legal_commands, resolve, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.apply import apply
from game.core.cards import CardDef, DeckList
from game.core.decide import Outcome
from game.core.geometry import Pos
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, PlayerSetup, initial_state, start
from game.core.state import BOARD, DISCARD, DRAW, HAND, Card, GameState, Prompt
from tests.factories import FACES, ruleset, test_faction

FK = "fallen-kingdom"
FILE = "fallen-kingdom.yaml"


@lru_cache(maxsize=1)
def content():
    """Shipped content only (never the player's folder)."""
    return load_content(include_user=False)


def fk_cards() -> tuple[dict[str, CardDef], DeckList]:
    c = content()
    defs = {k: v for k, v in c.library.cards.items() if k.startswith(FK + "/")}
    return defs, c.library.decks[FK]


def fk_setup(seed: int = 1, mirror: bool = False) -> GameSetup:
    """Ella plays the Fallen Kingdom; Toby the plain test faction (or the Fallen Kingdom too, with
    `mirror`). The die is the tests' fixed one (tests.factories.FACES)."""
    defs, deck = fk_cards()
    tdefs, tdeck = test_faction("test")
    other = deck if mirror else tdeck
    return GameSetup(ruleset(), (PlayerSetup("Ella", deck), PlayerSetup("Toby", other)),
                     {**defs, **tdefs}, seed)


@cache
def rng_for(faces: tuple[int, ...]) -> int:
    """A random-source state whose next len(faces) die rolls are exactly `faces`."""
    for i in range(5_000_000):
        r = start_r = seed_state(i)
        for want in faces:
            r, got = randbelow(r, len(FACES))
            if got != want:
                break
        else:
            return start_r
    raise AssertionError(f"no seed rolls {faces}")


class Scene:
    """A game position under construction; every change is an event applied to the state."""

    def __init__(self, mirror: bool = False, seed: int = 1) -> None:
        self.state: GameState = start(initial_state(fk_setup(seed, mirror))).state
        # Only the summoners and the gates stay on the battlefield; the starting units go to
        # their owners' hands (no event puts a card back on a draw pile), so every discard pile
        # starts empty and each test decides what is in it.
        for _pos, uid in sorted(self.state.board.items()):
            d = self.state.cards[uid].defn
            if not d.is_summoner and not d.gate:
                self.apply(ev.CardDiscarded(uid))
        for p in self.state.players:
            self.clear_discard(p.index)

    # building -------------------------------------------------------------------------------

    def apply(self, *events: ev.Event) -> Scene:
        for e in events:
            self.state = apply(self.state, e)
        return self

    def find(self, owner: int, name: str, zones: tuple[str, ...] = (DRAW,)) -> int:
        p = self.state.players[owner]
        for zone in zones:
            for uid in reversed(p.pile(zone)):
                if self.state.cards[uid].name == name:
                    return uid
        raise LookupError(f"no {name} of player {owner} in {zones}")

    def place(self, player: int, name: str, pos: Pos, owner: int | None = None) -> int:
        """Put a card (from its owner's draw pile, hand or discard) onto `pos` for `player`."""
        uid = self.find(player if owner is None else owner, name, (DRAW, HAND, DISCARD))
        self.apply(ev.CardPlaced(player, uid, pos))
        return uid

    def hand(self, player: int, name: str) -> int:
        """A card named `name` in the player's hand (drawn from the draw or discard pile if none is)."""
        try:
            return self.find(player, name, (HAND,))
        except LookupError:
            uid = self.find(player, name, (DRAW, DISCARD))
        self.apply(ev.CardsDrawn(player, (uid,)))
        return uid

    def discard(self, player: int, name: str) -> int:
        """Put a card from the draw pile (or hand) onto its owner's discard pile."""
        uid = self.find(player, name, (DRAW, HAND))
        self.apply(ev.CardDiscarded(uid))
        return uid

    def clear_discard(self, player: int) -> Scene:
        """Take every card of the player's discard pile into their hand."""
        for uid in list(self.state.players[player].discard):
            self.apply(ev.CardsDrawn(player, (uid,)))
        return self

    def empty_hand(self, player: int) -> Scene:
        """Hand cards go to the discard pile (so call `clear_discard` after if it matters)."""
        for uid in list(self.state.players[player].hand):
            self.apply(ev.CardDiscarded(uid))
        return self

    def magic(self, player: int, amount: int) -> Scene:
        return self.apply(ev.MagicSet(player, amount))

    def damage(self, uid: int, amount: int) -> Scene:
        return self.apply(ev.DamageAdded(uid, amount))

    def boost(self, uid: int, amount: int) -> Scene:
        return self.apply(ev.BoostAdded(uid, amount))

    def phase(self, player: int, phase: str) -> Scene:
        """Jump to `phase` of a fresh turn of `player` (nothing moved, attacked or used yet)."""
        t = self.state.turn
        number = t.number if player == t.player else t.number + 1
        return self.apply(ev.TurnBegan(player, number), ev.PhaseBegan(player, phase))

    def dice(self, *faces: int) -> Scene:
        s = self.state.clone()
        s.rng = rng_for(tuple(faces))
        self.state = s
        return self

    # reading ---------------------------------------------------------------------------------

    def card(self, uid: int) -> Card:
        return self.state.cards[uid]

    def at(self, pos: Pos) -> Card | None:
        return self.state.at(pos)

    def summoner(self, player: int) -> int:
        c = self.state.summoner(player)
        assert c is not None
        return c.uid

    @property
    def prompt(self) -> Prompt | None:
        return self.state.pending

    def on_board(self, uid: int) -> bool:
        return self.state.cards[uid].zone == BOARD

    # commands --------------------------------------------------------------------------------

    def do(self, cmd: cmds.Command) -> list[ev.Event]:
        """Play a command that must be legal (and listed by legal_commands)."""
        before = state_hash(self.state)
        assert cmd in legal_commands(self.state), f"{cmd} is not listed as legal"
        out = resolve(self.state, cmd)
        assert isinstance(out, Outcome), f"{cmd} rejected: {out.reason}"
        assert state_hash(self.state) == before, "decide changed its input state"
        self.state = out.state
        return list(out.events)

    def answer(self, option: object, player: int | None = None) -> list[ev.Event]:
        """Answer the pending prompt by option value (None to decline)."""
        p = self.state.pending
        assert p is not None, "no prompt is open"
        who = p.player if player is None else player
        choice = None if option is None else p.options.index(option)
        return self.do(cmds.Answer(who, choice))

    def reject(self, cmd: object) -> str:
        before = state_hash(self.state)
        out = decide(self.state, cmd)
        assert isinstance(out, Rejection), f"{cmd!r} was accepted"
        assert out.reason.strip() and check(self.state, cmd) == out.reason
        assert state_hash(self.state) == before
        assert cmd not in legal_commands(self.state), f"{cmd} is rejected but listed as legal"
        return out.reason

    def legal(self) -> list[cmds.Command]:
        return legal_commands(self.state)


def of_type(events: list[ev.Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
