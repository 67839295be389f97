"""Issue 42, "the README lists no faction ids for `play` (add `summoner-wars list`)": the command
lists every faction's id by edition, each one `play` and `simulate` accept, and the computer
players' levels."""

from __future__ import annotations

import re

from game import catalog
from game.__main__ import build_parser, main


def test_list_names_every_playable_faction_by_edition_and_the_computer_levels(capsys) -> None:
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    second, first = out.split("1st edition factions")
    ids_2e = re.findall(r"^  ([a-z0-9-]+)  ", second, re.M)
    ids_1e = re.findall(r"^  ([a-z0-9-]+)  ", first, re.M)
    decks = catalog.decks()
    assert set(ids_2e) == {k for k, d in decks.items() if catalog.edition_of(d) == "2e"}
    assert set(ids_1e) == {k for k, d in decks.items() if catalog.edition_of(d) == "1e"}
    assert "Phoenix Elves, led by Prince Elien" in first
    assert "easy, normal, hard" in out
    # every id listed is one `play` takes
    for deck_id in ids_2e + ids_1e:
        args = build_parser().parse_args(["play", "--p1", deck_id])
        assert catalog.deck(args.p1).id == deck_id


def test_list_edition_shows_that_edition_only(capsys) -> None:
    assert main(["list", "--edition", "1e"]) == 0
    out = capsys.readouterr().out
    assert "1st edition" in out and "2nd edition" not in out
    assert "  tundra-orcs-1e " in out and "  tundra-orcs " not in out
