"""Positions built from events: the builder that rules tests, scenarios and tutorials share.

A `Scenario` starts from a real game (`initial_state` + `start` of a `GameSetup`) and changes it
only by applying events (`CardPlaced`, `CardsDrawn`, `CardDiscarded`, `MagicSet`,
`TurnBegan`/`PhaseBegan`, `DamageAdded`, `BoostAdded`, …), so every position it builds is one the
rules themselves could describe, and a save of it replays. The one exception is `dice` (and
`dice_where`): they pick the random source's state so the next rolls show the faces wanted.

Then it plays commands through the rules exactly as a player would: `do` (must be legal),
`reject` (must be refused, with a reason, and change nothing), `answer` (a pending prompt),
`use`, `end_phase`. A broken expectation raises `ScenarioError` (an `AssertionError`, so test
runners report it as a failed check).

    from game import catalog
    from game.core import commands as cmds
    from game.core.scenario import Scenario
    from game.sim import make_setup

    setup = make_setup(catalog.ruleset(), (catalog.deck("polar-dwarves"),
                       catalog.deck("fallen-kingdom")), catalog.cards(), seed=1)
    s = Scenario(setup, clean=True).phase(0, "attack")   # only summoners and gates left
    mage = s.place(0, "Frost Mage", (2, 3))
    warrior = s.place(1, "Undead Warrior", (2, 5))
    s.dice(3)                                             # the next die shows face 3
    events = s.do(cmds.Attack(0, mage, warrior))

Board positions are (column, row), 0-based; row 0 is player 0's back row. Dice faces are
indices into the ruleset's `die_faces`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import commands as cmds
from game.core import events as ev
from game.core.apply import apply
from game.core.decide import Outcome, Rejection, check, decide, resolve
from game.core.geometry import Pos
from game.core.hashing import state_hash
from game.core.legal import legal_commands
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup, initial_state, start
from game.core.state import BOARD, DISCARD, DRAW, HAND, Card, GameState, Prompt

# How far `dice` and `dice_where` search for a random-source state that rolls what is wanted.
SEARCH_LIMIT = 10_000_000


class ScenarioError(AssertionError):
    """A scenario's expectation did not hold (a command refused that had to be legal, …)."""


# --- dice ----------------------------------------------------------------------------------------


def rolls(r: int, n: int, die_size: int) -> tuple[int, ...]:
    """The next `n` faces (indices) that the random-source state `r` rolls on a die of
    `die_size` faces."""
    out = []
    for _ in range(n):
        r, f = randbelow(r, die_size)
        out.append(f)
    return tuple(out)


_EXACT: dict[tuple[tuple[int, ...], int], int] = {}
_PASSING: dict[tuple[int, int, str], int] = {}


def state_rolling(faces: tuple[int, ...], die_size: int) -> int:
    """A random-source state whose next len(faces) die rolls are exactly `faces`."""
    key = (faces, die_size)
    if key not in _EXACT:
        _EXACT[key] = _search(len(faces), die_size, lambda got: got == faces, f"faces {faces}")
    return _EXACT[key]


def state_rolling_where(n: int, die_size: int, key: str, test: Callable[[tuple[int, ...]], bool]) -> int:
    """A random-source state whose next `n` rolls pass `test` (`key` names the test, for the
    cache: a long search is made once per test)."""
    k = (n, die_size, key)
    if k not in _PASSING:
        _PASSING[k] = _search(n, die_size, test, f"{n} dice passing {key}")
    return _PASSING[k]


def _search(n: int, die_size: int, test: Callable[[tuple[int, ...]], bool], what: str) -> int:
    for i in range(SEARCH_LIMIT):
        r = seed_state(i)
        if test(rolls(r, n, die_size)):
            return r
    raise ScenarioError(f"no random-source state rolls {what}")


# --- the builder ---------------------------------------------------------------------------------


