"""The determinizer fills a view's hidden cards with cards the player could not rule out."""

from __future__ import annotations

from collections import Counter

from factories import test_faction, test_setup
from game.ai.common import Stream
from game.ai.determinize import DeckKnowledge, determinize
from game.ai.random_bot import RandomBot
from game.core import Game, acting_player, legal_commands, resolve, view
from game.core.view import HIDDEN


def _midgame(seed: int = 51, steps: int = 120):
    g = Game.new(test_setup(seed))
    rnd = RandomBot(seed)
    for _ in range(steps):
        if g.state.over:
            break
        g.submit(rnd.choose(g.state, acting_player(g.state)))
    return g.state


def test_sampled_cards_complete_each_deck_and_keep_what_is_visible():
    defs, deck = test_faction("test")
    state = _midgame()
    p = acting_player(state)
    v = view(state, p)
    s = determinize(v, p, Stream(1), DeckKnowledge({deck.id: deck}, defs))
    assert not any(c.defn is HIDDEN for c in s.cards.values())
    full = Counter(cid for cid, n in deck.cards for _ in range(n))
    for owner in (0, 1):
        have = Counter(c.defn.id for c in s.cards.values() if c.owner == owner)
        assert have == full
    for uid, c in v.cards.items():
        if c.defn is not HIDDEN:
            assert s.cards[uid] is c  # visible cards untouched
    assert s.players[p].hand == v.players[p].hand
    for cmd in legal_commands(s)[:20]:
        resolve(s, cmd)  # the rules run on it


def test_different_streams_give_different_samples_and_the_same_stream_the_same():
    defs, deck = test_faction("test")
    state = _midgame(52)
    p = acting_player(state)
    v = view(state, p)
    k = DeckKnowledge({deck.id: deck}, defs)
    opp = v.players[1 - p].hand

    def hand(seed):
        s = determinize(v, p, Stream(seed), k)
        return [s.cards[u].defn.id for u in opp]

    assert hand(1) == hand(1)
    assert len({tuple(hand(i)) for i in range(8)}) > 1


def test_from_a_setup_and_without_any_deck_list():
    state = _midgame(53)
    p = acting_player(state)
    v = view(state, p)
    s = determinize(v, p, Stream(2), DeckKnowledge.from_setup(test_setup(53)))
    assert not any(c.defn is HIDDEN for c in s.cards.values())
    # Unknown decks: a guess from the cards shown so far, never a crash.
    s2 = determinize(v, p, Stream(2), DeckKnowledge())
    assert all(c.defn is not HIDDEN or c.owner in (0, 1) for c in s2.cards.values())
