"""Easy: greedy on the cards it can see, and careless. A hidden card counts as an average
one (3 casualties), a card is worth its number (a Reinforcement pair is just a pair, Protection
just a 0, Extra Skill and the Assassin mean nothing to it), it takes the discard pile's card
only when that card saves at least two casualties, it beats the war drums once it believes
its army costs little, and now and then it puts a drawn card in the wrong place."""

from __future__ import annotations

import random

from game.warrior.ai.base import WarriorBot, decision_seed
from game.warrior.ai.normal import swap
from game.warrior.ai.placing import Slot
from game.warrior.core import commands as cmds
from game.warrior.core.cards import CardDef
from game.warrior.core.legal import legal_commands
from game.warrior.core.state import DRAW_PILE, HIDDEN, OPENING, WarriorState

HIDDEN_COST = 3.0  # a card it has not seen: about an average card
TAKE_AT = 2.0  # takes the discard pile's card when it saves at least this
DRUMS_AT = 8.0  # beats the war drums when it believes its army costs no more
MISTAKES = 0.35  # how often a drawn card goes to a slot drawn at random


def _number(d: CardDef) -> int:
    return d.value if d.value is not None else 0


def _cost(w: CardDef | None, c: CardDef | None) -> float:
    if w is None or c is None:
        known = w if w is not None else c
        return HIDDEN_COST + (_number(known) if known is not None else HIDDEN_COST)
    a, b = _number(w), _number(c)
    return 0.0 if a == b else float(a + b)


class EasyBot(WarriorBot):
    level = "easy"

    def choose_from_view(self, v: WarriorState, seat: int) -> cmds.Command:
        options = legal_commands(v, seat)
        if not options:
            raise ValueError(f"seat {seat} has nothing to do now")
        rnd = random.Random(decision_seed(self.seed, v, seat))
        a = v.armies[seat]
        army = [(None if w == HIDDEN else v.define(w), None if c == HIDDEN else v.define(c))
                for w, c in zip(a.warriors, a.captains, strict=True)]
        if v.phase == OPENING:
            return cmds.TurnColumnFaceUp(seat, rnd.randrange(len(army)))
        if v.drawn is None:
            if v.drummer is None and sum(_cost(w, c) for w, c in army) <= DRUMS_AT:
                return cmds.BeatWarDrums(seat)
            if v.discard_pile and self._best(army, v.define(v.discard_pile[-1]))[0] <= -TAKE_AT:
                return cmds.DrawFromDiscardPile(seat)
            return cmds.DrawFromDrawPile(seat)
        card = v.define(v.drawn)
        change, slot = self._best(army, card)
        if rnd.random() < MISTAKES:
            slot = (rnd.randrange(2), rnd.randrange(len(army)))
        elif v.drawn_from == DRAW_PILE and change >= 0:
            return cmds.DiscardDrawnCard(seat)
        return swap(seat, slot)

    def _best(self, army: list[tuple[CardDef | None, CardDef | None]], card: CardDef) -> tuple[float, Slot]:
        out = []
        for column, (w, c) in enumerate(army):
            before = _cost(w, c)
            out.append((_cost(card, c) - before, (0, column)))
            out.append((_cost(w, card) - before, (1, column)))
        return min(out)
