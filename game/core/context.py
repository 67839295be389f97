"""The resolution context: how rules code makes things happen while deciding a command.

`decide` works on a private clone of the state. Rules code calls `ctx.emit(event)`, which applies
the event to the clone and records it; the recorded events are the command's result. Work that
must happen later (after an effect fully resolves, after a prompt is answered) is queued as
`Step`s: plain data, so a game waiting on a prompt can be saved with its remaining steps.

This module is the bottom of the resolution loop: abilities and rules code depend on it, and it
depends on none of them. The loop that runs the queued steps and sweeps for destroyed cards after
each one is `game.core.steps.run_steps`, above the rules it calls.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.state import GameState, Prompt, Step

StepHandler = Callable[["Ctx", Step], None]
STEP_HANDLERS: dict[str, StepHandler] = {}


def step_handler(kind: str) -> Callable[[StepHandler], StepHandler]:
    def deco(fn: StepHandler) -> StepHandler:
        STEP_HANDLERS[kind] = fn
        return fn

    return deco


def make_step(kind: str, **data: Any) -> Step:
    # keyword names are unique, so the pairs sort by name alone (the values are never compared)
    pairs = sorted(data.items())
    for _, v in pairs:
        if isinstance(v, (list, dict)):
            return Step(kind, tuple([(k, _plain(v)) if isinstance(v, (list, dict)) else (k, v) for k, v in pairs]))
    return Step(kind, tuple(pairs))  # all plain already: the common case


def plain(v: Any) -> Any:
    """A value as a step keeps it: lists as tuples, dicts as their sorted (key, value) pairs.
    A value already plain passes through `make_step` as it is (made plain once, it can go into
    several steps without being made plain again)."""
    return _plain(v)


def _plain(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_plain(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _plain(x)) for k, x in v.items()))
    return v


class Ctx:
    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[ev.Event] = []
        self.stack: list[Step] = []  # the END is the next step to run
        self.board_lost_card = False  # a card left the battlefield: look for a winner
        self.committed = False  # the next prompt follows a player's own choice to use an ability
        # How many events there were when a sweep last found nothing to do (-1: not since the
        # last change). The state changes only through `emit`, so until another event the next
        # sweep would look at the same state and find nothing again (see `sweep.sweep`).
        self.swept_at = -1

    def emit(self, event: ev.Event) -> None:
        apply_in_place(self.state, event)
        self.events.append(event)
        if type(event) in _LEAVES_BOARD:
            self.board_lost_card = True

    def then(self, *steps: Step) -> None:
        """Run these steps, in this order, before anything already queued."""
        for s in reversed(steps):
            self.stack.append(s)

    def later(self, *steps: Step) -> None:
        """Run these steps after everything already queued."""
        for s in steps:
            self.stack.insert(0, s)

    def ask(self, prompt: Prompt) -> None:
        """Stop and wait for `prompt.player`'s answer; queued steps wait with it. A player who
        is out of the game is asked nothing: the question ends with them, and the queued steps
        go on (1E, "Rules for 3-4 Players": "That player is now out of the game")."""
        players = self.state.players
        if 0 <= prompt.player < len(players) and players[prompt.player].out:
            return
        if self.committed:
            # A player who chose to use an ability (UseAbility) has committed to it, as with
            # declaring an attack: its first question cannot be declined. Otherwise "use, then
            # decline" would be a command that changes nothing and could repeat forever.
            self.committed = False
            if prompt.optional and prompt.options:
                prompt = dataclasses.replace(prompt, optional=False)
        self.emit(ev.PromptOpened(prompt, tuple(self.stack)))
        self.stack.clear()


_LEAVES_BOARD = frozenset({ev.CardDestroyed, ev.CardDiscarded, ev.CardReturnedToHand, ev.CardPutUnder, ev.ControlChanged})
