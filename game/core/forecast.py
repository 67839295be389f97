"""What ending the phase now would cost its player, asked of the rules themselves.

The window asks before a hot-seat player ends an attack phase by accident. It must not guess
the rules, so the facts come from the core: `resolve` plays `EndPhase` on a private copy of the
state (nothing changes), and `legal_commands` says which units may still attack. Rulebook,
"The Cost of Inaction": "Add 1 damage to your summoner at the end of your Attack Phase if you
did not target any enemy cards with an attack this turn."
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import commands as cmds
from game.core import events as ev
from game.core.decide import Outcome, resolve
from game.core.legal import legal_commands
from game.core.ruleset import ATTACK
from game.core.state import GameState
from game.core.turn import COST_OF_INACTION


@dataclass(frozen=True, slots=True)
class EndPhaseCost:
    """What `player` loses by ending the phase now. Empty (falsy) when nothing is lost."""

    phase: str
    summoner: str = ""  # the summoner's name, when it takes damage
    summoner_damage: int = 0  # damage the Cost of Inaction adds to the summoner
    summoner_destroyed: bool = False  # ... and whether that loses the game
    attackers_left: tuple[int, ...] = ()  # units that may still attack an enemy card (uids)

    def __bool__(self) -> bool:
        return self.summoner_damage > 0 or bool(self.attackers_left)


def end_phase_cost(state: GameState, player: int) -> EndPhaseCost:
    """What ending `player`'s current phase would cost them: the Cost of Inaction's damage to
    their summoner (from the events the rules would emit) and, in the Attack phase, the units
    that could still attack an enemy card (from `legal_commands`). Nothing when it is not their phase to end.
    """
    phase = state.phase
    if state.over or state.pending is not None or state.turn.player != player:
        return EndPhaseCost(phase)
    # A unit whose only legal target is a friendly card is not worth a question.
    attackers = tuple(sorted({
        c.attacker for c in legal_commands(state)
        if isinstance(c, cmds.Attack) and not state.friendly(state.cards[c.target].controller, player)
    })) if phase == ATTACK else ()
    out = resolve(state, cmds.EndPhase(player))
    if not isinstance(out, Outcome):
        return EndPhaseCost(phase, attackers_left=attackers)
    summoner = state.summoner(player)
    if summoner is None:
        return EndPhaseCost(phase, attackers_left=attackers)
    damage = sum(
        e.amount for e in out.events
        if isinstance(e, ev.DamageAdded) and e.card == summoner.uid and e.reason == COST_OF_INACTION
    )
    lost = damage > 0 and any(
        isinstance(e, ev.GameWon) and not state.friendly(e.player, player) for e in out.events
    )
    return EndPhaseCost(
        phase,
        summoner=summoner.defn.name,
        summoner_damage=damage,
        summoner_destroyed=lost,
        attackers_left=attackers,
    )
