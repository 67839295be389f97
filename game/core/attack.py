"""Phase 4: Attack.

Rulebook, "Phase 4: Attack": attack with up to 3 different units. 1. Declare a target: melee
units target adjacent cards, ranged units cards up to 3 clear straight spaces away. 2. Roll dice
equal to the attacker's strength. 3. Add 1 damage for each symbol rolled that matches the
attacker's melee/ranged symbol. A card cannot target itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import events as ev
from game.core.commands import Attack
from game.core.context import Ctx, make_step, step_handler
from game.core.damage import check_destroyed, wounds_prevented_by_under
from game.core.geometry import DIRECTIONS, Pos
from game.core.message import msg, no_sentence
from game.core.rng import randbelow
from game.core.ruleset import ATTACK
from game.core.state import BOARD, Card, GameState, Step
from game.core.stats import (
    attack_hooks,
    attack_kind,
    attack_range,
    blocks_attack,
    can_attack,
    can_be_targeted,
    extra_attacker,
    is_ranged,
    query,
    strength,
    trigger_listeners,
    unmodified,
)
from game.core.text import where
from game.core.triggers import fire


@dataclass
class AttackInfo:
    """An attack's dice being turned into damage; attack hooks change it in place."""

    attacker: Card
    target: Card
    faces: tuple[int, ...]
    symbols: list[frozenset[str]]
    kind: str  # melee | ranged
    hit_symbol: str
    hits: int = 0  # dice showing the attacker's symbol
    damage: int = 0  # damage the attack will add
    heal: bool = False  # the attack removes damage instead (Heal)
    notes: list[str] = field(default_factory=list)
    # Numbered dice (1E): the lowest result that hits and the lowest that wounds ("this Unit only
    # receives Wound Markers from die results of 4 or higher"), and what is added to each result.
    hit_on: int = 0
    wound_on: int = 0
    die_bonus: int = 0
    counted: bool = False  # no dice were rolled: the dice were counted (Precise, Sluggish)

    def count(self, symbol: str) -> int:
        return sum(1 for s in self.symbols if symbol in s)

    def results(self) -> list[int]:
        """Numbered dice: each die's result (its face's number plus any bonus)."""
        return [f + 1 + self.die_bonus for f in self.faces]

    def recount(self) -> None:
        """Numbered dice: hits are results of `hit_on` or more, wounds those that also reach
        `wound_on` (1E rulebook, "Wounds vs. Hits": a unit may be hit by all the dice and wounded
        by only some). Counted dice are not rolled, so no threshold applies to them."""
        if self.counted:
            return
        rs = self.results()
        self.hits = sum(1 for r in rs if r >= self.hit_on)
        self.damage = sum(1 for r in rs if r >= max(self.hit_on, self.wound_on))


def can_reach(state: GameState, attacker: Card, target: Card) -> bool:
    """Melee: adjacent. Ranged: in a straight line, within range, every space between clear."""
    return _can_reach(state, attacker, target, _Reach(state, attacker))


class _Reach:
    """How `attacker` attacks, asked once for all the cards it might reach: whether it is ranged
    and (only when needed) its range. Each is a `query` of the same state, so asking it once
    gives the same answer as asking it for every card."""

    __slots__ = ("state", "attacker", "_ranged", "_range")

    def __init__(self, state: GameState, attacker: Card) -> None:
        self.state, self.attacker = state, attacker
        self._ranged: bool | None = None
        self._range: int | None = None

    @property
    def ranged(self) -> bool:
        if self._ranged is None:
            self._ranged = is_ranged(self.state, self.attacker)
        return self._ranged

    @property
    def range(self) -> int:
        if self._range is None:
            self._range = attack_range(self.state, self.attacker)
        return self._range


