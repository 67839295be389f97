"""Fallen Kingdom: named abilities for the cards composition cannot express.

Composed in the card file instead: Gul-Dass's Wrath and the Undead Warrior's Imbued Strength
(`stat_per`), the Undead Carrier's Soulless (`soulless`) and the Hellfire Cultist's Immolate
(`triggered`, after_destroyed); the shipped card file also writes Blood Fury, Soul Shift, Infect
and Summoned by Fire in the ability language, their handlers here staying for older mod files.
Everything here is stateless: what a multi-step effect needs to
remember travels in its prompt's (or queued step's) data.

Two helpers from `base` recur: `resume_step` puts a "continue with this stage" step on the stack, so
an effect that loops (Blood Summon, Purge) resumes only after the triggers its last action fired
have resolved (glossary AFTER), and `discard_units` reads a player's discard pile, which is
private to that player: every prompt that lists it goes to its owner.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.attacking import special_count
from game.core.abilities.base import (
    Activated,
    ask_card,
    ask_space,
    discard_units,
    holder,
    mark_used,
    resume_step,
    used_this_turn,
)
from game.core.abilities.filters import select
from game.core.ability_registry import Ability
from game.core.attack import AttackInfo
from game.core.commands import Summon, UseAbility
from game.core.context import Ctx
from game.core.geometry import Pos
from game.core.message import msg
from game.core.placement import card_cost
from game.core.ruleset import SUMMON
from game.core.state import ACTIVE, BOARD, UNDER, Card, Effect, GameState, Step
from game.core.summon import do_summon
from game.core.text import where


def _empty_adjacent(state: GameState, pos: Pos | None) -> list[Pos]:
    if pos is None:
        return []
    return sorted(q for q in state.geo.adjacent(pos) if q not in state.board)


def _on_board(state: GameState, uid: int | None) -> bool:
    return uid is not None and uid in state.cards and state.cards[uid].zone == BOARD


# --- Ret-Talus ---------------------------------------------------------------------------------


class RaiseTheDead(Activated):
    """Once per turn in your Summon phase: 2 damage to this unit, then place an Undead unit from
    your discard pile on an empty space next to it.

    The 2 damage is paid first. Nothing in the rules forbids paying it when it is lethal, so the
    ability stays usable at 2 life or less: the summoner is destroyed, its player loses at once
    (rulebook, "Winning the Game") and nothing is raised.
    """

    name = "raise_the_dead"
    params = {"name": "str", "damage": "count"}
    defaults = {"name": "Undead", "damage": 2}
    summary = ("Once per turn in your Summon phase: add damage to this unit, then place a unit named "
               "`name` from your discard pile on an empty space adjacent to it.")
    example = "{ability: raise_the_dead, title: Raise the Dead, params: {name: Undead, damage: 2}}"

    def _why_not(self, state: GameState, me: Card) -> str | None:
        if me.zone != BOARD:
            return msg("{card} is not on the battlefield.", card=me.name)
        if state.turn.player != me.controller or state.phase != SUMMON:
            return msg("{ability} is used in your Summon phase.", ability=self.title)
        if used_this_turn(state, me, self.name):
            return msg("{ability} has already been used this turn.", ability=self.title)
        if not discard_units(state, me.controller, self.p("name")):
            return msg("There is no {card} unit in your discard pile.", card=self.p('name'))
        if not _empty_adjacent(state, me.pos):
            return msg("There is no empty space next to {card}.", card=me.name)
        return None

    def activate(self, ctx: Ctx, me: Card, cmd: UseAbility) -> None:
        mark_used(ctx, me, self.name)
        # Paid in a step, not here: a step is followed by the winner check, which a lethal
        # payment needs.
        ctx.then(resume_step(ctx, self, me, me, stage="pay"))

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        stage = step.get("stage")
        if stage == "pay":
            verbs.add_damage(ctx, h, h.uid, self.p("damage"), self.title)
            if s.cards[h.uid].zone != BOARD:
                return  # the cost destroyed the summoner: the game ends, nothing is raised
            options = discard_units(s, h.controller, self.p("name"))
            if not options or not _empty_adjacent(s, s.cards[h.uid].pos):
                return
            ask_card(ctx, self, me, host, options,
                     msg("{ability}: choose a {name} unit from your discard pile.", ability=self.title, name=self.p('name')),
                     optional=False, stage="card")
        elif stage == "card":
            spaces = _empty_adjacent(s, h.pos)
            if answer is None or not spaces:
                return
            ask_space(ctx, self, me, host, spaces, msg("{ability}: where does {card} rise?", ability=self.title, card=s.cards[answer].name),
                      optional=False, stage="space", card=answer)
        elif stage == "space" and answer is not None:
            card = step.get("card")
            if s.cards[card].zone == "discard" and answer not in s.board:
                verbs.place(ctx, h.controller, card, answer)


# --- Dragos --------------------------------------------------------------------------------------


class LifeDrain(Ability):
    """Before this unit attacks, you may destroy a friendly unit within `within` spaces; if you do,
    each die of that attack showing a special symbol but not this unit's hit symbol adds 1 damage
    (a die with both still adds only 1). Destroying your own unit gains no magic (glossary
    DESTROY)."""

    name = "life_drain"
    params = {"within": "count"}
    defaults = {"within": 2}
    summary = ("Before this unit attacks, you may destroy a friendly unit within `within` spaces; "
               "if you do, each [S] rolled in that attack also counts as a hit.")
    example = "{ability: life_drain, title: Life Drain, params: {within: 2}}"
    triggers = frozenset({"before_attack"})
    attack_hook = True
    attack_priority = 10  # a conversion: before modifiers and caps see the damage

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = holder(me, host)
        if h.zone != BOARD or not _on_board(s, info.get("target")):
            return
        flt = {"side": "friendly", "class": ["unit"], "within": self.p("within")}
        options = [c.uid for c in select(s, flt, h, h.controller)]
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: you may destroy a friendly unit within {within} spaces so that each special rolled counts as a hit.", ability=self.title, within=self.p('within')), stage="sacrifice")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or not _on_board(s, answer) or h.zone != BOARD:
            return
        verbs.destroy_card(ctx, answer, h)
        # The attack's cleanup ends it, so the conversion lasts exactly this attack.
        ctx.emit(ev.EffectAdded(Effect("life_drain", h.uid, h.controller, until="end_of_attack",
                                       source=me.uid)))

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if host is None or attack.attacker.uid != host.uid:
            return
        if not any(e.kind == "life_drain" and e.target == host.uid for e in state.effects):
            return
        special = state.ruleset.special_symbol
        extra = sum(1 for sym in attack.symbols if special in sym and attack.hit_symbol not in sym)
        attack.hits += extra
        attack.damage += extra
        if extra:
            attack.notes.append(f"{self.title}: +{extra}")


# --- Elut-Bal ------------------------------------------------------------------------------------


class SummonedByFire(Ability):
    """Summoned onto the space of a friendly non-summoner unit (destroyed to make room) instead of
    next to a gate. The summon procedure (`summon.do_summon`) destroys the occupant with no
    source card, so no magic is gained and the unit's 'when destroyed' abilities still work."""

    name = "summoned_by_fire"
    summary = ("This unit is summoned by destroying a friendly unit (not a summoner) and placing it "
               "in that unit's space, instead of next to a gate.")
    example = "{ability: summoned_by_fire, title: Summoned by Fire}"
    stats = frozenset({"summon_spaces"})

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is None or subject.uid != host.uid or subject.zone == BOARD:
            return value
        player = info.get("player", subject.owner)
        return frozenset(
            c.pos for c in state.on_board(player) if c.defn.is_unit and not c.defn.is_summoner
        )


