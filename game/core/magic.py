"""The Magic phase. 2E rulebook: discard any number of cards from your hand; gain 1 magic for
each (the track never goes above 15). 1E rulebook, "Phase 6: Build Magic": "take any number of
cards from your hand and put them face-down on top of your Magic Pile"."""

from __future__ import annotations

from game.core import events as ev
from game.core.commands import DiscardForMagic, GiveMagic
from game.core.context import Ctx
from game.core.damage import gain_magic
from game.core.message import msg
from game.core.ruleset import MAGIC
from game.core.state import HAND, GameState


def check_discard(state: GameState, cmd: DiscardForMagic) -> str | None:
    if state.phase != MAGIC:
        return msg("Cards are put into your magic in the {phase} phase.", phase=state.ruleset.phase_name(MAGIC))
    if not isinstance(cmd.cards, tuple) or not cmd.cards:
        return msg("Choose at least one card to discard.")
    if len(set(cmd.cards)) != len(cmd.cards):
        return msg("Each card can be discarded only once.")
    for uid in cmd.cards:
        c = state.cards.get(uid) if isinstance(uid, int) else None
        # Your hand: the cards you hold, whoever owns them (1E Mimic takes the opponent's events).
        if c is None or c.zone != HAND or uid not in state.players[cmd.player].hand:
            return msg("You can only discard cards from your own hand.")
    return None


def check_give(state: GameState, cmd: GiveMagic) -> str | None:
    """1E, "Rules for 3-4 Players" 5: "During your Build Magic Phase, in addition to being able
    to remove cards from your hand and place them in your Magic Pile, you may also remove any
    number of cards from your Magic Pile and place them face-down on top of a teammate's Magic
    Pile." """
    if len(state.players) <= 2:
        return msg("Magic is given to a teammate only in a game of 3 or 4 players.")
    if state.phase != MAGIC:
        return msg("Magic is given to a teammate in the {phase} phase.", phase=state.ruleset.phase_name(MAGIC))
    to = cmd.to
    if not (isinstance(to, int) and 0 <= to < len(state.players)) or to == cmd.player \
            or not state.friendly(to, cmd.player):
        return msg("Magic can only be given to a teammate.")
    if state.players[to].out:
        return msg("{player} is out of the game.", player=state.players[to].name)
    pile = state.players[cmd.player].magic_pile
    if not isinstance(cmd.count, int) or isinstance(cmd.count, bool) or cmd.count < 1:
        return msg("Give at least one card of your magic pile.")
    if cmd.count > len(pile):
        return msg("Your magic pile has {count} cards; you cannot give {wanted}.", count=len(pile), wanted=cmd.count)
    return None


def do_give(ctx: Ctx, cmd: GiveMagic) -> None:
    pile = ctx.state.players[cmd.player].magic_pile
    given = tuple(pile[-cmd.count:])  # the top cards, bottom first, so they stay in their order
    ctx.emit(ev.CardsToMagicPile(cmd.to, given, msg("given by {player}", player=ctx.state.players[cmd.player].name)))


def do_discard(ctx: Ctx, cmd: DiscardForMagic) -> None:
    if ctx.state.ruleset.magic_pile:
        ctx.emit(ev.CardsToMagicPile(cmd.player, tuple(cmd.cards), msg("build magic")))
        return
    for uid in cmd.cards:
        ctx.emit(ev.CardDiscarded(uid))
    gain_magic(ctx, cmd.player, len(cmd.cards), msg("discarded for magic"))
