"""Issue 20, the Deck builder's files: Open lists every saved deck (with its edition, summoner
and status, broken files too) and opens the one clicked; Save as and Rename ask for the name;
the deck's rows are shortened by the width they have, not by a count of characters."""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.content import construction, user_decks
from game.content.user_decks import decks_dir
from game.persist import deck_files
from game.ui import fonts
from game.ui.deck_builder import name_dialog
from game.ui.deck_builder.name_dialog import DeckNameScene
from game.ui.deck_builder.open_list import DeckOpenScene
from game.ui.deck_builder.scene import DeckBuilderScene
from game.ui.scene_stack import SceneStack
from game.ui.scenes.confirm import ConfirmScene
from game.ui.text import recording
from tests.ui.ui_helpers import click_down, click_up, key, motion, text, wheel

SIZE = (1024, 640)
BROKEN_YAML = "format: summoner-wars/deck@1\nedition: 2e\ndeck: [oops\n"


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _click(stack: SceneStack, pos) -> None:
    stack.handle_event(motion(pos))
    stack.handle_event(click_down(pos))
    stack.handle_event(click_up(pos))
    stack.update(1 / 60)


def _retype(stack: SceneStack, field, new: str) -> None:
    _click(stack, field.rect.center)
    stack.handle_event(key(pygame.K_END))
    for _ in range(len(field.text)):
        stack.handle_event(key(pygame.K_BACKSPACE))
    for ch in new:
        stack.handle_event(text(ch))
    assert field.text == new


def _builder(summoner: str = "polar-dwarves/svara", edition: str = "2e") -> tuple[SceneStack, DeckBuilderScene]:
    stack = SceneStack(SIZE)
    scene = DeckBuilderScene(catalog.cards(), edition=edition)
    stack.push(scene)
    scene.choose_summoner(summoner)
    return stack, scene


def _save(summoner: str, name: str, *, ready: bool = True) -> Path:
    """A deck file as the builder writes it: the preconstructed deck (ready) or only the
    summoner's fixed cards (not ready)."""
    cards, decks = catalog.cards(), catalog.decks()
    if ready:
        deck = user_decks.from_deck_list(construction.preconstructed_for(summoner, decks), "2e", name=name)
    else:
        deck = user_decks.new_deck(summoner, "2e", name, decks=decks, cards=cards)
    return deck_files.save_deck(deck).path


def _open(stack: SceneStack, scene: DeckBuilderScene) -> DeckOpenScene:
    _click(stack, scene.buttons["open"].rect.center)
    listing = stack.top
    assert isinstance(listing, DeckOpenScene)
    return listing


def _row(listing: DeckOpenScene, name: str) -> int:
    return next(i for i, r in enumerate(listing.rows) if r.name == name)


def _files() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in decks_dir().glob("*")}


def test_open_lists_every_saved_deck_with_its_edition_summoner_and_status() -> None:
    ready = _save("polar-dwarves/svara", "Ice wall")
    unready = _save("fallen-kingdom/ret-talus", "Half a deck", ready=False)
    (decks_dir() / "half-written.yaml").write_text(BROKEN_YAML, encoding="utf-8")
    stack, scene = _builder()
    listing = _open(stack, scene)
    by_name = {r.name: r for r in listing.rows}
    assert set(by_name) == {"Ice wall", "Half a deck", "half-written.yaml"}
    assert by_name["Ice wall"].about == "2nd edition · Svara"
    assert by_name["Ice wall"].status == "Ready" and by_name["Ice wall"].ready
    first = catalog.load_player_deck(unready).problems[0].message
    half = by_name["Half a deck"]
    assert half.about == "2nd edition · Ret-Talus" and not half.ready and half.deck is not None
    assert half.status.startswith("Not ready: " + first[:1].upper() + first[1:])
    broken = by_name["half-written.yaml"]
    assert broken.deck is None and broken.status.startswith("Cannot be opened: YAML syntax error")
    # Drawn, each row's words inside its row.
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    shown = {d.meant for d in drawn if d.role.startswith("open list")}
    assert {"Ice wall", "Half a deck", "half-written.yaml", "Ready", half.status, broken.status} <= shown
    assert all(d.inside for d in drawn if d.role.startswith("open list"))
    assert ready.exists()


