"""A save keeps the cards it was played with. One written before cards named their picture and
colour (the shipped example games among them) showed every card as a class emblem in a colour
made up from the faction's name (Polar Dwarves came out purple). The window now takes a card's
looks from the installed card with the same id when the saved card has none; the rules and the
save are untouched."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from game import catalog
from game.persist.saves import load_game
from game.ui.card_parts import CardLook, colour_of, faction_frame, picture_of

SAVES = Path(__file__).resolve().parents[2] / "tests" / "data" / "old_saves"  # as an older version shipped them


def _installed(card_id: str):
    return catalog.load().library.cards[card_id]


def test_a_card_saved_without_looks_shows_the_installed_cards() -> None:
    g = load_game(SAVES / "example-1-polar-dwarves-vs-fallen-kingdom.json")
    golem = next(c.defn for c in g.state.cards.values() if c.defn.id == "polar-dwarves/ice-golem")
    assert golem.icon == "" and golem.colour is None  # as the example save has it
    installed = _installed("polar-dwarves/ice-golem")
    assert installed.icon and installed.colour is not None
    assert picture_of(golem) == installed.icon
    assert colour_of(golem) == installed.colour
    assert CardLook.of(golem, None).frame == faction_frame(installed.colour)


def test_a_cards_own_looks_win_and_an_unknown_card_has_none() -> None:
    installed = _installed("polar-dwarves/ice-golem")
    own = dataclasses.replace(installed, icon="anvil", colour=(10, 200, 30))
    assert picture_of(own) == "anvil" and colour_of(own) == (10, 200, 30)
    stranger = dataclasses.replace(installed, id="my-mod/ice-golem", icon="", colour=None)
    assert picture_of(stranger) == "" and colour_of(stranger) is None
    # An override (a deck's colour) still wins over any card's.
    assert CardLook.of(own, (1, 2, 3)).frame == (1, 2, 3)
