"""Issue 42: "Italian: the Deck builder's problem list and deck-list names are English." Every
deck-construction problem (2E "Deck Construction" and "Deck Restrictions"; 1E "How to Build a
Custom Deck") is a sentence with a message id the catalog translates, nested parts (how many
copies, how many of a kind) included, and its English is unchanged; the deck builder shows the
problems and the deck list in the player's language."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import catalog
from game.content import construction
from game.core.message import Msg
from game.i18n import is_translated, language
from game.ui.core_text import problem_text


def _broken_variants():
    """Each shipped deck, broken a few ways (short, too many copies, another faction's cards
    and a starting card missing), checked by both editions' rules: every rule gets broken."""
    cards, decks = catalog.cards(include_user=False), catalog.decks(include_user=False)
    out = []
    ids = sorted(decks)
    mercenaries = tuple((cid, 7) for cid, c in sorted(cards.items()) if c.mercenary)[:1]
    for i, did in enumerate(ids):
        d = decks[did]
        ed = catalog.edition_of(d, include_user=False)
        kit = construction.summoner_kit(d.summoner, decks=decks, cards=cards, edition=ed)
        other = decks[ids[(i + 1) % len(ids)]]
        for v in (replace(d, cards=d.cards[:-2]), replace(d, cards=tuple((c, n + 3) for c, n in d.cards)),
                  replace(d, cards=d.cards + other.cards, starting=d.starting[1:]),
                  replace(d, cards=d.cards + mercenaries)):
            for e in ("1e", "2e"):
                out += construction.check(v, cards, e, kit)
    return out


PROBLEMS = _broken_variants()


def _parts(m: Msg):
    yield m
    for _name, v in m.args:
        if isinstance(v, Msg):
            yield from _parts(v)


def test_the_broken_decks_break_every_kind_of_rule() -> None:
    rules = {p.rule for p in PROBLEMS}
    assert {"copies", "count", "summoner", "faction", "events", "setup", "symbol", "mercenary"} <= rules, rules


def test_every_deck_problem_is_a_sentence_the_italian_catalog_translates() -> None:
    ids = set()
    for p in PROBLEMS:
        assert isinstance(p.message, Msg), f"plain English, not a sentence of the catalog: {p.message!r}"
        ids |= {m.msgid for m in _parts(p.message)}
    with language("it"):
        missing = sorted(i for i in ids if not is_translated(i))
    assert not missing, missing


@pytest.mark.parametrize("rule", ["copies", "count", "events", "setup"])
def test_a_problem_reads_in_italian_with_its_card_names_translated(rule: str) -> None:
    p = next(p for p in PROBLEMS if p.rule == rule)
    with language("it"):
        text = problem_text(p.message)
    assert text != str(p.message) and not text[:1].islower(), (text, str(p.message))
    english_words = {"deck", "copies", "copy", "most", "each", "this", "one", "has", "missing", "besides"}
    assert not english_words & set(text.lower().replace(",", " ").replace(":", " ").split()), text
    with language("en"):
        assert problem_text(p.message) == str(p.message)[:1].upper() + str(p.message)[1:]


def test_the_deck_builder_shows_its_deck_list_and_problems_in_italian() -> None:
    import argparse

    import pygame

    from game.ui.deck_builder.shots import shot_deckbuilder
    from game.ui.scene_stack import SceneStack
    from game.ui.text import recording

    pygame.font.init()
    with language("it"):
        scenes, _extra = shot_deckbuilder(argparse.Namespace(edition="2e", deck_state="problem", card=None))
        stack = SceneStack((1280, 800))
        for scene in scenes:
            stack.push(scene)
        with recording() as drawn:
            stack.draw(pygame.Surface((1280, 800)))
        deck = scenes[0].model.deck
    rows = [d.meant for d in drawn if d.role == "deck row"]
    assert len(rows) == len(deck.cards), rows
    cards = catalog.cards(include_user=False)
    with language("it"):
        from game.ui import terms

        wanted = {terms.card_name(cards[cid]) for cid, _n in deck.cards}
    english = {cards[cid].name for cid, _n in deck.cards} - wanted  # the names Italian changes
    assert english, "no card of this deck has an Italian name: the test would see nothing"
    shown = {r.split("x ", 1)[1] for r in rows}
    assert shown == wanted and not shown & english, (shown, english)
