"""Triggers (`when:`): what sets an ability off. Each names the rules' triggers it listens to
(`game.core.triggers`) and which of them concern this ability: by default the card that has
the ability is the one that moved, attacked, was attacked…; a `subject` filter widens that to
other cards (counted from this card), and `whose` picks whose turn or phase."""

from __future__ import annotations

from typing import Any

from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.ruleset import ALL_PHASES

PHASE = "choice:" + "|".join(ALL_PHASES)
WHOSE = "choice:yours|opponents|any"


class When:
    """A trigger piece: `engine(p)` the rules' trigger names; `concerns(env, p)` whether one
    that fired is about this ability."""

    key = "card"  # the info key naming the card the trigger is about

    @staticmethod
    def engine(p: dict) -> tuple[str, ...]:
        raise NotImplementedError

    @classmethod
    def concerns(cls, env: Env, p: dict) -> bool:
        return _about(env, p, env.info.get(cls.key))


def _about(env: Env, p: dict, uid: Any) -> bool:
    """The trigger's card is this card (no `subject`), or matches `subject`."""
    subject = p.get("subject")
    if subject is None:
        return uid == env.holder.uid
    c = env.state.cards.get(uid) if uid is not None else None
    return c is not None and fits(env, subject, c)


def _whose(env: Env, p: dict) -> bool:
    w = p.get("whose", "yours")
    if w == "any":
        return True
    return (env.info.get("player") == env.player) == (w == "yours")


_SUBJECT = {"subject": "filter"}
_NO_SUBJECT = {"subject": None}


@piece("when", "after_move", params={**_SUBJECT, "counts": "bool"}, main="subject", defaults={**_NO_SUBJECT, "counts": True},
       summary="After this unit (or a card matching the filter given as its value) moves. A move that is not one of the phase's "
               "moves (placed, exchanged) counts only with `counts: false`.",
       example="when: after_move")
class AfterMove(When):
    @staticmethod
    def engine(p):
        return ("moved",)

    @classmethod
    def concerns(cls, env, p):
        if p.get("counts", True) and not env.info.get("counts", True):
            return False
        return _about(env, p, env.info.get("card"))


@piece("when", "before_move", params=_SUBJECT, defaults=_NO_SUBJECT, main="subject",
       summary="Before this unit (or a unit matching the filter given as its value) moves: what it does "
               "resolves first, then the unit moves if it is still there and its path is still clear.",
       example="when: before_move")
class BeforeMove(When):
    @staticmethod
    def engine(p):
        return ("before_move",)


@piece("when", "after_forced", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="After this card (or a card matching the filter given as its value) is forced.")
class AfterForced(When):
    @staticmethod
    def engine(p):
        return ("forced",)


@piece("when", "after_summoned", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="After this unit (or a unit matching the filter given as its value) is summoned.")
class AfterSummoned(When):
    @staticmethod
    def engine(p):
        return ("summoned",)


@piece("when", "after_placed", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="After this card (or a card matching the filter given as its value) is placed on the battlefield by an effect.")
class AfterPlaced(When):
    @staticmethod
    def engine(p):
        return ("placed",)


class _Attack(When):
    key = "attacker"
    trigger = ""

    @classmethod
    def engine(cls, p):
        return (cls.trigger,)


@piece("when", "after_attack", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="After this unit (or a unit matching the filter given as its value) attacks: the dice are rolled and damage added.",
       example="when: after_attack")
class AfterAttack(_Attack):
    trigger = "after_attack"


@piece("when", "before_attack", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="Before this unit (or a unit matching the filter given as its value) rolls its attack dice.")
class BeforeAttack(_Attack):
    trigger = "before_attack"


@piece("when", "attacks", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="When this unit (or a unit matching the filter given as its value) declares an attack, before anything else.")
class Attacks(_Attack):
    trigger = "attack_declared"


class _Attacked(When):
    key = "target"
    trigger = ""

    @classmethod
    def engine(cls, p):
        return (cls.trigger,)


@piece("when", "attacked", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="When this card (or a card matching the filter given as its value) becomes the target of an attack, before dice.",
       example="when: attacked")
class Attacked(_Attacked):
    trigger = "attack_declared"


@piece("when", "after_attacked", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="After an attack against this card (or a card matching the filter given as its value) is resolved.")
class AfterAttacked(_Attacked):
    trigger = "after_attack"


@piece("when", "damaged", params=_SUBJECT, main="subject", defaults=_NO_SUBJECT,
       summary="After damage is added to this card (or a card matching the filter given as its value), by an attack or an effect.")
class Damaged(When):
    @staticmethod
    def engine(p):
        return ("damaged",)


@piece("when", "after_destroyed",
       summary="After this card is destroyed (it works from the discard pile; distances count from where it was).",
       example="when: after_destroyed")
class AfterDestroyed(When):
    @staticmethod
    def engine(p):
        return ("self_destroyed",)


@piece("when", "destroyed", params={"subject": "filter", "during": WHOSE}, main="subject",
       defaults={"subject": {"class": ["unit"]}, "during": "any"},
       summary="After a card matching the filter given as its value (counted from this card; default any unit) is destroyed; "
               "`during: yours` only in your turn.",
       example="{destroyed: {side: enemy, class: [unit], within: 2}}")