def _can_reach(state: GameState, attacker: Card, target: Card, how: _Reach) -> bool:
    if attacker.pos is None or target.pos is None or attacker.uid == target.uid:
        return False
    if target.pos == attacker.pos:
        # 1E rulebook, "Vine Walls" 4: "Units on a Vine Wall space are considered to be adjacent
        # to that Vine Wall and can attack it."
        return state.is_vine(target) and (
            how.ranged or query(state, "melee_reach", attacker, True, target=target)
        )
    if not how.ranged:
        if _diagonal(state, attacker.pos, target.pos):
            return attacks_diagonally(state, attacker, target)
        return state.geo.is_adjacent(attacker.pos, target.pos) and query(
            state, "melee_reach", attacker, True, target=target
        )
    if state.geo.straight_direction(attacker.pos, target.pos) is None:
        return False
    gap = state.geo.between(attacker.pos, target.pos)
    if len(gap) + 1 > how.range:
        return False
    for p in gap:
        uid = state.board.get(p)
        if uid is not None and blocks_attack(state, state.cards[uid], attacker):
            return False
        # 1E: "A Vine Wall blocks line of sight just like a normal Wall, even if there is a Unit
        # on top of it. However, it does not block line of sight to or from that Unit on top of
        # it" (the spaces of the attacker and its target are not between them).
        vine = state.vines.get(p)
        if vine is not None and blocks_attack(state, state.cards[vine], attacker):
            return False
    return True


def _diagonal(state: GameState, a: Pos, b: Pos) -> bool:
    """`a` and `b` touch at a corner (rulebook: such spaces are not adjacent)."""
    return b in state.geo.corners(a)


def attacks_diagonally(state: GameState, attacker: Card, target: Card) -> bool:
    """Whether the melee `attacker` may attack `target`, which touches it diagonally (1E Spear
    Grounder's Reach): stat "attacks_diagonally", false unless an ability says otherwise.
    The rulebook's "Units cannot attack diagonally" holds for every other unit."""
    return bool(query(state, "attacks_diagonally", attacker, False, target=target))


def _candidates(state: GameState, attacker: Card, how: _Reach | None = None) -> list[Card]:
    """Cards the attacker could reach, found by walking out from it rather than scanning."""
    how = how if how is not None else _Reach(state, attacker)
    board, cards, vines = state.board, state.cards, state.vines
    if not how.ranged:
        out = [cards[board[q]] for q in state.geo.adjacent(attacker.pos) if q in board]
        out += [cards[board[q]] for q in state.geo.corners(attacker.pos) if q in board]
        if vines:
            # 1E: a Vine Wall is a card of its own, also under a unit; the one under the
            # attacker counts as adjacent to it.
            out += [cards[vines[q]] for q in (attacker.pos, *state.geo.adjacent(attacker.pos)) if q in vines]
        return out
    out = []
    if attacker.pos in vines:
        out.append(cards[vines[attacker.pos]])
    rng = how.range
    every_card_blocks = unmodified(state, "blocks_attack")  # each card's "blocks_attack" is True
    for d in DIRECTIONS:
        for q in state.geo.ray(attacker.pos, d, rng):
            unit, vine = board.get(q), vines.get(q) if vines else None
            if unit is None and vine is None:
                continue  # an empty space (most of them): nothing to gather
            here = [cards[u] for u in (unit, vine) if u is not None]
            out += here
            if every_card_blocks or any(blocks_attack(state, c, attacker) for c in here):
                break
    return out


def _melee_in_reach(state: GameState, attacker: Card) -> list[Card]:
    """`[c for c in _candidates(...) if _can_reach(...)]` for a melee attacker, in that order,
    each card asked only what `_can_reach` would find it needs: a card on an adjacent space
    (or a Vine Wall there or under the attacker) whether the attacker reaches it
    ("melee_reach"), a card touching it at a corner whether it attacks diagonally."""
    board, cards, vines, geo = state.board, state.cards, state.vines, state.geo
    pos = attacker.pos
    near = geo.adjacent(pos)
    # a stat nothing changes now is the value it starts from for every card (`unmodified`):
    # "melee_reach" True, "attacks_diagonally" False
    reach_all = unmodified(state, "melee_reach")
    out = [c for c in [cards[board[q]] for q in near if q in board]
           if reach_all or query(state, "melee_reach", attacker, True, target=c)]
    if not unmodified(state, "attacks_diagonally"):
        out += [c for c in [cards[board[q]] for q in geo.corners(pos) if q in board]
                if attacks_diagonally(state, attacker, c)]
    if vines:
        for q in (pos, *near):
            if q in vines:
                c = cards[vines[q]]
                if (q != pos or (state.is_vine(c) and c.uid != attacker.uid)) and (
                        reach_all or query(state, "melee_reach", attacker, True, target=c)):
                    out.append(c)
    return out


