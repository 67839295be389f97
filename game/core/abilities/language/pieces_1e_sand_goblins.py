"""Ability-language pieces first needed by 1st-edition Master Set cards (sand goblins).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Sand Goblins needed: a unit that cannot be attacked from afar (Camouflage: 'cannot be
attacked by non-adjacent units'; Duck and Cover gives it to every Sand Goblin; the rules read the
flag in `game.core.attack.attackable_by`), cards under
a unit that soak up wounds (Scavenge: 'whenever wounds would be put on it, discard a card from
under it to prevent them'), a move that may cost a wound (Sandstorm: 'move each up to 1 space;
roll a die for each moved unit, on 4+ it takes 1 wound'), a roll that succeeds on a low result
(Cowardly: 'on 1-2 discard Kreep'), two placings (Taunt: 'place it adjacent to a Sand Goblin you
control within 3 spaces of it'; Mirage: 'move each wall to any empty space on your side') and the
condition 'a unit with Scavenge' (Shiny). Their reinforcements needed the dice of an attack read after
it (Hasty: 'if any die missed, discard it; on a 6 it may attack again') and an attack that weakens with
the spaces moved (Burrow), and a mark lasting until the start of your next turn that keeps the marked
unit from attacking the card that put it (Conceal), and a re-roll of one chosen die (Lucky).
"""

from __future__ import annotations

from typing import Any

from game.core.abilities import verbs
from game.core.abilities.filters import matches
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do, _on_board
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.pieces_1e_goblins_dwarves import FreeMove
from game.core.abilities.language.pieces_1e_starter import RollResult
from game.core.abilities.language.statics import Modify, _flag, has_ability_titled
from game.core.context import Ctx, make_step, step_handler
from game.core.message import msg
from game.core.state import BOARD, Step
from game.core.triggers import fire

# --- Camouflage ------------------------------------------------------------------------------------

_flag("attackable_from_afar", "whether units that are not adjacent to the card may attack it (1E Camouflage: "
                              "'cannot be attacked by non-adjacent units'; abilities may still target it)")


# --- Scavenge --------------------------------------------------------------------------------------


@piece("modify", "wounds_discard_under", params={"value": "bool"}, defaults={"value": True}, main="value",
       summary="1E: whenever wounds would be put on the card (by an attack or an ability, from any side) and a "
               "card lies under it, the top card under it is discarded instead and none of those wounds are put "
               "on it (Scavenge: 'discard a card from under it to prevent them').",
       example="modify: wounds_discard_under")
class WoundsDiscardUnder(Modify):
    @staticmethod
    def apply(env, p, value):
        return p["value"]


# --- Sandstorm -------------------------------------------------------------------------------------


@piece("do", "move_then_roll_wound", params={"spaces": "count", "wound_on": "int", "wounds": "int"},
       defaults={"spaces": 1, "wounds": 1}, main="spaces",
       summary="The target (any unit, yours or not) may move up to `spaces` spaces now, as a normal move would go "
               "(none of the phase's moves); you choose where, or decline. If it moved, this card rolls a die for "
               "it and on `wound_on` or more the target takes `wounds` wound(s) (Sandstorm: 'move each up to 1 "
               "space; roll a die for each moved unit, on 4+ it takes 1 wound'); the die may be re-rolled "
               "(`after_roll`) before it is read.",
       example="{move_then_roll_wound: 1, wound_on: 4}")
class MoveThenRollWound(FreeMove):
    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        from game.core.abilities.rerolls import _record
        from game.core.attack import roll_dice

        # moved as any move is (a Vine Wall may hold it); no roll for a unit that stayed put
        if not FreeMove.move(ctx, env, p, uid, answer):
            return
        # The die is read once what the roll sets off (a re-roll: Lucky) has resolved.
        roller = env.state.cards[env.holder.uid]
        faces = roll_dice(ctx, env.player, 1, roller.uid, env.title)
        _record(ctx, roller, env.title, faces)
        ctx.then(make_step("sand_goblins.roll_wound", roller=roller.uid, target=uid, purpose=env.title,
                           wound_on=p["wound_on"], wounds=p["wounds"]))
        fire(ctx, "after_roll", roller=roller.uid, purpose=env.title, player=roller.controller, what=env.title)


@step_handler("sand_goblins.roll_wound")
def _roll_wound(ctx: Ctx, step: Step) -> None:
    """`move_then_roll_wound`, after the roll's re-rolls: the moved unit takes the wounds on a high
    enough die."""
    from game.core.abilities.rerolls import current_faces

    s = ctx.state
    faces = current_faces(s, step.get("roller"), step.get("purpose"))
    target = s.cards.get(step.get("target"))
    if faces and faces[0] + 1 >= step.get("wound_on") and target is not None and target.zone == BOARD:
        verbs.add_damage(ctx, s.cards[step.get("roller")], target.uid, step.get("wounds"), step.get("purpose"))


# --- Cowardly --------------------------------------------------------------------------------------


