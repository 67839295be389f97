"""Filling a view's hidden cards with plausible real ones, so the rules can run on it.

A view (`game.core.view`) replaces every card its player may not see with a placeholder of
definition HIDDEN. To simulate commands a bot needs real cards there. What a player may know:
each deck list is public (rulebook, "Deck Construction"; the state names each player's
`deck_id`), and every card they can see (battlefield, active areas, cards under others, their own
hand and discard pile, and the cards they saw reach the opponent's discard pile) is accounted
for. The rest of each deck, as a multiset, is spread at random over that owner's hidden places
(hand, draw pile, discard pile): a determinization. The sampling uses the bot's own seeded
stream, never the game's random source, which the view zeroes anyway.

1E Mercenaries have a card back of their own: a placeholder HIDDEN_MERCENARY (a hand card or a
draw pile's top card showing that back) gets one of the owner's unseen Mercenaries, a plain
placeholder whose back is in sight the same way gets one of the other cards, and the rest (deeper
in a draw pile, a face-down discard) any card left.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.ai.common import Stream
from game.core.cards import CardDef, DeckList
from game.core.state import DISCARD, DRAW, HAND, GameState
from game.core.view import back_in_sight, is_hidden


class DeckKnowledge:
    """Where a bot learns the public deck lists: given explicitly, else from the catalog.

    `decks` maps deck ids to lists; `cards` maps card ids to definitions. Anything not given is
    looked up lazily in `game.catalog` (the shipped and user content). A deck that cannot be found
    falls back to the cards of that player seen so far (a rough guess, never a peek)."""

    def __init__(self, decks: Mapping[str, DeckList] | None = None,
                 cards: Mapping[str, CardDef] | None = None) -> None:
        self.decks: dict[str, DeckList] = dict(decks or {})
        self.cards: dict[str, CardDef] = dict(cards or {})
        self._catalog_tried = False
        self._pools: dict[str, list[CardDef] | None] = {}

    @classmethod
    def from_setup(cls, setup: object) -> DeckKnowledge:
        """From a `GameSetup`: its two decks and its card table (all public before the game)."""
        players = getattr(setup, "players", ())
        decks = {ps.deck.id: ps.deck for ps in players}
        return cls(decks, getattr(setup, "cards", {}))

    def _catalog(self) -> None:
        if self._catalog_tried:
            return
        self._catalog_tried = True
        try:
            from game import catalog

            for k, d in catalog.decks().items():
                self.decks.setdefault(k, d)
            for k, c in catalog.cards().items():
                self.cards.setdefault(k, c)
        except Exception:  # noqa: BLE001 - no content is a normal case for tests
            pass

    def deck_pool(self, deck_id: str, seen: Mapping[str, CardDef]) -> list[CardDef] | None:
        """Every card definition of the deck (starting cards included), or None if unknown."""
        if deck_id in self._pools:
            return self._pools[deck_id]
        deck = self.decks.get(deck_id)
        if deck is None:
            self._catalog()
            deck = self.decks.get(deck_id)
        pool: list[CardDef] | None = None
        if deck is not None:
            pool = []
            for cid, n in deck.cards:
                d = self.cards.get(cid) or seen.get(cid)
                if d is None:
                    self._catalog()
                    d = self.cards.get(cid)
                if d is None:
                    pool = None
                    break
                pool.extend([d] * n)
        self._pools[deck_id] = pool
        return pool


def hidden_places(v: GameState, owner: int) -> list[int]:
    """The placeholder uids of `owner`'s cards, in a fixed order (hand, draw pile, discard)."""
    p = v.players[owner]
    out = []
    for zone in (HAND, DRAW, DISCARD):
        for uid in p.pile(zone):
            if is_hidden(v.cards[uid].defn):
                out.append(uid)
    return out


def unseen_cards(v: GameState, owner: int, knowledge: DeckKnowledge) -> list[CardDef]:
    """The deck of `owner` minus every one of their cards the view shows: the cards that must be
    in their hidden places. Sorted by id so the result never depends on dictionary order."""
    seen_defs: dict[str, CardDef] = {}
    visible: Counter[str] = Counter()
    for c in v.cards.values():
        if is_hidden(c.defn):
            continue
        seen_defs[c.defn.id] = c.defn
        if c.owner == owner:
            visible[c.defn.id] += 1
    pool = knowledge.deck_pool(v.players[owner].deck_id, seen_defs)
    if pool is None:
        # No deck list: guess from what this player has shown (never from hidden cards).
        shown = sorted(
            (c.defn for c in v.cards.values()
             if c.owner == owner and not is_hidden(c.defn) and not c.defn.is_summoner),
            key=lambda d: d.id,
        )
        return shown
    left: list[CardDef] = []
    for d in sorted(pool, key=lambda d: d.id):
        if visible[d.id] > 0:
            visible[d.id] -= 1
        else:
            left.append(d)
    return left


def all_unseen(v: GameState, knowledge: DeckKnowledge) -> tuple[list[CardDef], ...]:
    """`unseen_cards` of every seat, in seat order (what `determinize` may be given)."""
    return tuple(unseen_cards(v, owner, knowledge) for owner in range(len(v.players)))


def determinize(v: GameState, player: int, stream: Stream, knowledge: DeckKnowledge,
                unseen: tuple[list[CardDef], ...] | None = None) -> GameState:
    """A full state consistent with view `v`: hidden cards sampled, a fresh random source.

    Every seat's hidden places are filled from that seat's own deck, seat by seat: the
    opponents' always, a teammate's only where the view hides them (teammates who do not share
    their hands); a hand the view shows is never resampled. `unseen` may pass precomputed
    `unseen_cards` for every seat (they depend on the view only; see `all_unseen`).
    """
    s = v.clone()
    cards = s.cards
    for owner in range(len(v.players)):
        places = hidden_places(v, owner)
        if not places:
            continue
        pool = list(unseen[owner]) if unseen is not None else unseen_cards(v, owner, knowledge)
        if not pool:
            continue  # nothing known to put there: the placeholders stay inert
        for uid, defn in zip(places, _deal(v, places, pool, stream), strict=True):
            cards[uid] = cards[uid].evolve(defn=defn)
    s.rng = stream.u64() | 1
    s.cache = None
    if hasattr(s, "live"):
        s.live = None  # the live-ability index was built from the placeholders
    return s


def _deal(v: GameState, places: list[int], pool: list[CardDef], stream: Stream) -> list[CardDef]:
    """A card for each of `places` from `pool` (shuffled), keeping to what the backs show: a
    Mercenary's back gets a Mercenary, a plain back in sight gets a card that is not one. When
    the pool cannot match (a deck list guessed from cards seen), a place takes any card left,
    and when it runs out, a random one again."""
    stream.shuffle(pool)
    if not any(d.mercenary for d in pool) and not any(v.cards[u].defn.mercenary for u in places):
        # No Mercenary about: every place is alike.
        while len(pool) < len(places):
            pool.append(pool[stream.below(len(pool))])
        return pool[:len(places)]
    merc = [d for d in pool if d.mercenary]
    plain = [d for d in pool if not d.mercenary]
    dealt: dict[int, CardDef] = {}
    for uid in places:
        defn = v.cards[uid].defn
        if defn.mercenary and merc:
            dealt[uid] = merc.pop()
        elif not defn.mercenary and back_in_sight(v, uid) and plain:
            dealt[uid] = plain.pop()
    rest = merc + plain
    stream.shuffle(rest)
    out = []
    for uid in places:
        if uid not in dealt:
            dealt[uid] = rest.pop() if rest else pool[stream.below(len(pool))]
        out.append(dealt[uid])
    return out
