"""Re-rolls. Glossary RE-ROLL: "roll some number of those dice again and keep the new result(s).
Re-rolled dice can be re-rolled again."

Every roll that may be re-rolled is followed by an "after_roll" trigger before anything reads its
faces, and every roll, first or again, goes through `attack.roll_dice`, so each result is a
`DiceRolled` event in the log:
- an attack's roll: the attack step fires "after_roll" (attacker, target) and only then does the
  damage step read `state.turn.last_roll`; a re-roll emits a new `DiceRolled` with purpose
  "attack", which replaces `last_roll`;
- an ability's roll: the ability calls `roll_for_ability`, which rolls, records the faces in a
  "dice" effect on the rolling unit (until the end of the turn), fires "after_roll" (roller,
  purpose, player, what: the ability's title) and then resumes the ability at the stage it named; the ability reads the
  faces that stand with `current_faces`.

- `reroll`: when a unit this covers rolls dice for an attack or an ability, you may spend boost
  from this unit to re-roll all of those dice (Tundra Orcs' Grognack, Influence).
"""

from __future__ import annotations

from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import ask, holder, resume_step
from game.core.abilities.filters import matches
from game.core.ability_params import as_mapping
from game.core.ability_registry import Ability
from game.core.attack import roll_dice
from game.core.context import Ctx
from game.core.message import Msg, msg
from game.core.state import BOARD, Card, Effect, GameState, Step
from game.core.triggers import fire

ATTACK_ROLL = "attack"


def _record(ctx: Ctx, roller: Card, purpose: str, faces: tuple[int, ...]) -> None:
    if purpose != ATTACK_ROLL:
        ctx.emit(ev.EffectAdded(Effect("dice", roller.uid, roller.controller, until="end_of_turn",
                                       data=(("faces", faces), ("purpose", purpose)), source=roller.uid)))


def roll_for_ability(ctx: Ctx, ability: Ability, me: Card, host: Card | None, roller: Card, n: int,
                     purpose: str, **data: Any) -> tuple[int, ...]:
    """`roller` rolls `n` dice for `ability`; once any re-rolls are done, `ability.resume` runs with
    `data` (give it a `stage`) and reads the faces with `current_faces(state, roller, purpose)`."""
    faces = roll_dice(ctx, roller.controller, n, roller.uid, purpose)
    _record(ctx, roller, purpose, faces)
    ctx.then(resume_step(ctx, ability, me, host, **data))
    fire(ctx, "after_roll", roller=roller.uid, purpose=purpose, player=roller.controller, what=ability.title)
    return faces


def current_faces(state: GameState, roller: int, purpose: str) -> tuple[int, ...]:
    """The faces standing for `roller`'s latest roll for `purpose` (after any re-rolls)."""
    if purpose == ATTACK_ROLL:
        return state.turn.last_roll
    for e in reversed(state.effects):
        if e.kind == "dice" and e.target == roller:
            d = dict(e.data)
            if d.get("purpose") == purpose:
                return tuple(d.get("faces") or ())
    return ()


def describe(state: GameState, faces: tuple[int, ...]) -> str:
    return ", ".join("+".join(sorted(state.ruleset.die_faces[f])) or "blank" for f in faces) or "no dice"


def roll_of(info: dict) -> tuple[int | None, str]:
    """(rolling unit, purpose) of an "after_roll" trigger's info."""
    if info.get("attacker") is not None:
        return info.get("attacker"), ATTACK_ROLL
    return info.get("roller"), str(info.get("purpose") or "")


class Reroll(Ability):
    """When a unit matching `filter` (its `within` counted from this unit) rolls dice for an
    attack (`rolls: attack`), an ability (`rolls: ability`) or either (`any`), you may spend
    `spend_boost` boost from this unit to re-roll all of those dice; with `your_turn` only during
    your own turn. The new dice may be re-rolled again the same way."""

    name = "reroll"
    params = {"filter": "filter", "spend_boost": "int", "your_turn": "bool", "rolls": "choice:any|attack|ability"}
    defaults = {"filter": {"side": "friendly", "class": ["unit"], "within": 3}, "spend_boost": 1,
                "your_turn": True, "rolls": "any"}
    triggers = frozenset({"after_roll"})
    summary = (
        "When a unit matching the filter (counted from this unit) rolls dice for an attack or an "
        "ability, you may spend boost from this unit to re-roll all of those dice."
    )
    example = (
        "{ability: reroll, title: Influence, params: {spend_boost: 1, your_turn: true, "
        "filter: {side: friendly, class: [unit], within: 3}}}"
    )

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._filter = as_mapping(self.p("filter"))

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        return host is not None and host.zone == BOARD

    def _may(self, state: GameState, h: Card, info: dict) -> tuple[Card, str, tuple[int, ...]] | None:
        uid, purpose = roll_of(info)
        roller = state.cards.get(uid)
        if roller is None or h.zone != BOARD or h.boost < self.p("spend_boost"):
            return None
        rolls = self.p("rolls")
        if rolls != "any" and (rolls == "attack") != (purpose == ATTACK_ROLL):
            return None
        if self.p("your_turn") and state.turn.player != h.controller:
            return None
        if roller.zone != BOARD or not matches(state, self._filter, roller, h, h.controller):
            return None
        faces = current_faces(state, roller.uid, purpose)
        if not faces:
            return None
        return roller, purpose, faces

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        got = self._may(s, h, info)
        if got is None:
            return
        roller, purpose, faces = got
        what = "attack" if purpose == ATTACK_ROLL else str(info.get("what") or purpose.replace("_", " "))
        ask(ctx, self, me, host, player=h.controller, kind="confirm",
            text=msg("{ability}: spend {boost} boost from {card} to {action}?", ability=self.title,
                     boost=self.p("spend_boost"), card=h.name, action=reroll_words(roller.name, what, len(faces),
                                                                                    describe(s, faces))),
            options=("yes",), optional=True, labels=(msg("Re-roll"),), stage="reroll", info=info)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        s = ctx.state
        h = s.cards[holder(me, host).uid]
        info = dict(step.get("info") or ())
        got = self._may(s, h, info)
        if answer is None or got is None:
            return
        roller, purpose, faces = got
        verbs.spend_boost(ctx, h.uid, self.p("spend_boost"))
        new = roll_dice(ctx, roller.controller, len(faces), roller.uid, purpose)
        _record(ctx, roller, purpose, new)
        # The new dice are a roll like any other: they may be re-rolled again.
        fire(ctx, "after_roll", **info)


def reroll_words(card: str, what: str, count: int, shown: str) -> Msg:
    """"re-roll the 2 dice Fighter rolled for its attack (melee, special)": the clause a re-roll
    question asks about (`what` is "attack" or the roll's own name)."""
    if what == "attack":
        if count == 1:
            return msg("re-roll the 1 die {card} rolled for its attack ({shown})", card=card, shown=shown)
        return msg("re-roll the {count} dice {card} rolled for its attack ({shown})", count=count, card=card,
                   shown=shown)
    if count == 1:
        return msg("re-roll the 1 die {card} rolled for its {roll} ({shown})", card=card, roll=what, shown=shown)
    return msg("re-roll the {count} dice {card} rolled for its {roll} ({shown})", count=count, card=card, roll=what,
               shown=shown)
