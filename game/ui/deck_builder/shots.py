"""Screenshot states of the Deck builder: browsing, a deck with a problem, a ready deck."""

from __future__ import annotations

import argparse
from dataclasses import replace

from game import catalog
from game.content import construction, user_decks

STATES = ("browse", "problem", "ready")


def shot_deckbuilder(args: argparse.Namespace):
    from game.ui.deck_builder.scene import DeckBuilderScene

    cards = catalog.cards()
    edition = getattr(args, "edition", None) or "2e"
    state = getattr(args, "deck_state", None) or "browse"
    summoners = catalog.summoners(edition)
    summoner = getattr(args, "card", None) or (summoners[0] if summoners else "")
    d = construction.preconstructed_for(summoner, catalog.decks())
    scene = DeckBuilderScene(cards, edition=edition)
    if state == "browse":
        scene.choose_summoner(summoner)
        scene.hover = ""  # every card the summoner's deck may hold, cheapest first
    elif d is not None:
        deck = user_decks.from_deck_list(d, edition, name="My deck")
        if state == "problem":
            # One common too many copies and one fewer champion: two broken rules.
            kit = catalog.summoner_kit(summoner)
            fixed = kit.copies() if kit else {}
            counts = dict(deck.cards)
            common = next(c for c, _ in deck.cards if c not in fixed and cards[c].unit_class == "common")
            champ = next(c for c, _ in deck.cards if c not in fixed and cards[c].unit_class == "champion")
            counts[common] += 2
            del counts[champ]
            deck = replace(deck, cards=tuple(counts.items()))
        scene.set_deck(deck)
        scene.message = "Saved My deck (my-deck.yaml)." if state == "ready" else ""
    return [scene], None
