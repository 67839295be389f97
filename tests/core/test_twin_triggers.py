"""Two copies of one card with the same "at the end of your turn" ability: the player is asked
which resolves first only when the order can change what may happen.

Rulebook (1E), Timing Conflicts: the player whose turn it is determines the order of effects
that happen at the same time. Phoenix Elves, Warrior, Blaze Step: "At the end of your turn, if
this unit is on the battlefield, you may place it on an empty space next to a wall you
control." Issue 42: with two Warriors every end of turn took three clicks ("which resolves
first?", then both Blaze Steps), although whichever goes first the player answers both questions
as they like. The order's trials ran out of budget (each Warrior may go to any of a dozen
spaces) and so asked; for `twins` they no longer do, and a difference the trials find is still
asked about."""

from __future__ import annotations

from game import catalog
from game.core.scenario import Scenario
from game.core.trigger_order import twins
from game.sim import make_setup

ORDER = "These happen at the same time: which resolves first?"


def scene() -> Scenario:
    """Ella's (Phoenix Elves, 1E) Build Magic phase, the last of her turn: Prince Elien at (2,0)
    and her Wall at (2,2), nothing else of hers."""
    setup = make_setup(catalog.ruleset("1e"), (catalog.deck("phoenix-elves-1e"), catalog.deck("tundra-orcs-1e")),
                       catalog.cards(), seed=1)
    s = Scenario(setup, clean=True).phase(0, "magic")
    assert s.at((2, 2)).name == "Wall"
    return s


def asked(s: Scenario) -> list[str]:
    """Every question of the end of the turn, each declined, in order."""
    out = []
    while s.state.pending is not None and s.state.pending.player == 0:
        p = s.state.pending
        out.append(p.text)
        s.answer(p.options[0] if not p.optional else None)
    return out


def test_two_warriors_with_nothing_to_do_ask_nothing() -> None:
    """Every space next to her Wall is taken: Blaze Step has nowhere to go, for either Warrior."""
    s = scene()
    for name, pos in (("Guardian", (1, 2)), ("Guardian", (3, 2)), ("Archer", (2, 1)), ("Archer", (2, 3))):
        s.place(0, name, pos)
    s.place(0, "Warrior", (0, 5))
    s.place(0, "Warrior", (5, 5))
    s.end_phase()
    assert s.state.pending is None
    assert s.state.turn.player == 1


def test_two_warriors_with_many_spaces_are_not_asked_the_order() -> None:
    """Two Walls, eight empty spaces beside them: the two Blaze Steps are asked, not the order."""
    s = scene()
    s.place(0, "Wall", (4, 1))
    w1 = s.place(0, "Warrior", (0, 3))
    w2 = s.place(0, "Warrior", (4, 3))
    s.end_phase()
    p = s.state.pending
    assert p is not None and p.text != ORDER and p.source in (w1, w2)
    texts = asked(s)
    assert ORDER not in texts and len(texts) == 2


def test_the_order_is_still_asked_when_it_changes_what_may_happen() -> None:
    """One Warrior stands beside the Wall at (2,3) with one space free beside it, (3,2): only if
    that Warrior goes first can the other take its old space. The trials find that, and ask."""
    s = scene()
    s.place(0, "Guardian", (1, 2))
    s.place(0, "Archer", (2, 1))
    s.place(0, "Warrior", (2, 3))
    s.place(0, "Warrior", (0, 5))
    s.end_phase()
    assert s.state.pending is not None and s.state.pending.text == ORDER


def test_twins_are_copies_of_one_card_with_the_same_ability() -> None:
    s = scene()
    w1 = s.place(0, "Warrior", (0, 3))
    w2 = s.place(0, "Warrior", (4, 3))
    archer = s.place(0, "Archer", (5, 5))
    assert twins(s.state, ((w1, w1, 0), (w2, w2, 0)))
    assert twins(s.state, ((w1, None, 0), (w2, None, 0)))
    assert not twins(s.state, ((w1, w1, 0), (archer, archer, 0)))
    assert not twins(s.state, ((w1, w1, 0),))
