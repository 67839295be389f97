"""Issue 42, "Seeing the board": a tooltip belongs to the scene on top and the pointer.

A new player saw the Menu button's tooltip stay over the Save dialog and after it closed, and a
replay timeline tooltip stay. The class: when a scene is pushed over another, or popped, or the
pointer leaves the window, no tooltip of a scene below (or of a place the pointer has left)
stays. And a click on Menu during an animation skipped the animation only: a click on a button
does what the button says (skip the animation and open the Menu).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import legal_commands
from game.ui.battle.session import BattleSession
from game.ui.flow import new_game, play_random
from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.save_as import BattleMenuScene, SaveAsScene
from game.ui.text import recording_renders
from game.ui.widgets import Button, draw_tooltip
from game.ui.widgets.tooltip import HOVER_DELAY
from tests.ui.input_events import down, key, motion, up

SIZE = (1280, 800)
MENU_TIP = "How to play, settings, saving, or leave to the main menu"


def _attack_ready(game: Game) -> bool:
    s = game.state
    return s.over or (s.pending is None and any(isinstance(c, cmds.Attack) for c in legal_commands(s)))


def _battle(factor: float | None = None) -> tuple[SceneStack, BattleScene]:
    pygame.font.init()
    game = new_game(("polar-dwarves", "phoenix-elves"), seed=3)
    play_random(game, 5, 3, stop=_attack_ready)
    stack = SceneStack(SIZE)
    sc = BattleScene(game, BattleSession(pass_at_start=False, save_as=lambda g, name: Path("unused")),
                     animation_factor=factor)
    stack.push(sc)
    stack.update(0)
    return stack, sc


def _drawn(stack: SceneStack) -> str:
    """Every string drawn in a frame of `stack`, one after the other (a tooltip's wrapped
    lines read as its text)."""
    with recording_renders() as out:
        stack.draw(pygame.Surface(SIZE))
    return " ".join(out)


def _click(stack: SceneStack, pos: tuple[int, int]) -> None:
    for e in (motion(pos), down(pos), up(pos)):
        stack.handle_event(e)


def test_the_menu_tooltip_does_not_stay_over_the_save_dialog_nor_after_it() -> None:
    stack, sc = _battle()
    menu = sc.menu_button.rect.center
    stack.handle_event(motion(menu))
    stack.update(HOVER_DELAY + 0.05)
    assert MENU_TIP in _drawn(stack)  # the tooltip shows while the pointer rests on Menu
    _click(stack, menu)
    assert isinstance(stack.top, BattleMenuScene)
    stack.update(1.0)
    assert MENU_TIP not in _drawn(stack), "Menu's tooltip over the menu it opened"
    save = stack.top.save_button.rect.center
    _click(stack, save)
    assert isinstance(stack.top, SaveAsScene)
    stack.update(1.0)
    assert MENU_TIP not in _drawn(stack), "Menu's tooltip over the Save dialog"
    stack.handle_event(key(pygame.K_ESCAPE))  # the dialog closes, the pointer where Save was
    assert stack.top is sc
    stack.update(1.0)
    assert MENU_TIP not in _drawn(stack), "Menu's tooltip after the dialog closed"
    # Back on Menu and resting there, its tooltip shows again.
    stack.handle_event(motion(menu))
    stack.update(HOVER_DELAY + 0.05)
    assert MENU_TIP in _drawn(stack)


def test_no_tooltip_stays_when_the_pointer_leaves_the_window_even_during_an_animation() -> None:
    stack, sc = _battle(factor=1.0)
    attack = next(c for c in legal_commands(sc.game.state) if isinstance(c, cmds.Attack))
    assert sc.submit(attack) and sc.busy
    stack.handle_event(motion(sc.menu_button.rect.center))
    sc.menu_button.update(HOVER_DELAY + 0.05)
    assert sc.menu_button.tooltip()
    stack.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    assert not sc.menu_button.tooltip()
    assert MENU_TIP not in _drawn(stack)


def test_a_scene_below_the_top_one_draws_no_tooltip() -> None:
    """Whatever a covered scene thinks is hovered, its tooltips are not drawn over the scene
    on top (the rule lives in the stack, for every scene)."""

    class Stubborn(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            draw_tooltip(surface, "stale words", pygame.Rect(10, 10, 50, 20), self.layout)

    class Modal(Scene):
        draws_below = True

    pygame.font.init()
    stack = SceneStack(SIZE)
    stack.push(Stubborn())
    assert "stale words" in _drawn(stack)
    stack.push(Modal())
    assert "stale words" not in _drawn(stack)
    stack.pop()
    assert "stale words" in _drawn(stack)


def test_a_scene_uncovered_hovers_where_the_pointer_is_now() -> None:
    """A button hovered when a scene was opened over it is no longer hovered once that scene
    is gone, if the pointer moved away meanwhile; and hovered again if it came back."""

    class Buttons(Scene):
        def __init__(self) -> None:
            super().__init__()
            self.button = Button("B", None, rect=(100, 100, 80, 30), tooltip="words")

        def handle_event(self, event: pygame.event.Event) -> bool:
            return self.button.handle_event(event)

    class Modal(Scene):
        draws_below = True

    pygame.font.init()
    stack = SceneStack(SIZE)
    below = Buttons()
    stack.push(below)
    stack.handle_event(motion((120, 110)))
    assert below.button.hovered
    stack.push(Modal())
    assert not below.button.hovered  # the pointer is on the scene on top now
    stack.handle_event(motion((600, 500)))
    stack.pop()
    assert not below.button.hovered
    stack.push(Modal())
    stack.handle_event(motion((120, 110)))
    stack.pop()
    assert below.button.hovered


def test_the_replay_timeline_tooltip_does_not_stay() -> None:
    """The pointer resting on the replay's timeline shows where it would jump; with a scene
    opened over the replay (How to play) the words are gone, and they do not come back when
    it closes with the pointer elsewhere."""
    from game.ui.replay.scene import ReplayScene

    pygame.font.init()
    game = new_game(("polar-dwarves", "phoenix-elves"), seed=3)
    play_random(game, 4, 3)
    stack = SceneStack(SIZE)
    sc = ReplayScene(game)
    stack.push(sc)
    stack.update(0)
    point = sc.slider.rect.center
    stack.handle_event(motion(point))
    stack.update(HOVER_DELAY + 0.05)
    tip = sc.slider.tooltip()
    assert tip and tip in _drawn(stack)
    from game.ui.scenes.help import HelpScene

    stack.push(HelpScene(game.setup.ruleset))
    stack.update(1.0)
    assert tip not in _drawn(stack)
    stack.handle_event(motion((5, 5)))
    stack.pop()
    stack.update(1.0)
    assert tip not in _drawn(stack)
    stack.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    assert not sc.slider.tooltip()


def test_a_click_on_menu_during_an_animation_skips_it_and_opens_the_menu() -> None:
    stack, sc = _battle(factor=1.0)
    attack = next(c for c in legal_commands(sc.game.state) if isinstance(c, cmds.Attack))
    assert sc.submit(attack) and sc.busy
    playing = sc.queue.current
    _click(stack, sc.menu_button.rect.center)
    assert sc.queue.current is not playing, "the animation was skipped"
    assert isinstance(stack.top, BattleMenuScene), "and the Menu opened"


def test_a_click_elsewhere_during_an_animation_only_skips_it() -> None:
    stack, sc = _battle(factor=1.0)
    attack = next(c for c in legal_commands(sc.game.state) if isinstance(c, cmds.Attack))
    assert sc.submit(attack) and sc.busy
    playing = sc.queue.current
    _click(stack, sc.board.rect.center)
    assert sc.queue.current is not playing
    assert stack.top is sc
