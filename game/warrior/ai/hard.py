"""Hard: Normal's expected casualties, and four things more.

- The war drums, weighed by what each army can still gain: beating them now leaves every other
  player one final turn, playing on gives this player a turn too. It beats them only while it
  is ahead of every army after that army's final turn, and once another turn would save it much
  less than the others are expected to save (patience: `PATIENCE`).
- A battle likely to end the game (some Army Tracker near 60) is brought on while it leads
  clearly and avoided while it trails.
- The next player's army: the card it leaves on top of the discard pile (the one it discards,
  or the one its swap sends there) is charged with what that card would save the next player
  over a blind draw.
- Its last face-down Warrior is not turned face up (which beats the drums by itself) before it
  is ready for the battle.
"""

from __future__ import annotations

from game.warrior.ai.estimate import placed
from game.warrior.ai.knowledge import ArmySeen
from game.warrior.ai.normal import NormalBot, Seen, swap
from game.warrior.ai.placing import Slot, best_change, blind_draw_gain, changes, removed
from game.warrior.core import commands as cmds
from game.warrior.core.cards import CardDef
from game.warrior.core.state import DRAW_PILE, GAME_ENDS_AT

# The end of the game: a battle after which some Army Tracker is expected at this many
# casualties or more is likely the last one...
ENDS_AT = GAME_ENDS_AT + 2
# ...and is worth bringing on at once when this player is expected to end it with this many
# casualties fewer than every other (the estimates are rough: a few cards decide a battle).
WINNING_LEAD = 6.0

# The war drums wait until another turn would save this army less than this share of what the
# others are expected to save in theirs (measured: 1.0 won 61% of 200 games against Normal,
# 0.7 66%, 0.3 72%; patience pays against players who beat the drums when they lead).
PATIENCE = 0.3

# What beating the war drums by turning the last Warrior face up costs, when the battle should
# not come yet.
UNREADY_DRUMS = 3.0

# How much of the next player's gain from a card counts against leaving it to them: all of
# it against one rival, less when the next player is one of several.
DENIAL_TWO_PLAYERS = 1.0
DENIAL_MORE_PLAYERS = 0.5


class HardBot(NormalBot):
    level = "hard"

    # -- the war drums
    def beat_drums(self, s: Seen) -> bool:
        return self.ready(s, s.mine, -min(blind_draw_gain(s.est, s.mine), self.discard_gain(s) or 0.0))

    def ready(self, s: Seen, army: ArmySeen, my_gain: float) -> bool:
        """Whether the battle should come with `army` as it is, when another turn would save
        it `my_gain` casualties."""
        costs = self.expected(s)
        mine = s.est.army(army)
        if mine <= 0.5:
            return True
        gains = {o: -blind_draw_gain(s.est, s.armies[o]) for o in s.others}
        # the army after its final turn: how far ahead of it this one stands
        after = {o: costs[o] - gains[o] for o in s.others}
        ahead = min(after.values()) - mine
        ending = self.last_battle(s, mine, after)
        if ending is not None:
            return ending
        mean_gain = sum(gains.values()) / len(gains)
        return ahead > 0 and my_gain < PATIENCE * mean_gain

    def last_battle(self, s: Seen, mine: float, after: dict[int, float]) -> bool | None:
        """When the battle would likely end the game: beat the drums if this player would win
        it by a clear lead (True), never when it would lose it (False); None when the battle
        is not expected to be the last, or the lead is too close to call."""
        tracker = s.view.casualties

        def final(seat: int, cost: float) -> float:
            return max(0.0, tracker[seat] + cost)  # the pawn never goes below "Start Here"

        projected = {o: final(o, cost) for o, cost in after.items()}
        me = final(s.seat, mine)
        if max(me, *projected.values()) < ENDS_AT:
            return None
        lead = min(projected.values()) - me
        if lead >= WINNING_LEAD:
            return True
        if lead < 0:
            return False
        return None

    # -- denying the next player
    def _next(self, s: Seen) -> int | None:
        nxt = (s.seat + 1) % len(s.armies)
        if s.view.drummer is not None and s.view.drummer == nxt:
            return None  # the battle comes before the next player draws
        return nxt

    def _weight(self, s: Seen) -> float:
        return DENIAL_TWO_PLAYERS if len(s.armies) == 2 else DENIAL_MORE_PLAYERS

    def _gift(self, s: Seen, cache: dict, army: ArmySeen, card: CardDef | None) -> float:
        """How much more `card` on the discard pile saves the next player than a blind draw
        (a card nobody has seen: the average over the unseen cards)."""
        if card in cache:
            return cache[card]
        if card is None:
            value = sum(p * self._gift(s, cache, army, t) for t, p in s.pool.chances)
        else:
            value = max(0.0, cache["blind"] - best_change(s.est, army, card)[0])
        cache[card] = value
        return value

    def _drums_unready(self, s: Seen, slot: Slot, card: CardDef) -> float:
        """What turning the last face-down Warrior face up costs when the battle should not
        come yet: it beats the war drums by itself."""
        if s.view.drummer is not None or slot[0] != 0 or s.mine[slot[1]][0] is not None:
            return 0.0
        if sum(1 for w, _ in s.mine if w is None) > 1 or s.view.armies[s.seat].warriors_up[slot[1]]:
            return 0.0
        after = placed(s.mine, slot[0], slot[1], card)
        return 0.0 if self.ready(s, after, -blind_draw_gain(s.est, after)) else UNREADY_DRUMS

    def _options(self, s: Seen, card: CardDef, may_discard: bool,
                 cache: dict | None) -> list[tuple[float, int, Slot | None]]:
        """Each way to play the held card: (its cost with the gift charged, order, slot or None
        for the discard)."""
        nxt = self._next(s)
        w = self._weight(s)
        out: list[tuple[float, int, Slot | None]] = []
        for change, slot in changes(s.est, s.mine, card):
            gift = 0.0 if nxt is None or cache is None else w * self._gift(s, cache, s.armies[nxt], removed(s.mine, slot))
            out.append((change + gift + self._drums_unready(s, slot, card), 0, slot))
        if may_discard:
            gift = 0.0 if nxt is None or cache is None else w * self._gift(s, cache, s.armies[nxt], card)
            out.append((gift + 1e-9, 1, None))
        return out

    def _cache(self, s: Seen) -> dict | None:
        nxt = self._next(s)
        if nxt is None:
            return None
        return {"blind": blind_draw_gain(s.est, s.armies[nxt])}

    def draw(self, s: Seen) -> cmds.Command:
        cache = self._cache(s)
        if s.view.discard_pile:
            top = s.view.define(s.view.discard_pile[-1])
            taken = min(self._options(s, top, False, cache))[0]
            blind = sum(p * min(self._options(s, t, True, cache))[0] for t, p in s.pool.chances)
            if taken < blind:
                return cmds.DrawFromDiscardPile(s.seat)
        return cmds.DrawFromDrawPile(s.seat)

    def place(self, s: Seen) -> cmds.Command:
        card = s.view.define(s.view.drawn)  # type: ignore[arg-type] - the seat's own card
        best = min(self._options(s, card, s.view.drawn_from == DRAW_PILE, self._cache(s)))
        if best[2] is None:
            return cmds.DiscardDrawnCard(s.seat)
        return swap(s.seat, best[2])
