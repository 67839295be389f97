"""The online battle's board: the events a seat sees, applied to the view it had, end exactly at
the server's next view (whatever could not be animated is shown by jumping there), and an
opponent's summon from a hidden hand is animated, not skipped (the summoned card takes a hidden
card's place in that hand first)."""

from __future__ import annotations

import random

from game.core import events as ev
from game.core.hashing import state_hash
from game.engine.match import Match
from game.online.summoner_wars import SUMMONER_WARS_ONLINE as SW
from game.ui.online.remote import RemoteGame, RemoteQueue, revealed

RULES = SW.rules


def _steps(options: dict, seed: int, steps: int):
    match = Match.new(RULES, SW.setup_from_options(options, ["Ella", "Toby"], seed))
    rnd = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(match.state):
            return
        (seat,) = RULES.acting_seats(match.state)
        legal = RULES.legal_commands(match.state, seat)
        summons = [c for c in legal if type(c).__name__ == "Summon"]
        before = match.state
        events = match.submit(rnd.choice(summons) if summons and rnd.random() < 0.5 else rnd.choice(legal))
        yield before, events, match.state


def _seen(before, events, seat):
    out, state = [], before
    for e in events:
        out.append(RULES.event_seen_by(e, seat, state))
        state = RULES.apply(state, e)
    return out


def test_every_batch_ends_at_the_servers_view_for_every_seat() -> None:
    for options in ({"edition": "2e", "decks": ["phoenix-elves", "tundra-orcs"]},
                    {"edition": "1e", "decks": ["vanguards", "fallen-kingdom"]}):
        for before, events, after in _steps(options, 5, 120):
            for seat in (0, 1, None):
                start, target = RULES.view(before, seat), RULES.view(after, seat)
                queue = RemoteQueue(start, None)
                queue.target = target
                queue.push(_seen(before, events, seat))
                queue.finish_all()
                assert not queue.busy and state_hash(queue.display) == state_hash(target)


def test_the_other_players_summon_is_animated_from_their_hidden_hand() -> None:
    options = {"edition": "2e", "decks": ["phoenix-elves", "tundra-orcs"]}
    checked = 0
    for before, events, after in _steps(options, 7, 200):
        summons = [e for e in events if isinstance(e, ev.UnitSummoned)]
        if not summons:
            continue
        other = 1 - summons[0].player
        start, target = RULES.view(before, other), RULES.view(after, other)
        assert summons[0].card not in start.cards  # a hidden card in the summoner's hand
        applied: list = []
        queue = RemoteQueue(start, None, on_applied=lambda e, s, shown=applied: shown.append(e))
        queue.target = target
        seen = _seen(before, events, other)
        queue.push(seen)
        queue.finish_all()
        assert applied == seen, "every event was shown, none skipped"
        assert queue.display.cards[summons[0].card].pos == summons[0].to
        # The log can tell it too: the card is in the state it is narrated from.
        assert summons[0].card in revealed(start, seen, target).cards
        checked += 1
    assert checked >= 3


def test_the_mirror_cannot_be_changed_but_by_the_server() -> None:
    options = {"edition": "2e", "decks": ["phoenix-elves", "tundra-orcs"]}
    before, events, after = next(_steps(options, 3, 1))
    setup = SW.setup_from_options(options, ["Ella", "Toby"], 0)
    game = RemoteGame.from_view(setup, RULES.view(before, 0))
    h = game.hash()
    command = RULES.legal_commands(before, RULES.acting_seats(before)[0])[0]
    assert type(game.submit(command)).__name__ == "Rejection"
    assert game.hash() == h and game.log == []
    game.receive(_seen(before, events, 0), RULES.view(after, 0))
    assert game.hash() == state_hash(RULES.view(after, 0)) and len(game.log) == 1
