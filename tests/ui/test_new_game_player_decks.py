"""Issue 20, "Using decks": New game offers the preconstructed decks and the player's own; only
ready ones can start, others show why; the game's deck is the file's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game.catalog import load_player_deck as load_deck
from game.content.user_decks import decks_dir
from game.ui.app import App
from game.ui.flow import AppFlow
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.settings import Settings

SIZE = (1280, 800)
DECKS = Path(__file__).resolve().parents[1] / "content" / "decks"


@pytest.fixture(autouse=True)
def _player_decks():
    pygame.font.init()
    decks_dir().mkdir(parents=True, exist_ok=True)
    for name in ("good-2e.yaml", "missing-card.yaml"):
        shutil.copy(DECKS / name, decks_dir() / name)
    yield


def _click(stack: SceneStack, pos) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    stack.update(1 / 60)


def _pick(stack: SceneStack, choice, value: str) -> None:
    """Click the choice's ▶ arrow until it shows `value`, as a player would."""
    for _ in range(len(choice.options)):
        if choice.value == value:
            return
        _click(stack, (choice.rect.right - 12, choice.rect.centery))
    assert choice.value == value


def _new_game() -> AppFlow:
    app = App(Settings())
    flow = AppFlow(app)
    app.stack.resize(SIZE)
    app.stack.push(flow.title_scene())
    flow.open_new_game()
    return flow


def test_new_game_offers_the_players_decks_and_starts_a_ready_one() -> None:
    flow = _new_game()
    stack = flow.stack
    scene = stack.top
    assert isinstance(scene, NewGameScene)
    options = dict(scene.columns[0].faction.options)
    assert options["mine:good-2e.yaml"] == "Cold Feet (yours)"
    assert options["mine:missing-card.yaml"] == "Cold Hands (to fix)"
    assert "polar-dwarves" in options  # the preconstructed decks stay

    _pick(stack, scene.columns[0].faction, "mine:missing-card.yaml")
    assert not scene.start.enabled
    assert scene.start.disabled_reason == (
        "Player 1's deck is not ready: unknown card 'polar-dwarves/snow-angel' (did you mean "
        "'polar-dwarves/frost-mage'?)")
    _click(stack, scene.start.rect.center)
    assert stack.top is scene  # no game starts with it
    scene.draw(pygame.Surface(SIZE))  # the reason is drawn where the description goes

    _pick(stack, scene.columns[0].faction, "mine:good-2e.yaml")
    assert scene.start.enabled
    _click(stack, scene.start.rect.center)
    battle = next(x for x in reversed(stack.scenes) if isinstance(x, BattleScene))
    want = load_deck(decks_dir() / "good-2e.yaml").deck.deck_list()
    assert battle.game.setup.players[0].deck == want
    assert battle.game.setup.ruleset.edition == "2e"
