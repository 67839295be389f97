"""Issue 42, "1st edition in 2nd-edition words": every player-facing word takes the edition's
term. The 1E rulebook's summoning points are walls ("Summon Phase: ... adjacent to a Wall you
control"), the 2E rulebook's gates ("Phase 1: Summon: an empty space adjacent to a gate you
control")."""

from __future__ import annotations

import contextlib

import pytest

from game import catalog
from game.core import commands as cmds
from game.core.scenario import Scenario
from game.i18n import current_language, set_language
from game.sim import make_setup
from game.ui.card_parts import class_line

PAIRS = {"1e": ("phoenix-elves-1e", "tundra-orcs-1e"), "2e": ("phoenix-elves", "tundra-orcs")}


def _scenario(edition: str) -> Scenario:
    a, b = PAIRS[edition]
    setup = make_setup(catalog.ruleset(edition), (catalog.deck(a), catalog.deck(b)),
                       catalog.cards(), 3, ("Ella", "Toby"))
    return Scenario(setup, clean=True)


def _far_from_structures(s: Scenario, player: int) -> tuple[int, int]:
    """An empty space not next to any of the player's gates or walls."""
    geo = s.state.geo
    mine = [pos for pos, uid in s.state.board.items()
            if s.card(uid).defn.gate and s.card(uid).controller == player]
    spaces = [(c, r) for c in range(geo.columns) for r in range(geo.rows)]
    for pos in spaces:
        if pos not in s.state.board and all(max(abs(pos[0] - p[0]), abs(pos[1] - p[1])) > 1 for p in mine):
            return pos
    raise AssertionError("no space far from the structures")


@pytest.mark.parametrize("edition, term, other", [("1e", "wall", "gate"), ("2e", "gate", "wall")])
def test_a_summon_away_from_the_summoning_points_names_the_editions_structure(edition, term, other):
    s = _scenario(edition)
    s.phase(0, "summon")
    name = next(c.defn.name for c in s.state.cards.values()
                if c.owner == 0 and c.defn.is_unit and c.defn.unit_class == "common")
    unit = s.hand(0, name)
    s.magic(0, 9)
    reason = s.reject(cmds.Summon(0, unit, _far_from_structures(s, 0)))
    assert f"next to a {term} you control" in reason
    assert other not in reason


def _structure(edition: str):
    deck = catalog.deck(PAIRS[edition][0])
    cards = catalog.cards()
    return next(cards[cid] for cid in deck.all_card_ids() if cards[cid].gate)


@contextlib.contextmanager
def use_language(code: str):
    before = current_language()
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def test_a_wall_in_hand_is_labelled_wall_in_the_first_edition_and_a_gate_in_the_second():
    with use_language("en"):
        assert class_line(_structure("1e")) == "Wall"
        assert class_line(_structure("2e")) == "Gate"


def test_the_label_is_the_editions_word_in_italian_too():
    """The Italian 1E starter rulebook keeps the card type's English name, "Carte Wall" (with
    "Muro" only as a gloss), as the Italian catalogue does everywhere else."""
    with use_language("it"):
        assert class_line(_structure("1e")) == "Wall"
        assert class_line(_structure("2e")) != class_line(_structure("1e"))
