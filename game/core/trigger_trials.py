"""The trials that judge whether the order of simultaneous effects can matter
(`game.core.trigger_order.order_matters`): each listener resolved on copies of the state, every
question answered every way, within a budget of resolutions.

Whether the whole search succeeds within the budget does not depend on the order of its
resolutions, so two searches find the same (issue 23, "Rules speed"): `search_breadth_first`
tries them breadth first, charging each as soon as it is known to be needed (a budget sure to
run out is given up long before it is all tried), and resolves a listener again from the very
same position once. `search_depth_first` tries them in the order the judgement was first made,
one listener and one answer at a time, for searches whose trials meet another timing conflict
with trials of its own: breadth first, those could be many more costly resolutions than it
tries before giving up.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from operator import is_not
from typing import Any

from game.core.ability_registry import instance
from game.core.activate import do_answer
from game.core.commands import Answer
from game.core.context import Ctx
from game.core.state import GameState
from game.core.steps import run_steps
from game.core.sweep import sweep
from game.core.triggers import Listener, run_trigger, trigger_step


def acts(state: GameState, listener: Listener, trigger: str, info: Any,
          trials: dict[Listener, Trial] | None = None) -> bool:
    """Whether `listener`, resolved by itself now on a copy of `state`, does anything: an event
    (a question is one) or a step queued for later. Only its own step is run: the checks that
    follow every step (`sweep`) found nothing before it and can find something only after it
    did something. With `trials`, the copy it acted on is kept there, so that the trials go on
    from it rather than resolving the same step again."""
    if surely_idle(state, listener, trigger, info):
        return False
    trial = Trial(state.clone())
    run_trigger(trial, trigger_step(listener, trigger, info))
    acted = bool(trial.events or trial.stack)
    if acted and trials is not None:
        trials[listener] = trial
    return acted


def surely_idle(state: GameState, listener: Listener, trigger: str, info: Any) -> bool:
    """The ability says, reading `state` alone, that resolving `listener` now would do nothing
    (`Ability.idle_on`): what `acts` would find on a copy, without making one. It gets what
    `run_trigger` would give it: the listener's cards and the trigger's information as a dict."""
    bearer, host, spec = listener
    me = state.cards[bearer]
    a = instance(me.defn.abilities[spec])
    return a is not None and a.idle_on(state, trigger, me, None if host is None else state.cards[host],
                                       dict(info or ()))


class Unsettled(Exception):
    """The trials cannot show that the order does not matter: the current player is asked."""


class Nested(Exception):
    """A trial met another timing conflict: the search is made again depth first."""


class Trial(Ctx):
    """A copy of the state the trials play on. Another timing conflict met there is judged by
    trials of its own inside that resolution: tried breadth first (`breadth`), those may be many
    more such resolutions than the depth-first search would have tried before giving up (a
    Frenzy's extra attacks), so the search is made again depth first instead (`Nested`), and
    so are the ones met inside it."""

    def __init__(self, state: GameState, breadth: bool = True) -> None:
        super().__init__(state)
        self.breadth = breadth


def search_breadth_first(state: GameState, acting: tuple[Listener, ...], idle: tuple[Listener, ...], trigger: str,
                         info: Any, budget: int, started: dict[Listener, Trial]) -> bool:
    """`order_matters` judged by trials tried breadth first (`BreadthFirst`), from the copies
    `acts` resolved each acting listener's own step on (`started`). Raises `Nested` when a
    trial meets another timing conflict that needs trials of its own."""
    try:
        if len(acting) == 1:
            # Taken out of `started` before it is gone on with: if the search is made again depth
            # first (`Nested`), that one must resolve the listener afresh, not go on from a copy
            # left halfway through a step.
            BreadthFirst(state, idle, trigger, info, None, budget).one_acts(started.pop(acting[0]))
        else:
            BreadthFirst(state, idle, trigger, info, state.turn.player, budget).reachable(acting, started)
    except Unsettled:
        return True
    return False


class BreadthFirst:
    """One search of `order_matters`, played out on copies of `root`.

    The order does not matter exactly when the whole search succeeds: every resolution it needs
    is tried, `budget` or fewer in all (each resolution of a listener's steps up to an end or a
    question, each resolution of an idle listener to see that it is still idle), no question
    goes to another player than `player` (None: anyone may be asked), no idle listener acts, and
    every first pick reaches the same end states. Whether it succeeds does not depend on the
    order in which its resolutions are tried, so they are tried breadth first, and each one is
    charged to the budget as soon as it is known to be needed: a question with five answers
    charges five at once. The search gives up (`Unsettled`) as soon as what is charged passes
    the budget, usually long before it would have got there one resolution at a time.

    Two states with the same `outcome_of` are one end: the one kept (and gone on from) is the one
    a depth-first search, answers and listeners in their order, would keep: the last one found
    among the ends of one resolution, and the first one found when the same end is reached
    again later (the search goes on from there once); each is found by the path (listener and
    answer indexes) that leads to it.

    A listener resolved again from the very same position (`exact`: a listener that declined
    leaves the state as it was) resolves exactly alike: its ends are found once and charged
    each time."""

    def __init__(self, root: GameState, idle: tuple[Listener, ...], trigger: str, info: Any, player: int | None,
                 budget: int) -> None:
        self.root, self.idle, self.trigger, self.info = root, idle, trigger, info
        self.player = player
        self.left = budget
        # Each listener resolved from a state (`start`), the very same position once: what to
        # resolve, the ones with the same outcome, and the ends found with the answers tried.
        self.starts: list[tuple[GameState, Listener]] = []
        self.alike: dict[tuple[int, Listener], list[int]] = {}
        self.known: dict[int, tuple[dict[int, GameState], int]] = {}
        self.outcomes: dict[tuple, int] = {}  # `outcome`
        self.counted: set[int | tuple[int, frozenset]] = set()  # ends (and ends with what is left) charged for (`found_end`)

    def charge(self, resolutions: int) -> None:
        self.left -= resolutions
        if self.left < 0:
            raise Unsettled

    def one_acts(self, started: Ctx) -> None:
        """Only one listener acts (`started`: its own step resolved by `acts`): the idle ones
        must do nothing in every state it can end in, its questions (whoever is asked)
        answered every way. Then every order plays out exactly alike."""
        self.charge(1)
        ends = self.ends([(started, True)])[0][0]
        self.charge(len(ends) * len(self.idle))
        for end in ends.values():
            self.still_idle(end)

    def still_idle(self, state: GameState) -> None:
        for x in self.idle:
            if acts(state, x, self.trigger, self.info):
                raise Unsettled

    def reachable(self, acting: tuple[Listener, ...], started: dict[Listener, Trial]) -> None:
        """Several listeners act: whichever goes first (and next, and so on), the player must
        reach the same end states, and the idle ones must do nothing in any state on the way.
        A node is a state and the acting listeners still to resolve there, known by the state's
        `outcome_of` and that set; its children are the ends of each of them, with the rest."""
        Node = tuple[int, frozenset]
        level: dict[Node, tuple[tuple, GameState]] = {(self.outcome(self.root), frozenset(acting)):
                                                       ((), self.root)}
        self.charge(len(acting))
        picks: dict[Node, list[tuple[frozenset, list]]] = {}  # node -> per listener: the rest, its ends
        order: list[Node] = []  # nodes, the ones with more left to resolve first
        idle_at: dict[int, tuple[tuple, GameState]] = {}  # an end's outcome -> where it is first found
        while level:
            owners: list[tuple[Node, tuple, int, Listener, int]] = []
            rests: dict[int, list[frozenset]] = {}  # a start -> what is left after it, at each node
            for node, (path, s) in level.items():
                order.append(node)
                for i, x in enumerate(sorted(node[1], key=repr)):
                    owners.append((node, path, i, x, self.start(node[0], s, x)))
                    rests.setdefault(owners[-1][4], []).append(node[1] - {x})
            self.resolve_once([o[4] for o in owners], started, rests)
            found: dict[Node, tuple[tuple, GameState]] = {}
            for node, path, i, x, start in owners:
                rest = node[1] - {x}
                for k, (outcome, end) in enumerate(self.known[start][0].items()):
                    at = path + (i, k)
                    if self.idle:
                        _first_found(idle_at, outcome, at, end)
                    if rest:
                        _first_found(found, (outcome, rest), at, end)
                picks.setdefault(node, []).append((rest, list(self.known[start][0])))
            level = found
        for _, end in idle_at.values():
            self.still_idle(end)
        reach: dict[Node, frozenset[int]] = {}
        for node in reversed(order):
            same: frozenset[int] | None = None
            for rest, outcomes in picks[node]:
                got = frozenset().union(*(reach[(o, rest)] for o in outcomes)) if rest else frozenset(outcomes)
                if same is not None and got != same:
                    raise Unsettled
                same = got
            reach[node] = same or frozenset()

    def outcome(self, state: GameState) -> int:
        """`outcome_of` of `state`, as a number: the same number for the same outcome (so that
        the outcome, a long tuple, is hashed once)."""
        return self.outcomes.setdefault(outcome_of(state, self.root), len(self.outcomes))

    def start(self, outcome: int, state: GameState, listener: Listener) -> int:
        """The index of resolving `listener` from `state` (whose outcome's number is `outcome`): the
        same as an earlier one's when that was from the very same position (`exact`), which
        resolves exactly alike. Only states with the same outcome are compared."""
        alike = self.alike.setdefault((outcome, listener), [])
        for n in alike:
            other = self.starts[n][0]
            if other is state or exact(other) == exact(state):
                return n
        alike.append(len(self.starts))
        self.starts.append((state, listener))
        return len(self.starts) - 1

    def resolve_once(self, starts: list[int], started: dict[Listener, Trial], rests: dict[int, list[frozenset]]) -> None:
        """Find the ends of each of `starts` (`start`) not found yet, each once (from the copy
        `acts` made, in `started`, if there is one), and charge each as often as the search
        resolves it, and what the search goes on to do from each end (`rests`: what is left to
        resolve after each start) as soon as that end is found."""
        times: dict[int, int] = {}
        for n in starts:
            times[n] = times.get(n, 0) + 1
        todo = [n for n in times if n not in self.known]
        for n, k in times.items():
            if n in self.known:
                self.charge(k * self.known[n][1])
                for outcome in self.known[n][0]:
                    self.found_end(outcome, rests[n])
        trials = [(started.pop(x), True) if x in started else (_queued(s, x, self.trigger, self.info), False)
                  for s, x in (self.starts[n] for n in todo)]
        found = self.ends(trials, [times[n] for n in todo], lambda i, outcome: self.found_end(outcome, rests[todo[i]]))
        for n, ends in zip(todo, found, strict=True):
            self.known[n] = ends

    def found_end(self, outcome: int, rests: list[frozenset]) -> None:
        """An end found: the first time, charge what the search must do from there: resolve
        each idle listener, and each listener left (once for each set of listeners left)."""
        if self.idle and outcome not in self.counted:
            self.counted.add(outcome)
            self.charge(len(self.idle))
        for rest in rests:
            if rest and (outcome, rest) not in self.counted:
                self.counted.add((outcome, rest))
                self.charge(len(rest))

    def ends(self, starts: list[tuple[Ctx, bool]], times: list[int] | None = None,
             found_end: Callable[[int, int], None] | None = None) -> list[tuple[dict[int, GameState], int]]:
        """For each trial of `starts`, the states it can end in once its queued steps are
        resolved (by `outcome`), each question answered every way, in the order a depth-first
        search finds them, and how many answers that took. With True, the first queued step's
        handler has already run on the trial (by `acts`): what `run_steps` does after a step
        (the sweep) is done first, then the rest, exactly as if `run_steps` had run that step.
        The trials themselves are charged by the caller; their answers here, each as many
        `times` as the search needs that trial (once without `times`). `found_end` is told of
        each end as it is found (the trial's index, the end's outcome)."""
        found: list[list[tuple[tuple, int, GameState]]] = [[] for _ in starts]
        tried = [0] * len(starts)
        trials = [(n, (), trial, first) for n, (trial, first) in enumerate(starts)]
        while trials:
            answers: list[tuple[int, tuple, GameState, int, int | None]] = []
            for n, path, trial, first in trials:
                s = trial.state
                if first and not s.over:
                    sweep(trial)
                run_steps(trial)
                p = s.pending
                if p is None:
                    found[n].append((path, self.outcome(s), s))
                    if found_end is not None:
                        found_end(n, found[n][-1][1])
                    continue
                if self.player is not None and p.player != self.player:
                    raise Unsettled
                choices: list[int | None] = list(range(len(p.options))) + ([None] if p.optional else [])
                tried[n] += len(choices)
                self.charge(len(choices) * (1 if times is None else times[n]))
                answers.extend((n, path + (k,), s, p.player, c) for k, c in enumerate(choices))
            trials = []
            for n, path, s, player, choice in answers:
                branch = Trial(s.clone())
                do_answer(branch, Answer(player, choice))
                trials.append((n, path, branch, False))
        out = []
        for ends, cost in zip(found, tried, strict=True):
            ends.sort(key=lambda e: e[0])
            kept: dict[int, GameState] = {}
            for _, outcome, s in ends:
                kept[outcome] = s  # the first place, the last state: as `dict.update` keeps them
            out.append((kept, cost))
        return out


def _first_found(found: dict, key: Any, at: tuple, state: GameState) -> None:
    """Note that the search reaches `key` by the path `at`, in `state`: the state kept is the
    one of the path a depth-first search would follow first."""
    was = found.get(key)
    if was is None or at < was[0]:
        found[key] = (at, state)


def outcome_of(state: GameState, root: GameState) -> tuple:
    """What a trial ended in, compared whole (no hash collision can make two states look alike):
    the cards that differ from the trial's `root` state (cards are values, replaced when they
    change, so an unchanged card is the very same object), the piles, the turn, the effects and
    what waits. The temporary effects on different cards are put in one order: the order in
    which two orders wrote down effects on two different cards says nothing about the game (two
    Mind Witches' Mimics). Effects on one card keep their order (a later re-roll effect on a unit
    replaces an earlier one)."""
    now, was = state.cards, root.cards
    if list(now) == list(was):
        # the same cards in the same order (a trial's table is a copy of the root's, its cards
        # replaced in place): the changed ones are picked out pairwise, without a lookup each
        changed = tuple(sorted([(u, c.key()) for u, c in compress(now.items(), map(is_not, now.values(), was.values()))]))
    else:
        get = was.get
        changed = tuple(sorted([(u, c.key()) for u, c in now.items() if get(u) is not c]))
    piles = tuple(
        (p.magic, tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.active), tuple(p.resolving))
        for p in state.players
    )
    # each effect as the values it is compared and hashed by (a plain tuple hashes without a
    # call of the dataclass's own `__hash__`)
    effects = tuple((e.kind, e.target, e.player, e.until, e.data, e.source)
                    for e in sorted(state.effects, key=_effect_order))
    waiting = repr((state.pending, state.continuation)) if state.pending is not None or state.continuation else ""
    return (changed, piles, state.turn.key(), effects, waiting, state.rng, state.winner, state.over)


def _effect_order(e: Any) -> tuple[bool, int]:
    return (e.target is None, e.target or 0)


def exact(state: GameState) -> tuple:
    """All of `state` the rules read, compared exactly: the very same cards, everything in the
    same order (a set too). Two states with the same `exact` resolve alike. Every field but the
    data derived from the others (`cache`, `live`); `EXACT_FIELDS` names them, a test checks
    that none is missing."""
    s, t = state, state.turn
    return (
        s.ruleset, tuple(s.cards.items()), tuple(s.board.items()), tuple(s.vines.items()),
        tuple((p.index, p.name, p.deck_id, p.magic, tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.active),
               tuple(p.resolving), tuple(p.magic_pile), tuple(p.vine_pile), p.out) for p in s.players),
        (t.number, t.player, t.phase, tuple(t.movers), tuple(t.attackers), tuple(t.attacks.items()),
         tuple(t.extra_attacks.items()), t.targeted_enemy, tuple(t.used), tuple(t.destroyed),
         tuple(t.moved_paths.items()), t.last_roll, t.last_attack),
        s.pending, s.continuation, s.rng, s.winner, s.effects, s.first_player, s.over, s.seed, s.next_uid,
        s.geo, s.teams, s.share_hands,
    )


# The fields `exact` reads, by class (GameState's `cache` and `live` are derived from the rest).
EXACT_FIELDS = {
    "GameState": ("ruleset", "cards", "board", "players", "turn", "pending", "continuation", "rng", "winner",
                  "effects", "first_player", "over", "seed", "next_uid", "vines", "geo", "teams", "share_hands"),
    "PlayerState": ("index", "name", "deck_id", "magic", "hand", "draw", "discard", "active", "resolving",
                    "magic_pile", "vine_pile", "out"),
    "TurnState": ("number", "player", "phase", "movers", "attackers", "attacks", "extra_attacks",
                  "targeted_enemy", "used", "destroyed", "moved_paths", "last_roll", "last_attack"),
}


def _queued(state: GameState, listener: Listener, trigger: str, info: Any) -> Ctx:
    trial = Trial(state.clone())
    trial.then(trigger_step(listener, trigger, info))
    return trial


def search_depth_first(state: GameState, acting: tuple[Listener, ...], idle: tuple[Listener, ...], trigger: str,
                 info: Any, budget: int, started: dict[Listener, Trial]) -> bool:
    """`order_matters` judged by the depth-first search: one resolution at a time, listeners
    and answers in their order. The same judgement as `BreadthFirst` (whether the search ends well
    does not depend on the order of its trials), for searches whose trials meet other timing
    conflicts. As there, each resolution is charged to `budget` as soon as it is known to be
    needed, and the search gives up once that passes the budget: it tries a part of what the
    search one resolution at a time tried, never more. `started`: the copies `acts` resolved
    each listener's own step on and `BreadthFirst` has not gone on with."""
    for trial in started.values():
        trial.breadth = False
    search = DepthFirst(state, idle, trigger, info, budget, started)
    try:
        if len(acting) == 1:
            search.charge(1)
            ends = search.ends(state, acting[0], None)
            if ends is None:
                return True
            search.charge(len(ends) * len(idle))
            return not all(search.still_idle(end) for end in ends.values())
        search.charge(len(acting))
        return search.reachable(state, outcome_of(state, state), frozenset(acting), state.turn.player, {}) is None
    except Unsettled:
        return True


class DepthFirst:
    """The depth-first search of `search_depth_first` from `root`."""

    def __init__(self, root: GameState, idle: tuple[Listener, ...], trigger: str, info: Any, budget: int,
                 started: dict[Listener, Trial]) -> None:
        self.root, self.idle, self.trigger, self.info = root, idle, trigger, info
        self.left = budget
        self.started = started
        self.charged: set[tuple] = set()  # ends (and ends with what is left) charged for

    def charge(self, resolutions: int) -> None:
        self.left -= resolutions
        if self.left < 0:
            raise Unsettled

    def still_idle(self, state: GameState) -> bool:
        return not any(acts(state, x, self.trigger, self.info) for x in self.idle)

    def reachable(self, state: GameState, outcome: tuple, rest: frozenset, player: int,
                  seen: dict) -> frozenset[tuple] | None:
        """The end states `player` can reach resolving `rest` from `state`, or None (see
        `BreadthFirst`); each listener of `rest` already charged for."""
        key = (outcome, rest)
        if key in seen:
            return seen[key]
        if not rest:
            return frozenset((outcome,))
        same: frozenset[tuple] | None = None
        for x in sorted(rest, key=repr):
            ends = self.ends(state, x, player)
            if ends is None:
                return None
            left = rest - {x}
            for end_outcome in ends:
                if self.idle and end_outcome not in seen and end_outcome not in self.charged:
                    self.charged.add(end_outcome)
                    self.charge(len(self.idle))
                if left and (end_outcome, left) not in seen and (end_outcome, left) not in self.charged:
                    self.charged.add((end_outcome, left))
                    self.charge(len(left))
            reach: set[tuple] = set()
            for end_outcome, end in ends.items():
                if self.idle and end_outcome not in seen:
                    if not self.still_idle(end):
                        return None
                    seen[end_outcome] = True  # checked: the idle listeners do nothing here
                sub = self.reachable(end, end_outcome, left, player, seen)
                if sub is None:
                    return None
                reach |= sub
            if same is not None and reach != same:
                return None
            same = frozenset(reach)
        seen[key] = same
        return same

    def ends(self, state: GameState, listener: Listener, player: int | None) -> dict[tuple, GameState] | None:
        """The states resolving `listener` from `state` (already charged for) can end in (from
        its copy in `started` at the root), each question answered every way (by `outcome_of`);
        None when a question goes to another player than `player`."""
        trial = self.started.pop(listener, None) if state is self.root else None
        if trial is not None:
            if not trial.state.over:
                sweep(trial)
        else:
            trial = Trial(state.clone(), breadth=False)
            trial.then(trigger_step(listener, self.trigger, self.info))
        return self.answers(trial, player)

    def answers(self, trial: Ctx, player: int | None) -> dict[tuple, GameState] | None:
        run_steps(trial)
        p = trial.state.pending
        if p is None:
            return {outcome_of(trial.state, self.root): trial.state}
        if player is not None and p.player != player:
            return None
        choices: list[int | None] = list(range(len(p.options))) + ([None] if p.optional else [])
        self.charge(len(choices))
        out: dict[tuple, GameState] = {}
        for choice in choices:
            branch = Trial(trial.state.clone(), breadth=False)
            do_answer(branch, Answer(p.player, choice))
            ends = self.answers(branch, player)
            if ends is None:
                return None
            out.update(ends)
        return out
