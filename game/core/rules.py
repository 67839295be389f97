"""Summoner Wars behind the shared protocol (`game.engine.protocol.GameRules`): `SUMMONER_WARS`
is what code written once for every game (the engine's `Match`, bots' workers, simulations)
holds. The rest of this package is the rules themselves; this module only translates.

A seat is a player index; `None` (a spectator) sees what everyone at the table sees
(`view.TABLE`). A Summoner Wars state is mutable inside the rules, so `apply` returns a new
state and leaves the one it was given as it was.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import events as ev
from game.core.apply import apply
from game.core.commands import COMMAND_TYPES, Command
from game.core.decide import Rejection as DecideRejection
from game.core.decide import decide
from game.core.hashing import state_hash
from game.core.legal import acting_player, legal_commands
from game.core.setup import GameSetup, initial_state, start
from game.core.state import GameState
from game.core.view import TABLE, redact, view
from game.engine.protocol import Rejection, Result


def _viewer(seat: int | None) -> int:
    return TABLE if seat is None else seat


class SummonerWarsRules:
    name = "summoner-wars"

    def new_game(self, setup: GameSetup) -> tuple[GameState, tuple[ev.Event, ...]]:
        """The state before the setup's events (shuffles, first player, opening hands), and
        those events."""
        s0 = initial_state(setup)
        return s0, tuple(start(s0, setup.first_player).events)  # start works on a copy, as Game.new trusts

    def acting_seats(self, state: GameState) -> tuple[int, ...]:
        player = acting_player(state)
        return () if player is None else (player,)

    def legal_commands(self, state: GameState, seat: int) -> list[Command]:
        if seat not in self.acting_seats(state):
            return []
        return legal_commands(state)

    def decide(self, state: GameState, command: Command) -> tuple[ev.Event, ...] | Rejection:
        out = decide(state, command)
        if isinstance(out, DecideRejection):
            return Rejection(out.reason)
        return tuple(out)

    def apply(self, state: GameState, event: ev.Event) -> GameState:
        return apply(state, event)

    def view(self, state: GameState, seat: int | None) -> GameState:
        return view(state, _viewer(seat))

    def event_seen_by(self, event: ev.Event, seat: int | None,
                      before: GameState | None = None) -> ev.Event:
        """What a seat may learn from `event`. Summoner Wars needs the state the event is
        applied to (whether a card was in sight before or after it), so `before` is required."""
        if before is None:
            raise ValueError("Summoner Wars needs the state before the event to tell what it shows")
        return redact(event, before, _viewer(seat))

    def is_over(self, state: GameState) -> bool:
        return state.over

    def result(self, state: GameState) -> Result | None:
        """The winning seat and its teammates share the win; a seat scores 1 for a win."""
        if not state.over:
            return None
        if state.winner is None:
            return Result((), (0,) * len(state.players))
        winners = state.allies(state.winner)
        return Result(winners, tuple(int(i in winners) for i in range(len(state.players))))

    def state_hash(self, state: GameState) -> str:
        return state_hash(state)

    def record_types(self) -> Sequence[type]:
        return (*COMMAND_TYPES.values(), *ev.RECORD_TYPES.values())


SUMMONER_WARS = SummonerWarsRules()
