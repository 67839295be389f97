"""Why a player has nothing left to do in the phase, in the player's words.

The window said "Nothing more to do in this phase." when no card of the player could act, which
does not say why (issue 42: every space beside their walls was taken). `why_nothing` says it:
what the phase is for, and what stands in the way (no card of the kind in the hand, no magic to
pay, no empty space beside a gate or wall, the phase's limit of units reached, no target in
reach). Pure: it reads the state and the rules' own checks.
"""

from __future__ import annotations

from game.core.damage import spendable_magic
from game.core.message import Msg, msg
from game.core.move import mover_slot_reason
from game.core.placement import summon_spaces
from game.core.ruleset import ATTACK, EVENT, MOVE, SUMMON
from game.core.state import GameState
from game.core.summon import least_summon_cost


def why_nothing(state: GameState, player: int) -> Msg | None:
    """The reason `player`, whose phase it is, can do nothing more in it (None: no reason to
    give, as in a phase that only draws)."""
    phase = state.turn.phase
    rs = state.ruleset
    walls = rs.gate_name == "wall"
    me = state.players[player]
    cards = state.cards
    if phase == SUMMON:
        units = [cards[u] for u in me.hand if cards[u].defn.is_unit and not cards[u].defn.is_summoner]
        if not units:
            return msg("You have no unit in your hand to summon.")
        magic = spendable_magic(state, player)
        payable = [c for c in units if least_summon_cost(state, c, player) <= magic]
        if not payable:
            return msg("You cannot pay for any unit in your hand: you can spend {magic} magic.", magic=magic)
        if not any(summon_spaces(state, player, c) - state.board.keys() for c in payable):
            if walls:
                return msg("Every space next to your walls is taken.")
            return msg("Every space next to your gates is taken.")
        return None
    if phase == rs.build_phase:
        structures = [cards[u] for u in me.hand if cards[u].defn.is_structure]
        if not structures:
            if walls:
                return msg("You have no wall in your hand to build.")
            return msg("You have no gate in your hand to build.")
        return msg("You cannot build any card in your hand now: no magic for it, or no space where it may go.")
    if phase == MOVE:
        units = [c for c in state.on_board(player) if c.defn.is_unit and not c.defn.is_structure]
        for c in units:
            reason = mover_slot_reason(state, c)
            if reason is not None and c.uid not in state.turn.movers:
                return reason  # the phase's limit (1E's first turn: 2 units)
        return msg("None of your units that may still move has an empty space to move to.")
    if phase == ATTACK:
        if len(state.turn.attackers) >= rs.max_attackers:
            return msg("You have already attacked with {n} units this phase.", n=rs.max_attackers)
        return msg("None of your units that may still attack has a target in reach.")
    if phase == EVENT:
        return msg("You have no event card to play in this phase.")
    return None
