"""Named abilities of 1st-edition cards (vanguards fallen) that the ability language cannot express.

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
from game.core.state import BOARD, HAND, Card, GameState, Step


class SummonedByBlood(Ability):
    """Elut-Bal: "before summoning him you may discard any number of your units on the
    battlefield; each lowers his cost by up to 2 (not below 0)". The summon rules ask the unit's
    own `least_cost` (whether it can be afforded at all) and `before_summon` (the discards, one at
    a time, then the summon paying what is left); the summoner is never one of the discards."""

    name = "summoned_by_blood"
    params = {"per": "int"}
    defaults = {"per": 2}
    summary = ("As you summon this unit you may first discard units you control from the battlefield (not "
               "your summoner); each lowers its cost by `per`, never below 0.")
    example = "{ability: summoned_by_blood, title: Summoned by Blood, params: {per: 2}}"

    @staticmethod
    def _fodder(state: GameState, player: int) -> list[int]:
        return [c.uid for c in state.on_board(player) if c.defn.is_unit and not c.defn.is_summoner]

    def least_cost(self, state: GameState, card: Card, cost: int, player: int) -> int:
        return max(0, cost - self.p("per") * len(self._fodder(state, player)))

    def before_summon(self, ctx: Ctx, card: Card, player: int, to: Any, cost: int) -> bool:
        """Starts the discards; True when this ability finishes the summon itself."""
        if cost <= 0 or not self._fodder(ctx.state, player):
            return False
        self._offer(ctx, card, player, to, cost)
        return True

    def _offer(self, ctx: Ctx, card: Card, player: int, to: Any, cost: int) -> None:
        s = ctx.state
        fodder = self._fodder(s, player)
        if cost <= 0 or not fodder:
            return self._finish(ctx, card, player, to, cost)
        must = cost > s.players[player].magic
        ask_card(ctx, self, card, None, fodder,
                 msg("{ability}: discard a unit to lower {card}'s cost by {per} (now {cost}).", ability=self.title,
                     card=card.name, per=self.p("per"), cost=cost) if must else
                 msg("{ability}: discard a unit to lower {card}'s cost by {per} (now {cost}), or stop.",
                     ability=self.title, card=card.name, per=self.p("per"), cost=cost),
                 player=player, optional=not must, stage="discard", to=tuple(to), cost=cost, summoner=player)

    def _finish(self, ctx: Ctx, card: Card, player: int, to: Any, cost: int) -> None:
        from game.core.summon import finish_summon

        s = ctx.state
        c = s.cards[card.uid]
        if c.zone != HAND or tuple(to) in s.board or cost > s.players[player].magic:
            return
        finish_summon(ctx, player, card.uid, tuple(to), cost)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        player, to, cost = step.get("summoner"), step.get("to"), step.get("cost")
        if answer is None:
            return self._finish(ctx, me, player, to, cost)
        s = ctx.state
        if answer not in self._fodder(s, player) or s.cards[answer].zone != BOARD:
            return self._offer(ctx, me, player, to, cost)
        ctx.emit(ev.CardDiscarded(answer))
        self._offer(ctx, me, player, to, max(0, cost - self.p("per")))
