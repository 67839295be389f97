"""Games, bots and pictures for the computer-player window tests (a uniquely named helper module).

Run as a script to render the screens the brief asks for:

    python tests/ui/ai/ai_ui_support.py /tmp/ai-ui-shots
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai.easy import EasyBot  # noqa: E402
from game.core.commands import Command  # noqa: E402
from game.core.game import Game  # noqa: E402
from game.core.legal import acting_player  # noqa: E402
from game.core.state import GameState  # noqa: E402
from game.ui.battle.session import BattleSession, Seat  # noqa: E402
from game.ui.flow import new_game  # noqa: E402
from game.ui.scene_stack import SceneStack  # noqa: E402
from game.ui.scenes.battle import BattleScene  # noqa: E402

SIZES = [(1024, 640), (1920, 1080)]
DECKS = ("polar-dwarves", "fallen-kingdom")
FRAME_THREADS: set[int] = set()  # idents of threads that ran a frame (filled by SpyBot users)


class GateBot:
    """A bot that waits for `release` before deciding (as EasyBot): a computer player caught
    in the middle of thinking, for pictures and for tests of what the window does meanwhile."""

    name = "gate"

    def __init__(self, seed: int = 1) -> None:
        self.inner = EasyBot(seed)
        self.release = threading.Event()
        self.asked = 0
        self.threads: set[int] = set()

    def choose(self, state: GameState, player: int) -> Command:
        self.asked += 1
        self.threads.add(threading.get_ident())
        self.release.wait(30)
        return self.inner.choose(state, player)


class SpyBot:
    """Wraps a bot and records which threads it decided on and how long each decision took."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name = getattr(inner, "name", "bot")
        self.seed = getattr(inner, "seed", 0)
        self.threads: set[int] = set()
        self.calls = 0

    def choose(self, state: GameState, player: int) -> Command:
        self.threads.add(threading.get_ident())
        self.calls += 1
        return self.inner.choose(state, player)


def shipped_game(seed: int = 4, names: tuple[str, str] = ("Ella", "Toby")) -> Game:
    return new_game(DECKS, seed=seed, names=names)


def stack_with(scene, size=(1024, 640)) -> SceneStack:
    pygame.font.init()
    stack = SceneStack(size)
    stack.push(scene)
    stack.update(0)
    return stack


def watching_scene(size=(1024, 640), seed: int = 4) -> tuple[BattleScene, GateBot, SceneStack]:
    """Computer against computer (both held mid-thought): what a watcher sees."""
    from game.ui.flow import play_random

    game = shipped_game(seed, names=("North", "South"))
    play_random(game, 3, seed)
    gate = GateBot()
    session = BattleSession(seats=("bot", "bot"), bots={0: gate, 1: gate},
                            seat_specs=(Seat.computer("normal", 3), Seat.computer("easy", 4)))
    scene = BattleScene(game, session, animation_factor=1.0)
    stack = stack_with(scene, size)
    for _ in range(40):
        stack.update(1 / 30)
    return scene, gate, stack


def game_at_bots_turn(seed: int = 4) -> Game:
    """A shipped game played at random from turn 1 until seat 1 (Toby) is to act, with no
    question open (the first seed from `seed` on that gets there)."""
    from game.ui.flow import play_random

    for k in range(20):
        game = shipped_game(seed + k)
        play_random(game, 2, seed + k, stop=lambda g: g.state.turn.number >= 2 and acting_player(g.state) == 1
                    and g.state.pending is None)
        if not game.state.over and acting_player(game.state) == 1:
            break
    return game


def bot_turn_scene(size=(1024, 640), seed: int = 4) -> tuple[BattleScene, GateBot, SceneStack]:
    """A human (Ella) against a computer (Toby, Hard) whose bot is held mid-thought on its turn:
    the human plays random commands until it is Toby's turn."""
    game = game_at_bots_turn(seed)
    gate = GateBot()
    session = BattleSession(
        seats=("human", "bot"), bots={1: gate}, seat_specs=(Seat(), Seat.computer("hard", 7)),
    )
    scene = BattleScene(game, session, animation_factor=1.0)
    stack = stack_with(scene, size)
    for _ in range(5):
        stack.update(1 / 60)
    return scene, gate, stack


def new_game_scene_with_hard():
    from game.ui.app import App
    from game.ui.flow import AppFlow
    from game.ui.settings import Settings

    flow = AppFlow(App(Settings()))
    scene = flow.new_game_scene()
    choice = scene.columns[1].controller
    while choice.value != "hard":
        choice.adjust(1)  # as a click on the value does
    return scene


def render(stack: SceneStack, path: Path) -> Path:
    surface = pygame.Surface(stack.size)
    stack.draw(surface)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path


def render_all(out: Path) -> list[Path]:
    pygame.init()
    paths = []
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        stack = stack_with(new_game_scene_with_hard(), size)
        paths.append(render(stack, out / f"new_game_hard_{tag}.png"))
        stack.clear()
        scene, gate, stack = bot_turn_scene(size)
        for _ in range(40):  # let the turn banner finish; the bot keeps thinking
            stack.update(1 / 30)
        paths.append(render(stack, out / f"battle_bot_thinking_{tag}.png"))
        gate.release.set()
        stack.clear()
        scene, gate, stack = watching_scene(size)
        paths.append(render(stack, out / f"battle_watching_{tag}.png"))
        gate.release.set()
        stack.clear()
    return paths


if __name__ == "__main__":
    for p in render_all(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ai-ui-shots")):
        print(p)
