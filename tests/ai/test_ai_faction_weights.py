"""Per-faction weights for the Hard bot, from data (`game/ai/faction_weights.yaml`): applied for
the faction named and no other, and a wrong file refused with its file and line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai.evaluate import HARD
from game.ai.faction_weights import (
    PATH,
    FactionWeightsError,
    faction_of,
    load_faction_weights,
    parse_faction_weights,
    weights_for,
)
from game.ai.greedy import NormalBot
from game.ai.mcts import HardBot
from game.core.ruleset import SUMMON
from tests.ai.ai_helpers import FAST
from tests.scene import Scene, content, faction_setup

GOOD = """\
factions:
  fallen-kingdom:
    advance: 0.2
    spare_life: 0.5
  polar-dwarves: {}
"""


def test_the_overrides_are_read_by_faction() -> None:
    table = parse_faction_weights(GOOD)
    assert table == {"fallen-kingdom": {"advance": 0.2, "spare_life": 0.5}, "polar-dwarves": {}}
    fk = weights_for(HARD, "fallen-kingdom", table)
    assert fk == replace(HARD, advance=0.2, spare_life=0.5)
    assert weights_for(HARD, "polar-dwarves", table) is HARD  # named, nothing changed
    assert weights_for(HARD, "tundra-orcs", table) is HARD  # not named


def test_the_hard_bot_uses_its_own_factions_weights_and_not_the_opponents() -> None:
    """Ella plays Fallen Kingdom, Toby Polar Dwarves: Ella's Hard bot decides with the Fallen
    Kingdom overrides, Toby's with its plain weights."""
    setup = faction_setup("fallen-kingdom", "polar-dwarves")
    table = parse_faction_weights(GOOD)
    s = Scene(setup, clean=True).phase(0, SUMMON)
    assert faction_of(s.state, 0) == "fallen-kingdom" and faction_of(s.state, 1) == "polar-dwarves"
    ella = HardBot(1, setup=setup, faction_weights=table, **FAST["hard"])
    ella.choose(s.state, 0)
    assert ella.weights == replace(HARD, advance=0.2, spare_life=0.5)
    toby = HardBot(2, setup=setup, faction_weights=table, **FAST["hard"])
    toby.choose(s.phase(1, SUMMON).state, 1)
    assert toby.weights is HARD


def test_an_override_changes_the_decision() -> None:
    """Not only stored: with spare summoner life (spare_life) for Fallen Kingdom, Hard pays 2 life
    for Raise the Dead; given to another faction, the same override leaves Fallen Kingdom's Hard
    alone and it does not (see test_ai_summoner_life)."""
    from tests.ai.test_ai_summoner_life import SETUP, is_raise, raise_scene

    st = raise_scene().state
    spends = HardBot(1, setup=SETUP, faction_weights={"fallen-kingdom": {"spare_life": 1.0}}, **FAST["hard"])
    assert is_raise(spends.choose(st, 0))
    other = HardBot(1, setup=SETUP, faction_weights={"polar-dwarves": {"spare_life": 1.0}}, **FAST["hard"])
    assert not is_raise(other.choose(st, 0))


def test_normal_does_not_read_faction_weights() -> None:
    assert "faction_weights" not in NormalBot.__init__.__code__.co_varnames


@pytest.mark.parametrize(("text", "line", "words"), [
    ("factions:\n  fallen-kingdom:\n    advance: 0.2\n    advence: 0.3\n", 4, "unknown field 'advence' for faction 'fallen-kingdom'"),
    ("factions:\n  fallen-kingdom:\n    advance: lots\n", 3, "must be a number"),
    ("factions:\n  polar-dwarves: {}\n  falen-kingdom:\n    advance: 0.2\n", 3, "unknown faction 'falen-kingdom'"),
    ("faction:\n  fallen-kingdom: {}\n", 1, "unknown key 'faction'"),
    ("factions:\n  fallen-kingdom: [advance]\n", 2, "give its weights as 'field: number'"),
    ("factions:\n  fallen-kingdom:\n    advance: [0.2\n", 4, "not valid YAML"),
])
def test_a_bad_file_is_refused_naming_file_and_line(text: str, line: int, words: str) -> None:
    known = {"fallen-kingdom", "polar-dwarves"}
    with pytest.raises(FactionWeightsError) as err:
        parse_faction_weights(text, "my_weights.yaml", known)
    assert str(err.value).startswith(f"my_weights.yaml:{line}: ")
    assert words in str(err.value)


def test_the_shipped_file_is_valid_and_names_only_real_factions() -> None:
    known = {c.faction for c in content().library.cards.values()}
    assert "fallen-kingdom" in known
    table = load_faction_weights(PATH, known)
    for fields in table.values():
        replace(HARD, **fields)  # every field a real one