def test_clicking_a_row_opens_that_deck_and_only_that_one() -> None:
    _save("polar-dwarves/svara", "Ice wall")
    target = _save("fallen-kingdom/ret-talus", "Bones")
    stack, scene = _builder()
    listing = _open(stack, scene)
    assert scene.model.deck.path is None  # nothing opened by opening the list
    _click(stack, listing.table.row_rect(_row(listing, "Bones")).center)
    assert stack.top is scene
    assert scene.model.deck.path == target and scene.model.deck.name == "Bones"
    assert scene.model.deck.summoner == "fallen-kingdom/ret-talus" and scene.name_input.text == "Bones"
    assert not scene.model.dirty and scene.message == "Opened Bones."


def test_esc_or_close_leaves_the_deck_as_it_was() -> None:
    _save("fallen-kingdom/ret-talus", "Bones")
    stack, scene = _builder()
    rect, cid = scene.grid_layout()[0]
    _click(stack, rect.center)  # an unsaved change, kept through the list
    before = (scene.model, scene.model.deck, scene.model.dirty)
    listing = _open(stack, scene)
    stack.handle_event(key(pygame.K_ESCAPE))
    assert stack.top is scene and listing not in stack.scenes
    assert (scene.model, scene.model.deck, scene.model.dirty) == before
    listing = _open(stack, scene)
    _click(stack, listing.close_button.rect.center)
    assert stack.top is scene and (scene.model, scene.model.deck, scene.model.dirty) == before
    assert scene.model.copies()[cid] >= 1


def test_a_broken_file_is_listed_with_its_problem_and_does_not_open() -> None:
    (decks_dir()).mkdir(parents=True, exist_ok=True)
    (decks_dir() / "half-written.yaml").write_text(BROKEN_YAML, encoding="utf-8")
    (decks_dir() / "not-a-deck.yaml").write_text("hello\n", encoding="utf-8")
    stack, scene = _builder()
    before = scene.model.deck
    listing = _open(stack, scene)
    assert [r.name for r in listing.rows] == ["half-written.yaml", "not-a-deck.yaml"]
    assert listing.rows[1].status.startswith("Cannot be opened: The top level must be a mapping")
    _click(stack, listing.table.row_rect(0).center)
    assert stack.top is listing and scene.model.deck is before  # still the list, nothing opened
    assert listing.message.startswith("half-written.yaml: Cannot be opened: YAML syntax error")
    listing.draw(pygame.Surface(SIZE))


def test_a_deck_naming_an_unknown_summoner_is_listed_and_opens_without_a_crash() -> None:
    decks_dir().mkdir(parents=True, exist_ok=True)
    (decks_dir() / "ghost.yaml").write_text(
        "format: summoner-wars/deck@1\nedition: 2e\ndeck:\n  name: Ghost\n  summoner: nope/nobody\n"
        "  cards: {}\n  starting: []\n", encoding="utf-8")
    stack, scene = _builder()
    listing = _open(stack, scene)
    row = listing.rows[0]
    assert row.about == "2nd edition · nope/nobody (unknown summoner)"
    assert row.status.startswith("Not ready: Unknown card 'nope/nobody'")
    _click(stack, listing.table.row_rect(0).center)
    assert stack.top is scene and scene.model.deck.name == "Ghost"
    scene.draw(pygame.Surface(SIZE))


def test_an_empty_folder_says_so() -> None:
    stack, scene = _builder()
    listing = _open(stack, scene)
    assert listing.rows == []
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    assert [d.meant for d in drawn if d.role == "open list empty"] == ["No saved decks yet"]
    stack.handle_event(key(pygame.K_RETURN))  # nothing to open: nothing happens
    assert stack.top is listing


