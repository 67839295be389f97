"""Bots answer the order question of simultaneous effects (rulebook, "Timing Conflicts") like any
other question: with one of the answers `legal_commands` lists, from their own player's view."""

from __future__ import annotations

import pytest

from game.ai.registry import make_bot
from game.core import commands as cmds
from game.core import legal_commands
from game.core.ruleset import MOVE
from tests.scene import Scene, faction_setup

FAST = {"hard": {"iterations": 24, "time_limit": None}}


def order_question() -> Scene:
    """A Goblin Horde Slinger (1 life) moves away from a Breakers Deceiver (Engage) beside a Horde
    Clinger (Cling): both trigger, and the order changes the outcome."""
    setup = faction_setup("cave-goblins", "breakers")
    s = Scene(setup, clean=True).phase(0, MOVE)
    slinger = s.place(0, "Horde Slinger", (2, 3))
    s.place(0, "Horde Clinger", (1, 3))
    s.place(1, "Deceiver", (2, 4))
    s.do(cmds.Move(0, slinger, ((3, 3),)))
    assert s.prompt is not None and s.prompt.text.startswith("These happen at the same time")
    return s


@pytest.mark.parametrize("name", ["random", "easy", "normal", "hard"])
def test_every_bot_answers_the_order_question_with_a_listed_answer(name):
    s = order_question()
    legal = legal_commands(s.state)
    assert legal == [cmds.Answer(0, 0), cmds.Answer(0, 1)]
    bot = make_bot(name, 3, setup=faction_setup("cave-goblins", "breakers"), **FAST.get(name, {}))
    assert bot.choose(s.state, 0) in legal  # `choose` reads the player's view only