@piece("do", "roll_at_most", params={"dice": "count", "at_most": "int", "name": "str"},
       defaults={"dice": 1, "name": "roll"}, main="at_most",
       summary="Numbered dice (1E): this card rolls `dice` dice for this ability; the effects after it happen "
               "only if a die shows `at_most` or less (Cowardly: 'roll a die; on 1-2 discard Kreep'). Done "
               "once, whatever the targets.",
       example="{roll_at_most: 2}")
class RollAtMost(RollResult):
    @staticmethod
    def proceed(env, p, uid, data):
        from game.core.abilities.rerolls import current_faces

        return any(f + 1 <= p["at_most"] for f in current_faces(env.state, env.holder.uid, p["name"]))


# --- Taunt, Mirage ---------------------------------------------------------------------------------


@piece("do", "place_next_to_yours", params={"filter": "filter", "within": "count"}, main="filter",
       summary="Place the target (a card on the battlefield) on an empty space, which you choose, adjacent to one "
               "of your cards matching the filter that is within `within` spaces of the target (Taunt: 'place "
               "it adjacent to a Sand Goblin you control within 3 spaces of it'). Placing is neither a move nor "
               "a force.",
       example="{place_next_to_yours: {class: [unit], symbol: sand-goblins-1e}, within: 3}")
