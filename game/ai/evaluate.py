"""The heuristic evaluation every thinking bot scores positions with.

`evaluate(state, player)` says how good `state` is for `player` (higher is better; a won game
is +WIN). It reads only what the state shows, so it is as happy on a determinized view as on a
real state. The terms, each the player's minus the opponent's (with 3-4 players: summed over the
seats of the player's team minus those of the other team, a seat that is out costing
`player_out`; threats aim at enemy cards only and advancing means toward the nearest enemy
summoner):

- summoners: life left, worth more the lower it gets (a summoner at 2 life is in danger);
- units and structures on the battlefield: cost, strength and life left, gates a bit extra
  because they are where units are summoned;
- magic, cards in hand (with the cards the draw phase will bring) and cards left to draw;
- advancement: units closer to the enemy summoner;
- threats: what each side's units can be expected to destroy or damage in that side's next
  attack phase (after moving, if they still may), worth more for the side that attacks first.
  This is where "do not walk into range of three enemies" and "keep the summoner covered" come
  from, and, with the Cost of Inaction the rules add at the end of an attack phase, why a bot
  wants to be in reach of something to attack;
- summoner life as a resource (weight `spare_life`, off in DEFAULT and HARD, on for the Hard
  bot's Fallen Kingdom through `faction_weights.yaml`): the
  evaluating side's own summoner life above a danger line (half its life, raised by three times
  the damage the enemy can be expected to deal it next) is worth `spare_life` a point, so Raise
  the Dead and Blood Summon pay off while the summoner is healthy and out of reach;
- the Cost of Inaction (weight `inaction`, off in DEFAULT and on in HARD): a side that has not
  targeted an enemy card this turn and has no unit able to reach one in its next attack phase is
  charged what one more damage on its summoner costs; only under rules that have that cost.

Under rules without a Cost of Inaction (`ruleset.cost_of_inaction == 0`, the 1st edition) nothing
but the evaluation makes a side attack, and two more terms count (they are off under the others,
so the evaluation there is exactly what it was):
- next turn's threats (`threat_later`): what the side to play could strike in the attack phase of
  its next turn after a full move. Without it a unit stepping up to strike next turn showed only
  its exposure (the threats above see each side's next attack phase only, and the mover's is this
  turn's, already past moving), so endgames stalled: both sides walked back and forth forever;
- siege (`siege`): damage on the structures next to the enemy summoner, so a summoner walled in
  by its own walls gets dug out rather than ignored;
- a lone summoner closes in (`lone_advance`): when the evaluating side's team has nothing more
  to come (hands and draw piles empty) and no unit but summoners, each space between its summoner
  and the nearest enemy summoner costs. Waiting cannot change anything for it; without this term two
  such summoners kept just out of each other's reach for ever, the weaker (or the one nearer
  death) fleeing the first strike, and the game never ended.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from game.ai.common import at_least, hit_chance
from game.core.cards import CardDef
from game.core.geometry import Pos
from game.core.move import reachable
from game.core.placement import summon_spaces
from game.core.ruleset import ATTACK, DRAW, MOVE
from game.core.state import Card, GameState
from game.core.stats import (
    attack_kind,
    attack_range,
    can_attack,
    can_move,
    extra_attacker,
    is_gate,
    life,
    life_left,
    move_distance,
    pass_through,
    strength,
    unmodified,
)

WIN = 100_000.0


@dataclass(frozen=True, slots=True)
class Weights:
    summoner_life: float = 4.0  # per life left
    summoner_log: float = 14.0  # times ln(life left): each point matters more near death
    unit_base: float = 0.6
    unit_cost: float = 1.0
    unit_strength: float = 0.6
    unit_life: float = 0.35
    structure_base: float = 1.5
    structure_life: float = 0.25
    gate_bonus: float = 1.5
    magic: float = 0.8
    hand_card: float = 1.0
    deck_card: float = 0.5
    option_near: float = 0.3  # a unit card's worth, times its surplus, when it is nearly affordable
    option_far: float = 0.1
    option_structure: float = 0.3
    option_event: float = 0.3
    advance: float = 0.12
    threat_first: float = 0.8  # the side whose attack phase comes next
    threat_second: float = 0.45
    summoner_kill: float = 40.0  # times one attacker's chance to destroy the enemy summoner
    inaction: float = 0.0  # times a summoner damage, when a side has nothing to attack next
    inaction_later: float = 0.5  # share of it for the side whose attack phase comes second
    # Rules without a Cost of Inaction only: what the side whose turn it is could threaten in the
    # attack phase of its next turn (a full move from where its units stand now).
    threat_later: float = 0.3
    # Rules without a Cost of Inaction only: per damage on a structure next to the enemy summoner
    # (a summoner walled in can be reached only through its walls, which are otherwise worth
    # little to damage).
    siege: float = 0.5
    # Rules without a Cost of Inaction only: per space between the evaluating side's summoner and
    # the nearest enemy summoner, when that side's team has nothing more to come (hands and draw
    # piles empty) and no unit but summoners. Nothing can change for it by waiting; without this,
    # two lone summoners kept just out of each other's reach for ever (3-4 player endgames that
    # never ended).
    lone_advance: float = 5.0
    # 3-4 players only (a 2-player game ends with the first summoner destroyed): a player of the
    # team who is out, their summoner destroyed and their cards gone. Their summoner's life and
    # their cards on the battlefield are counted apart; this is the turns they no longer play.
    player_out: float = 60.0
    # Summoner life as a resource (off in DEFAULT and HARD; per faction in faction_weights.yaml):
    # each point of the evaluating side's
    # own summoner life above a danger line is worth `spare_life` (0: off) instead of what
    # `summoner_value` says, so paying life for a unit (Raise the Dead, Blood Summon) is worth it
    # while the summoner is healthy and out of reach, and not once it is low or threatened. The
    # line is `summoner_danger` times its full life, plus `summoner_exposure` times the damage
    # the enemy's units can be expected to deal it in their next attack phase.
    spare_life: float = 0.0
    summoner_danger: float = 0.5
    summoner_exposure: float = 3.0
    # The enemy's reply from its hand (issue 23, "looks past its own turn"; 0: off): the units a
    # side can summon in its next summon phase (affordable now, the strongest first, where the
    # rules let it be summoned) threaten what they could reach with a move, counted at this share
    # of a unit already on the battlefield. In a bot's determinized state the hand is the one it sampled.
    reinforcements: float = 0.0
    # Extra attackers (off in DEFAULT and HARD until self-play shows it wins: try it with
    # `tune_bot.py --faction cave-goblins --try extra_attackers=1`): a unit that may attack beyond the phase's
    # limit of 3 (the rules' `extra_attacker`: the 2E Cave Goblins' Horde Slingers and Smeg)
    # takes no attacker's slot, so its threat is counted on top of the best 3 attackers', at
    # this share. At 0 it competes with the others for the 3 slots, as every unit does.
    extra_attackers: float = 0.0


DEFAULT = Weights()

# The Hard bot's weights: it fears the side that attacks next more, and counts the Cost of
# Inaction (under rules that have one). Tuned on self-play, Polar Dwarves against Fallen Kingdom with factions and first
# player alternated: a Normal bot with threat_first 1.2 beat one with DEFAULT in 110 of 200
# games, and with both changes in 57 of 100. Normal keeps DEFAULT, so the two levels stay apart.
# spare_life (issue 23) is set per faction in faction_weights.yaml (Fallen Kingdom, whose plan
# pays summoner life for units: Hard never spent Ret-Talus' life on Raise the Dead or Blood
# Summon, each point of it costing about a cost-2 unit's worth); tests/ai/test_ai_summoner_life.py.
HARD = replace(DEFAULT, threat_first=1.2, inaction=1.0)

WEIGHT_FIELDS = frozenset(Weights.__dataclass_fields__)


def summoner_value(w: Weights, left: int) -> float:
    if left <= 0:
        return -WIN / 10
    return w.summoner_life * left + w.summoner_log * math.log(left)


def spendable_summoner_value(w: Weights, left: int, full: int, exposure: float) -> float:
    """`summoner_value` for the evaluating side's own summoner, each point of its life above the
    danger line (see `Weights.spare_life`) worth only `spare_life`: life to spend while nothing
    threatens it."""
    line = max(1.0, w.summoner_danger * full + w.summoner_exposure * exposure)
    if not w.spare_life or left <= line:
        return summoner_value(w, left)
    return w.summoner_life * line + w.summoner_log * math.log(line) + w.spare_life * (left - line)


def summoner_marginal(w: Weights, left: int) -> float:
    """Roughly what one more damage on a summoner with `left` life costs."""
    if left <= 1:
        return w.summoner_life + w.summoner_log
    return w.summoner_life + w.summoner_log * math.log(left / (left - 1))


def card_value(state: GameState, c: Card, w: Weights = DEFAULT) -> float:
    """What a (non-summoner) card on the battlefield is worth to its controller."""
    return _card_value(state, c, w, life_left(state, c), strength(state, c) if c.defn.is_unit else 0)


def _card_value(state: GameState, c: Card, w: Weights, left: int, n: int) -> float:
    """`card_value` of a card with `left` life left and (a unit) strength `n`."""
    d = c.defn
    if d.is_unit:
        return w.unit_base + w.unit_cost * d.cost + w.unit_strength * n + w.unit_life * left
    v = w.structure_base + w.structure_life * left + w.unit_cost * d.cost * 0.5
    if is_gate(state, c):
        v += w.gate_bonus
    return v


class Looks:
    """What one evaluation of one state has asked the rules about its cards (life left, strength,
    `card_value`), each asked once: both sides' threats and values read the same cards; life and
    strength are read off the card when nothing modifies that stat (`unmodified`). Only for the
    state it was made for; the answers are the rules' own, so the evaluation is unchanged."""

    __slots__ = ("state", "w", "_left", "_strength", "_value", "_plain_life", "_plain_strength")

    def __init__(self, state: GameState, w: Weights) -> None:
        self.state = state
        self.w = w
        self._left: dict[int, int] = {}
        self._strength: dict[int, int] = {}
        self._value: dict[int, float] = {}
        # a stat nothing modifies now is every card's printed one (`unmodified`)
        self._plain_life = unmodified(state, "life")
        self._plain_strength = unmodified(state, "strength")

    def left(self, c: Card) -> int:
        if self._plain_life:
            return c.defn.life - c.damage
        v = self._left.get(c.uid)
        if v is None:
            v = self._left[c.uid] = life_left(self.state, c)
        return v

    def strength(self, c: Card) -> int:
        if self._plain_strength:
            return max(0, c.defn.strength)
        v = self._strength.get(c.uid)
        if v is None:
            v = self._strength[c.uid] = strength(self.state, c)
        return v

    def value(self, c: Card) -> float:
        v = self._value.get(c.uid)
        if v is None:
            n = self.strength(c) if c.defn.is_unit else 0
            v = self._value[c.uid] = _card_value(self.state, c, self.w, self.left(c), n)
        return v