def test_the_wheel_scrolls_a_long_list_and_a_scrolled_row_opens() -> None:
    names = [f"Deck {i:02d}" for i in range(14)]
    for n in names:
        _save("polar-dwarves/svara", n)
    stack, scene = _builder()
    listing = _open(stack, scene)
    table = listing.table
    assert [r.name for r in listing.rows] == names
    last = table.row_rect(len(names) - 1)
    assert not table.rect.contains(last)  # more than the window shows
    stack.handle_event(motion(table.rect.center))
    for _ in range(len(names)):
        stack.handle_event(wheel(-1))
    assert table.scroll == table.max_scroll > 0
    last = table.row_rect(len(names) - 1)
    assert table.rect.contains(last)
    _click(stack, last.center)
    assert scene.model.deck.name == "Deck 13"
    listing = _open(stack, scene)
    stack.handle_event(wheel(3))
    assert listing.table.scroll == 0


def test_opening_over_unsaved_changes_asks_first() -> None:
    target = _save("fallen-kingdom/ret-talus", "Bones")
    stack, scene = _builder()
    rect, _ = scene.grid_layout()[0]
    _click(stack, rect.center)
    changed = scene.model.deck
    listing = _open(stack, scene)
    _click(stack, listing.table.row_rect(0).center)
    ask = stack.top
    assert isinstance(ask, ConfirmScene)
    _click(stack, ask.no.rect.center)
    assert stack.top is scene and scene.model.deck is changed and scene.model.dirty
    listing = _open(stack, scene)
    _click(stack, listing.table.row_rect(0).center)
    _click(stack, stack.top.yes.rect.center)
    assert stack.top is scene and scene.model.deck.path == target and not scene.model.dirty


def test_save_as_refuses_an_empty_name_and_another_decks_name() -> None:
    _save("fallen-kingdom/ret-talus", "Bones")
    stack, scene = _builder()
    _retype(stack, scene.name_input, "Ice wall")
    _click(stack, scene.buttons["save"].rect.center)
    files = _files()
    _click(stack, scene.buttons["save_as"].rect.center)
    ask = stack.top
    assert isinstance(ask, DeckNameScene) and ask.field.text == "Ice wall"
    _click(stack, ask.ok.rect.center)  # its own name: a second deck of that name
    assert stack.top is ask and ask.error == name_dialog.taken_text("Ice wall")
    _retype(stack, ask.field, "  ")
    _click(stack, ask.ok.rect.center)
    assert stack.top is ask and ask.error == name_dialog.EMPTY
    _retype(stack, ask.field, "bones")  # another deck's name, whatever the case
    stack.handle_event(key(pygame.K_RETURN))
    assert stack.top is ask and ask.error == name_dialog.taken_text("bones")
    assert _files() == files  # nothing written by a refused name
    ask.draw(pygame.Surface(SIZE))
    _retype(stack, ask.field, "Ice wall 2")
    assert ask.error == ""  # typing clears the complaint
    _click(stack, ask.ok.rect.center)
    assert stack.top is scene and scene.model.deck.name == "Ice wall 2"
    assert set(_files()) == set(files) | {"ice-wall-2.yaml"}
    assert catalog.load_player_deck(decks_dir() / "ice-wall.yaml").deck.name == "Ice wall"


def test_cancel_or_esc_in_the_name_dialog_changes_nothing() -> None:
    stack, scene = _builder()
    _retype(stack, scene.name_input, "Ice wall")
    _click(stack, scene.buttons["save"].rect.center)
    files, deck = _files(), scene.model.deck
    for button in ("save_as", "rename"):
        _click(stack, scene.buttons[button].rect.center)
        ask = stack.top
        _retype(stack, ask.field, "Something else")
        _click(stack, ask.cancel.rect.center)
        assert stack.top is scene and scene.model.deck is deck
        _click(stack, scene.buttons[button].rect.center)
        _retype(stack, stack.top.field, "Something else")
        stack.handle_event(key(pygame.K_ESCAPE))
        assert stack.top is scene and scene.model.deck is deck
    assert _files() == files and scene.name_input.text == "Ice wall"


