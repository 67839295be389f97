"""The test faction in good/ is a complete legal 2E deck and loads into the core's types."""

from __future__ import annotations

from content_support import GOOD

from game.content import load_content
from game.content.cli import main_validate
from game.core.ability_params import FrozenMap, thaw, thaw_params
from game.core.cards import AbilitySpec, StartingCard


def _load():
    return load_content([GOOD], include_shipped=False, include_user=False)


def test_loads_without_problems():
    c = _load()
    assert c.problems == []
    assert c.ok
    assert len(c.library.cards) == 14
    assert set(c.library.decks) == {"frostbite-clan"}
    assert set(c.factions) == {"frostbite-clan", "wandering-blades"}


def test_summoner():
    card = _load().library.cards["frostbite-clan/frost-warden"]
    assert card.name == "Frost Warden"
    assert card.faction == "frostbite-clan"
    assert card.types == frozenset({"unit"})
    assert card.unit_class == "summoner" and card.is_summoner
    assert card.event_class is None
    assert (card.cost, card.strength, card.life, card.attack) == (0, 3, 6, "ranged")
    assert card.symbols == ("frostbite-clan",)  # the faction's, by default
    assert card.source.endswith("frostbite-clan.yaml:12")
    (bolt,) = card.abilities
    assert bolt == AbilitySpec(
        name="test_frost_bolt",
        title="Frost Bolt",
        text="This unit gets +1 strength for each friendly structure within 2 spaces.",
        params=(
            (
                "filter",
                FrozenMap((("class", ("structure",)), ("side", "friendly"))),
            ),
            ("within", 2),
        ),
    )
    hash(card)  # frozen all the way down
    assert thaw_params(bolt.params) == {
        "filter": {"side": "friendly", "class": ["structure"]},
        "within": 2,
    }
    assert thaw(bolt.param("filter")) == {"class": ["structure"], "side": "friendly"}


def test_unit_that_is_a_structure():
    golem = _load().library.cards["frostbite-clan/ice-golem"]
    assert golem.types == frozenset({"unit", "structure"})
    assert golem.unit_class == "common" and golem.is_structure and not golem.gate
    assert golem.text == "This card is both a common unit and a structure."
    assert golem.abilities == (AbilitySpec("test_living_gate", "Living Gate", "", ()),)


def test_gates():
    cards = _load().library.cards
    start, gate = cards["frostbite-clan/starting-gate"], cards["frostbite-clan/gate"]
    assert start.types == frozenset({"structure"}) and start.gate and start.life == 10
    assert gate.gate and gate.life == 5 and gate.cost == 0
    assert start.unit_class is None and start.event_class is None
    assert start.has_class("gate") and start.has_class("structure")


def test_events():
    cards = _load().library.cards
    blizzard = cards["frostbite-clan/blizzard"]
    assert blizzard.types == frozenset({"event"})
    assert (blizzard.event_class, blizzard.phase, blizzard.active, blizzard.cost) == (
        "epic",
        "summon",
        True,
        0,
    )
    assert blizzard.unit_class is None and blizzard.attack is None
    parapet = cards["frostbite-clan/ice-parapet"]
    assert parapet.types == frozenset({"event", "structure"})
    assert (parapet.event_class, parapet.life, parapet.active) == ("standard", 5, False)


def test_choice_and_list_params():
    giant = _load().library.cards["frostbite-clan/snow-giant"]
    (shove,) = giant.abilities
    assert shove.display == "Shove"
    assert thaw_params(shove.params) == {
        "mode": "push",
        "distance": 1,
        "names": ["Snow", "Ice"],
        "once": True,
        "label": "shove",
    }
    assert [k for k, _ in shove.params] == sorted(k for k, _ in shove.params)


def test_card_from_another_file():
    sellsword = _load().library.cards["wandering-blades/sellsword"]
    assert sellsword.faction == "wandering-blades"
    assert sellsword.symbols == ("wandering-blades", "frostbite-clan")


def test_deck():
    deck = _load().library.decks["frostbite-clan"]
    assert deck.name == "Frostbite Clan"
    assert deck.faction == "frostbite-clan"
    assert deck.summoner == "frostbite-clan/frost-warden"
    assert deck.colour == (0x4F, 0x86, 0xC6)
    assert deck.description == "Test faction; every card class appears once."
    assert deck.source.endswith("frostbite-clan.yaml:114")
    counts = dict(deck.cards)
    assert counts["frostbite-clan/frost-archer"] == 5
    assert counts["wandering-blades/sellsword"] == 4
    assert len(deck.all_card_ids()) == 34
    assert deck.starting == (
        StartingCard("frostbite-clan/frost-warden", 2, 0),
        StartingCard("frostbite-clan/starting-gate", 2, 2),
        StartingCard("frostbite-clan/frost-archer", 1, 2),
        StartingCard("frostbite-clan/ice-golem", 3, 1),
    )


def test_cli_summary(capsys):
    assert main_validate([str(GOOD)]) == 0
    assert capsys.readouterr().out == "ok: 2 files, 2 factions, 14 cards, 1 deck\n"