def attackable_by(state: GameState, target: Card, attacker: Card) -> bool:
    """Whether `attacker` may attack `target` from where it stands: always from an adjacent
    space; from farther away unless the target's stat "attackable_from_afar" is unset (1E
    Camouflage: 'cannot be attacked by non-adjacent units')."""
    if state.geo.is_adjacent(attacker.pos, target.pos):
        return True
    return bool(query(state, "attackable_from_afar", target, True, attacker=attacker))


def legal_targets(state: GameState, attacker: Card) -> list[Card]:
    how = _Reach(state, attacker)
    if not how.ranged:
        found = _melee_in_reach(state, attacker)
    else:
        found = _candidates(state, attacker, how)
        if state.geo.wrap or (found and found[0].uid == attacker.uid):
            found = [c for c in found if _can_reach(state, attacker, c, how)]
        # else every card a ranged attacker's rays gathered is in reach: in line, within range,
        # past only spaces whose cards did not block (where one blocks, the ray stops); so
        # `_can_reach` would say yes to each. (On a wrapping battlefield it measures the shorter
        # way round, which a long ray may not take: asked there. An attacker that is itself the
        # Vine Wall gathered first, under it, is not its own target: asked too.)
    # "targetable" and "attackable_from_afar" start True, "attack_targets" None (no limit):
    # a stat nothing changes now is not asked of each card (`unmodified`)
    targetable, afar = unmodified(state, "targetable"), unmodified(state, "attackable_from_afar")
    if targetable and afar:
        out = found
    else:
        out = [c for c in found if (targetable or can_be_targeted(state, c, attacker))
               and (afar or attackable_by(state, c, attacker))]
    if unmodified(state, "attack_targets"):
        return out
    allowed = query(state, "attack_targets", attacker, None, targets=tuple(c.uid for c in out))
    if allowed is not None:
        out = [c for c in out if c.uid in allowed]
    return out


def max_attackers(state: GameState, player: int) -> int:
    """How many units `player` may attack with this phase: the rules' number, as changed by the
    stat "max_attackers" of their summoner (1E Meditate: 'you may attack with only 1 unit')."""
    s = state.summoner(player)
    n = state.ruleset.max_attackers
    return n if s is None else max(0, query(state, "max_attackers", s, n))


def attacker_slot(state: GameState, unit: Card, explain: bool = True,
                  most: int | None = None) -> tuple[str | None, bool]:
    """(reason it may not attack now, whether the attack counts toward the phase's limit).
    Without `explain` a reason is `NOT_NOW`, not a sentence (`legal_commands` asks only whether
    there is one).

    Glossary EXTRA: an extra attack lets a unit attack again, or be a 4th attacker.
    `most`: `max_attackers(state, unit.controller)`, when the caller has it already (the same
    for every unit of a player in one state)."""
    msg = _sentence if explain else no_sentence  # the name kept: the sentences are translated
    t = state.turn
    uid = unit.uid
    if most is None:
        most = max_attackers(state, unit.controller)
    full = len(t.attackers) >= most
    if t.extra_attacks.get(uid, 0) > 0 and (t.attacks.get(uid) or full):
        return None, False
    relentless = extra_attacker(state, unit)
    # A unit outside `attackers` made only extra attacks (Telepathic Command on a unit that had
    # not attacked yet): it still has its own attack (glossary EXTRA: "it could attack twice").
    # A Relentless unit's own attack never takes a slot, so for it any attack counts.
    if uid in t.attackers or (t.attacks.get(uid) and relentless):
        return msg("{card} has already attacked this phase.", card=unit.name), True
    if relentless:
        return None, False
    if full:
        if most == 1:
            return msg("You have already attacked with 1 unit this phase."), True
        return msg("You have already attacked with {count} units this phase.", count=most), True
    return None, True


