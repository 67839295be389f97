"""Issue 23's shortcuts change no ruling: a command taken from `legal_commands` is resolved
without being checked again (any other command still is), and the sweep for destroyed cards is
skipped only when nothing happened since a sweep that found nothing."""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from game import catalog
from game.core import Game, legal_commands, resolve
from game.core import commands as cmds
from game.core import events as ev
from game.core.context import Ctx
from game.sim import make_setup

# the modules (the package exports functions of the same names)
decide = importlib.import_module("game.core.decide")
sweep = importlib.import_module("game.core.sweep")


@pytest.fixture
def game() -> Game:
    p1, p2 = catalog.default_pair(include_user=False)
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    return Game.new(make_setup(catalog.ruleset("2e", include_user=False), decks, catalog.cards(include_user=False), 3))


@pytest.fixture
def checks(monkeypatch) -> list:
    seen: list = []
    real = decide.check

    def counting(state, command):
        seen.append(command)
        return real(state, command)

    monkeypatch.setattr(decide, "check", counting)
    return seen


def test_a_command_from_legal_commands_is_not_checked_again(game, checks):
    cmd = legal_commands(game.state)[0]
    assert resolve(game.state, cmd)
    assert checks == []


def test_an_equal_command_built_elsewhere_is_checked(game, checks):
    cmd = legal_commands(game.state)[0]
    copy = dataclasses.replace(cmd)
    assert copy == cmd and copy is not cmd
    assert resolve(game.state, copy)
    assert checks == [copy]


def test_a_listed_command_is_checked_against_a_later_state(game, checks):
    first = legal_commands(game.state)
    end = next(c for c in first if isinstance(c, cmds.EndPhase))
    assert game.submit(end)
    checks.clear()
    out = resolve(game.state, end)  # listed for the state before, not this one
    assert checks == [end]
    assert out  # ending the next phase is legal too, but it was checked


def test_an_illegal_command_is_still_rejected(game):
    player = game.state.turn.player
    assert not resolve(game.state, cmds.EndPhase(1 - player))


def test_sweep_looks_again_only_after_new_events(game, monkeypatch):
    looked: list = []
    real = sweep.life_left
    monkeypatch.setattr(sweep, "life_left", lambda s, c: looked.append(c.uid) or real(s, c))
    monkeypatch.setattr(sweep, "life_never_lowered", lambda s: False)  # every card asked its life
    ctx = Ctx(game.state.clone())
    ctx.board_lost_card = True  # forces the life check on (and a look for a winner)
    sweep.sweep(ctx)
    first = len(looked)
    assert first == len(game.state.on_board())  # every card on the battlefield was looked at
    ctx.board_lost_card = True  # the check would be due, but nothing happened since the last one
    sweep.sweep(ctx)
    assert len(looked) == first  # so nothing is looked at again
    # an event (any) since the last sweep: it looks again
    ctx.emit(ev.MagicGained(0, 1, "test"))
    ctx.board_lost_card = True
    sweep.sweep(ctx)
    assert len(looked) == 2 * first


def test_sweep_asks_only_cards_with_their_printed_life_in_damage(game, monkeypatch):
    """While nothing can lower life, the sweep asks the life of a card only when its damage has
    reached its printed life; such a card is destroyed unless something raises its life."""
    looked: list = []
    real = sweep.life_left
    monkeypatch.setattr(sweep, "life_left", lambda s, c: looked.append(c.uid) or real(s, c))
    ctx = Ctx(game.state.clone())
    unit = next(c for c in ctx.state.on_board() if c.defn.is_unit and not c.defn.is_summoner)
    ctx.emit(ev.DamageAdded(unit.uid, unit.defn.life - 1))
    ctx.board_lost_card = True
    sweep.sweep(ctx)
    assert looked == [] and ctx.state.cards[unit.uid].zone == "board"  # 1 life left: not asked
    ctx.emit(ev.DamageAdded(unit.uid, 1))
    ctx.board_lost_card = True
    sweep.sweep(ctx)
    assert looked == [unit.uid] and ctx.state.cards[unit.uid].zone != "board"