def next_attacker(state: GameState) -> int:
    """The player whose attack phase comes first from here (the next seat still in the game once
    this turn's attack phase is past)."""
    t = state.turn
    phases = state.ruleset.phases
    if t.phase in phases and ATTACK in phases and phases.index(t.phase) <= phases.index(ATTACK):
        return t.player
    return state.next_seat(t.player)


def enemy_summoners(state: GameState, side: int) -> list[Card]:
    """The summoners of `side`'s enemies still on the battlefield (one in a 2-player game)."""
    out = []
    for e in state.enemies(side):
        s = state.summoner(e)
        if s is not None:
            out.append(s)
    return out


def _reach(state: GameState, u: Card, steps: int) -> list[Pos]:
    """Spaces `u` could attack from after a move of up to `steps` (its own space included).
    A unit that may move through cards (Trample, Climb, Flight…) gets the rules' own answer."""
    start = u.pos
    out = [start]
    if steps <= 0:
        return out
    if not unmodified(state, "pass_through") and pass_through(state, u):
        return out + list(reachable(state, u))
    return _spread(state, out, steps)


def _spread(state: GameState, starts: list[Pos], steps: int) -> list[Pos]:
    """`starts`, then every empty space a walk of up to `steps` through empty spaces reaches
    from one of them, nearest first."""
    board = state.board
    adjacent = state.geo.adjacent
    out = list(starts)
    seen = set(starts)
    frontier = starts
    for _ in range(steps):
        nxt = []
        for p in frontier:
            for q in adjacent(p):
                if q in seen or q in board:
                    continue
                seen.add(q)
                out.append(q)
                nxt.append(q)
        frontier = nxt
    return out


