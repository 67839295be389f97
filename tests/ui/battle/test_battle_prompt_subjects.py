"""Issue 42: "the prompt does not light the Warrior it means". A question asked for a card's
ability (Phoenix Elves Warrior, Blaze Step: "At the end of your turn ... you may place it on an
empty space next to a wall you control") lights that card on the board, as a selected card is
lit, and names it ("decide for Warrior at A4"); with two Warriors the player is asked each
Warrior's Blaze Step, not first which resolves first (tests/core/test_twin_triggers.py)."""

from __future__ import annotations

import pygame

from game import catalog
from game.core import commands as cmds
from game.core.game import Game, LogEntry
from game.core.scenario import Scenario
from game.sim import make_setup
from game.ui.battle.interaction import prompt_subjects
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene

SIZE = (1280, 800)


def setup_1e():
    return make_setup(catalog.ruleset("1e"), (catalog.deck("phoenix-elves-1e"), catalog.deck("tundra-orcs-1e")),
                      catalog.cards(), seed=1)


def end_of_turn() -> tuple[SceneStack, BattleScene, int, int]:
    """Ella's turn ends with two Warriors, at (0,3) and (4,3), and two Walls."""
    s = Scenario(setup_1e(), clean=True).phase(0, "magic")
    s.place(0, "Wall", (4, 1))
    w1 = s.place(0, "Warrior", (0, 3))
    w2 = s.place(0, "Warrior", (4, 3))
    s.end_phase()
    pygame.font.init()
    t = s.state.turn
    g = Game(setup=setup_1e(), initial=s.state, state=s.state, log=[LogEntry(None, (), t.number, t.player)])
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(1 / 60)
    return stack, sc, w1, w2


def test_the_warrior_a_blaze_step_asks_for_is_lit_and_named() -> None:
    stack, sc, w1, w2 = end_of_turn()
    p = sc.game.state.pending
    if p is not None and p.source is None and "resolves first" in p.text:
        # the order of the two Blaze Steps is asked first (it lights the cards its options name)
        assert sc.submit(cmds.Answer(p.player, 0))
        stack.update(1 / 60)
        p = sc.game.state.pending
    assert p is not None and p.source in (w1, w2) and "Blaze Step" in p.text
    other = w2 if p.source == w1 else w1
    h = sc.inter.highlights()
    assert h.cards.get(p.source) == "selected"  # the Warrior it means is lit
    assert other not in h.cards  # the other is not
    assert all(kind == "target" for pos, kind in h.spaces.items() if pos != sc.game.state.cards[p.source].pos)
    surf = pygame.Surface(SIZE)
    sc.draw(surf)  # the head names it: "Player 1, decide for Warrior at A4:"
    assert p.source in prompt_subjects(p)


def test_a_question_with_no_card_of_its_own_lights_none() -> None:
    """Where nobody's card asks (the order of effects names its cards in its options, lit instead),
    nothing else is lit as selected."""
    from game.core.state import Prompt

    p = Prompt(player=0, kind="space", text="Where?", options=((1, 1),))
    assert prompt_subjects(p) == []
    q = Prompt(player=0, kind="choice", text="Which first?", options=((5, None, 0), (7, 7, 0)))
    assert prompt_subjects(q) == [5, 7]
