"""The events a command caused, as timed steps for the table to animate.

Each step holds the event and the (whole) states before and after it, computed by applying the
events to values: nothing is changed, the `Match` already holds the state after them all. The
table draws a step through the viewer's view of those states, never the states themselves.
Events a player need not watch (the shuffle, each army dealt) take no time; a few (the tracker's
moves) are gathered into one step.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.warrior.core import events as ev
from game.warrior.core.rules import WARRIOR

# Seconds at normal speed
DURATIONS: dict[type, float] = {
    ev.RoundBegan: 1.0,
    ev.ColumnTurnedUp: 0.35,
    ev.CardDrawn: 0.35,
    ev.CardSwapped: 0.5,
    ev.CardDiscarded: 0.4,
    ev.WarDrumsBeaten: 1.4,
    ev.DrawPileRenewed: 0.9,
    ev.AssassinStruck: 2.2,
    ev.ZoneChanged: 1.0,
}
REVEAL_PER_COLUMN = 0.28
SCORE_PER_COLUMN = 0.55
SCORE_TAIL = 1.6
TRACKER = 2.6


@dataclass
class Step:
    events: list[Any]
    before: Any
    after: Any
    duration: float
    t: float = 0.0
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def event(self) -> Any:
        return self.events[0]

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)

    @property
    def done(self) -> bool:
        return self.t >= self.duration


def duration_of(e: Any, state: Any) -> float:
    if isinstance(e, ev.ArmyRevealed):
        return REVEAL_PER_COLUMN * len(e.warriors)
    if isinstance(e, ev.BattleScored):
        return SCORE_PER_COLUMN * len(e.columns) + SCORE_TAIL * (1 + len(e.skill))
    return DURATIONS.get(type(e), 0.0)


def steps_for(before: Any, events: Iterable[Any]) -> list[Step]:
    """The steps of `events`, applied one by one from the state `before`."""
    out: list[Step] = []
    state = before
    for e in events:
        after = WARRIOR.apply(state, e)
        if isinstance(e, ev.TrackerMoved) and out and isinstance(out[-1].event, ev.TrackerMoved):
            out[-1].events.append(e)
            out[-1].after = after
        elif isinstance(e, ev.TrackerMoved):
            out.append(Step([e], state, after, TRACKER))
        else:
            out.append(Step([e], state, after, duration_of(e, state)))
        state = after
    return out