def _targets_from(state: GameState, u: Card, spots: list[Pos], enemies: int | tuple[int, ...], rng: int) -> set[int]:
    """The enemy cards (of seat `enemies`, or of any of those seats) `u` could attack from `spots`:
    the first card along each straight line within `rng` spaces, passing over `u`'s own space
    (empty once it has moved)."""
    if isinstance(enemies, int):
        enemies = (enemies,)
    if attack_kind(state, u) != "ranged":
        rng = 1
    return _seen_from(state, spots, enemies, rng, u.uid)


def _reinforcements(state: GameState, side: int, enemies: tuple[int, ...]) -> list[tuple[int, str, list[int]]]:
    """The units `side` can summon from its hand in its next summon phase, as (printed strength,
    printed attack kind, the enemy cards it could attack after being summoned and moving): the
    strongest first while its magic lasts, each on a space of its own where the rules let it be
    summoned (`summon_spaces`: next to a gate, and where an ability adds spaces, as Born of Fire
    next to a friendly Ember unit or Protector next to the summoner). Printed strength, attack
    and cost: a card in a hand has no abilities in play."""
    player = state.players[side]
    cards = state.cards
    units = []
    for uid in player.hand:
        c = cards[uid]
        d = c.defn
        if d.is_unit and not d.is_structure and not d.is_summoner and d.cost <= player.magic and d.strength > 0:
            units.append(c)
    if not units:
        return []
    units.sort(key=lambda c: (-c.defn.strength, c.defn.cost, c.defn.id))
    chosen: list[tuple[CardDef, frozenset[Pos]]] = []
    taken: set[Pos] = set()
    magic = player.magic
    for c in units:
        if c.defn.cost > magic:
            continue
        spaces = summon_spaces(state, side, c)
        free = spaces - taken
        if not free:
            continue
        taken.add(min(free))
        chosen.append((c.defn, spaces))
        magic -= c.defn.cost
    rs = state.ruleset
    found: dict[tuple[frozenset[Pos], str], list[int]] = {}
    out = []
    for d, spaces in chosen:
        kind = d.attack or "melee"
        targets = found.get((spaces, kind))
        if targets is None:
            rng = rs.ranged_range if kind == "ranged" else 1
            spots = _spread(state, sorted(spaces), max(0, rs.move_distance))
            targets = found[spaces, kind] = sorted(_seen_from(state, spots, enemies, rng))
        out.append((d.strength, kind, targets))
    return out