class Scenario:
    """A game position under construction. Every change is an event applied to the state.

    `clean` discards the starting units at once (see `clear_starting_units`). `strict` also
    checks `legal_commands`: every command `do` plays must be listed, and every command
    `reject` refuses must not be.
    """

    def __init__(self, setup: GameSetup, clean: bool = False, strict: bool = False) -> None:
        self.state: GameState = start(initial_state(setup), setup.first_player).state
        self.strict = strict
        p = self.state.pending
        if p is not None and p.resume.kind == "setup.first_player":
            # 1E: the high roller chooses who goes first; a scenario lets player 1 (index 0) go
            # first, as a 2E scenario's setup does when `first_player` is 0.
            self.answer("first" if p.player == 0 else "second")
        if clean:
            self.clear_starting_units()

    def fork(self) -> Scenario:
        """Another scenario starting from this position (states are never shared mutably)."""
        c = type(self).__new__(type(self))
        c.state = self.state
        c.strict = self.strict
        return c

    # building ---------------------------------------------------------------------------

    def apply(self, *events: ev.Event) -> Scenario:
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

    def vine(self, player: int, pos: Pos) -> int:
        """1E: place a Vine Wall from `player`'s Vine Wall pile on `pos` (under the unit there, if
        any), as a card that says "place a Vine Wall" would; returns the Vine Wall."""
        pile = self.state.players[player].vine_pile
        if not pile:
            raise ScenarioError(f"player {player} has no Vine Wall left in the Vine Wall pile")
        uid = pile[-1]
        self.apply(ev.VinePlaced(player, uid, pos))
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

    def clear_discard(self, player: int) -> Scenario:
        """Take every card of the player's discard pile into their hand."""
        for uid in list(self.state.players[player].discard):
            self.apply(ev.CardsDrawn(player, (uid,)))
        return self

    def empty_hand(self, player: int) -> Scenario:
        """Hand cards go to the discard pile."""
        for uid in list(self.state.players[player].hand):
            self.apply(ev.CardDiscarded(uid))
        return self

    def empty_draw_pile(self, player: int, keep: int = 0) -> Scenario:
        draw = self.state.players[player].draw
        for uid in draw[: len(draw) - keep]:
            self.apply(ev.CardDiscarded(uid))
        return self

    def magic(self, player: int, amount: int) -> Scenario:
        """Set the player's magic. With a magic pile (1E) the pile gets exactly `amount` cards:
        extra ones are spent (to the discard pile), missing ones come from the bottom of the
        draw pile, then from the discard pile."""
        s = self.state
        if not s.ruleset.magic_pile:
            return self.apply(ev.MagicSet(player, amount))
        p = s.players[player]
        have = len(p.magic_pile)
        if have > amount:
            return self.apply(ev.MagicSpent(player, have - amount, "scenario"))
        need = amount - have
        spare = (p.draw + p.discard)[:need]
        if len(spare) < need:
            raise ScenarioError(f"player {player} has too few cards for {amount} magic")
        return self.apply(ev.CardsToMagicPile(player, tuple(spare), "scenario"))

    def magic_pile(self, player: int, *names: str) -> list[int]:
        """1E: put these cards (by name, from the player's draw pile, discard or hand) on top of
        their magic pile, in order (the last ends on top)."""
        uids = [self.find(player, n, (DRAW, DISCARD, HAND)) for n in names]
        self.apply(ev.CardsToMagicPile(player, tuple(uids), "scenario"))
        return uids

    def damage(self, uid: int, amount: int) -> Scenario:
        return self.apply(ev.DamageAdded(uid, amount))

    def boost(self, uid: int, amount: int) -> Scenario:
        return self.apply(ev.BoostAdded(uid, amount))

    def relocate(self, uid: int, pos: Pos) -> Scenario:
        """Slide a card on the battlefield to another space (not a move: no mover is counted)."""
        return self.apply(ev.CardForced(uid, (pos,)))

    def remove(self, pos: Pos) -> Scenario:
        uid = self.state.board[pos]
        return self.apply(ev.CardDiscarded(uid))

    def clear_starting_units(self, discards: bool = False) -> Scenario:
        """Discard every starting card but the summoners and gates. With `discards`, every discard
        pile is then taken into its owner's hand (no event puts a card back on a draw pile), so
        each discard pile starts empty and each scenario decides what is in it."""
        for pos, uid in sorted(self.state.board.items()):
            d = self.state.cards[uid].defn
            if not d.is_summoner and not d.gate:
                self.remove(pos)
        if discards:
            for p in self.state.players:
                self.clear_discard(p.index)
        return self

    def phase(self, player: int, phase: str, first_turn: bool = False) -> Scenario:
        """Jump to `phase` of a fresh turn of `player` (nothing moved, attacked or used yet).

        Under rules with first-turn limits (1E: the first player skips phases and moves only 2
        units) the turn is never the game's first unless `first_turn` says so."""
        t = self.state.turn
        number = t.number if player == t.player else t.number + 1
        rs = self.state.ruleset
        if first_turn:
            number = 1
        elif (rs.first_turn_skips or rs.first_turn_max_movers) and number < 3:
            number = 3
        return self.apply(ev.TurnBegan(player, number), ev.PhaseBegan(player, phase))

    @property
    def die_size(self) -> int:
        return len(self.state.ruleset.die_faces)

    def dice(self, *faces: int) -> Scenario:
        """The next rolls show exactly these faces (indices into the ruleset's die faces)."""
        return self._with_rng(state_rolling(tuple(faces), self.die_size))

    def roll(self, *results: int) -> Scenario:
        """Numbered dice (1E d6): the next rolls show these numbers (1 to 6)."""
        if not self.state.ruleset.die_numbered:
            raise ScenarioError("roll() is for numbered dice; use dice() with face indices")
        return self.dice(*(r - 1 for r in results))

    def dice_where(self, n: int, key: str, test: Callable[[tuple[int, ...]], bool]) -> tuple[int, ...]:
        """Set the random source so the next `n` dice pass `test` (`key` names the test, for the
        cache; for rolls of many dice, where naming every face would take a long search);
        returns those faces."""
        r = state_rolling_where(n, self.die_size, key, test)
        self._with_rng(r)
        return rolls(r, n, self.die_size)

    def _with_rng(self, r: int) -> Scenario:
        s = self.state.clone()
        s.rng = r
        self.state = s
        return self

    # reading ----------------------------------------------------------------------------

    def card(self, uid: int) -> Card:
        return self.state.cards[uid]

    def at(self, pos: Pos) -> Card | None:
        return self.state.at(pos)

    def on_board(self, uid: int) -> bool:
        return self.state.cards[uid].zone == BOARD

    def summoner(self, player: int) -> int:
        c = self.state.summoner(player)
        if c is None:
            raise ScenarioError(f"player {player} has no summoner on the battlefield")
        return c.uid

    def gate(self, player: int) -> int:
        for c in self.state.on_board(player):
            if c.defn.gate and not c.defn.vine:  # a printed wall, not a 1E Vine Wall
                return c.uid
        raise LookupError("no gate")

    @property
    def prompt(self) -> Prompt | None:
        return self.state.pending

    def options(self) -> list:
        return list(self._pending().options)

    def legal(self) -> list[cmds.Command]:
        return legal_commands(self.state)

    def uses(self, card: int) -> set[str]:
        """Names of the abilities `card` may be used for now (from legal_commands)."""
        return {c.ability for c in self.legal() if isinstance(c, cmds.UseAbility) and c.card == card}

    def attack_targets(self, attacker: int) -> set[int]:
        return {c.target for c in self.legal() if isinstance(c, cmds.Attack) and c.attacker == attacker}

    # commands -----------------------------------------------------------------------------

    def do(self, cmd: cmds.Command) -> list[ev.Event]:
        """Play a command that must be legal; the scenario moves on to the resulting state."""
        before = state_hash(self.state)
        if self.strict and cmd not in legal_commands(self.state):
            raise ScenarioError(f"{cmd} is not listed as legal")
        out = resolve(self.state, cmd)
        if not isinstance(out, Outcome):
            raise ScenarioError(f"{cmd} rejected: {out.reason}")
        if state_hash(self.state) != before:
            raise ScenarioError("decide changed its input state")
        self.state = out.state
        return list(out.events)

    def answer(self, value: Any, player: int | None = None) -> list[ev.Event]:
        """Answer the pending prompt with the option equal to `value` (None declines), as the
        prompted player or as `player`."""
        p = self._pending()
        who = p.player if player is None else player
        if value is None:
            return self.do(cmds.Answer(who, None))
        options = [tuple(o) if isinstance(o, list) else o for o in p.options]
        if value not in options:
            raise ScenarioError(f"{value!r} is not among {options!r} ({p.text})")
        return self.do(cmds.Answer(who, options.index(value)))

    def use(self, player: int, card: int, ability: str) -> list[ev.Event]:
        return self.do(cmds.UseAbility(player, card, ability))

    def end_phase(self) -> list[ev.Event]:
        return self.do(cmds.EndPhase(self.state.turn.player))

    def reject(self, cmd: object) -> str:
        """A command that must be illegal: rejected with a reason, and nothing changes. Returns
        the reason."""
        reason = expect_rejected(self.state, cmd)
        if self.strict and cmd in legal_commands(self.state):
            raise ScenarioError(f"{cmd} is rejected but listed as legal")
        return reason

    def _pending(self) -> Prompt:
        p = self.state.pending
        if p is None:
            raise ScenarioError("no prompt is pending")
        return p


def expect_rejected(state: GameState, cmd: object) -> str:
    """`cmd` must be refused in `state` with a reason a player can read, by `decide` and `check`
    alike, and leave the state as it was. Returns the reason."""
    before = state_hash(state)
    out = decide(state, cmd)
    if not isinstance(out, Rejection):
        raise ScenarioError(f"{cmd!r} was accepted: {out}")
    if not (isinstance(out.reason, str) and out.reason.strip()):
        raise ScenarioError("a rejection must say why")
    if check(state, cmd) != out.reason:
        raise ScenarioError(f"check and decide disagree on {cmd!r}")
    if state_hash(state) != before:
        raise ScenarioError("a rejected command changed the state")
    return out.reason
