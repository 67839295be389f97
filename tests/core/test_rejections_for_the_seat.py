"""Issue 39, 2: "Rejections and errors are written for the seat that receives them: never another
seat's hidden text." A command that names a card its player may not see (an opponent's hand card,
any draw pile's card: a network client can send any uid) is refused with one answer for them all,
which says nothing of the card; a card in sight is still refused with the rule's own reason."""

from __future__ import annotations

from game import catalog
from game.core import commands as cmds
from game.core.decide import check
from game.core.ruleset import SUMMON
from game.core.scenario import Scenario
from game.sim import make_setup

HIDDEN_REASON = "That card is not one you can see."


def _scene() -> Scenario:
    decks = (catalog.deck("vanguards", include_user=False), catalog.deck("fallen-kingdom", include_user=False))
    setup = make_setup(catalog.ruleset("2e", include_user=False), decks, catalog.cards(include_user=False), 3)
    sc = Scenario(setup, clean=True)
    sc.phase(0, SUMMON)
    return sc


def test_a_command_naming_an_opponents_hand_card_says_nothing_of_it():
    sc = _scene()
    theirs = sc.hand(1, "Undead Warrior")
    for cmd in (cmds.UseAbility(0, theirs, "raise"), cmds.Summon(0, theirs, (2, 2)), cmds.PlayEvent(0, theirs),
                cmds.DiscardForMagic(0, (theirs,)), cmds.Attack(0, theirs, theirs)):
        assert check(sc.state, cmd) == HIDDEN_REASON, cmd


def test_a_command_naming_a_draw_pile_card_or_no_card_says_the_same():
    sc = _scene()
    top = sc.state.players[0].draw[-1]
    assert check(sc.state, cmds.Summon(0, top, (2, 2))) == HIDDEN_REASON
    assert check(sc.state, cmds.Summon(0, 10_000, (2, 2))) == HIDDEN_REASON


def test_a_card_in_sight_is_refused_with_the_rules_own_reason():
    """The other way: the opponent's card on the battlefield is named, as both players see it."""
    sc = _scene()
    warrior = sc.place(1, "Undead Warrior", (2, 5))
    reason = check(sc.state, cmds.UseAbility(0, warrior, "raise"))
    assert reason is not None and reason != HIDDEN_REASON and "Undead Warrior" in reason
