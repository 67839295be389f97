"""Issue 43: "A translation in the user folder is never shown. `validate` says '1 translation
file', ok; `--lang it` then shows the card in English." Translations in the player's card folder
(`<edition>/i18n/<lang>/<faction>.yaml`, as shipped) are read like the shipped ones; a player's
translation of a shipped faction overrides the shipped words; `validate` says where each
translation applies; reloading the cards reads them again."""

from __future__ import annotations

import dataclasses

import pytest

from game import catalog, paths
from game.content.cli import main_validate
from game.content.translations import game_translations, shipped_translations
from game.i18n import language
from game.ui import terms
from tests.content.test_translations import ENGLISH, GOOD


@pytest.fixture
def user_cards():
    """The player's card folder (the test's own data folder, set by conftest)."""
    root = paths.user_cards_dir()
    (root / "1e" / "i18n" / "it").mkdir(parents=True, exist_ok=True)
    (root / "2e" / "i18n" / "it").mkdir(parents=True, exist_ok=True)
    game_translations.cache_clear()
    yield root
    game_translations.cache_clear()


def _shipped_card(card_id: str):
    return catalog.cards(include_user=False)[card_id]


def test_a_translation_of_the_players_own_faction_is_shown(user_cards) -> None:
    (user_cards / "1e" / "test-elves.yaml").write_text(ENGLISH, encoding="utf-8")
    (user_cards / "1e" / "i18n" / "it" / "test-elves.yaml").write_text(GOOD, encoding="utf-8")
    prince = dataclasses.replace(_shipped_card("phoenix-elves/queen-maldaria"), id="test-elves-1e/prince-elien",
                                 name="Prince Elien")
    assert game_translations("it").card_name(prince) == "Principe Elien"
    assert shipped_translations("it").card_name(prince) == "Prince Elien"  # the shipped ones alone: English
    with language("it"):
        assert terms.card_name(prince) == "Principe Elien"
        assert terms.faction_name("test-elves-1e", "Test Elves") == "Elfi di Prova"
    with language("en"):
        assert terms.card_name(prince) == "Prince Elien"


def test_a_players_translation_of_a_shipped_faction_overrides_only_the_words_it_gives(user_cards) -> None:
    (user_cards / "2e" / "i18n" / "it" / "phoenix-elves.yaml").write_text(
        "format: summoner-wars/translation@1\nlanguage: it\nfaction: phoenix-elves\n"
        "cards:\n  queen-maldaria:\n    name: Regina Mia\n", encoding="utf-8")
    queen, gate = _shipped_card("phoenix-elves/queen-maldaria"), _shipped_card("phoenix-elves/starting-gate")
    with language("it"):
        assert terms.card_name(queen) == "Regina Mia"
        assert terms.card_name(gate) == shipped_translations("it").card_name(gate) != gate.name  # the shipped word
        assert terms.faction_name("phoenix-elves") == "Elfi della Fenice"


def test_validate_says_where_each_of_the_players_translations_applies(user_cards, capsys) -> None:
    (user_cards / "2e" / "i18n" / "it" / "phoenix-elves.yaml").write_text(
        "format: summoner-wars/translation@1\nlanguage: it\nfaction: phoenix-elves\n"
        "cards:\n  queen-maldaria:\n    name: Regina Mia\n", encoding="utf-8")
    assert main_validate([]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "phoenix-elves.yaml" in x and "i18n" in x and "warning" not in x)
    assert "it for phoenix-elves (1 card)" in line and "over the shipped translation" in line, line
    # the shipped translations are not listed one by one when validating everything
    assert not [x for x in out.splitlines() if x.startswith("2e/i18n/it/") and "warning" not in x]


def test_reloading_the_cards_reads_the_players_translations_again(user_cards) -> None:
    path = user_cards / "2e" / "i18n" / "it" / "phoenix-elves.yaml"
    head = "format: summoner-wars/translation@1\nlanguage: it\nfaction: phoenix-elves\ncards:\n  queen-maldaria:\n"
    path.write_text(head + "    name: Regina Mia\n", encoding="utf-8")
    queen = _shipped_card("phoenix-elves/queen-maldaria")
    assert game_translations("it").card_name(queen) == "Regina Mia"
    path.write_text(head + "    name: Regina Nostra\n", encoding="utf-8")
    assert game_translations("it").card_name(queen) == "Regina Mia"  # read once
    catalog.reload()
    assert game_translations("it").card_name(queen) == "Regina Nostra"
