"""`summoner-wars bench --only saves`: how long saving, loading and replay jumps take.

Measured on a game of at least 40 turns, played by seeded random bots that spare the summoners
(`PatientBot`: plain random games with the shipped decks rarely last 40 turns). Figures in milliseconds, medians.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.game import Game
from game.core.setup import GameSetup

TARGET_TURNS = 40
MAX_TRIES = 200


def _setups(seed: int) -> tuple[str, Callable[[int], GameSetup]]:
    """Decks to play: the shipped pair, or (in a source checkout with no factions loadable yet)
    the plain test deck from tests/factories.py."""
    from game import catalog
    from game.sim import make_setup

    try:
        p1, p2 = catalog.default_pair()
        decks = (catalog.deck(p1), catalog.deck(p2))
        rs, cards = catalog.ruleset(), catalog.cards()
        return f"{p1} vs {p2}", lambda s: make_setup(rs, decks, cards, s)
    except Exception:
        pass
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "tests" / "factories.py"
    spec = importlib.util.spec_from_file_location("_bench_factories", path)
    if spec is None or spec.loader is None or not path.exists():
        raise RuntimeError("no faction decks were loaded and tests/factories.py is not here")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return "test vs test (no shipped factions loaded)", mod.test_setup


class PatientBot:
    """A random player that spares the summoners: it tries the legal commands in a random
    order and takes the first that damages no summoner (falling back to any command), so games
    last long enough to measure (random games with the shipped decks are short)."""

    def __init__(self, seed: int) -> None:
        from game.core.rng import seed_state

        self.rng = seed_state(seed)

    def choose(self, state: Any, player: int) -> Any:
        from game.core import events as ev
        from game.core.decide import Outcome, resolve
        from game.core.legal import legal_commands
        from game.core.rng import shuffled

        options = legal_commands(state)
        self.rng, order = shuffled(self.rng, list(range(len(options))))
        for i in order:
            out = resolve(state, options[i])
            if isinstance(out, Outcome) and not any(
                isinstance(e, ev.GameWon)
                or (isinstance(e, ev.DamageAdded) and out.state.cards[e.card].defn.is_summoner)
                for e in out.events
            ):
                return options[i]
        return options[order[0]]


def long_game(seed: int, target: int = TARGET_TURNS) -> tuple[str, Game]:
    """A finished game of at least `target` turns (else the longest found) between two
    seeded `PatientBot`s."""
    from game.sim import play_game

    label, make = _setups(seed)
    best: Game | None = None
    for i in range(MAX_TRIES):
        s = seed * 1000 + i
        res = play_game(make(s), (PatientBot(2 * s), PatientBot(2 * s + 1)), keep=True)
        g = res.game
        assert g is not None
        if best is None or g.state.turn.number > best.state.turn.number:
            best = g
        if g.state.turn.number >= target:
            break
    assert best is not None
    return label, best


def _median_ms(fn: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


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

        render_ms = _median_ms(cold_render, repeat)
        render_cached_ms = _median_ms(lambda: saves.render_save(g), repeat)
        save_ms = _median_ms(cold_save, repeat)
        autosave_ms = _median_ms(lambda: saves.save_game(g, path), repeat)
        size = path.stat().st_size
        load_ms = _median_ms(lambda: saves.load_game(path), repeat)
        header_ms = _median_ms(lambda: saves.read_header(path), repeat * 5)
        store = SaveStore(Path(tmp) / "store")
        for i in range(20):
            store.save_as(g, f"game {i}")
        list_ms = _median_ms(store.list_saves, repeat)
    middle = len(g.events) // 2
    jump_ms = _median_ms(lambda: state_at(g, middle), repeat)
    timeline_build_ms = _median_ms(lambda: Timeline(g), repeat)
    tl = Timeline(g)
    timeline_jump_ms = _median_ms(lambda: tl.state_at(middle + 31), repeat * 5)

    def rebuild() -> None:
        clear_cache()
        undo(g)

    undo_ms = _median_ms(rebuild, repeat)
    try:  # the window's replay viewer, where it is installed
        from game.ui.replay.bench import bench_replay_jump
    except ImportError:
        bench_replay_jump = None
    viewer = bench_replay_jump(args, game=g) if bench_replay_jump is not None else {}
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
        "load_verify_ms": load_ms,
        "read_header_us": header_ms * 1000,
        "list_20_saves_ms": list_ms,
        "jump_to_middle_event_ms (from the start)": jump_ms,
        "timeline_build_ms": timeline_build_ms,
        "timeline_jump_us": timeline_jump_ms * 1000,
        "undo_ms (rebuild without the last command)": undo_ms,
        **viewer,
    }
