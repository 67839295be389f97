"""Savanna Elves (2E): the abilities and events that the generic vocabulary cannot express.

A boost economy: units gather boost tokens (Prepare, Charged, Inspire, Commune with Spirits,
Chant of Growth, Chant of Weaving, Spirit Bond passes them on) and spend or read them (Imbued
Strength/Life/Speed, Swift Shot, Withdraw).

The shipped cards/2e/savanna-elves.yaml writes all but the last two of these in the ability
language (`game.core.abilities.language`): Spirit Bond, Withdraw (`either`), Commune with Spirits
(`either`) and Chant of Growth (`choose_with_adjacent`) there, like Prepare, Swift Shot, Trample and
Chant of Power. The handlers stay for card files that name them. Chant of Weaving (a unit that
works as a summoning space until the end of the turn) and Chant of Entangling (two units sharing
their printed abilities while the event is active) are named in the shipped file too.

Named here, each reusable through its parameters:
- `spirit_bond`: after this unit moves, boost a friendly unit within range and move all of this
  unit's boost onto it (Abua Shi);
- `withdraw`: after this unit attacks, pay boost or magic to force it (Miti Kyru);
- `commune_with_spirits`: after this unit moves, boost it or spend 1 boost to boost a friendly unit
  within range (Spirit Mage);
- `chant_of_growth`: event; boost a friendly unit and every friendly unit adjacent to it;
- `chant_of_weaving`: ACTIVE event; summon next to a friendly unit, boosting it each time;
- `chant_of_entangling`: ACTIVE event; two friendly commons share their printed abilities.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import ask, ask_card, ask_space, holder
from game.core.abilities.generic import grant
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.message import msg
from game.core.move import force_destinations
from game.core.ruleset import PHASES_2E
from game.core.state import ACTIVE, BOARD, Card, Effect, GameState, Step


def _own_move(host: Card | None, info: dict) -> bool:
    """'After this unit moves': a real move (not a relocation) of the unit that has the ability."""
    return host is not None and info.get("card") == host.uid and bool(info.get("counts", True))


def _friendly_units_within(state: GameState, unit: Card, n: int) -> list[int]:
    if unit.zone != BOARD:
        return []
    return [
        c.uid
        for c in state.on_board(unit.controller)
        if c.uid != unit.uid and c.defn.is_unit and state.geo.within(unit.pos, c.pos, n)
    ]


# --- Abua Shi ---------------------------------------------------------------------------------------


class SpiritBond(Ability):
    """After this unit moves, you may target a friendly unit within `within` spaces: boost it, then
    move every boost token on this unit onto it."""

    name = "spirit_bond"
    params = {"within": "count"}
    defaults = {"within": 3}
    triggers = frozenset({"moved"})
    summary = ("After this unit moves, you may boost a friendly unit within range, then move all of "
               "this unit's boost onto it.")
    example = "{ability: spirit_bond, title: Spirit Bond, params: {within: 3}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return _own_move(host, info)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        options = _friendly_units_within(s, h, self.p("within"))
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: you may boost a friendly unit within {within} spaces and move {card}'s {boost} "
                     "boost onto it.", ability=self.title, within=self.p("within"), card=h.name, boost=h.boost),
                 stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or answer not in _friendly_units_within(s, h, self.p("within")):
            return
        verbs.boost(ctx, answer, 1)
        n = s.cards[h.uid].boost
        if n:
            verbs.remove_boost(ctx, h.uid, n)
            verbs.boost(ctx, answer, n)


# --- Miti Kyru ----------------------------------------------------------------------------------------


class Withdraw(Ability):
    """After this unit attacks, you may pay `boost` boost from it or `magic` magic to force it 1 to
    `spaces` spaces."""

    name = "withdraw"
    params = {"spaces": "count", "boost": "int", "magic": "int"}
    defaults = {"spaces": 2, "boost": 1, "magic": 1}
    triggers = frozenset({"after_attack"})
    summary = "After this unit attacks, you may pay boost or magic to force it 1 or more spaces."
    example = "{ability: withdraw, title: Withdraw, params: {spaces: 2, boost: 1, magic: 1}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def _payments(self, state: GameState, h: Card) -> list[str]:
        out = []
        if h.boost >= self.p("boost"):
            out.append("boost")
        if state.players[h.controller].magic >= self.p("magic"):
            out.append("magic")
        return out

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if h.zone != BOARD or not force_destinations(s, h, self.p("spaces")):
            return
        pay = self._payments(s, h)
        if not pay:
            return
        labels = tuple(msg("Pay {boost} boost", boost=self.p("boost")) if p == "boost" else
                       msg("Pay {magic} magic", magic=self.p("magic"))
                       for p in pay)
        ask(ctx, self, me, host, player=h.controller, kind="choice",
            text=msg("{ability}: pay to force {card} 1 to {spaces} spaces?", ability=self.title, card=h.name, spaces=self.p('spaces')),
            options=tuple(pay), optional=True, labels=labels, stage="pay")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or h.zone != BOARD:
            return
        dest = force_destinations(s, h, self.p("spaces"))
        if step.get("stage") == "pay":
            if answer not in self._payments(s, h) or not dest:
                return
            ask_space(ctx, self, me, host, sorted(dest), msg("{ability}: where is {card} forced?", ability=self.title, card=h.name),
                      optional=False, stage="space", pay=answer)
        elif step.get("stage") == "space":
            path = dest.get(tuple(answer))
            pay = step.get("pay")
            if not path or pay not in self._payments(s, h):
                return
            if pay == "boost":
                verbs.spend_boost(ctx, h.uid, self.p("boost"))
            else:
                ctx.emit(ev.MagicSpent(h.controller, self.p("magic"), self.title))
            verbs.force(ctx, h.uid, path, h.uid)


# --- Spirit Mage ---------------------------------------------------------------------------------------


class CommuneWithSpirits(Ability):
    """After this unit moves: either boost it, or spend 1 boost from it to boost a friendly unit
    within `within` spaces. One of the two must be done; when only boosting itself is possible it
    happens without a question."""

    name = "commune_with_spirits"
    params = {"within": "count"}
    defaults = {"within": 3}
    triggers = frozenset({"moved"})
    summary = ("After this unit moves, boost it, or spend 1 of its boost to boost a friendly unit "
               "within range.")
    example = "{ability: commune_with_spirits, title: Commune with Spirits, params: {within: 3}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return _own_move(host, info)

    def _others(self, state: GameState, h: Card) -> list[int]:
        if h.boost < 1:
            return []
        return _friendly_units_within(state, h, self.p("within"))

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if h.zone != BOARD:
            return
        if not self._others(s, h):
            verbs.boost(ctx, h.uid, 1)
            return
        ask(ctx, self, me, host, player=h.controller, kind="choice",
            text=msg("{ability}: boost {card}, or spend 1 of its boost to boost a friendly unit within {within} spaces?", ability=self.title, card=h.name, within=self.p('within')),
            options=("self", "other"), optional=False,
            labels=(msg("Boost {card}", card=h.name), msg("Boost another unit")), stage="mode")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if h.zone != BOARD:
            return
        others = self._others(s, h)
        if step.get("stage") == "mode":
            if answer != "other" or not others:
                verbs.boost(ctx, h.uid, 1)
                return
            ask_card(ctx, self, me, host, others, msg("{ability}: which friendly unit gets the boost?", ability=self.title),
                     optional=False, stage="target")
        elif step.get("stage") == "target" and answer in others:
            verbs.spend_boost(ctx, h.uid, 1)
            verbs.boost(ctx, answer, 1)


# --- Chant of Growth (standard event) ------------------------------------------------------------------


class ChantOfGrowth(Ability):
    """Event: target a friendly unit; boost it and every friendly unit adjacent to it."""

    name = "chant_of_growth"
    params = {"amount": "int"}
    defaults = {"amount": 1}
    summary = "Event: boost a friendly unit and every friendly unit adjacent to it."
    example = "{ability: chant_of_growth, title: Chant of Growth, params: {amount: 1}}"

    @staticmethod
    def _targets(state: GameState, player: int) -> list[int]:
        return [c.uid for c in state.on_board(player) if c.defn.is_unit]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        return None if self._targets(state, player) else msg("{ability} needs a friendly unit.", ability=self.title)

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._targets(ctx.state, me.controller)
        if options:
            ask_card(ctx, self, me, None, options,
                     msg("{ability}: choose a friendly unit; it and its friendly neighbours are boosted.", ability=self.title),
                     optional=False, stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        t = s.cards.get(answer)
        if t is None or t.zone != BOARD:
            return
        group = [t.uid] + [
            s.board[q] for q in s.geo.adjacent(t.pos)
            if q in s.board and s.cards[s.board[q]].controller == me.controller
            and s.cards[s.board[q]].defn.is_unit
        ]
        for uid in group:
            verbs.boost(ctx, uid, self.p("amount"))


# --- Chant of Weaving (standard event, ACTIVE) -------------------------------------------------------


class ChantOfWeaving(Ability):
    """ACTIVE event: target a friendly unit. While this is active you may summon units onto empty
    spaces adjacent to that unit (as if it were a gate), and each time you summon a unit adjacent
    to it, boost it. Summoning happens on your own turn, so the target is remembered by an effect
    that lasts until the end of this turn."""

    name = "chant_of_weaving"
    params = {"amount": "int"}
    defaults = {"amount": 1}
    stats = frozenset({"summon_spaces"})
    triggers = frozenset({"summoned"})
    summary = ("ACTIVE event: you may summon next to a chosen friendly unit, and it is boosted each "
               "time you do.")
    example = "{ability: chant_of_weaving, title: Chant of Weaving, params: {amount: 1}}"

    @staticmethod
    def _target(state: GameState, me: Card) -> Card | None:
        for e in state.effects:
            if e.kind == "weaving" and e.source == me.uid:
                t = state.cards.get(e.target)
                if t is not None and t.zone == BOARD and t.controller == me.controller:
                    return t
        return None

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not any(c.defn.is_unit for c in state.on_board(player)):
            return msg("{ability} needs a friendly unit.", ability=self.title)
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = [c.uid for c in ctx.state.on_board(me.controller) if c.defn.is_unit]
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the friendly unit you may summon next to.", ability=self.title),
                     optional=False, stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        t = ctx.state.cards.get(answer)
        if t is not None and t.zone == BOARD:
            ctx.emit(ev.EffectAdded(Effect("weaving", t.uid, me.controller, until="end_of_turn",
                                           source=me.uid)))

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is not None or me.zone != ACTIVE or info.get("player", subject.owner) != me.controller:
            return value
        t = self._target(state, me)
        if t is None:
            return value
        extra = {q for q in state.geo.adjacent(t.pos) if q not in state.board}
        return frozenset(value) | extra

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None and me.zone == ACTIVE and info.get("player") == me.controller

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        t = self._target(s, me)
        c = s.cards.get(info.get("card"))
        if t is None or c is None or c.zone != BOARD:
            return
        if s.geo.is_adjacent(c.pos, t.pos):
            verbs.boost(ctx, t.uid, self.p("amount"))


# --- Chant of Entangling (standard event, ACTIVE) --------------------------------------------------


def _pair_key(me: Card) -> str:
    """The `until` of the effects this event makes: they end when it leaves the active area."""
    return f"active:{me.uid}"


# Any of these may follow a card leaving the battlefield by other means than being destroyed
# (returned to hand, discarded, put under): the pair is checked again each time.
_RECHECK = frozenset(
    {"destroyed", "moved", "forced", "summoned", "after_attack", "event_played", "turn_start", "turn_end"}
    | {f"phase_start:{p}" for p in PHASES_2E}
)


class ChantOfEntangling(Ability):
    """ACTIVE event: target two friendly commons within `within` spaces of your summoner. While this
    is active each of them also has every ability printed on the other (a copy it already has is
    not doubled). If either leaves the battlefield, this event is discarded.

    The shared abilities are "grant" effects that end when this event leaves the active area (their
    `until` names this card); an "entangled" effect records the pair, so the event can tell when
    one of them has gone even if nothing was granted (two copies of the same common)."""

    name = "chant_of_entangling"
    params = {"within": "count"}
    defaults = {"within": 3}
    triggers = _RECHECK
    summary = ("ACTIVE event: two friendly commons near your summoner each have the other's printed "
               "abilities; discarded if either leaves the battlefield.")
    example = "{ability: chant_of_entangling, title: Chant of Entangling, params: {within: 3}}"

    def _commons(self, state: GameState, player: int, exclude: int | None = None) -> list[int]:
        sm = state.summoner(player)
        if sm is None or sm.controller != player:
            return []
        return [
            c.uid
            for c in state.on_board(player)
            if c.uid != exclude and c.defn.is_unit and c.defn.has_class("common")
            and state.geo.within(sm.pos, c.pos, self.p("within"))
        ]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if len(self._commons(state, player)) < 2:
            return msg("{ability} needs two friendly commons within {within} spaces of your summoner.", ability=self.title, within=self.p('within'))
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._commons(ctx.state, me.controller)
        if len(options) >= 2:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the first friendly common.", ability=self.title),
                     optional=False, stage="first")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None:
            return
        if step.get("stage") == "first":
            options = self._commons(s, me.controller, exclude=answer)
            if not options:
                return
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the second friendly common.", ability=self.title),
                     optional=False, stage="second", first=answer)
            return
        a, b = s.cards[step.get("first")], s.cards[answer]
        if a.zone != BOARD or b.zone != BOARD:
            return
        key = _pair_key(me)
        ctx.emit(ev.EffectAdded(Effect("entangled", a.uid, me.controller, until=key,
                                       data=(("with", b.uid),), source=me.uid)))
        for giver, taker in ((a, b), (b, a)):
            for i in range(len(giver.defn.abilities)):
                grant(ctx, taker.uid, giver, i, me.controller, until=key, source=me.uid)

    def _pair(self, state: GameState, me: Card) -> tuple[int, int] | None:
        for e in state.effects:
            if e.kind == "entangled" and e.source == me.uid:
                return e.target, dict(e.data)["with"]
        return None

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None and me.zone == ACTIVE

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        pair = self._pair(s, me)
        if pair is None or s.cards[me.uid].zone != ACTIVE:
            return
        if all(s.cards[u].zone == BOARD for u in pair):
            return
        ctx.emit(ev.EffectsEnded(_pair_key(me)))
        ctx.emit(ev.CardDiscarded(me.uid))

    def on_leave_active(self, ctx: Ctx, me: Card) -> None:
        if any(e.until == _pair_key(me) for e in ctx.state.effects):
            ctx.emit(ev.EffectsEnded(_pair_key(me)))

