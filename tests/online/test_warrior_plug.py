"""Issue 41: Warrior's plug carries every seat's view, its commands and the events it saw as
JSON and gets back equal values; what is not one of them is refused."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.match import Match
from game.net.plug import OptionsError
from game.online.warrior import WARRIOR_ONLINE as W
from game.warrior.core import commands as cmds

RULES = W.rules


def _wire(value: dict) -> dict:
    return json.loads(json.dumps(value))


def test_every_seats_view_and_seen_events_come_back_from_json_equal():
    match = Match.new(RULES, W.setup_from_options({"players": 4}, ["A", "B", "C", "D"], 9))
    rnd = random.Random(9)
    for _ in range(200):
        if RULES.is_over(match.state):
            break
        for seat in (0, 1, 2, 3, None):
            view = RULES.view(match.state, seat)
            assert W.decode_view(_wire(W.encode_view(view))) == view
        seat = RULES.acting_seats(match.state)[0]
        for e in match.submit(rnd.choice(RULES.legal_commands(match.state, seat))):
            for s in (0, 1, 2, 3, None):
                seen = RULES.event_seen_by(e, s)
                assert W.decode_event(_wire(W.encode_event(seen))) == seen


def test_only_commands_are_commands_and_options_are_checked():
    assert W.decode_command(_wire(W.encode_command(cmds.BeatWarDrums(2)))) == cmds.BeatWarDrums(2)
    match = Match.new(RULES, W.setup_from_options({"players": 2}, ["A", "B"], 1))
    for junk in (W.encode_event(match.log[0].events[0]), {"type": "Nope"}, {"type": "BeatWarDrums", "seat": 1, "x": 0}):
        with pytest.raises(ValueError):
            W.decode_command(junk)
    with pytest.raises(ValueError):
        W.decode_view(W.encode_event(match.log[0].events[0]))
    for bad in ({"players": 7}, {"players": "2"}, {"players": 2, "deck": "x"}):
        with pytest.raises(OptionsError):
            W.seat_count(bad)
