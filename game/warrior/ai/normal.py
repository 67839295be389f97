"""Normal: expected casualties with what the seat knows. It counts the cards it has seen
(`knowledge`), values every slot by the expected casualties of its Squadron under the real
scoring (Reinforcements, Protection, the Assassin and Extra Skill included, `estimate`), takes
the discard pile's top card when it saves more than a blind draw is expected to, keeps a drawn
card only where it saves casualties, and beats the war drums when its army is expected to
lose clearly fewer men than any other it can see."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.warrior.ai.base import WarriorBot, decision_seed
from game.warrior.ai.estimate import Estimator
from game.warrior.ai.knowledge import ArmySeen, Unseen, armies_seen, unseen
from game.warrior.ai.placing import ROW_NAMES, Slot, best_change, blind_draw_gain, changes
from game.warrior.core import commands as cmds
from game.warrior.core.legal import legal_commands
from game.warrior.core.state import DRAW_PILE, OPENING, WarriorState

# Beat the drums when the army is expected to lose this many men fewer than every other...
DRUMS_LEAD = 4.0
# ...or when it is expected to lose no more than this.
DRUMS_AT = 2.0
# A blind draw is preferred unless the discard pile's card saves at least this much more.
DISCARD_MARGIN = 0.0


@dataclass(frozen=True, slots=True)
class Seen:
    """One decision's reading of the view."""

    view: WarriorState
    seat: int
    armies: tuple[ArmySeen, ...]
    pool: Unseen
    est: Estimator
    bot_seed: int

    def random(self) -> random.Random:
        """The decision's random source, drawn from the bot's seed and the view (made only when a
        level needs it: hashing the view takes time)."""
        return random.Random(decision_seed(self.bot_seed, self.view, self.seat))

    @classmethod
    def of(cls, v: WarriorState, seat: int, bot_seed: int) -> Seen:
        pool = unseen(v)
        return cls(v, seat, armies_seen(v), pool, Estimator(pool), bot_seed)

    @property
    def mine(self) -> ArmySeen:
        return self.armies[self.seat]

    @property
    def others(self) -> list[int]:
        return [s for s in range(len(self.armies)) if s != self.seat]


class NormalBot(WarriorBot):
    level = "normal"

    def choose_from_view(self, v: WarriorState, seat: int) -> cmds.Command:
        options = legal_commands(v, seat)
        if not options:
            raise ValueError(f"seat {seat} has nothing to do now")
        return self.decide(Seen.of(v, seat, self.seed))

    def decide(self, seen: Seen) -> cmds.Command:
        v, seat = seen.view, seen.seat
        if v.phase == OPENING:
            return self.opening(seen)
        if v.drawn is None:
            if v.drummer is None and self.beat_drums(seen):
                return cmds.BeatWarDrums(seat)
            return self.draw(seen)
        return self.place(seen)

    # -- the opening: which Squadron to turn face up
    def opening(self, s: Seen) -> cmds.Command:
        """The column expected to cost most: knowing its Warrior tells where work is needed."""
        costs = [(-s.est.column(col), i) for i, col in enumerate(s.mine)]
        return cmds.TurnColumnFaceUp(s.seat, min(costs)[1])

    # -- the war drums
    def expected(self, s: Seen) -> list[float]:
        return [s.est.army(a) for a in s.armies]

    def beat_drums(self, s: Seen) -> bool:
        costs = self.expected(s)
        mine = costs[s.seat]
        best_other = min(costs[o] for o in s.others)
        return mine <= DRUMS_AT or mine + DRUMS_LEAD <= best_other

    # -- drawing
    def discard_gain(self, s: Seen) -> float | None:
        if not s.view.discard_pile:
            return None
        top = s.view.define(s.view.discard_pile[-1])
        return best_change(s.est, s.mine, top)[0]

    def draw(self, s: Seen) -> cmds.Command:
        taken = self.discard_gain(s)
        if taken is not None and taken < blind_draw_gain(s.est, s.mine) - DISCARD_MARGIN:
            return cmds.DrawFromDiscardPile(s.seat)
        return cmds.DrawFromDrawPile(s.seat)

    # -- the drawn card
    def place(self, s: Seen) -> cmds.Command:
        card = s.view.define(s.view.drawn)  # type: ignore[arg-type] - the seat's own card
        options = changes(s.est, s.mine, card)
        change, slot = min(options)
        if s.view.drawn_from == DRAW_PILE and change >= -1e-9:
            return cmds.DiscardDrawnCard(s.seat)
        return swap(s.seat, slot)


def swap(seat: int, slot: Slot) -> cmds.SwapIntoArmy:
    return cmds.SwapIntoArmy(seat, ROW_NAMES[slot[0]], slot[1])
