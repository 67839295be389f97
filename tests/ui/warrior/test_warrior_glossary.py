"""Warrior's Italian glossary (cards/warrior/i18n/it/glossary.yaml) is a valid glossary, and the
catalogue says each of its terms that the window shows on its own with the glossary's word."""

from __future__ import annotations

import yaml

from game import i18n
from game.i18n import _
from game.paths import cards_dir


def _glossary() -> list[dict]:
    return yaml.safe_load((cards_dir() / "warrior" / "i18n" / "it" / "glossary.yaml").read_text("utf-8"))


def test_the_warrior_glossary_validates():
    from game.content.translations import check_translations

    out = check_translations([cards_dir() / "warrior"])
    assert out.problems == []
    assert len(out.glossaries) == 1


def test_the_catalogue_uses_the_glossarys_words():
    i18n.set_language("it")
    shown = {"Warriors", "Captains", "Army Tracker", "Start Here", "Blue Zone", "Red Zone", "Reinforcement",
             "Protection", "Assassin", "Extra Skill"}
    terms = {e["en"]: e["it"] for e in _glossary()}
    assert shown <= set(terms)
    for en in shown:
        assert _(en) == terms[en], en
    assert "tamburi di guerra" in _("Beat the war drums")
    assert terms["discard pile"] in _("Discard pile").lower()
