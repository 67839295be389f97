"""Summon and Build: put units and structures from your hand onto the battlefield."""

from __future__ import annotations

from game.core import events as ev
from game.core.ability_registry import abilities_of
from game.core.commands import Build, Summon
from game.core.context import Ctx
from game.core.damage import destroy, spend_magic, spendable_magic
from game.core.message import msg
from game.core.placement import build_spaces, card_cost, summon_spaces
from game.core.ruleset import BUILD, SUMMON
from game.core.state import HAND, GameState
from game.core.stats import query, unmodified
from game.core.text import where
from game.core.triggers import fire


def may_summon_now(state: GameState, player: int) -> bool:
    """Summon phase, or any phase when an effect allows it (Renewed Hope)."""
    if state.phase == SUMMON:
        return True
    # (False for every summoner while nothing modifies it)
    return not unmodified(state, "summon_any_phase") and query_player(state, "summon_any_phase", player)


def query_player(state: GameState, stat: str, player: int) -> bool:
    s = state.summoner(player)
    if s is None:
        return False
    return bool(query(state, stat, s, False, player=player))


def _own_hook(card, hook: str):
    """An ability printed on the unit being summoned that pays part of its cost another way (1E
    Elut-Bal's Summoned by Blood: `least_cost`, `before_summon`)."""
    for a in abilities_of(card.defn):
        if a is not None and hasattr(a, hook):
            return a
    return None


def least_summon_cost(state: GameState, card, player: int) -> int:
    """The least magic summoning `card` can take (its cost, unless its own ability lowers it)."""
    cost = card_cost(state, card)
    hook = _own_hook(card, "least_cost")
    return cost if hook is None else hook.least_cost(state, card, cost, player)


def check_summon(state: GameState, cmd: Summon) -> str | None:
    c = state.cards.get(cmd.card)
    if c is None or c.zone != HAND or cmd.card not in state.players[cmd.player].hand:
        return msg("That card is not in your hand.")
    if not may_summon_now(state, cmd.player):
        return msg("Units are summoned in the Summon phase.")
    d = c.defn
    if not d.is_unit or d.is_summoner:
        return msg("{card} is not a unit you can summon.", card=d.name)
    cost = least_summon_cost(state, c, cmd.player)
    if cost > spendable_magic(state, cmd.player):
        return msg("{card} costs {cost} magic; you can spend {magic}.", card=d.name, cost=cost, magic=spendable_magic(state, cmd.player))
    if not (isinstance(cmd.to, tuple) and len(cmd.to) == 2 and state.geo.in_bounds(cmd.to)):
        return msg("That space is not on the battlefield.")
    if cmd.to not in summon_spaces(state, cmd.player, c):
        if cmd.to in state.vines:
            return msg("{card} cannot be summoned onto a Vine Wall at {space}; summon it next to one.", card=d.name, space=where(cmd.to))
        if cmd.to in state.board:
            return msg("{card} cannot be summoned at {space}: the space is not empty.", card=d.name, space=where(cmd.to))
        if state.ruleset.gate_name == "wall":
            return msg("{card} cannot be summoned at {space}: it must be next to a wall you control.", card=d.name, space=where(cmd.to))
        return msg("{card} cannot be summoned at {space}: it must be next to a gate you control.", card=d.name, space=where(cmd.to))
    return None


def do_summon(ctx: Ctx, cmd: Summon) -> None:
    s = ctx.state
    c = s.cards[cmd.card]
    cost = card_cost(s, c)
    hook = _own_hook(c, "before_summon")
    if hook is not None and hook.before_summon(ctx, c, cmd.player, cmd.to, cost):
        return  # the ability asks its questions, then finishes the summon (finish_summon)
    finish_summon(ctx, cmd.player, cmd.card, cmd.to, cost)


def finish_summon(ctx: Ctx, player: int, card: int, to, cost: int) -> None:
    """Pay `cost` and put the unit on the battlefield."""
    s = ctx.state
    c = s.cards[card]
    spend_magic(ctx, player, cost, msg("summon {card}", card=c.name))
    occupant = s.board.get(to)
    if occupant is not None:
        # Only abilities that summon into a friendly unit's space allow this (Summoned by Fire).
        destroy(ctx, occupant, None)
    ctx.emit(ev.UnitSummoned(player, card, to))
    fire(ctx, "summoned", card=card, player=player)


def check_build(state: GameState, cmd: Build) -> str | None:
    c = state.cards.get(cmd.card)
    if c is None or c.zone != HAND or cmd.card not in state.players[cmd.player].hand:
        return msg("That card is not in your hand.")
    rs = state.ruleset
    if state.phase != rs.build_phase:
        if rs.build_phase == BUILD:
            return msg("Structures are built in the Build phase.")
        if rs.gate_name == "wall":
            return msg("A wall is played in the {phase} phase.", phase=rs.phase_name(rs.build_phase))
        return msg("A gate is played in the {phase} phase.", phase=rs.phase_name(rs.build_phase))
    d = c.defn
    if not d.is_structure or d.is_unit:
        return msg("{card} is not a structure.", card=d.name)
    cost = card_cost(state, c)
    if cost > spendable_magic(state, cmd.player):
        return msg("{card} costs {cost} magic; you can spend {magic}.", card=d.name, cost=cost, magic=spendable_magic(state, cmd.player))
    if not (isinstance(cmd.to, tuple) and len(cmd.to) == 2 and state.geo.in_bounds(cmd.to)):
        return msg("That space is not on the battlefield.")
    if cmd.to in state.board:
        return msg("{card} cannot be built at {space}: the space is not empty.", card=d.name, space=where(cmd.to))
    if cmd.to in state.vines:
        return msg("{card} cannot be placed at {space}: a Vine Wall is there.", card=d.name, space=where(cmd.to))
    if cmd.to not in build_spaces(state, cmd.player, c):
        if not state.ruleset.build_next_to_summoner:
            if len(state.players) > 2:
                return msg("{card} cannot be placed at {space}: place it on an empty space on your team's side.",
                           card=d.name, space=where(cmd.to))
            return msg("{card} cannot be placed at {space}: place it on an empty space on your side.",
                       card=d.name, space=where(cmd.to))
        return msg("{card} cannot be built at {space}: build next to your summoner or in your back {count} rows.",
                   card=d.name, space=where(cmd.to), count=state.ruleset.build_back_rows)
    return None


def do_build(ctx: Ctx, cmd: Build) -> None:
    s = ctx.state
    c = s.cards[cmd.card]
    spend_magic(ctx, cmd.player, card_cost(s, c), msg("build {card}", card=c.name))
    ctx.emit(ev.StructureBuilt(cmd.player, cmd.card, cmd.to))
    fire(ctx, "built", card=cmd.card, player=cmd.player)