def _seen_from(state: GameState, spots: list[Pos], enemies: tuple[int, ...], rng: int,
               passed: int | None = None) -> set[int]:
    """The enemy cards first along a straight line within `rng` spaces of any of `spots`, the
    card `passed` (an attacker that has left its space) seen through."""
    board, cards = state.board, state.cards
    found: set[int] = set()
    rays = state.geo.straight_rays  # the rules' lines: stopping at the edge, never round to `p`
    for p in spots:
        for ray in rays(p, rng):
            for q in ray:
                uid = board.get(q)
                if uid is None or uid == passed:
                    continue
                if cards[uid].controller in enemies:
                    found.add(uid)
                break
    return found


def _beside(state: GameState, enemies: tuple[int, ...]) -> dict[Pos, list[int]]:
    """The enemy cards (of any of the seats `enemies`) next to each space: whom a melee attacker
    standing there could attack. `_targets_from`'s melee answer, built once for all attackers."""
    cards, adjacent = state.cards, state.geo.adjacent
    out: dict[Pos, list[int]] = {}
    for pos, uid in state.board.items():
        if cards[uid].controller not in enemies:
            continue
        for p in adjacent(pos):  # next to each other both ways
            near = out.get(p)
            if near is None:
                out[p] = [uid]
            else:
                near.append(uid)
    return out


def potential(state: GameState, attacker: int, w: Weights = DEFAULT) -> float:
    """What `attacker`'s units can be expected to achieve in their next attack phase."""
    return threats(state, attacker, w)[0]


