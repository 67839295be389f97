"""Saves and the order of simultaneous effects (rulebook, "Timing Conflicts").

Games saved before the current player was asked about the order were played with a fixed order;
their ruleset has no `simultaneous` field and must replay with "fixed". New games record
"choose", and a game waiting on the order question saves and loads like any other."""

from __future__ import annotations

import dataclasses
import json

from persist_support import play

from game.core.commands import Answer
from game.core.game import Game
from game.persist.format import digest
from game.persist.saves import load_game, save_game, verify_file
from tests.scene import real_setup

ORDER_TEXT = "These happen at the same time"


def _with_ruleset_field(path, value) -> None:
    """Rewrite a save's ruleset as an older (value None: no field) or another program wrote it."""
    data = json.loads(path.read_text())
    if value is None:
        data["ruleset"].pop("simultaneous")
    else:
        data["ruleset"]["simultaneous"] = value
    data["ruleset_digest"] = digest(data["ruleset"])
    path.write_text(json.dumps(data))


def test_a_save_from_before_the_order_question_replays_with_the_fixed_order(tmp_path):
    """Cave Goblins vs Breakers, played with the fixed order: at command 97 a Goblin unit moves
    away from a Deceiver beside a Horde Clinger (Cling and Engage at once, and their order
    matters). Written without the `simultaneous` field, as saves were before it, the game loads as
    "fixed" and verifies; read as "choose", the same log no longer replays (the rules would ask
    the order there)."""
    setup = real_setup("cave-goblins", "breakers", 0)
    setup = dataclasses.replace(setup, ruleset=dataclasses.replace(setup.ruleset, simultaneous="fixed"))
    g = play(setup, 0, max_commands=120)
    old = save_game(g, tmp_path / "old.json")
    _with_ruleset_field(old, None)
    assert "simultaneous" not in json.loads(old.read_text())["ruleset"]
    assert load_game(old).setup.ruleset.simultaneous == "fixed"
    ok, message = verify_file(old)
    assert ok, message
    choose = save_game(g, tmp_path / "choose.json")
    _with_ruleset_field(choose, "choose")
    ok, message = verify_file(choose)
    assert not ok and ORDER_TEXT in message


def test_a_game_waiting_on_the_order_question_saves_loads_and_plays_on(tmp_path):
    """New games record "choose"; saved while the order question waits, the loaded game asks the
    same question and answering it gives the same game as answering the original."""
    setup = real_setup("cave-goblins", "breakers", 0)
    assert setup.ruleset.simultaneous == "choose"

    def asking(game: Game) -> bool:
        p = game.state.pending
        return p is not None and p.text.startswith(ORDER_TEXT)

    g = play(setup, 0, max_commands=120, until=asking)
    assert asking(g), "the game never asked about an order"
    path = save_game(g, tmp_path / "g.json")
    assert json.loads(path.read_text())["ruleset"]["simultaneous"] == "choose"
    loaded = load_game(path)
    assert loaded.hash() == g.hash() and loaded.state.pending == g.state.pending
    p = g.state.pending
    last = len(p.options) - 1
    assert g.submit(Answer(p.player, last)) and loaded.submit(Answer(p.player, last))
    assert loaded.hash() == g.hash()
    ok, message = verify_file(save_game(loaded, tmp_path / "after.json"))
    assert ok, message
