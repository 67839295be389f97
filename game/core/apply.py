"""`apply(state, event)`: the only code that changes a game state.

`apply` returns a new state and leaves its argument untouched; `apply_in_place` is the same
change made to a state the caller owns (the rules use it on their private clone while deciding).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from game.core import events as ev
from game.core.state import (
    ACTIVE,
    BOARD,
    DISCARD,
    HAND,
    MAGIC_PILE,
    RESOLVING,
    UNDER,
    VINE_PILE,
    Card,
    GameState,
    TurnState,
)


def apply(state: GameState, event: ev.Event) -> GameState:
    s = state.clone()
    apply_in_place(s, event)
    return s


def apply_all(state: GameState, events: Iterable[ev.Event]) -> GameState:
    s = state.clone()
    for e in events:
        apply_in_place(s, e)
    return s


class LiveKeeper(Protocol):
    """Keeps the live-ability index (`stats`) through an event that cannot change it."""

    def survives(self, state: GameState, event: ev.Event) -> bool:
        """Before `event` (one of STRUCTURAL) applies: whether the index may outlive it."""
        ...

    def after(self, state: GameState, live: dict, event: ev.Event) -> dict | None:
        """After it applied: the index kept (or with a grant's ability added), or None."""
        ...


# The live-ability index belongs to `stats`, which reads the abilities; the abilities reach this
# module (through the step context), so it never imports `stats`: `stats` hands it its keeper
# when it is imported. Without one, an event that may change the index drops it, and it is
# rebuilt when next asked (the same index, only slower).
_live_keeper: LiveKeeper | None = None


def keep_live_index_with(keeper: LiveKeeper) -> None:
    global _live_keeper
    _live_keeper = keeper


def apply_in_place(state: GameState, event: ev.Event) -> None:
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise TypeError(f"no rule applies {type(event).__name__}")
    cache = state.cache
    state.cache = None
    live = None
    if type(event) in STRUCTURAL:
        live = state.live
        state.live = None
        keeper = _live_keeper
        if live is not None and (keeper is None or not keeper.survives(state, event)):
            live = None
    handler(state, event)
    if live is not None:
        # nothing the live-ability index was built from changed but the effects: it is kept, or
        # (a grant) has the granted ability added where a rebuild would put it
        state.live = _live_keeper.after(state, live, event)
    if cache is not None:
        # The board order is kept while the battlefield holds the same cards on the same spaces
        # (most events change piles, tokens, magic or the turn): sorting it again after every
        # event was a tenth of a game's time.
        order = cache.get("board_order")
        if order is not None and order[1] == state.board and order[2] == state.vines:
            state.cache = {"board_order": order}
            # and so is which card is each player's summoner (kept by uid), unless control changed
            found = cache.get("summoners")
            if found is not None and type(event) is not ev.ControlChanged:
                state.cache["summoners"] = found


# --- moving cards between places -------------------------------------------------------------


def _detach(s: GameState, c: Card) -> None:
    """Take a card out of wherever it is now."""
    if c.zone == BOARD:
        if s.board.get(c.pos) == c.uid:
            del s.board[c.pos]
        elif s.vines.get(c.pos) == c.uid:
            del s.vines[c.pos]
    elif c.zone == UNDER:
        host = s.cards.get(c.host)
        if host is not None:
            s.cards[host.uid] = host.evolve(under=tuple(u for u in host.under if u != c.uid))
    else:
        # A card in a pile sits in its controller's pile: in 1E a magic pile and a discard pile
        # may hold the opponent's cards ("not necessarily the player that owns that card").
        holder = s.players[c.controller]
        pile = holder.pile(c.zone)
        if c.uid not in pile:
            holder = s.players[c.owner]
            pile = holder.pile(c.zone)
        if c.uid in pile:
            pile.remove(c.uid)
            if c.zone == MAGIC_PILE:
                holder.magic = len(holder.magic_pile)  # 1E: magic is the pile's size
        elif c.zone == ACTIVE:
            # an active event sits in its controller's area; fall back to the owner's
            other = s.players[c.owner].active
            if c.uid in other:
                other.remove(c.uid)


def _to_vine_pile(s: GameState, uid: int) -> bool:
    """1E rulebook, "Vine Walls" 5: "When a Vine Wall is destroyed, it is placed back onto the
    owner's Vine Wall Pile rather than a Magic Pile." A Vine Wall leaving the battlefield any
    other way (discarded, returned, put under a card) goes back there too: it is never in a
    deck, a hand or a discard pile. Returns whether `uid` is a Vine Wall (and went home)."""
    c = s.cards[uid]
    if not c.defn.vine:
        return False
    _detach(s, c)
    s.cards[uid] = c.evolve(zone=VINE_PILE, pos=None, damage=0, boost=0, under=(), host=None, controller=c.owner)
    s.players[c.owner].vine_pile.append(uid)
    return True


def _to_discard(s: GameState, uid: int) -> None:
    """Glossary DISCARD: face down on the owner's pile, tokens removed, cards under discarded.
    1E (`discard_face_up`): "Discarded cards are always put face-up into a Discard Pile", so both
    players see them whatever the place they come from."""
    if _to_vine_pile(s, uid):
        return
    c = s.cards[uid]
    under = c.under
    _detach(s, c)
    up = {"seen": True} if s.ruleset.discard_face_up else {}
    s.cards[uid] = c.evolve(zone=DISCARD, pos=None, damage=0, boost=0, under=(), host=None, controller=c.owner, **up)
    s.players[c.owner].discard.append(uid)
    for u in under:
        uc = s.cards[u]
        s.cards[u] = uc.evolve(zone=DISCARD, pos=None, damage=0, boost=0, under=(), host=None, controller=uc.owner,
                               **up)
        s.players[uc.owner].discard.append(u)


def _place(s: GameState, uid: int, pos, player: int) -> None:
    c = s.cards[uid]
    _detach(s, c)
    if c.zone != BOARD:
        _new_card(s, uid)
    s.cards[uid] = c.evolve(zone=BOARD, pos=pos, controller=player, host=None, damage=0, boost=0)
    s.board[pos] = uid


def _new_card(s: GameState, uid: int) -> None:
    """Glossary DISCARD: a card placed back on the battlefield is a new card. This turn's
    bookkeeping about it is forgotten, and temporary effects on it end ("+1 strength until the
    end of the turn" was given to the card that left). Done on entering rather than on leaving,
    so a card's effects still read while it leaves (its "when destroyed" abilities) as before."""
    s.turn.forget(uid)
    if any(e.target == uid for e in s.effects):
        s.effects = tuple(e for e in s.effects if e.target != uid)


def _slide(s: GameState, uid: int, to) -> None:
    c = s.cards[uid]
    if s.vines.get(c.pos) == uid:  # 1E: a Vine Wall an ability puts elsewhere stays a Vine Wall
        del s.vines[c.pos]
        s.cards[uid] = c.evolve(pos=to)
        s.vines[to] = uid
        return
    if s.board.get(c.pos) == uid:
        del s.board[c.pos]
    s.cards[uid] = c.evolve(pos=to)
    s.board[to] = uid


# --- handlers ------------------------------------------------------------------------------


def _deck_shuffled(s: GameState, e: ev.DeckShuffled) -> None:
    s.players[e.player].draw = list(e.order)
    s.rng = e.rng


def _draw_pile_shuffled(s: GameState, e: ev.DrawPileShuffled) -> None:
    s.players[e.player].draw = list(e.order)
    s.rng = e.rng


def _draw_pile_arranged(s: GameState, e: ev.DrawPileArranged) -> None:
    s.players[e.player].draw = list(e.order)


def _taken_into_hand(s: GameState, e: ev.CardTakenIntoHand) -> None:
    c = s.cards[e.card]
    _detach(s, c)
    s.cards[e.card] = c.evolve(zone=HAND, pos=None, controller=e.player)
    s.players[e.player].hand.append(e.card)


def _first_player(s: GameState, e: ev.FirstPlayerChosen) -> None:
    s.first_player = e.player
    s.rng = e.rng


def _magic_set(s: GameState, e: ev.MagicSet) -> None:
    s.players[e.player].magic = e.amount


def _turn_began(s: GameState, e: ev.TurnBegan) -> None:
    s.turn = TurnState(e.number, e.player, "")


def _phase_began(s: GameState, e: ev.PhaseBegan) -> None:
    s.turn.phase = e.phase
    s.turn.movers = []
    s.turn.attackers = []


def _turn_ended(s: GameState, e: ev.TurnEnded) -> None:
    s.turn.phase = ""


def _player_out(s: GameState, e: ev.PlayerOut) -> None:
    s.players[e.player].out = True


def _game_won(s: GameState, e: ev.GameWon) -> None:
    s.winner = e.player
    s.over = True
    s.pending = None
    s.continuation = ()


def _drawn(s: GameState, e: ev.CardsDrawn) -> None:
    p = s.players[e.player]
    for uid in e.cards:
        c = s.cards[uid]
        _detach(s, c)
        s.cards[uid] = c.evolve(zone=HAND, pos=None)
        p.hand.append(uid)


def _summoned(s: GameState, e: ev.UnitSummoned) -> None:
    _place(s, e.card, e.to, e.player)


def _built(s: GameState, e: ev.StructureBuilt) -> None:
    _place(s, e.card, e.to, e.player)


def _placed(s: GameState, e: ev.CardPlaced) -> None:
    _place(s, e.card, e.to, e.player)


def _vine_placed(s: GameState, e: ev.VinePlaced) -> None:
    c = s.cards[e.card]
    _detach(s, c)
    if c.zone != BOARD:
        _new_card(s, e.card)
    s.cards[e.card] = c.evolve(zone=BOARD, pos=e.to, controller=e.player, host=None, damage=0, boost=0)
    s.vines[e.to] = e.card


def _vine_rolled(s: GameState, e: ev.VineRolled) -> None:
    s.rng = e.rng
    if e.stays and e.counts and e.card not in s.turn.movers:
        s.turn.movers.append(e.card)


def _moved(s: GameState, e: ev.UnitMoved) -> None:
    _slide(s, e.card, e.path[-1])
    if e.counts and e.card not in s.turn.movers:
        s.turn.movers.append(e.card)
    s.turn.moved_paths[e.card] = tuple(e.path)


def _moved_zero_spaces(s: GameState, e: ev.UnitMovedZeroSpaces) -> None:
    if e.card not in s.turn.movers:
        s.turn.movers.append(e.card)
    s.turn.moved_paths[e.card] = ()


def _forced(s: GameState, e: ev.CardForced) -> None:
    _slide(s, e.card, e.path[-1])


def _exchanged(s: GameState, e: ev.PlacesExchanged) -> None:
    a, b = s.cards[e.a], s.cards[e.b]
    s.cards[e.a] = a.evolve(pos=b.pos)
    s.cards[e.b] = b.evolve(pos=a.pos)
    s.board[b.pos] = e.a
    s.board[a.pos] = e.b


def _destroyed(s: GameState, e: ev.CardDestroyed) -> None:
    _to_discard(s, e.card)
    s.turn.destroyed.append(e.card)


def _discarded(s: GameState, e: ev.CardDiscarded) -> None:
    if e.by is None:
        _to_discard(s, e.card)
        return
    # 1E: face up on the discarding player's pile, with the cards under it ("that Unit Card and
    # all the cards beneath it are placed into the Discard Pile of the player discarding that
    # Unit").
    if _to_vine_pile(s, e.card):
        return
    c = s.cards[e.card]
    under = c.under
    _detach(s, c)
    for uid in (*under, e.card):
        x = s.cards[uid]
        s.cards[uid] = x.evolve(zone=DISCARD, pos=None, damage=0, boost=0, under=(), host=None,
                                controller=e.by, seen=True)
        s.players[e.by].discard.append(uid)


def _returned(s: GameState, e: ev.CardReturnedToHand) -> None:
    if _to_vine_pile(s, e.card):
        return
    c = s.cards[e.card]
    under = c.under
    _detach(s, c)
    s.cards[e.card] = c.evolve(zone=HAND, pos=None, damage=0, boost=0, under=(), host=None, controller=c.owner)
    s.players[c.owner].hand.append(e.card)
    for u in under:
        _discard_under(s, u)


def _discard_under(s: GameState, uid: int) -> None:
    uc = s.cards[uid]
    up = {"seen": True} if s.ruleset.discard_face_up else {}
    s.cards[uid] = uc.evolve(zone=DISCARD, pos=None, damage=0, boost=0, under=(), host=None, controller=uc.owner,
                             **up)
    s.players[uc.owner].discard.append(uid)


def _put_under(s: GameState, e: ev.CardPutUnder) -> None:
    if _to_vine_pile(s, e.card):
        return  # 1E: "Vine Walls are NOT considered to be a card under those Units"
    c = s.cards[e.card]
    # Glossary UNDER: first discard what was under the card and remove its tokens.
    for u in c.under:
        _discard_under(s, u)
    _detach(s, s.cards[e.card])  # from a magic pile (Magic Augmentation), the magic count follows
    host = s.cards[e.host]
    s.cards[e.card] = s.cards[e.card].evolve(
        zone=UNDER, pos=None, damage=0, boost=0, under=(), host=e.host, controller=host.controller
    )
    s.cards[e.host] = host.evolve(under=host.under + (e.card,))


def _control(s: GameState, e: ev.ControlChanged) -> None:
    c = s.cards[e.card]
    s.cards[e.card] = c.evolve(controller=e.player)
    for u in c.under:
        s.cards[u] = s.cards[u].evolve(controller=e.player)


def _event_played(s: GameState, e: ev.EventPlayed) -> None:
    c = s.cards[e.card]
    _detach(s, c)
    s.cards[e.card] = c.evolve(zone=RESOLVING, controller=e.player)
    # The player who plays it resolves it (1E Mimic: an event taken from the opponent's hand).
    s.players[e.player].resolving.append(e.card)


def _event_activated(s: GameState, e: ev.EventActivated) -> None:
    c = s.cards[e.card]
    _detach(s, c)
    s.cards[e.card] = c.evolve(zone=ACTIVE)
    s.players[c.controller].active.append(e.card)


def _damage_added(s: GameState, e: ev.DamageAdded) -> None:
    c = s.cards[e.card]
    s.cards[e.card] = c.evolve(damage=c.damage + e.amount)


def _damage_removed(s: GameState, e: ev.DamageRemoved) -> None:
    c = s.cards[e.card]
    s.cards[e.card] = c.evolve(damage=max(0, c.damage - e.amount))


def _boost_added(s: GameState, e: ev.BoostAdded) -> None:
    c = s.cards[e.card]
    s.cards[e.card] = c.evolve(boost=c.boost + e.amount)


def _boost_removed(s: GameState, e: ev.BoostRemoved) -> None:
    c = s.cards[e.card]
    s.cards[e.card] = c.evolve(boost=max(0, c.boost - e.amount))


def _magic_gained(s: GameState, e: ev.MagicGained) -> None:
    p = s.players[e.player]
    p.magic = min(s.ruleset.magic_max, p.magic + e.amount)


def _magic_spent(s: GameState, e: ev.MagicSpent) -> None:
    p = s.players[e.player]
    if not s.ruleset.magic_pile:
        p.magic = max(0, p.magic - e.amount)
        return
    for _ in range(min(e.amount, len(p.magic_pile))):
        uid = p.magic_pile.pop()
        c = s.cards[uid]
        s.cards[uid] = c.evolve(zone=DISCARD, controller=e.player, seen=True)
        p.discard.append(uid)
    p.magic = len(p.magic_pile)


def _cards_to_magic_pile(s: GameState, e: ev.CardsToMagicPile) -> None:
    """Face down on top of the player's magic pile, whoever owns the cards (rulebook, "Destroy":
    "placed face-down on top of the Magic Pile of the player that destroyed that card")."""
    p = s.players[e.player]
    for uid in e.cards:
        if _to_vine_pile(s, uid):
            continue
        c = s.cards[uid]
        _detach(s, c)
        if c.zone == BOARD or c.zone == UNDER:
            for u in c.under:
                uc = s.cards[u]
                s.cards[u] = uc.evolve(zone=DISCARD, pos=None, under=(), host=None, controller=uc.owner)
                s.players[uc.owner].discard.append(u)
        s.cards[uid] = s.cards[uid].evolve(
            zone=MAGIC_PILE, pos=None, damage=0, boost=0, under=(), host=None, controller=e.player
        )
        p.magic_pile.append(uid)
    p.magic = len(p.magic_pile)  # a pile a card left was counted again by `_detach`


def _first_player_rolls(s: GameState, e: ev.FirstPlayerRolls) -> None:
    s.rng = e.rng


def _attack_declared(s: GameState, e: ev.AttackDeclared) -> None:
    t = s.turn
    if e.counts and e.attacker not in t.attackers:
        t.attackers.append(e.attacker)
    elif not e.counts:
        n = t.extra_attacks.get(e.attacker, 0)
        if n > 1:
            t.extra_attacks[e.attacker] = n - 1
        else:
            t.extra_attacks.pop(e.attacker, None)
    t.attacks[e.attacker] = t.attacks.get(e.attacker, 0) + 1
    if not s.friendly(s.cards[e.target].controller, s.cards[e.attacker].controller):
        t.targeted_enemy = True


def _dice(s: GameState, e: ev.DiceRolled) -> None:
    s.rng = e.rng
    if e.purpose == "attack":
        s.turn.last_roll = e.faces


def _dice_counted(s: GameState, e: ev.DiceCounted) -> None:
    s.turn.last_roll = ()


def _attack_resolved(s: GameState, e: ev.AttackResolved) -> None:
    s.turn.last_attack = (e.attacker, e.target, e.hits, e.damage)


def _ability_used(s: GameState, e: ev.AbilityUsed) -> None:
    s.turn.used.add((e.card, e.ability))
    if e.counts_as == "move" and e.card not in s.turn.movers:
        s.turn.movers.append(e.card)
    elif e.counts_as == "attack" and e.card not in s.turn.attackers:
        s.turn.attackers.append(e.card)


def _extra_attack(s: GameState, e: ev.ExtraAttackGranted) -> None:
    s.turn.extra_attacks[e.card] = s.turn.extra_attacks.get(e.card, 0) + e.amount


def _effect_added(s: GameState, e: ev.EffectAdded) -> None:
    s.effects = s.effects + (e.effect,)


def _effects_ended(s: GameState, e: ev.EffectsEnded) -> None:
    s.effects = tuple(x for x in s.effects if x.until != e.until)


def _prompt_opened(s: GameState, e: ev.PromptOpened) -> None:
    s.pending = e.prompt
    s.continuation = e.continuation


def _prompt_answered(s: GameState, e: ev.PromptAnswered) -> None:
    s.pending = None
    s.continuation = ()


# Events that change which cards are in play (board, under, active areas, resolving), who
# controls them, or which effects apply: the live-ability index must be rebuilt after them.
STRUCTURAL = frozenset({
    ev.UnitSummoned, ev.StructureBuilt, ev.CardPlaced, ev.CardDestroyed, ev.CardDiscarded,
    ev.CardReturnedToHand, ev.CardPutUnder, ev.ControlChanged, ev.EventPlayed, ev.EventActivated,
    ev.EffectAdded, ev.EffectsEnded, ev.CardsDrawn, ev.DeckShuffled, ev.DrawPileShuffled,
    ev.CardsToMagicPile, ev.DrawPileArranged, ev.CardTakenIntoHand, ev.VinePlaced,
})

_HANDLERS: dict[type, Callable] = {
    ev.DeckShuffled: _deck_shuffled,
    ev.DrawPileShuffled: _draw_pile_shuffled,
    ev.DrawPileArranged: _draw_pile_arranged,
    ev.CardTakenIntoHand: _taken_into_hand,
    ev.FirstPlayerChosen: _first_player,
    ev.MagicSet: _magic_set,
    ev.TurnBegan: _turn_began,
    ev.PhaseBegan: _phase_began,
    ev.TurnEnded: _turn_ended,
    ev.GameWon: _game_won,
    ev.PlayerOut: _player_out,
    ev.CardsDrawn: _drawn,
    ev.UnitSummoned: _summoned,
    ev.StructureBuilt: _built,
    ev.CardPlaced: _placed,
    ev.VinePlaced: _vine_placed,
    ev.VineRolled: _vine_rolled,
    ev.UnitMoved: _moved,
    ev.UnitMovedZeroSpaces: _moved_zero_spaces,
    ev.CardForced: _forced,
    ev.PlacesExchanged: _exchanged,
    ev.CardDestroyed: _destroyed,
    ev.CardDiscarded: _discarded,
    ev.CardReturnedToHand: _returned,
    ev.CardPutUnder: _put_under,
    ev.ControlChanged: _control,
    ev.EventPlayed: _event_played,
    ev.EventActivated: _event_activated,
    ev.DamageAdded: _damage_added,
    ev.DamageRemoved: _damage_removed,
    ev.BoostAdded: _boost_added,
    ev.BoostRemoved: _boost_removed,
    ev.MagicGained: _magic_gained,
    ev.MagicSpent: _magic_spent,
    ev.CardsToMagicPile: _cards_to_magic_pile,
    ev.DiceCounted: _dice_counted,
    ev.FirstPlayerRolls: _first_player_rolls,
    ev.AttackDeclared: _attack_declared,
    ev.DiceRolled: _dice,
    ev.AttackResolved: _attack_resolved,
    ev.AbilityUsed: _ability_used,
    ev.ExtraAttackGranted: _extra_attack,
    ev.EffectAdded: _effect_added,
    ev.EffectsEnded: _effects_ended,
    ev.PromptOpened: _prompt_opened,
    ev.PromptAnswered: _prompt_answered,
}