def threats(state: GameState, attacker: int, w: Weights = DEFAULT, *, fresh: bool = False,
            looks: Looks | None = None) -> tuple[float, bool]:
    """`potential`, and whether `attacker` faces the Cost of Inaction in its next attack phase
    (it has not targeted an enemy card this turn and no unit of it can reach one). With `fresh`,
    the attack phase of a turn that has not begun (every unit may move and attack)."""
    pot, idle, _ = threats_and_exposure(state, attacker, w, fresh=fresh, looks=looks)
    return pot, idle


def threats_and_exposure(state: GameState, attacker: int, w: Weights = DEFAULT, *, fresh: bool = False,
                         looks: Looks | None = None) -> tuple[float, bool, dict[int, float]]:
    """`threats`, and the damage `attacker`'s units can be expected to deal each enemy summoner
    (by its owner) in that attack phase, its best `max_attackers` attackers counted. `looks`:
    what this evaluation of `state` has already asked about its cards."""
    if looks is None:
        looks = Looks(state, w)
    t = state.turn
    enemies = state.enemies(attacker)
    now = not fresh and t.player == attacker and next_attacker(state) == attacker
    slots = state.ruleset.max_attackers
    can_still_move = True
    if now:
        if t.phase == ATTACK:
            slots = max(0, slots - len(t.attackers))
            can_still_move = False
        elif t.phase == MOVE:
            can_still_move = len(t.movers) < state.ruleset.max_movers
        elif state.ruleset.phases.index(t.phase) > state.ruleset.phases.index(MOVE):
            can_still_move = False
    idle = not (now and t.targeted_enemy)
    # units that take no slot (`extra_attacker`), when the weight counts them apart and a card
    # in play may have the flag at all
    extras_apart = bool(w.extra_attackers) and not unmodified(state, "extra_attacker")
    if slots <= 0 and not extras_apart:
        return 0.0, False, {}
    # each enemy summoner's next damage, and the structures walling it in (one summoner in a
    # 2-player game; a teammate's summoner is never a target)
    marg: dict[int, float] = {}
    shield: list[int] = []
    for e in enemies:
        esumm = state.summoner(e)
        marg[e] = summoner_marginal(w, looks.left(esumm) if esumm is not None else 0)
        shield += _shield(state, esumm, w)
    best: list[float] = []
    extra = 0.0  # the blows of units that take no slot (`extras_apart`), summed
    on_summoner: dict[int, list[float]] = {}
    extra_on_summoner: dict[int, float] = {}
    rs = state.ruleset
    beside: dict[Pos, list[int]] | None = None
    # Stats nothing modifies now are what the rules start from for every unit (`unmodified`):
    # a unit can attack, one that is not a structure can move, the rules' distance.
    plain_attack = unmodified(state, "can_attack")
    plain_move = unmodified(state, "can_move")
    plain_distance = max(0, rs.move_distance) if unmodified(state, "move_distance") else None
    # how each unit attacks and how far, as the rules ask it (`attack_kind`, `attack_range`): a
    # printed symbol an ability changes, and the 2E Breakers' and Tundra Orcs' Far Shot (4 spaces)
    plain_range = rs.ranged_range if unmodified(state, "attack_range") else None

    def blow(n: int, p: float, targets: set[int] | list[int], share: float = 1.0,
             apart: bool = False) -> float:
        """The best a strength-`n` attacker hitting on `p` can do to one of `targets`, times
        `share` (its expected damage to an enemy summoner it can reach is noted too, times
        `share`; `apart`: an attacker that takes no slot, whose damage adds to the best 3)."""
        e = n * p
        top = 0.0
        for uid in targets:
            tc = state.cards[uid]
            left = looks.left(tc)
            if tc.defn.is_summoner and tc.owner in marg:
                v = e * marg[tc.owner] + w.summoner_kill * at_least(n, p, left)
                if apart:
                    extra_on_summoner[tc.owner] = extra_on_summoner.get(tc.owner, 0.0) + e * share
                else:
                    on_summoner.setdefault(tc.owner, []).append(e * share)
            else:
                pk = at_least(n, p, left)
                per = w.unit_life + (w.siege if uid in shield else 0.0)
                v = pk * (looks.value(tc) + w.magic) + (1 - pk) * min(e, left - 1) * per
            if v > top:
                top = v
        return top * share

    for u in state.on_board(attacker):
        d = u.defn
        if not d.is_unit or (now and t.phase == ATTACK and u.uid in t.attackers):
            continue
        if not plain_attack and not can_attack(state, u):
            continue
        apart = extras_apart and extra_attacker(state, u)
        if apart:
            if now and t.phase == ATTACK and t.attacks.get(u.uid):
                continue  # its own attack is spent (it never enters `attackers`)
        elif slots <= 0:
            continue
        n = looks.strength(u)
        if n <= 0:
            continue
        steps = 0
        if can_still_move and not (now and u.uid in t.movers) and (
                not d.is_structure if plain_move else can_move(state, u)):
            steps = plain_distance if plain_distance is not None else move_distance(state, u)
        spots = _reach(state, u, steps)
        kind = attack_kind(state, u)
        if kind == "ranged":
            rng = plain_range if plain_range is not None else attack_range(state, u)
            targets = _targets_from(state, u, spots, enemies, rng)
        else:
            if beside is None:
                beside = _beside(state, enemies)
            targets = set()
            for p in spots:
                near = beside.get(p)
                if near is not None:
                    targets.update(near)
        if not targets:
            continue
        if apart:
            extra += blow(n, hit_chance(rs, kind), targets, w.extra_attackers, apart=True)
        else:
            best.append(blow(n, hit_chance(rs, kind), targets))
    if w.reinforcements and attacker != t.player:
        # its summon phase comes first: the units it can summon from its hand (the sampled
        # hand, in a bot's determinized state) strike in that same attack phase
        for n, kind, targets in _reinforcements(state, attacker, enemies):
            if targets:
                best.append(blow(n, hit_chance(rs, kind), targets, w.reinforcements))
    best.sort(reverse=True)
    exposure = {owner: sum(sorted(es, reverse=True)[:slots]) for owner, es in on_summoner.items()}
    for owner, e in extra_on_summoner.items():
        exposure[owner] = exposure.get(owner, 0.0) + e
    # with every slot used (and only extra attackers left to count), the side is not idle
    return sum(best[:slots]) + extra, idle and slots > 0 and not best and not extra, exposure


