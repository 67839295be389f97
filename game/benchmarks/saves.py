"""`summoner-wars bench --only saves`: how long saving, loading and replay jumps take.

Measured on a game of at least 40 turns, played by seeded random bots that spare the summoners
(`game.benchmarks.long_game`), then loading a 40-turn save for every pairing of the edition's
factions (`load_pairings`; `--pair P1 P2` for one). Figures in milliseconds, medians.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

from game.benchmarks.long_game import long_game
from game.benchmarks.measure import median_ms


def bench_saves(args: argparse.Namespace) -> dict[str, Any]:
    from game.persist import saves
    from game.persist.store import SaveStore
    from game.persist.timeline import Timeline, state_at
    from game.persist.undo import clear_cache, undo

    seed = getattr(args, "seed", 1) or 1
    label, g = long_game(seed)
    repeat = 7
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"

        def cold_save() -> None:
            saves._RENDER_CACHE.clear()
            saves._SETUP_CACHE.clear()
            saves.save_game(g, path)

        def cold_render() -> None:
            saves._RENDER_CACHE.clear()
            saves._SETUP_CACHE.clear()
            saves.render_save(g)

        render_ms = median_ms(cold_render, repeat)
        render_cached_ms = median_ms(lambda: saves.render_save(g), repeat)
        save_ms = median_ms(cold_save, repeat)
        autosave_ms = median_ms(lambda: saves.save_game(g, path), repeat)
        size = path.stat().st_size
        load_ms = median_ms(lambda: saves.load_game(path), repeat)
        verify_ms = median_ms(lambda: saves.verify_game(path), repeat)
        header_ms = median_ms(lambda: saves.read_header(path), repeat * 5)
        store = SaveStore(Path(tmp) / "store")
        for i in range(20):
            store.save_as(g, f"game {i}")
        list_ms = median_ms(store.list_saves, repeat)
    middle = len(g.events) // 2
    jump_ms = median_ms(lambda: state_at(g, middle), repeat)
    timeline_build_ms = median_ms(lambda: Timeline(g), repeat)
    tl = Timeline(g)
    timeline_jump_ms = median_ms(lambda: tl.state_at(middle + 31), repeat * 5)

    def rebuild() -> None:
        clear_cache()
        undo(g)

    undo_ms = median_ms(rebuild, repeat)
    from game.benchmarks.replay import bench_replay_jump

    viewer = bench_replay_jump(args, game=g)  # the window's replay viewer on the same game
    from game.benchmarks.load_pairings import bench_load_pairings

    pair = getattr(args, "pair", None)
    by_pairing = bench_load_pairings(seed, getattr(args, "edition", None) or "2e", tuple(pair) if pair else None)
    return {
        "decks": label,
        "turns": g.state.turn.number,
        "commands": len(g.log) - 1,
        "events": len(g.events),
        "file_kb": size / 1024,
        "render_ms (whole game to text)": render_ms,
        "render_ms (autosave: earlier commands cached)": render_cached_ms,
        "save_ms (render + atomic write + fsync)": save_ms,
        "autosave_ms (cached render + atomic write + fsync)": autosave_ms,
        "load_ms (apply the recorded events, check the hashes)": load_ms,
        "verify_ms (re-decide every command: replay --verify, the background check)": verify_ms,
        "read_header_us": header_ms * 1000,
        "list_20_saves_ms": list_ms,
        "jump_to_middle_event_ms (from the start)": jump_ms,
        "timeline_build_ms": timeline_build_ms,
        "timeline_jump_us": timeline_jump_ms * 1000,
        "undo_ms (rebuild without the last command)": undo_ms,
        **viewer,
        **by_pairing,
    }
