"""Abilities used "at any time", between the phases of the opponent's turn.

1E rulebook, "Terminology Clarifications": "If an Event or Special Ability says that you can use it
at any time, you can use it at any time during your turn or in between any phase of your
opponent's turn." During your own turn such an ability is an ordinary `UseAbility`. Between two
phases of the opponent's turn the rules stop and ask its controller (a prompt, so the window, the
bots and a save all see the question) whether to use one now; they may use several, one after
another, then pass. Nothing is asked, and no event is written, when no such ability can be used:
a game without one (every 2E game) runs exactly as before.
"""

from __future__ import annotations

from game.core.context import Ctx, make_step, step_handler
from game.core.message import msg
from game.core.state import GameState, Prompt, Step
from game.core.stats import activatable


def offers(state: GameState, player: int) -> tuple[tuple[int, str], ...]:
    """(card, ability command) that `player` may use now, between phases of another's turn."""
    out: list[tuple[int, str]] = []
    for a, me, host in activatable(state):
        holder = host if host is not None else me
        if holder.controller == player and (holder.uid, a.spec.command) not in out:
            if a.usable_between_phases(state, holder):
                out.append((holder.uid, a.spec.command))
    return tuple(out)


def offer_window(ctx: Ctx, turn_player: int) -> bool:
    """Ask the other players, in turn order, whether to use an "at any time" ability now; True if
    someone was asked (the caller's next steps wait behind the prompt)."""
    s = ctx.state
    n = len(s.players)
    for k in range(1, n):
        player = (turn_player + k) % n
        if offers(s, player):
            _ask(ctx, player)
            return True
    return False


def _ask(ctx: Ctx, player: int) -> None:
    s = ctx.state
    opts = offers(s, player)
    labels = tuple(msg("{card}: {ability}", card=s.cards[uid].name, ability=_title(s, uid, cmd)) for uid, cmd in opts)
    phase = s.ruleset.phase_name(s.turn.phase)
    ctx.ask(Prompt(
        player=player,
        kind="choice",
        text=msg("Between phases of {player}'s turn (after {phase}): use an ability now?", player=s.players[s.turn.player].name, phase=phase),
        options=opts,
        optional=True,
        resume=make_step("any_time.use", player=player),
        labels=labels,
    ))


def _title(state: GameState, uid: int, command: str) -> str:
    for spec in state.cards[uid].defn.abilities:
        if spec.command == command:
            return spec.display
    return command.replace("_", " ")


@step_handler("any_time.use")
def _use(ctx: Ctx, step: Step) -> None:
    answer = step.get("answer")
    if answer is None:
        return  # passed: the turn goes on
    uid, command = tuple(answer)
    player = step.get("player")
    s = ctx.state
    if (uid, command) not in offers(s, player):
        return
    from game.core.activate import find_activatable

    card = s.cards[uid]
    a = find_activatable(s, card, command)
    # After this use (and whatever it asks), offer again: several uses may follow one another.
    ctx.then(make_step("any_time.again", player=player))
    a.activate(ctx, card, None)


@step_handler("any_time.again")
def _again(ctx: Ctx, step: Step) -> None:
    player = step.get("player")
    if offers(ctx.state, player):
        _ask(ctx, player)
