"""Issue 41, "sends each seat the events and the state that its view allows": Summoner Wars'
plug carries a seat's view, its commands and the events it saw as JSON, and gets back the same
values; anything that is not one of them is refused."""

from __future__ import annotations

import json
import random

import pytest

from game.core import commands as cmds
from game.core.view import TABLE
from game.engine.match import Match
from game.net import messages as m
from game.net.plug import OptionsError
from game.online.summoner_wars import SUMMONER_WARS_ONLINE as SW

RULES = SW.rules


def _wire(value: dict) -> dict:
    return json.loads(m.encode(value))  # as the server writes it


def _walk(options: dict, seed: int, steps: int):
    seats = SW.seat_count(options)
    match = Match.new(RULES, SW.setup_from_options(options, [f"P{i}" for i in range(seats)], seed))
    rnd = random.Random(seed)
    yield match, ()
    for _ in range(steps):
        if RULES.is_over(match.state):
            return
        (seat,) = RULES.acting_seats(match.state)
        before = match.state
        events = match.submit(rnd.choice(RULES.legal_commands(match.state, seat)))
        yield match, (before, events)


@pytest.mark.parametrize("options", [
    {"edition": "2e", "decks": ["phoenix-elves", "tundra-orcs"]},
    {"edition": "1e", "decks": ["vanguards", "fallen-kingdom"]},
    {"edition": "1e", "decks": ["vanguards", "fallen-kingdom", "tundra-orcs", "cave-goblins"]},
])
def test_every_seats_view_and_seen_events_come_back_from_json_as_they_were(options):
    seats = SW.seat_count(options)
    for n, (match, step) in enumerate(_walk(options, 7, 160)):
        if n % 9 and not RULES.is_over(match.state):
            continue
        for seat in (*range(seats), None):
            view = RULES.view(match.state, seat)
            back = SW.decode_view(_wire(SW.encode_view(view)))
            assert RULES.state_hash(back) == RULES.state_hash(view)
            if seat is not None and seat in RULES.acting_seats(match.state):
                assert RULES.legal_commands(back, seat) == RULES.legal_commands(view, seat)
        if step:
            before, events = step
            for e in events:
                for seat in (*range(seats), None):
                    seen = RULES.event_seen_by(e, seat, before)
                    assert SW.decode_event(_wire(SW.encode_event(seen))) == seen
                before = RULES.apply(before, e)
    assert TABLE == -1


def test_only_commands_are_taken_as_commands():
    assert SW.decode_command(_wire(SW.encode_command(cmds.EndPhase(1)))) == cmds.EndPhase(1)
    match = next(_walk({"decks": ["phoenix-elves", "tundra-orcs"]}, 3, 0))[0]
    opening = match.log[0].events[0]
    for junk in (SW.encode_event(opening), {"type": "Nope"}, {"type": "EndPhase", "player": 1, "x": 2}, [], "x"):
        with pytest.raises(ValueError):
            SW.decode_command(junk)


def test_a_view_naming_an_unknown_card_or_shape_is_refused():
    match = next(_walk({"decks": ["phoenix-elves", "tundra-orcs"]}, 3, 0))[0]
    text = json.dumps(_wire(SW.encode_view(RULES.view(match.state, 0))))
    some_id = next(c.defn.id for c in match.state.cards.values() if c.zone == "board")
    for bad in (text.replace(f'"{some_id}"', '"no-such-card"'), text.replace('"$o": "TurnState"', '"$o": "Evil"'),
                '{"view": {"$r": "Prompt", "evil": 1}}', '{"view": 3}', '{}'):
        with pytest.raises(ValueError):
            SW.decode_view(json.loads(bad))


def test_room_options_are_checked_in_a_players_words():
    for bad, words in (({"decks": ["phoenix-elves"]}, "two decks"), ({"decks": ["x", "y"]}, "no 2e deck"),
                       ({"edition": "3e", "decks": []}, "2e or 1e"), ({"decks": ["phoenix-elves", "tundra-orcs"], "z": 1}, "no option")):
        with pytest.raises(OptionsError, match=words):
            SW.seat_count(bad)
    a = SW.setup_from_options({"decks": ["phoenix-elves", "tundra-orcs"]}, ["A", "B"], 11)
    b = SW.setup_from_options({"decks": ["phoenix-elves", "tundra-orcs"]}, ["A", "B"], 11)
    assert RULES.state_hash(Match.new(RULES, a).state) == RULES.state_hash(Match.new(RULES, b).state)


def test_a_view_encodes_the_same_with_the_cards_remembered_as_without():
    # the plug remembers each card's JSON and its text across views and games (the server's
    # cost) and splices the texts into the message; a fresh codec's plain encoding remembers
    # nothing: both must give the same JSON for every view, at every step of a game
    from game.online.summoner_wars import SummonerWarsOnline

    options = {"edition": "2e", "decks": ["phoenix-elves", "tundra-orcs"]}
    for match, _ in _walk(options, 11, 120):
        for seat in (0, 1, None):
            view = RULES.view(match.state, seat)
            fresh = {"view": SummonerWarsOnline().views.encode(view)}
            assert _wire(SW.encode_view(view)) == json.loads(json.dumps(fresh))
