"""The battle's names of things in the player's language: a card's name and an ability's title
(from the card translations, `cards/<edition>/i18n/<lang>/`), a phase's name (the catalog's, as
the rulebook of that language prints it).

Pure: no pygame (the game log's sentences use it, and the log is also written without a window).
"""

from __future__ import annotations

from game import i18n
from game.core.cards import CardDef
from game.core.ruleset import Ruleset
from game.i18n import pn_


def _translations():
    from game.content.translations import game_translations

    return game_translations(i18n.current_language())


def card_name(defn: CardDef) -> str:
    """The card's name as its translation gives it (English without one)."""
    from game.ui.terms import card_name as translated

    return translated(defn)


def ability_name(defn: CardDef | None, title: str) -> str:
    """The printed title `title` of one of `defn`'s abilities, translated; any other text as
    it is."""
    if defn is None or i18n.current_language() == i18n.SOURCE_LANGUAGE:
        return title
    if not any(a.title == title or a.display == title for a in defn.abilities):
        return title
    english = next((a.title for a in defn.abilities if title in (a.title, a.display)), title)
    got, _text = _translations().ability(defn, english)
    return got if got != english else title


def phase_name(ruleset: Ruleset, phase: str) -> str:
    """The phase's name as the ruleset gives it ("Build Magic"), in the player's language."""
    return pn_("phase", ruleset.phase_name(phase))
