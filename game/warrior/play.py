"""One headless game of Warrior between bots, through the shared `Match` and the real rules
(`WARRIOR`): what `summoner-wars simulate --game warrior` and the benchmark play."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.engine.match import Match
from game.engine.protocol import Rejection
from game.warrior.ai.base import WarriorBot
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import WarriorSetup

MAX_COMMANDS = 50_000  # a safety net: no real game comes near it


@dataclass
class WarriorGameResult:
    seed: int
    winners: tuple[int, ...]  # more than one when players tie on the least casualties
    casualties: tuple[int, ...]  # the Army Tracker at the end
    battles: int
    commands: int
    first_seat: int
    seconds: float
    decision_seconds: dict[int, list[float]] = field(default_factory=dict)
    match: Match | None = None


def play_game(setup: WarriorSetup, bots: tuple[WarriorBot, ...], *, keep: bool = False) -> WarriorGameResult:
    """Play to the end: the first acting seat decides each time (in the opening every Blue Zone
    player may choose in any order; the lowest seat goes first)."""
    t0 = time.perf_counter()
    m = Match.new(WARRIOR, setup)
    times: dict[int, list[float]] = {i: [] for i in range(len(setup.players))}
    n = 0
    while not WARRIOR.is_over(m.state) and n < MAX_COMMANDS:
        seat = WARRIOR.acting_seats(m.state)[0]
        d0 = time.perf_counter()
        cmd = bots[seat].choose(m.state, seat)
        times[seat].append(time.perf_counter() - d0)
        out = m.submit(cmd)
        if isinstance(out, Rejection):
            raise RuntimeError(f"bot {type(bots[seat]).__name__} chose an illegal command {cmd}: {out.reason}")
        n += 1
    s = m.state
    return WarriorGameResult(seed=setup.seed, winners=s.winners, casualties=s.casualties,
                             battles=len(s.battles), commands=n, first_seat=setup.first_seat,
                             seconds=time.perf_counter() - t0, decision_seconds=times,
                             match=m if keep else None)
