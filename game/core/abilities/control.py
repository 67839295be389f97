"""Taking control of cards (glossary CONTROL, ENEMY, FRIENDLY): the pieces that change a card's
controller, for good or until the end of the turn.

- `mind_capture`: when this unit's attack would destroy an enemy unit, you may discard that
  damage and take control of the target instead (Breakers' Tacullu);
- `mind_control`: event; take control of any number of enemy units near your summoner until the
  end of the turn (Breakers' Mind Control).

Control that lasts "until the end of your turn" is given back by the event card itself: each
borrowed unit is granted the event's own ability (a "grant" effect that ends with the turn, its
data naming the player to give the unit back to), and that granted copy hands the unit back at
the end of the turn. So nothing outside the ability needs to remember what was borrowed, and a
borrowed unit that leaves the battlefield simply goes back to its owner (glossary DISCARD).
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import ask, ask_card, holder, of_classes
from game.core.abilities.generic import grant
from game.core.ability_registry import Ability
from game.core.attack import AttackInfo
from game.core.context import Ctx
from game.core.message import msg
from game.core.state import BOARD, Card, Effect, GameState, Step
from game.core.stats import life_left
from game.core.triggers import spec_index

# --- Tacullu ---------------------------------------------------------------------------------------


class MindCapture(Ability):
    """When an attack by this unit on an enemy unit of `classes` would add enough damage to
    destroy it, its player may discard all that damage and take control of the target instead
    (permanently). The choice is made once the damage is known (the "attack_damage" trigger); an
    attack hook then zeroes that attack's damage, so the target is neither damaged nor destroyed
    and no magic is gained (glossary INSTEAD).

    Summoners are left out by default: taking an enemy summoner instead of destroying it (which
    wins the game) is never worth it, and it would leave a player whose summoner is on the
    battlefield under the other's control."""

    name = "mind_capture"
    params = {"classes": "str_list"}
    defaults = {"classes": ["common", "champion"]}
    triggers = frozenset({"attack_damage"})
    attack_hook = True
    attack_priority = 99  # after every modifier and cap: nothing may add the damage back
    summary = ("When this unit's attack would destroy an enemy unit, you may discard that damage and "
               "take control of the target instead.")
    example = "{ability: mind_capture, title: Mind Capture, params: {classes: [common, champion]}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        t = s.cards.get(info.get("target"))
        if info.get("heal") or h.zone != BOARD or t is None or t.zone != BOARD:
            return
        if t.controller == h.controller or not t.defn.is_unit or not of_classes(t, self.p("classes")):
            return
        if info.get("damage", 0) < life_left(s, t):
            return
        ask(ctx, self, me, host, player=h.controller, kind="confirm",
            text=msg("{ability}: this attack would destroy {card}. Discard its damage and take control of {card} instead?", ability=self.title, card=t.name),
            options=("yes",), optional=True, labels=(msg("Take control"),), stage="capture", target=t.uid)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        t = s.cards.get(step.get("target"))
        if answer is None or t is None or t.zone != BOARD or t.controller == h.controller:
            return
        # The attack's number (how many attacks it has made this turn) ties the discard to this
        # attack alone, should another attack by it start before this one's cleanup.
        n = s.turn.attacks.get(h.uid, 0)
        ctx.emit(ev.EffectAdded(Effect("damage_discarded", t.uid, h.controller, until="end_of_attack",
                                       data=(("attack", n),), source=h.uid)))
        verbs.take_control(ctx, t.uid, h.controller)

    def modify_attack(self, state: GameState, attack: AttackInfo, me: Card, host: Card | None) -> None:
        if host is None or attack.attacker.uid != host.uid:
            return
        n = state.turn.attacks.get(host.uid, 0)
        for e in state.effects:
            if (e.kind == "damage_discarded" and e.target == attack.target.uid and e.source == host.uid
                    and dict(e.data).get("attack") == n):
                if attack.damage:
                    attack.notes.append(msg("{ability}: {amount} damage discarded", ability=self.title, amount=attack.damage))
                attack.damage = 0
                return


# --- Mind Control (epic event) -------------------------------------------------------------------


class MindControl(Ability):
    """Event: choose, one at a time, any number of enemy units of `classes` within `within` spaces
    of your summoner and take control of each until the end of the turn; at the end of the turn
    each goes back to the player who controlled it before."""

    name = "mind_control"
    params = {"within": "count", "classes": "str_list"}
    defaults = {"within": 2, "classes": ["common", "champion"]}
    triggers = frozenset({"turn_end"})
    summary = ("Event: take control of any number of enemy units within range of your summoner until "
               "the end of the turn.")
    example = "{ability: mind_control, title: Mind Control, params: {within: 2, classes: [common, champion]}}"

    def _eligible(self, state: GameState, player: int) -> list[int]:
        sm = state.summoner(player)
        if sm is None or sm.controller != player or sm.pos is None:
            return []
        return [
            c.uid
            for c in state.on_board()
            if c.controller != player
            and c.defn.is_unit
            and of_classes(c, self.p("classes"))
            and state.geo.within(sm.pos, c.pos, self.p("within"))
        ]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        if not self._eligible(state, player):
            return msg("{ability} needs an enemy unit within {within} spaces of your summoner.", ability=self.title, within=self.p('within'))
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        self._ask(ctx, me, 0)

    def _ask(self, ctx: Ctx, me: Card, taken: int) -> None:
        options = self._eligible(ctx.state, me.controller)
        if not options:
            return
        ask_card(ctx, self, me, None, options,
                 (msg("{ability}: take control of an enemy unit until the end of the turn ({count} taken), or stop.",
                      ability=self.title, count=taken) if taken else
                  msg("{ability}: take control of an enemy unit until the end of the turn, or stop.",
                      ability=self.title)),
                 stage="take", taken=taken)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None or answer not in self._eligible(s, me.controller):
            return
        before = s.cards[answer].controller
        verbs.take_control(ctx, answer, me.controller)
        # The unit carries this ability until the turn ends; its copy gives the unit back.
        grant(ctx, answer, me, spec_index(me, self.spec), me.controller, return_to=before)
        self._ask(ctx, me, (step.get("taken") or 0) + 1)

    # the granted copy on a borrowed unit
    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and host.uid != me.uid and host.zone == BOARD

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        for e in s.effects:
            d = dict(e.data)
            if e.kind == "grant" and e.target == h.uid and d.get("card") == me.uid and "return_to" in d:
                if h.zone == BOARD and h.controller != d["return_to"]:
                    verbs.take_control(ctx, h.uid, d["return_to"])
                return

