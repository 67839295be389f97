"""Issue 39: what one seat may know must never leak, and a computer player's process is told only
what its seat may know. A bot process is started with its bot (its seed and settings, and the
deck lists every player knows) and then gets one job per decision: the job number, the seat's
view and the seat. Here the window's own path (New game's seats, `make_seat_bot`, the battle's
`BotDriver` and `ProcessWorker`) runs over random turns with the process start and the pipe
intercepted, and every byte sent is checked:

- no hidden card: none of the uids `game.core.view.hidden_uids(state, seat)` lists, no Card or
  definition of a hidden card that the seat sees nowhere, and no such card's name or id in the
  words sent; each job's view is `view(state, seat)`, nothing more;
- no game seed, nor anything that follows it: the game seed does not appear, nor a setup, a game
  or a state, and the numbers sent with the bot do not move in step with the game seed (as
  `game_seed * 1_000_003 + k`, which gives the game seed back, once did).
"""

from __future__ import annotations

import pickle
import random
import re
from collections.abc import Iterator

import pytest

from game.ai import bot_process
from game.core import commands as cmds
from game.core.cards import CardDef
from game.core.game import Game
from game.core.hashing import state_hash
from game.core.legal import acting_player, legal_commands
from game.core.setup import GameSetup
from game.core.state import Card, GameState
from game.core.view import hidden_uids, view
from game.ui.battle.bot_driver import BotDriver
from game.ui.battle.session import make_seat_bot
from game.ui.flow import new_game, seats_from_choice

BIG_SEED = 1_234_567_890  # game seeds no uid, count or space of a game can be mistaken for
PRIME = 2**31 - 1


class FakeConnection:
    """The window's end of the bot's pipe: keeps every message sent (in `sent`, shared by every
    pipe, in the order sent), never answers."""

    def __init__(self, sent: list[bytes]) -> None:
        self.sent = sent

    def send_bytes(self, data: bytes) -> None:
        self.sent.append(bytes(data))

    def poll(self, timeout: float | None = None) -> bool:
        return False

    def close(self) -> None:
        pass


class FakeProcess:
    """A bot process that is never started: what it would be given is recorded (the "spawn"
    start method pickles its target and its arguments)."""

    def __init__(self, started: list[bytes], *, target, args, daemon, name) -> None:
        self.started, self.target, self.args = started, target, args
        self.pid = self.exitcode = None

    def start(self) -> None:
        conn, *rest = self.args
        assert isinstance(conn, FakeConnection) and self.target is bot_process._serve
        self.started.append(pickle.dumps(tuple(rest), pickle.HIGHEST_PROTOCOL))

    def is_alive(self) -> bool:
        return False

    def kill(self) -> None:
        pass

    def join(self, timeout: float | None = None) -> None:
        pass

    def close(self) -> None:
        pass


class FakeContext:
    def __init__(self) -> None:
        self.started: list[bytes] = []  # what each bot process was started with
        self.jobs: list[bytes] = []  # every job sent down a bot's pipe

    def Pipe(self) -> tuple[FakeConnection, FakeConnection]:  # noqa: N802 - multiprocessing's name
        return FakeConnection(self.jobs), FakeConnection([])

    def Process(self, **kwargs) -> FakeProcess:  # noqa: N802 - multiprocessing's name
        return FakeProcess(self.started, **kwargs)


@pytest.fixture
def context(monkeypatch: pytest.MonkeyPatch) -> FakeContext:
    ctx = FakeContext()
    monkeypatch.setattr(bot_process.multiprocessing, "get_context", lambda method: ctx)
    return ctx