def _unforced(state: GameState) -> bool:
    """Rules where nothing makes a side attack (no Cost of Inaction): the terms that push a bot
    to engage count only there, so the evaluation under the other rules stays what it was."""
    return not state.ruleset.cost_of_inaction


def _shield(state: GameState, summoner: Card | None, w: Weights) -> list[int]:
    """Its side's structures next to `summoner`, under rules where the `siege` term counts."""
    if summoner is None or not w.siege or not _unforced(state):
        return []
    board, cards = state.board, state.cards
    out = []
    for q in state.geo.adjacent(summoner.pos):
        uid = board.get(q)
        if uid is not None and cards[uid].defn.is_structure and cards[uid].controller == summoner.controller:
            out.append(uid)
    return out


def evaluate(state: GameState, player: int, w: Weights = DEFAULT) -> float:
    if state.over:
        if state.winner is None:
            return 0.0
        return WIN if state.friendly(state.winner, player) else -WIN
    first = next_attacker(state)
    total = 0.0
    looks = Looks(state, w)
    if w.threat_later and _unforced(state) and state.turn.player == first:
        # Nothing in these rules makes a side attack, and the threats above see only each side's
        # next attack phase: once the side to play has moved, a unit that stepped closer to strike
        # next turn shows only its exposure. Counting that next turn's reach lets it close in.
        sign = 1.0 if first == player else -1.0
        total += sign * w.threat_later * threats(state, first, w, fresh=True, looks=looks)[0]
    sides = range(len(state.players))
    found = [threats_and_exposure(state, side, w, looks=looks) if not state.players[side].out else (0.0, False, {})
             for side in sides]
    for side in sides:
        sign = 1.0 if state.friendly(side, player) else -1.0
        if state.players[side].out:
            total -= sign * w.player_out
            continue
        exposure = None
        if w.spare_life and sign > 0:
            exposure = sum(found[o][2].get(side, 0.0) for o in sides)
        total += sign * side_value(state, side, w, exposure, looks)
        pot, idle, _ = found[side]
        total += sign * pot * (w.threat_first if side == first else w.threat_second)
        if idle and w.inaction and not _unforced(state):
            summoner = state.summoner(side)
            if summoner is not None:
                cost = w.inaction * summoner_marginal(w, looks.left(summoner))
                total -= sign * cost * (1.0 if side == first else w.inaction_later)
    if w.lone_advance and _unforced(state) and _alone(state, player):
        # the evaluating side's own: counted for both sides, two lone summoners' distances cancel
        mine, theirs = state.summoner(player), enemy_summoners(state, player)
        if mine is not None and theirs:
            total -= w.lone_advance * min(state.geo.distance(mine.pos, t.pos) for t in theirs)
    return total


