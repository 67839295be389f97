"""Issue 23, "Rules speed": "keep games identical". Each shortcut of the third round gives what
the long way gives, checked in every state of random games of factions that use them (Mind
Witches' Mimic, Structural Shift, Ice Ram; 1E's Benders and Swamp Orcs): the battlefield filter that passes
over cards out of reach, the one-card check of a chosen target, the live-ability index kept
through effects and draws, and the reasons asked without their sentences. The fourth round's
too: the index kept through discards and cards put on a magic pile, attack targets without the
checks their gathering already made, `reachable` asking each space once, the sweep passing over
cards whose life nothing can lower, the phase's attacker limit asked once, and the trials of the
order of simultaneous effects made breadth first. The fifth round's: a stat nothing modifies
in a state not asked of each card (`stats.unmodified`), the legal moves and attacks asking no
unit once the phase's limit is used up, the sweep going through the battlefield only when a
card has its printed life in damage, commands of every kind listed again as the same object, a
listener's step made directly, and whether an ability has a target asked until the first."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest

from game.core import events as ev
from game.core import legal_commands
from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.runtime import ActivatedComposed
from game.core.abilities.language.selectors import Choose
from game.core.activate import do_answer
from game.core.attack import (
    _can_reach,
    _candidates,
    _Reach,
    attackable_by,
    attacker_slot,
    legal_targets,
    max_attackers,
)
from game.core.message import NOT_NOW, Msg
from game.core.move import _steps_from, may_pass, mover_slot_reason, moves_diagonally, reachable
from game.core.state import BOARD, Effect, GameState, PlayerState, TurnState
from game.core.stats import can_be_targeted, can_move, is_ranged, move_distance, pass_through, query
from tests.core import depth_first_trials
from tests.scene import random_states

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


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    # (1E seed 8: since units may move 0 spaces, seed 7's first 160 states hold no Vine Wall)
    return (random_states("2e", "breakers", "polar-dwarves", 5, 220) + random_states("2e", "breakers", "tundra-orcs", 6, 220)
            + random_states("1e", "benders-1e", "swamp-orcs-1e", 8, 160))


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
    random_states("2e", "breakers", "tundra-orcs", 6, 220)
    random_states("1e", "benders-1e", "swamp-orcs-1e", 8, 160)
    assert {"EffectAdded", "CardsDrawn", "EffectsEnded", "CardDiscarded", "CardsToMagicPile"} <= set(kept)


def test_the_live_index_is_kept_through_a_discard_from_the_hand_only(states):
    """A card that does nothing from the hand, discarded from it (for magic), leaves the index
    as it was; a card discarded from the battlefield takes its abilities with it, so the index
    is rebuilt."""
    s = next(x for x in states if x.pending is None and x.players[x.turn.player].hand).clone()
    stats._live_ids(s)
    before = s.live
    in_hand = next(u for u in s.players[s.turn.player].hand if not stats.works_from_hand(s.cards[u].defn))
    apply_module.apply_in_place(s, ev.CardDiscarded(in_hand))
    assert s.live is before
    on_board = next(c for c in s.on_board() if not c.defn.is_summoner and stats._printed(c.defn)[0])
    apply_module.apply_in_place(s, ev.CardDiscarded(on_board.uid))
    assert s.live is None
    assert all(b != on_board.uid for _, b, _ in stats._live_ids(s))


def test_the_live_index_is_kept_through_cards_put_on_a_magic_pile_from_hand_or_pile_only(states):
    """1E rulebook, "Build Magic": cards from the hand go face down onto the magic pile; so does
    a destroyed card, from the discard pile. Neither changes which abilities are live; a card
    put there straight from the battlefield does."""
    s = next(x for x in states if x.ruleset.magic_pile and x.pending is None and x.players[x.turn.player].hand
             and x.players[x.turn.player].discard).clone()
    me = s.players[s.turn.player]
    stats._live_ids(s)
    before = s.live
    moved = (next(u for u in me.hand if not stats.works_from_hand(s.cards[u].defn)), me.discard[-1])
    apply_module.apply_in_place(s, ev.CardsToMagicPile(s.turn.player, moved))
    assert s.live is before and all(s.cards[u].zone == "magic_pile" for u in moved)
    on_board = next(c for c in s.on_board() if not c.defn.is_summoner and stats._printed(c.defn)[0])
    apply_module.apply_in_place(s, ev.CardsToMagicPile(s.turn.player, (on_board.uid,)))
    assert s.live is None
    assert all(b != on_board.uid for _, b, _ in stats._live_ids(s))


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


def test_every_kind_of_command_listed_again_is_the_same_command(states, monkeypatch):
    """Commands are values: any command a later state lists that an earlier state listed too
    (an end of the phase, an answer, a summon, a discard for magic, …) is the same object, and
    two commands listed are the same object only when they are equal. (The commands made are
    forgotten when there are very many: not within this test.)"""
    legal_module = importlib.import_module("game.core.legal")
    monkeypatch.setattr(legal_module, "_MADE", {})
    kinds = Counter()
    seen: dict = {}
    for s in states:
        listed = legal_module._legal_commands(s)
        assert len({id(c) for c in listed}) == len(listed)
        for c in listed:
            if c in seen:
                assert seen[c] is c
                kinds[type(c).__name__] += 1
            seen[c] = c
    assert {"EndPhase", "Answer", "Summon", "DiscardForMagic", "Move", "Attack"} <= set(kinds)


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


def _targets_the_long_way(s: GameState, attacker) -> list:
    how = _Reach(s, attacker)
    out = [c for c in _candidates(s, attacker, how) if _can_reach(s, attacker, c, how)
           and can_be_targeted(s, c, attacker) and attackable_by(s, c, attacker)]
    allowed = query(s, "attack_targets", attacker, None, targets=tuple(c.uid for c in out))
    return out if allowed is None else [c for c in out if c.uid in allowed]


def test_attack_targets_are_the_ones_every_card_checked_gives(states):
    """Rulebook, "Phase 4: Attack": "melee units target adjacent cards, ranged units cards up to
    3 clear straight spaces away". `legal_targets` does not ask again of a ranged attacker's
    gathered cards whether they are in line, in range and unblocked (its rays stopped at the
    first blocker), and asks a melee attacker's cards only the one question that applies: in
    every state of the games, for every unit on the battlefield, it lists exactly the cards
    (in order) that checking each candidate in full gives, ranged and melee, some and none."""
    seen = set()
    vines = 0
    for s in states:
        for c in s.on_board():  # units, and as a check of the edge cases any card (a Vine Wall too)
            got = legal_targets(s, c)
            assert got == _targets_the_long_way(s, c)
            assert c not in got
            seen.add((is_ranged(s, c), bool(got)))
            vines += s.is_vine(c)
    assert seen == {(True, True), (True, False), (False, True), (False, False)} and vines


# The stats the rules take as they start when nothing modifies them (`stats.unmodified`), with
# what each query is asked with.
UNMODIFIED_STATS = ("targetable", "attackable_from_afar", "attack_targets", "melee_reach", "attacks_diagonally",
                    "blocks_attack", "max_movers", "can_move", "extra_attacker", "can_attack", "magic_locked",
                    "summon_any_phase", "attack_kind")


def test_a_stat_said_unmodified_is_the_value_it_starts_from_for_every_card(states):
    """`unmodified(state, stat)` is said only when asking `stat` of any card on the battlefield
    gives back the very value it starts from, whatever it is asked with; and it is not said in
    states where a live ability (Parapet, Taunt, …) or an effect does change the stat."""
    start = object()  # no modifier could leave this one as it is
    said = Counter()
    for s in states[::2]:
        for stat in UNMODIFIED_STATS:
            plain = stats.unmodified(s, stat)
            said[(stat, plain)] += 1
            if plain:
                for c in s.on_board():
                    assert query(s, stat, c, start, target=c, attacker=c, by=c, targets=(c.uid,)) is start
            else:
                assert stats._stat_ids(s, stat) or any(e.kind == "stat" for e in s.effects)
    assert all(said[(stat, True)] for stat in UNMODIFIED_STATS)
    assert said[("blocks_attack", False)] and said[("attack_targets", False)]


def test_attack_targets_with_every_stat_asked_of_every_card_are_the_same(states, monkeypatch):
    """`legal_targets` with the shortcut lists exactly what it lists asking every stat of every
    card (as if every stat were modified), in every state, for every card on the battlefield."""
    attack_module = importlib.import_module("game.core.attack")
    short = [[legal_targets(s, c) for c in s.on_board()] for s in states]
    monkeypatch.setattr(attack_module, "unmodified", lambda state, stat: False)
    long = [[legal_targets(s, c) for c in s.on_board()] for s in states]
    assert short == long
    assert any(any(x) for x in short)


def test_legal_commands_with_every_stat_asked_of_every_card_are_the_same(states, monkeypatch):
    """Rulebook, "Phase 2: Move": "move up to 3 different units"; "Phase 4: Attack": "attack with
    up to 3 different units". With "max_movers" and "extra_attacker" unmodified, the lists skip
    the units that moved or attacked, and every unit once the phase's limit is used up, without
    asking each unit; in every state they are exactly the lists asking everything gives, and
    the games reach states where the limits are used up."""
    legal_module = importlib.import_module("game.core.legal")
    short = [legal_module._legal_commands(s) for s in states]
    for name in ("game.core.legal", "game.core.attack", "game.core.damage", "game.core.summon"):
        monkeypatch.setattr(importlib.import_module(name), "unmodified", lambda state, stat: False)
    long = [legal_module._legal_commands(s) for s in states]
    assert short == long
    assert any(s.phase == "move" and len(s.turn.movers) == 3 for s in states)
    assert any(s.phase == "attack" and len(s.turn.attackers) == 3 for s in states)


def _reach_the_long_way(s: GameState, u) -> dict:
    """Breadth first, asking `may_pass` of every occupied space each time it is met."""
    dist, classes, diagonal = move_distance(s, u), pass_through(s, u), moves_diagonally(s, u)
    out: dict = {}
    frontier = [(u.pos, ())]
    for _ in range(dist):
        nxt, seen = [], set()
        for pos, path in frontier:
            for q in _steps_from(s.geo, pos, diagonal):
                if q in seen:
                    continue
                occupied = q in s.board and q != u.pos
                if occupied and not may_pass(s, u, q, classes):
                    continue
                seen.add(q)
                if not occupied and q not in out:
                    out[q] = path + (q,)
                nxt.append((q, path + (q,)))
        frontier = nxt
    return out


def test_reachable_spaces_are_the_ones_a_plain_search_finds(states):
    """Rulebook, "Phase 2: Move": "only into or through empty adjacent spaces". `reachable` asks
    once per move whether an occupied space can be passed through (never, with no class to pass
    through) and gathers no paths past its last step: in every state, for every unit that can
    move, it gives the same spaces, in the same order, with the same paths as a plain search;
    some units are hemmed in and some pass through a card."""
    seen = {"hemmed": 0, "free": 0, "through": 0}
    for s in states[::2] + random_states("2e", "savanna-elves", "cave-goblins", 9, 300)[::2]:
        for c in s.on_board():
            if c.defn.is_unit and can_move(s, c):
                got = reachable(s, c)
                assert list(got.items()) == list(_reach_the_long_way(s, c).items())
                seen["free" if got else "hemmed"] += 1
                seen["through"] += any(q in s.board for path in got.values() for q in path[:-1])
    assert all(seen.values())


@pytest.fixture(scope="module")
def life_states() -> list[GameState]:
    """Games with abilities that raise life (Cold Snap, Imbued Life)."""
    return (random_states("2e", "polar-dwarves", "savanna-elves", 3, 400)[::2]
            + random_states("2e", "savanna-elves", "polar-dwarves", 4, 400)[::2])


def test_life_never_lowered_means_no_card_below_its_printed_life(life_states):
    """Rulebook: "a card is destroyed when it has damage equal to or greater than its life".
    The sweep asks no more of a card with less damage than its printed life while nothing live
    can lower life: in every state where that is said, every card on the battlefield has at
    least its printed life, and it is said while abilities that raise life are live."""
    raised = 0
    for s in life_states:
        if stats.life_never_lowered(s):
            for c in s.on_board():
                assert stats.life(s, c) >= c.defn.life
                raised += stats.life(s, c) > c.defn.life
    assert raised


def test_the_sweep_looks_for_a_card_at_its_printed_life_exactly_when_one_is_there(life_states):
    """Rulebook: "a card is destroyed when it has damage equal to or greater than its life".
    While nothing can lower life, the sweep asks only cards with at least their printed life in
    damage; it goes through the battlefield in order only when `_any_at_printed_life` finds
    one, which it does exactly when one is there (a card
    kept alive by an ability that raises life, with its printed life in damage, is found)."""
    sweep_module = importlib.import_module("game.core.sweep")
    said = Counter()
    for s in life_states:
        asked = [c for c in s.on_board() if type(c.defn.life) is not int or c.damage >= c.defn.life]
        found = sweep_module._any_at_printed_life(s)
        assert found == bool(asked)
        said[found] += 1
        for c in s.on_board()[:1] if stats.life(s, s.on_board()[0]) > s.on_board()[0].defn.life else ():
            # a card kept alive by raised life with its printed life in damage
            held = s.clone()
            held.cards[c.uid] = c.evolve(damage=c.defn.life)
            held.cache = None
            assert sweep_module._any_at_printed_life(held)
            said["held"] += 1
    assert said[False] and said["held"]


def test_an_effect_or_ability_that_lowers_life_stops_the_shortcut(life_states):
    """A temporary -1 life (or an amount that is not a plain number) on any card, or a live
    ability not known to only raise life, turns the shortcut off; +1 life leaves it on."""
    s = next(x for x in life_states if stats._stat_ids(x, "life") and stats.life_never_lowered(x)).clone()
    target = s.on_board()[0]
    up = s.clone()
    apply_module.apply_in_place(up, ev.EffectAdded(Effect("stat", target.uid, 0, data=(("amount", 1), ("stat", "life")))))
    assert stats.life_never_lowered(up)
    for amount in (-1, 0.5):
        down = s.clone()
        apply_module.apply_in_place(down, ev.EffectAdded(Effect("stat", target.uid, 0, data=(("amount", amount), ("stat", "life")))))
        assert not stats.life_never_lowered(down)
    # an ability written in Python (no `never_lowers` of its own) may lower life
    assert not stats.Ability.never_lowers(object.__new__(stats.Ability), "life")
    assert all(a.never_lowers("life") for a, _, _ in stats._stat_ids(s, "life"))


def test_a_number_change_never_lowers_only_with_nothing_taken_away():
    """`modify: {life: 1, per: boost, max: 5}` only adds; a negative amount or cap may lower."""
    from game.core.abilities.language.pieces import get

    n = get("modify", "life").fn
    assert n.never_lowers({"amount": 1, "per": "boost", "max": 5, "divisor": 1, "count": {}})
    assert n.never_lowers({"amount": 0, "per": "none", "max": 0, "divisor": 1, "count": {}})
    assert not n.never_lowers({"amount": -1, "per": "none", "max": 0, "divisor": 1, "count": {}})
    assert not n.never_lowers({"amount": 1, "per": "boost", "max": -1, "divisor": 1, "count": {}})


def _outcome_the_long_way(state: GameState, root: GameState) -> tuple:
    was = root.cards.get
    changed = tuple(sorted([(u, c.key()) for u, c in state.cards.items() if was(u) is not c]))
    piles = tuple((p.magic, tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.active), tuple(p.resolving))
                  for p in state.players)
    effects = tuple(sorted(state.effects, key=lambda e: (e.target is None, e.target or 0)))
    waiting = repr((state.pending, state.continuation)) if state.pending is not None or state.continuation else ""
    return (changed, piles, state.turn.key(), effects, waiting, state.rng, state.winner, state.over)


def test_trial_outcomes_tell_apart_exactly_the_states_the_long_way_does(states):
    """Rulebook, "Timing Conflicts": the player orders effects that happen at the same time; the
    game asks only when the order can change what happens, judged by comparing where trials end
    (`trigger_trials.outcome_of`). Outcomes picked out pairwise and with effects as plain values are
    equal exactly when the outcomes worked out card by card are, for every command's result
    from states of random games (with effects, changed cards and new cards among them)."""
    from game.core.decide import resolve
    _outcome = trigger_trials.outcome_of

    compared = differ = with_effects = 0
    for root in states[::9]:
        ends = [root] + [resolve(root, c).state for c in legal_commands(root)[:6]]
        new = [_outcome(e, root) for e in ends]
        old = [_outcome_the_long_way(e, root) for e in ends]
        with_effects += any(e.effects for e in ends)
        for i in range(len(ends)):
            assert new[i][0] == old[i][0]  # the same changed cards, in the same order
            for j in range(len(ends)):
                assert (new[i] == new[j]) == (old[i] == old[j])
                assert (hash(new[i]) == hash(new[j])) or new[i] != new[j]
                compared += 1
                differ += new[i] != new[j]
    assert compared and differ and with_effects


def test_an_attacker_slot_with_the_phase_limit_given_says_the_same(states):
    """Rulebook, "Phase 4: Attack": "attack with up to 3 different units". `legal_commands` asks
    the phase's limit once and hands it to `attacker_slot` for each unit: the answer is the one
    `attacker_slot` gives asking it itself, for every unit in every state, free or not."""
    answers = set()
    for s in states:
        for c in s.on_board():
            if c.defn.is_unit:
                given = attacker_slot(s, c, explain=False, most=max_attackers(s, c.controller))
                assert given == attacker_slot(s, c, explain=False)
                answers.add(given[0] is None)
    assert answers == {True, False}


def test_a_trigger_has_listeners_exactly_when_some_are_listed(states):
    """`fire` returns at once when nothing listens: `has_listeners` says so exactly when
    `trigger_listeners` lists nobody, for the triggers the rules fire, heard and unheard."""
    said = set()
    for s in states[::5]:
        for trigger in ("moved", "forced", "after_attack", "destroyed", "phase_start:move", "turn_start", "damaged"):
            heard = stats.has_listeners(s, trigger)
            assert heard == bool(stats.trigger_listeners(s, trigger))
            said.add(heard)
    assert said == {True, False}


def test_a_pile_count_stops_counting_only_once_the_answer_is_known():
    """'If there is a unit in your discard pile' (`pile_count`): the count stops as soon as it
    reaches `at_least` (no `at_most`) or passes `at_most`; the answer is the full count's, for
    every range and both piles, in every sampled state of games with long discard piles."""
    from game.core.abilities.language.conditions import _between, _pile_count

    answers = set()
    for s in random_states("1e", "deep-dwarves-1e", "swamp-orcs-1e", 3, 400)[::10]:
        me = s.summoner(s.turn.player)
        if me is None:
            continue
        env = Env(s, me, me, {}, "test")
        for pile in ("discard", "hand"):
            for f in ({}, {"class": ["unit"]}, {"class": ["event"]}):
                cards = s.players[env.player].discard if pile == "discard" else s.players[env.player].hand
                full = sum(1 for u in cards if fits(env, {**f, "not_self": False}, s.cards[u]))
                for lo, hi in ((None, None), (1, None), (3, None), (None, 0), (None, 2), (1, 3), (0, 10)):
                    p = {"pile": pile, "filter": f, "at_least": lo, "at_most": hi}
                    got = _pile_count(env, p)
                    assert got == _between(full, p)
                    answers.add(got)
    assert answers == {True, False}


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
        random_states("2e", "breakers", "polar-dwarves", seed, 400)
    random_states("2e", "breakers", "tundra-orcs", 3, 400)
    random_states("2e", "savanna-elves", "tundra-orcs", 1, 400)  # Frenzy: extra attacks, each a timing conflict
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


def test_a_trigger_step_is_the_step_make_step_gives():
    """A listener's step made directly is the step `make_step` makes of the same values, plain
    or not (a dict of information is made plain the same way), and a step of other values is
    another step."""
    triggers = importlib.import_module("game.core.triggers")
    for listener, info in (((3, None, 0), ()), ((3, 4, 1), (("card", 7), ("path", ((1, 2),)))),
                           ((5, 5, 2), {"card": 7, "path": [(1, 2)]}), ((5, None, 0), [("card", 1)])):
        made = context_module.make_step("ability.trigger", bearer=listener[0], host=listener[1], spec=listener[2],
                                        trigger="moved", info=info)
        got = triggers.trigger_step(listener, "moved", info)
        assert got == made and repr(got) == repr(made)
        assert triggers.trigger_step(listener, "forced", info) != made


def test_whether_an_ability_has_a_target_is_what_listing_them_all_says(states):
    """An activated ability with nothing to choose cannot be used ("has no target now"): asked
    card by card and stopped at the first target (`_has_option`), it says so exactly when the
    full list of targets is empty, in every state, for every activatable ability there."""
    selectors = importlib.import_module("game.core.abilities.language.selectors")
    env_module = importlib.import_module("game.core.abilities.language.env")
    said = Counter()
    for s in states + random_states("2e", "cave-goblins", "tundra-orcs", 11, 300)[::2]:
        for a, bearer, host in stats.activatable(s):
            if not isinstance(a, ActivatedComposed):
                continue
            holder = host if host is not None else bearer
            env = env_module.Env(s, holder, holder, {}, a.title)
            sel, p = selectors.resolve(a.target)
            if sel.choice:
                got = a._has_option(env, sel, p)
                assert got == bool(a._options(env, sel, p))
                said[(sel.candidates is Choose.candidates, got)] += 1
    assert said[(True, True)] and said[(True, False)]