# --- Undead Archer -------------------------------------------------------------------------------


class SoulShift(Ability):
    """During your turn, after a unit within `within` spaces of this unit is destroyed, you may put
    this unit in the destroyed unit's space. That is neither a move nor a force: no mover slot is
    used and no 'after moving' ability triggers (`verbs.relocate`)."""

    name = "soul_shift"
    params = {"within": "count"}
    defaults = {"within": 3}
    summary = ("During your turn, after a unit within `within` spaces of this unit is destroyed, you "
               "may move this unit into that unit's space (not a normal move).")
    example = "{ability: soul_shift, title: Soul Shift, params: {within: 3}}"
    triggers = frozenset({"destroyed"})

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and host.zone == BOARD and info.get("card") != host.uid

    def _space(self, state: GameState, h: Card, info: dict) -> Pos | None:
        pos = info.get("pos")
        if pos is None or h.zone != BOARD or state.turn.player != h.controller:
            return None
        if not state.cards[info["card"]].defn.is_unit:
            return None
        if pos in state.board or not state.geo.within(h.pos, pos, self.p("within")):
            return None
        return tuple(pos)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = holder(me, host)
        pos = self._space(s, h, info)
        if pos is None:
            return
        ask_space(ctx, self, me, host, (pos,),
                  msg("{ability}: move {card} into the space of the destroyed {card2} ({space})?", ability=self.title, card=h.name, card2=s.cards[info['card']].name, space=where(pos)), stage="shift")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or h.zone != BOARD or tuple(answer) in s.board:
            return
        verbs.relocate(ctx, h.uid, tuple(answer))


