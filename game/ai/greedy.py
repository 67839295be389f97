"""The Normal bot: one ply of greedy search over a determinized view.

Each legal command is resolved on a state whose hidden cards were sampled (see
`determinize.py`) and the result scored with `evaluate`. Attacks are random, so an attack is
scored by its expected value: it is resolved once for each number of hits that matters (0 up to
the target's life left), with dice rigged to show that many hits, and the scores are weighed by
the binomial odds of each count. Everything else is resolved once. Prompts are answered the same
way: each option is tried and scored.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.ai.common import Bot, hit_chance, hit_distribution, rigged_rng, simulate
from game.ai.determinize import DeckKnowledge, all_unseen, determinize
from game.ai.evaluate import DEFAULT, Weights, evaluate
from game.ai.teamplay import candidates, with_gift
from game.core.cards import CardDef, DeckList
from game.core.commands import Answer, Attack, Command, EndPhase, Move, PlayEvent, UseAbility
from game.core.decide import Rejection
from game.core.legal import legal_commands
from game.core.state import BOARD, GameState
from game.core.stats import attack_kind, life_left, strength

NEG = float("-inf")


def attack_outcomes(state: GameState, cmd: Attack) -> list[tuple[float, int | None]]:
    """(probability, rigged random-source state) for each hit count worth telling apart."""
    a = state.cards.get(cmd.attacker)
    t = state.cards.get(cmd.target)
    if a is None or t is None or a.zone != BOARD or t.zone != BOARD:
        return [(1.0, None)]
    rs = state.ruleset
    kind = attack_kind(state, a)
    n = strength(state, a, target=t)
    if n <= 0:
        return [(1.0, None)]
    dist = hit_distribution(n, hit_chance(rs, kind))
    cap = max(1, min(n, life_left(state, t)))
    sym = rs.hit_symbol(kind)
    out: list[tuple[float, int | None]] = []
    for k in range(cap + 1):
        pr = sum(dist[k:]) if k == cap else dist[k]
        if pr < 0.01:
            continue
        out.append((pr, rigged_rng(n, rs.die_faces, sym, k)))
    total = sum(p for p, _ in out) or 1.0
    return [(p / total, r) for p, r in out]


def score_command(state: GameState, player: int, cmd: Command, w: Weights = DEFAULT, chain: int = 0) -> float:
    """The evaluation after `cmd` (its expectation over dice for an attack); -inf if illegal.
    With `chain` above 0, an event, an ability or an answer to an event's question (`chains`)
    that leaves `player` a question is judged by the best answers to up to `chain` questions in a
    row (`chain_value`), not the default ones."""
    if isinstance(cmd, Attack):
        total = 0.0
        for pr, r in attack_outcomes(state, cmd):
            s = state
            if r is not None:
                s = state.clone()
                s.rng = r
            out = simulate(s, cmd)
            if isinstance(out, Rejection):
                return NEG
            total += pr * evaluate(settle(out.state, player), player, w)
        return total
    out = simulate(state, cmd)
    if isinstance(out, Rejection):
        return NEG
    if chain > 0 and chains(state, player, cmd):
        return chain_value(out.state, player, w, chain)
    return evaluate(settle(out.state, player), player, w)


def chains(state: GameState, player: int, cmd: Command) -> bool:
    """Whether `cmd` is worth looking through a chain of questions for: playing an event or
    using an ability, or answering a question of an event being played. (Not the "may" questions
    that follow a summon, move or attack: there are many of those and declining them is the old
    default; looking through all of them made Hard's decisions several times slower.)"""
    if isinstance(cmd, (PlayEvent, UseAbility)):
        return True
    return isinstance(cmd, Answer) and bool(state.players[player].resolving)


SETTLE_DEPTH = 8
CHAIN_LEAVES = 64  # positions scored at most by one `chain_value`; past it, default answers


def chain_value(state: GameState, player: int, w: Weights, depth: int, leaves: int = CHAIN_LEAVES) -> float:
    """The evaluation once `player`'s questions are answered, trying every answer to the next
    `depth` of them and keeping the best (later ones get `settle`'s default answers).

    An event that asks a chain of questions is worth what its best chain gives: Blood Summon asks
    for a friendly unit, then a unit from the hand, then a space, and with the default answers
    (decline where allowed) it would look like a card thrown away for nothing."""
    budget = [leaves]
    return _chain(state, player, w, depth, budget)


def _chain(state: GameState, player: int, w: Weights, depth: int, budget: list[int]) -> float:
    p = state.pending
    if depth <= 0 or budget[0] <= 0 or p is None or p.player != player or state.over:
        budget[0] -= 1
        return evaluate(settle(state, player), player, w)
    answers: list[int | None] = list(range(len(p.options)))
    if p.optional:
        answers.append(None)
    best = NEG
    for a in answers:
        out = simulate(state, Answer(player, a))
        if isinstance(out, Rejection):
            continue
        v = _chain(out.state, player, w, depth - 1, budget)
        if v > best:
            best = v
        if budget[0] <= 0:
            break
    return best if best != NEG else evaluate(settle(state, player), player, w)


def settle(state: GameState, player: int) -> GameState:
    """Follow `player`'s own pending questions with default answers (decline where allowed, else
    the first option) so a choice is judged by where its chain of questions ends: choosing units
    for Purge only destroys them once the choosing is done."""
    for _ in range(SETTLE_DEPTH):
        p = state.pending
        if p is None or p.player != player or state.over:
            break
        out = simulate(state, Answer(player, None if p.optional else 0))
        if isinstance(out, Rejection):
            break
        state = out.state
    return state


# What a command that by itself changes nothing for the better (`needs_a_gain`) must gain over
# not making it, in evaluation points.
GAIN_MARGIN = 0.05


def needs_a_gain(state: GameState, cmd: Command) -> bool:
    """Whether `cmd` is one a bot makes only for a gain it can show (`gains`): an attack on a
    card of the attacker's own side (its own or a teammate's), or a move that ends on the space
    it started from (out and back). The rules allow both; the evaluation's small terms (a
    unit's slot spent, a phase ended later) must not make a bot hit its own Gate for nothing,
    as Hard's Fallen Kingdom did on its first turn, or walk a Shaman to B6 and back to B5, as
    Normal's Tundra Orcs did (issue 42)."""
    if isinstance(cmd, Move):
        u = state.cards.get(cmd.unit)
        return bool(cmd.path) and u is not None and cmd.path[-1] == u.pos
    if not isinstance(cmd, Attack):
        return False
    t = state.cards.get(cmd.target)
    return t is not None and state.friendly(t.controller, cmd.player)


def gains(score: float, baseline: float) -> bool:
    """Whether a command `needs_a_gain` that scored `score` is worth making, beside `baseline`,
    the position as it stands (`standing`): only for a real gain, an ability's (a Hellfire
    Cultist destroyed beside enemies burns them; a unit that moves out and back may trigger
    what follows a move)."""
    return score > baseline + GAIN_MARGIN


def standing(state: GameState, player: int, w: Weights = DEFAULT) -> float:
    """The evaluation of `state` as it stands (its pending questions settled): what a command
    that `needs_a_gain` is measured against."""
    return evaluate(settle(state, player), player, w)


def rank_commands(state: GameState, player: int, cmds: list[Command], w: Weights = DEFAULT, chain: int = 0,
                  ) -> list[tuple[float, int, Command]]:
    """(score, original index, command), best first; ties keep the order of `cmds`."""
    scored = [(score_command(state, player, c, w, chain), i, c) for i, c in enumerate(cmds)]
    if any(needs_a_gain(state, c) for c in cmds):
        base = standing(state, player, w)
        scored = [(NEG if needs_a_gain(state, c) and not gains(v, base) else v, i, c)
                  for v, i, c in scored]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return scored


def greedy_choice(state: GameState, player: int, cmds: list[Command], w: Weights = DEFAULT,
                  chain: int = 0) -> Command:
    if len(cmds) == 1:
        return cmds[0]
    ranked = rank_commands(state, player, cmds, w, chain)
    best = ranked[0]
    if best[0] == NEG:
        return _safe_default(cmds)
    return best[2]


def _safe_default(cmds: list[Command]) -> Command:
    for c in cmds:
        if isinstance(c, EndPhase):
            return c
    return cmds[0]


class NormalBot(Bot):
    """One-ply greedy over a determinized view, with attacks scored by expected value."""

    name = "normal"

    def __init__(self, seed: int = 0, *, decks: Mapping[str, DeckList] | None = None,
                 cards: Mapping[str, CardDef] | None = None, setup: object | None = None,
                 weights: Weights = DEFAULT, samples: int = 1) -> None:
        super().__init__(seed)
        self.knowledge = DeckKnowledge.from_setup(setup) if setup is not None else DeckKnowledge(decks, cards)
        self.weights = weights
        self.samples = max(1, samples)

    def choose_from_view(self, v: GameState, player: int) -> Command:
        everything = legal_commands(v)
        cmds = candidates(v, everything)
        if len(cmds) == 1:
            return with_gift(v, player, everything, cmds[0])
        stream = self.stream(v)
        unseen = all_unseen(v, self.knowledge)
        totals = [0.0] * len(cmds)
        own = [i for i, c in enumerate(cmds) if needs_a_gain(v, c)]
        base = 0.0
        for _ in range(self.samples):
            s = determinize(v, player, stream, self.knowledge, unseen)
            for i, c in enumerate(cmds):
                totals[i] += score_command(s, player, c, self.weights)
            if own:
                base += standing(s, player, self.weights)
        for i in own:
            if not gains(totals[i] / self.samples, base / self.samples):
                totals[i] = NEG
        best = max(range(len(cmds)), key=lambda i: (totals[i], -i))
        if totals[best] == NEG:
            return with_gift(v, player, everything, _safe_default(cmds))
        return with_gift(v, player, everything, cmds[best])
