"""Named abilities of 1st-edition cards (goblins dwarves) that the ability language cannot express.

Prefer the language (`game.core.abilities.language`); a handler here is for a rule only one card
needs, said in its docstring with the card's words.
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities.base import ask_card, resume_step
from game.core.abilities.generic import extra_attack
from game.core.ability_registry import Ability
from game.core.attack import legal_targets
from game.core.context import Ctx
from game.core.message import msg
from game.core.ruleset import ATTACK
from game.core.state import BOARD, Card, GameState, Step
from game.core.state import Effect as Lasting
from game.core.stats import can_attack

WINDOW = "relentless_window"


def _window_open(state: GameState, player: int) -> bool:
    return any(e.kind == WINDOW and e.player == player for e in state.effects)


class Relentless1E(Ability):
    """Cave Goblin Fighter, Relentless (1E rulebook, "Special Abilities", quoting it): "Goblin
    Fighters do not attack during your Attack Phase. Instead, immediately after your normal Attack
    Phase, you may attack with up to 2 Goblin Fighters that you control." Those attacks are free
    (they take none of the phase's 3 attacker slots).

    In your Attack phase units with this ability cannot attack; when the phase ends, the first of
    them to hear it opens a window (until the phase's effects end) in which they can, and you
    choose up to `up_to` units named `name`, one at a time, each then choosing its target (or
    declining) and attacking before the next is chosen."""

    name = "relentless_1e"
    params = {"name": "str", "up_to": "int"}
    defaults = {"name": "Fighter", "up_to": 2}
    stats = frozenset({"can_attack"})
    triggers = frozenset({"phase_end:attack"})
    summary = ("Units with this ability do not attack in your Attack phase; right after it, up to `up_to` units "
               "named `name` you control may each make one free attack.")
    example = "{ability: relentless_1e, title: Relentless, params: {name: Fighter, up_to: 2}}"

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if host is None or subject.uid != host.uid or state.phase != ATTACK:
            return value
        if state.turn.player != host.controller or _window_open(state, host.controller):
            return value
        return False

    def listens_in(self, state: GameState, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        # One window for all of them: only the first such unit (in board order) hears the phase
        # end, so the player is not asked to order identical triggers.
        if host is None or host.zone != BOARD or info.get("player") != host.controller:
            return False
        first = next((c for c in state.on_board(host.controller)
                      if any(spec.name == self.name for spec in c.defn.abilities)), None)
        return first is not None and first.uid == host.uid

    def _units(self, state: GameState, player: int, done: tuple) -> list[int]:
        return [c.uid for c in state.on_board(player)
                if c.uid not in done and c.defn.is_unit and c.defn.has_name(self.p("name"))
                and can_attack(state, c) and legal_targets(state, c)]

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        if host is None or host.zone != BOARD or _window_open(s, host.controller):
            return  # another unit with Relentless already opened the window
        ctx.emit(ev.EffectAdded(Lasting(WINDOW, None, host.controller, until="end_of_phase", source=host.uid)))
        self._offer(ctx, me, host, host.controller, ())

    def _offer(self, ctx: Ctx, me: Card, host: Card | None, player: int, done: tuple) -> None:
        if len(done) >= self.p("up_to"):
            return
        options = self._units(ctx.state, player, done)
        if options:
            ask_card(ctx, self, me, host, options,
                     msg("{ability}: choose a {name} to attack now, or stop.", ability=self.title, name=self.p('name')),
                     player=player, stage="pick", done=done, who=player)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        done = tuple(step.get("done") or ())
        stage = step.get("stage")
        player = step.get("who")
        if stage == "next":
            return self._offer(ctx, me, host, player, done)
        if answer is None:
            return
        if stage == "pick":
            unit = s.cards.get(answer)
            if unit is None or answer not in self._units(s, player, done):
                return
            targets = [c.uid for c in legal_targets(s, unit)]
            ask_card(ctx, self, me, host, targets, msg("{ability}: choose the target of {card}'s attack.", ability=self.title, card=unit.name),
                     player=player, optional=False, stage="target", unit=answer, done=done, who=player)
            return
        if stage == "target":
            unit = step.get("unit")
            # Queued first: the attack, and what it sets off, resolve before the next choice.
            ctx.then(resume_step(ctx, self, me, host, stage="next", done=done + (unit,), who=player))
            u = s.cards.get(unit)
            if u is not None and u.zone == BOARD and answer in [c.uid for c in legal_targets(s, u)]:
                extra_attack(ctx, unit, answer)
