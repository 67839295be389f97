"""Seeded random games of 2 to 6 players (in the spirit of OpenSpiel's random_sim_test), with
the invariants checked after every command: all 72 cards accounted for in exactly one place,
the Army Tracker the sum of the battles, no seat's view (or its reading of the log) showing a
card the rules hide from it, every listed command accepted; and every game saved to JSON,
loaded, verified and replayed to the same state hash."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from warrior_support import new_match

from game.engine.match import Match
from game.engine.protocol import Rejection
from game.engine.records import RecordError
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.rules import WARRIOR
from game.warrior.core.state import (
    ARMY_SIZE,
    BLUE_ZONE,
    CAPTAINS,
    DISCARD_PILE,
    DRAW_PILE,
    HIDDEN,
    ROWS,
    zone_for,
)

SEEDS = range(6)


def places(s) -> Counter:
    cards = Counter(s.draw_pile) + Counter(s.discard_pile)
    for army in s.armies:
        cards += Counter(army.cards())
    if s.drawn is not None:
        cards[s.drawn] += 1
    return cards


def check_accounting(s) -> None:
    assert places(s) == Counter(range(72)), "a card is missing, doubled or invented"


def check_tracker(s) -> None:
    for seat in range(s.seats):
        assert s.casualties[seat] == sum(b[seat] for b in s.battles) >= 0
    assert len(s.battles) in (s.round - 1, s.round)


def check_view(s, seat: int | None) -> None:
    """The rules' own statement, written here apart from game.warrior.core.view: a seat knows
    what is face up and the discard pile; its own face-down Captains in the Blue Zone; the card
    it drew; a card drawn from the discard pile. Nothing else, and a hidden card is HIDDEN."""
    v = WARRIOR.view(s, seat)
    assert v.rng == 0 and v.setup.seed == 0 and v.setup.deck == s.setup.deck
    assert v.draw_pile == (HIDDEN,) * len(s.draw_pile)
    assert v.discard_pile == s.discard_pile
    for owner, army in enumerate(s.armies):
        seen = v.armies[owner]
        assert seen.warriors_up == army.warriors_up and seen.captains_up == army.captains_up
        for row in ROWS:
            for column in range(army.columns):
                known = army.is_up(row, column) or (
                    seat == owner and row == CAPTAINS and s.zones[owner] == BLUE_ZONE)
                assert seen.card(row, column) == (army.card(row, column) if known else HIDDEN)
    if s.drawn is None:
        assert v.drawn is None
    else:
        known = seat == s.turn_seat or s.drawn_from == DISCARD_PILE
        assert v.drawn == (s.drawn if known else HIDDEN)


def check_events_seen(events, seat: int | None) -> None:
    for e in events:
        seen = WARRIOR.event_seen_by(e, seat)
        if isinstance(e, ev.DeckShuffled | ev.DrawPileRenewed):
            assert set(seen.order) <= {HIDDEN} and seen.rng == 0
        elif isinstance(e, ev.ArmyDealt):
            assert set(seen.warriors) == {HIDDEN}
            own = seat == e.seat and e.zone == BLUE_ZONE
            assert seen.captains == (e.captains if own else (HIDDEN,) * len(e.captains))
        elif isinstance(e, ev.CardDrawn) and e.source == DRAW_PILE:
            assert seen.card == (e.card if seat == e.seat else HIDDEN)
        elif isinstance(e, ev.ColumnTurnedUp):
            assert seen.rng == 0 and seen.warrior == e.warrior
        else:
            assert seen == e


def check_deal(s) -> None:
    for seat, army in enumerate(s.armies):
        assert s.zones[seat] == zone_for(s.casualties[seat])
        assert len(army.cards()) == ARMY_SIZE[s.zones[seat]]


def choose(match: Match, rnd: random.Random, drums: float):
    seat = rnd.choice(WARRIOR.acting_seats(match.state))
    legal = WARRIOR.legal_commands(match.state, seat)
    calm = [c for c in legal if not isinstance(c, cmds.BeatWarDrums)]
    return rnd.choice(legal if rnd.random() < drums or not calm else calm)


def play(players: int, seed: int, drums: float) -> tuple[Match, Counter]:
    rnd = random.Random(seed * 100 + players)
    m = new_match(players, seed, first_seat=seed % players)
    seen = Counter()
    check_accounting(m.state)
    for _step in range(5000):
        if WARRIOR.is_over(m.state):
            break
        s = m.state
        for seat in range(players):
            if seat not in WARRIOR.acting_seats(s):
                for c in (cmds.DrawFromDrawPile(seat), cmds.BeatWarDrums(seat)):
                    assert isinstance(WARRIOR.decide(s, c), Rejection)
        command = choose(m, rnd, drums)
        events = m.submit(command)
        assert not isinstance(events, Rejection), (command, events)
        after = m.state
        check_accounting(after)
        check_tracker(after)
        for seat in (*range(players), None):
            check_view(after, seat)
            check_events_seen(events, seat)
        if any(isinstance(e, ev.ArmyDealt) for e in events):
            check_deal(after)
        for e in events:
            seen[type(e).__name__] += 1
            if isinstance(e, ev.WarDrumsBeaten):
                seen[e.reason] += 1
            if isinstance(e, ev.ZoneChanged):
                seen[e.zone] += 1
            if isinstance(e, ev.BattleScored):
                seen["extra skill"] += bool(e.skill)
                seen["reinforcements"] += any(c.casualties < 0 for c in e.columns)
    else:
        pytest.fail(f"a game of {players} (seed {seed}) did not end in 5000 commands")
    return m, seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant_and_save_and_load_to_the_same_hash(players):
    totals = Counter()
    for seed in SEEDS:
        m, seen = play(players, seed, drums=0.03)
        totals += seen
        result = WARRIOR.result(m.state)
        assert result is not None and max(result.scores) >= 60
        assert all(result.scores[w] == min(result.scores) for w in result.winners)
        text = json.dumps(m.to_json())
        loaded = Match.from_json(WARRIOR, json.loads(text))
        assert loaded.hash() == m.hash()
        assert WARRIOR.state_hash(loaded.replayed_state()) == m.hash()
        assert loaded.commands == m.commands and loaded.events == m.events
    # the walk reaches the rules it is meant to check
    for what in ("BattleScored", "TrackerMoved", "GameWon", "WarDrumsBeaten"):
        assert totals[what] > 0, what
    assert totals["CardSwapped"] > 0 and totals["CardDiscarded"] > 0


def test_across_table_sizes_the_walk_reaches_every_specialty_rule():
    totals = Counter()
    for players in (2, 4, 6):
        for seed in range(6):
            totals += play(players, seed, drums=0.01)[1]
    for what in ("chosen", "red", "AssassinStruck", "extra skill", "reinforcements", "all warriors up",
                 "draw pile ran out"):
        assert totals[what] > 0, what


def test_a_tampered_save_is_refused():
    m, _ = play(2, 0, drums=0.2)
    data = json.loads(json.dumps(m.to_json()))
    drawn = next(e for entry in data["log"] for e in entry["events"] if e["type"] == "CardDrawn")
    drawn["card"] = (drawn["card"] + 1) % 72
    with pytest.raises(RecordError, match="does not give the logged events"):
        Match.from_json(WARRIOR, data)
    other = json.loads(json.dumps(m.to_json()))
    other["hash"] = "0" * 32
    with pytest.raises(RecordError, match="differs"):
        Match.from_json(WARRIOR, other)
