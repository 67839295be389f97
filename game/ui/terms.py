"""The game's own words the window shows apart from sentences: phase names and the name of the
structure magic is gathered around (a gate, or in the 1st edition a wall), in the player's
language. The rules core names them in English (`Ruleset.phase_name`, `gate_name`); these are
their catalog entries, looked up in the context "phase" or "structure" because the same English
word ("Draw", "Attack") is a button elsewhere."""

from __future__ import annotations

from game.core.cards import CardDef
from game.core.ruleset import Ruleset
from game.i18n import PN_, SOURCE_LANGUAGE, current_language, pn_

PHASE_NAMES = (
    PN_("phase", "Draw"), PN_("phase", "Summon"), PN_("phase", "Play Event Cards"),
    PN_("phase", "Movement"), PN_("phase", "Attack"), PN_("phase", "Build Magic"),
    PN_("phase", "Move"), PN_("phase", "Build"), PN_("phase", "Magic"), PN_("phase", "Event"),
)
STRUCTURES = (PN_("structure", "gate"), PN_("structure", "wall"))


def phase_name(rules: Ruleset, phase: str) -> str:
    """The phase's name as the ruleset's rulebook gives it, in the player's language."""
    return pn_("phase", rules.phase_name(phase))


def gate_name(rules: Ruleset) -> str:
    """"gate" (2nd edition) or "wall" (1st), in the player's language."""
    return pn_("structure", rules.gate_name)


def faction_name(faction_id: str, english: str | None = None) -> str:
    """A faction's name in the player's language, from the card translations (the one place a
    faction's name is translated, next to its cards: cards/<edition>/i18n/<lang>/); English when
    there is none."""
    from game.content.translations import faction_name_now

    fallback = english if english is not None else faction_id.removesuffix("-1e").replace("-", " ").title()
    return faction_name_now(faction_id, fallback)


def faction_description(faction_id: str, english: str) -> str:
    """A faction's description in the player's language (the card translations), else English."""
    from game.content.translations import game_translations

    return game_translations(current_language()).faction_description(faction_id, english)


def matchup(names: list[str]) -> str:
    """"Ella vs Toby"; with four seats the two teams, "Ella & Cleo vs Toby & Gus" (seats 1 and 3
    against 2 and 4; a person playing two seats is named once), in the player's language."""
    from game.i18n import _

    if len(names) <= 2:
        return _("{first} vs {second}", first=names[0], second=names[-1]) if len(names) == 2 else "".join(names)

    def team(side: list[str]) -> str:
        return _("{first} & {second}", first=side[0], second=side[1]) if len(side) == 2 else side[0]

    return _("{first} vs {second}", first=team(list(dict.fromkeys(names[0::2]))),
             second=team(list(dict.fromkeys(names[1::2]))))


def _card_translations():
    from game.content.translations import game_translations

    return game_translations(current_language())


def card_name(defn: CardDef) -> str:
    """A card's name in the player's language (its translation file; English without one)."""
    if current_language() == SOURCE_LANGUAGE:
        return defn.name
    return _card_translations().card_name(defn)


def ability_words(defn: CardDef, title: str, text: str) -> tuple[str, str]:
    """(title, text) of one of the card's printed abilities in the player's language."""
    if current_language() == SOURCE_LANGUAGE:
        return title, text
    english = next((a.title for a in defn.abilities if title in (a.title, a.display)), None)
    if english is None:
        return title, text
    got_title, got_text = _card_translations().ability(defn, english, text)
    return (got_title if got_title != english else title), got_text


def card_text(defn: CardDef) -> str:
    """A card's own text (not its abilities': an event's, a wall's) in the player's language."""
    if current_language() == SOURCE_LANGUAGE or not defn.text:
        return defn.text
    return _card_translations().card_text(defn)