class Destroyed(When):
    @staticmethod
    def engine(p):
        return ("destroyed",)

    @classmethod
    def concerns(cls, env, p):
        d = p.get("during", "any")
        if d != "any" and (env.state.turn.player == env.player) != (d == "yours"):
            return False
        c = env.state.cards.get(env.info.get("card"))
        if c is None or c.uid == env.holder.uid:
            return False
        f = dict(p["subject"])
        n = f.pop("within", None)
        if n is not None:
            o, pos = env.origin(), env.info.get("pos")

            if o is None or pos is None or not env.state.geo.within(o, tuple(pos), int(n)):
                return False
        return fits(env, f, c)


@piece("when", "destroys", params={"subject": "filter"}, main="subject", defaults={"subject": {}},
       summary="After this card destroys a card (matching the filter given as its value) by an attack or an effect.")
class Destroys(When):
    @staticmethod
    def engine(p):
        return ("destroyed",)

    @classmethod
    def concerns(cls, env, p):
        if env.info.get("by") != env.holder.uid:
            return False
        c = env.state.cards.get(env.info.get("card"))
        return c is not None and fits(env, {**dict(p["subject"]), "not_self": False}, c)


def _turn(name: str, trig: str, text: str):
    class T(When):
        @staticmethod
        def engine(p):
            return (trig,)

        @classmethod
        def concerns(cls, env, p):
            return _whose(env, p)

    T.__name__ = name
    piece("when", name, params={"whose": WHOSE}, defaults={"whose": "yours"}, summary=text)(T)


_turn("turn_start", "turn_start", "At the start of your turn (`whose`: yours, opponents or any).")
_turn("turn_end", "turn_end", "At the end of your turn (`whose`: yours, opponents or any).")


def _phase(name: str, edge: str, text: str):
    class P(When):
        @staticmethod
        def engine(p):
            return (f"{edge}:{p['phase']}",)

        @classmethod
        def concerns(cls, env, p):
            return _whose(env, p)

    P.__name__ = name
    piece("when", name, params={"phase": PHASE, "whose": WHOSE}, defaults={"whose": "yours"}, main="phase",
          summary=text, example=f"{{{name}: move}}")(P)


_phase("phase_start", "phase_start", "At the start of one of your phases (`whose` as for turns).")
_phase("phase_end", "phase_end", "At the end of one of your phases (`whose` as for turns).")


@piece("when", "played", summary="This event card is played: its effect.", example="when: played")
class Played(When):
    @staticmethod
    def engine(p):
        return ()

    @classmethod
    def concerns(cls, env, p):
        return False


@piece("when", "event_played", params={"whose": WHOSE}, defaults={"whose": "yours"},
       summary="After an event card is played (`whose`: yours by default).")
class EventPlayed(When):
    @staticmethod
    def engine(p):
        return ("event_played",)

    @classmethod
    def concerns(cls, env, p):
        return _whose(env, p) and env.info.get("card") != env.me.uid


@piece("when", "after_move_or_force", params={**_SUBJECT, "counts": "bool"}, defaults={**_NO_SUBJECT, "counts": True},
       main="subject",
       summary="After this card (or a card matching the filter given as its value; `{}`: any other card) moves or is forced. A move "
               "that is not one of the phase's moves (placed, exchanged) counts only with `counts: false`.",
       example="when: {after_move_or_force: {}}")
class AfterMoveOrForce(When):
    @staticmethod
    def engine(p):
        return ("moved", "forced")

    @classmethod
    def concerns(cls, env, p):
        if p.get("counts", True) and not env.info.get("counts", True):
            return False
        return _about(env, p, env.info.get("card"))


@piece("when", "after_roll", params=_SUBJECT, defaults=_NO_SUBJECT,
       summary="After this unit (or a unit matching the filter given as its value, counted from this card) rolls dice, for an "
               "attack or an ability, before anything reads them (a re-roll's new dice set it off again). "
               "`{after_roll: {not_self: false}}`: every roll; the condition `roll_by` then says whose.",
       example="{after_roll: {not_self: false}}", main="subject")
class AfterRoll(When):
    """Influence: "when a friendly unit within 3 spaces of Grognack rolls dice for an attack or an
    ability" (the rolls of `game.core.abilities.rerolls`)."""

    @staticmethod
    def engine(p):
        return ("after_roll",)

    @classmethod
    def concerns(cls, env, p):
        from game.core.abilities.rerolls import roll_of

        return _about(env, p, roll_of(env.info)[0])


@piece("when", "after_attacked_as_declared", params=_SUBJECT, defaults=_NO_SUBJECT,
       summary="After an attack against this card (or a card matching the filter given as its value) is resolved, with `if:` judged "
               "as things stood when the attack was declared ('after an adjacent enemy unit attacks her': "
               "adjacent when it attacked; the target may be gone by the end). Listens to both moments.",
       example="when: after_attacked_as_declared", main="subject")
class AfterAttackedAsDeclared(_Attacked):
    declared = True  # the runtime notes the condition at "attack_declared" and acts at "after_attack"

    @classmethod
    def engine(cls, p):
        return ("attack_declared", "after_attack")
