"""One scenario builder for the rules tests (tests/core and tests/factions).

A `Scene` starts from a real game (`initial_state` + `start`) and changes it only by applying
events (`CardPlaced`, `CardsDrawn`, `CardDiscarded`, `MagicSet`, `TurnBegan`/`PhaseBegan`,
`DamageAdded`, `BoostAdded`, …), so every position a test builds is one the rules themselves could
describe. The one exception is `Scene.dice` (and `Scene.dice_where`), which picks the random
source's state so the next rolls show the faces a test needs.

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
from functools import cache, lru_cache
from typing import Any

from game.content import load_content
from game.core import Rejection, check, decide, legal_commands, resolve, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.params import freeze_params
from game.core.apply import apply
from game.core.cards import AbilitySpec, CardDef, DeckList
from game.core.decide import Outcome
from game.core.game import Game
from game.core.geometry import Pos
from game.core.invariants import check_invariants
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, PlayerSetup, initial_state, start
from game.core.state import BOARD, DISCARD, DRAW, HAND, Card, GameState, Prompt
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


# --- dice ----------------------------------------------------------------------------------------


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
    """The next `n` faces the random-source state `r` rolls."""
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
    before = state_hash(state)
    out = decide(state, cmd)
    assert isinstance(out, Rejection), f"{cmd!r} was accepted: {out}"
    assert isinstance(out.reason, str) and out.reason.strip(), "a rejection must say why"
    assert check(state, cmd) == out.reason
    assert state_hash(state) == before, "a rejected command changed the state"
    return out.reason


# --- a position built from events ----------------------------------------------------------------


class Scene:
    """A game position under construction. Every change is an event applied to the state.

    `setup` defaults to `rules_setup()`. `clean` discards the starting units at once (see
    `clear_starting_units`). `strict` also checks `legal_commands`: every command `do` plays must be
    listed, and every command `reject` refuses must not be.
    """

    def __init__(self, setup: GameSetup | None = None, clean: bool = False, strict: bool = False) -> None:
        self.state: GameState = start(initial_state(setup or rules_setup())).state
        self.strict = strict
        if clean:
            self.clear_starting_units()

    def fork(self) -> Scene:
        """Another scene starting from this position (states are never shared mutably)."""
        c = Scene.__new__(Scene)
        c.state = self.state
        c.strict = self.strict
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
        """Put a card (from its owner's draw pile, discard or hand) onto `pos` under `player`'s control."""
        owner = player if owner is None else owner
        uid = self.find(owner, name, (DRAW, DISCARD, HAND))
        self.apply(ev.CardPlaced(player, uid, pos))
        return uid

    def hand(self, player: int, name: str) -> int:
        """Draw a named card from the player's draw pile (or discard) into their hand, even if one
        of that name is already there."""
        uid = self.find(player, name, (DRAW, DISCARD))
        self.apply(ev.CardsDrawn(player, (uid,)))
        return uid

    def in_hand(self, player: int, name: str) -> int:
        """A card named `name` in the player's hand: already there (dealt at setup), or drawn now."""
        try:
            return self.find(player, name, (HAND,))
        except LookupError:
            return self.hand(player, name)

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
        """Hand cards go to the discard pile."""
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

    def boost(self, uid: int, amount: int) -> Scene:
        return self.apply(ev.BoostAdded(uid, amount))

    def relocate(self, uid: int, pos: Pos) -> Scene:
        """Slide a card on the battlefield to another space (not a move: no mover is counted)."""
        return self.apply(ev.CardForced(uid, (pos,)))

    def remove(self, pos: Pos) -> Scene:
        uid = self.state.board[pos]
        return self.apply(ev.CardDiscarded(uid))

    def clear_starting_units(self, discards: bool = False) -> Scene:
        """Discard every starting card but the summoners and gates. With `discards`, every discard
        pile is then taken into its owner's hand (no event puts a card back on a draw pile), so
        each discard pile starts empty and each test decides what is in it."""
        for pos, uid in sorted(self.state.board.items()):
            d = self.state.cards[uid].defn
            if not d.is_summoner and not d.gate:
                self.remove(pos)
        if discards:
            for p in self.state.players:
                self.clear_discard(p.index)
        return self

    def phase(self, player: int, phase: str) -> Scene:
        """Jump to `phase` of a fresh turn of `player` (nothing moved, attacked or used yet)."""
        t = self.state.turn
        number = t.number if player == t.player else t.number + 1
        return self.apply(ev.TurnBegan(player, number), ev.PhaseBegan(player, phase))

    def dice(self, *faces: int) -> Scene:
        """The next attack rolls exactly these faces (indices into FACES)."""
        s = self.state.clone()
        s.rng = rng_for(tuple(faces))
        self.state = s
        return self

    def dice_where(self, n: int, key: str, test: Callable[[tuple[int, ...]], bool]) -> tuple[int, ...]:
        """Set the random source so the next `n` dice pass `test` (`key` names the test, for the
        cache; for rolls of many dice, where naming every face would take a long search);
        returns those faces."""
        r = _rng_where(n, key, test)
        s = self.state.clone()
        s.rng = r
        self.state = s
        return rolls(r, n)

    # reading ----------------------------------------------------------------------------

    def card(self, uid: int) -> Card:
        return self.state.cards[uid]

    def at(self, pos: Pos) -> Card | None:
        return self.state.at(pos)

    def on_board(self, uid: int) -> bool:
        return self.state.cards[uid].zone == BOARD

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
    def prompt(self) -> Prompt | None:
        return self.state.pending

    def options(self) -> list:
        p = self.state.pending
        assert p is not None, "no prompt is pending"
        return list(p.options)

    def legal(self) -> list[cmds.Command]:
        return legal_commands(self.state)

    def uses(self, card: int) -> set[str]:
        """Names of the abilities `card` may be used for now (from legal_commands)."""
        return {c.ability for c in self.legal() if isinstance(c, cmds.UseAbility) and c.card == card}

    def attack_targets(self, attacker: int) -> set[int]:
        return {c.target for c in self.legal() if isinstance(c, cmds.Attack) and c.attacker == attacker}

    # commands -----------------------------------------------------------------------------

    def do(self, cmd: cmds.Command) -> list[ev.Event]:
        """Play a command that must be legal; the scene moves on to the resulting state."""
        before = state_hash(self.state)
        if self.strict:
            assert cmd in legal_commands(self.state), f"{cmd} is not listed as legal"
        out = resolve(self.state, cmd)
        assert isinstance(out, Outcome), f"{cmd} rejected: {out.reason}"
        assert state_hash(self.state) == before, "decide changed its input state"
        self.state = out.state
        return list(out.events)

    def answer(self, value: Any, player: int | None = None) -> list[ev.Event]:
        """Answer the pending prompt with the option equal to `value` (None declines), as the
        prompted player or as `player`."""
        p = self.state.pending
        assert p is not None, "no prompt is pending"
        who = p.player if player is None else player
        if value is None:
            return self.do(cmds.Answer(who, None))
        options = [tuple(o) if isinstance(o, list) else o for o in p.options]
        assert value in options, f"{value!r} is not among {options!r} ({p.text})"
        return self.do(cmds.Answer(who, options.index(value)))

    def use(self, player: int, card: int, ability: str) -> list[ev.Event]:
        return self.do(cmds.UseAbility(player, card, ability))

    def end_phase(self) -> list[ev.Event]:
        return self.do(cmds.EndPhase(self.state.turn.player))

    def reject(self, cmd: object) -> str:
        """A command that must be illegal: rejected with a reason, and nothing changes."""
        reason = assert_rejected(self.state, cmd)
        if self.strict:
            assert cmd not in legal_commands(self.state), f"{cmd} is rejected but listed as legal"
        return reason


def faction_scene(deck_id: str, phase: str | None = None, player: int = 0, opponent: str | None = None,
                  test_cards: tuple[CardDef, ...] = ()) -> Scene:
    """`faction_setup(deck_id, opponent, test_cards=test_cards)` with only the summoners and
    starting gates on the board; at `phase` of `player`'s turn if a phase is given."""
    s = Scene(faction_setup(deck_id, opponent, test_cards=test_cards), clean=True)
    return s if phase is None else s.phase(player, phase)


# --- random games ----------------------------------------------------------------------------


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
