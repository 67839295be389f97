"""Warrior behind the shared protocol (`game.engine.protocol.GameRules`): `WARRIOR` is the
object the log, saves, bots and simulations hold."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.hashing import record_hash
from game.engine.protocol import Rejection, Result
from game.engine.rng import seed_state
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.apply import apply
from game.warrior.core.cards import CardDef
from game.warrior.core.deal import deal_round
from game.warrior.core.decide import decide
from game.warrior.core.legal import acting_seats, legal_commands
from game.warrior.core.setup import WarriorSetup, setup_problems
from game.warrior.core.state import BLUE_ZONE, OVER, Army, WarriorState
from game.warrior.core.table import Table
from game.warrior.core.view import event_seen_by, view


def new_game(setup: WarriorSetup) -> tuple[WarriorState, tuple[ev.Event, ...]]:
    """The table before the first deal (every pawn on "Start Here", everyone in the Blue Zone)
    and the events of the first deal."""
    problems = setup_problems(setup)
    if problems:
        raise ValueError("; ".join(problems))
    n = len(setup.players)
    initial = WarriorState(setup, seed_state(setup.seed), armies=(Army(),) * n,
                           casualties=(0,) * n, zones=(BLUE_ZONE,) * n)
    t = Table(initial)
    deal_round(t, 1, setup.first_seat)
    return initial, tuple(t.events)


def result(s: WarriorState) -> Result | None:
    if s.phase != OVER:
        return None
    return Result(s.winners, s.casualties, lower_is_better=True)


def state_hash(s: WarriorState) -> str:
    return record_hash(s)


class WarriorRules:
    name = "warrior"

    def new_game(self, setup: WarriorSetup) -> tuple[WarriorState, tuple[ev.Event, ...]]:
        return new_game(setup)

    def acting_seats(self, state: WarriorState) -> tuple[int, ...]:
        return acting_seats(state)

    def legal_commands(self, state: WarriorState, seat: int) -> list[cmds.Command]:
        return legal_commands(state, seat)

    def decide(self, state: WarriorState, command: cmds.Command) -> tuple[ev.Event, ...] | Rejection:
        return decide(state, command)

    def apply(self, state: WarriorState, event: ev.Event) -> WarriorState:
        return apply(state, event)

    def view(self, state: WarriorState, seat: int | None) -> WarriorState:
        return view(state, seat)

    def event_seen_by(self, event: ev.Event, seat: int | None,
                      before: WarriorState | None = None) -> ev.Event:
        return event_seen_by(event, seat)

    def is_over(self, state: WarriorState) -> bool:
        return state.phase == OVER

    def result(self, state: WarriorState) -> Result | None:
        return result(state)

    def state_hash(self, state: WarriorState) -> str:
        return state_hash(state)

    def record_types(self) -> Sequence[type]:
        return (*cmds.COMMANDS, *ev.EVENTS, *ev.PARTS, WarriorSetup, CardDef, WarriorState, Army)


WARRIOR = WarriorRules()
