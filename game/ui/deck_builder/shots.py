"""Screenshot states of the Deck builder: browsing, a deck with a problem, a ready deck, and the
Open window over a ready deck (with saved decks of every kind, or none). The saved decks shown
are made in memory: a screenshot never reads or writes the player's deck folder."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from game import catalog
from game.content import construction, user_decks
from game.i18n import _

STATES = ("browse", "problem", "ready", "open", "open-empty")


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
            deck = _broken(deck, summoner, cards)
        if state.startswith("open"):
            deck = replace(deck, path=Path("my-deck.yaml"))
        scene.set_deck(deck)
        scene.message = _("Saved {name} ({file}).", name="My deck", file="my-deck.yaml") if state == "ready" else ""
        if state.startswith("open"):
            from game.ui.deck_builder.open_list import DeckOpenScene, deck_rows

            saved = [] if state == "open-empty" else _saved_decks(deck, edition, cards)
            return [scene, DeckOpenScene(deck_rows(saved, cards), scene.open_deck, current=deck.path)], None
    return [scene], None


def _broken(deck: user_decks.PlayerDeck, summoner: str, cards) -> user_decks.PlayerDeck:
    """One common too many copies and one fewer champion: two broken rules."""
    kit = catalog.summoner_kit(summoner)
    fixed = kit.copies() if kit else {}
    counts = dict(deck.cards)
    common = next(c for c, _ in deck.cards if c not in fixed and cards[c].unit_class == "common")
    champ = next(c for c, _ in deck.cards if c not in fixed and cards[c].unit_class == "champion")
    counts[common] += 2
    del counts[champ]
    return replace(deck, cards=tuple(counts.items()))


def _saved_decks(mine: user_decks.PlayerDeck, edition: str, cards) -> list[user_decks.LoadedDeck]:
    """A folder of saved decks as a player may have it: ready ones of both editions, one with
    a broken rule, one naming a card the game lacks, a long name and a file that is not a deck."""
    decks, editions = catalog.decks(), catalog.card_editions()

    def read(text: str, name: str) -> user_decks.LoadedDeck:
        return user_decks.parse_deck_text(text, Path(name), cards=cards, editions=editions, decks=decks)

    out = [read(user_decks.to_yaml(mine), "my-deck.yaml")]
    others = [s for s in catalog.summoners(edition) if s != mine.summoner]
    names = ["Ice and steel", "Endless Procession of the Frost Mages II"]
    for s, name in zip(others, names, strict=False):
        d = construction.preconstructed_for(s, decks)
        if d is not None:
            out.append(read(user_decks.to_yaml(user_decks.from_deck_list(d, edition, name=name)),
                            user_decks.slug(name) + ".yaml"))
    if len(others) > 2:
        d = construction.preconstructed_for(others[2], decks)
        if d is not None:
            bad = _broken(user_decks.from_deck_list(d, edition, name="Too many commons"), others[2], cards)
            out.append(read(user_decks.to_yaml(bad), "too-many-commons.yaml"))
    old = user_decks.to_yaml(replace(mine, name="Before the errata"))
    out.append(read(old.replace("  cards:\n", "  cards:\n    polar-dwarves/snow-angel: 1\n", 1), "before-the-errata.yaml"))
    mine_name = cards[mine.summoner].name if mine.summoner in cards else ""
    first_1e = next((s for s in catalog.summoners("1e") if s in cards and cards[s].name != mine_name), "")
    d1 = construction.preconstructed_for(first_1e, decks) if first_1e else None
    if d1 is not None:
        out.append(read(user_decks.to_yaml(user_decks.from_deck_list(d1, "1e", name="Old school")), "old-school.yaml"))
    out.append(read("format: summoner-wars/deck@1\nedition: 2e\ndeck: [oops\n", "half-written.yaml"))
    return sorted(out, key=lambda g: (g.deck.name.lower() if g.deck else g.path.stem, g.path.name))