def test_rename_moves_the_file_and_refuses_another_decks_name() -> None:
    other = _save("fallen-kingdom/ret-talus", "Bones")
    stack, scene = _builder()
    _retype(stack, scene.name_input, "Ice wall")
    _click(stack, scene.buttons["save"].rect.center)
    old = scene.model.deck.path
    _click(stack, scene.buttons["rename"].rect.center)
    ask = stack.top
    _retype(stack, ask.field, "Bones")
    _click(stack, ask.ok.rect.center)
    assert stack.top is ask and ask.error == name_dialog.taken_text("Bones")
    assert old.exists() and catalog.load_player_deck(other).deck.name == "Bones"
    _retype(stack, ask.field, "Ice Wall")  # its own name, recased: not another deck's
    _click(stack, ask.ok.rect.center)
    assert stack.top is scene and scene.model.deck.name == "Ice Wall" and scene.model.deck.path == old
    _click(stack, scene.buttons["rename"].rect.center)
    _retype(stack, stack.top.field, "Frozen")
    _click(stack, stack.top.ok.rect.center)
    new = scene.model.deck.path
    assert new == decks_dir() / "frozen.yaml" and new.exists() and not old.exists()
    assert catalog.load_player_deck(new).deck.name == "Frozen"
    assert sorted(_files()) == ["bones.yaml", "frozen.yaml"]


def test_renaming_a_deck_without_a_file_saves_it_under_the_name() -> None:
    stack, scene = _builder()
    assert scene.model.deck.path is None
    _click(stack, scene.buttons["rename"].rect.center)
    _retype(stack, stack.top.field, "Brand new")
    _click(stack, stack.top.ok.rect.center)
    assert scene.model.deck.path == decks_dir() / "brand-new.yaml" and scene.model.deck.path.exists()


def _deck_rows(scene: DeckBuilderScene, size) -> list:
    stack = SceneStack(size)
    stack.push(scene)
    with recording() as drawn:
        stack.draw(pygame.Surface(size))
    return [d for d in drawn if d.role == "deck row"]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_deck_rows_are_cut_only_when_they_do_not_fit_their_width(size) -> None:
    from game.ui.screenshots import SCREENSHOT_SCENES

    args = argparse.Namespace(edition="2e", deck_state="ready", card=None)
    scene = SCREENSHOT_SCENES["deckbuilder"](args)[0][0]
    rows = _deck_rows(scene, size)
    assert rows and all(d.inside for d in rows)
    small = fonts.font_for(scene.layout, "small")
    for d in rows:
        assert d.cut == (small.size(d.meant)[0] > d.box.width), d
    if size == (1920, 1080):
        assert not any(d.cut for d in rows)
        assert "2x Perplexing Tempest" in [d.shown for d in rows]


def test_a_deck_too_long_for_one_column_takes_two_and_cuts_what_does_not_fit() -> None:
    stack, scene = _builder("benders-1e/tacullu", "1e")  # with the Mercenaries: 25 cards to choose
    for cid in scene.model.allowed:
        for _ in range(4):
            scene.model.add(cid)
    rows = _deck_rows(scene, SIZE)
    xs = {d.box.x for d in rows}
    assert len(xs) == 2  # two columns
    assert any(d.cut for d in rows)
    small = fonts.font_for(scene.layout, "small")
    for d in rows:
        assert d.inside and d.cut == (small.size(d.meant)[0] > d.box.width), d


