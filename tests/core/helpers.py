"""Scenario builders for the base-rules tests.

A `Scene` starts from a real game (`initial_state` + `start`) and changes it only by applying
events (`CardPlaced`, `CardsDrawn`, `MagicSet`, `TurnBegan`/`PhaseBegan`, …), so every position
a test builds is one the rules themselves could describe. The one exception is `Scene.dice`,
which picks the random source's state so the next attack rolls the faces a test needs.
"""

from __future__ import annotations

import random
from functools import cache

from game.core import Rejection, check, decide, legal_commands, resolve, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.apply import apply
from game.core.cards import CardDef, DeckList
from game.core.decide import Outcome
from game.core.game import Game
from game.core.geometry import Pos
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, PlayerSetup, initial_state, start
from game.core.state import BOARD, DISCARD, DRAW, HAND, GameState
from tests.factories import FACES, ruleset, test_faction, test_setup, unit

# --- a deck with the cards the rulebook's examples name ----------------------------------------


def _extra_cards(fid: str) -> list[CardDef]:
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
    extra = _extra_cards(fid)
    defs = {**defs, **{c.id: c for c in extra}}
    deck = DeckList(
        id="rules", name="rules deck", faction=fid, summoner=f"{fid}/summoner",
        cards=base.cards + tuple((c.id, 1) for c in extra),
        starting=base.starting,
    )
    return GameSetup(ruleset(**rules), (PlayerSetup("Ella", deck), PlayerSetup("Toby", deck)), defs, seed)


def new_state(setup: GameSetup | None = None) -> GameState:
    """The state after the setup events (first turn, Summon phase)."""
    return start(initial_state(setup or rules_setup())).state


# --- dice --------------------------------------------------------------------------------------


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


def rolls(r: int, n: int) -> tuple[int, ...]:
    out = []
    for _ in range(n):
        r, f = randbelow(r, len(FACES))
        out.append(f)
    return tuple(out)


# --- a position built from events ----------------------------------------------------------------