# --- Undead Carrier ------------------------------------------------------------------------------


class Infect(Ability):
    """After this unit destroys a unit with an attack, you may put a card named `name` from your
    discard pile into the destroyed unit's space (placed, not summoned)."""

    name = "infect"
    params = {"name": "str"}
    defaults = {"name": "Undead Carrier"}
    summary = ("After this unit destroys a unit by attacking, you may place a card named `name` from "
               "your discard pile in the destroyed unit's space.")
    example = "{ability: infect, title: Infect, params: {name: Undead Carrier}}"
    triggers = frozenset({"destroyed"})

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("by") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = holder(me, host)
        victim = s.cards[info["card"]]
        pos = info.get("pos")
        # Only a destruction by this unit's attack: the attack just resolved names it and its target.
        if s.turn.last_attack[:2] != (h.uid, victim.uid) or not victim.defn.is_unit:
            return
        if pos is None or tuple(pos) in s.board or not discard_units(s, h.controller, self.p("name")):
            return
        pos = tuple(pos)
        ask_space(ctx, self, me, host, (pos,),
                  msg("{ability}: put a {name} from your discard pile at {space}?", ability=self.title, name=self.p('name'), space=where(pos)), stage="infect")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None or tuple(answer) in s.board:
            return
        options = discard_units(s, h.controller, self.p("name"))
        if options:
            verbs.place(ctx, h.controller, options[0], tuple(answer))


# --- Undead Warrior ------------------------------------------------------------------------------


class BloodFury(Ability):
    """Each time a unit is destroyed during your turn, boost this unit; at the end of your turn,
    remove `remove` boost from it."""

    name = "blood_fury"
    params = {"remove": "count"}
    defaults = {"remove": 2}
    summary = ("Each time any unit is destroyed during your turn, boost this unit; at the end of your "
               "turn remove `remove` boost from it.")
    example = "{ability: blood_fury, title: Blood Fury, params: {remove: 2}}"
    triggers = frozenset({"destroyed", "turn_end"})

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        if host is None or host.zone != BOARD:
            return False
        if trigger == "turn_end":
            return info.get("player") == host.controller
        return info.get("card") != host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if h.zone != BOARD:
            return
        if trigger == "turn_end":
            verbs.remove_boost(ctx, h.uid, self.p("remove"))
        elif s.turn.player == h.controller and s.cards[info["card"]].defn.is_unit:
            verbs.boost(ctx, h.uid, 1)


# --- Sacrificial Pyre -----------------------------------------------------------------------------


class SacrificialPyre(Ability):
    """ACTIVE event: boost this card each time a unit is destroyed; when it is discarded from the
    active area, choose a unit and remove 1 damage from it per boost on this card."""

    name = "sacrificial_pyre"
    summary = ("While this event is active, boost it whenever a unit is destroyed; when it leaves the "
               "active area, remove 1 damage per boost from a unit you choose.")
    example = "{ability: sacrificial_pyre, title: Sacrificial Pyre}"
    triggers = frozenset({"destroyed"})

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is None and me.zone == ACTIVE

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        if s.cards[me.uid].zone == ACTIVE and s.cards[info["card"]].defn.is_unit:
            verbs.boost(ctx, me.uid, 1)

    def on_leave_active(self, ctx: Ctx, me: Card) -> None:
        # The card is discarded (its boost removed) as soon as this returns, and other cards may
        # leave the active area in the same breath: the amount travels in a step that asks later.
        if me.boost > 0:
            ctx.then(resume_step(ctx, self, me, None, stage="leave", amount=me.boost))

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        amount = step.get("amount") or 0
        if step.get("stage") == "leave":
            units = [c for c in s.on_board() if c.defn.is_unit]
            options = [c.uid for c in units if c.damage > 0]
            if not options:
                return
            # "Choose a unit" is compulsory, but choosing an undamaged unit does nothing:
            # declining stands for that choice, so it is allowed only when such a unit exists.
            ask_card(ctx, self, me, None, options, msg("{ability}: choose a unit to remove up to {amount} damage from.", ability=self.title, amount=amount),
                     player=me.owner, optional=any(c.damage == 0 for c in units), stage="heal", amount=amount)
        elif answer is not None and _on_board(s, answer):
            verbs.heal(ctx, answer, amount)


