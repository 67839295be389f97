"""The turn sequence: start of turn, the phases in the ruleset's order, end of turn.

Rulebook, "Turn Sequence": Summon, Move, Build, Attack, Magic, Draw, then the opponent's turn.
Glossary START/END: start-of-turn effects happen before the Summon phase; end-of-turn effects
after the Draw phase. Rulebook, "Active Event Effects": at the start of your next turn, discard
all events in your active area. Rulebook, "The Cost of Inaction": 1 damage to your summoner at
the end of your Attack phase if you targeted no enemy card this turn.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.ability_registry import instance
from game.core.any_time import offer_window
from game.core.context import Ctx, make_step, step_handler
from game.core.damage import add_damage
from game.core.message import msg
from game.core.ruleset import ATTACK, DRAW
from game.core.state import Step
from game.core.triggers import fire

# The reason the Cost of Inaction's damage carries (`DamageAdded.reason`): the window reads it
# to warn before an attack phase is ended without an attack.
COST_OF_INACTION = msg("cost of inaction")


def begin_turn(ctx: Ctx, player: int, number: int) -> None:
    ctx.emit(ev.TurnBegan(player, number))
    ctx.then(make_step("turn.discard_active", player=player), make_step("turn.first_phase", player=player))
    fire(ctx, "turn_start", player=player)


@step_handler("turn.discard_active")
def _discard_active(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    player = step.get("player")
    for uid in list(s.players[player].active):
        c = s.cards[uid]
        keep = False
        for spec in c.defn.abilities:
            a = instance(spec)
            if a is not None:
                a.on_leave_active(ctx, c)
                keep = keep or bool(getattr(a, "keeps_active", lambda st, me: False)(s, s.cards[uid]))
        if not keep and s.cards[uid].zone == "active":
            ctx.emit(ev.CardDiscarded(uid))


@step_handler("turn.first_phase")
def _first_phase(ctx: Ctx, step: Step) -> None:
    begin_phase(ctx, step.get("player"), 0)


def begin_phase(ctx: Ctx, player: int, index: int) -> None:
    s = ctx.state
    phases = s.ruleset.phases
    phase = phases[index]
    if s.turn.number == 1 and phase in s.ruleset.first_turn_skips:
        return next_phase(ctx, player, index)
    ctx.emit(ev.PhaseBegan(player, phase))
    if phase == DRAW:
        ctx.then(make_step("draw.up", player=player), make_step("phase.end", player=player))
    fire(ctx, f"phase_start:{phase}", player=player, phase=phase)


def next_phase(ctx: Ctx, player: int, index: int) -> None:
    if index + 1 < len(ctx.state.ruleset.phases):
        begin_phase(ctx, player, index + 1)
    else:
        end_turn(ctx, player)


def end_phase(ctx: Ctx, player: int) -> None:
    """Queue the end of the current phase (EndPhase command, or automatically after drawing)."""
    ctx.then(make_step("phase.end", player=player))


@step_handler("phase.end")
def _phase_end(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    player = step.get("player")
    phase = s.turn.phase
    ctx.then(make_step("phase.effects_end", player=player), make_step("phase.next", player=player))
    if phase == ATTACK:
        ctx.then(make_step("attack.inaction", player=player))
    fire(ctx, f"phase_end:{phase}", player=player, phase=phase)


@step_handler("attack.inaction")
def _inaction(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    player = step.get("player")
    if s.turn.targeted_enemy:
        return
    summoner = s.summoner(player)
    if summoner is not None:
        add_damage(ctx, summoner.uid, s.ruleset.cost_of_inaction, None, COST_OF_INACTION)


@step_handler("phase.effects_end")
def _phase_effects_end(ctx: Ctx, step: Step) -> None:
    if any(e.until == "end_of_phase" for e in ctx.state.effects):
        ctx.emit(ev.EffectsEnded("end_of_phase"))


@step_handler("phase.next")
def _phase_next(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    player = step.get("player")
    if not step.get("asked"):
        # "at any time ... in between any phase of your opponent's turn" (game.core.any_time)
        ctx.then(make_step("phase.next", player=player, asked=True))
        if offer_window(ctx, player):
            return
        ctx.stack.pop()
    index = s.ruleset.phases.index(s.turn.phase)
    next_phase(ctx, player, index)


def end_turn(ctx: Ctx, player: int) -> None:
    ctx.then(make_step("turn.finish", player=player))
    fire(ctx, "turn_end", player=player)


@step_handler("turn.finish")
def _turn_finish(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    player = step.get("player")
    if any(e.until == "end_of_turn" for e in s.effects):
        ctx.emit(ev.EffectsEnded("end_of_turn"))
    # "until the start of your next turn" (1E Magic Stasis): effects that last until the next player's turn
    after = s.next_seat(player)  # "Player 1 passes to Player 2 ... Player 4 passes back to Player 1"
    if any(e.until == f"start_of_turn_{after}" for e in s.effects):
        ctx.emit(ev.EffectsEnded(f"start_of_turn_{after}"))
    ctx.emit(ev.TurnEnded(player))
    begin_turn(ctx, after, s.turn.number + 1)


@step_handler("draw.up")
def _draw_up(ctx: Ctx, step: Step) -> None:
    """Rulebook, "Phase 6: Draw": draw back up to 5; an empty draw pile is never reshuffled."""
    s = ctx.state
    player = step.get("player")
    p = s.players[player]
    need = s.ruleset.hand_size - len(p.hand)
    draw_cards(ctx, player, need)


def draw_cards(ctx: Ctx, player: int, n: int) -> tuple[int, ...]:
    p = ctx.state.players[player]
    n = max(0, min(n, len(p.draw)))
    if n == 0:
        return ()
    cards = tuple(reversed(p.draw[-n:]))  # the top of the pile first
    ctx.emit(ev.CardsDrawn(player, cards))
    return cards
