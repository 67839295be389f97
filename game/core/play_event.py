"""Event cards. Rulebook, "Event Cards": play an event on your turn in the phase listed on it:
pay its cost, resolve its effects, then discard it; ACTIVE events go to your active area
instead. Events cannot be played while another effect is being resolved."""

from __future__ import annotations

from game.core import events as ev
from game.core.ability_registry import instance
from game.core.commands import PlayEvent
from game.core.context import Ctx, make_step, step_handler
from game.core.damage import spend_magic, spendable_magic
from game.core.message import msg
from game.core.placement import card_cost
from game.core.state import HAND, RESOLVING, Card, GameState, Step
from game.core.triggers import fire


def check_play(state: GameState, cmd: PlayEvent) -> str | None:
    c = state.cards.get(cmd.card)
    # In your hand: held by you, whoever owns it (1E Mimic takes an event from the opponent's hand).
    if c is None or c.zone != HAND or cmd.card not in state.players[cmd.player].hand:
        return msg("That card is not in your hand.")
    d = c.defn
    if not d.is_event:
        return msg("{card} is not an event.", card=d.name)
    if d.is_structure:
        rs = state.ruleset
        phase = rs.phase_name(rs.build_phase)
        if not d.gate:
            if rs.build_phase == "build":
                return msg("{card} is a structure: build it in the {phase} phase.", card=d.name, phase=phase)
            return msg("{card} is a structure: place it in the {phase} phase.", card=d.name, phase=phase)
        if rs.gate_name == "wall":
            if rs.build_phase == "build":
                return msg("{card} is a wall: build it in the {phase} phase.", card=d.name, phase=phase)
            return msg("{card} is a wall: place it in the {phase} phase.", card=d.name, phase=phase)
        if rs.build_phase == "build":
            return msg("{card} is a gate: build it in the {phase} phase.", card=d.name, phase=phase)
        return msg("{card} is a gate: place it in the {phase} phase.", card=d.name, phase=phase)
    if d.phase != state.phase:
        return msg("{card} is played in the {phase} phase.", card=d.name, phase=state.ruleset.phase_name(str(d.phase)))
    cost = card_cost(state, c)
    if cost > spendable_magic(state, cmd.player):
        return msg("{card} costs {cost} magic; you can spend {magic}.", card=d.name, cost=cost, magic=spendable_magic(state, cmd.player))
    for spec in d.abilities:
        a = instance(spec)
        if a is not None:
            why = a.can_play(state, cmd.player, c)
            if why:
                return why
    return None


def do_play(ctx: Ctx, cmd: PlayEvent) -> None:
    s = ctx.state
    c = s.cards[cmd.card]
    spend_magic(ctx, cmd.player, card_cost(s, c), msg("play {card}", card=c.name))
    ctx.emit(ev.EventPlayed(cmd.player, cmd.card))
    steps = [make_step("event.effect", card=cmd.card, spec=i) for i in range(len(c.defn.abilities))]
    ctx.then(*steps, make_step("event.finish", card=cmd.card))


@step_handler("event.effect")
def _effect(ctx: Ctx, step: Step) -> None:
    c = ctx.state.cards[step.get("card")]
    a = instance(c.defn.abilities[step.get("spec")])
    if a is not None:
        a.on_play(ctx, c)


def discard_played(c: Card) -> ev.CardDiscarded:
    """A played event goes to the discard pile of the player who played it: its owner's, or, for
    an event taken from the opponent's hand (1E Mimic), the player who held and played it."""
    return ev.CardDiscarded(c.uid, None if c.controller == c.owner else c.controller)


@step_handler("event.finish")
def _finish(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    c = s.cards[step.get("card")]
    if c.zone == RESOLVING:
        if c.defn.active:
            ctx.emit(ev.EventActivated(c.uid))
        else:
            ctx.emit(discard_played(c))
    fire(ctx, "event_played", card=c.uid, player=c.controller)