_sentence = msg


def check_attack(state: GameState, cmd: Attack) -> str | None:
    a = state.cards.get(cmd.attacker)
    t = state.cards.get(cmd.target)
    if a is None or a.zone != BOARD:
        return msg("That attacker is not on the battlefield.")
    if a.controller != cmd.player:
        return msg("{card} is not yours.", card=a.name)
    if state.phase != ATTACK:
        return msg("Attacks happen in the Attack phase.")
    if not a.defn.is_unit or not can_attack(state, a):
        return msg("{card} cannot attack.", card=a.name)
    if t is None or t.zone != BOARD:
        return msg("That target is not on the battlefield.")
    if t.uid == a.uid:
        return msg("A unit cannot attack itself.")
    reason, _ = attacker_slot(state, a)
    if reason:
        return reason
    if not can_reach(state, a, t):
        if not is_ranged(state, a):
            return msg("{card} can only attack adjacent cards; {card2} at {space} is not adjacent.", card=a.name, card2=t.name, space=where(t.pos))
        if state.geo.straight_direction(a.pos, t.pos) is None:
            return msg("{card} shoots in straight lines only; {card2} at {space} is not in line.", card=a.name, card2=t.name, space=where(t.pos))
        gap = state.geo.between(a.pos, t.pos)
        if len(gap) + 1 > attack_range(state, a):
            return msg("{card} at {space} is out of range ({range} spaces).", card=t.name, space=where(t.pos), range=attack_range(state, a))
        return msg("{card} has no clear line to {card2}: a card is in the way.", card=a.name, card2=t.name)
    if not can_be_targeted(state, t, a):
        return msg("{card} cannot be targeted.", card=t.name)
    if not attackable_by(state, t, a):
        return msg("{card} can be attacked only by an adjacent unit.", card=t.name)
    if t not in legal_targets(state, a):
        return msg("{card} must attack another target.", card=a.name)
    return None


def do_attack(ctx: Ctx, cmd: Attack, extra: bool = False) -> None:
    """Declare and resolve an attack. `extra=True` is an extra attack an ability makes at once
    (Swift Shot, Telepathic Command): it never takes one of the phase's attacker slots."""
    s = ctx.state
    a = s.cards[cmd.attacker]
    _, counts = attacker_slot(s, a)
    if extra:
        counts = False
    ctx.emit(ev.AttackDeclared(cmd.attacker, cmd.target, counts))
    info = dict(attacker=cmd.attacker, target=cmd.target)
    ctx.then(
        make_step("attack.before", **info),
        make_step("attack.roll", **info),
        make_step("attack.after", **info),
    )
    fire(ctx, "attack_declared", **info)


@step_handler("attack.before")
def _before(ctx: Ctx, step: Step) -> None:
    fire(ctx, "before_attack", attacker=step.get("attacker"), target=step.get("target"))


def roll_dice(ctx: Ctx, player: int, n: int, source: int | None, purpose: str) -> tuple[int, ...]:
    """Roll n dice from the game's seeded source; the faces are recorded in a DiceRolled event."""
    s = ctx.state
    r = s.rng
    faces = []
    k = len(s.ruleset.die_faces)
    for _ in range(n):
        r, f = randbelow(r, k)
        faces.append(f)
    out = tuple(faces)
    ctx.emit(ev.DiceRolled(player, out, r, source, purpose))
    return out


