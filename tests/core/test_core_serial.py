"""Commands and events have a stable JSON form (DESIGN: 'Frozen dataclass, JSON-serialisable';
'A game is its setup ... plus its log')."""

from __future__ import annotations

import json

import pytest

from game.core import apply_all, state_hash
from game.core import commands as cmds
from game.core import events as ev
from game.core.commands import command_from_json, command_to_json
from game.core.events import event_from_json, event_to_json
from game.core.serial import RecordError
from game.core.state import Effect, Prompt, Step
from tests.core.helpers import random_game

GAMES = [(seed, 250) for seed in (1, 2, 5)]


@pytest.fixture(scope="module")
def games():
    return [random_game(seed, steps) for seed, steps in GAMES]


def test_every_event_of_random_games_round_trips_through_json(games):
    """Event log: event_from_json(json(event_to_json(e))) == e for every event."""
    kinds = set()
    for g in games:
        for e in g.events:
            data = event_to_json(e)
            text = json.dumps(data)
            back = event_from_json(json.loads(text))
            assert back == e and type(back) is type(e), (e, back)
            kinds.add(type(e).__name__)
    # the games were long enough to produce the common kinds of event
    assert {"DeckShuffled", "CardsDrawn", "UnitSummoned", "UnitMoved", "AttackDeclared", "DiceRolled",
            "DamageAdded", "MagicGained", "MagicSpent", "PhaseBegan", "TurnEnded"} <= kinds


def test_every_command_of_random_games_round_trips_through_json(games):
    """Command log: command_from_json(json(command_to_json(c))) == c."""
    kinds = set()
    for g in games:
        for c in g.commands:
            back = command_from_json(json.loads(json.dumps(command_to_json(c))))
            assert back == c and type(back) is type(c)
            kinds.add(type(c).__name__)
    assert {"Summon", "Move", "Attack", "EndPhase", "DiscardForMagic"} <= kinds


def test_a_log_read_back_from_json_rebuilds_the_same_state(games):
    """DESIGN: 'Loading a save = applying its events' — from their JSON form too."""
    for g in games:
        text = json.dumps([event_to_json(e) for e in g.events])
        events = [event_from_json(d) for d in json.loads(text)]
        assert state_hash(apply_all(g.initial, events)) == g.hash()
        assert state_hash(g.replayed_state()) == g.hash()


def test_every_command_type_round_trips():
    """Each command type, with tuples (paths, card lists) read back as tuples."""
    samples = [
        cmds.Summon(0, 5, (3, 1)), cmds.Move(1, 7, ((1, 4), (1, 5))), cmds.Build(0, 9, (0, 0)),
        cmds.Attack(1, 3, 4), cmds.PlayEvent(0, 12), cmds.DiscardForMagic(1, (4, 5, 6)),
        cmds.UseAbility(0, 3, "raise_the_dead"), cmds.Answer(1, 2), cmds.Answer(0, None),
        cmds.EndPhase(1), cmds.Concede(0), cmds.GiveMagic(2, 0, 3),
    ]
    assert {type(c) for c in samples} == set(cmds.COMMAND_TYPES.values())
    for c in samples:
        data = command_to_json(c)
        assert data["type"] == type(c).__name__
        assert command_from_json(json.loads(json.dumps(data))) == c


def test_events_with_nested_records_round_trip():
    """Prompts, steps and effects inside events come back as the same records."""
    prompt = Prompt(0, "space", "Where?", options=((1, 2), (3, 4)), optional=True, source=7,
                    resume=Step("ability.resume", (("bearer", 7), ("info", (("x", 1),)))), labels=("a", "b"))
    samples = [
        ev.PromptOpened(prompt, (Step("attack.roll", (("attacker", 1), ("target", 2))),)),
        ev.EffectAdded(Effect("stat", 5, 0, "end_of_turn", (("stat", "strength"), ("amount", 1)), 7)),
        ev.GameWon(None, "both summoners were destroyed"),
        ev.DiceRolled(0, (1, 5, 2), 12345678901234567890, 4, "attack"),
    ]
    for e in samples:
        assert event_from_json(json.loads(json.dumps(event_to_json(e)))) == e


@pytest.mark.parametrize("data", [
    {"type": "Teleport", "player": 0}, {"player": 0}, [], "EndPhase", {"type": "EndPhase", "who": 0},
    {"type": "EndPhase"},
])
def test_unknown_or_broken_records_are_refused(data):
    """A record that names no known command (or lacks fields) is an error, never a guess."""
    with pytest.raises(RecordError):
        command_from_json(data)


def test_a_command_is_not_read_as_an_event():
    """Commands and events are different records."""
    with pytest.raises(ValueError):
        event_from_json(command_to_json(cmds.EndPhase(0)))
