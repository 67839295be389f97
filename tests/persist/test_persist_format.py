"""Format versions and the pieces of the format: the upgrader chain, ability parameters,
rulesets, and the fingerprints that name a changed card."""

from __future__ import annotations

import json

import pytest
from persist_support import random_game

from game.core.ability_params import FrozenMap, freeze_params
from game.core.cards import AbilitySpec, CardDef
from game.persist import format as fmt
from game.persist.format import (
    CURRENT_VERSION,
    UPGRADERS,
    SaveError,
    card_from_json,
    card_to_json,
    check_version,
    ruleset_from_json,
    ruleset_to_json,
)
from game.persist.saves import dumps, game_to_data, load_save_data, verify_file


def version_0(data: dict) -> dict:
    """An imaginary format 0: the same as 1, but the command log was called 'moves' and the
    summary did not exist."""
    data = json.loads(json.dumps(data))
    data["version"] = 0
    data["moves"] = data.pop("commands")
    data.pop("summary")
    return data


def upgrade_0_to_1(data: dict) -> dict:
    data["commands"] = data.pop("moves")
    data["summary"] = {"name": "upgraded"}
    data["version"] = 1
    return data


def test_current_version_is_1():
    assert CURRENT_VERSION == 1
    assert UPGRADERS == {}  # nothing older than version 1 was ever written


def test_an_old_save_goes_through_the_upgrader_chain(monkeypatch, tmp_path):
    g = random_game(2, max_commands=60)
    old = version_0(game_to_data(g))
    with pytest.raises(SaveError, match=r"an old format \(0\)"):
        load_save_data(json.loads(json.dumps(old)))
    monkeypatch.setitem(UPGRADERS, 0, upgrade_0_to_1)
    assert load_save_data(json.loads(json.dumps(old))).hash() == g.hash()
    # and from a file, through verify_file
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), "utf-8")
    ok, message = verify_file(path)
    assert ok, message


def test_a_chain_of_upgraders_runs_in_order(monkeypatch):
    seen = []

    def step(n):
        def up(d):
            seen.append(n)
            return {**d, "version": n + 1}

        return up

    monkeypatch.setattr(fmt, "CURRENT_VERSION", 3)
    for n in (0, 1, 2):
        monkeypatch.setitem(UPGRADERS, n, step(n))
    out = check_version({"format": fmt.FORMAT, "version": 0})
    assert out["version"] == 3 and seen == [0, 1, 2]


def test_a_broken_upgrader_gives_a_clear_error(monkeypatch):
    monkeypatch.setitem(UPGRADERS, 0, lambda d: {**d, "version": 0})
    with pytest.raises(SaveError, match="could not be upgraded from format 0"):
        check_version({"format": fmt.FORMAT, "version": 0})
    monkeypatch.setitem(UPGRADERS, 0, lambda d: d["missing"])
    with pytest.raises(SaveError, match="could not be upgraded from format 0"):
        check_version({"format": fmt.FORMAT, "version": 0})


def test_newer_version_message():
    with pytest.raises(SaveError) as e:
        check_version({"format": fmt.FORMAT, "version": 3, "program_version": "2.0"})
    assert str(e.value) == ("made by a newer version of Summoner Wars 2.0 (save format 3; "
                            "this program reads up to 1)")


@pytest.mark.parametrize("version", ["1", 1.0, True, None])
def test_a_version_that_is_not_a_whole_number(version):
    with pytest.raises(SaveError, match="version"):
        check_version({"format": fmt.FORMAT, "version": version})


def test_ability_params_survive_exactly():
    spec = AbilitySpec(
        "triggered", "T", "text",
        freeze_params({"when": "after_move", "filter": {"class": ["unit", "common"], "within": 2,
                                                        "nested": {"a": [1, {"b": True}]}},
                       "amount": 2, "may": False, "none": None}),
    )
    hand_written = AbilitySpec("aura", params=(("zeta", 1), ("alpha", (("k", "v"),))))  # unsorted, by hand
    card = CardDef(id="x/y", name="Y", faction="x", types=frozenset({"unit"}), abilities=(spec, hand_written),
                   symbols=("x",), unit_class="common", strength=2, life=3, attack="melee")
    back = card_from_json(json.loads(json.dumps(card_to_json(card))), "a test")
    assert back == card
    f = back.abilities[0].param("filter")
    assert isinstance(f, FrozenMap) and f.get("within") == 2 and f.get("nested").get("a")[1].get("b") is True
    assert back.abilities[1].params == (("zeta", 1), ("alpha", (("k", "v"),)))


def test_ruleset_round_trip():
    g = random_game(1, max_commands=1)
    rs = g.setup.ruleset
    data = json.loads(json.dumps(ruleset_to_json(rs)))
    assert data["die_faces"][4] == ["melee", "special"]
    assert ruleset_from_json(data) == rs


def test_a_changed_ruleset_is_named(tmp_path):
    g = random_game(1)
    data = game_to_data(g)
    data["ruleset"]["die_faces"][0] = ["ranged"]
    path = tmp_path / "r.json"
    path.write_text(dumps(data), "utf-8")
    ok, message = verify_file(path)
    assert not ok and message.startswith("the rules were changed")


def test_unknown_card_field_is_damage():
    card = card_to_json(random_game(1, 1).setup.cards["test/warrior"])
    card["flavour"] = "x"
    with pytest.raises(SaveError, match="unknown field 'flavour'"):
        card_from_json(card, "a test")


def test_a_cards_look_travels_with_the_save_and_is_left_out_when_unset():
    """The picture, the faction colour and the modded mark ride in the save, so a replay shows
    the cards as they were played; a card without them is written as before, so the game id of
    a game saved before they existed (its autosave file name) does not change."""
    import dataclasses
    import json

    from game.core.cards import UNIT, CardDef
    from game.persist.format import card_from_json, card_to_json

    plain = CardDef(id="f/c", name="C", faction="f", types=frozenset({UNIT}))
    assert not {"icon", "colour", "modded"} & set(card_to_json(plain))
    looked = dataclasses.replace(plain, icon="bowman", colour=(1, 2, 3), modded=True)
    data = card_to_json(looked)
    assert (data["icon"], data["colour"], data["modded"]) == ("bowman", [1, 2, 3], True)
    assert card_from_json(json.loads(json.dumps(data)), "test") == looked
    assert card_from_json(json.loads(json.dumps(card_to_json(plain))), "test") == plain
