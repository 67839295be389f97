"""`summoner-wars screenshot --scene replay|load`: the replay viewer on a shipped example game,
and the Load screen over a temporary save folder holding a few saves (one of them damaged)."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any


def example_file() -> Path:
    from game.paths import examples_dir

    found = sorted(examples_dir().glob("example-*.json"))
    if not found:
        raise FileNotFoundError(f"no example game (example-*.json) in {examples_dir()}")
    return found[0]


def shot_replay(args: argparse.Namespace) -> tuple[list[Any], Any]:
    from game.persist.saves import load_save
    from game.ui.replay.scene import ReplayScene

    if getattr(args, "edition", None) or getattr(args, "p1", None) or getattr(args, "p2", None):
        # A game of the asked edition or factions, played out by random bots.
        from game.ui.shot_games import decks_of, screenshot_game

        game = screenshot_game(getattr(args, "seed", 1) or 1, 10_000, decks_of(args),
                               edition=getattr(args, "edition", None))
        scene = ReplayScene(game)
    else:
        loaded = load_save(example_file())
        scene = ReplayScene(loaded.game, title=loaded.name)

    def prepare(scenes: list[Any]) -> None:
        # Mid-game, just after an action, with the pointer resting on the slider.
        m = scene.model
        scene.jump(m.position_at(0.55))
        scene.step_command(1)

    return [scene], prepare


def sample_store(root: Path, seed: int = 1) -> Path:
    """A save folder with an unfinished autosave, two named saves, a finished game and a
    damaged file: what the Load screen's picture shows."""
    from game import catalog
    from game.persist.store import SaveStore
    from game.ui.flow import new_game, play_random

    store = SaveStore(root)
    pair = catalog.default_pair()
    g = new_game(pair, seed=seed, names=("Ella", "Toby"))
    play_random(g, 3, seed)
    store.save_as(g, "Before the big attack")
    play_random(g, 6, seed)
    store.autosave(g)
    h = new_game((pair[1], pair[0]), seed=seed + 7, names=("Mia", "Sam"))
    play_random(h, 10_000, seed + 7)
    store.save_as(h, "Mia's comeback")
    (root / "half-written.json").write_text('{"format":"summoner-wars-save","version":1,"summ')
    return root


def shot_load(args: argparse.Namespace) -> tuple[list[Any], Any]:
    from game.persist.store import SaveStore
    from game.ui.scenes.load_game import LoadGameScene

    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(sample_store(Path(tmp), getattr(args, "seed", 1) or 1))
        rows = store.list_saves()
    scene = LoadGameScene(lambda: rows, on_open=lambda info: None, on_delete=lambda info: None)
    return [scene], None