@step_handler("attack.roll")
def _roll(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    a = s.cards[step.get("attacker")]
    t = s.cards[step.get("target")]
    if a.zone != BOARD or t.zone != BOARD:
        return  # the attacker or its target left the battlefield: nothing to roll
    n = strength(s, a, target=t)
    if query(s, "counts_dice", a, False) or query(s, "counted_against", t, False):
        # 1E rulebook, "Wounds vs. Hits": Precise and Sluggish count the dice instead of rolling;
        # "If a Unit with the Precise Ability ever attacks a Unit with the Sluggish Ability, you
        # only count the dice that would be rolled for that attack once".
        ctx.emit(ev.DiceCounted(a.controller, max(0, n), a.uid))
        ctx.then(make_step("attack.damage", attacker=a.uid, target=t.uid, counted=max(0, n)))
        return
    roll_dice(ctx, a.controller, n, a.uid, "attack")
    ctx.then(make_step("attack.damage", attacker=a.uid, target=t.uid))
    fire(ctx, "after_roll", attacker=a.uid, target=t.uid)


@step_handler("attack.damage")
def _damage(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    a = s.cards[step.get("attacker")]
    t = s.cards[step.get("target")]
    if t.zone != BOARD:
        return
    counted = step.get("counted")
    faces = () if counted is not None else s.turn.last_roll
    kind = attack_kind(s, a)
    sym = s.ruleset.hit_symbol(kind)
    info = AttackInfo(a, t, faces, [s.ruleset.die_faces[f] for f in faces], kind, sym)
    info.hit_on = info.wound_on = s.ruleset.hit_on
    if counted is not None:
        info.counted = True
        info.damage = counted
    else:
        info.hits = info.count(sym)
        info.damage = info.hits
    hooks = sorted(attack_hooks(s), key=lambda x: getattr(x[0], "attack_priority", 50))
    for ab, me, host in hooks:
        ab.modify_attack(s, info, me, host)
    info.damage = max(0, info.damage)
    if not step.get("asked") and trigger_listeners(s, "attack_damage"):
        # "When this attack would destroy…" replacements (Mind Capture) decide first, knowing the
        # damage; then this step runs again and adds what is left (their attack hooks see it).
        ctx.then(make_step("attack.damage", attacker=a.uid, target=t.uid, asked=True))
        fire(ctx, "attack_damage", attacker=a.uid, target=t.uid, damage=info.damage, heal=info.heal)
        return
    if info.heal:
        n = min(info.damage, t.damage)
        if n:
            ctx.emit(ev.DamageRemoved(t.uid, n))
        ctx.emit(ev.AttackResolved(a.uid, t.uid, info.hits, -n))
    else:
        if info.damage and wounds_prevented_by_under(ctx, t.uid, info.damage):
            info.damage = 0  # 1E Scavenge: a card under the target was discarded instead
        if info.damage:
            ctx.emit(ev.DamageAdded(t.uid, info.damage, a.uid, "attack"))
            # "damaged" (game.core.triggers): damage was added, by an attack as by an effect.
            fire(ctx, "damaged", card=t.uid, amount=info.damage, by=a.uid)
        ctx.emit(ev.AttackResolved(a.uid, t.uid, info.hits, info.damage))
        check_destroyed(ctx, t.uid, a.uid)


@step_handler("attack.after")
def _after(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    a = s.cards[step.get("attacker")]
    t = s.cards[step.get("target")]
    ctx.later(make_step("attack.cleanup"))
    res = s.turn.last_attack
    fire(
        ctx,
        "after_attack",
        attacker=a.uid,
        target=t.uid,
        faces=s.turn.last_roll,
        hits=res[2] if res else 0,
        damage=res[3] if res else 0,
        destroyed=t.zone != BOARD,
    )


@step_handler("attack.cleanup")
def _cleanup(ctx: Ctx, step: Step) -> None:
    if any(e.until == "end_of_attack" for e in ctx.state.effects):
        ctx.emit(ev.EffectsEnded("end_of_attack"))