def side_value(state: GameState, side: int, w: Weights = DEFAULT, exposure: float | None = None,
               looks: Looks | None = None) -> float:
    """Everything but threats: summoner, battlefield, magic, cards. With `exposure` (the damage
    the enemy can be expected to deal this side's summoner next), its summoner's life above the
    danger line is counted as spendable (`spendable_summoner_value`)."""
    if looks is None:
        looks = Looks(state, w)
    v = 0.0
    targets = [s.pos for s in enemy_summoners(state, side)]
    distance = state.geo.distance
    lone = targets[0] if len(targets) == 1 else None  # a 2-player game's one enemy summoner
    for c in state.on_board(side):
        if c.defn.is_summoner and c.owner == side:
            if exposure is None:
                v += summoner_value(w, looks.left(c))
            else:
                v += spendable_summoner_value(w, looks.left(c), life(state, c), exposure)
            continue
        v += looks.value(c)
        if targets and c.defn.is_unit:
            # advancing on the nearest enemy summoner (the only one in a 2-player game)
            v -= w.advance * (distance(c.pos, lone) if lone is not None else min(distance(c.pos, t) for t in targets))
    p = state.players[side]
    for summoner in enemy_summoners(state, side):
        for uid in _shield(state, summoner, w):
            c = state.cards[uid]
            v += w.siege * (life(state, c) - life_left(state, c))
    v += w.magic * p.magic
    cards = state.cards
    for uid in p.hand:
        v += w.hand_card + hand_option(cards[uid].defn, p.magic, w)
    v += w.deck_card * len(p.draw)
    short = state.ruleset.hand_size - len(p.hand)
    if short > 0 and p.draw and state.turn.player == side and _draw_ahead(state):
        # the Draw phase of this turn still tops the hand up from the draw pile
        n = min(len(p.draw), short)
        avg = sum(hand_option(cards[u].defn, p.magic, w) for u in p.draw) / len(p.draw)
        v += n * (w.hand_card + avg - w.deck_card)
    return v


def _alone(state: GameState, side: int) -> bool:
    """Whether `side`'s team has nothing more to come (every hand and draw pile of its seats in
    the game empty) and no unit on the battlefield but summoners: while a teammate still has an
    army or cards, waiting for it can change something."""
    for seat in state.allies(side):
        p = state.players[seat]
        if p.out:
            continue
        if p.hand or p.draw:
            return False
        if any(c.defn.is_unit and not c.defn.is_summoner for c in state.on_board(seat)):
            return False
    return True


def _draw_ahead(state: GameState) -> bool:
    """Whether the turn's Draw phase is still to come (2E: it ends the turn; 1E: it begins it, so
    once it is over the hand is what it is)."""
    phase = state.turn.phase
    if phase == "":
        return False
    phases = state.ruleset.phases
    if DRAW in phases and phase in phases:
        return phases.index(phase) <= phases.index(DRAW)
    return True


def hand_option(d: CardDef, magic: int, w: Weights = DEFAULT) -> float:
    """What holding a card adds beyond the magic it could be discarded for."""
    if d.is_unit:
        if d.is_summoner:
            return 0.0
        board = w.unit_base + w.unit_cost * d.cost + w.unit_strength * d.strength + w.unit_life * d.life
        surplus = board - w.magic * d.cost - w.hand_card
        return max(0.0, surplus) * (w.option_near if d.cost <= magic + 3 else w.option_far)
    if d.is_structure:
        return w.option_structure
    return w.option_event


def unit_life_ratio(state: GameState, c: Card) -> float:
    full = life(state, c)
    return life_left(state, c) / full if full > 0 else 0.0
