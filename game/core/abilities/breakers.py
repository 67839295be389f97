"""Breakers (2E): the abilities and events that the generic vocabulary cannot express.

Minds bent and bodies pushed around: Tacullu takes enemies instead of killing them, Mind Control
borrows them for a turn (both in `control.py`), Kalal and the Wind Mage push (`push`), Gwalark
flies and lifts nearby commons (`flight`), Deceivers blunt the attacks next to them.

Composed in cards/2e/breakers.yaml instead: Mind Capture and Mind Control (`mind_capture`,
`mind_control` in control.py), Flight and Levitate (`flight`), Greater Push and Push (`push`),
Steadfast (`steadfast`), Engage (`engage`, shared with the Vanguards), Swift and Far Shot
(`stat_change`), Perplexing Tempest (`aura` on move distance).

Named here, each reusable through its parameters:
- `telepathic_command`: after this unit attacks an enemy card, a friendly common within range
  makes an extra attack (Gulldune);
- `stupefy`: an adjacent enemy's attack that rolls a special adds less damage (Deceiver);
- `mimic`: at the start of your Move phase, copy a nearby common's abilities until the end of the
  turn (Mind Witch);
- `blast`: event; force a unit up to 3 spaces through commons and champions, damaging it and
  every unit it passed;
- `hypnotic_call`: ACTIVE event; pull a unit toward your summoner, who hits it harder.

The shipped cards write Telepathic Command, Stupefy, Mimic and (Greater) Push in the ability
language (issue 17); their named classes stay for card files that still name them.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import ask_card, ask_space, holder, of_classes, resume_step
from game.core.abilities.filters import select
from game.core.abilities.generic import extra_attack, extra_attack_targets, grant, has_ability
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.attack import AttackInfo
from game.core.context import Ctx
from game.core.geometry import DIRECTIONS, Pos
from game.core.message import msg
from game.core.move import force_destinations
from game.core.ruleset import MOVE
from game.core.state import ACTIVE, BOARD, Card, Effect, GameState, Step
from game.core.stats import can_be_forced, can_be_targeted

# --- Gulldune --------------------------------------------------------------------------------------


class TelepathicCommand(Ability):
    """After this unit attacks an enemy card, you may choose a friendly unit of `classes` within
    `within` spaces of it; that unit makes one extra attack at once (glossary EXTRA: it may have
    attacked already, and it takes none of the phase's 3 attacker slots)."""

    name = "telepathic_command"
    params = {"within": "count", "classes": "str_list"}
    defaults = {"within": 3, "classes": ["common"]}
    triggers = frozenset({"after_attack"})
    summary = ("After this unit attacks an enemy card, a friendly common within range may make an "
               "extra attack.")
    example = "{ability: telepathic_command, title: Telepathic Command, params: {within: 3, classes: [common]}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def _units(self, state: GameState, h: Card) -> list[int]:
        if h.zone != BOARD:
            return []
        return [
            c.uid
            for c in state.on_board(h.controller)
            if c.uid != h.uid and of_classes(c, self.p("classes")) and state.geo.within(h.pos, c.pos, self.p("within"))
            and extra_attack_targets(state, c)
        ]

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        t = s.cards.get(info.get("target"))
        # A destroyed target is back under its owner's control: still the enemy it was.
        if t is None or t.controller == h.controller:
            return
        options = self._units(s, h)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: a friendly common within {within} spaces of {card} may make an extra attack. Choose it.", ability=self.title, within=self.p('within'), card=h.name), stage="unit")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None:
            return
        if step.get("stage") == "unit":
            if answer not in self._units(s, h):
                return
            targets = extra_attack_targets(s, s.cards[answer])
            ask_card(ctx, self, me, host, targets, msg("{ability}: what does {card} attack?", ability=self.title, card=s.cards[answer].name),
                     optional=False, stage="target", unit=answer)
        elif step.get("stage") == "target":
            unit = step.get("unit")
            if answer in extra_attack_targets(s, s.cards[unit]):
                extra_attack(ctx, unit, answer)


# --- Deceiver ----------------------------------------------------------------------------------------


class Stupefy(Ability):
    """When an enemy unit within `within` spaces of this unit (adjacent by default) attacks any
    card and at least one die shows a special symbol, that attack adds `amount` less damage.
    Several Deceivers next to the attacker each take their amount off."""

    name = "stupefy"
    params = {"within": "count", "amount": "int"}
    defaults = {"within": 1, "amount": 1}
    attack_hook = True
    attack_priority = 50  # a modifier: after symbol conversions, before caps
    summary = "An adjacent enemy unit's attack that rolls at least one special adds 1 less damage."
    example = "{ability: stupefy, title: Stupefy, params: {within: 1, amount: 1}}"

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if host is None or host.zone != BOARD:
            return
        a = attack.attacker
        if a.controller == host.controller or a.pos is None or not state.geo.within(host.pos, a.pos, self.p("within")):
            return
        if attack.count(state.ruleset.special_symbol) < 1 or attack.damage <= 0:
            return
        attack.damage -= self.p("amount")
        attack.notes.append(f"{self.title}: -{self.p('amount')}")


# --- Mind Witch ---------------------------------------------------------------------------------------


class Mimic(Ability):
    """At the start of your Move phase, you may target a unit of `classes` within `within` spaces
    of this unit (either side); until the end of the turn this unit also has every ability printed
    on that unit (glossary ABILITY: a copy of one it already has is not doubled)."""

    name = "mimic"
    params = {"within": "count", "classes": "str_list"}
    defaults = {"within": 3, "classes": ["common"]}
    triggers = frozenset({f"phase_start:{MOVE}"})
    summary = ("At the start of your Move phase, this unit may copy the printed abilities of a common "
               "within range until the end of the turn.")
    example = "{ability: mimic, title: Mimic, params: {within: 3, classes: [common]}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and host.zone == BOARD and info.get("player") == host.controller

    def _options(self, state: GameState, h: Card) -> list[int]:
        if h.zone != BOARD:
            return []
        return [
            c.uid
            for c in state.on_board()
            if c.uid != h.uid and c.defn.is_unit and of_classes(c, self.p("classes"))
            and state.geo.within(h.pos, c.pos, self.p("within")) and can_be_targeted(state, c, h)
            and any(not has_ability(state, h, spec) for spec in c.defn.abilities)
        ]

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        options = self._options(s, h)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: {card} may copy the abilities of a common within {within} spaces until the end of the turn.", ability=self.title, card=h.name, within=self.p('within')), stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or answer not in self._options(s, h):
            return
        t = s.cards[answer]
        for i in range(len(t.defn.abilities)):
            grant(ctx, h.uid, t, i, h.controller, until="end_of_turn", source=h.uid)


# --- Blast (standard event) ---------------------------------------------------------------------------


class Blast(Ability):
    """Event: target a unit of `classes` within `within` clear straight spaces of your summoner.
    Force it 1 to `spaces` spaces in one direction; it may pass through cards of `through` (but
    not stop on one). Then add `amount` damage to it and to every unit it passed through. A target
    that cannot be forced (Steadfast, or boxed in) still takes its damage."""

    name = "blast"
    params = {"within": "count", "spaces": "count", "classes": "str_list", "through": "str_list", "amount": "int"}
    defaults = {"within": 3, "spaces": 3, "classes": ["common", "champion"],
                "through": ["common", "champion"], "amount": 1}
    summary = ("Event: force a unit in line with your summoner up to 3 spaces, through commons and "
               "champions; it and every unit it passed take 1 damage.")
    example = ("{ability: blast, title: Blast, params: {within: 3, spaces: 3, classes: [common, champion], "
               "through: [common, champion], amount: 1}}")

    def _targets(self, state: GameState, player: int, me: Card) -> list[int]:
        sm = state.summoner(player)
        if sm is None or sm.controller != player:
            return []
        out = []
        for c in state.on_board():
            if c.uid == sm.uid or not of_classes(c, self.p("classes")) or not c.defn.is_unit:
                continue
            if state.geo.straight_direction(sm.pos, c.pos) is None or not state.geo.within(sm.pos, c.pos, self.p("within")):
                continue
            if any(p in state.board for p in state.geo.between(sm.pos, c.pos)):
                continue  # not clear straight spaces
            if can_be_targeted(state, c, me):
                out.append(c.uid)
        return out

    def _destinations(self, state: GameState, card: Card) -> dict[Pos, tuple[Pos, ...]]:
        out: dict[Pos, tuple[Pos, ...]] = {}
        if card.zone != BOARD or not can_be_forced(state, card):
            return out
        through = self.p("through")
        for d in DIRECTIONS:
            path: list[Pos] = []
            p = card.pos
            for _ in range(self.p("spaces")):
                p = state.geo.step(p, d)
                if p is None:
                    break
                uid = state.board.get(p)
                if uid is not None and not of_classes(state.cards[uid], through):
                    break
                path.append(p)
                if uid is None:
                    out[p] = tuple(path)
        return out

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not self._targets(state, player, me):
            return msg("{ability} needs a common or champion in a clear straight line within {within} spaces of your summoner.", ability=self.title, within=self.p('within'))
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._targets(ctx.state, me.controller, me)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the unit to blast.", ability=self.title), optional=False,
                     stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if step.get("stage") == "damage":
            self._damage(ctx, me, list(step.get("cards") or ()))
            return
        if answer is None:
            return
        if step.get("stage") == "target":
            t = s.cards.get(answer)
            if t is None or t.zone != BOARD:
                return
            dest = self._destinations(s, t)
            if not dest:
                self._damage(ctx, me, [t.uid])
                return
            ask_space(ctx, self, me, None, sorted(dest), msg("{ability}: where is {card} forced?", ability=self.title, card=t.name),
                      optional=False, stage="space", card=t.uid)
        elif step.get("stage") == "space":
            card = step.get("card")
            path = self._destinations(s, s.cards[card]).get(tuple(answer))
            if not path:
                return
            passed = [s.board[p] for p in path[:-1] if p in s.board and s.cards[s.board[p]].defn.is_unit]
            # The damage comes after whatever the force sets off (glossary AFTER), in one step.
            ctx.then(resume_step(ctx, self, me, None, stage="damage", cards=(card, *passed)))
            verbs.force(ctx, card, path, me.uid)

    def _damage(self, ctx: Ctx, me: Card, uids: list[int]) -> None:
        for uid in uids:
            if ctx.state.cards[uid].zone == BOARD:
                verbs.add_damage(ctx, ctx.state.cards[me.uid], uid, self.p("amount"), self.title)


# --- Hypnotic Call (standard event, ACTIVE) ------------------------------------------------------------


class HypnoticCall(Ability):
    """ACTIVE event: target a card matching `filter`; you may force it `spaces` space(s) toward
    your summoner. While this is active, your summoner has +`strength` strength when attacking it.
    (The summoner only attacks on your own turn, so the target is kept by an effect lasting until
    the end of this turn.)"""

    name = "hypnotic_call"
    params = {"filter": "filter", "spaces": "count", "strength": "int"}
    defaults = {"filter": {"class": ["common", "champion"]}, "spaces": 1, "strength": 1}
    stats = frozenset({"strength"})
    summary = ("ACTIVE event: you may pull a unit toward your summoner; your summoner has +1 strength "
               "when attacking it.")
    example = "{ability: hypnotic_call, title: Hypnotic Call, params: {filter: {class: [common, champion]}, spaces: 1, strength: 1}}"

    def _targets(self, state: GameState, player: int, me: Card) -> list[int]:
        flt = as_mapping(self.p("filter"))
        return [c.uid for c in select(state, flt, None, player) if c.defn.is_unit and can_be_targeted(state, c, me)]

    def _toward(self, state: GameState, player: int, card: Card) -> dict[Pos, tuple[Pos, ...]]:
        sm = state.summoner(player)
        if sm is None or card.zone != BOARD:
            return {}
        now = state.geo.distance(card.pos, sm.pos)
        return {p: path for p, path in force_destinations(state, card, self.p("spaces")).items()
                if state.geo.distance(p, sm.pos) < now}

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        return None if self._targets(state, player, me) else msg("{ability} has no target.", ability=self.title)

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._targets(ctx.state, me.controller, me)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the target.", ability=self.title), optional=False,
                     stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None:
            return
        if step.get("stage") == "target":
            t = s.cards.get(answer)
            if t is None or t.zone != BOARD:
                return
            ctx.emit(ev.EffectAdded(Effect("hypnotic_call", t.uid, me.controller, until="end_of_turn",
                                           source=me.uid)))
            spaces = sorted(self._toward(s, me.controller, t))
            if spaces:
                ask_space(ctx, self, me, None, spaces, msg("{ability}: you may force {card} toward your summoner.", ability=self.title, card=t.name),
                          stage="space", card=t.uid)
        elif step.get("stage") == "space":
            card = step.get("card")
            path = self._toward(s, me.controller, s.cards[card]).get(tuple(answer))
            if path:
                verbs.force(ctx, card, path, me.uid)

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        target = info.get("target")
        if host is not None or me.zone != ACTIVE or target is None:
            return value
        if not subject.defn.is_summoner or subject.owner != me.controller or subject.controller != me.controller:
            return value
        tid = target.uid if isinstance(target, Card) else target
        if any(e.kind == "hypnotic_call" and e.source == me.uid and e.target == tid for e in state.effects):
            return value + self.p("strength")
        return value