class Scene:
    """A game position under construction. Every change is an event applied to the state."""

    def __init__(self, setup: GameSetup | None = None, clean: bool = False) -> None:
        self.state = new_state(setup)
        if clean:
            self.clear_starting_units()

    def fork(self) -> Scene:
        """Another scene starting from this position (states are never shared mutably)."""
        c = Scene.__new__(Scene)
        c.state = self.state
        return c

    # building ---------------------------------------------------------------------------

    def apply(self, *events: ev.Event) -> Scene:
        for e in events:
            self.state = apply(self.state, e)
        return self

    def find(self, owner: int, name: str, zones: tuple[str, ...] = (DRAW,)) -> int:
        """A card named `name` owned by `owner` in one of `zones` (the top of the draw pile first)."""
        p = self.state.players[owner]
        for zone in zones:
            pile = sorted(self.state.board.values()) if zone == BOARD else list(reversed(p.pile(zone)))
            for uid in pile:
                c = self.state.cards[uid]
                if c.owner == owner and c.name == name:
                    return uid
        raise LookupError(f"no {name} of player {owner} in {zones}")

    def place(self, player: int, name: str, pos: Pos, owner: int | None = None) -> int:
        """Put a card (from its owner's draw pile, hand or discard) onto `pos` under `player`'s control."""
        owner = player if owner is None else owner
        uid = self.find(owner, name, (DRAW, DISCARD, HAND))
        self.apply(ev.CardPlaced(player, uid, pos))
        return uid

    def hand(self, player: int, name: str) -> int:
        """Draw a named card from the player's draw pile into their hand."""
        uid = self.find(player, name, (DRAW, DISCARD))
        self.apply(ev.CardsDrawn(player, (uid,)))
        return uid

    def empty_hand(self, player: int) -> Scene:
        for uid in list(self.state.players[player].hand):
            self.apply(ev.CardDiscarded(uid))
        return self

    def empty_draw_pile(self, player: int, keep: int = 0) -> Scene:
        draw = self.state.players[player].draw
        for uid in draw[: len(draw) - keep]:
            self.apply(ev.CardDiscarded(uid))
        return self

    def magic(self, player: int, amount: int) -> Scene:
        return self.apply(ev.MagicSet(player, amount))

    def damage(self, uid: int, amount: int) -> Scene:
        return self.apply(ev.DamageAdded(uid, amount))

    def relocate(self, uid: int, pos: Pos) -> Scene:
        """Slide a card on the battlefield to another space (not a move: no mover is counted)."""
        return self.apply(ev.CardForced(uid, (pos,)))

    def remove(self, pos: Pos) -> Scene:
        uid = self.state.board[pos]
        return self.apply(ev.CardDiscarded(uid))

    def clear_starting_units(self) -> Scene:
        """Discard every starting card but the summoners and gates."""
        for pos, uid in sorted(self.state.board.items()):
            d = self.state.cards[uid].defn
            if not d.is_summoner and not d.gate:
                self.remove(pos)
        return self

    def phase(self, player: int, phase: str) -> Scene:
        """Jump to `phase` of a fresh turn of `player` (nothing moved or attacked yet)."""
        t = self.state.turn
        number = t.number if player == t.player else t.number + 1
        return self.apply(ev.TurnBegan(player, number), ev.PhaseBegan(player, phase))

    def dice(self, *faces: int) -> Scene:
        """The next attack rolls exactly these faces (indices into FACES)."""
        s = self.state.clone()
        s.rng = rng_for(tuple(faces))
        self.state = s
        return self

    # reading ----------------------------------------------------------------------------

    def card(self, uid: int):
        return self.state.cards[uid]

    def at(self, pos: Pos):
        return self.state.at(pos)

    def summoner(self, player: int) -> int:
        c = self.state.summoner(player)
        assert c is not None
        return c.uid

    def gate(self, player: int) -> int:
        for c in self.state.on_board(player):
            if c.defn.gate:
                return c.uid
        raise LookupError("no gate")

    # commands -----------------------------------------------------------------------------

    def do(self, cmd: cmds.Command) -> list[ev.Event]:
        """Play a command that must be legal; the scene moves on to the resulting state."""
        before = state_hash(self.state)
        out = resolve(self.state, cmd)
        assert isinstance(out, Outcome), f"{cmd} rejected: {out.reason}"
        assert state_hash(self.state) == before, "decide changed its input state"
        self.state = out.state
        return list(out.events)

    def reject(self, cmd: object) -> str:
        """A command that must be illegal: rejected with a reason, and nothing changes."""
        return assert_rejected(self.state, cmd)

    def legal(self) -> list[cmds.Command]:
        return legal_commands(self.state)


def assert_rejected(state: GameState, cmd: object) -> str:
    before = state_hash(state)
    out = decide(state, cmd)
    assert isinstance(out, Rejection), f"{cmd!r} was accepted: {out}"
    assert isinstance(out.reason, str) and out.reason.strip(), "a rejection must say why"
    assert check(state, cmd) == out.reason
    assert state_hash(state) == before, "a rejected command changed the state"
    return out.reason


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def names(events) -> list[str]:
    return [type(e).__name__ for e in events]


# --- random games ----------------------------------------------------------------------------


def random_game(seed: int, steps: int, setup: GameSetup | None = None) -> Game:
    """A game of random legal commands (EndPhase weighted down so turns have something in them)."""
    g = Game.new(setup or test_setup(seed))
    r = random.Random(seed)
    for _ in range(steps):
        if g.state.over:
            break
        legal = legal_commands(g.state)
        cmd = pick(r, legal)
        out = g.submit(cmd)
        assert not isinstance(out, Rejection), (cmd, out)
    return g


def pick(r: random.Random, legal: list[cmds.Command]) -> cmds.Command:
    others = [c for c in legal if not isinstance(c, cmds.EndPhase)]
    if others and r.random() < 0.7:
        return r.choice(others)
    return r.choice(legal)

