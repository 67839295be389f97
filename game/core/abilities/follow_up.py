"""Follow-ups after an attack: force the card just attacked, or force the attacker and strike again.

- `force_target`: after this unit attacks (and maybe damages) a card, you may force that card
  (Phoenix Elves' Royal Guardian, Shove; on an ACTIVE event, every friendly unit: Tundra Orcs'
  Brutal Force, Forceful Attack);
- `rampage`: after this unit attacks an adjacent enemy card, (roll for it,) you may force this
  unit, and then it may make an extra attack on an adjacent enemy card (Tundra Fighter's Frenzy;
  on an ACTIVE event, your summoner: Primal Fury).

Both use the force rules of `game.core.move` (forcing is not moving) and the extra attacks of
`generic.extra_attack` (glossary EXTRA: they take none of the phase's 3 attacker slots).
"""

from __future__ import annotations

from typing import Any

from game.core.abilities import verbs
from game.core.abilities.attack_dice import in_force
from game.core.abilities.attacking import special_count
from game.core.abilities.base import (
    ask_card,
    ask_space,
    holder,
    mark_used,
    of_classes,
    resume_step,
    used_this_turn,
)
from game.core.abilities.filters import matches
from game.core.abilities.generic import extra_attack, extra_attack_targets
from game.core.abilities.rerolls import current_faces, roll_for_ability
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.geometry import Pos
from game.core.message import msg
from game.core.move import force_destinations
from game.core.state import BOARD, Card, GameState, Step
from game.core.stats import is_ranged


def _attacker_covered(state: GameState, ability: Ability, flt: dict, me: Card, host: Card | None,
                      attacker: Card | None) -> bool:
    """On a unit: that unit's own attacks. On an ACTIVE event: attacks by the event player's
    units matching `flt`."""
    if attacker is None or not in_force(state, ability, me, host):
        return False
    if host is not None:
        return attacker.uid == host.uid
    return attacker.controller == me.controller and matches(state, flt, attacker, None, me.controller)


# --- Shove, Forceful Attack ------------------------------------------------------------------------


class ForceTarget(Ability):
    """After this unit attacks a unit of `classes` (an enemy one with `side: enemy`; an adjacent
    one with `adjacent`; one the attack damaged with `damaged`), you may force that unit 1 to
    `spaces` spaces (with `away`, only so that it ends farther from the attacker). On an ACTIVE
    event, every friendly unit matching `filter` has it."""

    name = "force_target"
    params = {"spaces": "count", "away": "bool", "classes": "str_list", "side": "choice:enemy|any",
              "adjacent": "bool", "damaged": "bool", "filter": "filter"}
    defaults = {"spaces": 1, "away": False, "classes": ["common", "champion"], "side": "enemy",
                "adjacent": False, "damaged": False, "filter": {"side": "friendly", "class": ["unit"]}}
    triggers = frozenset({"after_attack"})
    summary = (
        "After this unit attacks (and, with `damaged`, damages) a unit, you may force that unit "
        "(with `away`: farther from the attacker). On an ACTIVE event, friendly units have it."
    )
    example = ("{ability: force_target, title: Shove, params: {spaces: 1, classes: [common, champion], "
               "side: enemy, adjacent: true}}")

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None or info.get("attacker") == host.uid

    def _destinations(self, state: GameState, a: Card, t: Card) -> dict[Pos, tuple[Pos, ...]]:
        dest = force_destinations(state, t, self.p("spaces"))
        if self.p("away"):
            now = state.geo.distance(t.pos, a.pos)
            dest = {p: path for p, path in dest.items() if state.geo.distance(p, a.pos) > now}
        return dest

    def _eligible(self, state: GameState, a: Card | None, t: Card | None, damage: int) -> bool:
        if a is None or t is None or a.zone != BOARD or t.zone != BOARD or not t.defn.is_unit:
            return False
        if not of_classes(t, self.p("classes")):
            return False
        if self.p("side") == "enemy" and state.friendly(t.controller, a.controller):
            return False
        if self.p("adjacent") and not state.geo.is_adjacent(a.pos, t.pos):
            return False
        return not (self.p("damaged") and damage <= 0)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        a = s.cards.get(info.get("attacker"))
        t = s.cards.get(info.get("target"))
        if not _attacker_covered(s, self, self._filter, me, host, a):
            return
        if not self._eligible(s, a, t, info.get("damage", 0)):
            return
        spaces = sorted(self._destinations(s, a, t))
        if not spaces:
            return
        ask_space(ctx, self, me, host, spaces, msg("{ability}: you may force {card} (attacked by {card2}).", ability=self.title, card=t.name, card2=a.name),
                  player=a.controller, stage="space", attacker=a.uid, card=t.uid)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        a = s.cards[step.get("attacker")]
        t = s.cards[step.get("card")]
        if answer is None or a.zone != BOARD or t.zone != BOARD:
            return
        path = self._destinations(s, a, t).get(tuple(answer))
        if path:
            verbs.force(ctx, t.uid, path, a.uid)


