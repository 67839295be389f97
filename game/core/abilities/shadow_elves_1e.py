"""Named abilities of 1st-edition Master Set cards (shadow elves) that the ability language cannot
express.

Prefer the language (`game.core.abilities.language`); a handler here is for a rule only one card
needs, said in its docstring with the card's words.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities.base import ask_card
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.message import msg
from game.core.play_event import discard_played
from game.core.state import HAND, MAGIC_PILE, Card, GameState, Step
from game.core.triggers import fire


class ReactFromHand(Ability):
    """Shadows (1E event): "play this when one of your Shadow Elf commons or champions is destroyed
    and put on an opponent's magic pile, in any phase: move that card from there face down onto
    your magic pile". The card listens from the hand that holds it (`from_hand`; "your" is the
    player holding it, its controller: 1E Mimic may take it into the opponent's hand); only the
    first copy in the hand asks. Played this way it goes to the discard pile of the player who
    played it like any event played; it cannot be played in the Event phase as an ordinary event."""

    name = "react_from_hand"
    params = {"symbol": "str", "classes": "str_list"}
    defaults = {"symbol": "", "classes": ["common", "champion"]}
    summary = ("Event: played from your hand, in any phase, right after a card of yours (of these classes, with "
               "this deck symbol) is destroyed and put on an opponent's magic pile: that card moves face down onto "
               "your magic pile. It cannot be played as an ordinary event.")
    example = "{ability: react_from_hand, title: Shadows, params: {symbol: shadow-elves-1e, classes: [common, champion]}}"
    triggers = frozenset({"destroyed"})
    from_hand = True

    def _fits(self, state: GameState, me: Card, uid: Any) -> int | None:
        """The opponent whose magic pile holds the destroyed card `uid`, when it is one Shadows saves."""
        c = state.cards.get(uid) if isinstance(uid, int) else None
        if c is None or c.owner != me.controller or c.zone != MAGIC_PILE:
            return None
        d = c.defn
        if not any(d.has_class(k) for k in self.p("classes")):
            return None
        if self.p("symbol") and self.p("symbol") not in d.symbols:
            return None
        for q in state.players:
            if q.index != me.controller and uid in q.magic_pile:
                return q.index
        return None

    def _first_copy(self, state: GameState, me: Card) -> bool:
        hand = state.players[me.controller].hand
        return next((u for u in hand if state.cards[u].defn.id == me.defn.id), None) == me.uid

    def listens_in(self, state: GameState, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return (me.zone == HAND and self._first_copy(state, me)
                and self._fits(state, me, info.get("card")) is not None)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        uid = info.get("card")
        c = ctx.state.cards[uid]
        ask_card(ctx, self, me, host, [uid],
                 msg("{ability}: play it to move {card} from your opponent's magic pile onto yours?", ability=self.title, card=c.name),
                 player=me.controller, optional=True, saved=uid)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        me = s.cards[me.uid]
        uid = step.get("saved")
        if answer is None or answer != uid or me.zone != HAND or self._fits(s, me, uid) is None:
            return
        player = me.controller
        ctx.emit(ev.EventPlayed(player, me.uid))
        ctx.emit(ev.CardsToMagicPile(player, (uid,), self.title))
        ctx.emit(discard_played(ctx.state.cards[me.uid]))
        fire(ctx, "event_played", card=me.uid, player=player)

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        return (msg("{ability} is played only when one of your units is destroyed and put on an opponent's magic pile (you are asked then).", ability=self.title))
