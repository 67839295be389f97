"""Driving the Warrior table as a player does: the gestures (clicks and drags) that give each
command, and a loop that plays a game through the scene stack to its game-over screen."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ui.scene_stack import SceneStack
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.warrior.game_over import WarriorGameOverScene
from game.ui.warrior.seats import SeatSpec
from game.ui.warrior.start import new_match
from game.ui.warrior.table_layout import DISCARD, DRAW
from game.ui.warrior.table_scene import WarriorTableScene
from game.warrior.core import commands as cmds
from tests.ui.input_events import down, up
from tests.ui.input_events import move as motion  # a drag's step: the button is held

SIZE = (1280, 720)


def click(stack: SceneStack, pos: tuple[int, int]) -> None:
    for e in (motion(pos), down(pos), up(pos)):
        stack.handle_event(e)


def drag(stack: SceneStack, a: tuple[int, int], b: tuple[int, int]) -> None:
    stack.handle_event(motion(a))
    stack.handle_event(down(a))
    for k in range(1, 6):
        stack.handle_event(motion((a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5)))
    stack.handle_event(up(b))


def table_stack(names: Sequence[str], levels: Sequence[str | None], seed: int = 3,
                speed: float | None = None) -> tuple[SceneStack, WarriorTableScene]:
    match = new_match(tuple(names), seed)
    seats = [SeatSpec(n, lv, 100 + i) for i, (n, lv) in enumerate(zip(names, levels, strict=True))]
    scene = WarriorTableScene(match, seats, animation_factor=speed)
    stack = SceneStack(SIZE)
    stack.push(scene)
    return stack, scene


def gesture(stack: SceneStack, scene: WarriorTableScene, command: cmds.Command, rng: random.Random) -> None:
    """Give `command` with the pointer, as a player would (a click or a drag, at random)."""
    tl = scene.table_layout()
    if isinstance(command, cmds.TurnColumnFaceUp):
        click(stack, tl.columns[(command.seat, command.column)].center)
    elif isinstance(command, cmds.DrawFromDrawPile):
        if rng.random() < 0.5:
            click(stack, tl.piles[DRAW].center)
        else:
            drag(stack, tl.piles[DRAW].center, tl.drawn.center)
    elif isinstance(command, cmds.DrawFromDiscardPile):
        click(stack, tl.piles[DISCARD].center)
    elif isinstance(command, cmds.SwapIntoArmy):
        target = tl.slots[(command.seat, command.row, command.column)].center
        if rng.random() < 0.7:
            drag(stack, tl.drawn.center, target)
        else:
            click(stack, target)
    elif isinstance(command, cmds.DiscardDrawnCard):
        drag(stack, tl.drawn.center, tl.piles[DISCARD].center)
    elif isinstance(command, cmds.BeatWarDrums):
        click(stack, scene.drums.rect.center)
    else:
        raise AssertionError(command)


def play_to_the_end(stack: SceneStack, scene: WarriorTableScene, seed: int = 1, limit: int = 60_000,
                    check=None) -> WarriorGameOverScene:
    """Play the scene's game through the stack (people by gestures, computers by their
    workers) until its game-over screen shows; `check(scene)` runs before each person's move."""
    rng = random.Random(seed)
    for _ in range(limit):
        top = stack.top
        if isinstance(top, WarriorGameOverScene):
            return top
        if isinstance(top, PassDeviceScene):
            stack.update(1.0)
            click(stack, top.button.rect.center)
            continue
        stack.update(1 / 30)
        if scene.controller() is None:
            if scene.thinking is not None:
                time.sleep(0.0005)
            continue
        if check is not None:
            check(scene)
        legal = scene.legal()
        # People beat the drums now and then, as the random computers do.
        drums = [c for c in legal if isinstance(c, cmds.BeatWarDrums)]
        others = [c for c in legal if not isinstance(c, cmds.BeatWarDrums)]
        command = drums[0] if drums and rng.random() < 0.2 else rng.choice(others or legal)
        before = len(scene.match.log)
        gesture(stack, scene, command, rng)
        assert len(scene.match.log) == before + 1, f"the gesture for {command} gave no command"
        assert scene.match.commands[-1] == command
    raise AssertionError("the game did not end")
