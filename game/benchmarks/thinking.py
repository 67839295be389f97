"""`summoner-wars bench --only thinking`: the battle scene's frame times at 1280 x 800 while a
Hard bot thinks (issue 23: "a window that never stutters"; target: 99th percentile under 8 ms).

The scene plays attack animations over and over on a late-game position, paced like the window
(one frame every 1/60 s), while a Hard bot decides the same position again and again, twice:
through the worker the battle window uses (`BotDriver`'s default `make_worker`: a process) and
through the thread worker it used before (`BotWorker`, with the driver's lowered switch
interval), so one run compares them on the same machine load, and a third time with no bot at
all: what the machine's other work costs the frames. Each frame is update + draw into
an offscreen surface plus the worker's per-frame poll. Reported in milliseconds: median, 99th
percentile and worst of the wall time, the 99th percentile of this process's CPU time (the
same figure without other programs' share of a busy machine), and how many decisions finished.
"""

from __future__ import annotations

import argparse
import os
import time

from game.benchmarks.window import _full_board_game, _median, _p99, restart_attack

SIZE = (1280, 800)
FRAMES = 600


def bench_thinking(args: argparse.Namespace | None = None) -> dict:
    out: dict = {}
    for label in ("process", "thread", "none"):
        out.update(_frames_while_thinking(args, label))
    return out


def _frames_while_thinking(args: argparse.Namespace | None, label: str) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ai.registry import make_bot
    from game.ai.seeds import BENCH, bot_seed
    from game.ai.worker import BotWorker
    from game.core.legal import acting_player
    from game.ui.battle.bot_driver import BotDriver
    from game.ui.scene_stack import SceneStack
    from game.ui.screenshots import battle_for_screenshot

    pygame.init()
    seed = getattr(args, "seed", 1) if args is not None else 1
    game = _full_board_game(seed)
    seat = acting_player(game.state)
    think_on = game.state.clone()
    scene = battle_for_screenshot(game, factor=1.0)
    stack = SceneStack(SIZE)
    stack.push(scene)
    surface = pygame.Surface(SIZE)
    start = game.state.clone()
    log_len = len(game.log)
    bots = {seat: make_bot("hard", bot_seed(game.setup.seed, seat, BENCH), setup=game.setup)} if label != "none" else {}
    driver = BotDriver(bots) if label == "process" else BotDriver(bots, make_worker=BotWorker)
    worker = driver.workers.get(seat)
    kind = type(worker).__name__ if worker is not None else "no bot"
    times: list[float] = []
    cpu: list[float] = []
    decisions = 0
    restarts = -1  # the first attack warms the caches and is not timed
    dt = 1 / 60
    next_frame = time.perf_counter()
    try:
        if worker is not None:
            driver.begin_thinking(worker)
            worker.start(think_on, seat)
        while len(times) < FRAMES:
            if not scene.busy:
                if not restart_attack(game, scene, start, log_len):
                    break
                restarts += 1
            t0, c0 = time.perf_counter(), time.process_time()
            stack.update(dt)
            stack.draw(surface)
            if worker is not None and worker.poll() is not None:
                decisions += 1
                worker.start(think_on, seat)
            if restarts > 0:
                times.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.process_time() - c0) * 1000)
            next_frame += dt
            time.sleep(max(0.0, next_frame - time.perf_counter()))
    finally:
        driver.stop()
        del game.log[log_len:]
        game.state = start
        stack.clear()
    at = f"{kind} @{SIZE[0]}x{SIZE[1]}"
    return {
        f"frames while hard thinks, {at}": len(times),
        f"frame_ms_median, {at}": _median(times),
        f"frame_ms_p99, {at}": _p99(times),
        f"frame_ms_worst, {at}": max(times, default=0.0),
        f"frame_cpu_ms_p99, {at}": _p99(cpu),
        f"decisions finished, {kind}": decisions,
    }
