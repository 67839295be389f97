"""The deck-construction rules of both editions (game.content.construction), every rule both
ways: a legal deck (or a legal variation) has no problem, and breaking the rule gives exactly the
sentence naming the card and the rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import catalog
from game.content.construction import allowed_cards, check, check_1e, check_2e, summoner_kit
from game.core.cards import DeckList, StartingCard

CARDS = catalog.cards(include_user=False)
DECKS = catalog.decks(include_user=False)
PD = DECKS["polar-dwarves"]
PE1 = DECKS["phoenix-elves-1e"]
KIT_PD = summoner_kit(PD.summoner, decks=DECKS, cards=CARDS, edition="2e")
KIT_PE1 = summoner_kit(PE1.summoner, decks=DECKS, cards=CARDS, edition="1e")


def edit(deck: DeckList, **copies: int) -> DeckList:
    """`deck` with some cards' copies set (0 removes; a new id is added at the end). Keys use
    '__' for '/' and '_' for '-'."""
    cards = dict(deck.cards)
    for key, n in copies.items():
        cid = key.replace("__", "/").replace("_", "-")
        if n:
            cards[cid] = n
        else:
            cards.pop(cid, None)
    return replace(deck, cards=tuple(cards.items()))


def msgs(deck: DeckList, edition: str = "2e", kit=None) -> list[str]:
    if kit is None:
        kit = KIT_PD if edition == "2e" else KIT_PE1
    return [p.message for p in check(deck, CARDS, edition, kit)]


# --- every preconstructed deck passes -------------------------------------------------------


@pytest.mark.parametrize("deck_id", sorted(DECKS))
def test_preconstructed_decks_pass(deck_id):
    d = DECKS[deck_id]
    ed = catalog.edition_of(d, include_user=False)
    kit = summoner_kit(d.summoner, decks=DECKS, cards=CARDS, edition=ed)
    assert check(d, CARDS, ed, kit) == []


def test_both_editions_have_their_preconstructed_decks():
    eds = {catalog.edition_of(d, include_user=False) for d in DECKS.values()}
    assert eds == {"1e", "2e"}
    assert check_2e is not check_1e


# --- 2E -------------------------------------------------------------------------------------


def test_2e_one_copy_of_a_champion():
    assert msgs(edit(PD, polar_dwarves__jarmund=1)) == []
    assert msgs(edit(PD, polar_dwarves__jarmund=2)) == [
        "2 copies of Jarmund: at most 1 of each champion unit",
        "a 2E deck has 3 champion units (starting units not counted); this one has 4",
    ]


def test_2e_four_copies_of_a_common_starting_units_not_counted():
    # Frost Mage: 5 copies, 1 of them starting: 4 kept, the most allowed.
    assert msgs(PD) == []
    bad = edit(PD, polar_dwarves__frost_mage=6, polar_dwarves__ice_smith=3)
    assert msgs(bad) == [
        "5 copies of Frost Mage besides 1 starting unit: at most 4 of each common unit",
    ]


def test_2e_two_copies_of_a_standard_event():
    assert msgs(edit(PD, polar_dwarves__parapet=2)) == []
    assert msgs(edit(PD, polar_dwarves__parapet=3, polar_dwarves__ice_repair=1)) == [
        "3 copies of Parapet: at most 2 of each standard event",
    ]


def test_2e_the_epic_event_comes_only_with_its_summoner():
    assert msgs(edit(PD, polar_dwarves__ice_ram=3)) == [
        "3 copies of Ice Ram: an epic event comes only with its summoner, 2 copies",
        "a 2E deck has 2 epic events; this one has 3",
    ]
    kit = summoner_kit("tundra-orcs/grognack", decks=DECKS, cards=CARDS, edition="2e")
    d = DECKS["tundra-orcs"]
    assert msgs(d, kit=kit) == []
    # Another summoner's epic event, even in the right number, is not this summoner's.
    other = edit(PD, polar_dwarves__ice_ram=0, tundra_orcs__for_glory=2)
    got = msgs(other)
    assert ("2 copies of For Glory: an epic event comes only with its summoner, and Svara's are "
            "others") in got
    assert "Ice Ram is missing: Svara's epic event comes with it (2 copies)" in got


def test_2e_every_unit_and_event_shares_a_symbol_with_the_summoner():
    assert msgs(PD) == []
    swapped = edit(PD, polar_dwarves__bear_cavalry=0, tundra_orcs__smasher=4)
    assert msgs(swapped) == [
        "Smasher shares no deck symbol with Svara: every unit and event shares one with the "
        "summoner (has tundra-orcs; the summoner polar-dwarves)",
    ]
    two = replace(CARDS["tundra-orcs/smasher"], symbols=("tundra-orcs", "polar-dwarves"))
    cards = {**CARDS, "tundra-orcs/smasher": two}
    assert check_2e(swapped, cards, KIT_PD) == []


def test_2e_counts_gates_events_champions_commons():
    assert msgs(edit(PD, polar_dwarves__gate=2)) == [
        "a 2E deck has 3 five-life gates; this one has 2"]
    assert msgs(edit(PD, polar_dwarves__parapet=0)) == [
        "a 2E deck has 6 standard events; this one has 4"]
    assert msgs(edit(PD, polar_dwarves__ollag=0)) == [
        "a 2E deck has 3 champion units (starting units not counted); this one has 2"]
    assert msgs(edit(PD, polar_dwarves__ice_smith=3)) == [
        "a 2E deck has 16 common units (starting units not counted); this one has 15"]
    assert msgs(edit(PD, polar_dwarves__starting_gate=0)) == [
        "a 2E deck has 1 ten-life gate; this one has 0",
        "the starting gate (a gate with 10 life) must start on the battlefield, and no other "
        "gate; found 0 gates",
    ]


def test_2e_gates_have_ten_or_five_life():
    odd = replace(CARDS["polar-dwarves/gate"], life=7)
    got = [p.message for p in check_2e(PD, {**CARDS, "polar-dwarves/gate": odd}, KIT_PD)]
    assert "Gate has 7 life: a 2E deck's gates have 10 or 5 life" in got


def test_2e_the_summoner_once_and_no_other():
    assert msgs(edit(PD, polar_dwarves__svara=2)) == [
        "2 copies of Svara: a 2E deck holds its summoner once"]
    got = msgs(edit(PD, tundra_orcs__grognack=1))
    assert "Grognack is a second summoner: a 2E deck has 1 summoner, Svara" in got
    not_summoner = replace(PD, summoner="polar-dwarves/jarmund")
    assert msgs(not_summoner) == [
        "Jarmund is not a summoner: a 2E deck is led by a summoner"]


def test_2e_starting_units_are_the_summoners():
    assert msgs(PD) == []
    moved = replace(PD, starting=tuple(
        StartingCard(s.card, 5, 1) if s.card.endswith("ice-golem") else s for s in PD.starting))
    assert msgs(moved) == [
        "Ice Golem is missing from column 3, row 2: a 2E deck starts as Svara's setup shows",
        "Ice Golem at column 6, row 2 is not in Svara's starting setup",
    ]
    extra = replace(PD, starting=(*PD.starting, StartingCard("polar-dwarves/ice-smith", 0, 1)))
    assert msgs(extra) == [
        "a 2E deck has 16 common units (starting units not counted); this one has 15",
        "a 2E deck has 2 starting units besides the summoner; this one has 3"]


def test_2e_no_mercenary_and_unknown_cards_named():
    merc = next(c for c in CARDS if CARDS[c].mercenary)
    got = msgs(edit(PD, **{merc.replace("/", "__").replace("-", "_"): 1}))
    assert f"{CARDS[merc].name} is a Mercenary: Mercenaries join 1E decks only" in got
    assert msgs(edit(PD, polar_dwarves__ice_rum=2)) == [
        "polar-dwarves/ice-rum: no such card; remove it or pick another"]


# --- 1E -------------------------------------------------------------------------------------


def test_1e_events_exactly_those_of_the_reference_card():
    assert msgs(PE1, "1e") == []
    assert msgs(edit(PE1, phoenix_elves_1e__burn=3), "1e") == [
        "3 copies of Burn: Prince Elien's reference card lists 2"]
    assert msgs(edit(PE1, phoenix_elves_1e__burn=0), "1e") == [
        "Burn is missing: Prince Elien's reference card lists 2 copies of Burn"]
    extra = replace(CARDS["phoenix-elves-1e/burn"], id="phoenix-elves-1e/scorch", name="Scorch")
    cards = {**CARDS, extra.id: extra}
    got = [p.message for p in check_1e(edit(PE1, phoenix_elves_1e__scorch=1), cards, KIT_PE1)]
    assert got == ["Scorch is not on Prince Elien's reference card: a 1E deck holds exactly the "
                   "events listed there"]


def test_1e_copies_of_champions_and_commons():
    assert msgs(edit(PE1, phoenix_elves_1e__archer=10, phoenix_elves_1e__guardian=2), "1e") == []
    assert msgs(edit(PE1, phoenix_elves_1e__archer=11, phoenix_elves_1e__guardian=1), "1e") == [
        "11 copies of Archer: at most 10 of each common unit"]
    assert msgs(edit(PE1, phoenix_elves_1e__fire_drake=2, phoenix_elves_1e__maelena=0), "1e") == [
        "2 copies of Fire Drake: at most 1 of each champion unit"]


def test_1e_counts_walls_champions_commons():
    assert msgs(edit(PE1, phoenix_elves_1e__wall=2), "1e") == [
        "a 1E deck has 3 walls; this one has 2"]
    assert msgs(edit(PE1, phoenix_elves_1e__maelena=0), "1e") == [
        "a 1E deck has 3 champions; this one has 2"]
    assert msgs(edit(PE1, phoenix_elves_1e__warrior=7), "1e") == [
        "a 1E deck has 18 commons; this one has 19"]


def test_1e_cards_of_the_summoners_faction_only():
    got = msgs(edit(PE1, phoenix_elves_1e__warrior=4, tundra_orcs_1e__fighter=2), "1e")
    assert got == ["Fighter is a card of another faction: a 1E deck holds Prince Elien's "
                   "faction's cards and Mercenaries"]


def _mercenary_commons(n: int) -> list[str]:
    return sorted(c for c, card in CARDS.items()
                  if card.mercenary and card.unit_class == "common")[:n]


def test_1e_at_most_six_mercenaries():
    mercs = _mercenary_commons(3)
    assert len(mercs) == 3
    six = dict(PE1.cards)
    six["phoenix-elves-1e/guardian"] = 1
    six["phoenix-elves-1e/warrior"] = 5
    six[mercs[0]], six[mercs[1]] = 3, 3
    ok = replace(PE1, cards=tuple(six.items()))
    assert msgs(ok, "1e") == []
    seven = dict(six)
    seven["phoenix-elves-1e/warrior"] = 4
    seven[mercs[2]] = 1
    got = msgs(replace(PE1, cards=tuple(seven.items())), "1e")
    names = ", ".join(f"{CARDS[m].name} {n}" for m, n in zip(mercs, (3, 3, 1), strict=True))
    assert got == [f"{names}: a 1E deck may hold at most 6 Mercenary cards; this one has 7"]
    p = check_1e(replace(PE1, cards=tuple(seven.items())), CARDS, KIT_PE1)[0]
    assert p.card == mercs[2] and p.rule == "mercenary"


def test_1e_starting_setup_of_the_reference_card():
    moved = replace(PE1, starting=tuple(
        StartingCard(s.card, 0, 3) if s.card.endswith("warrior") else s for s in PE1.starting))
    assert msgs(moved, "1e") == [
        "Warrior is missing from column 1, row 2: a 1E deck starts as Prince Elien's setup shows",
        "Warrior at column 1, row 4 is not in Prince Elien's starting setup",
    ]


# --- kits and allowed cards -------------------------------------------------------------------


def test_2e_kit_is_summoner_epic_gates_and_starting_units():
    assert dict(KIT_PD.cards) == {
        "polar-dwarves/svara": 1, "polar-dwarves/starting-gate": 1, "polar-dwarves/gate": 3,
        "polar-dwarves/ice-ram": 2, "polar-dwarves/frost-mage": 1, "polar-dwarves/ice-golem": 1}
    assert KIT_PD.starting == PD.starting


def test_1e_kit_is_reference_card_events_setup_and_walls():
    assert dict(KIT_PE1.cards) == {
        "phoenix-elves-1e/prince-elien": 1, "phoenix-elves-1e/wall": 3,
        "phoenix-elves-1e/archer": 2, "phoenix-elves-1e/guardian": 1,
        "phoenix-elves-1e/warrior": 1, "phoenix-elves-1e/spirit-of-the-phoenix": 3,
        "phoenix-elves-1e/burn": 2, "phoenix-elves-1e/magic-drain": 2,
        "phoenix-elves-1e/greater-burn": 1, "phoenix-elves-1e/a-hero-is-born": 1}
    assert KIT_PE1.vine_walls == ()


def test_allowed_cards():
    eds = catalog.card_editions(include_user=False)
    pd = allowed_cards(PD.summoner, cards=CARDS, editions=eds)
    assert "polar-dwarves/ice-ram" in pd and "tundra-orcs/smasher" not in pd
    assert not any(CARDS[c].mercenary for c in pd)
    assert not any(CARDS[c].is_summoner and c != PD.summoner for c in pd)
    pe = allowed_cards(PE1.summoner, cards=CARDS, editions=eds)
    assert "phoenix-elves-1e/burn" in pe and any(CARDS[c].mercenary for c in pe)
    assert all(CARDS[c].mercenary or CARDS[c].faction == "phoenix-elves-1e" for c in pe)
    assert all(c in pe for c, _ in PE1.cards)
    assert allowed_cards("nobody/none", cards=CARDS, editions=eds) == []
    assert catalog.allowed_cards(PD.summoner) == pd
    assert PD.summoner in catalog.summoners("2e") and PE1.summoner in catalog.summoners("1e")
    assert PD.summoner not in catalog.summoners("1e")
    assert catalog.summoner_kit(PE1.summoner) == KIT_PE1


def test_counts_for_the_builder():
    from game.content.construction import counts

    assert [str(c) for c in counts(PD, CARDS, "2e")] == [
        "Gates 4/4", "Epic events 2/2", "Standard events 6/6", "Champions 3/3", "Commons 16/16"]
    short = counts(edit(PD, polar_dwarves__ice_smith=2), CARDS, "2e")
    assert str(short[-1]) == "Commons 14/16" and not short[-1].ok
    assert [str(c) for c in counts(PE1, CARDS, "1e")] == [
        "Walls 3/3", "Champions 3/3", "Commons 18/18", "Mercenaries 0/6"]
    assert all(c.ok for c in counts(PE1, CARDS, "1e"))
