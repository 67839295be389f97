"""Save then load gives the same game: same state hash, same commands and events, and a loaded
game plays on exactly as the original would."""

from __future__ import annotations

import dataclasses
import json

import pytest
from persist_support import play, prompting_setup, random_game

from factories import test_setup
from game import catalog
from game.ai.random_bot import RandomBot
from game.core.legal import acting_player
from game.persist.format import setup_from_json, setup_to_json
from game.persist.saves import (
    game_to_data,
    load_game,
    load_save,
    load_save_data,
    read_header,
    render_save,
    save_game,
    verify_file,
)
from game.sim import make_setup


def assert_same_game(a, b) -> None:
    assert b.hash() == a.hash()
    assert b.commands == a.commands
    assert b.events == a.events
    assert [(e.turn, e.player) for e in b.log] == [(e.turn, e.player) for e in a.log]
    assert b.setup.players == a.setup.players
    assert dict(b.setup.cards) == dict(a.setup.cards)
    assert b.setup.ruleset == a.setup.ruleset
    assert b.setup.seed == a.setup.seed
    assert b.setup.first_player == a.setup.first_player


@pytest.mark.parametrize("seed", range(20))
def test_finished_random_game_round_trips(tmp_path, seed):
    g = random_game(seed)
    assert g.state.over
    path = save_game(g, tmp_path / "g.json", name=f"game {seed}")
    assert_same_game(g, load_game(path))
    ok, message = verify_file(path)
    assert ok, message
    assert message.startswith(f"ok ({g.state.turn.number} turns, ")


@pytest.mark.parametrize("seed,stop", [(100, 1), (101, 17), (102, 60), (103, 150), (104, 0)])
def test_unfinished_random_game_round_trips(tmp_path, seed, stop):
    g = random_game(seed, max_commands=stop)
    assert not g.state.over
    path = save_game(g, tmp_path / "g.json")
    loaded = load_game(path)
    assert_same_game(g, loaded)
    n = g.state.turn.number
    assert verify_file(path) == (True, f"ok ({n} {'turn' if n == 1 else 'turns'}, unfinished)")


def test_a_loaded_game_plays_on_like_the_original(tmp_path):
    g = random_game(7, max_commands=80)
    loaded = load_game(save_game(g, tmp_path / "g.json"))
    bots = (RandomBot(1), RandomBot(2))
    bots2 = (RandomBot(1), RandomBot(2))
    for _ in range(200):
        if g.state.over:
            break
        p = acting_player(g.state)
        cmd = bots[p].choose(g.state, p)
        assert bots2[p].choose(loaded.state, p) == cmd
        assert g.submit(cmd).events == loaded.submit(cmd).events
    assert loaded.hash() == g.hash()


def test_game_stopped_while_a_prompt_is_pending_round_trips(tmp_path):
    # The plain test faction has no prompts; these Warriors ask "boost a friendly unit?".
    for seed in range(1, 30):
        g = play(prompting_setup(seed), seed, until=lambda g: g.state.pending is not None)
        if g.state.pending is not None:
            break
    assert g.state.pending is not None
    loaded = load_game(save_game(g, tmp_path / "p.json"))
    assert_same_game(g, loaded)
    assert loaded.state.pending == g.state.pending
    assert loaded.state.continuation == g.state.continuation
    assert read_header(tmp_path / "p.json")["summary"]["prompt_pending"] is True
    # and the answer plays on identically
    p = acting_player(g.state)
    cmd = RandomBot(5).choose(g.state, p)
    assert g.submit(cmd).events == loaded.submit(cmd).events


def test_prompting_games_round_trip(tmp_path):
    for seed in range(5):
        g = play(prompting_setup(seed), seed)
        assert_same_game(g, load_game(save_game(g, tmp_path / f"{seed}.json")))


def test_render_is_the_dumped_data(tmp_path):
    from game.persist.saves import dumps

    g = random_game(3)
    assert render_save(g, "n", "2024-01-01T00:00:00.000+00:00") == dumps(
        game_to_data(g, "n", "2024-01-01T00:00:00.000+00:00"))
    data = json.loads(render_save(g))
    assert_same_game(g, load_save_data(data))


