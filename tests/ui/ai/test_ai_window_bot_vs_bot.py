"""A whole computer-against-computer game in the window, headless, through the real frame loop
(`App.frame`) and the real `BotWorker` threads: it finishes, the frame loop never stalls for
more than 100 ms, no bot decision runs on the frame thread, and commands come at a readable
pace (never two within the pause between bot commands).

"Stalls" is measured as the frame thread's own CPU time per frame (`time.thread_time`): that is
the work a frame does, including any bot thinking wrongly done on it, and unlike wall time it
does not grow when other programs share the machine (CI machines are shared; the project's
rule is no wall-clock assertions in tests). The wall-clock worst frame is printed for the note.

The objects earlier tests left in this process are frozen out of the cyclic garbage collector
first (`gc.freeze`): a full collection over millions of them, which the game's own process never
holds, once took 108 ms of one frame in the full suite. Collections over the game's own objects
still count, and the time the collector spends on the frame thread is printed.
"""

from __future__ import annotations

import gc
import threading
import time

from ai_ui_support import SpyBot

import game.ui.battle.session as session_mod
from game.ui.app import App
from game.ui.battle.bot_driver import pause_for
from game.ui.battle.session import BOT
from game.ui.flow import AppFlow
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.new_game import NewGameChoice
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.settings import Settings

FRAME_BUDGET = 0.100  # seconds: the longest a frame may take while bots play
DT = 1 / 30  # each frame advances the animations this much (the loop runs flat out, no sleep)
MAX_FRAMES = 30_000


def test_computer_against_computer_plays_a_whole_game_without_stalling_the_frames(monkeypatch):
    spies: list[SpyBot] = []
    real = session_mod.make_seat_bot

    def spying(seat, game):
        spies.append(SpyBot(real(seat, game)))
        return spies[-1]

    monkeypatch.setattr(session_mod, "make_seat_bot", spying)
    gc.collect()
    gc.freeze()  # what earlier tests left behind is not the game's (see the module docstring)
    gc_time = [0.0]  # the collector's CPU time on the frame thread, in all

    started = [0.0]

    def on_gc(phase: str, info: dict) -> None:
        if threading.get_ident() != threading.main_thread().ident:
            return
        if phase == "start":
            started[0] = time.thread_time()
        else:
            gc_time[0] += time.thread_time() - started[0]

    gc.callbacks.append(on_gc)
    app = App(Settings(window_width=1024, window_height=640, animation_speed="fast"))
    app.open_window()
    try:
        flow = AppFlow(app)
        app.stack.push(flow.title_scene())
        app.frame([], DT)  # the title is drawn first, as in the real window
        flow.open_new_game()
        app.frame([], DT)
        flow.start_from_choice(NewGameChoice(
            "2e", ("North", "South"), ("polar-dwarves", "fallen-kingdom"), 5, ("normal", "easy")))
        scene = app.stack.top
        assert isinstance(scene, BattleScene)
        assert scene.session.seats == (BOT, BOT) and len(spies) == 2
        assert scene.viewer == 0

        times: list[float] = []
        cpu: list[float] = []
        commands_at: list[float] = []  # game time (seconds of frames) of each new command
        seen = len(scene.game.log)
        clock = 0.0
        passes = 0
        while not isinstance(app.stack.top, GameOverScene) and len(times) < MAX_FRAMES:
            t0 = time.perf_counter()
            c0 = time.thread_time()
            app.frame([], DT)
            cpu.append(time.thread_time() - c0)
            times.append(time.perf_counter() - t0)
            clock += DT
            if len(scene.game.log) != seen:
                commands_at.append(clock)
                seen = len(scene.game.log)
            passes += isinstance(app.stack.top, PassDeviceScene)
            assert scene.viewer == 0  # watching from one side all game long

        game = scene.game
        worst = max(times)
        at = times.index(worst)
        print(f"\nbot-vs-bot window game: {len(game.log) - 1} commands, {game.state.turn.number} turns, "
              f"{len(times)} frames; worst frame {worst * 1000:.1f} ms (frame {at}; the first "
              f"{times[0] * 1000:.1f} ms), median {sorted(times)[len(times) // 2] * 1000:.2f} ms")
        assert game.state.over, "the game should finish"
        assert isinstance(app.stack.top, GameOverScene)
        assert passes == 0  # no pass-the-device screens without two humans
        worst_cpu = max(cpu)
        print(f"worst frame-thread CPU time {worst_cpu * 1000:.1f} ms; garbage collection on the frame "
              f"thread {gc_time[0] * 1000:.1f} ms in all")
        assert worst_cpu < FRAME_BUDGET, f"a frame's own work took {worst_cpu * 1000:.1f} ms"
        main = threading.main_thread().ident
        assert all(s.calls > 0 for s in spies)
        assert all(main not in s.threads for s in spies)  # decisions never on the frame thread
        # A readable pace: consecutive bot commands at least the pause apart.
        gaps = [b - a for a, b in zip(commands_at, commands_at[1:], strict=False)]
        assert min(gaps) >= pause_for(2.0) - DT
    finally:
        gc.callbacks.remove(on_gc)
        gc.unfreeze()
        app.stack.clear()
