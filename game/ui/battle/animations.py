"""The animation queue: events wait here and play one at a time over a *display* state.

The display state is the board as the player should see it right now. Each event becomes an
`Anim` with a kind and a duration; when it finishes the event is applied to the display state
(`game.core.apply`), so mid-animation the board shows exactly what has happened so far. When
the queue drains, the display state equals the game's real state. Nothing here touches the
real game. Pure timing, no pygame: drawing an `Anim` is `anim_view`'s job.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.state import GameState
from game.ui import sound

# Seconds at normal speed. Short: a turn has dozens of events and players read the board,
# not the tweens.
STEP = 0.15  # per space a unit steps
FLY = 0.32
DICE_TUMBLE = 0.75
DICE_SHOW = 0.55  # settled dice with the hits lit, before damage lands
POP = 0.4
FADE = 0.5
MAGIC_TICK = 0.28
DECLARE = 0.3
RESOLVE = 0.15
BANNER = 0.8
EVENT_SHOW = 0.7


@dataclass
class Anim:
    event: ev.Event
    kind: str
    duration: float
    t: float = 0.0
    # Filled by the scene when the animation starts (screen rects, surfaces): geometry is
    # the view's business, and it depends on the display state at that moment.
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, self.t / self.duration))


def timing(e: ev.Event, before: GameState) -> tuple[str, float]:
    """(kind, seconds at normal speed) of the animation for `e`; 0 seconds means no animation."""
    if isinstance(e, ev.UnitMoved | ev.CardForced):
        return "move", STEP * max(1, len(e.path))
    if isinstance(e, ev.PlacesExchanged):
        return "swap", STEP * 2
    if isinstance(e, ev.UnitSummoned | ev.StructureBuilt | ev.CardPlaced | ev.VinePlaced):
        return "place", FLY
    if isinstance(e, ev.CardsDrawn):
        return "draw", FLY if e.cards else 0.0
    if isinstance(e, ev.CardDestroyed):
        return "destroy", FADE
    if isinstance(e, ev.CardDiscarded | ev.CardReturnedToHand | ev.CardPutUnder):
        c = before.cards.get(e.card)
        return "discard", (FLY if c is not None else 0.0)
    if isinstance(e, ev.EventPlayed):
        return "event", EVENT_SHOW
    if isinstance(e, ev.DamageAdded | ev.DamageRemoved | ev.BoostAdded | ev.BoostRemoved):
        return "pop", POP
    if isinstance(e, ev.MagicSpent) and before.ruleset.magic_pile:
        # 1E: the spent cards fly from the magic pile to the discard pile.
        return "magic", FLY + 0.08 * min(2, e.amount) if e.amount and before.players[e.player].magic_pile else 0.0
    if isinstance(e, ev.MagicGained | ev.MagicSpent):
        return "magic", MAGIC_TICK if e.amount else 0.0
    if isinstance(e, ev.CardsToMagicPile):
        # 1E: cards fly face down onto a magic pile (a destroyed card, cards built as magic).
        return "magic", FLY + 0.08 * min(2, len(e.cards) - 1) if e.cards else 0.0
    if isinstance(e, ev.AttackDeclared):
        return "declare", DECLARE
    if isinstance(e, ev.DiceRolled):
        return "dice", (DICE_TUMBLE + DICE_SHOW) if e.faces else 0.0
    if isinstance(e, ev.VineRolled):
        return "dice", DICE_TUMBLE + DICE_SHOW  # 1E: the die rolled to leave a Vine Wall
    if isinstance(e, ev.DiceCounted):
        return "dice", DICE_SHOW if e.count else 0.0
    if isinstance(e, ev.AttackResolved):
        return "resolve", RESOLVE
    if isinstance(e, ev.TurnBegan):
        return "banner", BANNER
    if isinstance(e, ev.GameWon):
        return "banner", BANNER
    if isinstance(e, ev.AbilityUsed):
        return "ability", DECLARE
    return "none", 0.0


class AnimationQueue:
    """Events in, display state out. `factor` is Settings.animation_factor (None: instant)."""

    def __init__(
        self,
        display: GameState,
        factor: float | None = 1.0,
        on_start: Callable[[Anim, GameState], None] | None = None,
        on_applied: Callable[[ev.Event, GameState], None] | None = None,
    ) -> None:
        self.display = display.clone()
        self.factor = factor
        self.on_start = on_start
        self.on_applied = on_applied
        self._waiting: deque[ev.Event] = deque()
        self.current: Anim | None = None
        self.version = 0  # bumped whenever the display state changes
        # The latest attack shown (attacker, target): the dice tray keeps off both.
        self.attack: tuple[int, int] | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._waiting)

    def __len__(self) -> int:
        return len(self._waiting) + (1 if self.current is not None else 0)

    def push(self, events: Iterable[ev.Event]) -> None:
        self._waiting.extend(events)
        self._advance(0.0)

    def reset(self, display: GameState) -> None:
        """Forget everything queued and show `display` (e.g. after a rematch or a load)."""
        self._waiting.clear()
        self.current = None
        self.display = display.clone()
        self.version += 1

    def update(self, dt: float) -> None:
        if self.factor is None:
            self.finish_all()
            return
        self._advance(dt * self.factor)

    def skip(self) -> None:
        """Finish the current animation at once (a click)."""
        if self.current is not None:
            self._finish()
        self._advance(0.0)

    def finish_all(self) -> None:
        while self.busy:
            if self.current is None:
                self._start()
            self._finish()

    def _advance(self, budget: float) -> None:
        instant = self.factor is None
        while self.busy:
            if self.current is None:
                self._start()
            cur = self.current
            assert cur is not None
            if instant or cur.duration <= 0:
                self._finish()
                continue
            cur.t += budget
            if cur.t < cur.duration:
                return
            # Time left over carries into the next animation so slow frames don't stretch
            # a sequence.
            budget = cur.t - cur.duration
            self._finish()

    def _start(self) -> None:
        e = self._waiting.popleft()
        if isinstance(e, ev.AttackDeclared):
            self.attack = (e.attacker, e.target)
        kind, seconds = timing(e, self.display)
        self.current = Anim(e, kind, seconds)
        if seconds > 0 and self.factor is not None:
            sound.cue(kind)
        if seconds > 0 and self.on_start is not None:
            self.on_start(self.current, self.display)

    def _finish(self) -> None:
        cur = self.current
        self.current = None
        if cur is None:
            return
        apply_in_place(self.display, cur.event)
        self.version += 1
        if self.on_applied is not None:
            self.on_applied(cur.event, self.display)
