"""Issue 39, 1: a timing question never names, nor gives away, a card hidden from the player asked.

1E Master Set rulebook, "Timing Conflicts": "If 2 or more game effects ever occur at the same
time, the player whose turn it is determines the order in which those effects will resolve."
The turn player orders the effects they can see. A card that reacts from a hand (Shadows: "Play
when one of your Shadow Elf commons or champions is destroyed and put on an opponent's magic
pile") is not in their sight: were they asked to order it, the question would tell them it is
there, and its label would name it. So it resolves first, its holder deciding as the card says,
and the turn player orders the rest.

The position of the issue: Swamp Orcs (Mugglug's Rampant Growth: "Whenever a unit adjacent to a
wall you control is destroyed, place a Vine Wall on the space it occupied") destroy a Shadow Elf
Swordsman next to their wall while the Shadow Elves hold Shadows.
"""

from __future__ import annotations

from game import catalog
from game.core import commands as cmds
from game.core.ruleset import ATTACK
from game.core.scenario import Scenario
from game.core.view import view
from game.sim import make_setup

ORDER_QUESTION = "These happen at the same time: which resolves first?"


def _position(shadows_in_hand: bool, teammate_sees: bool = False) -> tuple[Scenario, int, int | None]:
    decks = (catalog.deck("swamp-orcs-1e", include_user=False), catalog.deck("shadow-elves-1e", include_user=False))
    setup = make_setup(catalog.ruleset("1e", include_user=False), decks, catalog.cards(include_user=False), 7)
    sc = Scenario(setup, clean=True)
    sc.phase(0, ATTACK)
    sc.empty_hand(1)
    wall = sc.gate(0)
    wx, wy = sc.card(wall).pos
    s = sc.state
    spot = next(q for q in s.geo.adjacent((wx, wy)) if q not in s.board)
    victim = sc.place(1, "Swordsman", spot)
    near = next(q for q in s.geo.adjacent(spot) if q not in sc.state.board and q != (wx, wy))
    attacker = sc.place(0, "Savager", near)
    shadows = sc.hand(1, "Shadows") if shadows_in_hand else None
    sc.roll(6, 6, 6)
    sc.do(cmds.Attack(0, attacker, victim))
    return sc, victim, shadows


def test_the_turn_player_is_not_asked_to_order_a_reaction_from_a_hidden_hand():
    """With Shadows in the Shadow Elves' hand, the Swamp Orcs' player gets no timing question:
    Shadows resolves first (its holder is asked whether to play it), then Rampant Growth."""
    sc, victim, shadows = _position(shadows_in_hand=True)
    pr = sc.state.pending
    assert pr is not None
    assert pr.text != ORDER_QUESTION
    assert pr.player == 1, "the holder of Shadows decides first"
    # What the Swamp Orcs' player reads of that question names neither Shadows nor its uid.
    seen = view(sc.state, 0).pending
    assert "Shadows" not in seen.text and not any("Shadows" in str(label) for label in seen.labels)
    assert shadows not in seen.options and seen.source != shadows
    # Declined: Rampant Growth then places its Vine Wall, with no question to anyone.
    sc.answer(None, player=1)
    assert sc.state.pending is None
    assert any(c.defn.vine for c in sc.state.on_board(0))


def test_without_a_hidden_reaction_rampant_growth_resolves_alone():
    """The other way: with nothing in the Shadow Elves' hand, nobody is asked anything and the
    Vine Wall is placed."""
    sc, victim, _ = _position(shadows_in_hand=False)
    assert sc.state.pending is None
    assert any(c.defn.vine for c in sc.state.on_board(0))


def test_a_sealed_timing_answer_names_no_hidden_card():
    """However a timing question comes to hold a card out of its reader's sight, what the view
    gives of it is sealed: the option is the hidden card's placeholder, its label says "Hidden
    card". (Built by hand: the rules no longer ask it, so the view's sealing is checked alone.)"""
    from game.core.state import Prompt, Step
    from game.core.view import HIDDEN, prompt_seen_by

    sc, victim, shadows = _position(shadows_in_hand=True)
    mugglug = sc.summoner(0)
    prompt = Prompt(0, "choice", ORDER_QUESTION, options=((mugglug, None, 0), (shadows, None, 0)),
                    resume=Step("trigger.first"), labels=("Rampant Growth (Mugglug at C1)", "Shadows (Shadows)"))
    for reader in (0,):
        seen = prompt_seen_by(sc.state, prompt, reader)
        assert seen.options[0] == (mugglug, None, 0) and seen.labels[0] == prompt.labels[0]
        assert shadows not in seen.options[1] and seen.labels[1] == HIDDEN.name
    # Its holder sees it.
    assert prompt_seen_by(sc.state, prompt, 1).options[1] == (shadows, None, 0)


def test_a_prompt_option_of_an_unknown_shape_cannot_be_made():
    """What each option names is said in one place (`option_cards`); an option it does not know
    could not be sealed, so a prompt holding one is refused when it is made."""
    import pytest

    from game.core.state import Prompt

    with pytest.raises(TypeError, match="prompt option"):
        Prompt(0, "choice", "?", options=((1, 2, 3, 4),))
    with pytest.raises(TypeError, match="prompt option"):
        Prompt(0, "choice", "?", options=({"card": 3},))
    Prompt(0, "choice", "?", options=(3, (2, 5), "3:2:5", "yes", (4, None, 1), (4, "heal")))
