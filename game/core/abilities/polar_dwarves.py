"""Polar Dwarves (2E): the abilities and events that the generic vocabulary cannot express.

Composed in cards/2e/polar-dwarves.yaml from generic abilities: Structural Shift (`triggered`),
Frost Bolt / Greater Frost Bolt (`stat_per`), Cold Snap (`aura`), Momentum (`triggered`), the
Ice Golem (`living_gate`, `mobile_structure`, `stat_change`) and Parapet (`attack_through`).

Named here, each reusable by other cards through its parameters:
- `trample`: move through cards of some classes, then damage each one passed through
  (Bear Cavalry; the Savanna Elves' Trample is the same ability);
- `frost_axe`: after moving, boost this unit or go under a friendly common, whose melee attacks
  then count each special symbol as extra hits (Ice Smith);
- `ice_shards`: at the end of your Build phase, spend boost to damage every enemy unit next to
  one of your structures (Jarmund);
- `ice_ram`: ACTIVE event; after you move or force a friendly structure, damage and maybe
  force a unit next to it;
- `glacial_shift`: event; force up to N friendly structures near your summoner, one at a time;
- `ice_repair`: event; remove damage from every card matching a filter.

The shipped cards write Ice Shards, Ice Ram, Glacial Shift and Ice Repair in the ability language
(issue 17); their named classes stay for card files that still name them.
"""

from __future__ import annotations

from game.core.abilities import verbs
from game.core.abilities.base import ask, ask_card, ask_space, of_classes
from game.core.abilities.filters import select
from game.core.abilities.generic import ForceOneAtATime
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.message import msg
from game.core.move import force_destinations
from game.core.ruleset import BUILD
from game.core.state import ACTIVE, BOARD, UNDER, Card, GameState
from game.core.stats import can_be_targeted


def _own_move(me: Card, host: Card | None, info: dict) -> bool:
    """'After this unit moves': a real move (not a relocation) of the card the ability is
    printed on, never of the card it sits under."""
    return (
        host is not None
        and me.uid == host.uid
        and info.get("card") == me.uid
        and bool(info.get("counts", True))
    )


# --- Bear Cavalry ---------------------------------------------------------------------------


class Trample(Ability):
    name = "trample"
    params = {"classes": "str_list", "amount": "int"}
    defaults = {"classes": ["common"], "amount": 1}
    stats = frozenset({"pass_through"})
    triggers = frozenset({"moved"})
    summary = (
        "This unit may move through cards of these classes (not end there); after it moves, "
        "add damage to each such card it passed through."
    )
    example = "{ability: trample, title: Trample, params: {classes: [common], amount: 1}}"

    def modify(self, state, stat, subject, me, host, value, info):
        if host is not None and subject.uid == host.uid:
            return frozenset(value) | frozenset(self.p("classes"))
        return value

    def listens(self, trigger, me, host, info):
        # The unit that has Trample, which may have been granted it by another card (Savanna
        # Elves' Chant of Entangling): then `me` is the card it came from and `host` the mover.
        return host is not None and info.get("card") == host.uid and bool(info.get("counts", True))

    def on_trigger(self, ctx, trigger, me, host, info):
        s = ctx.state
        unit = s.cards[host.uid]
        if unit.zone != BOARD:
            return
        classes = self.p("classes")
        passed: list[int] = []
        # The last space of the path is where it stopped; only the spaces before it were
        # passed through (a unit can never end its move on another card).
        for p in tuple(info.get("path") or ())[:-1]:
            uid = s.board.get(tuple(p))
            if uid is None or uid == unit.uid or uid in passed:
                continue
            if of_classes(s.cards[uid], classes):
                passed.append(uid)
        for uid in passed:
            if s.cards[uid].zone == BOARD:
                verbs.add_damage(ctx, unit, uid, self.p("amount"), self.title)


# --- Ice Smith --------------------------------------------------------------------------------


