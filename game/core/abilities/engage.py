"""Engage: an adjacent enemy unit that moves or is forced away from this unit takes damage.

The shipped cards that have it (Vanguards' Citadel Knight, Breakers' Deceiver, Phoenix Elves'
Royal Guardian) write it in the ability language (`after_move_or_force` + `moved_away`, which
uses `went_away`); this class stays for older mod files.

Glossary AWAY: "any partial or whole move or force that increases the number of spaces required
to count from one card to another". So the enemy must start adjacent to this unit, and some step
of its path must take it farther from this unit; moving one space along this unit's side and
back does not, leaving and returning does. Relocations that are neither a move nor a force
(exchanging places, Cling's "place", Soul Shift) never trigger it.
"""

from __future__ import annotations

from typing import Any

from game.core.abilities import verbs
from game.core.ability_registry import Ability
from game.core.context import Ctx
from game.core.geometry import Geometry, Pos
from game.core.state import BOARD, Card


def went_away(geo: Geometry, start: Pos, path: Any, anchor: Pos) -> bool:
    """Whether a move or force from `start` along `path` increased its distance to `anchor` at
    any step (glossary AWAY: a partial move away counts)."""
    prev = tuple(start)
    for p in path or ():
        p = tuple(p)
        if geo.distance(p, anchor) > geo.distance(prev, anchor):
            return True
        prev = p
    return False


class Engage(Ability):
    name = "engage"
    params = {"amount": "count"}
    defaults = {"amount": 1}
    triggers = frozenset({"moved", "forced"})
    summary = (
        "Whenever an enemy unit adjacent to this unit moves or is forced away from it, add "
        "`amount` damage to that enemy unit."
    )
    example = "{ability: engage, title: Engage, params: {amount: 1}}"

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        if host is None or host.zone != BOARD or info.get("card") == host.uid:
            return False
        # A relocation that is not a move (UnitMoved with counts=False) never fires "moved";
        # this guards against a caller that fires it anyway.
        return trigger == "forced" or bool(info.get("counts", True))

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[host.uid]
        unit = s.cards.get(info.get("card"))
        if h.zone != BOARD or unit is None or unit.zone != BOARD:
            return
        if unit.controller == h.controller or not unit.defn.is_unit:
            return
        start = info.get("start")
        if start is None or not s.geo.is_adjacent(tuple(start), h.pos):
            return
        if not went_away(s.geo, start, info.get("path"), h.pos):
            return
        verbs.add_damage(ctx, h, unit.uid, self.p("amount"), self.title)