# --- Blood Summon -------------------------------------------------------------------------------


class BloodSummon(Ability):
    """Event: repeat as often as you like: choose a friendly unit, summon a unit costing
    `max_cost` or less from your hand onto an empty space next to it (paying its cost), then add
    `damage` damage to the chosen unit. Each round is offered again until the player stops."""

    name = "blood_summon"
    params = {"max_cost": "count", "damage": "count"}
    defaults = {"max_cost": 2, "damage": 2}
    summary = ("Repeat as often as you like: choose a friendly unit, summon a cheap unit from your hand "
               "next to it, then add damage to the chosen unit.")
    example = "{ability: blood_summon, title: Blood Summon, params: {max_cost: 2, damage: 2}}"

    def _hand_units(self, state: GameState, player: int) -> list[int]:
        magic = state.players[player].magic
        out = []
        for u in state.players[player].hand:
            c = state.cards[u]
            if c.defn.is_unit and not c.defn.is_summoner:
                cost = card_cost(state, c)
                if cost <= self.p("max_cost") and cost <= magic:
                    out.append(u)
        return out

    def _anchors(self, state: GameState, player: int) -> list[int]:
        return [c.uid for c in state.on_board(player) if c.defn.is_unit and _empty_adjacent(state, c.pos)]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not self._hand_units(state, player):
            return (msg("{ability} needs a unit in your hand that costs {max_cost} or less and that you can pay for.", ability=self.title, max_cost=self.p('max_cost')))
        if not self._anchors(state, player):
            return msg("{ability} needs a friendly unit with an empty space next to it.", ability=self.title)
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        self._offer(ctx, me)

    def _offer(self, ctx: Ctx, me: Card) -> None:
        s = ctx.state
        player = me.controller
        anchors = self._anchors(s, player)
        if not anchors or not self._hand_units(s, player):
            return
        ask_card(ctx, self, me, None, anchors,
                 msg("{ability}: choose a friendly unit to summon next to (it takes {damage} damage), or stop.", ability=self.title, damage=self.p('damage')), stage="unit")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        player = me.controller
        stage = step.get("stage")
        if stage == "again":
            return self._offer(ctx, me)
        if stage == "damage":
            unit = step.get("unit")
            if _on_board(s, unit):
                verbs.add_damage(ctx, me, unit, self.p("damage"), self.title)
            return
        if answer is None:
            return  # the player stopped repeating
        if stage == "unit":
            cards = self._hand_units(s, player)
            if not cards or not _on_board(s, answer):
                return
            ask_card(ctx, self, me, None, cards, msg("{ability}: choose a unit from your hand to summon, or stop.", ability=self.title),
                     stage="card", unit=answer)
        elif stage == "card":
            unit = step.get("unit")
            spaces = _empty_adjacent(s, s.cards[unit].pos) if _on_board(s, unit) else []
            if not spaces:
                return
            ask_space(ctx, self, me, None, spaces, msg("{ability}: where is {card} summoned?", ability=self.title, card=s.cards[answer].name),
                      optional=False, stage="space", unit=unit, card=answer)
        elif stage == "space":
            unit, card = step.get("unit"), step.get("card")
            # Below the summon's own triggers: first the damage, then the next round.
            ctx.then(resume_step(ctx, self, me, None, stage="damage", unit=unit),
                     resume_step(ctx, self, me, None, stage="again"))
            do_summon(ctx, Summon(player, card, tuple(answer)))


# --- Hellforged Weapon -------------------------------------------------------------------------


