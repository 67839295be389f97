"""Games and scenes for the replay, save and undo tests (a uniquely named helper module)."""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pygame

from game.core.game import Game
from game.paths import examples_dir
from game.persist.saves import load_save
from game.ui.flow import new_game, play_random
from game.ui.scene_stack import SceneStack
from tests.ui.input_events import down, motion, up
from tests.ui.input_events import key as key  # the tests take it from here

SIZES = [(1024, 640), (1920, 1080)]
DECKS = ("polar-dwarves", "fallen-kingdom")


def example_path():
    return sorted(examples_dir().glob("example-*.json"))[0]


@functools.cache
def _example_game() -> Game:
    return load_save(example_path()).game


def example_game() -> Game:
    """The shipped example (a finished game). Shared between tests: never submit to it."""
    return _example_game()


def game_where(pred, seeds=range(1, 80), turns: int = 0) -> Game:
    """A game of the shipped decks played by random bots until `pred(game)` holds."""
    for seed in seeds:
        g = new_game(DECKS, seed=seed, names=("Ella", "Toby"))
        play_random(g, turns, seed, stop=lambda game: game.state.over or pred(game))
        if not g.state.over and pred(g):
            return g
    raise AssertionError("no such position in the seeds tried")


def stack_with(scene, size=(1024, 640)) -> SceneStack:
    pygame.font.init()
    stack = SceneStack(size)
    stack.push(scene)
    stack.update(0)
    return stack


def text(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def click(stack, pos) -> None:
    for e in (motion(pos), down(pos), up(pos)):
        stack.handle_event(e)
    stack.update(1 / 60)


def save_shot(stack, name: str, folder: Path) -> Path:
    """Draw the stack to `folder`/NAME-WxH.png; with SUMMONER_WARS_SHOTS set, to that folder
    instead (to look at the screens by eye)."""
    folder = Path(os.environ.get("SUMMONER_WARS_SHOTS") or folder)
    folder.mkdir(parents=True, exist_ok=True)
    surface = pygame.Surface(stack.size)
    stack.draw(surface)
    out = folder / f"{name}-{stack.size[0]}x{stack.size[1]}.png"
    pygame.image.save(surface, str(out))
    return out
