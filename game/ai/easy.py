"""The Easy bot: legal commands picked by plain preferences, no look-ahead.

Summon the best unit it can afford next to the gate nearest the enemy; move units toward the
enemy (the summoner most of all), keeping its own summoner home; attack whatever it can
destroy, else the enemy summoner, else anything; discard cards it cannot use soon for magic;
answer prompts with a reasonable option. A little randomness keeps it from being a wall.
"""

from __future__ import annotations

from game.ai.common import Bot, Stream, at_least, hit_chance
from game.core.commands import (
    Answer,
    Attack,
    Build,
    Command,
    DiscardForMagic,
    EndPhase,
    Move,
    PlayEvent,
    Summon,
    UseAbility,
)
from game.core.geometry import Pos
from game.core.legal import legal_commands
from game.core.state import BOARD, GameState
from game.core.stats import attack_kind, life_left, strength


def _enemy_positions(v: GameState, player: int) -> tuple[list[Pos], list[Pos]]:
    """Where the enemy summoners stand, and every enemy card (a teammate's are not enemies)."""
    summoners = [s.pos for s in (v.summoner(e) for e in v.enemies(player)) if s is not None]
    return summoners, [c.pos for e in v.enemies(player) for c in v.on_board(e)]


def _closeness(v: GameState, p: Pos, summoners: list[Pos], enemies: list[Pos]) -> float:
    """Lower is better: near an enemy summoner, and near any enemy."""
    ds = min((v.geo.distance(p, q) for q in summoners), default=8)
    de = min((v.geo.distance(p, q) for q in enemies), default=8)
    return 1.5 * ds + de


class EasyBot(Bot):
    name = "easy"

    def __init__(self, seed: int = 0, **_: object) -> None:
        super().__init__(seed)

    def choose_from_view(self, v: GameState, player: int) -> Command:
        cmds = legal_commands(v)
        if len(cmds) == 1:
            return cmds[0]
        rnd = self.stream(v)
        if v.pending is not None:
            return self._answer(v, player, cmds, rnd)
        scored = [(self._score(v, player, c, rnd), i, c) for i, c in enumerate(cmds)]
        scored.sort(key=lambda x: (-x[0], x[1]))
        return scored[0][2]

    # --- preferences: a score per command; EndPhase scores 0 -------------------------------

    def _score(self, v: GameState, player: int, c: Command, rnd: Stream) -> float:
        jitter = rnd.unit() * 0.3
        if isinstance(c, EndPhase):
            return 0.0
        if isinstance(c, Summon):
            card = v.cards[c.card]
            summ, enemies = _enemy_positions(v, player)
            return 5.0 + card.defn.cost + 0.2 * card.defn.strength - 0.05 * _closeness(v, c.to, summ, enemies) + jitter
        if isinstance(c, Build):
            summ, enemies = _enemy_positions(v, player)
            return 2.0 - 0.05 * _closeness(v, c.to, summ, enemies) + jitter
        if isinstance(c, Move):
            return self._move_score(v, player, c) + jitter
        if isinstance(c, Attack):
            return self._attack_score(v, player, c) + jitter
        if isinstance(c, DiscardForMagic):
            return self._discard_score(v, player, c) + jitter
        if isinstance(c, PlayEvent):
            card = v.cards[c.card]
            return (1.0 if card.defn.cost <= v.players[player].magic - 1 else -1.0) + jitter
        if isinstance(c, UseAbility):
            return 0.5 + jitter
        return -1.0

    def _move_score(self, v: GameState, player: int, c: Move) -> float:
        u = v.cards[c.unit]
        if not c.path:
            return -1.0  # a move of 0 spaces (1E) gets it no closer: worth no more than staying
        summ, enemies = _enemy_positions(v, player)
        if u.defn.is_summoner:
            # keep the summoner out of reach; step away if an enemy is adjacent
            near_now = min((v.geo.distance(u.pos, q) for q in enemies), default=9)
            near_then = min((v.geo.distance(c.path[-1], q) for q in enemies), default=9)
            return 0.5 if near_now <= 2 and near_then > near_now else -1.0
        before = _closeness(v, u.pos, summ, enemies)
        after = _closeness(v, c.path[-1], summ, enemies)
        gain = before - after
        if attack_kind(v, u) == "ranged" and summ:
            p = c.path[-1]
            if any(p[0] == q[0] or p[1] == q[1] for q in summ):
                gain += 1.0  # in line with an enemy summoner
        return gain * 0.8 if gain > 0 else -1.0

    def _attack_score(self, v: GameState, player: int, c: Attack) -> float:
        a, t = v.cards[c.attacker], v.cards[c.target]
        if v.friendly(t.controller, player):
            return -5.0  # its own card or a teammate's
        n = strength(v, a, target=t)
        p = hit_chance(v.ruleset, attack_kind(v, a))
        left = life_left(v, t)
        kill = at_least(n, p, left)
        score = 3.0 + 4.0 * kill
        if t.defn.is_summoner:
            score += 3.0
        elif not t.defn.is_unit:
            score -= 1.5
        return score + 0.1 * t.defn.cost

    def _discard_score(self, v: GameState, player: int, c: DiscardForMagic) -> float:
        me = v.players[player]
        if len(me.hand) <= 2:
            return -1.0
        d = v.cards[c.cards[0]].defn
        if d.is_unit and d.cost <= me.magic + 2:
            return -1.0  # keep what it can summon soon
        if d.is_structure and not d.is_event:
            return -0.5
        return 1.0 if d.is_event or d.cost > me.magic + 2 else -1.0

    # --- prompts ------------------------------------------------------------------------------

    def _answer(self, v: GameState, player: int, cmds: list[Command], rnd: Stream) -> Command:
        p = v.pending
        opts = list(p.options)
        hostile = any(w in p.text.lower() for w in ("damage", "destroy", "force", "ram"))
        best, best_score = None, -1e9
        for c in cmds:
            if not isinstance(c, Answer):
                continue
            if c.choice is None:
                s = -0.5
            else:
                o = opts[c.choice]
                s = 0.0
                card = v.cards.get(o) if isinstance(o, int) else None
                if card is not None and card.zone == BOARD:
                    enemy = not v.friendly(card.controller, player)
                    s = (2.0 if enemy else -2.0) if hostile else (1.0 if not enemy else -1.0)
                    if hostile and enemy and card.defn.is_summoner:
                        s += 1.0
                elif o in ("yes", "boost"):
                    s = 1.0
            s += rnd.unit() * 0.1
            if s > best_score:
                best, best_score = c, s
        return best if best is not None else cmds[0]
