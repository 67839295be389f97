"""Cave Goblins (2E): named handlers, kept for card files (mods) that still name them.

The shipped cards/2e/cave-goblins.yaml writes every Cave Goblins ability in the ability language
(`game.core.abilities.language`) with the same rulings: Sly (`exchange`), Blood Runes and Magic
Junkie (`pay_or`), Feed the Eater (`destroyed_this_turn`, `choose_or_self`, `discard`), Charge
(`move_straight`), Cling (`started_within`, `place`), Sneak and Enrage the Horde (`choose_any`),
Pile On (`per: adjacent_to_target`, `first_copy`) and Unrelenting (`instead_of_destroy`).

Named here, each reusable through its parameters:
- `sly`: once per turn in a phase, exchange places with a friendly cheap unit (Sneeks);
- `upkeep`: at a set time pay magic (and maybe get a boost) or suffer damage / be discarded
  (Blarf's Blood Runes, Smeg's Magic Junkie);
- `feed_the_eater`: at the end of your Attack phase, unless this unit destroyed a unit this
  turn, discard an adjacent friendly unit or this unit (The Eater);
- `charge`: instead of a normal move, move up to N spaces in a straight line; +strength for the
  turn after a long charge (Beast Rider);
- `cling`: after a friendly unit that started next to this one moves, place this one next to it
  again (Horde Clinger);
- `force_each`: event; force any number of friendly units, one at a time (Sneak);
- `destroyed_to_hand`: while in force, matching cards that would be destroyed return to their
  owner's hand instead (Unrelenting).

"Cost 0" is the printed cost; summoners have no cost and never count as cost-0 units.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.attacking import costs_at_most
from game.core.abilities.base import (
    Activated,
    ask,
    ask_card,
    ask_space,
    holder,
    mark_used,
    own_card,
    used_this_turn,
)
from game.core.abilities.filters import matches
from game.core.abilities.generic import ForceOneAtATime
from game.core.abilities.pay_or_text import pay_label, pay_or_question, penalty_label
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.commands import Move, UseAbility
from game.core.context import Ctx
from game.core.damage import spend_magic
from game.core.geometry import DIRECTIONS, Pos
from game.core.message import msg
from game.core.move import do_move, force_destinations, mover_slot_reason
from game.core.ruleset import ATTACK, MOVE, PHASES_2E
from game.core.state import ACTIVE, BOARD, Card, Effect, GameState, Step
from game.core.stats import can_move


def _in_force(me: Card, host: Card | None) -> bool:
    if host is None:
        return me.zone == ACTIVE
    return host.zone == BOARD


# --- Sneeks -----------------------------------------------------------------------------------


class Sly(Activated):
    """Once per turn during your `phase` phase, this unit may exchange places with another friendly
    unit whose printed cost is at most `max_cost` (glossary EXCHANGE PLACES: not a move or a
    force, so no mover slot is used and no 'after moving' ability triggers)."""

    name = "sly"
    params = {"phase": "choice:" + "|".join(PHASES_2E), "max_cost": "count"}
    defaults = {"phase": ATTACK, "max_cost": 0}
    summary = (
        "Once per turn during your `phase` phase, this unit may exchange places with a friendly "
        "unit whose printed cost is at most `max_cost`."
    )
    example = "{ability: sly, title: Sly, params: {phase: attack, max_cost: 0}}"

    def _partners(self, state: GameState, me: Card) -> list[int]:
        return [
            c.uid for c in state.on_board(me.controller)
            if c.uid != me.uid and c.defn.is_unit and costs_at_most(c, self.p("max_cost"))
        ]

    def _why_not(self, state: GameState, me: Card) -> str | None:
        if me.zone != BOARD:
            return msg("{card} is not on the battlefield.", card=me.name)
        if state.turn.player != me.controller or state.phase != self.p("phase"):
            return msg("{ability} is used in your {phase} phase.", ability=self.title,
                       phase=state.ruleset.phase_name(self.p("phase")))
        if used_this_turn(state, me, self.name):
            return msg("{ability} has already been used this turn.", ability=self.title)
        if not self._partners(state, me):
            return msg("{card} has no friendly unit costing {max_cost} to exchange places with.", card=me.name, max_cost=self.p('max_cost'))
        return None

    def activate(self, ctx: Ctx, me: Card, cmd: UseAbility) -> None:
        ask_card(ctx, self, me, me, self._partners(ctx.state, me),
                 msg("{ability}: choose a friendly unit for {card} to exchange places with.", ability=self.title, card=me.name), stage="partner")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or h.zone != BOARD or answer not in self._partners(s, h):
            return
        mark_used(ctx, h, self.name)
        verbs.exchange(ctx, h.uid, answer)


# --- Blarf, Smeg ------------------------------------------------------------------------------


class Upkeep(Ability):
    """At a set time (the start or end of one of your phases, or the end of your turn), pay `cost`
    magic or suffer the penalty. Paying may also boost this unit (`paid: boost`). Which to do is
    the player's choice; a player who cannot pay suffers the penalty without being asked."""

    name = "upkeep"
    params = {
        "when": "choice:turn_end|phase_start|phase_end",
        "phase": "choice:" + "|".join(PHASES_2E),
        "cost": "int",
        "paid": "choice:none|boost",
        "unpaid": "choice:add_damage|discard|destroy",
        "amount": "int",
    }
    defaults = {"phase": ATTACK, "cost": 1, "paid": "none", "amount": 1}
    summary = (
        "At the end of your turn, or the start/end of one of your phases: pay magic (optionally "
        "boosting this unit) or add damage to it / discard it / destroy it."
    )
    example = (
        "{ability: upkeep, title: Blood Runes, params: {when: phase_start, phase: attack, cost: 1, "
        "paid: boost, unpaid: add_damage}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        when = self.p("when")
        self.triggers = frozenset({"turn_end" if when == "turn_end" else f"{when}:{self.p('phase')}"})

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and host.zone == BOARD and info.get("player") == host.controller

    def _labels(self, h: Card) -> tuple[str, str]:
        return (pay_label(self.p("cost"), self.p("paid") == "boost", h.name),
                penalty_label(self.p("unpaid"), self.p("amount"), h.name))

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if h.zone != BOARD:
            return
        if s.players[h.controller].magic < self.p("cost"):
            return self._penalty(ctx, h)
        pay, penalty = self._labels(h)
        ask(ctx, self, me, host, player=h.controller, kind="choice",
            text=pay_or_question(self.title, self.p("cost"), self.p("paid") == "boost", self.p("unpaid"),
                                 self.p("amount"), h.name),
            options=("pay", "penalty"), optional=False, labels=(pay, penalty), stage="choice")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if h.zone != BOARD:
            return
        if answer == "pay" and s.players[h.controller].magic >= self.p("cost"):
            spend_magic(ctx, h.controller, self.p("cost"), self.title)
            if self.p("paid") == "boost":
                verbs.boost(ctx, h.uid, 1)
            return
        self._penalty(ctx, h)

    def _penalty(self, ctx: Ctx, h: Card) -> None:
        unpaid = self.p("unpaid")
        if unpaid == "add_damage":
            verbs.add_damage(ctx, h, h.uid, self.p("amount"), self.title)
        elif unpaid == "destroy":
            verbs.destroy_card(ctx, h.uid, h)
        else:
            ctx.emit(ev.CardDiscarded(h.uid))


# --- The Eater ---------------------------------------------------------------------------------


class FeedTheEater(Ability):
    """At the end of your Attack phase, if this unit destroyed no unit this turn (by attack or
    ability), discard a friendly unit adjacent to it or discard this unit; the player chooses.
    Discarding is not destroying: no 'when destroyed' ability and no magic."""

    name = "feed_the_eater"
    triggers = frozenset({"destroyed", f"phase_end:{ATTACK}"})
    summary = (
        "At the end of your Attack phase, unless this unit destroyed a unit this turn, discard a "
        "friendly unit adjacent to it or discard this unit."
    )
    example = "{ability: feed_the_eater, title: Feed the Eater}"
    FED = "feed_the_eater:fed"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        if not own_card(me, host) or host.zone != BOARD:
            return False
        if trigger == "destroyed":
            return info.get("by") == host.uid
        return info.get("player") == host.controller

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if trigger == "destroyed":
            victim = s.cards.get(info.get("card"))
            if victim is not None and victim.defn.is_unit and not used_this_turn(s, h, self.FED):
                mark_used(ctx, h, self.FED)
            return
        if h.zone != BOARD or used_this_turn(s, h, self.FED):
            return
        options = self._food(s, h) + [h.uid]
        if len(options) == 1:
            ctx.emit(ev.CardDiscarded(h.uid))
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: {card} destroyed no unit this turn. Discard an adjacent friendly unit, or {card} itself.", ability=self.title, card=h.name), optional=False, stage="feed")

    @staticmethod
    def _food(state: GameState, h: Card) -> list[int]:
        return [
            c.uid for c in state.on_board(h.controller)
            if c.uid != h.uid and c.defn.is_unit and state.geo.is_adjacent(c.pos, h.pos)
        ]

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if h.zone != BOARD:
            return
        if answer == h.uid or answer not in self._food(s, h):
            ctx.emit(ev.CardDiscarded(h.uid))
        else:
            ctx.emit(ev.CardDiscarded(answer))


# --- Beast Rider --------------------------------------------------------------------------------


class Charge(Activated):
    """Instead of a normal move (it uses one of the phase's mover slots), this unit may move 1 to
    `spaces` spaces in one straight line through empty spaces. This is a move: 'after moving'
    abilities trigger. If it moved `long` or more spaces, it gets +`strength` strength until the
    end of the turn."""

    name = "charge"
    params = {"spaces": "count", "long": "count", "strength": "int"}
    defaults = {"spaces": 4, "long": 3, "strength": 1}
    summary = (
        "Instead of a normal move, this unit may move 1 to `spaces` spaces in a straight line "
        "through empty spaces; after a move of `long` or more spaces it has +`strength` strength "
        "until the end of the turn."
    )
    example = "{ability: charge, title: Charge, params: {spaces: 4, long: 3, strength: 1}}"

    def destinations(self, state: GameState, me: Card) -> dict[Pos, tuple[Pos, ...]]:
        out: dict[Pos, tuple[Pos, ...]] = {}
        for d in DIRECTIONS:
            line = state.geo.clear_straight_spaces(me.pos, d, self.p("spaces"), state.is_empty)
            for i, p in enumerate(line):
                out[p] = tuple(line[: i + 1])
        return out

    def _why_not(self, state: GameState, me: Card) -> str | None:
        if me.zone != BOARD:
            return msg("{card} is not on the battlefield.", card=me.name)
        if state.turn.player != me.controller or state.phase != MOVE:
            return msg("{ability} is used in your Move phase, instead of a normal move.", ability=self.title)
        if not can_move(state, me):
            return msg("{card} cannot move.", card=me.name)
        reason = mover_slot_reason(state, me)
        if reason:
            return reason
        if not self.destinations(state, me):
            return msg("{card} has no empty space in a straight line to charge into.", card=me.name)
        return None

    def activate(self, ctx: Ctx, me: Card, cmd: UseAbility) -> None:
        ask_space(ctx, self, me, me, sorted(self.destinations(ctx.state, me)),
                  msg("{ability}: where does {card} charge to (1 to {spaces} spaces in a line)?", ability=self.title, card=me.name, spaces=self.p('spaces')),
                  stage="charge")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or self._why_not(s, h) is not None:
            return
        path = self.destinations(s, h).get(tuple(answer))
        if not path:
            return
        do_move(ctx, Move(h.controller, h.uid, path))
        if len(path) >= self.p("long"):
            # Emitted now, so it is already in force when the move's own triggers resolve.
            ctx.emit(ev.EffectAdded(Effect(
                "stat", h.uid, h.controller, until="end_of_turn",
                data=(("stat", "strength"), ("amount", self.p("strength"))), source=h.uid,
            )))


# --- Horde Clinger --------------------------------------------------------------------------------


class Cling(Ability):
    """When a friendly unit that starts its move adjacent to this unit has moved, you may place this
    unit on an empty space adjacent to that unit. Placing is neither a move nor a force (so it
    works although the Clinger is Immobile, and uses no mover slot)."""

    name = "cling"
    triggers = frozenset({"moved"})
    summary = (
        "After a friendly unit that started its move adjacent to this unit moves, you may place "
        "this unit on an empty space adjacent to it."
    )
    example = "{ability: cling, title: Cling}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return (
            own_card(me, host) and host.zone == BOARD and info.get("card") != host.uid
            and bool(info.get("counts", True))
        )

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        unit = s.cards.get(info.get("card"))
        start = info.get("start")
        if h.zone != BOARD or unit is None or unit.zone != BOARD or start is None:
            return
        if unit.controller != h.controller or not s.geo.is_adjacent(tuple(start), h.pos):
            return
        spaces = sorted(q for q in s.geo.adjacent(unit.pos) if q not in s.board)
        if not spaces:
            return
        ask_space(ctx, self, me, host, spaces, msg("{ability}: place {card} next to {card2} again?", ability=self.title, card=h.name, card2=unit.name),
                  stage="place", unit=unit.uid)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or h.zone != BOARD or tuple(answer) in s.board:
            return
        verbs.relocate(ctx, h.uid, tuple(answer))


