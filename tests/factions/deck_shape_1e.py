"""The 1st-edition base deck's shape, checked the same way for every faction's card file.

1E rulebook, "How to Build a Custom Deck": a deck is 1 summoner, 3 champions, 18 commons, the
events of the summoner's reference card and 3 walls; each faction's test asks this once."""

from __future__ import annotations

from game import catalog
from game.core.cards import CardDef


def kind_of(d: CardDef) -> str:
    if d.is_summoner:
        return "summoner"
    if d.has_class("champion"):
        return "champion"
    if d.has_class("common"):
        return "common"
    return "wall" if d.gate else "event"


def check_base_deck(file: str, deck_id: str, summoner: str, stats: tuple[int, int, str], starting: int):
    """`cards/1e/<file>` has no problems; the deck `deck_id` has the 1E base deck's shape,
    its summoner `summoner` has (strength, life, attack) `stats`, and `starting` cards start on
    the battlefield. Returns the deck and the cards, for a faction's own checks."""
    from game.content import load_content

    c = load_content(include_user=False)
    assert [p for p in c.problems if f"1e/{file}" in str(p)] == []
    deck = catalog.deck(deck_id, include_user=False)
    cards = catalog.cards(include_user=False)
    counts: dict[str, int] = {}
    for cid, n in deck.cards:
        kind = kind_of(cards[cid])
        counts[kind] = counts.get(kind, 0) + n
    assert counts == {"summoner": 1, "champion": 3, "common": 18, "event": 9, "wall": 3}
    s = cards[f"{deck_id}/{summoner}"]
    assert (s.strength, s.life, s.attack) == stats
    assert len(deck.starting) == starting
    return deck, cards