class FrostAxe(Ability):
    """After this unit moves: boost it, or spend 1 boost to put it under a friendly common within
    `within` spaces. From under, that common's melee attacks count each special symbol as
    `per_special` melee hits (a die showing melee and special therefore adds 1 + per_special)."""

    name = "frost_axe"
    params = {"within": "count", "per_special": "int"}
    defaults = {"within": 3, "per_special": 2}
    triggers = frozenset({"moved"})
    attack_hook = True
    attack_priority = 10  # a symbol conversion: before modifiers and caps
    from_under = True
    summary = (
        "After this unit moves, boost it or spend 1 boost to put it under a friendly common "
        "within range; that common's melee attacks count each special as extra melee hits."
    )
    example = "{ability: frost_axe, title: Frost Axe, params: {within: 3, per_special: 2}}"

    def listens(self, trigger, me, host, info):
        return _own_move(me, host, info)

    def _hosts(self, state: GameState, me: Card) -> list[int]:
        if me.zone != BOARD or me.boost < 1:
            return []
        n = self.p("within")
        return [
            c.uid
            for c in state.on_board(me.controller)
            if c.uid != me.uid and c.defn.has_class("common") and state.geo.within(me.pos, c.pos, n)
        ]

    def on_trigger(self, ctx, trigger, me, host, info):
        if me.zone != BOARD:
            return
        if not self._hosts(ctx.state, me):
            # "Either … or …": with no common to go under (or no boost to spend) boosting is
            # the only choice left, so it happens without a question.
            verbs.boost(ctx, me.uid, 1)
            return
        ask(ctx, self, me, host, player=me.controller, kind="choice",
            text=msg("{ability}: boost {card}, or spend 1 boost to put it under a friendly common?", ability=self.title, card=me.name),
            options=("boost", "under"), optional=False,
            labels=(msg("Boost {card}", card=me.name), msg("Put it under a common")), stage="mode")

    def resume(self, ctx, me, host, step, answer):
        s = ctx.state
        if me.zone != BOARD:
            return
        stage = step.get("stage")
        if stage == "mode":
            hosts = self._hosts(s, me)
            if answer != "under" or not hosts:
                verbs.boost(ctx, me.uid, 1)
                return
            ask_card(ctx, self, me, host, hosts, msg("{ability}: put {card} under which friendly common?", ability=self.title, card=me.name),
                     optional=False, stage="host")
        elif stage == "host":
            if answer not in self._hosts(s, me):
                return
            if verbs.spend_boost(ctx, me.uid, 1):
                verbs.put_under(ctx, me.uid, answer)

    def modify_attack(self, state, attack, me, host):
        if host is None or me.zone != UNDER or attack.attacker.uid != host.uid:
            return
        if not host.defn.has_class("common"):
            return
        # The bonus counts [S] as [M]: it only adds to attacks that score [M] (melee attacks).
        if attack.hit_symbol != state.ruleset.hit_symbol("melee"):
            return
        # Glossary ABILITY: a card with the same ability twice has it once, so two Ice Smiths
        # under one common do not stack; only the first one counts.
        first = next(
            (u for u in host.under if any(sp.name == self.name for sp in state.cards[u].defn.abilities)),
            None,
        )
        if first != me.uid:
            return
        n = attack.count(state.ruleset.special_symbol)
        if n:
            attack.damage += n * self.p("per_special")
            attack.notes.append(msg("{ability}: {count} special counted as {amount} melee", ability=self.title, count=n,
                                    amount=n * self.p("per_special")))


# --- Jarmund ----------------------------------------------------------------------------------


class IceShards(Ability):
    name = "ice_shards"
    params = {"spend_boost": "int", "amount": "int"}
    defaults = {"spend_boost": 1, "amount": 1}
    triggers = frozenset({f"phase_end:{BUILD}"})
    summary = (
        "At the end of your Build phase you may spend boost from this unit to add damage to each "
        "enemy unit adjacent to at least one structure you control."
    )
    example = "{ability: ice_shards, title: Ice Shards, params: {spend_boost: 1, amount: 1}}"

    def listens(self, trigger, me, host, info):
        return host is not None and me.uid == host.uid and info.get("player") == me.controller

    @staticmethod
    def _targets(state: GameState, player: int) -> list[int]:
        structures = [c.pos for c in state.on_board(player) if c.defn.is_structure]
        return [
            c.uid
            for c in state.on_board()
            if c.controller != player and c.defn.is_unit and any(state.geo.is_adjacent(c.pos, p) for p in structures)
        ]

    def on_trigger(self, ctx, trigger, me, host, info):
        s = ctx.state
        if me.zone != BOARD or me.boost < self.p("spend_boost"):
            return
        targets = self._targets(s, me.controller)
        if not targets:
            return  # spending boost to hit nothing is never wanted: don't ask
        ask(ctx, self, me, host, player=me.controller, kind="confirm",
            text=msg("{ability}: spend {boost} boost to add {amount} damage to {count} enemy unit(s) next to "
                     "your structures?", ability=self.title, boost=self.p("spend_boost"), amount=self.p("amount"),
                     count=len(targets)),
            options=("yes",), optional=True, labels=(msg("Yes"),), stage="confirm")

    def resume(self, ctx, me, host, step, answer):
        s = ctx.state
        if answer is None or me.zone != BOARD:
            return
        targets = self._targets(s, me.controller)
        if not targets or not verbs.spend_boost(ctx, me.uid, self.p("spend_boost")):
            return
        for uid in targets:
            if s.cards[uid].zone == BOARD:
                verbs.add_damage(ctx, s.cards[me.uid], uid, self.p("amount"), self.title)


# --- Ice Ram (epic event, ACTIVE) ----------------------------------------------------------------


