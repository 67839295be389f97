"""Small pieces every bot shares: per-decision random streams, dice odds, the bot base class.

A bot's decision must be a function of (its seed, the view it was given): the stream it draws
from for one decision is seeded from both, so the same seed and the same view always give the
same command, whatever the bot decided before.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from game.core.commands import Command
from game.core.decide import Outcome, Rejection, resolve
from game.core.rng import MASK, next_u64, randbelow, seed_state
from game.core.ruleset import Ruleset
from game.core.state import GameState
from game.core.view import view

_M1 = 0x9E3779B97F4A7C15
_M2 = 0xBF58476D1CE4E5B9


def mix(h: int, x: int) -> int:
    """Fold an integer into a 64-bit digest (deterministic on every machine, unlike hash())."""
    h = (h ^ (x & MASK)) * _M1 & MASK
    h ^= h >> 29
    return h * _M2 & MASK


def view_digest(v: GameState) -> int:
    """A cheap fingerprint of what a view shows: enough to tell decisions apart."""
    t = v.turn
    h = mix(0, t.number)
    h = mix(h, t.player)
    h = mix(h, v.ruleset.phases.index(t.phase) if t.phase in v.ruleset.phases else 99)
    h = mix(h, len(t.movers) * 16 + len(t.attackers))
    for pos, uid in sorted(v.board.items()):
        c = v.cards[uid]
        h = mix(h, (pos[0] * 8 + pos[1]) * 1_000_003 + uid)
        h = mix(h, c.damage * 4096 + c.boost * 64 + c.controller)
    for p in v.players:
        h = mix(h, p.magic * 1_000_003 + len(p.hand) * 1009 + len(p.draw) * 31 + len(p.discard))
        for uid in p.hand:
            h = mix(h, uid)
    if v.pending is not None:
        h = mix(h, len(v.pending.options) + 1000 * v.pending.player)
    return h


class Stream:
    """A seeded random stream over `game.core.rng` (never the `random` module)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, v = randbelow(self.state, n)
        return v

    def u64(self) -> int:
        self.state, v = next_u64(self.state)
        return v

    def unit(self) -> float:
        return (self.u64() >> 11) / float(1 << 53)

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


# --- dice --------------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def hit_chance(ruleset: Ruleset, kind: str) -> float:
    sym = ruleset.hit_symbol(kind or "melee")
    faces = ruleset.die_faces
    return sum(1 for f in faces if sym in f) / len(faces)


@lru_cache(maxsize=1024)
def hit_distribution(n: int, p: float) -> tuple[float, ...]:
    """P(exactly k hits) for k = 0..n."""
    return tuple(comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1))


@lru_cache(maxsize=4096)
def at_least(n: int, p: float, k: int) -> float:
    """P(at least k hits with n dice)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(hit_distribution(n, p)[k:])


@lru_cache(maxsize=4096)
def rigged_rng(n: int, faces: tuple[frozenset[str], ...], symbol: str, hits: int) -> int | None:
    """A random-source state whose next n dice show exactly `hits` faces with `symbol`.

    Lets a bot resolve an attack with a chosen number of hits (through the real rules, so every
    ability still applies) and weigh the outcomes by their probability instead of sampling."""
    k = len(faces)
    for i in range(1, 4000):
        r0 = seed_state(i * 7919 + n * 131 + hits)
        r = r0
        got = 0
        for _ in range(n):
            r, f = randbelow(r, k)
            got += symbol in faces[f]
        if got == hits:
            return r0
    return None


def simulate(state: GameState, command: object) -> Outcome | Rejection:
    """`resolve` for a bot's simulations, which run on determinized states: a guess at hidden
    cards can leave the rules a reference they cannot follow (a card a queued trigger names was
    hidden by the view), so a failure there counts as "cannot tell", never as a crash."""
    try:
        return resolve(state, command)
    except Exception as e:  # noqa: BLE001 - see above
        return Rejection(f"simulation failed: {type(e).__name__}")


# --- the bot base class ---------------------------------------------------------------------------


class Bot:
    """A computer player: `choose(state, player)` looks only at `view(state, player)`."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, state: GameState, player: int) -> Command:
        return self.choose_from_view(self.view_of(state, player), player)

    thinks_in_a_process = True  # its decision is a function of seed and view (bot_process)

    def view_of(self, state: GameState, player: int) -> GameState:
        """What the bot decides from: Summoner Wars' view of the player (a bot process is sent
        this, `game.ai.bot_process`)."""
        return view(state, player)

    def choose_from_view(self, v: GameState, player: int) -> Command:
        raise NotImplementedError

    def stream(self, v: GameState) -> Stream:
        """The random stream for deciding in view `v`: a function of the seed and the view."""
        return Stream(mix(mix(0x5EED, self.seed), view_digest(v)))
