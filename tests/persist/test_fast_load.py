"""Loading a save applies its recorded events and checks its checkpoint hashes (issue 23); the
full re-decide stays in `verify_game` / `replay --verify` and in `SaveCheck`, the background
check the window runs after a load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from persist_support import random_game

from game.core import events as ev
from game.core.hashing import state_hash, state_key
from game.persist import saves
from game.persist.background import DIVERGED, SaveCheck
from game.persist.format import SaveError
from game.persist.saves import dumps, load_game, load_save, save_game, verify_file, verify_game

ROOT = Path(__file__).resolve().parents[2]
# The shipped examples, and two examples as an older version shipped them (written before
# rulesets recorded `simultaneous`, with the cards of then): a save of an older version loads.
EXAMPLES = sorted((ROOT / "saves").glob("*.json")) + sorted((ROOT / "tests" / "data" / "old_saves").glob("*.json"))


def _log(g):
    return [(e.command, e.events, e.turn, e.player) for e in g.log]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_a_loaded_example_equals_the_game_its_commands_replay_to(path: Path) -> None:
    """Both editions' shipped saves, three of them old ones (written before rulesets recorded
    `simultaneous`): loading by events gives the very game that re-deciding every command gives."""
    fast, full = load_game(path), verify_game(path)
    assert fast.hash() == full.hash()
    assert state_key(fast.state) == state_key(full.state)
    assert _log(fast) == _log(full)
    assert fast.replayed_state() is not None and state_hash(fast.replayed_state()) == fast.hash()
    assert verify_file(path)[0]


def test_both_editions_and_old_saves_are_among_the_examples() -> None:
    names = [p.name for p in EXAMPLES]
    assert any("-1e-" in n for n in names) and any("-1e-" not in n for n in names)
    assert any('"simultaneous"' not in p.read_text("utf-8") for p in EXAMPLES)


def test_loading_does_not_ask_the_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    g = random_game(3)
    path = save_game(g, tmp_path / "g.json")
    import game.core.game as core_game

    def no_rules(*a, **k):
        raise AssertionError("the rules were asked")

    monkeypatch.setattr(core_game, "resolve", no_rules)
    loaded = load_game(path)
    assert loaded.hash() == g.hash() and _log(loaded) == _log(g)
    with pytest.raises(SaveError, match="the rules failed on it"):
        verify_game(path)  # re-deciding does ask them


def _data(g) -> dict:
    return json.loads(saves.render_save(g))


def _write(tmp_path: Path, data: dict) -> Path:
    p = tmp_path / "t.json"
    p.write_text(dumps(data), "utf-8")
    return p


def _first(data: dict, type_name: str) -> tuple[int, int]:
    for i, evs in enumerate(data["events"]):
        for j, e in enumerate(evs):
            if e["type"] == type_name:
                return i, j
    raise AssertionError(f"no {type_name}")


def test_a_tampered_event_is_reported_at_its_turn(tmp_path: Path) -> None:
    g = random_game(4)
    data = _data(g)
    i, j = _first(data, "MagicGained")
    data["events"][i][j]["amount"] += 3
    path = _write(tmp_path, data)
    with pytest.raises(SaveError) as e:
        load_game(path)
    turn = g.log[i + 1].turn
    assert str(e.value).startswith(f"turn {turn}, command ")
    assert "differs from the one recorded" in str(e.value)


def test_a_broken_command_is_described_as_it_was_before_it(tmp_path: Path) -> None:
    """The fast load works out a message's label only when something is wrong: the command is
    then described in the game as it stood before the command (a unit's move names where it
    came from), rebuilt from the events read so far."""
    from game.core import Game
    from game.core.commands import Move
    from game.persist.describe import describe_command

    g = random_game(4)
    data = _data(g)
    i = next(k for k, e in enumerate(g.log[1:]) if isinstance(e.command, Move) and
             any(isinstance(x, ev.TurnEnded) for x in g.log[k + 1].events) is False)
    j = next(k for k, e in enumerate(data["events"][i]) if e["type"] == "UnitMoved")
    data["events"][i].insert(j + 1, {"type": "CardDiscarded", "card": 99999, "by": None})
    before = Game.new(g.setup)
    for entry in g.log[1:i + 1]:
        before.submit(entry.command)
    said = describe_command(before.state, g.log[i + 1].command)
    with pytest.raises(SaveError) as e:
        load_game(_write(tmp_path, data))
    assert str(e.value).startswith(f"turn {g.log[i + 1].turn}, command {i + 1} ({said})"), str(e.value)
    assert "cannot be applied" in str(e.value)


def test_a_tampered_hash_is_reported(tmp_path: Path) -> None:
    g = random_game(4)
    for where in ("checkpoint", "final"):
        data = _data(g)
        if where == "checkpoint":
            data["checkpoints"][-1]["hash"] = "f" * 32
        else:
            data["final"]["hash"] = "f" * 32
        with pytest.raises(SaveError, match="differs from the one recorded"):
            load_game(_write(tmp_path, data))
    assert load_game(_write(tmp_path, _data(g))).hash() == g.hash()  # untouched, it loads


def test_a_removed_checkpoint_is_reported(tmp_path: Path) -> None:
    data = _data(random_game(4))
    data["checkpoints"].pop(1)
    with pytest.raises(SaveError, match="has no checkpoint for the end of turn"):
        load_game(_write(tmp_path, data))


def test_an_event_naming_a_card_the_game_lacks_is_a_clear_error(tmp_path: Path) -> None:
    data = _data(random_game(4))
    i, j = _first(data, "MagicGained")
    data["events"][i].insert(j, {"type": "CardDrawn", "player": 0, "card": 99999})
    with pytest.raises(SaveError) as e:
        load_game(_write(tmp_path, data))
    assert "damaged and cannot be read" not in str(e.value)
    assert str(e.value).startswith("turn ")


def _redecide_only_damage(g) -> dict:
    """A die face changed: every event still leads to the recorded game, only the rules know the
    seed gives another face."""
    data = _data(g)
    i, j = _first(data, "DiceRolled")
    faces = data["events"][i][j]["faces"]
    faces[0] = (faces[0] + 1) % 6 if faces[0] not in (0, 1) else 3
    return data


def test_background_check_reports_a_divergence(tmp_path: Path) -> None:
    g = random_game(4)
    path = _write(tmp_path, _redecide_only_damage(g))
    loaded = load_save(path)  # opens: the events are consistent
    assert loaded.game.hash() == g.hash()
    check = SaveCheck(loaded.record, path.name)
    assert check.wait(60)
    assert check.problem is not None and "the recorded dice differ" in check.problem
    message = check.poll()
    assert message is not None and message.startswith(DIVERGED.split("{")[0])
    assert "the recorded dice differ" in message
    assert check.poll() is None  # told once
    assert loaded.game.hash() == g.hash()  # the check never touched the game


def test_background_check_is_quiet_for_a_good_save(tmp_path: Path) -> None:
    g = random_game(5)
    loaded = load_save(save_game(g, tmp_path / "good.json"))
    check = SaveCheck(loaded.record, "good.json")
    assert check.wait(60)
    assert check.problem is None and check.poll() is None


def test_background_check_never_raises(tmp_path: Path) -> None:
    check = SaveCheck({"not": "a save"}, "junk")
    assert check.wait(10)
    assert check.poll() is not None


def test_a_fast_loaded_game_goes_on_and_saves_the_same(tmp_path: Path) -> None:
    """A game opened from its events plays on, and its next save equals the one re-deciding gives."""
    from game.ai.random_bot import RandomBot
    from game.core.legal import acting_player

    g = random_game(6, max_commands=80)
    path = save_game(g, tmp_path / "g.json")
    fast, full = load_game(path), verify_game(path)
    for game in (fast, full):
        bot = RandomBot(9)
        for _ in range(20):
            if game.state.over:
                break
            p = acting_player(game.state)
            assert game.submit(bot.choose(game.state, p))
    assert fast.hash() == full.hash()
    assert saves.render_save(fast, saved_at="t") == saves.render_save(full, saved_at="t")
    assert any(isinstance(e, ev.TurnEnded) for e in fast.events)
