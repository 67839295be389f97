"""`summoner-wars list`: what `play` and `simulate` can be given, for a player at a terminal:
every faction's id by edition (the shipped ones and the player's own card files), the computer
players' levels, and an example command line."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from game.i18n import _

LEVELS = ("easy", "normal", "hard")


def faction_rows(edition: str) -> list[tuple[str, str, str]]:
    """(id, faction name, summoner name) of every playable deck of `edition`, by id."""
    from game import catalog

    cards = catalog.cards()
    rows = []
    for deck_id, deck in sorted(catalog.decks().items()):
        if catalog.edition_of(deck) != edition:
            continue
        summoner = cards.get(deck.summoner)
        rows.append((deck_id, deck.name, summoner.name if summoner is not None else deck.summoner))
    return rows


def run_list(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    editions = [args.edition] if getattr(args, "edition", None) else ["2e", "1e"]
    titles = {"2e": _("2nd edition factions (play --p1 ID --p2 ID):"),
              "1e": _("1st edition factions (play --edition 1e --p1 ID --p2 ID; 3-4 players: --players 4):")}
    for i, edition in enumerate(editions):
        if i:
            print(file=out)
        print(titles[edition], file=out)
        rows = faction_rows(edition)
        width = max((len(r[0]) for r in rows), default=0)
        for deck_id, name, summoner in rows:
            print(f"  {deck_id:<{width}}  " + _("{faction}, led by {summoner}", faction=name, summoner=summoner),
                  file=out)
    print(file=out)
    print(_("Computer players (--p1-bot / --p2-bot): {levels}", levels=", ".join(LEVELS)), file=out)
    print(_("For example: summoner-wars play --p1 {a} --p2 {b} --p2-bot normal",
            a="phoenix-elves", b="tundra-orcs"), file=out)
    print(_("Warrior: summoner-wars play --game warrior --players 4"), file=out)
    return 0