# --- Sneak ----------------------------------------------------------------------------------------


class ForceEach(ForceOneAtATime):
    """Event: choose friendly units matching `filter` (printed cost at most `max_cost`; -1 for any)
    one at a time and force each 1 to `spaces` spaces, until the player stops or none is left.
    Each force resolves (with whatever it triggers) before the next unit is chosen."""

    name = "force_each"
    params = {"filter": "filter", "max_cost": "count", "spaces": "count"}
    defaults = {"filter": {"side": "friendly", "class": ["unit"]}, "max_cost": -1, "spaces": 1}
    summary = (
        "Event: choose any number of friendly units matching the filter (and costing at most "
        "`max_cost`), one at a time, and force each 1 to `spaces` spaces."
    )
    example = "{ability: force_each, title: Sneak, params: {max_cost: 0, spaces: 1}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def _candidates(self, state: GameState, player: int, done: tuple[int, ...]) -> list[int]:
        return [
            c.uid for c in state.on_board(player)
            if c.uid not in done and costs_at_most(c, self.p("max_cost"))
            and matches(state, self._filter, c, None, player)
            and force_destinations(state, c, self.p("spaces"))
        ]

    def _pick_text(self, done: tuple[int, ...]) -> str:
        return msg("{ability}: choose a unit to force ({count} forced so far), or stop.", ability=self.title, count=len(done))


# --- Unrelenting -----------------------------------------------------------------------------------


class DestroyedToHand(Ability):
    """While in force (an ACTIVE event, or the unit that has it on the battlefield), a card
    matching `filter` (side relative to this card's player) that would be destroyed is returned
    to its owner's hand instead (glossary INSTEAD: it is not destroyed, no magic is gained and no
    'when destroyed' ability triggers)."""

    name = "destroyed_to_hand"
    params = {"filter": "filter"}
    defaults = {"filter": {"side": "friendly", "class": ["common"]}}
    stats = frozenset({"instead_of_destroy"})
    summary = (
        "Cards matching the filter that would be destroyed return to their owner's hand instead."
    )
    example = (
        "{ability: destroyed_to_hand, title: Unrelenting, params: {filter: {side: friendly, "
        "class: [common]}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if value is not None or not _in_force(me, host) or subject.zone != BOARD:
            return value
        if matches(state, self._filter, subject, host, holder(me, host).controller):
            return "return_to_hand"
        return value