@pytest.mark.parametrize("state", ["open", "open-empty"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_open_screenshot_states_render_inside_their_boxes(tmp_path, state: str, size) -> None:
    from game.ui.screenshots import SCREENSHOT_SCENES, render_scenes

    args = argparse.Namespace(edition="2e", deck_state=state, card=None)
    scenes, prepare = SCREENSHOT_SCENES["deckbuilder"](args)
    listing = scenes[1]
    assert isinstance(listing, DeckOpenScene)
    assert (listing.rows == []) == (state == "open-empty")
    with recording() as drawn:
        out = render_scenes(scenes, size, tmp_path / f"{state}.png", prepare=prepare)
    assert out.exists()
    assert not list(decks_dir().glob("*"))  # made in memory: the player's folder is untouched
    mine = [d for d in drawn if d.role.startswith("open list")]
    assert mine and all(d.inside for d in mine)
    if state == "open":
        statuses = {r.status.split(":")[0] for r in listing.rows}
        assert statuses == {"Ready", "Not ready", "Cannot be opened"}


def test_the_keys_pick_a_row_and_enter_opens_it() -> None:
    _save("polar-dwarves/svara", "Alpha")
    second = _save("fallen-kingdom/ret-talus", "Beta")
    stack, scene = _builder()
    listing = _open(stack, scene)
    assert listing.table.selected is None  # this deck has no file: nothing picked yet
    stack.handle_event(key(pygame.K_DOWN))
    stack.handle_event(key(pygame.K_DOWN))
    assert listing.table.selected == 1 and stack.top is listing  # picking is not opening
    stack.handle_event(key(pygame.K_RETURN))
    assert stack.top is scene and scene.model.deck.path == second
    listing = _open(stack, scene)
    assert listing.table.selected == 1  # the deck open now is the one marked


def test_save_under_another_decks_name_asks_for_a_name_first() -> None:
    """Two saved decks of one name could not be told apart in Open or New game: a plain Save of a
    name another deck has asks for a name and writes nothing until one is free; a free name saves
    at once."""
    other = _save("fallen-kingdom/ret-talus", "Bones")
    stack, scene = _builder()
    _retype(stack, scene.name_input, "BONES")
    _click(stack, scene.buttons["save"].rect.center)
    ask = stack.top
    assert isinstance(ask, DeckNameScene) and "already called" in ask.note
    assert sorted(_files()) == ["bones.yaml"]  # nothing written yet
    _retype(stack, ask.field, "Bones")
    _click(stack, ask.ok.rect.center)
    assert stack.top is ask and ask.error == name_dialog.taken_text("Bones")
    _retype(stack, ask.field, "Frost")
    _click(stack, ask.ok.rect.center)
    assert stack.top is scene and scene.model.deck.name == "Frost"
    assert sorted(_files()) == ["bones.yaml", "frost.yaml"]
    assert catalog.load_player_deck(other).deck.name == "Bones"
    _retype(stack, scene.name_input, "Frost and ice")  # free: saved at once, in its own file
    _click(stack, scene.buttons["save"].rect.center)
    assert stack.top is scene and sorted(_files()) == ["bones.yaml", "frost.yaml"]
    assert catalog.load_player_deck(decks_dir() / "frost.yaml").deck.name == "Frost and ice"


def test_duplicate_picks_a_name_no_saved_deck_has() -> None:
    """Duplicate names the copy "<name> (copy)", then "(copy 2)" when that is taken (also when the
    deck duplicated is itself a copy)."""
    stack, scene = _builder()
    _retype(stack, scene.name_input, "Ice wall")
    _click(stack, scene.buttons["save"].rect.center)
    names = []
    for _ in range(2):
        _click(stack, scene.buttons["duplicate"].rect.center)
        names.append(scene.model.deck.name)
    assert names == ["Ice wall (copy)", "Ice wall (copy 2)"]
    saved = sorted(d.deck.name for d in deck_files.list_decks())
    assert saved == sorted(["Ice wall", "Ice wall (copy)", "Ice wall (copy 2)"])
