"""Pieces of sentences that are filled in before the window translates the whole (issue 22:
"every rejection reason ... in the player's language"): a list of card names, a fallback word
inside an effect's duration, and the summoner's name in the Cost of Inaction question. Each
came out in English inside an Italian sentence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from game.core.forecast import EndPhaseCost
from game.core.wording import until_text
from game.persist.card_changes import CardChanges
from game.ui.battle.end_phase_question import end_phase_question
from game.ui.core_text import tr_core


@pytest.fixture
def italian() -> Iterator[None]:
    i18n.set_language("it")
    yield
    i18n.set_language("en")


def test_a_list_of_changed_cards_is_joined_in_italian(italian: None) -> None:
    text = tr_core(CardChanges(changed=("A", "B", "C", "D", "E")).details(most=3))
    assert "A, B, C e altre 2" in text
    assert " and " not in text and "more" not in text
    one_more = tr_core(CardChanges(changed=("A", "B", "C", "D")).details(most=3))
    assert "A, B, C e un'altra" in one_more


def test_a_list_of_changed_cards_stays_english_in_english() -> None:
    assert "A, B, C and 2 more" in CardChanges(changed=("A", "B", "C", "D", "E")).details(most=3)
    assert "A and B" in CardChanges(changed=("A", "B")).details()


def test_an_effect_lasting_while_a_card_unknown_to_the_view_stays_active_reads_in_italian(italian: None) -> None:
    """The effect's card is not in the state (a view that does not know it): the sentence falls
    back to "its event" / "its card", which must be Italian too."""
    from factories import test_setup
    from game.core import Game

    state = Game.new(test_setup()).state
    missing = max(state.cards) + 100
    active = tr_core(until_text(state, f"active:{missing}"))
    assert active == "finché il suo evento resta nell'area attiva"
    in_play = tr_core(until_text(state, f"card:{missing}"))
    assert "la sua carta" in in_play and "its card" not in in_play


def test_the_cost_of_inaction_names_the_summoner_as_the_italian_cards_do(italian: None) -> None:
    title, text = end_phase_question(EndPhaseCost("attack", summoner="Queen Maldaria", summoner_damage=1))
    assert "Regina Maldaria" in text and "Queen" not in text


def test_the_cost_of_inaction_keeps_the_english_name_in_english() -> None:
    title, text = end_phase_question(EndPhaseCost("attack", summoner="Queen Maldaria", summoner_damage=1))
    assert "Queen Maldaria takes 1 damage" in text
