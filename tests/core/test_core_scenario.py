"""The position builder is a public part of the package (`game.core.scenario`): scenarios,
tutorials and outside test suites build positions from events with it, as the rules tests do."""

from __future__ import annotations

import re

import pytest

import game.core.scenario as scenario_module
from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.hashing import state_hash
from game.core.scenario import Scenario, ScenarioError
from game.sim import make_setup


def shipped_setup(seed: int = 1):
    decks = (catalog.deck("polar-dwarves", include_user=False), catalog.deck("fallen-kingdom", include_user=False))
    return make_setup(catalog.ruleset(include_user=False), decks, catalog.cards(include_user=False), seed)


def test_the_documented_example_runs() -> None:
    """The example in the module's docstring, run as written (with the shipped cards only)."""
    doc = scenario_module.__doc__ or ""
    lines = [ln[4:] for ln in doc.splitlines() if ln.startswith("    ")]
    code = "\n".join(lines)
    assert "Scenario(setup" in code
    code = re.sub(r"catalog\.(ruleset|cards)\(\)", r"catalog.\1(include_user=False)", code)
    code = re.sub(r'catalog\.deck\(("[a-z-]+")\)', r"catalog.deck(\1, include_user=False)", code)
    scope: dict = {}
    exec(compile(code, "scenario-example", "exec"), scope)  # noqa: S102 - our own docstring
    s, events = scope["s"], scope["events"]
    rolled = [e for e in events if isinstance(e, ev.DiceRolled)]
    assert rolled and rolled[0].faces == (3,)
    assert any(isinstance(e, ev.AttackResolved) for e in events)
    assert s.card(scope["mage"]).pos == (2, 3)


def test_a_scenario_built_from_shipped_decks_plays_through_the_rules() -> None:
    s = Scenario(shipped_setup(), clean=True)
    board = {s.card(uid).name for uid in s.state.board.values()}
    assert board == {"Svara", "Ret-Talus", "Gate"}  # only summoners and starting gates
    s.phase(0, "move")
    mage = s.place(0, "Frost Mage", (1, 2))
    before = state_hash(s.state)
    other = s.fork()
    other.do(cmds.Move(0, mage, ((1, 3),)))
    assert state_hash(s.state) == before, "a fork never shares state with its origin"
    assert other.card(mage).pos == (1, 3) and s.card(mage).pos == (1, 2)


def test_dice_follow_the_rulesets_die() -> None:
    s = Scenario(shipped_setup(), clean=True)
    assert s.die_size == len(catalog.ruleset(include_user=False).die_faces)
    faces = s.dice_where(3, "three specials", lambda f: all(x in (4, 5) for x in f))
    assert len(faces) == 3 and all(x in (4, 5) for x in faces)


def test_broken_expectations_raise_a_scenario_error_that_says_why() -> None:
    s = Scenario(shipped_setup(), clean=True).phase(0, "move")
    svara = s.summoner(0)
    with pytest.raises(ScenarioError, match="rejected"):
        s.do(cmds.Move(0, svara, ((0, 0), (0, 1), (0, 2), (0, 3))))  # too far
    reason = s.reject(cmds.Move(1, svara, ((3, 1),)))
    assert "turn" in reason
    with pytest.raises(ScenarioError, match="was accepted"):
        s.reject(cmds.EndPhase(0))
    with pytest.raises(ScenarioError, match="no prompt"):
        s.answer(0)
    assert issubclass(ScenarioError, AssertionError)  # test runners report it as a failed check
