"""Summoning in other places and at other times.

- `summon_adjacent`: units may also be summoned next to your summoner (or next to this card).
  On an ACTIVE event it works for the event's player (Vanguards' Renewed Hope); on a card on the
  battlefield, for its controller (a "you may summon X units adjacent to this unit" champion);
  printed on the unit being summoned, for that unit alone (Fire Drake's Protector), since the
  rules read a card's own abilities while it is being summoned (`stats.query_with_own`).
  With `self_only: true` it works only while its own card is being summoned (Protector, Born of
  Fire), never for other units while that card is on the battlefield; with `to: anchor` the
  spaces are those adjacent to any friendly card matching `anchor` (Born of Fire: a friendly
  Ember unit); with `to: self` it never applies to its own card (Holleas' Fiery Summon: "Ember
  units may be summoned adjacent to her" cannot place her next to herself).
- `summon_any_phase`: you may summon in any phase of your turn (Renewed Hope). The summon rules
  ask the stat "summon_any_phase" of the player's summoner (`summon.may_summon_now`).
"""

from __future__ import annotations

from typing import Any

from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.state import ACTIVE, BOARD, Card, GameState


def _in_force(me: Card, host: Card | None) -> bool:
    """An event works from the active area; a unit's ability while the unit is on the battlefield."""
    if host is None:
        return me.zone == ACTIVE
    return host.zone == BOARD


class SummonAdjacent(Ability):
    name = "summon_adjacent"
    params = {"to": "choice:summoner|self|anchor", "filter": "filter", "anchor": "filter", "self_only": "bool"}
    defaults = {"to": "summoner", "filter": {}, "anchor": {}, "self_only": False}
    stats = frozenset({"summon_spaces"})
    summary = (
        "Units matching the filter may also be summoned on an empty space adjacent to your "
        "summoner (to: summoner), to this card (to: self) or to any friendly card matching "
        "`anchor` (to: anchor). With self_only, only the unit it is printed on may be, while it "
        "is being summoned (Protector, Born of Fire)."
    )
    example = "{ability: summon_adjacent, title: Renewed Hope, params: {to: summoner}}"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))
        self._anchor = as_mapping(self.p("anchor"))

    def _anchors(self, state: GameState, player: int, host: Card | None) -> list[Card]:
        to = self.p("to")
        if to == "anchor":
            return [c for c in state.on_board(player) if matches(state, self._anchor, c, None, player)]
        anchor = state.summoner(player) if to == "summoner" or host is None else host
        return [] if anchor is None else [anchor]

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        player = info.get("player", subject.owner)
        if host is not None and host.zone != BOARD:
            # Printed on the unit being summoned: only for itself ("adjacent to this unit" means
            # nothing while it is not on the battlefield).
            if subject.uid != host.uid or self.p("to") == "self":
                return value
            anchors = self._anchors(state, player, None)
        else:
            if self.p("self_only") or not _in_force(me, host):
                return value
            owner = me.controller if host is None else host.controller
            if owner != player or not matches(state, self._filter, subject, None, player):
                return value
            anchors = self._anchors(state, player, host)
        extra = {
            q
            for a in anchors
            if a.zone == BOARD and a.controller == player
            for q in state.geo.adjacent(a.pos)
            if q not in state.board
        }
        return frozenset(value) | extra if extra else value


class SummonAnyPhase(Ability):
    name = "summon_any_phase"
    stats = frozenset({"summon_any_phase"})
    summary = "You may summon units in any phase of your turn, not only the Summon phase."
    example = "{ability: summon_any_phase, title: Renewed Hope}"

    def modify(self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None,
               value: Any, info: dict) -> Any:
        if not _in_force(me, host):
            return value
        owner = me.controller if host is None else host.controller
        if info.get("player", subject.controller) == owner:
            return True
        return value
