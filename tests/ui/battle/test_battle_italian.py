"""The battle's own words in Italian (issue 22): the log's sentences, the dice tray, the odds, the
phase names and the hints come from the catalog, with card names from the card translations;
in English they stay as they were."""

from __future__ import annotations

import pygame

from game import i18n
from game.content.translations import shipped_translations
from game.core import Game
from game.core import events as ev
from game.core.forecast import EndPhaseCost
from game.ui.battle import textcache
from game.ui.battle.describe import narrate, sentence
from game.ui.battle.dice_view import DiceRoll, caption_parts
from game.ui.battle.end_phase_question import end_phase_question
from game.ui.battle.odds import AttackOdds
from game.ui.battle.words import card_name, phase_name
from tests.factories import test_setup


def _game() -> Game:
    return Game.new(test_setup(1))


def _shipped_game() -> Game:
    from game.ui.flow import new_game

    return new_game((None, None), seed=3, names=("Ella", "Toby"))


def _unit_with_italian_name(g: Game):
    it = shipped_translations("it")
    for uid in g.state.board.values():
        c = g.state.cards[uid]
        if it.card_name(c.defn) != c.defn.name:
            return c
    raise AssertionError("no card on the battlefield has an Italian name")


def test_a_log_sentence_is_italian_with_the_cards_italian_name() -> None:
    """Issue 22: "every log sentence of every event" in Italian; the card's name is its Italian
    one (cards/<edition>/i18n/it/)."""
    g = _shipped_game()
    c = _unit_with_italian_name(g)
    e = ev.UnitSummoned(0, c.uid, (2, 3))
    english = sentence(g.state, e)
    assert english == f"{g.state.players[0].name} summons {c.defn.name} at C4."
    with i18n.language("it"):
        italian = sentence(g.state, e)
    it_name = shipped_translations("it").card_name(c.defn)
    assert italian == f"{g.state.players[0].name} evoca {it_name} in C4."
    assert c.defn.name not in italian


def test_an_attack_line_in_italian_counts_hits_and_life_with_plural_forms() -> None:
    g = _game()
    a, t = list(g.state.board.values())[:2]
    events = [ev.AttackDeclared(a, t), ev.DiceRolled(0, (0, 1), 0, a), ev.AttackResolved(a, t, 1, 1)]
    with i18n.language("it"):
        line = narrate(g.state, events)[-1].text
    assert "attacca" in line and "1 colpo a segno" in line and "attacks" not in line
    one = narrate(g.state, [ev.AttackDeclared(a, t), ev.DiceRolled(0, (0, 1), 0, a),
                            ev.AttackResolved(a, t, 2, 2)])[-1].text
    assert "2 hits" in one  # English unchanged


def test_every_phase_name_is_the_rulebooks_italian_one() -> None:
    """The glossary: Fase 1 Pescare, 2 Evocazione, 4 Movimento, 5 Attacco, 6 Incremento Magico."""
    rs = _game().state.ruleset
    from game import catalog

    first = catalog.ruleset("1e")
    with i18n.language("it"):
        assert phase_name(first, "draw") == "Pescare"
        assert phase_name(first, "magic") == "Incremento Magico"
        assert phase_name(first, "move") == "Movimento"
        names = [phase_name(rs, p) for p in rs.phases]
    assert "Attacco" in names and "Attack" not in names
    assert phase_name(first, "magic") == "Build Magic"


def test_the_dice_tray_captions_in_italian() -> None:
    numbered = DiceRoll((2, 4), "melee", hit_on=3, wound_on=4, bonus=1, hits=2, damage=1)
    with i18n.language("it"):
        lead, tail = caption_parts(numbered, (), True)
        assert lead == "Colpisce con 3+, ferisce con 4+, +1 a ogni dado"
        assert tail == ": 2 colpi a segno, 1 Ferita"
        assert caption_parts(DiceRoll((0,), "melee", hits=1), (frozenset({"melee"}),), True) == (
            "In mischia colpisce con", ": 1 colpo a segno")
    assert caption_parts(numbered, (), True) == ("Hits on 3+, wounds on 4+, +1 to each die", ": 2 hits, 1 wound")


def test_the_odds_and_the_end_phase_question_in_italian() -> None:
    from fractions import Fraction

    odds = AttackOdds(3, 1, Fraction(1, 2), Fraction(1))
    with i18n.language("it"):
        assert odds.summary() == "3 dadi contro 1 Punto Vita: 50% di probabilità di distruggere"
        title, text = end_phase_question(EndPhaseCost("attack", "Svara", 1))
        assert title == "Terminare la Fase Attacco?"
        assert text == "Svara subisce 1 Ferita (il costo dell'inattività)."
    assert odds.summary() == "3 dice vs 1 life: 50% chance to destroy"


def test_card_names_follow_the_language() -> None:
    g = _shipped_game()
    c = _unit_with_italian_name(g)
    assert card_name(c.defn) == c.defn.name
    with i18n.language("it"):
        assert card_name(c.defn) == shipped_translations("it").card_name(c.defn)


def test_the_text_cache_is_emptied_when_the_language_changes() -> None:
    pygame.font.init()
    textcache.text("Fine Fase", "regular", 14, (255, 255, 255))
    assert textcache._text_surface.cache_info().currsize > 0
    textcache.text("Fine Fase", "regular", 14, (255, 255, 255))
    assert textcache._text_surface.cache_info().currsize > 0  # same language: kept
    i18n.set_language("it")
    textcache.text("Fine Fase", "regular", 14, (255, 255, 255))
    assert textcache._text_surface.cache_info().currsize == 1  # emptied, then this one line


def _bar_words(width: int) -> list[str]:
    from game import catalog
    from game.ui.battle.phase_bar import PhaseBar
    from game.ui.layout import Layout
    from game.ui.text import recording_renders

    pygame.font.init()
    rs = catalog.ruleset("1e")
    bar = PhaseBar(None)
    bar.place(pygame.Rect(0, 0, width, 40), Layout(1024, 640, 1.0), 100)
    with recording_renders() as drawn:
        bar.draw(pygame.Surface((width, 40)), rs.phases, "attack", "Turno 2", (200, 60, 60),
                 [rs.phase_name(p) for p in rs.phases])
    return drawn


def test_a_phase_name_too_long_for_a_narrow_bar_shows_its_short_name() -> None:
    """1E in Italian at 1024x640: "Incremento Magico" does not fit its cell even on two lines, so
    the bar says "Magia"; a wide bar keeps the rulebook's whole name."""
    with i18n.language("it"):
        narrow = " ".join(_bar_words(610))
        wide = " ".join(_bar_words(1400))
    assert "Magia" in narrow and "Incremento" not in narrow and "…" not in narrow
    assert "Incremento" in wide and "Magia" not in wide
