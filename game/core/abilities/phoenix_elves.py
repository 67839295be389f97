"""Phoenix Elves (2E starter set): named handlers kept for card files that still name them.

The shipped cards/2e/phoenix-elves.yaml writes its abilities in the ability language
(`game.core.abilities.language`), except Fire Breath: Momentum, Riposte and Aura of the Phoenix
(`after_attacked_as_declared`), Call Protection (`place_adjacent`, the boost paid once the space is
chosen), Protector, Fiery Summon and Born of Fire (`summon_spaces`), Ignite, Quick Shot (filter
`in_line`), Wildfire, Guarded (`guard`), Shove (`force`), Spirit of the Phoenix (`ability_damage`),
Burn (filter `from: summoner`). Engage (engage.py) and Blinding Flare (attack_dice.py) are elsewhere.

Named here, each reusable through its parameters:
- `call_protection`: at the end of a phase of yours, spend boost to place a friendly card on the
  battlefield next to this unit (Queen Maldaria, printed version; old card files);
- `fire_breath`: this unit's ranged attacks pass through units, and each special rolled adds
  damage to every unit passed through (Fire Drake). Still named in the shipped file: one ability
  that is both a static change (units do not block its attacks) and a trigger at the attack's
  damage step with another target (the units between it and its target), which one program
  cannot hold.
"""

from __future__ import annotations

from typing import Any

from game.core.abilities import verbs
from game.core.abilities.attacking import special_count
from game.core.abilities.base import ask_card, ask_space, holder
from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.geometry import Pos
from game.core.message import msg
from game.core.ruleset import PHASES_2E
from game.core.state import BOARD, Card, GameState, Step

# --- Queen Maldaria ------------------------------------------------------------------------------------


class CallProtection(Ability):
    """At the end of your `phase` phase, you may spend `spend_boost` boost from this unit to place a
    friendly card on the battlefield matching `filter` on an empty space adjacent to this unit.
    Placing is neither a move nor a force: nothing that reacts to moving or forcing (Engage) sees
    it, and it uses none of the Move phase's moves."""

    name = "call_protection"
    params = {"phase": "choice:" + "|".join(PHASES_2E), "spend_boost": "int", "filter": "filter"}
    defaults = {"phase": "attack", "spend_boost": 1, "filter": {"side": "friendly", "class": ["common"]}}
    summary = ("At the end of your phase, you may spend boost from this unit to place a friendly card from "
               "elsewhere on the battlefield next to it.")
    example = ("{ability: call_protection, title: Call Protection, params: {phase: attack, spend_boost: 1, "
               "filter: {side: friendly, class: [common]}}}")

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self.triggers = frozenset({f"phase_end:{self.p('phase')}"})
        self._filter = as_mapping(self.p("filter"))

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and host.zone == BOARD and info.get("player") == host.controller

    def _spaces(self, state: GameState, h: Card) -> list[Pos]:
        return sorted(q for q in state.geo.adjacent(h.pos) if q not in state.board) if h.zone == BOARD else []

    def _cards(self, state: GameState, h: Card) -> list[int]:
        if h.zone != BOARD or h.boost < self.p("spend_boost") or not self._spaces(state, h):
            return []
        return [c.uid for c in state.on_board(h.controller)
                if c.uid != h.uid and matches(state, self._filter, c, None, h.controller)]

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        options = self._cards(s, h)
        if not options:
            return
        ask_card(ctx, self, me, host, options,
                 msg("{ability}: spend {spend_boost} boost to place a friendly common next to {card}? Choose the common.", ability=self.title, spend_boost=self.p('spend_boost'), card=h.name), stage="card")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        if answer is None:
            return
        if step.get("stage") == "card":
            if answer not in self._cards(s, h):
                return
            ask_space(ctx, self, me, host, self._spaces(s, h),
                      msg("{ability}: where next to {card} is {card2} placed?", ability=self.title, card=h.name, card2=s.cards[answer].name),
                      stage="space", card=answer)
        elif step.get("stage") == "space":
            card = step.get("card")
            to = tuple(answer)
            if card not in self._cards(s, h) or to not in self._spaces(s, h):
                return
            verbs.spend_boost(ctx, h.uid, self.p("spend_boost"))
            verbs.relocate(ctx, card, to)


# --- Fire Drake -------------------------------------------------------------------------------------------


class FireBreath(Ability):
    """This unit's attacks are not blocked by units (structures still block). When it attacks
    through one or more units, each special rolled adds `amount` damage to every unit between it
    and the target (not attacked: this is the ability's damage). The damage is added once the
    attack's dice stand (after any re-roll), before the target's damage."""

    name = "fire_breath"
    params = {"amount": "int"}
    defaults = {"amount": 1}
    stats = frozenset({"blocks_attack"})
    triggers = frozenset({"attack_damage"})
    summary = ("This unit may attack through units; each special rolled adds damage to every unit "
               "between it and the target.")
    example = "{ability: fire_breath, title: Fire Breath, params: {amount: 1}}"

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        attacker = info.get("attacker")
        if host is None or attacker is None or attacker.uid != host.uid or host.zone != BOARD:
            return value
        return False if subject.defn.is_unit else value

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        a = s.cards[host.uid]
        t = s.cards.get(info.get("target"))
        if a.zone != BOARD or t is None or t.zone != BOARD or info.get("heal"):
            return
        passed = [s.board[p] for p in s.geo.between(a.pos, t.pos) if p in s.board and s.cards[s.board[p]].defn.is_unit]
        n = special_count(s, s.turn.last_roll) * self.p("amount")
        if not passed or n <= 0:
            return
        for uid in passed:
            if s.cards[uid].zone == BOARD:
                verbs.add_damage(ctx, s.cards[a.uid], uid, n, self.title)
