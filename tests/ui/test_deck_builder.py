"""Issue 20, the Deck builder scene: a legal 2E deck built from an empty one by mouse, saved and
played; filters, search, the limits, the status, and Delete asking first."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.content import construction
from game.content.user_decks import decks_dir
from game.ui.app import App
from game.ui.deck_builder.name_dialog import DeckNameScene
from game.ui.deck_builder.open_list import DeckOpenScene
from game.ui.deck_builder.scene import DeckBuilderScene
from game.ui.flow import AppFlow
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.settings import Settings

SIZE = (1024, 640)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _click(stack: SceneStack, pos, button: int = 1) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    stack.update(1 / 60)


def _type(stack: SceneStack, field, text: str) -> None:
    """Click a text field, empty it with Backspace, type `text`."""
    _click(stack, field.rect.center)
    for _ in range(len(field.text)):
        stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="",
                                              scancode=0))
    for ch in text:
        stack.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert field.text == text


def _open_builder() -> tuple[AppFlow, DeckBuilderScene]:
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.resize(SIZE)
    title = flow.title_scene()
    app.stack.push(title)
    _click(app.stack, title.buttons["decks"].rect.center)
    scene = app.stack.top
    assert isinstance(scene, DeckBuilderScene)
    return flow, scene


def _count(scene: DeckBuilderScene, label: str) -> tuple[int, int]:
    c = next(c for c in scene.model.limits() if c.label == label)
    return (c.have, c.want)


def _builder(summoner: str = "") -> tuple[SceneStack, DeckBuilderScene]:
    stack = SceneStack(SIZE)
    scene = DeckBuilderScene(catalog.cards())
    stack.push(scene)
    if summoner:
        scene.choose_summoner(summoner)
    return stack, scene


def test_a_legal_2e_deck_built_by_mouse_is_saved_and_played_as_the_file() -> None:
    flow, scene = _open_builder()
    stack = flow.stack
    summoner = scene.model.deck.summoner
    assert scene.edition == "2e"
    kit = catalog.summoner_kit(summoner).copies()
    assert dict(scene.model.deck.cards) == kit  # the empty deck: the summoner's fixed cards only
    assert scene.model.problems()  # not ready yet
    target = dict(construction.preconstructed_for(summoner, catalog.decks()).cards)
    cards = catalog.cards()
    for cid, n in target.items():
        extra = n - kit.get(cid, 0)
        if extra <= 0:
            continue
        _type(stack, scene.search_input, cards[cid].name)
        for _ in range(extra):
            rect = scene.card_rect(cid)
            assert rect is not None, cid
            _click(stack, rect.center)
    assert scene.model.problems() == []
    _type(stack, scene.name_input, "Built by mouse")
    _click(stack, scene.buttons["save"].rect.center)
    path = scene.model.deck.path
    assert path is not None and path.parent == decks_dir() and path.exists()
    saved = catalog.load_player_deck(path)
    assert saved.ready and dict(saved.deck.cards) == target

    # Back to the title, New game, the saved deck for player 1, Start.
    _click(stack, scene.buttons["back"].rect.center)
    flow.open_new_game()
    ng = stack.top
    assert isinstance(ng, NewGameScene)
    choice = ng.columns[0].faction
    want = f"mine:{path.name}"
    for _ in range(len(choice.options)):
        if choice.value == want:
            break
        _click(stack, (choice.rect.right - 12, choice.rect.centery))
    assert choice.value == want
    _click(stack, ng.start.rect.center)
    battle = next(x for x in reversed(stack.scenes) if isinstance(x, BattleScene))
    assert battle.game.setup.players[0].deck == saved.deck.deck_list()


def test_filters_and_search_narrow_the_cards_shown() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    everything = {c.id for c in scene.model.browse()}
    assert "polar-dwarves/svara" not in everything  # fixed cards are not offered again
    _click(stack, scene.buttons["class"].rect.center)  # Any class -> Commons
    assert scene.buttons["class"].text == "Commons"
    shown = scene.model.browse()
    assert shown and all(c.unit_class == "common" for c in shown)
    _click(stack, scene.buttons["attack"].rect.center)  # Melee
    assert all(c.attack == "melee" for c in scene.model.browse())
    for _ in range(4):
        _click(stack, scene.buttons["class"].rect.center)
    assert scene.buttons["class"].text == "Any class"
    _click(stack, scene.buttons["attack"].rect.center)
    _click(stack, scene.buttons["attack"].rect.center)  # back to any attack
    assert scene.buttons["attack"].text == "Any attack"
    _click(stack, scene.buttons["cost"].rect.center)  # cost 0
    assert all(c.cost == 0 for c in scene.model.browse())
    for _ in range(6):
        _click(stack, scene.buttons["cost"].rect.center)
    assert scene.buttons["cost"].text == "Any cost"
    _type(stack, scene.search_input, "frost mage")
    assert [c.name for c in scene.model.browse()] == ["Frost Mage"]
    _type(stack, scene.search_input, "")
    _click(stack, scene.buttons["sort"].rect.center)
    names = [c.name for c in scene.model.browse()]
    assert names == sorted(names)


def test_counters_and_status_follow_the_deck() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    assert _count(scene, "Commons") == (0, 16)
    rect = scene.card_rect("polar-dwarves/frost-mage") or None
    if rect is None:
        _type(stack, scene.search_input, "Frost Mage")
        rect = scene.card_rect("polar-dwarves/frost-mage")
    for _ in range(5):
        _click(stack, rect.center)
    assert _count(scene, "Commons") == (5, 16)
    problems = scene.model.problems()
    assert problems[0] == "5 copies of Frost Mage besides 1 starting unit: at most 4 of each common unit"
    # Removing by a click on its row in the deck.
    _click(stack, scene.deck_row_rect("polar-dwarves/frost-mage").center)
    assert _count(scene, "Commons") == (4, 16)
    assert not any("Frost Mage" in p for p in scene.model.problems())
    # The summoner stays: a click on its row removes nothing.
    _click(stack, scene.deck_row_rect("polar-dwarves/svara").center)
    assert dict(scene.model.deck.cards)["polar-dwarves/svara"] == 1
    # Dragging a card from the deck out of the panel removes it too.
    row = scene.deck_row_rect("polar-dwarves/frost-mage")
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 300), rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(50, 300), button=1))
    assert _count(scene, "Commons") == (3, 16)
    scene.draw(pygame.Surface(SIZE))


def test_delete_asks_first() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    _type(stack, scene.name_input, "To delete")
    _click(stack, scene.buttons["save"].rect.center)
    path = scene.model.deck.path
    assert path.exists()
    _click(stack, scene.buttons["delete"].rect.center)
    ask = stack.top
    assert isinstance(ask, ConfirmScene) and path.exists()
    _click(stack, ask.no.rect.center)
    assert stack.top is scene and path.exists()
    _click(stack, scene.buttons["delete"].rect.center)
    _click(stack, stack.top.yes.rect.center)
    assert stack.top is scene and not path.exists()
    assert scene.message == "Deleted To delete."


def test_export_then_import_gives_the_same_deck(monkeypatch) -> None:
    from game.ui.deck_builder import scene as mod

    board: list[str] = []
    monkeypatch.setattr(mod, "clipboard_put", lambda t: board.append(t) or True)
    monkeypatch.setattr(mod, "clipboard_get", lambda: board[-1])
    stack, scene = _builder("polar-dwarves/svara")
    _click(stack, scene.buttons["precon"].rect.center)
    before = dict(scene.model.deck.cards)
    _click(stack, scene.buttons["export"].rect.center)
    assert board and board[-1].startswith("SWD1|2e|")
    scene.choose_summoner("polar-dwarves/svara")
    _click(stack, scene.buttons["import"].rect.center)
    assert dict(scene.model.deck.cards) == before


def test_right_click_or_hover_zooms_a_card_and_the_wheel_scrolls() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    first = scene.grid_layout()[0]
    _click(stack, first[0].center, button=3)
    assert scene.zoomed == first[1]
    _click(stack, (5, 630))  # any click closes the zoom, adding nothing
    assert scene.zoomed == ""
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=first[0].center, rel=(0, 0), buttons=(0, 0, 0)))
    stack.update(0.3)
    assert scene.zoomed == ""
    stack.update(0.4)
    assert scene.zoomed == first[1]  # hovered long enough
    scene.draw(pygame.Surface(SIZE))
    shown = len(scene.grid_layout())
    assert len(scene.model.browse()) > shown  # more than one screen of cards
    stack.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.scroll == 1 and scene.grid_layout()[0][1] != first[1]


def test_dragging_a_card_onto_the_deck_adds_it() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    rect, cid = scene.grid_layout()[0]
    before = scene.model.copies().get(cid, 0)
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.right.center, rel=(0, 0), buttons=(1, 0, 0)))
    assert scene.dragging
    scene.draw(pygame.Surface(SIZE))  # the card follows the pointer
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.right.center, button=1))
    assert scene.model.copies()[cid] == before + 1


def test_a_saved_deck_with_a_missing_card_opens_marked() -> None:
    import shutil
    from pathlib import Path

    decks_dir().mkdir(parents=True, exist_ok=True)
    src = Path(__file__).resolve().parents[1] / "content" / "decks" / "missing-card.yaml"
    shutil.copy(src, decks_dir() / "missing-card.yaml")
    stack, scene = _builder()
    _click(stack, scene.buttons["open"].rect.center)
    listing = stack.top
    assert isinstance(listing, DeckOpenScene)
    assert [r.path.name for r in listing.rows] == ["missing-card.yaml"]
    _click(stack, listing.table.row_rect(0).center)
    assert stack.top is scene
    assert scene.model.deck.path == decks_dir() / "missing-card.yaml"
    assert scene.model.deck.missing == ("polar-dwarves/snow-angel",)
    assert scene.deck_row_rect("polar-dwarves/snow-angel") is not None  # listed, marked missing
    assert scene.model.problems()[0] == "polar-dwarves/snow-angel: no such card; remove it or pick another"
    scene.draw(pygame.Surface(SIZE))
    before = scene.model.copies()["polar-dwarves/snow-angel"]
    _click(stack, scene.deck_row_rect("polar-dwarves/snow-angel").center)  # removes one copy
    assert scene.model.copies().get("polar-dwarves/snow-angel", 0) == before - 1


@pytest.mark.parametrize("state", ["browse", "problem", "ready"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_screenshot_states_render(tmp_path, state: str, size) -> None:
    import argparse

    from game.ui.screenshots import SCREENSHOT_SCENES, render_scenes

    args = argparse.Namespace(edition="2e", deck_state=state, card=None)
    scenes, prepare = SCREENSHOT_SCENES["deckbuilder"](args)
    scene = scenes[0]
    out = render_scenes(scenes, size, tmp_path / f"{state}.png", prepare=prepare)
    assert out.exists()
    problems = scene.model.problems()
    assert (problems == []) == (state == "ready")
    if state == "problem":
        assert any("at most 4 of each common unit" in p for p in problems)
    # Text stays in its box: the counters and the deck list lie inside the deck panel.
    for _, _, (x, y) in scene._counters():
        assert scene.right.collidepoint(x, y)
    for rect, _ in scene.deck_layout():
        assert scene.right.contains(rect)
    for rect, _ in scene.grid_layout():
        assert scene.grid.contains(rect)


def test_save_as_and_rename_ask_for_the_name_and_duplicate_copies() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    _type(stack, scene.name_input, "First")
    _click(stack, scene.buttons["save"].rect.center)
    first = scene.model.deck.path
    _click(stack, scene.buttons["save_as"].rect.center)
    ask = stack.top
    assert isinstance(ask, DeckNameScene) and ask.field.text == "First"  # holds the current name
    _type(stack, ask.field, "Second")
    _click(stack, ask.ok.rect.center)
    assert stack.top is scene
    second = scene.model.deck.path
    assert first.exists() and second.exists() and first != second
    assert catalog.load_player_deck(second).deck.name == "Second"
    assert catalog.load_player_deck(first).deck.name == "First"
    _click(stack, scene.buttons["rename"].rect.center)
    _type(stack, stack.top.field, "Third")
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert stack.top is scene
    third = scene.model.deck.path
    assert not second.exists() and third.exists()
    assert catalog.load_player_deck(third).deck.name == "Third"
    assert scene.name_input.text == "Third"
    _click(stack, scene.buttons["duplicate"].rect.center)
    assert scene.model.deck.name == "Third (copy)" and scene.model.deck.path.exists()


def test_leaving_with_unsaved_changes_asks_first() -> None:
    stack, scene = _builder("polar-dwarves/svara")
    rect, _ = scene.grid_layout()[0]
    _click(stack, rect.center)
    assert scene.model.dirty
    _click(stack, scene.buttons["back"].rect.center)
    ask = stack.top
    assert isinstance(ask, ConfirmScene)
    _click(stack, ask.no.rect.center)
    assert stack.top is scene
    _click(stack, scene.buttons["back"].rect.center)
    _click(stack, stack.top.yes.rect.center)
    assert scene not in stack.scenes


def test_export_without_a_clipboard_writes_a_file(monkeypatch) -> None:
    from game.ui.deck_builder import scene as mod

    monkeypatch.setattr(mod, "clipboard_put", lambda t: False)
    stack, scene = _builder("polar-dwarves/svara")
    _type(stack, scene.name_input, "Shared")
    _click(stack, scene.buttons["export"].rect.center)
    path = decks_dir() / "shared.txt"
    assert path.read_text(encoding="utf-8").startswith("SWD1|2e|Shared|polar-dwarves/svara|")
    assert scene.message == f"No clipboard here: wrote the deck's text to {path}."


def test_edition_and_summoner_buttons_start_from_the_summoners_fixed_cards() -> None:
    stack, scene = _builder()
    first = scene.model.deck.summoner
    _click(stack, scene.buttons["next"].rect.center)
    second = scene.model.deck.summoner
    assert second != first and second in catalog.summoners("2e")
    assert dict(scene.model.deck.cards) == catalog.summoner_kit(second).copies()
    _click(stack, scene.buttons["prev"].rect.center)
    assert scene.model.deck.summoner == first
    _click(stack, scene.buttons["edition"].rect.center)
    assert scene.buttons["edition"].text == "1st edition" and scene.model.deck.edition == "1e"
    summoner = scene.model.deck.summoner
    assert summoner in catalog.summoners("1e")
    assert dict(scene.model.deck.cards) == catalog.summoner_kit(summoner).copies()
    assert any(c.label == "Mercenaries" for c in scene.model.limits())
    scene.draw(pygame.Surface(SIZE))


def test_a_click_on_a_card_zoomed_by_hovering_adds_it_and_the_zoom_waits_for_the_mouse_to_move() -> None:
    """Found in the real window: resting on a card to read it, then clicking it, only closed the
    zoom, and the next frame zoomed it again, so the click never added the card. Now the click
    goes through to the card it zooms; the zoom comes back only after the mouse moves and rests
    again; a right-click zoom still closes on any click, adding nothing."""
    stack, scene = _builder("polar-dwarves/svara")
    rect, cid = next((r, c) for r, c in scene.grid_layout() if scene.cards[c].has_class("common"))
    before = scene.model.copies().get(cid, 0)
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    stack.update(0.7)
    assert scene.zoomed == cid
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    assert scene.model.copies().get(cid, 0) == before + 1 and scene.zoomed == ""
    stack.update(1.0)
    assert scene.zoomed == ""  # resting where it was clicked: no zoom over the card
    for _ in range(2):  # a second click adds a second copy
        stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
        stack.update(1.0)
    assert scene.model.copies().get(cid, 0) == before + 3 and scene.zoomed == ""
    nudge = (rect.centerx + 2, rect.centery)
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=nudge, rel=(2, 0), buttons=(0, 0, 0)))
    stack.update(0.3)
    assert scene.zoomed == ""  # the rest starts again after the move
    stack.update(0.4)
    assert scene.zoomed == cid
    _click(stack, (5, 630))  # a click elsewhere closes it and adds nothing
    assert scene.zoomed == "" and scene.model.copies().get(cid, 0) == before + 3
    _click(stack, rect.center, button=3)  # a right-click zoom: a left click on it only closes it
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    assert scene.zoomed == "" and scene.model.copies().get(cid, 0) == before + 3