class IceRam(Ability):
    """While in its player's active area: after that player moves or forces a friendly structure,
    they may target a unit adjacent to it (of the classes in `classes`), add `amount` damage to
    it, and then may force it `force` spaces."""

    name = "ice_ram"
    params = {"classes": "str_list", "amount": "int", "force": "int"}
    defaults = {"classes": ["common", "champion"], "amount": 1, "force": 1}
    triggers = frozenset({"moved", "forced"})
    summary = (
        "ACTIVE: after you move or force a friendly structure, you may add damage to a unit "
        "adjacent to it, then you may force that unit."
    )
    example = "{ability: ice_ram, title: Ice Ram, params: {classes: [common, champion], amount: 1, force: 1}}"

    def listens(self, trigger, me, host, info):
        return host is None and me.zone == ACTIVE

    def _targets(self, state: GameState, me: Card, structure: Card) -> list[int]:
        classes = self.p("classes")
        return [
            c.uid
            for c in state.on_board()
            if c.uid != structure.uid
            and c.defn.is_unit
            and state.geo.is_adjacent(c.pos, structure.pos)
            and of_classes(c, classes)
            and can_be_targeted(state, c, me)
        ]

    def on_trigger(self, ctx, trigger, me, host, info):
        s = ctx.state
        st = s.cards.get(info.get("card"))
        if st is None or st.zone != BOARD or not st.defn.is_structure or st.controller != me.controller:
            return
        if trigger == "moved" and not info.get("counts", True):
            return
        if trigger == "forced":
            # "After YOU force": the force must come from a card of this event's player (an
            # opponent's effect pushing your structure does not count).
            by = s.cards.get(info.get("by")) if info.get("by") is not None else None
            who = by.controller if by is not None else s.turn.player
            if who != me.controller:
                return
        options = self._targets(s, me, st)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: {card} moved; you may add {amount} damage to a unit next to it.",
                     ability=self.title, card=st.name, amount=self.p("amount")) if trigger == "moved" else
                 msg("{ability}: {card} was forced; you may add {amount} damage to a unit next to it.",
                     ability=self.title, card=st.name, amount=self.p("amount")), stage="target")

    def resume(self, ctx, me, host, step, answer):
        s = ctx.state
        if answer is None:
            return
        stage = step.get("stage")
        if stage == "target":
            t = s.cards.get(answer)
            if t is None or t.zone != BOARD:
                return
            verbs.add_damage(ctx, s.cards[me.uid], t.uid, self.p("amount"), self.title)
            t = s.cards[t.uid]
            if t.zone != BOARD or self.p("force") < 1:
                return
            spaces = sorted(force_destinations(s, t, self.p("force")))
            if not spaces:
                return
            ask_space(ctx, self, me, host, spaces, msg("{ability}: you may force {card} {force} space(s).", ability=self.title, card=t.name, force=self.p('force')),
                      stage="force", card=t.uid)
        elif stage == "force":
            card = step.get("card")
            t = s.cards.get(card)
            if t is None or t.zone != BOARD:
                return
            path = force_destinations(s, t, self.p("force")).get(tuple(answer))
            if path:
                verbs.force(ctx, card, path, me.uid)


# --- Glacial Shift (standard event) ----------------------------------------------------------------


class GlacialShift(ForceOneAtATime):
    """Choose up to `structures` friendly structures within `within` spaces of your summoner, one
    at a time, and force each 1..`spaces` spaces. Declining the choice stops early."""

    name = "glacial_shift"
    params = {"structures": "int", "within": "count", "spaces": "count"}
    defaults = {"structures": 3, "within": 3, "spaces": 2}
    summary = (
        "Choose up to N friendly structures within range of your summoner, one at a time, and "
        "force each 1 or more spaces."
    )
    example = "{ability: glacial_shift, title: Glacial Shift, params: {structures: 3, within: 3, spaces: 2}}"

    def _candidates(self, state: GameState, player: int, done: tuple[int, ...]) -> list[int]:
        sm = state.summoner(player)
        if len(done) >= self.p("structures") or sm is None or sm.pos is None:
            return []
        n, spaces = self.p("within"), self.p("spaces")
        return [
            c.uid
            for c in state.on_board(player)
            if c.uid not in done
            and c.defn.is_structure
            and state.geo.within(sm.pos, c.pos, n)
            and force_destinations(state, c, spaces)
        ]

    def _pick_text(self, done: tuple[int, ...]) -> str:
        return msg("{ability}: choose a friendly structure to force ({number} of up to {count}), or stop.",
                   ability=self.title, number=len(done) + 1, count=self.p("structures"))


# --- Ice Repair (standard event) ----------------------------------------------------------------------


class IceRepair(Ability):
    name = "ice_repair"
    params = {"amount": "int", "filter": "filter"}
    defaults = {"amount": 2, "filter": {"side": "friendly", "class": ["structure"]}}
    summary = "Event: remove damage from every card on the battlefield matching the filter."
    example = (
        "{ability: ice_repair, title: Ice Repair, params: {amount: 2, "
        "filter: {side: friendly, class: [structure]}}}"
    )

    def on_play(self, ctx, me):
        s = ctx.state
        for c in select(s, as_mapping(self.p("filter")), None, me.controller):
            if c.damage:
                verbs.heal(ctx, c.uid, self.p("amount"))