def test_save_contents(tmp_path):
    g = random_game(5)
    path = save_game(g, tmp_path / "g.json", name="Saturday game")
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "summoner-wars-save"
    assert data["version"] == 1
    assert data["program_version"]
    assert data["saved_at"].endswith("+00:00")
    assert data["summary"]["name"] == "Saturday game"
    assert data["summary"]["factions"] == ["test", "test"]
    assert data["summary"]["finished"] is True
    assert data["summary"]["winner"] == g.state.winner
    assert len(data["commands"]) == len(data["events"]) == len(g.log) - 1
    turn_ends = [i for i, e in enumerate(g.log[1:]) if any(type(x).__name__ == "TurnEnded" for x in e.events)]
    assert [c["command_index"] for c in data["checkpoints"]] == turn_ends
    assert data["final"]["hash"] == g.hash()
    # every card definition travels with the save, abilities and all
    ids = {c["id"] for p in data["players"] for c in p["cards"]}
    assert ids == set(g.setup.cards)
    assert data["ruleset"]["die_faces"][2] == ["melee", "ranged"]
    # the header line alone gives the listing metadata
    first = path.read_text("utf-8").splitlines()[0]
    assert first.endswith(",") and '"summary"' in first
    assert read_header(path)["summary"] == data["summary"]
    loaded = load_save(path)
    assert loaded.name == "Saturday game" and loaded.game.hash() == g.hash()


@pytest.mark.parametrize("agreed", [0, 1])
def test_an_agreed_first_player_round_trips(tmp_path, agreed):
    g = play(dataclasses.replace(test_setup(5), first_player=agreed), 7, max_commands=40)
    assert g.state.first_player == agreed
    path = save_game(g, tmp_path / "g.json")
    assert json.loads(path.read_text("utf-8"))["first_player"] == agreed
    assert_same_game(g, load_game(path))
    assert verify_file(path)[0]


def test_a_random_first_player_is_not_written():
    """Saves made before `first_player` existed have no such key; a random choice still writes
    none, so their game ids and fingerprints stay the same."""
    assert "first_player" not in setup_to_json(test_setup(5))
    assert setup_to_json(dataclasses.replace(test_setup(5), first_player=1))["first_player"] == 1


def test_same_setup_same_game_id():
    from game.persist.saves import game_id

    assert game_id(random_game(1, 5)) == game_id(random_game(1, 30))
    assert game_id(random_game(1, 5)) != game_id(random_game(2, 5))


def test_setup_with_abilities_survives_the_format():
    setup = prompting_setup(3)
    back = setup_from_json(json.loads(json.dumps(setup_to_json(setup))))
    assert back.players == setup.players
    assert dict(back.cards) == dict(setup.cards)
    assert back.ruleset == setup.ruleset
    spec = back.cards["test/warrior"].abilities[0]
    assert spec.param("filter").get("within") == 2
    assert spec.param("filter").get("class") == ("unit",)


def test_a_save_plays_without_the_yaml(tmp_path, monkeypatch):
    """The definitions in the file are used, never the catalog on disk."""
    g = random_game(9)
    path = save_game(g, tmp_path / "g.json")

    def boom(*a, **k):
        raise AssertionError("load must not read card files")

    monkeypatch.setattr(catalog, "load", boom)
    assert load_game(path).hash() == g.hash()


def shipped_setups():
    try:
        decks = sorted(catalog.decks())
        rs, cards = catalog.ruleset(), catalog.cards()
    except catalog.CatalogError as e:
        pytest.fail(f"no shipped factions could be loaded: {e}")
    assert decks, "no shipped factions were loaded"
    pairs = [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]
    return [make_setup(rs, (catalog.deck(a), catalog.deck(b)), cards, seed) for seed, (a, b) in enumerate(pairs)]


def test_every_shipped_deck_survives_the_format():
    for setup in shipped_setups():
        back = setup_from_json(json.loads(json.dumps(setup_to_json(setup))))
        assert back.players == setup.players
        assert dict(back.cards) == dict(setup.cards)
        assert back.ruleset == setup.ruleset


def test_shipped_decks_round_trip(tmp_path):
    played = 0
    for setup in shipped_setups():
        for seed in range(2):
            s = type(setup)(setup.ruleset, setup.players, setup.cards, setup.seed * 10 + seed)
            try:
                g = play(s, seed, max_commands=400)
            except Exception:
                continue  # a rules bug in a faction being written is not this test's business
            assert_same_game(g, load_game(save_game(g, tmp_path / "g.json")))
            played += 1
    assert played


def test_test_setup_is_plain():
    # documents why prompts need prompting_setup: the plain test faction has no abilities
    assert not any(c.abilities for c in test_setup(1).cards.values())
