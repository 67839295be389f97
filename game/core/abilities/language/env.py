"""What a piece of the language sees: the card that has the ability, what set it off, the board."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.geometry import Pos
from game.core.state import BOARD, Card, GameState


@dataclass(slots=True)
class Env:
    """`me` bears the ability; `host` has it (the unit it is printed on or lent to; None for an
    event). `info` is what the trigger (or the value being asked for) carries; `subject` is the
    card whose value a static change is asked about."""

    state: GameState
    me: Card
    host: Card | None
    info: dict = field(default_factory=dict)
    title: str = ""
    subject: Card | None = None

    @property
    def holder(self) -> Card:
        return self.host if self.host is not None else self.me

    @property
    def player(self) -> int:
        return self.holder.controller

    def origin(self) -> Pos | None:
        """Where distances are counted from: this card's space, or the space it was destroyed
        on when the ability works after it left the battlefield."""
        h = self.holder
        if h.zone == BOARD:
            return h.pos
        pos = self.info.get("pos")
        return tuple(pos) if pos is not None else None

    def card(self, key: str) -> Card | None:
        uid = self.info.get(key)
        if uid is None or isinstance(uid, Card):
            return uid
        return self.state.cards.get(uid)


def fits(env: Env, flt: Any, card: Card) -> bool:
    """Whether `card` matches a filter of the language, counted from the ability's card: the
    filter keys of `game.core.abilities.filters`, with `within`, `adjacent`, `farther_than` and
    `in_line` measured from `Env.origin` (or from your summoner with `from: summoner`) and the
    card that has the ability never matching unless `not_self: false` (`self: true`: only it)."""
    f = as_mapping(flt) if not isinstance(flt, dict) else flt
    h = env.host if env.host is not None else env.me
    if "self" in f:
        if (card.uid == h.uid) != bool(f["self"]):
            return False
    elif card.uid == h.uid and f.get("not_self", True):
        return False
    side = f.get("side", "any")
    if side != "any" and card.uid == env.info.get("card") and "controller" in env.info:
        # The card a "destroyed" trigger is about has left the battlefield, and in the 1st
        # edition it may already lie in the destroyer's magic pile, under their control: its
        # side is the one it fought for when it was destroyed.
        if env.state.friendly(env.info["controller"], h.controller) != (side == "friendly"):
            return False
        f = {k: v for k, v in f.items() if k != "side"}
    # Distance first: it rules out most of the battlefield for the least work (every check here
    # only reads the game, so their order changes nothing but the time).
    n = f.get("within")
    if f.get("adjacent"):
        n = 1 if n is None else min(int(n), 1)
    if n is not None:
        o = _origin(env, f)
        if o is None or card.pos is None or not env.state.geo.within(o, card.pos, int(n)):
            return False
    if not matches(env.state, f, card, None, h.controller):
        return False
    if "farther_than" in f:
        o = _origin(env, f)
        if o is None or card.pos is None or env.state.geo.distance(o, card.pos) <= int(f["farther_than"]):
            return False
    if "in_line" in f:
        o = _origin(env, f)
        if o is None or card.pos is None or not in_clear_line(env.state, o, card.pos, int(f["in_line"])):
            return False
    return True


def on_board(env: Env, flt: Any) -> list[Card]:
    """The cards on the battlefield matching a filter, in board order. The filter is read once
    (not once per card), and with a distance (`within`, `adjacent`) the cards out of reach are
    passed over before `fits` is asked: it would turn them down first (the same test, the same
    order kept), so the list is the one `fits` alone gives."""
    f = as_mapping(flt) if not isinstance(flt, dict) else flt
    cards = env.state.on_board()
    n = f.get("within")
    if f.get("adjacent"):
        n = 1 if n is None else min(int(n), 1)
    if n is not None:
        o = _origin(env, f)
        if o is None:
            return []
        n = int(n)
        within = env.state.geo.within
        cards = [c for c in cards if c.pos is not None and within(o, c.pos, n)]
    return [c for c in cards if fits(env, f, c)]


def _origin(env: Env, f: dict) -> Pos | None:
    """Where a filter's distances are counted from: `from: summoner` is your summoner (on the
    battlefield and under your control, else nothing is near it); otherwise `Env.origin`."""
    if f.get("from", "self") == "summoner":
        sm = env.state.summoner(env.player)
        if sm is None or sm.zone != BOARD or sm.controller != env.player:
            return None
        return sm.pos
    return env.origin()


def in_clear_line(state: GameState, a: Pos, b: Pos, n: int) -> bool:
    """`b` is within `n` clear straight spaces of `a`: in a straight line, at most `n` spaces
    away, every space between empty (the first card met in that direction)."""
    if state.geo.straight_direction(a, b) is None:
        return False
    gap = state.geo.between(a, b)
    return len(gap) < n and all(q not in state.board for q in gap)
