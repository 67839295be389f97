"""Abilities a player chooses to use (UseAbility): using one is a commitment, like declaring an
attack, so its first question cannot be declined; later "you may" questions can."""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.base import ask
from game.core.ability_registry import REGISTRY, Ability
from game.core.cards import AbilitySpec, DeckList
from game.core.ruleset import MOVE
from game.core.setup import GameSetup, PlayerSetup
from tests.core.helpers import Scene
from tests.factories import ruleset, test_faction, unit


class _Rally(Ability):
    """Test ability: choose a friendly unit, then you may boost it."""

    name = "test_rally_activation"
    summary = "test only"

    def activations(self, state, me):
        return state.phase == MOVE and (me.uid, self.name) not in state.turn.used

    def activate(self, ctx, me, cmd):
        options = [c.uid for c in ctx.state.on_board(me.controller) if c.uid != me.uid]
        ask(ctx, self, me, me, player=me.controller, kind="card", text="Rally: choose a unit.",
            options=options, optional=True, stage="pick")

    def resume(self, ctx, me, host, step, answer):
        if step.get("stage") == "pick":
            ctx.emit(ev.AbilityUsed(me.uid, self.name))
            ask(ctx, self, me, host, player=me.controller, kind="confirm", text="Boost it?",
                options=("yes",), optional=True, stage="boost", target=answer)
        elif step.get("stage") == "boost" and answer is not None:
            ctx.emit(ev.BoostAdded(step.get("target"), 1))


@pytest.fixture()
def scene():
    defs, deck = test_faction("test")
    rallier = unit("test", "rallier", "Test Rallier", "common", 0, 1, 3, "melee",
                   abilities=(AbilitySpec("test_rally_activation", "Rally"),))
    defs = {**defs, rallier.id: rallier}
    deck = DeckList(deck.id, deck.name, deck.faction, deck.summoner, deck.cards + ((rallier.id, 1),), deck.starting)
    setup = GameSetup(ruleset(), (PlayerSetup("Ella", deck), PlayerSetup("Toby", deck)), defs, 1)
    yield Scene(setup)
    REGISTRY.pop("test_rally_activation", None)


def test_first_question_of_a_used_ability_cannot_be_declined(scene):
    """Glossary MAY / INSTEAD: a player who uses an ability has chosen to; 'use, then decline'
    would be a command that changes nothing and could be repeated forever."""
    s = scene.phase(0, MOVE)
    r = s.place(0, "Test Rallier", (0, 1))
    s.do(cmds.UseAbility(0, r, "test_rally_activation"))
    assert s.state.pending is not None and not s.state.pending.optional
    assert "must choose" in s.reject(cmds.Answer(0, None))
    assert cmds.Answer(0, None) not in s.legal()


def test_later_may_questions_stay_optional(scene):
    """A 'you may' after the committed choice can still be declined, and nothing is boosted."""
    s = scene.phase(0, MOVE)
    r = s.place(0, "Test Rallier", (0, 1))
    s.do(cmds.UseAbility(0, r, "test_rally_activation"))
    s.do(cmds.Answer(0, 0))
    assert s.state.pending is not None and s.state.pending.optional
    target = s.state.pending.resume.get("target")
    s.do(cmds.Answer(0, None))
    assert s.state.pending is None and s.card(target).boost == 0


def test_accepting_the_later_question_takes_effect(scene):
    """The committed choice, then 'yes' to the optional boost: the chosen unit is boosted."""
    s = scene.phase(0, MOVE)
    r = s.place(0, "Test Rallier", (0, 1))
    s.do(cmds.UseAbility(0, r, "test_rally_activation"))
    s.do(cmds.Answer(0, 0))
    s.do(cmds.Answer(0, 0))
    target = [c for c in s.state.on_board(0) if c.boost][0]
    assert target.boost == 1
