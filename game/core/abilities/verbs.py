"""Effect verbs: the things abilities and events do, each one small function over a context.

These are the building blocks of both the composable abilities (`generic.py`) and the named
faction handlers, so a rule like "forcing is not moving" lives in exactly one place.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.context import Ctx
from game.core.damage import add_damage as _add_damage
from game.core.damage import destroy, gain_magic, remove_damage
from game.core.geometry import Pos
from game.core.message import msg
from game.core.move import force as _force
from game.core.state import BOARD, Card
from game.core.stats import query
from game.core.triggers import fire
from game.core.turn import draw_cards
from game.core.vines import vine_space_reason

VERBS = ("add_damage", "remove_damage", "boost", "force", "draw", "gain_magic", "destroy", "return_to_hand")


def add_damage(ctx: Ctx, source: Card | None, target: int, amount: int, reason: str = "") -> None:
    """Damage from an ability or event (not an attack)."""
    t = ctx.state.cards[target]
    if source is not None and t.controller != source.controller:
        amount = query(ctx.state, "ability_damage", t, amount, source=source)
    _add_damage(ctx, target, amount, None if source is None else source.uid, reason or msg("ability"))


def heal(ctx: Ctx, target: int, amount: int) -> None:
    remove_damage(ctx, target, amount)


def boost(ctx: Ctx, target: int, amount: int = 1) -> None:
    if amount > 0:
        ctx.emit(ev.BoostAdded(target, amount))


def spend_boost(ctx: Ctx, card: int, amount: int) -> bool:
    c = ctx.state.cards[card]
    if c.boost < amount:
        return False
    if amount > 0:
        ctx.emit(ev.BoostRemoved(card, amount))
    return True


def remove_boost(ctx: Ctx, card: int, amount: int) -> None:
    n = min(amount, ctx.state.cards[card].boost)
    if n > 0:
        ctx.emit(ev.BoostRemoved(card, n))


def force(ctx: Ctx, target: int, path: tuple[Pos, ...], by: int | None = None) -> None:
    _force(ctx, target, path, by)


def draw(ctx: Ctx, player: int, n: int) -> None:
    draw_cards(ctx, player, n)


def magic(ctx: Ctx, player: int, n: int, reason: str = "") -> None:
    gain_magic(ctx, player, n, reason)


def destroy_card(ctx: Ctx, target: int, source: Card | None) -> None:
    destroy(ctx, target, None if source is None else source.uid)


def return_to_hand(ctx: Ctx, target: int) -> None:
    if ctx.state.cards[target].zone == BOARD:
        ctx.emit(ev.CardReturnedToHand(target))


def place(ctx: Ctx, player: int, card: int, to: Pos) -> None:
    """Put a card onto the battlefield by an effect (not summoned, not built)."""
    s = ctx.state
    if s.vines and to in s.vines and s.cards[card].defn.is_structure:
        return  # 1E: no wall goes onto a Vine Wall
    ctx.emit(ev.CardPlaced(player, card, to))
    fire(ctx, "placed", card=card, player=player)


def relocate(ctx: Ctx, card: int, to: Pos) -> None:
    """Move a card on the battlefield to another space by an effect that is not a move or a
    force (e.g. Soul Shift's 'move into the destroyed unit's space' counts as neither)."""
    s = ctx.state
    c = s.cards[card]
    if c.pos == to:
        return
    if s.vines and _vine_clash(s, c, to):
        return
    ctx.emit(ev.UnitMoved(card, (to,), counts=False))


def _vine_clash(s, c, to: Pos) -> bool:
    """1E: no wall and Vine Wall share a space ("you can never place a Vine Wall on a space where
    a Wall (including a Vine Wall) already exists"), so a Vine Wall is never put where a wall or
    another Vine Wall is, nor a wall onto a Vine Wall."""
    if s.is_vine(c):
        return vine_space_reason(s, to) is not None
    return c.defn.is_structure and to in s.vines


def exchange(ctx: Ctx, a: int, b: int) -> None:
    s = ctx.state
    if s.vines and (s.is_vine(s.cards[a]) or s.is_vine(s.cards[b])):
        return  # 1E: a Vine Wall lies on its space (under a unit, perhaps); it exchanges with nothing
    ctx.emit(ev.PlacesExchanged(a, b))


def put_under(ctx: Ctx, card: int, host: int) -> None:
    ctx.emit(ev.CardPutUnder(card, host))


def take_control(ctx: Ctx, card: int, player: int) -> None:
    ctx.emit(ev.ControlChanged(card, player))
