"""The replay viewer's jump to the middle of a long game, for `summoner-wars bench --only saves`.

Measured on the viewer itself (offscreen, 1280 x 800): `jump` is the slider's work (the state
from the timeline's nearest snapshot, the display reset, the log's sentences up to there);
`jump_and_draw` adds the frame that shows it. Milliseconds, medians.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from game.benchmarks.measure import median_ms

SIZE = (1280, 800)


def bench_replay_jump(args: argparse.Namespace | None = None, game: Any = None) -> dict[str, Any]:
    """`game`: a finished game to use (else a 40-turn one is played, as the saves bench does)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.replay.scene import ReplayScene
    from game.ui.scene_stack import SceneStack

    if game is None:
        from game.benchmarks.long_game import long_game

        _label, game = long_game(getattr(args, "seed", 1) or 1)
    pygame.init()
    t0 = time.perf_counter()
    scene = ReplayScene(game)
    open_ms = (time.perf_counter() - t0) * 1000
    stack = SceneStack(SIZE)
    stack.push(scene)
    surface = pygame.Surface(SIZE)
    stack.draw(surface)  # warm the card and text caches
    m = scene.model
    middle = (m.start + m.total) // 2
    targets = [middle + k for k in range(-6, 7)]  # not one cached spot: snapshots differ
    it = iter(targets * 10)

    def jump() -> None:
        scene.jump(next(it))

    def jump_and_draw() -> None:
        scene.jump(next(it))
        stack.draw(surface)

    jump_ms = median_ms(jump, 25)
    draw_ms = median_ms(jump_and_draw, 25)
    scene.set_mode(0)
    view_ms = median_ms(jump_and_draw, 25)
    stack.clear()
    return {
        "replay_viewer_open_ms (timeline + narrated log)": open_ms,
        "replay_jump_to_middle_ms": jump_ms,
        "replay_jump_and_draw_ms (1280x800)": draw_ms,
        "replay_jump_and_draw_ms (one player's view)": view_ms,
        "replay_turns": game.state.turn.number,
        "replay_events": m.total,
    }
