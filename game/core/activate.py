"""Abilities a player chooses to use (UseAbility), and answers to prompts (Answer)."""

from __future__ import annotations

from game.core import events as ev
from game.core.ability_registry import Ability
from game.core.commands import Answer, UseAbility
from game.core.context import Ctx
from game.core.message import msg
from game.core.state import Card, GameState, Step
from game.core.stats import activatable


def find_activatable(state: GameState, card: Card, name: str) -> Ability | None:
    for a, me, host in activatable(state):
        if a.spec.command == name and (host is not None and host.uid == card.uid or me.uid == card.uid):
            return a
    return None


def check_use(state: GameState, cmd: UseAbility) -> str | None:
    c = state.cards.get(cmd.card)
    if c is None:
        return msg("That card is not in play.")
    if c.controller != cmd.player:
        return msg("{card} is not yours.", card=c.name)
    a = find_activatable(state, c, cmd.ability)
    if a is None:
        return msg("{card} has no ability called \"{ability}\" in play.", card=c.name, ability=cmd.ability)
    if not a.activations(state, c):
        return a.activation_reason(state, c)
    return None


def do_use(ctx: Ctx, cmd: UseAbility) -> None:
    c = ctx.state.cards[cmd.card]
    a = find_activatable(ctx.state, c, cmd.ability)
    ctx.committed = True
    a.activate(ctx, c, cmd)
    ctx.committed = False


def waiting_for_answer(state: GameState, player: int) -> str:
    """Why `player` may not act while the pending question waits, in words for `player`: their
    own question in full; of someone else's, only whose it is (its words may name a card from a
    hand: "Mimic: Player 3's hand: Fire Drake"; what the others may read of it is in their view)."""
    p = state.pending
    if p.player == player:
        return msg("You must first answer: {question}", question=p.text)
    return msg("{player} must first answer a question.", player=state.players[p.player].name)


def check_answer(state: GameState, cmd: Answer) -> str | None:
    p = state.pending
    if p is None:
        return msg("There is no question to answer.")
    if cmd.player != p.player:
        return waiting_for_answer(state, cmd.player)
    if cmd.choice is None:
        if not p.optional:
            return msg("You must choose one of the options.")
        return None
    if not isinstance(cmd.choice, int) or isinstance(cmd.choice, bool) or not 0 <= cmd.choice < len(p.options):
        return msg("That is not one of the options.")
    return None


def do_answer(ctx: Ctx, cmd: Answer) -> None:
    p = ctx.state.pending
    rest = list(ctx.state.continuation)
    ctx.emit(ev.PromptAnswered(cmd.player, cmd.choice))
    ctx.stack = rest
    answer = None if cmd.choice is None else p.options[cmd.choice]
    resume = p.resume
    ctx.then(Step(resume.kind, tuple(sorted(dict(resume.data, answer=answer).items()))))
