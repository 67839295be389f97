"""Issue 17: card files that were skipped are shown on the title screen (a notice and a window
with their messages), and the New game screen reloads the player's card folder with R."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest
from ui_helpers import click, key

from game import catalog, paths
from game.ui.app import App, render_scene_to_png
from game.ui.flow import AppFlow
from game.ui.scene_stack import SceneStack
from game.ui.scenes.message import MessageScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.title import TitleScene, skipped_text
from game.ui.settings import Settings

BROKEN = Path(__file__).resolve().parents[1] / "content" / "broken"
PROBLEMS = [
    "my/elves.yaml:14: cards[2].lfe: unknown field 'lfe' (did you mean 'life'?)",
    "my/elves.yaml:9: cards[2].life: missing required field (a common unit needs it)",
    "my/orcs.yaml:13: cards[0].life: must be 99 or less, got a number with 21 digits",
]


@pytest.fixture(autouse=True)
def _fresh_catalog():
    catalog.reload()
    yield
    catalog.reload()


def _user_cards() -> Path:
    d = paths.user_cards_dir()
    d.mkdir(parents=True, exist_ok=True)
    return d


def test_title_says_how_many_files_were_skipped_and_opens_their_messages() -> None:
    stack = SceneStack()
    t = stack.push(TitleScene(skipped_files=lambda: PROBLEMS))
    assert t.skipped_button.visible
    surface = pygame.Surface(stack.size)
    t.draw(surface)
    click(t, t.skipped_button.rect.center)
    window = stack.top
    assert isinstance(window, MessageScene)
    assert window.title == "2 card files were skipped"
    assert window.text.splitlines()[:3] == PROBLEMS
    stack.pop()
    t.handle_event(key(pygame.K_w))  # the W key opens it too
    assert isinstance(stack.top, MessageScene)


def test_title_has_no_notice_when_nothing_was_skipped() -> None:
    stack = SceneStack()
    t = stack.push(TitleScene(skipped_files=lambda: []))
    assert not t.skipped_button.visible
    t.handle_event(key(pygame.K_w))
    assert stack.top is t


def test_the_window_lists_a_bounded_number_of_bounded_lines() -> None:
    many = [f"f{i}.yaml:1: name: " + "x" * 10_000 for i in range(100)]
    lines = skipped_text(many).splitlines()
    assert len(lines) < 40 and max(len(ln) for ln in lines) <= 240
    assert "… and 70 more." in lines


def test_the_game_title_screen_reads_the_skipped_files_of_the_user_folder(tmp_path) -> None:
    shutil.copy(BROKEN / "out-of-range.yaml", _user_cards() / "titan.yaml")
    flow = AppFlow(App(Settings()))
    t = flow.title_scene()
    stack = SceneStack()
    stack.push(t)
    assert t.skipped and all("titan.yaml" in p for p in t.skipped)
    render_scene_to_png(flow.title_scene, (1280, 800), tmp_path / "title.png")


def test_r_on_new_game_reloads_the_user_card_folder_keeping_choices() -> None:
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.push(flow.title_scene())
    flow.open_new_game()
    first = app.stack.top
    assert isinstance(first, NewGameScene)
    assert "my-vanguards" not in first.decks
    first.columns[0].name.set_text("Ada")
    # A new faction appears in the card folder while the game runs.
    text = (paths.cards_dir() / "2e" / "vanguards.yaml").read_text(encoding="utf-8")
    _user_cards().joinpath("mine.yaml").write_text(
        text.replace("vanguards", "my-vanguards").replace("name: Vanguards", "name: My Vanguards")
    )
    first.handle_event(key(pygame.K_r))
    second = app.stack.top
    assert isinstance(second, NewGameScene) and second is not first
    assert len(app.stack) == 2  # replaced, not stacked
    assert "my-vanguards" in second.decks
    assert second.columns[0].name.text == "Ada"
    assert second.notice == "Cards reloaded"


def test_r_while_typing_a_name_is_a_letter_not_a_reload() -> None:
    reloads = []
    scene = NewGameScene({}, {}, on_start=lambda c: None, on_reload=reloads.append)
    SceneStack().push(scene)
    scene.columns[0].name.focused = True
    scene.handle_event(key(pygame.K_r))
    assert reloads == []
    scene.columns[0].name.focused = False
    scene.handle_event(key(pygame.K_r))
    assert len(reloads) == 1


def test_a_reload_that_finds_a_broken_file_says_so(tmp_path) -> None:
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.push(flow.title_scene())
    flow.open_new_game()
    shutil.copy(BROKEN / "too-long.yaml", _user_cards() / "chatter.yaml")
    app.stack.top.handle_event(key(pygame.K_r))
    assert app.stack.top.notice == "Cards reloaded · 1 file skipped (see the title screen)"
    render_scene_to_png(lambda: app.stack.top, (1280, 800), tmp_path / "new-game.png")
