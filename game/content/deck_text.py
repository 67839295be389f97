"""A deck as one short line of text players can paste to each other:

    SWD1|2e|My Dwarves|polar-dwarves/svara|starting-gate,gate*3,jarmund,frost-mage*5,breakers/blast*2

`SWD1`, the edition, the deck's name, the summoner's full id, then the cards with their copies
(`*n`, none for 1), the summoner left out; a card of the summoner's faction is written without its
faction. The starting places are not written: they are the summoner's (its kit's) on import.
Import never raises: junk gives problems in plain words, and a card the game does not know is
kept and marked (`PlayerDeck.missing`), as in a deck file.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from game.content import construction
from game.content.user_decks import EDITIONS, PlayerDeck
from game.core.cards import CardDef, DeckList

PREFIX = "SWD1"
MAX_TEXT = 4000
MAX_COPIES = 99
_ID = re.compile(r"^(?:[a-z0-9]+(?:-[a-z0-9]+)*/)?[a-z0-9]+(?:-[a-z0-9]+)*$")


def export_text(deck: PlayerDeck) -> str:
    """The deck as one line (see the module docstring)."""
    faction = deck.summoner.split("/", 1)[0]
    parts = []
    for cid, n in deck.cards:
        if cid == deck.summoner:
            continue
        short = cid.split("/", 1)[1] if cid.startswith(faction + "/") else cid
        parts.append(short if n == 1 else f"{short}*{n}")
    name = " ".join(deck.name.replace("|", "/").split())
    return "|".join([PREFIX, deck.edition, name, deck.summoner, ",".join(parts)])


def import_text(
    text: str,
    *,
    cards: Mapping[str, CardDef],
    decks: Mapping[str, DeckList],
) -> PlayerDeck | list[str]:
    """The deck a line from `export_text` describes, or the reasons it is not one. `cards` and
    `decks` are the game's (`catalog.cards()`, `catalog.decks()`): a card not among them is
    marked missing, and the starting places are those of the summoner's preconstructed deck."""
    if not isinstance(text, str):
        return ["a deck text is a line of text starting with SWD1|"]
    if len(text) > MAX_TEXT:
        return [f"the text is {len(text)} characters long; a deck text is at most {MAX_TEXT}"]
    line = " ".join(text.split()).strip().strip("`'\"").strip()
    start = line.upper().find(PREFIX + "|")
    if start < 0:
        return ["this is not a deck text: a deck text starts with SWD1| (use Export in the "
                "deck builder to make one)"]
    fields = [f.strip() for f in line[start:].split("|")]
    if len(fields) != 5:
        return [f"a deck text has 5 parts separated by '|' (SWD1, edition, name, summoner, "
                f"cards); this one has {len(fields)}"]
    _, edition, name, summoner, body = fields
    edition = edition.lower()
    problems: list[str] = []
    if edition not in EDITIONS:
        problems.append(f"edition {edition!r} is not one of {', '.join(EDITIONS)}")
    summoner = summoner.lower()
    if "/" not in summoner or not _ID.match(summoner):
        problems.append(f"{summoner!r} is not a summoner's full id ('faction/card')")
    if problems:
        return problems
    faction = summoner.split("/", 1)[0]
    copies: dict[str, int] = {summoner: 1}
    for i, item in enumerate(p.strip() for p in body.split(",")):
        if not item:
            continue
        ref, _, count = item.partition("*")
        ref = ref.strip().lower()
        count = count.strip() or "1"
        if not _ID.match(ref):
            problems.append(f"card {i + 1}, {item!r}: not a card id")
            continue
        if not re.fullmatch(r"[0-9]{1,3}", count) or not 1 <= int(count) <= MAX_COPIES:
            problems.append(f"card {i + 1}, {item!r}: copies must be a number from 1 to {MAX_COPIES}")
            continue
        cid = ref if "/" in ref else f"{faction}/{ref}"
        if cid in copies and cid != summoner:
            problems.append(f"card {i + 1}, {item!r}: listed twice")
            continue
        copies[cid] = int(count) if cid != summoner else 1
    if problems:
        return problems
    kit = construction.summoner_kit(summoner, decks=decks, cards=cards, edition=edition) \
        if summoner in cards else None
    missing = tuple(c for c in copies if c not in cards)
    return PlayerDeck(
        name=name or "Imported deck",
        edition=edition,
        summoner=summoner,
        cards=tuple(copies.items()),
        starting=kit.starting if kit is not None else (),
        missing=missing,
        vine_walls=kit.vine_walls[0] if kit is not None and kit.vine_walls else None,
    )
