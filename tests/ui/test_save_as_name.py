"""Issue 42, "Save as: Ctrl+A does not select and the default name is not pre-selected, so typing
appends ('Player 1 vs Computer, turn 4My Hard game')": the offered name is selected, so what the
player types replaces it; the arrow keys keep it to edit; Ctrl+A selects it again."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.scenes.save_as import SaveAsScene, default_name


def _game():
    from game.ui.flow import new_game
    return new_game((None, None), seed=3, names=("Ella", "Toby"))


def _type(scene: SaveAsScene, text: str) -> None:
    scene.field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _key(scene: SaveAsScene, key: int, mod: int = 0) -> None:
    scene.field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def test_typing_replaces_the_offered_name() -> None:
    game = _game()
    scene = SaveAsScene(game, lambda g, n: Path(n))
    assert scene.field.text == default_name(game)
    _type(scene, "My Hard game")
    assert scene.field.text == "My Hard game"


def test_an_arrow_key_keeps_the_offered_name_to_edit_and_ctrl_a_selects_it_again() -> None:
    game = _game()
    scene = SaveAsScene(game, lambda g, n: Path(n))
    _key(scene, pygame.K_END)
    _type(scene, " (Hard)")
    assert scene.field.text == default_name(game) + " (Hard)"
    _key(scene, pygame.K_a, pygame.KMOD_CTRL)
    _type(scene, "Mine")
    assert scene.field.text == "Mine"


def test_a_name_given_by_the_caller_is_selected_too_and_an_empty_one_is_not() -> None:
    scene = SaveAsScene(_game(), lambda g, n: Path(n), name="Turn 4")
    _type(scene, "x")
    assert scene.field.text == "x"
    empty = SaveAsScene(_game(), lambda g, n: Path(n), name="")
    assert not empty.field.all_selected


def test_the_deck_name_dialog_offers_its_name_selected_too() -> None:
    from game.ui.deck_builder.name_dialog import DeckNameScene

    scene = DeckNameScene("Save as", "Phoenix Elves (copy)", ok_text="Save", note="",
                          taken=lambda n: False, on_ok=lambda n: None)
    scene.field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Fire"))
    assert scene.field.text == "Fire"