# --- Frenzy, Primal Fury -----------------------------------------------------------------------------


class Rampage(Ability):
    """After this unit attacks an adjacent enemy card: with `roll` > 0, roll that many dice and
    go on only if one shows a special. Then you may force this unit 1 to `spaces` spaces; then it
    may make an extra attack on an adjacent enemy card (with `extra_needs_force`, only if it was
    forced). `once_per_turn`: at most one force each turn. On an ACTIVE event, the event player's
    units matching `filter` have it (Primal Fury: your summoner).

    The roll may be re-rolled (`rerolls.roll_for_ability`); the extra attack comes after whatever
    the force set off has resolved (glossary AFTER), and it is an attack like any other, so its own
    "after attacking" effects (this one included) follow it."""

    name = "rampage"
    params = {"roll": "count", "spaces": "count", "once_per_turn": "bool", "extra_needs_force": "bool",
              "filter": "filter"}
    defaults = {"roll": 0, "spaces": 1, "once_per_turn": False, "extra_needs_force": True,
                "filter": {"side": "friendly", "class": ["summoner"]}}
    triggers = frozenset({"after_attack"})
    summary = (
        "After this unit attacks an adjacent enemy card (optionally: roll dice and need a special), "
        "you may force it, then it may make an extra attack on an adjacent enemy card."
    )
    example = "{ability: rampage, title: Frenzy, params: {roll: 1, spaces: 1, extra_needs_force: false}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def _mark(self) -> str:
        return f"{self.name}:{self.title}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None or info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        a = s.cards.get(info.get("attacker"))
        t = s.cards.get(info.get("target"))
        if t is None or not _attacker_covered(s, self, self._filter, me, host, a) or a.zone != BOARD:
            return
        # A destroyed target is back with its owner: still the enemy card it was.
        if t.controller == a.controller:
            return
        # Melee attacks only reach adjacent cards; a ranged one must have been made from next door.
        if is_ranged(s, a) and (t.zone != BOARD or not s.geo.is_adjacent(a.pos, t.pos)):
            return
        if self.p("once_per_turn") and used_this_turn(s, holder(me, host), self._mark()):
            return
        if self.p("roll") > 0:
            roll_for_ability(ctx, self, me, host, a, self.p("roll"), self.name, stage="rolled", unit=a.uid)
            return
        self._offer_force(ctx, me, host, a)

    def _offer_force(self, ctx: Ctx, me: Card, host: Card | None, a: Card) -> None:
        s = ctx.state
        spaces = sorted(force_destinations(s, a, self.p("spaces")))
        if not spaces:
            if not self.p("extra_needs_force"):
                self._offer_extra(ctx, me, host, a)
            return
        ask_space(ctx, self, me, host, spaces,
                  msg("{ability}: you may force {card} 1 to {spaces} space(s) (then it may attack again).", ability=self.title,
                      card=a.name, spaces=self.p("spaces")) if self.p("extra_needs_force") else
                  msg("{ability}: you may force {card} 1 to {spaces} space(s).", ability=self.title, card=a.name,
                      spaces=self.p("spaces")),
                  player=a.controller, stage="force", unit=a.uid)

    def _targets(self, state: GameState, a: Card) -> list[int]:
        return [u for u in extra_attack_targets(state, a)
                if state.cards[u].controller != a.controller and state.geo.is_adjacent(a.pos, state.cards[u].pos)]

    def _offer_extra(self, ctx: Ctx, me: Card, host: Card | None, a: Card) -> None:
        options = self._targets(ctx.state, a)
        if options:
            ask_card(ctx, self, me, host, options,
                     msg("{ability}: {card} may make an extra attack on an adjacent enemy card. Choose it.", ability=self.title, card=a.name),
                     player=a.controller, stage="target", unit=a.uid)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        a = s.cards[step.get("unit")]
        stage = step.get("stage")
        if a.zone != BOARD:
            return
        if stage == "rolled":
            if special_count(s, current_faces(s, a.uid, self.name)):
                self._offer_force(ctx, me, host, a)
            return
        if stage == "force":
            if answer is None:
                if not self.p("extra_needs_force"):
                    self._offer_extra(ctx, me, host, a)
                return
            path = force_destinations(s, a, self.p("spaces")).get(tuple(answer))
            if not path:
                return
            if self.p("once_per_turn"):
                mark_used(ctx, holder(me, host), self._mark())
            ctx.then(resume_step(ctx, self, me, host, stage="extra", unit=a.uid))
            verbs.force(ctx, a.uid, path, a.uid)
        elif stage == "extra":
            self._offer_extra(ctx, me, host, a)
        elif stage == "target" and answer is not None and answer in self._targets(s, a):
            extra_attack(ctx, a.uid, answer)
