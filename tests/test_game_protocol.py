"""Both games behind one protocol (`game.engine.protocol.GameRules`): code written once over
it (here, a random player walking the engine's `Match`) plays either game, and a Summoner Wars
game played through the protocol is the very game the rules' own `Game` plays."""

from __future__ import annotations

import random

import pytest

from game import catalog
from game.core import Game
from game.core.rules import SUMMONER_WARS
from game.core.view import TABLE, redact, view
from game.engine.match import Match
from game.engine.protocol import GameRules, Rejection
from game.sim import make_setup
from game.warrior.content import read_deck
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import WarriorSetup


def _sw_setup(decks: tuple[str, str], seed: int):
    ds = tuple(catalog.deck(d, include_user=False) for d in decks)
    edition = catalog.edition_of(ds[0], include_user=False) or "2e"
    rs, cards = catalog.ruleset(edition, include_user=False), catalog.cards(include_user=False)
    return make_setup(rs, ds, cards, seed)


def _walk(rules: GameRules, setup, seed: int, limit: int) -> Match:
    """A random player on every seat, through nothing but the protocol."""
    rnd = random.Random(seed)
    match = Match.new(rules, setup)
    for _ in range(limit):
        if rules.is_over(match.state):
            break
        seat = rnd.choice(rules.acting_seats(match.state))
        out = match.submit(rnd.choice(rules.legal_commands(match.state, seat)))
        assert not isinstance(out, Rejection), out
    return match


def test_both_games_are_games_of_the_protocol() -> None:
    assert isinstance(SUMMONER_WARS, GameRules) and isinstance(WARRIOR, GameRules)
    assert SUMMONER_WARS.name != WARRIOR.name


@pytest.mark.parametrize("game", ["summoner-wars", "warrior"])
def test_one_random_player_plays_either_game_through_the_protocol(game: str) -> None:
    if game == "warrior":
        rules, setup = WARRIOR, WarriorSetup(("Ella", "Bo", "Cy"), read_deck(), 7)
    else:
        rules, setup = SUMMONER_WARS, _sw_setup(("phoenix-elves", "tundra-orcs"), 7)
    match = _walk(rules, setup, 3, 4000)
    assert rules.is_over(match.state)
    result = rules.result(match.state)
    assert result is not None and result.winners
    assert rules.state_hash(match.replayed_state()) == match.hash()
    for seat in range(len(result.scores)):
        assert rules.legal_commands(match.state, seat) == []


def test_a_summoner_wars_game_through_the_protocol_is_the_rules_own_game() -> None:
    """The protocol adds nothing and loses nothing: the same setup and commands give the same
    events and the same state hash after every command, as `game.core.Game` gives."""
    setup = _sw_setup(("cave-goblins", "vanguards"), 11)
    match = _walk(SUMMONER_WARS, setup, 5, 300)
    game = Game.new(setup)
    assert tuple(game.log[0].events) == match.log[0].events
    state = match.initial
    for e in match.log[0].events:
        state = SUMMONER_WARS.apply(state, e)
    for entry in match.log[1:]:
        out = game.submit(entry.command)
        assert tuple(out.events) == entry.events
        for e in entry.events:
            state = SUMMONER_WARS.apply(state, e)
        assert game.hash() == SUMMONER_WARS.state_hash(state)
    assert game.hash() == match.hash()


def test_summoner_wars_seats_and_views_through_the_protocol() -> None:
    """Only the player to act has commands; a spectator (None) sees what the table sees; an
    event is shown to a seat as the rules' own redaction shows it, which needs the state
    before the event."""
    setup = _sw_setup(("phoenix-elves", "tundra-orcs"), 3)
    match = Match.new(SUMMONER_WARS, setup)
    (acting,) = SUMMONER_WARS.acting_seats(match.state)
    other = 1 - acting
    assert SUMMONER_WARS.legal_commands(match.state, acting)
    assert SUMMONER_WARS.legal_commands(match.state, other) == []
    spectator = SUMMONER_WARS.view(match.state, None)
    assert SUMMONER_WARS.state_hash(spectator) == SUMMONER_WARS.state_hash(view(match.state, TABLE))
    assert SUMMONER_WARS.state_hash(spectator) != match.hash()
    before = match.initial
    for e in match.log[0].events:
        assert SUMMONER_WARS.event_seen_by(e, other, before) == redact(e, before, other)
        before = SUMMONER_WARS.apply(before, e)
    with pytest.raises(ValueError, match="state before the event"):
        SUMMONER_WARS.event_seen_by(match.log[0].events[0], other)


def test_a_rejected_command_is_a_protocol_rejection_with_the_reason() -> None:
    setup = _sw_setup(("phoenix-elves", "tundra-orcs"), 3)
    match = Match.new(SUMMONER_WARS, setup)
    (acting,) = SUMMONER_WARS.acting_seats(match.state)
    command = SUMMONER_WARS.legal_commands(match.state, acting)[0]
    wrong = type(command)(**{**{f: getattr(command, f) for f in command.__dataclass_fields__},
                             "player": 1 - acting})
    out = SUMMONER_WARS.decide(match.state, wrong)
    assert isinstance(out, Rejection) and "turn" in out.reason
    assert SUMMONER_WARS.decide(match.state, command)
