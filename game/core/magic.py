"""The Magic phase. 2E rulebook: discard any number of cards from your hand; gain 1 magic for
each (the track never goes above 15). 1E rulebook, "Phase 6: Build Magic": "take any number of
cards from your hand and put them face-down on top of your Magic Pile"."""

from __future__ import annotations

from game.core import events as ev
from game.core.commands import DiscardForMagic
from game.core.context import Ctx
from game.core.damage import gain_magic
from game.core.ruleset import MAGIC
from game.core.state import HAND, GameState


def check_discard(state: GameState, cmd: DiscardForMagic) -> str | None:
    if state.phase != MAGIC:
        return f"Cards are put into your magic in the {state.ruleset.phase_name(MAGIC)} phase."
    if not isinstance(cmd.cards, tuple) or not cmd.cards:
        return "Choose at least one card to discard."
    if len(set(cmd.cards)) != len(cmd.cards):
        return "Each card can be discarded only once."
    for uid in cmd.cards:
        c = state.cards.get(uid) if isinstance(uid, int) else None
        # Your hand: the cards you hold, whoever owns them (1E Mimic takes the opponent's events).
        if c is None or c.zone != HAND or uid not in state.players[cmd.player].hand:
            return "You can only discard cards from your own hand."
    return None


def do_discard(ctx: Ctx, cmd: DiscardForMagic) -> None:
    if ctx.state.ruleset.magic_pile:
        ctx.emit(ev.CardsToMagicPile(cmd.player, tuple(cmd.cards), "build magic"))
        return
    for uid in cmd.cards:
        ctx.emit(ev.CardDiscarded(uid))
    gain_magic(ctx, cmd.player, len(cmd.cards), "discarded for magic")