def _reachable(root: object) -> Iterator[object]:
    """Every object reachable from `root` (containers, dataclasses, slotted objects)."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        o = todo.pop()
        if id(o) in seen:
            continue
        seen.add(id(o))
        yield o
        if isinstance(o, dict):
            todo.extend(o.keys())
            todo.extend(o.values())
        elif isinstance(o, list | tuple | set | frozenset):
            todo.extend(o)
        elif not isinstance(o, str | bytes | int | float | type(None)):
            if hasattr(o, "__dict__"):
                todo.extend(vars(o).values())
            for cls in type(o).__mro__:
                for slot in getattr(cls, "__slots__", ()):
                    if hasattr(o, slot):
                        todo.append(getattr(o, slot))


def _ints(root: object) -> list[int]:
    return [o for o in _reachable(root) if isinstance(o, int) and not isinstance(o, bool)]


def _strings(root: object) -> list[str]:
    return [o for o in _reachable(root) if isinstance(o, str)]


def _hidden_only(state: GameState, seat: int) -> tuple[set[int], list[CardDef], list[str]]:
    """The seat's hidden uids; the definitions of hidden cards that no card in the seat's sight
    bears; and the words of what the seat sees (card names and ability titles), longest first."""
    hidden = set(hidden_uids(state, seat))
    known = [c for u, c in state.cards.items() if u not in hidden]
    known_ids = {c.defn.id for c in known}
    defs = {c.defn.id: c.defn for u, c in state.cards.items() if u in hidden and c.defn.id not in known_ids}
    words = {c.name for c in known} | {a.display for c in known for a in c.defn.abilities}
    return hidden, list(defs.values()), sorted((w for w in words if w), key=len, reverse=True)


def _check_job(data: bytes, state: GameState, seat: int, game_seed: int) -> int:
    """One job as the bot process reads it; returns how many kinds of hidden card it had to keep
    out (those the seat sees no copy of)."""
    job = bot_process.load_job(data)
    assert len(job) == 3 and job[2] == seat
    v = job[1]
    assert isinstance(v, GameState) and state_hash(v) == state_hash(view(state, seat)), \
        "a job carries the seat's view and nothing else"
    hidden, only_hidden, words = _hidden_only(state, seat)
    cards = [o for o in _reachable(job) if isinstance(o, Card)]
    assert not {c.uid for c in cards} & hidden, "a job carries a hidden card's uid"
    places = set(v.cards) | set(v.board.values()) | set(v.vines.values())
    for q in v.players:
        for zone in ("hand", "draw", "discard", "active", "resolving", "magic_pile", "vine_pile"):
            places.update(q.pile(zone))
    assert not places & hidden, "a job's view keeps a hidden card in its place"
    sent_ids = {id(o) for o in _reachable(job) if isinstance(o, CardDef)}
    leaked = [d.name for d in only_hidden if id(d) in sent_ids]
    assert not leaked, f"a job carries the definitions of hidden cards {leaked}"
    for text in _strings(job):
        for w in words:
            text = text.replace(w, " ")
        named = [d.name for d in only_hidden if re.search(rf"\b{re.escape(d.name)}\b", text) or d.id in text]
        assert not named, f"a job names hidden cards {named}: {text!r}"
    assert game_seed not in _ints(job)
    return len(only_hidden)


def _check_start(data: bytes, game_seed: int) -> list[int]:
    """What a bot process is started with: its bot, and no game, setup, state or card in a place;
    returns the numbers in it."""
    (bot,) = pickle.loads(data)
    kinds = {type(o) for o in _reachable(bot)}
    assert not kinds & {Game, GameSetup, GameState, Card}, f"a bot process gets {kinds & {Game, GameSetup, GameState, Card}}"
    ints = _ints(bot)
    assert game_seed not in ints, "a bot process gets the game seed"
    return ints


def _game(players: int, game_seed: int) -> tuple[Game, tuple]:
    if players == 2:
        game = new_game(("polar-dwarves", "fallen-kingdom"), seed=game_seed)
        return game, seats_from_choice(("human", "hard"), game.setup.seed)
    game = new_game(("phoenix-elves-1e", "tundra-orcs-1e") * 2, seed=game_seed, edition="1e")
    return game, seats_from_choice(("human", "human", "normal", "hard"), game.setup.seed)


def _play(game: Game, seats: tuple, context: FakeContext, turns: int, rng: random.Random) -> int:
    """Random turns; every time a computer seat is to act, the battle's driver starts its
    worker (which sends the job) and the decision is played here at random. Returns how many
    kinds of hidden card the jobs kept out, over all jobs."""
    bots = {i: make_seat_bot(s, game) for i, s in enumerate(seats) if not s.is_human}
    driver = BotDriver(bots)
    kept_out = 0
    try:
        while not game.state.over and game.state.turn.number <= turns:
            s = game.state
            p = acting_player(s)
            if p in bots:
                before = len(context.jobs)
                for _ in range(3):  # the first update marks the position, the next starts the worker
                    driver.update(game, 0.1, idle=True)
                assert len(context.jobs) == before + 1
                kept_out += _check_job(context.jobs[-1], s, p, game.setup.seed)
            legal = legal_commands(s)
            moves = [c for c in legal if not isinstance(c, cmds.EndPhase)]
            assert game.submit(rng.choice(moves) if moves and rng.random() < 0.6 else rng.choice(legal))
    finally:
        driver.stop()
    return kept_out


def _in_step(starts: list[list[int]]) -> list[tuple[int, ...]]:
    """Of the numbers bot processes were started with in games whose seeds go up by one step,
    those that change with the game seed by a constant step (plainly or mod 2**31 - 1): from
    such a number the game seed follows."""
    assert len({len(ints) for ints in starts}) == 1, "the bot is the same in every game but for its seed"
    varying = [column for column in zip(*starts, strict=True) if len(set(column)) > 1]
    assert varying, "the bots of different games should differ (their seeds)"
    out = []
    for column in varying:
        steps = [b - a for a, b in zip(column, column[1:], strict=False)]
        if len(set(steps)) == 1 or len({d % PRIME for d in steps}) == 1:
            out.append(column)
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_a_bot_process_gets_its_seats_view_and_a_seed_that_tells_nothing_of_the_game(
    players: int, context: FakeContext,
) -> None:
    starts: dict[int, list[list[int]]] = {}
    for k in range(3):
        game_seed = BIG_SEED + 7 * k
        game, seats = _game(players, game_seed)
        first = len(context.started)
        kept_out = _play(game, seats, context, turns=5, rng=random.Random(players * 10 + k))
        assert kept_out, "the test needs jobs with hidden cards the seat sees no copy of"
        computers = [i for i, seat in enumerate(seats) if not seat.is_human]
        assert len(context.started) >= first + len(computers)
        for seat, data in zip(computers, context.started[first:], strict=False):  # started in seat order
            starts.setdefault(seat, []).append(_check_start(data, game_seed))
    assert len(context.jobs) >= 6
    for seat, ints in starts.items():
        assert not _in_step(ints), f"seat {seat + 1}'s bot process gets numbers in step with the game seed"

