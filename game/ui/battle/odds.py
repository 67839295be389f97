"""The chance that an attack destroys its target, computed exactly from the die.

Each die lands on one of the ruleset's faces with equal chance; a face deals as many hits as
it carries the attacker's hit symbol (0 or 1 with sets of symbols). The number of dice is the
attacker's strength as the rules compute it (`stats.strength`, which includes abilities that
change strength); other abilities that change damage after the roll are not counted, except, with numbered dice
(1E), the thresholds the attack hooks set (Reckless hits on 4+, Tough is wounded on 4+,
Taskmaster adds 1 to each die: `attack_thresholds`) and dice counted instead of rolled (Precise,
Sluggish: as many wounds as dice). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from game.core.state import Card, GameState
from game.core.stats import life_left, query, strength
from game.i18n import _, n_


def hit_distribution(
    faces: Sequence[frozenset[str]], symbol: str, dice: int
) -> list[Fraction]:
    """P(total hits == k) for k = 0..dice*max_hits_per_face, exactly."""
    if not faces:
        return [Fraction(1)]
    per_face = [1 if symbol in f else 0 for f in faces]
    n = len(per_face)
    one: dict[int, Fraction] = {}
    for h in per_face:
        one[h] = one.get(h, Fraction(0)) + Fraction(1, n)
    dist = [Fraction(1)]
    for _roll in range(max(0, dice)):
        nxt = [Fraction(0)] * (len(dist) + max(one))
        for k, p in enumerate(dist):
            if p:
                for h, q in one.items():
                    nxt[k + h] += p * q
        dist = nxt
    return dist


def lethal_chance(
    faces: Sequence[frozenset[str]], symbol: str, dice: int, life: int
) -> Fraction:
    """P(hits >= life): the chance `dice` dice deal at least `life` damage."""
    if life <= 0:
        return Fraction(1)
    dist = hit_distribution(faces, symbol, dice)
    return sum(dist[life:], Fraction(0))


def expected_hits(faces: Sequence[frozenset[str]], symbol: str, dice: int) -> Fraction:
    if not faces:
        return Fraction(0)
    per = Fraction(sum(1 for f in faces if symbol in f), len(faces))
    return per * max(0, dice)


@dataclass(frozen=True, slots=True)
class AttackOdds:
    dice: int
    life_left: int
    lethal: Fraction
    expected: Fraction

    @property
    def percent(self) -> int:
        return int(round(float(self.lethal) * 100))

    def summary(self) -> str:
        """What the hover tooltip says: "3 dice vs 5 life: 42% chance to destroy"."""
        if self.lethal == 1:
            chance = _("sure to destroy")
        elif self.lethal == 0:
            chance = _("cannot destroy")
        else:
            pct = float(self.lethal) * 100
            chance = _("{percent}% chance to destroy", percent=f"{pct:.0f}") if pct >= 1 else _(
                "under 1% chance to destroy")
        dice = n_("{n} die", "{n} dice", self.dice)
        return n_("{dice} vs {n} life: {chance}", "{dice} vs {n} life: {chance}", self.life_left, dice=dice,
                  chance=chance)


def attack_odds(state: GameState, attacker: Card, target: Card) -> AttackOdds:
    rs = state.ruleset
    dice = strength(state, attacker, target=target)
    symbol = rs.hit_symbol(attacker.defn.attack or "melee")
    left = life_left(state, target)
    faces = rs.die_faces
    if rs.die_numbered:
        if query(state, "counts_dice", attacker, False) or query(state, "counted_against", target, False):
            n = max(0, dice)
            return AttackOdds(n, left, Fraction(1 if n >= left else 0), Fraction(n))
        hit_on, wound_on, bonus = attack_thresholds(state, attacker.uid, target.uid, ())
        need = max(hit_on, wound_on)
        symbol = "wound"
        faces = tuple(frozenset({symbol}) if f + 1 + bonus >= need else frozenset() for f in range(len(faces)))
    return AttackOdds(
        dice,
        left,
        lethal_chance(faces, symbol, dice, left),
        expected_hits(faces, symbol, dice),
    )


def attack_thresholds(state: GameState, attacker: int | None, target: int | None,
                      faces: tuple[int, ...]) -> tuple[int, int, int]:
    """(hit_on, wound_on, bonus) of a numbered-dice attack: the ruleset's "hits on 3+", changed
    by the attack hooks in play (Reckless: hits on 4+; Tough: wounds on 4+; Taskmaster: +1 to
    each die). Read-only: the hooks run on a copy of `state` and an `AttackInfo` made for the
    purpose, as the core's damage step makes it."""
    from game.core.attack import AttackInfo
    from game.core.stats import attack_hooks

    rs = state.ruleset
    default = (rs.hit_on, rs.hit_on, 0)
    s = state.clone()
    a = s.cards.get(attacker) if attacker is not None else None
    t = s.cards.get(target) if target is not None else None
    if a is None or t is None:
        return default
    kind = a.defn.attack or "melee"
    sym = rs.hit_symbol(kind)
    k = len(rs.die_faces)
    info = AttackInfo(a, t, faces, [rs.die_faces[f] for f in faces if 0 <= f < k], kind, sym)
    info.hit_on = info.wound_on = rs.hit_on
    info.hits = info.damage = info.count(sym)
    try:
        for ab, me, host in sorted(attack_hooks(s), key=lambda x: getattr(x[0], "attack_priority", 50)):
            ab.modify_attack(s, info, me, host)
    except Exception:  # a picture is no place to fail: the plain threshold then
        return default
    return (info.hit_on, info.wound_on, info.die_bonus)

