"""`summoner-wars bench --only ui`: the battle scene's frame time at 1024 x 640, 1280 x 800 and
1920 x 1080 in a late-game position (a full board), measured while an attack animates (dice
tumbling and settling, damage popping). Targets: median under 4 ms, 99th percentile under 12 ms.

Each frame is update + draw into an offscreen surface (no display flip: that is the driver's
time, not ours). Reported in milliseconds: median and 99th percentile.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
FRAMES = 600


def _full_board_game(seed: int):
    """A game some turns in, with many cards on the battlefield and an attack available."""
    from game.core import commands as cmds
    from game.core.legal import legal_commands
    from game.ui.screenshots import play_random, screenshot_game

    best = None
    for k in range(20):
        game = screenshot_game(seed + k, 12)

        def ready(g) -> bool:
            s = g.state
            return s.over or (
                len(s.board) >= 14
                and s.pending is None
                and any(isinstance(c, cmds.Attack) for c in legal_commands(s))
            )

        play_random(game, 10_000, seed + k, stop=ready)
        if not game.state.over:
            return game
        best = best or game
    return best


def bench_ui(args: argparse.Namespace | None = None) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    seed = getattr(args, "seed", 1) if args is not None else 1
    game = _full_board_game(seed)
    out: dict = {"cards_on_board": len(game.state.board), "turn": game.state.turn.number}
    for size in SIZES:
        label = f"{size[0]}x{size[1]}"
        for k, v in _attack_frames(game, size).items():
            out[f"{k} @{label}"] = v
    out.update(_idle_cpu(game))
    return out


def _idle_cpu(game, size: tuple[int, int] = (1280, 800), seconds: float = 3.0) -> dict:
    """The real window loop (`App.run`) on the battle with nothing moving and no input: the CPU
    share of one core it takes once it has gone idle (target: under 5%)."""
    import threading

    from game.ui import app as app_module
    from game.ui.app import App
    from game.ui.screenshots import battle_for_screenshot
    from game.ui.settings import Settings

    app = App(Settings(window_width=size[0], window_height=size[1], sound=False))
    scene = battle_for_screenshot(game, factor=None)
    marks: dict[str, float] = {}
    settle = app_module.IDLE_AFTER + 0.5

    def start() -> None:
        marks["wall"], marks["cpu"] = time.perf_counter(), time.process_time()

    def stop() -> None:
        marks["wall_end"], marks["cpu_end"] = time.perf_counter(), time.process_time()
        app.stack.quit_requested = True

    timers = [threading.Timer(settle, start), threading.Timer(settle + seconds, stop)]
    for t in timers:
        t.start()
    app.run(scene)
    for t in timers:
        t.join()
    wall = marks["wall_end"] - marks["wall"]
    cpu = marks["cpu_end"] - marks["cpu"]
    return {"idle_cpu_percent_of_a_core @1280x800": 100 * cpu / wall if wall > 0 else 0.0}


def _attack_frames(game, size: tuple[int, int]) -> dict:
    """Frame times of `FRAMES` frames of attack animations on `game` at `size`; the game is put
    back as it was."""
    import pygame

    from game.ui.scene_stack import SceneStack
    from game.ui.screenshots import battle_for_screenshot

    scene = battle_for_screenshot(game, factor=1.0)
    stack = SceneStack(size)
    stack.push(scene)
    surface = pygame.Surface(size)
    start = game.state.clone()
    log_len = len(game.log)
    times: list[float] = []
    cpu: list[float] = []
    restarts = -1  # the first attack warms the caches (card faces, dice) and is not timed
    dt = 1 / 60
    while len(times) < FRAMES:
        if not scene.busy:
            if not restart_attack(game, scene, start, log_len):
                break
            restarts += 1
        t0, c0 = time.perf_counter(), time.process_time()
        stack.update(dt)
        stack.draw(surface)
        if restarts > 0:
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
    del game.log[log_len:]
    game.state = start
    stack.clear()
    return {
        "frames": len(times),
        "frame_ms_median": _median(times),
        "frame_ms_p99": _p99(times),
        # CPU time of this process per frame: the same figure without other programs' share
        # of a busy machine.
        "frame_cpu_ms_median": _median(cpu),
        "frame_cpu_ms_p99": _p99(cpu),
    }


def restart_attack(game, scene, start, log_len: int) -> bool:
    """Put the game back before the attack (`start`, its log cut to `log_len`) and attack again,
    so every measured frame is one of an attack animation; False when no attack can start."""
    from game.ui.screenshots import start_attack_animation

    del game.log[log_len:]
    game.state = start.clone()
    scene.reset_display()
    return start_attack_animation(scene, progress=0.0)


def _median(xs: list[float]) -> float:
    return statistics.median(xs) if xs else 0.0


def _p99(xs: list[float]) -> float:
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(len(ys) * 0.99))]
