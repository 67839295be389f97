"""A random game with every invariant checked along the way (OpenSpiel's random_sim_test).

After every event: the invariants of `game.core.invariants` hold on the state rebuilt by
applying the event log from the setup. After every command: that rebuilt state has the same
`state_hash` as the engine's state; re-deciding the command from the state before it gives the
same events; `view` shows neither the opponent's hand nor any draw pile.
"""

from __future__ import annotations

from game.core import Game, decide, legal_commands, state_hash, view
from game.core.apply import apply_in_place
from game.core.invariants import check_invariants
from game.core.rng import randbelow, seed_state
from game.core.setup import GameSetup
from game.core.state import DRAW, HAND
from game.core.view import HIDDEN, HIDDEN_MERCENARY

MAX_COMMANDS = 5000


def _placeholder(mercenary_back: bool):
    return HIDDEN_MERCENARY if mercenary_back else HIDDEN


def check_view(state, player: int) -> None:
    """`view` hides every draw pile and every hand `player` may not see: an opponent's (in a team
    game, a teammate's only when teammates do not share their hands)."""
    from game.core.view import sees_hand

    for other in range(len(state.players)):
        if other != player and not sees_hand(state, player, other):
            _check_view_against(state, player, other)
    v = view(state, player)
    for other in range(len(state.players)):
        if other != player and sees_hand(state, player, other):
            assert [v.cards[u].defn.id for u in v.players[other].hand] == \
                [state.cards[u].defn.id for u in state.players[other].hand], "a teammate's shared hand is hidden"


def _check_view_against(state, player: int, opponent: int) -> None:
    from game.core.view import _searched, sees_hand

    v = view(state, player)
    opp = state.players[opponent]
    searched = _searched(state, player)  # cards of their own draw pile they are searching through
    for p in state.players:
        for uid in p.draw:
            assert uid not in v.cards or v.cards[uid].zone != DRAW or uid in searched, \
                "a draw pile card kept its uid in a view"
    # Known in the opponent's hand: the cards a prompt shows this player (1E Mimic) and their own
    # cards the opponent took from their hand.
    known = searched | {u for u in opp.hand if sees_hand(state, player, state.cards[u].owner)}
    for uid in opp.hand:
        assert uid in known or uid not in v.cards or v.cards[uid].zone != HAND, "an opponent's hand card kept its uid"
    # Each hidden card is the plain placeholder, but for a Mercenary (1E) whose own card back is
    # in sight (a hand card, a draw pile's top card): that one says it is a Mercenary, no more.
    theirs = zip(v.players[opponent].hand, opp.hand, strict=True)
    assert all(v.cards[u].defn is _placeholder(state.cards[real].defn.mercenary)
               for u, real in theirs if real not in known), "an opponent's hand card is not shown by its back"
    for q, real in zip(v.players, state.players, strict=True):
        for i, (u, r) in enumerate(zip(q.draw, real.draw, strict=True)):
            if r in searched:
                continue
            top = i == len(real.draw) - 1
            assert v.cards[u].defn is _placeholder(top and state.cards[r].defn.mercenary), \
                f"draw pile card {i} of {len(real.draw)} shows more or less than its back"
    assert len(v.players[opponent].hand) == len(opp.hand)
    assert [v.cards[u].defn.id for u in v.players[player].hand] == [state.cards[u].defn.id for u in state.players[player].hand]
    assert v.rng == 0


def uniform(state, options: list, r: int) -> tuple[int, object]:
    """The plain random player: any legal command, each as likely."""
    r, i = randbelow(r, len(options))
    return r, options[i]


def play_checked(setup: GameSetup, bot_seed: int, pick=uniform, stride: int = 1) -> Game:
    """A game of random legal commands (`pick(state, options, random source)` chooses one; the
    default, any) with the invariants checked after every event and every command. The costlier
    whole-state checks (the replayed state's hash, re-deciding the command) run every `stride`
    commands, and the views every 7 * `stride`."""
    g = Game.new(setup)
    replay = g.initial.clone()
    for e in g.log[0].events:
        apply_in_place(replay, e)
        problems = check_invariants(replay, settled=False)
        assert not problems, f"after setup event {e}: {problems}"
    assert not check_invariants(replay)
    assert state_hash(replay) == state_hash(g.state)
    r = seed_state(bot_seed)
    n = 0
    while not g.state.over and n < MAX_COMMANDS:
        before = g.state
        options = legal_commands(before)
        r, cmd = pick(before, options, r)
        out = g.submit(cmd)
        assert out, f"legal command rejected: {cmd}: {getattr(out, 'reason', '')}"
        full = n % stride == 0
        if full:
            again = decide(before, cmd)
            assert list(out.events) == again, f"re-deciding {cmd} gave different events"
        for e in out.events:
            apply_in_place(replay, e)
            problems = check_invariants(replay, settled=False)
            assert not problems, f"after {e} (command {cmd}): {problems}"
        problems = check_invariants(replay)
        assert not problems, f"after command {cmd}: {problems}"
        if full:
            assert state_hash(replay) == state_hash(g.state), f"replayed state differs after {cmd}"
        if n % (7 * stride) == 0:
            for p in range(len(g.state.players)):
                check_view(g.state, p)
        n += 1
    assert state_hash(replay) == state_hash(g.state), "the replayed state differs at the end"
    assert g.state.over, f"game did not end within {MAX_COMMANDS} commands"
    return g
