"""Named abilities of 1st-edition cards (starter) that the ability language cannot express.

Prefer the language (`game.core.abilities.language`); a handler here is for a rule only one card
needs, said in its docstring with the card's words.

- `wild_swing`: before this unit attacks, roll a die; on a high enough result the attack hits
  every card adjacent to it, with the same dice (Krung). One attack with several targets is not
  something one program of the language can hold.
- `freeze_1e`: event placed on a unit, which then cannot move, attack or use abilities until
  someone pays magic to discard the event (Tundra Orcs' Freeze, 1E). The card lies on the unit
  (under it, in the game's terms) so that it leaves with the unit, and so that the frozen unit's
  player can pay to thaw it; when the unit is destroyed, Freeze is discarded rather than put on the
  destroyer's magic pile with it.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities.base import ask_card, resume_step
from game.core.abilities.rerolls import current_faces, roll_for_ability
from game.core.ability_registry import Ability
from game.core.attack import roll_dice
from game.core.context import Ctx, make_step
from game.core.damage import spend_magic
from game.core.message import msg
from game.core.state import BOARD, UNDER, Card, Effect, GameState, Step
from game.core.stats import can_be_targeted, query, strength

# --- Krung ----------------------------------------------------------------------------------------

WILD_SWING = "wild_swing"
WILD_SWING_ROLL = "wild swing"


class WildSwing(Ability):
    """Wild Swing: "before attacking, roll a die; on 4+ the attack affects every card adjacent to
    Krung instead of just the target". The attack's dice are rolled once and turned into damage
    for its target as usual, then for each other card adjacent to him (1E rulebook: "if an attack
    ever Hits multiple Units at once"), each with its own wound rules (Sluggish counts the dice)."""

    name = "wild_swing"
    params = {"result": "int"}
    defaults = {"result": 4}
    triggers = frozenset({"before_attack", "after_attack"})
    summary = ("Before this unit attacks, roll a die; on `result` or more its attack also hits every other card "
               "adjacent to it, with the same dice.")
    example = "{ability: wild_swing, title: Wild Swing, params: {result: 4}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and info.get("attacker") == host.uid

    def _sweeping(self, state: GameState, host: Card) -> bool:
        return any(e.kind == WILD_SWING and e.target == host.uid for e in state.effects)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if h.zone != BOARD:
            return
        if trigger == "before_attack":
            roll_for_ability(ctx, self, me, host, h, 1, WILD_SWING_ROLL, stage="rolled")
            return
        if not self._sweeping(s, h):
            return
        main = info.get("target")
        others = [s.board[q] for q in sorted(s.geo.adjacent(h.pos)) if q in s.board and s.board[q] != main]
        if not others:
            return
        n = strength(s, h)
        if not s.turn.last_roll and any(not self._counted(s, h, s.cards[o]) for o in others):
            # The attack's own target took counted dice (Sluggish): the other cards need a roll.
            roll_dice(ctx, h.controller, n, h.uid, "attack")
        self._next(ctx, me, host, h, tuple(others))

    @staticmethod
    def _counted(state: GameState, h: Card, target: Card) -> bool:
        return bool(query(state, "counts_dice", h, False) or query(state, "counted_against", target, False))

    def _hit(self, state: GameState, h: Card, target: int) -> Step:
        if self._counted(state, h, state.cards[target]):
            return make_step("attack.damage", attacker=h.uid, target=target, counted=max(0, strength(state, h)),
                             asked=True)
        return make_step("attack.damage", attacker=h.uid, target=target, asked=True)

    def _next(self, ctx: Ctx, me: Card, host: Card | None, h: Card, left: tuple[int, ...]) -> None:
        """1E rulebook: "if an attack ever Hits multiple Units at once the attacker chooses in which
        order they are Hit": the attacker picks the next card; the last one is not asked about."""
        s = ctx.state
        left = tuple(u for u in left if s.cards[u].zone == BOARD)
        if not left:
            return
        if len(left) == 1:
            ctx.then(self._hit(s, h, left[0]))
            return
        ask_card(ctx, self, me, host, left, msg("{ability}: choose the next card the attack hits.", ability=self.title),
                 optional=False, stage="order", left=left)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        if h.zone != BOARD:
            return
        if step.get("stage") in ("order", "next"):
            left = tuple(step.get("left") or ())
            if step.get("stage") == "next":
                return self._next(ctx, me, host, h, left)
            if answer not in left:
                return
            rest = tuple(u for u in left if u != answer)
            ctx.then(self._hit(s, h, answer), resume_step(ctx, self, me, host, stage="next", left=rest))
            return
        if any(f + 1 >= self.p("result") for f in current_faces(s, h.uid, WILD_SWING_ROLL)):
            ctx.emit(ev.EffectAdded(Effect(WILD_SWING, h.uid, h.controller, until="end_of_attack", source=me.uid)))


# --- Freeze (1E) ------------------------------------------------------------------------------------


def _frozen_key(me: Card) -> str:
    return f"freeze:{me.uid}"


class Freeze1E(Ability):
    """Freeze (1E): "place this card on a unit; while it is there the unit cannot move, attack or
    use abilities. Any player may pay 2 magic at any time to discard it; it is discarded if the
    unit leaves." The card goes under the unit (it moves and leaves with it); its abilities work
    from there (`from_under`). The unit's player thaws it by using this ability on the unit
    (`UseAbility(unit, "freeze_1e")`) in their turn: 2 magic is spent and Freeze is discarded."""

    name = "freeze_1e"
    params = {"magic": "int", "classes": "str_list"}
    defaults = {"magic": 2, "classes": ["unit"]}
    stats = frozenset({"can_move", "can_attack"})
    from_under = True
    # When the unit is destroyed Freeze is discarded, not put on the destroyer's magic pile with it
    # (read by `damage.to_magic_pile`).
    discarded_with_host = True
    summary = ("Event: placed on a unit (under it), which cannot move, attack or use abilities; the unit's "
               "player may pay `magic` in their turn to discard the event.")
    example = "{ability: freeze_1e, title: Freeze, params: {magic: 2, classes: [unit]}}"

    def _targets(self, state: GameState, me: Card) -> list[int]:
        classes = set(self.p("classes"))
        return [c.uid for c in state.on_board()
                if c.defn.is_unit and ("unit" in classes or c.defn.types & classes)
                and can_be_targeted(state, c, me)]

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        return None if self._targets(state, me) else msg("{ability} needs a unit on the battlefield.", ability=self.title)

    def on_play(self, ctx: Ctx, me: Card) -> None:
        options = self._targets(ctx.state, me)
        if options:
            ask_card(ctx, self, me, None, options, msg("{ability}: choose the unit to freeze.", ability=self.title), optional=False,
                     stage="target")

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        if answer is None or answer not in self._targets(s, me):
            return
        ctx.emit(ev.CardPutUnder(me.uid, answer))
        ctx.emit(ev.EffectAdded(Effect("no_abilities", answer, me.controller, until=_frozen_key(me),
                                       source=me.uid)))

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is None or me.zone != UNDER or subject.uid != host.uid:
            return value
        return False

    # --- thaw: the unit's player pays to discard Freeze -----------------------------------------

    def _card_on(self, state: GameState, unit: Card) -> Card | None:
        for u in unit.under:
            c = state.cards[u]
            if self.spec in c.defn.abilities:
                return c
        return None

    def activations(self, state: GameState, me: Card) -> bool:
        return self._why_not(state, me) is None

    def activation_reason(self, state: GameState, me: Card) -> str:
        return self._why_not(state, me) or super().activation_reason(state, me)

    def _why_not(self, state: GameState, unit: Card) -> str | None:
        if unit.zone != BOARD or self._card_on(state, unit) is None:
            return msg("{card} is not frozen.", card=unit.name)
        if state.turn.player != unit.controller:
            return msg("{ability} is discarded in your turn.", ability=self.title)
        if state.players[unit.controller].magic < self.p("magic"):
            return msg("Discarding {ability} costs {magic} magic.", ability=self.title, magic=self.p('magic'))
        return None

    def activate(self, ctx: Ctx, me: Card, cmd: Any) -> None:
        s = ctx.state
        card = self._card_on(s, me)
        if card is None:
            return
        spend_magic(ctx, me.controller, self.p("magic"), msg("discard {ability}", ability=self.title))
        # 1E "Discard": face up onto the pile of the player discarding it (the one who paid).
        ctx.emit(ev.CardDiscarded(card.uid, me.controller if ctx.state.ruleset.magic_pile else None))
        if any(e.until == _frozen_key(card) for e in ctx.state.effects):
            ctx.emit(ev.EffectsEnded(_frozen_key(card)))
