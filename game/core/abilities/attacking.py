"""Reusable attack pieces: extra attacks, Gang Up, and "for each [S] rolled, after attacking".

- `extra_attacks` (event): friendly units matching a filter may each make one extra attack
  (Cave Goblins' Enrage the Horde; glossary EXTRA);
- `gang_up`: +strength when attacking for each other friendly unit adjacent to the target
  (Cave Goblins' Pile On hands it to every friendly unit);
- `per_special`: after this unit attacks, draw / boost / damage / gain magic once per special
  symbol rolled (Vanguards' Intercession; Tundra Orcs' Blood Bond has the same shape).
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import ask_card, holder, resume_step
from game.core.abilities.filters import matches
from game.core.abilities.generic import extra_attack, extra_attack_targets
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.message import msg
from game.core.ruleset import ATTACK
from game.core.state import ACTIVE, BOARD, Card, GameState, Step


def costs_at_most(card: Card, max_cost: int) -> bool:
    """A summonable unit whose printed cost is at most `max_cost` (a negative limit: any unit).
    Summoners have no cost and never match a cost limit."""
    if max_cost < 0:
        return True
    return not card.defn.is_summoner and card.defn.cost <= max_cost


def special_count(state: GameState, faces: Any) -> int:
    sym = state.ruleset.special_symbol
    return sum(1 for f in faces or () if sym in state.ruleset.die_faces[f])


# --- extra attacks ---------------------------------------------------------------------------------


class ExtraAttacks(Ability):
    """Event: each friendly unit matching `filter` (and costing at most `max_cost`, if given) may
    make one extra attack. Played in the Attack phase the extra attacks are granted and made as
    usual (a unit may use it for a second attack, or as a 4th attacker: glossary EXTRA). Played in
    any other phase the units attack right away, one at a time, while the event resolves: the
    player picks a unit and its target, or stops."""

    name = "extra_attacks"
    params = {"filter": "filter", "max_cost": "count"}
    defaults = {"filter": {"side": "friendly", "class": ["unit"]}, "max_cost": -1}
    summary = (
        "Event: each friendly unit matching the filter (and costing at most `max_cost`; -1 for any "
        "cost) may make one extra attack: granted for the phase when played in the Attack phase, "
        "made right away, one unit at a time, in any other phase."
    )
    example = "{ability: extra_attacks, title: Enrage the Horde, params: {max_cost: 0}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def _units(self, state: GameState, player: int) -> list[Card]:
        return [
            c for c in state.on_board(player)
            if c.defn.is_unit and costs_at_most(c, self.p("max_cost"))
            and matches(state, self._filter, c, None, player)
        ]

    def on_play(self, ctx: Ctx, me: Card) -> None:
        s = ctx.state
        if s.phase == ATTACK:
            for c in self._units(s, me.controller):
                ctx.emit(ev.ExtraAttackGranted(c.uid, 1))
            return
        self._offer(ctx, me, ())

    def _ready(self, state: GameState, player: int, done: tuple[int, ...]) -> list[int]:
        return [c.uid for c in self._units(state, player)
                if c.uid not in done and extra_attack_targets(state, c)]

    def _offer(self, ctx: Ctx, me: Card, done: tuple[int, ...]) -> None:
        options = self._ready(ctx.state, me.controller, done)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose a unit to make its extra attack, or stop.", ability=self.title),
                     stage="unit", done=done)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        stage = step.get("stage")
        done = tuple(step.get("done") or ())
        if stage == "next":
            # The attack just made is over: its "for this attack" effects end before the next
            # one (the attack's own cleanup step only runs once the whole event has resolved).
            if any(e.until == "end_of_attack" for e in s.effects):
                ctx.emit(ev.EffectsEnded("end_of_attack"))
            return self._offer(ctx, me, done)
        if answer is None:
            # Declining a target passes over that unit; declining the unit choice stops.
            return self._offer(ctx, me, done) if stage == "target" else None
        if stage == "unit":
            unit = s.cards.get(answer)
            if unit is None or unit.zone != BOARD:
                return
            targets = extra_attack_targets(s, unit)
            if not targets:
                return self._offer(ctx, me, done + (unit.uid,))
            ask_card(ctx, self, me, None, targets, msg("{ability}: choose {card}'s target.", ability=self.title, card=unit.name),
                     stage="target", done=done + (unit.uid,), unit=unit.uid)
        elif stage == "target":
            unit = s.cards[step.get("unit")]
            if unit.zone != BOARD or s.cards[answer].zone != BOARD:
                return self._offer(ctx, me, done)
            if answer not in extra_attack_targets(s, unit):
                return self._offer(ctx, me, done)
            ctx.then(resume_step(ctx, self, me, None, stage="next", done=done))
            extra_attack(ctx, unit.uid, answer)


# --- Gang Up ------------------------------------------------------------------------------------


class GangUp(Ability):
    """+`amount` strength when attacking for each other friendly unit adjacent to the target.
    On a unit it works for that unit; on an ACTIVE event, for every unit of the event's player
    (several copies of the event do not add up: glossary ABILITY, gaining an ability twice)."""

    name = "gang_up"
    params = {"amount": "int"}
    defaults = {"amount": 1}
    stats = frozenset({"strength"})
    summary = (
        "Gang Up: when attacking, +amount strength for each other friendly unit adjacent to the "
        "target. On an ACTIVE event every friendly unit has it."
    )
    example = "{ability: gang_up, title: Pile On, params: {amount: 1}}"

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        target = info.get("target")
        if target is None or target.pos is None or subject.zone != BOARD or not subject.defn.is_unit:
            return value
        if host is not None:
            if subject.uid != host.uid:
                return value
        else:
            if me.zone != ACTIVE or subject.controller != me.controller:
                return value
            first = next(u for u in state.players[me.controller].active
                         if state.cards[u].defn.ability(self.name) is not None)
            if first != me.uid:
                return value
        n = sum(
            1 for c in state.on_board(subject.controller)
            if c.uid != subject.uid and c.uid != target.uid and c.defn.is_unit
            and state.geo.is_adjacent(c.pos, target.pos)
        )
        return value + n * self.p("amount")


# --- after attacking, once per [S] -------------------------------------------------------------------


class PerSpecial(Ability):
    """After this unit attacks (meeting `condition`), do `effect` once for each special symbol
    rolled in that attack."""

    name = "per_special"
    params = {
        "effect": "choice:draw|boost|add_damage|gain_magic",
        "target": "choice:self|summoner",
        "condition": "choice:none|attacked_enemy|attacked_enemy_unit",
        "amount": "int",
    }
    defaults = {"target": "self", "condition": "none", "amount": 1}
    triggers = frozenset({"after_attack"})
    summary = (
        "After this unit attacks, draw cards, boost, add damage or gain magic: `amount` for each "
        "special symbol rolled (target: this unit or your summoner)."
    )
    example = (
        "{ability: per_special, title: Intercession, params: {effect: draw, "
        "condition: attacked_enemy_unit}}"
    )

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        t = s.cards.get(info.get("target"))
        # Only an attack that rolled: one whose target left before the roll recorded nothing.
        if t is None or s.turn.last_attack[:2] != (h.uid, t.uid):
            return
        cond = self.p("condition")
        if cond != "none" and (t.controller == h.controller or (cond == "attacked_enemy_unit" and not t.defn.is_unit)):
            return
        n = special_count(s, info.get("faces")) * self.p("amount")
        if n <= 0:
            return
        effect = self.p("effect")
        if effect == "draw":
            verbs.draw(ctx, h.controller, n)
        elif effect == "gain_magic":
            verbs.magic(ctx, h.controller, n, self.title)
        else:
            who = h if self.p("target") == "self" else s.summoner(h.controller)
            if who is None or who.zone != BOARD:
                return
            if effect == "boost":
                verbs.boost(ctx, who.uid, n)
            else:
                verbs.add_damage(ctx, h, who.uid, n, self.title)