class HellforgedWeapon(Ability):
    """Event: put this card under a friendly common. While it is there the common gets
    +`strength` strength and Cursed: after it attacks, it takes 1 damage per special rolled.
    Several Hellforged Weapons under one unit each give strength, but Cursed counts once (glossary
    ABILITY: a card that gains an ability it already has has only one copy of it)."""

    name = "hellforged_weapon"
    params = {"strength": "int"}
    defaults = {"strength": 2}
    summary = ("Event: put this card under a friendly common; it gets +strength and takes 1 damage per "
               "[S] rolled after it attacks (Cursed).")
    example = "{ability: hellforged_weapon, title: Hellforged Weapon, params: {strength: 2}}"
    from_under = True
    stats = frozenset({"strength"})
    triggers = frozenset({"after_attack"})

    @staticmethod
    def _commons(state: GameState, player: int) -> list[int]:
        return [c.uid for c in state.on_board(player) if c.defn.is_unit and c.defn.has_class("common")]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not self._commons(state, player):
            return msg("{ability} needs a friendly common unit on the battlefield.", ability=self.title)
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        s = ctx.state
        options = self._commons(s, me.controller)
        if not options:
            return
        ask_card(ctx, self, me, None, options, msg("{ability}: choose a friendly common to carry it.", ability=self.title),
                 optional=False, stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        if answer is not None and _on_board(ctx.state, answer):
            verbs.put_under(ctx, me.uid, answer)

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is not None and me.zone == UNDER and subject.uid == host.uid:
            return value + self.p("strength")
        return value

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and me.zone == UNDER and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if h.zone != BOARD:
            return
        weapons = [u for u in h.under if s.cards[u].defn.ability(self.name) is not None]
        if not weapons or weapons[0] != me.uid:
            return  # Cursed once, however many weapons
        # Only an attack that rolled: one whose target left before the roll recorded nothing.
        if s.turn.last_attack[:2] != (h.uid, info.get("target")):
            return
        n = special_count(s, info.get("faces"))
        if n:
            verbs.add_damage(ctx, me, h.uid, n, "Cursed")


# --- Purge ---------------------------------------------------------------------------------------


class Purge(Ability):
    """Event: choose any number of friendly units; for each, you may add `damage` damage to one
    unit adjacent to it; then destroy every chosen unit. The choices are all made first, the
    damage follows unit by unit in the order chosen, then the chosen units still on the
    battlefield are destroyed (no magic for your own units; magic as usual for enemy units the
    damage destroys)."""

    name = "purge"
    params = {"damage": "count"}
    defaults = {"damage": 2}
    summary = ("Event: choose any number of friendly units; each may add damage to one adjacent unit; "
               "then the chosen units are destroyed.")
    example = "{ability: purge, title: Purge, params: {damage: 2}}"

    def on_play(self, ctx: Ctx, me: Card) -> None:
        self._choose(ctx, me, ())

    def _choose(self, ctx: Ctx, me: Card, chosen: tuple[int, ...]) -> None:
        s = ctx.state
        options = [c.uid for c in s.on_board(me.controller) if c.defn.is_unit and c.uid not in chosen]
        if not options:
            return self._damage(ctx, me, chosen, 0)
        ask_card(ctx, self, me, None, options,
                 (msg("{ability}: choose a friendly unit to destroy ({count} chosen), or finish choosing.",
                      ability=self.title, count=len(chosen)) if chosen else
                  msg("{ability}: choose a friendly unit to destroy, or finish choosing.", ability=self.title)),
                 stage="choose", chosen=chosen)

    def _damage(self, ctx: Ctx, me: Card, chosen: tuple[int, ...], index: int) -> None:
        s = ctx.state
        for i in range(index, len(chosen)):
            unit = s.cards[chosen[i]]
            if unit.zone != BOARD:
                continue
            options = [s.board[q] for q in s.geo.adjacent(unit.pos)
                       if q in s.board and s.cards[s.board[q]].defn.is_unit]
            if not options:
                continue
            ask_card(ctx, self, me, None, options,
                     msg("{ability}: you may add {damage} damage to a unit next to {card} at {space}.", ability=self.title, damage=self.p('damage'), card=unit.name, space=where(unit.pos)), stage="damage", chosen=chosen, index=i)
            return
        for uid in chosen:
            if s.cards[uid].zone == BOARD:
                verbs.destroy_card(ctx, uid, me)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        stage = step.get("stage")
        chosen = tuple(step.get("chosen") or ())
        if stage == "choose":
            if answer is None:
                return self._damage(ctx, me, chosen, 0)
            return self._choose(ctx, me, chosen + (answer,))
        if stage == "next":
            return self._damage(ctx, me, chosen, step.get("index"))
        if stage == "damage":
            # The next unit's turn comes after whatever this damage sets off has resolved.
            ctx.then(resume_step(ctx, self, me, None, stage="next", chosen=chosen, index=step.get("index") + 1))
            if answer is not None and _on_board(s, answer):
                verbs.add_damage(ctx, me, answer, self.p("damage"), self.title)