class PlaceNextToYours(Do):
    @staticmethod
    def _spaces(env: Env, p: dict, uid: Any) -> list:
        s = env.state
        c = s.cards.get(uid) if isinstance(uid, int) else None
        if c is None or c.zone != BOARD:
            return []
        f = {**dict(p["filter"]), "within": p["within"], "side": "friendly"}
        f.pop("adjacent", None)
        out = set()
        for o in s.on_board(env.player):
            if o.uid != c.uid and matches(s, f, o, c, env.player):
                out.update(q for q in s.geo.adjacent(o.pos) if q not in s.board)
        return sorted(out)

    @staticmethod
    def feasible(env, p, uid):
        return bool(PlaceNextToYours._spaces(env, p, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        spaces = PlaceNextToYours._spaces(env, p, uid)
        if not spaces:
            return None
        return Ask("space", spaces, msg("{ability}: where is {card} placed?", ability=env.title, card=env.state.cards[uid].name))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and tuple(answer) in PlaceNextToYours._spaces(env, p, uid):
            verbs.relocate(ctx, uid, tuple(answer))


@piece("do", "place_on_own_side",
       summary="Place the target (a card on the battlefield) on an empty space of your side of the battlefield "
               "(the 4 rows nearest you), which you choose (Mirage: 'move each wall you control to any empty "
               "space on your side'). Placing is neither a move nor a force.",
       example="do: place_on_own_side")
class PlaceOnOwnSide(Do):
    @staticmethod
    def _spaces(env: Env, uid: Any) -> list:

        s = env.state
        if not _on_board(env, uid):
            return []
        return sorted(q for q in s.geo.spaces if q not in s.board and s.geo.on_side(env.player, q, s.ruleset.side_rows))

    @staticmethod
    def feasible(env, p, uid):
        return bool(PlaceOnOwnSide._spaces(env, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        spaces = PlaceOnOwnSide._spaces(env, uid)
        if not spaces:
            return None
        return Ask("space", spaces, msg("{ability}: where is {card} placed?", ability=env.title, card=env.state.cards[uid].name))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and tuple(answer) in PlaceOnOwnSide._spaces(env, uid):
            verbs.relocate(ctx, uid, tuple(answer))


# --- Shiny -----------------------------------------------------------------------------------------


@_check("subject_has_ability", params={"title": "str"}, main="title",
        summary="For a static change: the card whose value is asked (else this card) has an ability of this "
                "title, printed on it or lent to it (Shiny: 'your units with Scavenge').",
        example="{subject_has_ability: Scavenge}")
def _subject_has_ability(env: Env, p: dict) -> bool:
    c = env.subject if env.subject is not None else env.holder
    return c.zone == BOARD and has_ability_titled(env.state, c.uid, p["title"])


# --- reinforcements: Bomber (Hasty), Sand Wyrm (Burrow) --------------------------------------------


@_check("attack_missed",
        summary="Numbered dice (1E): a die of the attack that set this off (`after_attack`) missed: fewer hits than "
                "dice rolled (Hasty: 'if any of its dice missed'). Counted dice (no roll) never miss.",
        example="if: attack_missed")
def _attack_missed(env: Env, p: dict) -> bool:
    faces = env.info.get("faces") or ()
    return bool(faces) and (env.info.get("hits") or 0) < len(faces)


@_check("attack_die", params={"at_least": "int", "at_most": "int"}, defaults={"at_least": None, "at_most": None},
        summary="Numbered dice (1E): a die of the attack that set this off (`after_attack`) shows a result in range "
                "(Hasty: 'if a die showed a 6').",
        example="{attack_die: {at_least: 6}}")
def _attack_die(env: Env, p: dict) -> bool:
    lo, hi = p.get("at_least"), p.get("at_most")
    return any((lo is None or f + 1 >= lo) and (hi is None or f + 1 <= hi) for f in env.info.get("faces") or ())


@piece("modify", "strength_per_space_moved", params={"amount": "int"}, main="amount",
       summary="Strength changes by `amount` for each space the unit went on its latest move this turn (Burrow: "
               "'-1 attack for each space it moved this turn').",
       example="{strength_per_space_moved: -1}")
class StrengthPerSpaceMoved(Modify):
    stat = "strength"

    @staticmethod
    def apply(env, p, value):
        subject = env.subject
        if subject is None:
            return value
        return value + p["amount"] * len(env.state.turn.moved_paths.get(subject.uid, ()))


# --- reinforcements: Tark (Conceal) ------------------------------------------------------------------


@piece("do", "mark_until_your_next_turn", params={"name": "str"}, main="name",
       summary="Put a mark called `name` on the target (a card on the battlefield) until the start of your next "
               "turn (Conceal: 'until the start of your next turn, it cannot attack Tark'); `subject_marked` reads "
               "it, as `marked` reads the marks of `mark`.",
       example="{mark_until_your_next_turn: concealed}")
class MarkUntilYourNextTurn(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        from game.core import events as ev
        from game.core.abilities.language.pieces_1e_shadow_elves import MARK
        from game.core.state import Effect

        if _on_board(env, uid):
            ctx.emit(ev.EffectAdded(Effect(MARK, uid, env.player, until=f"start_of_turn_{env.player}",
                                           data=(("name", p["name"]), ("by", env.holder.uid)),
                                           source=env.holder.uid)))
        return None


@_check("subject_marked", params={"name": "str"}, main="name",
        summary="For a static change: the card whose value is asked carries the mark called `name` put by this "
                "card (`mark`, `mark_until_your_next_turn`).",
        example="{subject_marked: concealed}")
def _subject_marked(env: Env, p: dict) -> bool:
    from game.core.abilities.language.pieces_1e_shadow_elves import MARK

    c = env.subject
    if c is None:
        return False
    return any(e.kind == MARK and e.target == c.uid and dict(e.data).get("name") == p["name"]
               and e.source == env.holder.uid for e in env.state.effects)


@piece("modify", "cannot_attack_this",
       summary="The units this is given to (`target: {each: ...}`, usually under a `while:`) cannot attack this card "
               "(Conceal: 'it cannot attack Tark').",
       example="modify: cannot_attack_this")
class CannotAttackThis(Modify):
    stat = "attack_targets"  # the value the rules read: the cards the attacker may attack

    @staticmethod
    def apply(env, p, value):
        targets = env.info.get("targets") or ()
        me = env.holder.uid
        if me not in targets or (value is not None and me not in value):
            return value
        return (set(targets) if value is None else set(value)) - {me}


# --- reinforcements: Stink (Lucky) -------------------------------------------------------------------


@piece("do", "reroll_one",
       summary="Re-roll one die, which you choose, of the roll that set this off (`when: after_roll`); the other "
               "dice stay (Lucky: 're-roll one die you choose'). The new die is rolled from the game's source and "
               "the roll, so changed, may be re-rolled again. Done once, whatever the targets.",
       example="do: reroll_one")
class RerollOne(Do):
    targets = False

    @staticmethod
    def _roll(env: Env):
        from game.core.abilities.rerolls import current_faces, roll_of

        uid, purpose = roll_of(env.info)
        roller = env.state.cards.get(uid) if uid is not None else None
        if roller is None:
            return None
        return roller, purpose, current_faces(env.state, roller.uid, purpose)

    @staticmethod
    def question(env, p):
        got = RerollOne._roll(env)
        if got is None or not got[2]:
            return None
        roller, _, faces = got
        shown = ", ".join(str(f + 1) for f in faces)
        return msg("re-roll one die of {card}'s roll ({shown})", card=roller.name, shown=shown)

    @staticmethod
    def run(ctx, env, p, uid):
        got = RerollOne._roll(env)
        if got is None or not got[2]:
            return None
        faces = got[2]
        if len(set(faces)) == 1:
            RerollOne._reroll(ctx, env, 0)
            return None
        options = sorted({f"die_{faces.index(f)}" for f in faces})
        labels = tuple(msg("A {number}", number=faces[int(o[4:])] + 1) for o in options)
        return Ask("choice", options, msg("{ability}: which die is re-rolled?", ability=env.title), labels=labels)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if isinstance(answer, str) and answer.startswith("die_"):
            RerollOne._reroll(ctx, env, int(answer[4:]))

    @staticmethod
    def _reroll(ctx, env, i: int) -> None:
        from game.core import events as ev
        from game.core.abilities.rerolls import _record
        from game.core.rng import randbelow

        got = RerollOne._roll(env)
        if got is None or i >= len(got[2]):
            return
        roller, purpose, faces = got
        s = ctx.state
        r, f = randbelow(s.rng, len(s.ruleset.die_faces))
        new = faces[:i] + (f,) + faces[i + 1:]
        ctx.emit(ev.DiceRolled(roller.controller, new, r, roller.uid, purpose))
        _record(ctx, roller, purpose, new)
        fire(ctx, "after_roll", **env.info)
