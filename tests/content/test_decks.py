"""Deck checks beyond the broken/ corpus: variations of the legal test deck, one rule each."""

from __future__ import annotations

import shutil

import pytest
from content_support import GOOD

from game.content import load_content

DECK = (GOOD / "frostbite-clan.yaml").read_text(encoding="utf-8")


def _problems(tmp_path, text: str) -> list[str]:
    shutil.copy(GOOD / "wandering-blades.yaml", tmp_path / "wandering-blades.yaml")
    (tmp_path / "frostbite-clan.yaml").write_text(text, encoding="utf-8")
    c = load_content([tmp_path], include_shipped=False, include_user=False)
    assert "frostbite-clan" not in c.library.decks  # a deck with a problem is not loaded
    assert "frostbite-clan/frost-warden" not in c.library.cards  # nor is its file
    return [f"{p.line}: {p.field}: {p.message}" for p in c.problems]


CASES = {
    "summoner is not a summoner": (
        [("summoner: frost-warden", "summoner: ice-queen")],
        "117: deck.summoner: 'frostbite-clan/ice-queen' is a champion unit, not a summoner",
    ),
    "summoner missing from the cards": (
        [("    frost-warden: 1\n", "")],
        "118: deck.cards: the summoner 'frostbite-clan/frost-warden' must be in the deck (1 copy)",
    ),
    "summoner not placed": (
        [("    - {card: frost-warden, column: 3, row: 1}\n", "")],
        "133: deck.starting: the summoner 'frostbite-clan/frost-warden' must start on the "
        "battlefield exactly once (found 0)",
    ),
    "five-life gate as the starting gate": (
        [("{card: starting-gate, column: 3, row: 3}", "{card: gate, column: 3, row: 3}")],
        "133: deck.starting: the starting gate (a gate with 10 life) must start on the "
        "battlefield, and no other gate; found 1 gate",
    ),
    "three starting units": (
        [
            (
                "    - {card: ice-golem, column: 4, row: 2}\n",
                "    - {card: ice-golem, column: 4, row: 2}\n    - {card: snow-scout, column: 5, row: 2}\n",
            )
        ],
        "133: deck.starting: a 2E deck has 2 starting units besides the summoner; this one has 3",
    ),
    "event on the battlefield": (
        [("{card: frost-archer, column: 2, row: 3}", "{card: thaw, column: 2, row: 3}")],
        "136: deck.starting[2].card: 'frostbite-clan/thaw' is an event; events do not start on "
        "the battlefield",
    ),
    "starting card not in the deck": (
        [
            ("    snow-scout: 4\n", ""),
            ("{card: frost-archer, column: 2, row: 3}", "{card: snow-scout, column: 2, row: 3}"),
        ],
        "135: deck.starting[2].card: starting card 'frostbite-clan/snow-scout' is not in the "
        "deck's cards",
    ),
    "more starting copies than in the deck": (
        [
            ("    frost-archer: 5\n", "    frost-archer: 1\n"),
            ("{card: ice-golem, column: 4, row: 2}", "{card: frost-archer, column: 4, row: 2}"),
        ],
        "137: deck.starting[3].card: 'frostbite-clan/frost-archer' starts 2 times but the deck "
        "has only 1 of it",
    ),
    "a gate with odd life": (
        [("    life: 5\n  - id: ice-queen", "    life: 7\n  - id: ice-queen")],
        "121: deck.cards.gate: Gate has 7 life: a 2E deck's gates have 10 or 5 life",
    ),
    "epic count": (
        [("    blizzard: 2\n", "    blizzard: 1\n")],
        "118: deck.cards: a 2E deck has 2 epic events; this one has 1",
    ),
    "champion count": (
        [("    rime-knight: 1\n", "")],
        "118: deck.cards: a 2E deck has 3 champion units (starting units not counted); this one has 2",
    ),
    "a card listed twice": (
        [("    thaw: 2\n", "    thaw: 1\n    frostbite-clan/thaw: 1\n")],
        "132: deck.cards.frostbite-clan/thaw: card 'frostbite-clan/thaw' is listed twice "
        "(also as 'thaw')",
    ),
    "copies must be positive": (
        [("    thaw: 2\n", "    thaw: 0\n")],
        "131: deck.cards.thaw: must be 1 or more, got 0",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_deck_rule(case, tmp_path):
    edits, expected = CASES[case]
    text = DECK
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    assert expected in _problems(tmp_path, text)


def test_edition_mismatch_and_foreign_summoner(tmp_path):
    other = (GOOD / "wandering-blades.yaml").read_text(encoding="utf-8")
    other = other.replace("edition: 2e", "edition: 1e") + (
        "  - {id: boss, name: Boss, class: summoner, strength: 1, life: 1, attack: melee,"
        " symbols: [frostbite-clan]}\n"
    )
    (tmp_path / "wandering-blades.yaml").write_text(other, encoding="utf-8")
    (tmp_path / "frostbite-clan.yaml").write_text(
        DECK.replace("    ice-queen: 1\n", "    ice-queen: 1\n    wandering-blades/boss: 1\n"),
        encoding="utf-8",
    )
    c = load_content([tmp_path], include_shipped=False, include_user=False)
    got = [f"{p.line}: {p.field}: {p.message}" for p in c.problems]
    assert (
        "123: deck.cards.wandering-blades/boss: card 'wandering-blades/boss' is a 1e card; "
        "this is a 2e deck" in got
    )
    assert (
        "123: deck.cards.wandering-blades/boss: 'wandering-blades/boss' is a second summoner; "
        "the deck's summoner is 'frostbite-clan/frost-warden'" in got
    )
    assert "118: deck.cards: a 2E deck has 1 summoner; this one has 2" in got
    # The card-only file has no problem of its own and still loads.
    assert "wandering-blades/boss" in c.library.cards
