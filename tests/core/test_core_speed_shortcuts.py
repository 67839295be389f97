"""Issue 23, "Rules speed": "keep games identical". Each shortcut of the third round gives what
the long way gives, checked in every state of random games of factions that use them (Mind
Witches' Mimic, Structural Shift, Ice Ram; 1E's Benders and Swamp Orcs): the battlefield filter that passes
over cards out of reach, the one-card check of a chosen target, the live-ability index kept
through effects and draws, the reasons asked without their sentences, and the trials of the order
of simultaneous effects made breadth first."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest

from game import catalog
from game.ai.random_bot import RandomBot
from game.core import Game, legal_commands
from game.core import events as ev
from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.runtime import ActivatedComposed
from game.core.abilities.language.selectors import Choose
from game.core.activate import do_answer
from game.core.attack import attacker_slot
from game.core.message import NOT_NOW, Msg
from game.core.move import mover_slot_reason
from game.core.state import BOARD, Effect, GameState, PlayerState, TurnState
from game.sim import make_setup
from tests.core import depth_first_trials

stats = importlib.import_module("game.core.stats")
apply_module = importlib.import_module("game.core.apply")
context_module = importlib.import_module("game.core.context")
game_module = importlib.import_module("game.core.game")
trigger_order = importlib.import_module("game.core.trigger_order")
trigger_trials = importlib.import_module("game.core.trigger_trials")

FILTERS = (
    {"class": ["common"], "within": 3},
    {"class": ["unit"], "adjacent": True},
    {"class": ["unit"], "side": "enemy"},
    {"class": ["structure"], "side": "friendly", "within": 3},
    {"class": ["unit"], "within": 2, "from": "summoner"},
)


def _walk(edition: str, p1: str, p2: str, seed: int, commands: int) -> list[GameState]:
    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    g = Game.new(make_setup(catalog.ruleset(edition, include_user=False), decks,
                            catalog.cards(include_user=False), seed))
    bots = (RandomBot(seed), RandomBot(seed + 1))
    states = [g.state]
    while not g.state.over and len(states) < commands:
        p = g.state.pending.player if g.state.pending is not None else g.state.turn.player
        assert g.submit(bots[p].choose(g.state, p))
        states.append(g.state)
    return states


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    return (_walk("2e", "breakers", "polar-dwarves", 5, 220) + _walk("2e", "breakers", "tundra-orcs", 6, 220)
            + _walk("1e", "benders-1e", "swamp-orcs-1e", 7, 160))


def test_a_battlefield_filter_lists_exactly_what_fits_alone(states):
    """A filter with a distance passes over cards out of reach before `fits` is asked: the
    list (and its order) is the one `fits` alone gives, and it does leave cards out."""
    kept = left_out = 0
    for s in states[::3]:
        for holder in s.on_board():
            env = Env(s, holder, holder, {}, "test")
            for f in FILTERS:
                got = on_board(env, f)
                assert got == [c for c in s.on_board() if fits(env, f, c)]
                kept += len(got)
                left_out += len(s.on_board()) - len(got)
    assert kept and left_out


def test_choose_admits_exactly_its_candidates(states):
    """A chosen target checked again on the answer, by asking of that card alone, is admitted
    exactly when it is among the candidates listed: on the battlefield or not, fitting or not."""
    seen = set()
    for s in states[::7]:
        for holder in s.on_board()[:4]:
            env = Env(s, holder, holder, {}, "test")
            for f in FILTERS[:3]:
                p = {"filter": f}
                listed = Choose.candidates(env, p)
                for uid, card in s.cards.items():
                    admitted = Choose.admits(env, p, uid)
                    assert admitted == (uid in listed)
                    seen.add((admitted, card.zone == BOARD))
    assert seen == {(True, True), (False, True), (False, False)}


def test_the_live_index_kept_through_an_event_is_the_one_a_rebuild_gives(monkeypatch):
    """Playing games again, every index kept through an effect or a draw (a grant adding its
    ability last) equals the index rebuilt from scratch, in the same order."""
    kept: list[str] = []
    real = apply_module.apply_in_place

    def checking(state, event):
        real(state, event)
        if type(event) in apply_module.STRUCTURAL and state.live is not None:
            kept.append(type(event).__name__)
            fresh = state.clone()
            fresh.live = None
            assert state.live["ids"] == stats._live_ids(fresh)
            if "idx" in state.live:
                rebuilt = stats._index(fresh)
                assert {k: v for k, v in state.live["idx"].items() if isinstance(k, str)} == rebuilt

    monkeypatch.setattr(context_module, "apply_in_place", checking)
    monkeypatch.setattr(game_module, "apply_in_place", checking)
    _walk("2e", "breakers", "tundra-orcs", 6, 220)
    _walk("1e", "benders-1e", "swamp-orcs-1e", 8, 160)
    assert {"EffectAdded", "CardsDrawn", "EffectsEnded"} <= set(kept)


def test_the_live_index_is_rebuilt_after_a_move_then_an_effect(states):
    """A move takes a card out of the battlefield's dict and puts it back last: the order a
    rebuild gives changes, so an effect after a move does not keep the index."""
    s = next(x for x in states if len(x.on_board(x.turn.player)) > 1 and x.pending is None).clone()
    stats._live_ids(s)
    unit = next(c for c in s.on_board(s.turn.player) if c.defn.is_unit and not c.defn.is_structure)
    free = next(q for q in s.geo.adjacent(unit.pos) if q not in s.board)
    apply_module.apply_in_place(s, ev.UnitMoved(unit.uid, (free,)))
    assert s.live is not None  # a move is not one of the events that rebuild it
    apply_module.apply_in_place(s, ev.EffectAdded(Effect("stat", unit.uid, s.turn.player)))
    assert s.live is None  # not kept: rebuilt when next asked for, in the new order
    # and without the move in between, the same effect keeps it
    t = next(x for x in states if x.pending is None).clone()
    stats._live_ids(t)
    before = t.live
    target = t.on_board()[0]
    apply_module.apply_in_place(t, ev.EffectAdded(Effect("stat", target.uid, t.turn.player)))
    assert t.live is before


def test_reasons_asked_without_sentences_say_the_same(states):
    """`legal_commands` asks whether a unit may move or attack, and whether an ability may be
    used, without writing the reason: there is a reason exactly when the sentence exists, and
    none is written."""
    counts = {"none": 0, "reason": 0}
    for s in states[::2]:
        for c in s.on_board(s.turn.player):
            for full, bare in ((mover_slot_reason(s, c), mover_slot_reason(s, c, explain=False)),
                               (attacker_slot(s, c)[0], attacker_slot(s, c, explain=False)[0])):
                assert (full is None) == (bare is None)
                assert bare is None or (bare == NOT_NOW and not isinstance(bare, Msg))
                counts["none" if full is None else "reason"] += 1
        for a, bearer, host in stats.activatable(s):
            if isinstance(a, ActivatedComposed):
                holder = host if host is not None else bearer
                assert (a._why_not(s, holder) is None) == (a._why_not(s, holder, explain=False) is None)
    assert counts["none"] and counts["reason"]


def test_a_move_listed_again_is_the_same_command(states):
    """Moves and attacks are values: a later state lists a move it shares with an earlier one as
    the same object, and it is listed (legal) there."""
    shared = 0
    for before, after in zip(states, states[1:], strict=False):
        if before.pending is None and after.pending is None and before.phase == after.phase == "move":
            earlier = {c: c for c in legal_commands(before)}
            for c in legal_commands(after):
                if c in earlier and type(c).__name__ == "Move":
                    assert earlier[c] is c
                    shared += 1
    assert shared


def test_evolve_copies_every_field_of_a_card(states):
    """`Card.evolve` copies the fields by name: every field of the card (`Card.FIELDS`) comes
    across unchanged unless it is changed, and a changed one takes its new value; the new card
    works out its own key text."""
    card = next(c for s in states for c in s.cards.values() if c.damage and c.zone == BOARD)
    card.key_text()
    same = card.evolve()
    assert all(getattr(same, k) == getattr(card, k) for k in type(card).FIELDS)
    hurt = card.evolve(damage=card.damage + 1, not_a_field=1)
    assert hurt.damage == card.damage + 1 and not hasattr(hurt, "not_a_field")
    assert all(getattr(hurt, k) == getattr(card, k) for k in type(card).FIELDS if k != "damage")
    assert hurt.key_text() == repr(hurt.key()) != card.key_text()


def test_a_summoner_kept_from_the_state_before_is_the_one_found_now(states):
    """Which card is a player's summoner is kept from state to state while the battlefield
    holds the same cards on the same spaces (and no control changed): in every state of the
    games it is the card a search of the battlefield finds, as it is now (damage included)."""
    kept = 0
    for s in states:
        if s.cache is not None and "summoners" in s.cache:
            kept += 1
        for p in range(len(s.players)):
            got, found = s.summoner(p), s._find_summoner(p)
            assert got is found  # the very card object of this state
    assert kept


def test_the_order_of_simultaneous_effects_is_asked_exactly_when_the_depth_first_trials_asked(monkeypatch):
    """Rulebook, "Timing Conflicts": "If 2 or more game effects ever occur at the same time, the
    player whose turn it is determines the order in which those effects will resolve." Whether
    the order can matter is judged by trials breadth first, giving up once the budget is sure to
    run out: at every `order_matters` of random Breakers games (Mimics at the start of the move
    phase, Structural Shift and Ice Ram on one move), with the budget as shipped and smaller
    ones, it says what the depth-first trials said, both ways, with fewer answers tried (a
    listener resolved again from the very same position is resolved once). Where a trial meets
    another timing conflict (Savanna Elves against Tundra Orcs' Frenzy), the search is made
    depth first instead, and says the same too."""
    real = trigger_order._judge
    said: Counter = Counter()
    answers = {"breadth": 0, "depth": 0, "ours": 0}
    depth = [0]

    def counting(which: str):
        def answer(ctx, cmd):
            answers[which] += 1
            do_answer(ctx, cmd)
        return answer

    def both(state, listeners, trigger, info, depth_first=False, in_breadth=False):
        if depth[0]:
            return real(state, listeners, trigger, info, depth_first, in_breadth)
        depth[0] += 1
        try:
            for budget in (4, 16, 64):
                monkeypatch.setattr(trigger_order, "TRIAL_BUDGET", budget)
                before = answers["breadth"]
                got, acting = real(state, listeners, trigger, info)
                answers["ours"] += answers["breadth"] - before
                assert got == depth_first_trials.order_matters_depth_first(state, listeners, trigger, info)
                assert (got, acting) == real(state, listeners, trigger, info, True)
                assert acting == tuple(x for x in listeners if trigger_trials.acts(state, x, trigger, info))
                said[budget, got] += 1
        finally:
            depth[0] -= 1
            monkeypatch.setattr(trigger_order, "TRIAL_BUDGET", shipped)
        return real(state, listeners, trigger, info, depth_first, in_breadth)

    fallbacks: list[bool] = []
    depth_first = trigger_order.search_depth_first

    def counting_fallbacks(*args):
        fallbacks.append(depth_first(*args))
        return fallbacks[-1]

    shipped = trigger_order.TRIAL_BUDGET
    monkeypatch.setattr(trigger_order, "_judge", both)
    monkeypatch.setattr(trigger_trials, "do_answer", counting("breadth"))
    monkeypatch.setattr(depth_first_trials, "do_answer", counting("depth"))
    monkeypatch.setattr(trigger_order, "search_depth_first", counting_fallbacks)
    for seed in (1, 2):
        _walk("2e", "breakers", "polar-dwarves", seed, 400)
    _walk("2e", "breakers", "tundra-orcs", 3, 400)
    _walk("2e", "savanna-elves", "tundra-orcs", 1, 400)  # Frenzy: extra attacks, each a timing conflict
    assert all(said[budget, True] and said[budget, False] for budget in (4, 16, 64))
    assert 0 < answers["ours"] < answers["depth"]
    assert True in fallbacks and False in fallbacks and len(fallbacks) < sum(said.values()) / 3


def test_the_exact_position_reads_every_field_of_the_state(states):
    """A listener resolved from two states with the same `exact` is resolved once: it reads
    every field of the state, a player and the turn (all but the data derived from them), so a
    field added later is compared too; and states differing in one field are told apart."""
    assert set(trigger_trials.EXACT_FIELDS["GameState"]) == set(GameState.__slots__) - {"cache", "live"}
    assert trigger_trials.EXACT_FIELDS["PlayerState"] == PlayerState.__slots__
    assert trigger_trials.EXACT_FIELDS["TurnState"] == TurnState.__slots__
    s = next(x for x in states if x.pending is None and x.turn.phase == "move")
    assert trigger_trials.exact(s.clone()) == trigger_trials.exact(s)
    changed = [s.clone() for _ in range(5)]
    changed[0].turn.used.add((0, "test"))
    changed[1].players[1].magic_pile.append(1)
    changed[2].next_uid += 1
    changed[3].cards[s.on_board()[0].uid] = s.on_board()[0].evolve()  # an equal card, not the same one
    changed[4].effects = (*s.effects, Effect("stat", None, 0))
    assert all(trigger_trials.exact(c) != trigger_trials.exact(s) for c in changed)
