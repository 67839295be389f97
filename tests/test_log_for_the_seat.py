"""Issue 39, 5: the log never names a card discarded from a hand to a player who may not see it.
2E rulebook: "To discard a card, remove any tokens on it and place it face down on top of its
owner's discard pile", and glossary DISCARD PILE: "The number of cards in a player's discard pile
is public information, but the contents are private to that player."

Temple Priest's Heal ("you may discard a card from your hand") in the log of each player: its
owner reads the card's name; the opponent reads that a card was chosen and discarded. Every other
question and discard is read by `tests/test_seat_knowledge.py` over random games."""

from __future__ import annotations

from game import catalog
from game.core import commands as cmds
from game.core.ruleset import ATTACK
from game.core.scenario import Scenario
from game.sim import make_setup
from game.ui.battle.describe import narrate


def _heal_log() -> dict[int, list[str]]:
    decks = (catalog.deck("vanguards", include_user=False), catalog.deck("fallen-kingdom", include_user=False))
    setup = make_setup(catalog.ruleset("2e", include_user=False), decks, catalog.cards(include_user=False), 7)
    sc = Scenario(setup, clean=True)
    sc.phase(0, ATTACK)
    sc.empty_hand(0)
    card = sc.hand(0, "Mass Heal")
    priest = sc.place(0, "Temple Priest", (2, 3))
    knight = sc.place(0, "Citadel Knight", (2, 4))
    sc.damage(knight, 1)
    before = sc.state.clone()
    events = list(sc.do(cmds.Attack(0, priest, knight)))
    events += sc.answer(card)
    return {p: [line.text for line in narrate(before, events, p)] for p in (0, 1)}


def test_the_opponent_reads_that_a_card_was_discarded_not_which():
    log = _heal_log()
    assert not any("Mass Heal" in line for line in log[1]), log[1]
    assert "Player 1 chooses a card." in log[1]
    assert "Player 1 discards a card from their hand." in log[1]


def test_the_cards_owner_reads_its_name():
    log = _heal_log()
    assert "Player 1 chooses Mass Heal." in log[0]
    assert "Player 1 discards Mass Heal from their hand." in log[0]
