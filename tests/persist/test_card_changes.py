"""A save carries its cards; when they differ from the installed ones the player is told
(issue 15: "cards differ from this installation"). The difference is computed here, in
game.persist, from the save's own definitions."""

from __future__ import annotations

from dataclasses import replace

from game import catalog
from game.core.game import Game
from game.persist.card_changes import CardChanges, file_changes, setup_changes
from game.persist.saves import save_game
from game.ui.flow import new_game, play_random


def edited_game(seed: int = 3) -> tuple[Game, str]:
    """A game played with one card stronger than the installed card files say (as if the card
    file was edited after the game was saved), and that card's name."""
    g = new_game(("polar-dwarves", "fallen-kingdom"), seed=seed)
    cid = next(c for c, _n in g.setup.players[0].deck.cards if g.setup.cards[c].is_unit)
    cards = dict(g.setup.cards)
    cards[cid] = replace(cards[cid], strength=cards[cid].strength + 1)
    edited = Game.new(replace(g.setup, cards=cards))
    play_random(edited, 2, seed=seed)
    return edited, cards[cid].name


def plain_game(seed: int = 3) -> Game:
    g = new_game(("polar-dwarves", "fallen-kingdom"), seed=seed)
    play_random(g, 2, seed=seed)
    return g


def test_a_game_with_the_installed_cards_differs_in_nothing(tmp_path):
    installed = catalog.cards()
    g = plain_game()
    assert setup_changes(g.setup, installed) == CardChanges()
    assert file_changes(save_game(g, tmp_path / "plain.json"), installed) == CardChanges()


def test_a_game_whose_card_was_edited_names_that_card(tmp_path):
    installed = catalog.cards()
    g, name = edited_game()
    want = CardChanges(changed=(name,))
    assert setup_changes(g.setup, installed) == want
    assert file_changes(save_game(g, tmp_path / "edited.json"), installed) == want
    assert want.text() == (f"The cards in this save differ from this installation: {name} is changed. "
                           "The game is played with the cards it was saved with.")


def test_a_card_no_longer_installed_is_named_missing():
    installed = dict(catalog.cards())
    g = plain_game()
    gone = g.setup.players[1].deck.cards[0][0]
    del installed[gone]
    found = setup_changes(g.setup, installed)
    assert found.missing == (g.setup.cards[gone].name,) and found.changed == ()
    assert "is not installed" in found.details()


def test_where_a_card_was_defined_is_no_difference():
    """A card file merely reordered moves each card's `source` line; the card is the same."""
    installed = {cid: replace(c, source="moved.yaml:999") for cid, c in catalog.cards().items()}
    assert setup_changes(plain_game().setup, installed) == CardChanges()


def test_a_file_that_cannot_be_read_reports_no_card_changes(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", "utf-8")
    assert file_changes(bad, catalog.cards()) == CardChanges()
    assert file_changes(tmp_path / "gone.json", catalog.cards()) == CardChanges()


def test_many_names_are_shortened():
    many = CardChanges(changed=("A", "B", "C", "D", "E", "F"))
    assert many.details() == "A, B, C, D and 2 more are changed."
