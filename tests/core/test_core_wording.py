"""Issue 16: effects and used abilities in a player's words (`game.core.wording`), never their
internal marks ("reckless_strike:38:1", "active:31", "grant on …")."""

from __future__ import annotations

from game.core.state import Effect
from game.core.wording import ability_title, effect_sentence, until_text
from tests.scene import faction_scene

PD = 0


def test_a_used_mark_reads_as_its_abilitys_title() -> None:
    s = faction_scene("polar-dwarves")
    mage = s.place(PD, "Frost Mage", (2, 2))
    state = s.state
    spec = state.cards[mage].defn.abilities[0]
    assert ability_title(state, mage, spec.name) == "Frost Bolt"
    assert ability_title(state, mage, f"{spec.name}:12:1") == "Frost Bolt"  # a snapshot's mark
    assert ability_title(state, mage, "language:Frost Bolt@move") == "Frost Bolt"  # once per phase
    assert ability_title(state, mage, "triggered:Momentum") == "Momentum"  # name:Title
    assert ability_title(state, mage, "not_on_this_card") == "Not On This Card"


def test_how_long_reads_as_words() -> None:
    s = faction_scene("polar-dwarves")
    mage = s.place(PD, "Frost Mage", (2, 2))
    state = s.state
    assert until_text(state, "end_of_turn") == "until the end of the turn"
    assert until_text(state, "end_of_attack") == "for this attack"
    assert until_text(state, f"active:{mage}") == "while Frost Mage stays active"
    assert ":" not in until_text(state, "active:9999")


def test_effects_read_as_sentences() -> None:
    s = faction_scene("polar-dwarves")
    mage = s.place(PD, "Frost Mage", (2, 2))
    golem = s.place(PD, "Ice Golem", (2, 1))
    state = s.state
    plus = Effect("stat", mage, PD, data=(("stat", "strength"), ("amount", 2)))
    assert effect_sentence(state, plus) == "Frost Mage gets +2 strength until the end of the turn."
    granted = Effect("grant", golem, PD, until=f"active:{mage}", data=(("card", mage), ("spec", 0)), source=mage)
    assert effect_sentence(state, granted) == "Ice Golem gains Frost Bolt while Frost Mage stays active."
    frozen = Effect("no_abilities", golem, PD, until="end_of_turn", source=mage)
    assert effect_sentence(state, frozen) == "Ice Golem loses its abilities until the end of the turn."
    other = Effect("something_new", golem, PD, until="end_of_turn", source=mage)
    assert effect_sentence(state, other) == "Ice Golem is under Frost Bolt until the end of the turn."
