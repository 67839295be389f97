"""`decide(state, command)`: is the command legal, and which events does it cause?

Nothing is changed: the rules run on a private clone of the state (see `context.py`). A
rejection says why in a player's words.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core import commands as cmds
from game.core import events as ev
from game.core import trigger_order  # noqa: F401  (registers the steps that order simultaneous effects)
from game.core.activate import check_answer, check_use, do_answer, do_use, waiting_for_answer
from game.core.attack import check_attack, do_attack
from game.core.context import Ctx
from game.core.legal import is_listed
from game.core.magic import check_discard, check_give, do_discard, do_give
from game.core.message import msg
from game.core.move import check_move, do_move
from game.core.play_event import check_play, do_play
from game.core.state import GameState
from game.core.steps import run_steps
from game.core.summon import check_build, check_summon, do_build, do_summon
from game.core.turn import end_phase
from game.core.view import in_sight
from game.engine.protocol import Rejection  # the one refusal of every game


@dataclass(frozen=True, slots=True)
class Outcome:
    events: tuple[ev.Event, ...]
    state: GameState  # the state after the events (a new object; the input is untouched)


def _check_end_phase(state: GameState, cmd: cmds.EndPhase) -> str | None:
    return None


def _do_end_phase(ctx: Ctx, cmd: cmds.EndPhase) -> None:
    end_phase(ctx, cmd.player)


def _check_concede(state: GameState, cmd: cmds.Concede) -> str | None:
    return None


def _do_concede(ctx: Ctx, cmd: cmds.Concede) -> None:
    s = ctx.state
    if len(s.players) > 2:
        # A team game goes on without them: they are out as if their summoner were destroyed.
        from game.core.sweep import check_winner, eliminate

        eliminate(ctx, cmd.player, msg("{player} conceded", player=s.players[cmd.player].name))
        check_winner(ctx)
        return
    ctx.emit(ev.GameWon(s.opponent(cmd.player), msg("{player} conceded", player=s.players[cmd.player].name)))


_RULES: dict[type, tuple[Callable, Callable]] = {
    cmds.Summon: (check_summon, do_summon),
    cmds.Move: (check_move, do_move),
    cmds.Build: (check_build, do_build),
    cmds.Attack: (check_attack, do_attack),
    cmds.PlayEvent: (check_play, do_play),
    cmds.DiscardForMagic: (check_discard, do_discard),
    cmds.GiveMagic: (check_give, do_give),
    cmds.UseAbility: (check_use, do_use),
    cmds.Answer: (check_answer, do_answer),
    cmds.EndPhase: (_check_end_phase, _do_end_phase),
    cmds.Concede: (_check_concede, _do_concede),
}


def _is_int(v: Any) -> bool:
    return type(v) is int  # not bool, not float: 1.0 and True would pass as uid 1 or column 1


def _is_pos(v: Any) -> bool:
    return type(v) is tuple and len(v) == 2 and _is_int(v[0]) and _is_int(v[1])


# The command fields' declared types (as written in commands.py) and what a value must be.
_FIELD_CHECKS: dict[str, Callable[[Any], bool]] = {
    "int": _is_int,
    "int | None": lambda v: v is None or _is_int(v),
    "str": lambda v: type(v) is str,
    "Pos": _is_pos,
    "tuple[Pos, ...]": lambda v: type(v) is tuple and all(_is_pos(p) for p in v),
    "tuple[int, ...]": lambda v: type(v) is tuple and all(_is_int(u) for u in v),
}


_CHECKS_BY_CLASS: dict[type, tuple[tuple[str, Callable[[Any], bool]], ...]] = {}


def _well_formed(command: object) -> bool:
    checks = _CHECKS_BY_CLASS.get(type(command))
    if checks is None:
        checks = tuple(
            (f.name, _FIELD_CHECKS[f.type])  # type: ignore[index]  # annotations are strings here
            for f in dataclasses.fields(command)
            if f.type in _FIELD_CHECKS
        )
        _CHECKS_BY_CLASS[type(command)] = checks
    return all(ok(getattr(command, name)) for name, ok in checks)


def check(state: GameState, command: object) -> str | None:
    """None if `command` is legal now, else the reason it is not."""
    rules = _RULES.get(type(command))
    if rules is None:
        return msg("That is not a command the game understands.")
    reason = _who_may_act(state, command)
    if reason is not None or isinstance(command, cmds.Concede):
        return reason
    if not all(in_sight(state, uid, command.player) for uid in cmds.cards_named(command)):
        # A command naming a card its player may not see is never legal, and the rule's own
        # reason would name it ("Temple Priest is not yours."): one answer for all of them.
        return msg("That card is not one you can see.")
    try:
        return rules[0](state, command)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError):
        return msg("That command is malformed.")


def _who_may_act(state: GameState, command: object) -> str | None:
    """The checks of `check` that come before the command's own rule: the game goes on, the
    command's player is in it and not out of it, the command is well formed, and it is that
    player's turn or question. `resolve` makes them on a listed command too."""
    if state.over:
        return msg("The game is over.")
    player = getattr(command, "player", None)
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < len(state.players):
        return msg("That command names no player of this game.")
    if state.players[player].out:
        return msg("{player} is out of the game.", player=state.players[player].name)
    if not _well_formed(command):
        return msg("That command is malformed.")
    if isinstance(command, cmds.Concede):
        return None
    if state.pending is not None:
        if not isinstance(command, cmds.Answer):
            return waiting_for_answer(state, player)
    elif player != state.turn.player:
        return msg("It is {player}'s turn.", player=state.players[state.turn.player].name)
    return None


def resolve(state: GameState, command: object) -> Outcome | Rejection:
    """Check `command`; if legal, resolve it on a clone and return its events and new state. A
    command taken from `legal_commands(state)` (the very object) is legal already and is not
    checked against its own rule again, only against who may act now (`_who_may_act`)."""
    reason = _who_may_act(state, command) if is_listed(state, command) else check(state, command)
    if reason is not None:
        return Rejection(reason)
    ctx = Ctx(state.clone())
    _RULES[type(command)][1](ctx, command)
    run_steps(ctx)
    return Outcome(tuple(ctx.events), ctx.state)


def decide(state: GameState, command: object) -> list[ev.Event] | Rejection:
    """The events `command` causes, or a Rejection saying why it may not be played."""
    out = resolve(state, command)
    if isinstance(out, Rejection):
        return out
    return list(out.events)
