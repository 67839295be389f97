"""Issue 42, "Log wording": "0 hits, 1 damage"; "Kaeseeall returns to Player 1's hand" for a card
fetched from the draw pile; "1 card goes face down…" four times instead of one total."""

from __future__ import annotations

from game import catalog
from game.core import events as ev
from game.core.scenario import Scenario
from game.core.state import DISCARD, DRAW, HAND
from game.sim import make_setup
from game.ui.battle.describe import narrate


def _scenario(edition: str) -> Scenario:
    pair = ("phoenix-elves-1e", "tundra-orcs-1e") if edition == "1e" else ("phoenix-elves", "tundra-orcs")
    setup = make_setup(catalog.ruleset(edition), tuple(catalog.deck(d) for d in pair), catalog.cards(), 3,
                       ("Ella", "Toby"))
    return Scenario(setup, clean=True)


def _texts(s: Scenario, events, viewer=None) -> list[str]:
    return [line.text for line in narrate(s.state, events, viewer)]


def test_a_card_taken_from_the_draw_pile_is_taken_not_returned() -> None:
    s = _scenario("2e")
    drawn = next(u for u in s.state.players[0].draw)
    assert s.card(drawn).zone == DRAW
    (line,) = _texts(s, [ev.CardReturnedToHand(drawn)])
    assert line.startswith("Ella takes ") and "from their draw pile into their hand" in line
    assert "returns" not in line


def test_a_card_taken_from_the_discard_pile_says_so_and_one_from_the_battlefield_returns() -> None:
    s = _scenario("2e")
    thrown = s.discard(0, s.card(s.state.players[0].draw[0]).defn.name)
    assert s.card(thrown).zone == DISCARD
    (line,) = _texts(s, [ev.CardReturnedToHand(thrown)])
    assert "from their discard pile into their hand" in line
    summoner = s.summoner(0)
    (back,) = _texts(s, [ev.CardReturnedToHand(summoner)])
    assert back.endswith("returns to Ella's hand.")


def test_no_hits_are_not_counted_as_0_hits() -> None:
    s = _scenario("2e")
    a, t = s.summoner(0), s.summoner(1)
    (line,) = _texts(s, [ev.AttackDeclared(a, t), ev.AttackResolved(a, t, 0, 1)])
    assert "0 hits" not in line and "no hits, yet 1 damage" in line
    (miss,) = _texts(s, [ev.AttackDeclared(a, t), ev.AttackResolved(a, t, 0, 0)])
    assert "0 hits" not in miss and "no hits" in miss
    (two,) = _texts(s, [ev.AttackDeclared(a, t), ev.AttackResolved(a, t, 2, 2)])
    assert "2 hits" in two


def test_cards_going_onto_a_magic_pile_one_after_another_are_told_once_with_their_total() -> None:
    s = _scenario("1e")
    hand = [s.hand(0, s.card(u).defn.name) for u in list(s.state.players[0].draw)[:4]]
    assert all(s.card(u).zone == HAND for u in hand)
    events = [ev.CardsToMagicPile(0, (u,), "build magic") for u in hand]
    lines = _texts(s, events, viewer=1)  # Toby sees how many, not which
    assert len(lines) == 1 and lines[0].startswith("4 cards go face down onto Ella's magic pile")
    # Ella sees which: one line naming the four
    (mine,) = _texts(s, events, viewer=0)
    assert all(s.card(u).defn.name in mine for u in hand)


def test_cards_going_onto_two_piles_or_for_two_reasons_stay_apart() -> None:
    s = _scenario("1e")
    a, b = (s.hand(0, s.card(u).defn.name) for u in list(s.state.players[0].draw)[:2])
    c = s.hand(1, s.card(s.state.players[1].draw[0]).defn.name)
    assert len(_texts(s, [ev.CardsToMagicPile(0, (a,), "build magic"),
                          ev.CardsToMagicPile(1, (c,), "build magic")], viewer=None)) == 2
    assert len(_texts(s, [ev.CardsToMagicPile(0, (a,), "build magic"),
                          ev.CardsToMagicPile(0, (b,), "scenario")], viewer=1)) == 2
