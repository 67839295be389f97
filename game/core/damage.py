"""Adding and removing damage, destroying cards, and who gains magic for it.

Rulebook, "Damaging and Destroying Cards": a card whose life reaches 0 is destroyed and
discarded with the cards under it; "Gain 1 magic each time a card you control destroys an ENEMY
card." Glossary DESTROY lists when magic is not gained.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.context import Ctx
from game.core.message import msg
from game.core.state import BOARD, GameState
from game.core.stats import grants_magic, life_left, query, unmodified
from game.core.triggers import fire, fire_own


def add_damage(ctx: Ctx, uid: int, amount: int, source: int | None = None, reason: str = "") -> None:
    """Add `amount` damage to a card on the battlefield; destroy it if its life reaches 0."""
    s = ctx.state
    c = s.cards[uid]
    if amount <= 0 or c.zone != BOARD:
        return
    if wounds_prevented_by_under(ctx, uid, amount):
        return
    ctx.emit(ev.DamageAdded(uid, amount, source, reason))
    fire(ctx, "damaged", card=uid, amount=amount, by=source)
    check_destroyed(ctx, uid, source)


def wounds_prevented_by_under(ctx: Ctx, uid: int, amount: int) -> bool:
    """1E Scavenge: 'whenever wounds would be put on it, discard a card from under it to prevent
    them'. When the card's stat "wounds_discard_under" is set and a card lies under it, the top
    card under it is discarded (onto its controller's pile) and no wound is put on it: True."""
    s = ctx.state
    c = s.cards[uid]
    if amount <= 0 or not c.under or not query(s, "wounds_discard_under", c, False):
        return False
    ctx.emit(ev.CardDiscarded(c.under[-1], c.controller if s.ruleset.magic_pile else None))
    return True


def remove_damage(ctx: Ctx, uid: int, amount: int) -> None:
    c = ctx.state.cards[uid]
    n = min(amount, c.damage)
    if n > 0:
        ctx.emit(ev.DamageRemoved(uid, n))


def check_destroyed(ctx: Ctx, uid: int, source: int | None) -> bool:
    s = ctx.state
    c = s.cards[uid]
    if c.zone == BOARD and life_left(s, c) <= 0:
        destroy(ctx, uid, source)
        return True
    return False


def destroy(ctx: Ctx, uid: int, source: int | None = None) -> None:
    """Destroy a card on the battlefield, credit magic, and fire the 'destroyed' triggers.

    `source` is the card whose attack or effect destroyed it (None for rules such as the Cost of
    Inaction). Its controller gains 1 magic if the destroyed card was an enemy's, unless the
    source says otherwise (Soulless)."""
    s = ctx.state
    c = s.cards[uid]
    if c.zone != BOARD:
        return
    # "Instead of destroying": a replacement keeps the card from being destroyed at all.
    replacement = query(s, "instead_of_destroy", c, None)
    if replacement == "return_to_hand":
        ctx.emit(ev.CardReturnedToHand(uid))
        return
    src = s.cards.get(source) if source is not None else None
    by_player = src.controller if src is not None else None
    pos, controller, under = c.pos, c.controller, c.under
    ctx.emit(ev.CardDestroyed(uid, source))
    if s.ruleset.magic_pile:
        to_magic_pile(ctx, s, c, under, by_player, src)
    elif by_player is not None and not s.friendly(controller, by_player) and grants_magic(s, src):
        gain_magic(ctx, by_player, 1, msg("destroyed {card}", card=c.name))
    info = dict(card=uid, pos=pos, controller=controller, by=source, by_player=by_player)
    # Other cards react after the card's own "when destroyed" abilities (Immolate) resolve.
    fire(ctx, "destroyed", **info)
    fire_own(ctx, s.cards[uid], "self_destroyed", **info)


def to_magic_pile(ctx: Ctx, s, card, under: tuple[int, ...], by_player: int | None, src=None) -> None:
    """1E rulebook, "Destroy": "Whenever a card is 'destroyed' it is placed face-down on top of the
    Magic Pile of the player that destroyed that card, and not necessarily the player that owns
    that card"; "that Unit Card and all the cards beneath it". A card destroyed by no card (a
    rule) goes to the player whose turn it is. An ability may send it elsewhere instead
    (`destroyed_to`: Soul Harvest puts it under the Reaper; Magic Locked may discard it)."""
    player = s.turn.player if by_player is None else by_player
    cards = tuple(u for u in under if ctx.state.cards[u].zone == "discard" and not _stays_discarded(ctx.state, u))
    cards += (card.uid,)
    if ctx.state.cards[card.uid].zone != "discard":
        return  # something already took it away (a "when destroyed" replacement)
    keeper = ctx.state.cards[src.uid] if src is not None else None
    if (keeper is not None and keeper.zone == BOARD and card.defn.is_unit
            and query(ctx.state, "keeps_destroyed", keeper, False)):
        # Soul Harvest: "units it destroys that would go to your magic pile go under it instead".
        for u in cards:
            ctx.emit(ev.CardPutUnder(u, keeper.uid))
        return
    ctx.emit(ev.CardsToMagicPile(player, cards, msg("destroyed {card}", card=card.name)))


def _stays_discarded(state, uid: int) -> bool:
    """A card lying on a unit that is discarded, not destroyed, when the unit is destroyed (1E
    Freeze: "discarded if the unit leaves"): one of its abilities says `discarded_with_host`."""
    from game.core.ability_registry import instance

    return any(getattr(instance(spec), "discarded_with_host", False) for spec in state.cards[uid].defn.abilities)


def gain_magic(ctx: Ctx, player: int, amount: int, reason: str = "") -> int:
    """Gain magic up to the track's maximum; returns what was actually gained. With a magic pile
    (1E) there is no magic without cards: nothing is gained this way (abilities move cards onto
    the pile with `CardsToMagicPile` instead)."""
    if ctx.state.ruleset.magic_pile:
        return 0
    p = ctx.state.players[player]
    n = max(0, min(amount, ctx.state.ruleset.magic_max - p.magic))
    if n > 0:
        ctx.emit(ev.MagicGained(player, n, reason))
    return n


def spendable_magic(state: GameState, player: int) -> int:
    """The magic `player` may spend now: all of it, or none while the stat "magic_locked" of their
    summoner is set (1E Magic Stasis: 'they cannot spend magic')."""
    if unmodified(state, "magic_locked"):  # then 0 for every summoner: not locked
        return state.players[player].magic
    s = state.summoner(player)
    if s is not None and query(state, "magic_locked", s, 0) > 0:
        return 0
    return state.players[player].magic


def ability_magic_cost(state: GameState, player: int, cost: int) -> int:
    """An ability's magic cost as `player` pays it: changed by the stat "ability_magic_cost" of
    their summoner (1E Wake the Father Gem: '1 less'), never below 0; a cost of 0 stays 0."""
    s = state.summoner(player)
    if cost <= 0 or s is None:
        return cost
    return max(0, query(state, "ability_magic_cost", s, cost))


def spend_magic(ctx: Ctx, player: int, amount: int, reason: str = "") -> None:
    if amount > 0:
        ctx.emit(ev.MagicSpent(player, amount, reason))
