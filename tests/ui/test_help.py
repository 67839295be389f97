"""How to play: reachable from the title, the battle's Menu and H/F1 in battle; its figures come
from the ruleset being played; everything fits at the smallest and a large window."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.core.game import Game
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.help import CONTROLS, HelpScene, turn_lines
from game.ui.scenes.save_as import BattleMenuScene
from game.ui.scenes.title import TitleScene
from tests.factories import ruleset, test_setup


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _click(stack: SceneStack, pos) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_the_turn_is_told_with_the_rulesets_own_figures() -> None:
    """Rulebook, Turn Sequence: the phases in order, and 'Move up to 3 different units … 1 or 2
    spaces each'. A ruleset with other limits is described with its limits, not the 2E ones."""
    lines = dict(turn_lines(ruleset()))
    assert [h for h, _ in turn_lines(ruleset()) if h[:1].isdigit()] == [
        "1 Summon", "2 Move", "3 Build", "4 Attack", "5 Magic", "6 Draw"]
    assert lines["2 Move"].startswith("Move up to 3 units 1 or 2 spaces each")
    assert "up to 5 cards" in lines["6 Draw"]
    other = dict(turn_lines(ruleset(max_movers=4, move_distance=3, hand_size=6)))
    assert other["2 Move"].startswith("Move up to 4 units 1 or 3 spaces each")
    assert "up to 6 cards" in other["6 Draw"] and "up to 5" not in other["6 Draw"]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_row_fits_on_the_page(size) -> None:
    pygame.font.init()
    stack = SceneStack(size)
    stack.push(HelpScene(ruleset()))
    stack.draw(pygame.Surface(size))
    scene = stack.top
    assert scene.rows_shown == (len(turn_lines(ruleset())), len(CONTROLS))


def test_how_to_play_from_the_title_and_back() -> None:
    pygame.font.init()
    stack = SceneStack((1024, 640))
    title = TitleScene()
    stack.push(title)
    _click(stack, title.buttons["help"].rect.center)
    assert isinstance(stack.top, HelpScene)
    stack.handle_event(_key(pygame.K_ESCAPE))
    assert stack.top is title


def test_how_to_play_in_battle_by_key_and_from_the_menu() -> None:
    pygame.font.init()
    g = Game.new(replace(test_setup(3), ruleset=ruleset(max_movers=2)))
    stack = SceneStack((1024, 640))
    battle = BattleScene(g, BattleSession(pass_at_start=False))
    stack.push(battle)
    stack.update(0)
    stack.handle_event(_key(pygame.K_h))
    page = stack.top
    assert isinstance(page, HelpScene) and page.rules is g.setup.ruleset
    assert dict(turn_lines(page.rules))["2 Move"].startswith("Move up to 2 units")
    stack.handle_event(_key(pygame.K_h))
    assert stack.top is battle
    _click(stack, battle.menu_button.rect.center)
    menu = stack.top
    assert isinstance(menu, BattleMenuScene)
    _click(stack, menu.help_button.rect.center)
    assert isinstance(stack.top, HelpScene)
