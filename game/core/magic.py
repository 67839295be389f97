"""Phase 5: Magic. Rulebook: discard any number of cards from your hand; gain 1 magic for each
(the track never goes above 15)."""

from __future__ import annotations

from game.core import events as ev
from game.core.commands import DiscardForMagic
from game.core.context import Ctx
from game.core.damage import gain_magic
from game.core.ruleset import MAGIC
from game.core.state import HAND, GameState


def check_discard(state: GameState, cmd: DiscardForMagic) -> str | None:
    if state.phase != MAGIC:
        return "Cards are discarded for magic in the Magic phase."
    if not isinstance(cmd.cards, tuple) or not cmd.cards:
        return "Choose at least one card to discard."
    if len(set(cmd.cards)) != len(cmd.cards):
        return "Each card can be discarded only once."
    for uid in cmd.cards:
        c = state.cards.get(uid) if isinstance(uid, int) else None
        if c is None or c.zone != HAND or c.owner != cmd.player:
            return "You can only discard cards from your own hand."
    return None


def do_discard(ctx: Ctx, cmd: DiscardForMagic) -> None:
    for uid in cmd.cards:
        ctx.emit(ev.CardDiscarded(uid))
    gain_magic(ctx, cmd.player, len(cmd.cards), "discarded for magic")
