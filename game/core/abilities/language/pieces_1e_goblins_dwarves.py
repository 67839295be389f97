"""Ability-language pieces first needed by 1st-edition cards (goblins dwarves).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.conditions import _between, _check
from game.core.abilities.language.effects import Do, _on_board
from game.core.abilities.language.env import Env, on_board
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import Selector
from game.core.abilities.language.statics import AttackChange, Modify
from game.core.abilities.language.whens import When
from game.core.context import Ctx
from game.core.message import msg
from game.core.move import may_pass, move_unit
from game.core.state import BOARD
from game.core.state import Effect as Lasting
from game.core.stats import can_move, pass_through
from game.core.triggers import fire

# --- cards under a unit (Blarf's Magic Augmentation) ------------------------------------------


@_check("cards_under", params={"at_least": "int", "at_most": "int"}, defaults={"at_least": None, "at_most": None},
        summary="The number of cards under this card is in range.",
        example="{cards_under: {at_most: 3}}")
def _cards_under(env: Env, p: dict) -> bool:
    return _between(len(env.holder.under), p)


@piece("do", "under_from_magic_pile", params={"amount": "count"}, defaults={"amount": 1}, main="amount",
       summary="Magic pile (1E): put the top `amount` cards of your magic pile under the target, face down "
               "(they are no longer magic; they go with the target wherever it goes).",
       example="{under_from_magic_pile: 1}")
class UnderFromMagicPile(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        pile = env.state.players[env.player].magic_pile
        for card in list(reversed(pile))[: p["amount"]]:
            ctx.emit(ev.CardPutUnder(card, uid))
        return None


@piece("modify", "strength_per_card_under", params={"amount": "int", "max": "int"}, defaults={"max": 0},
       main="amount",
       summary="Strength changes by `amount` for each card under the unit (at most `max` in all; 0: no most).",
       example="{strength_per_card_under: 1, max: 4}")
class StrengthPerCardUnder(Modify):
    stat = "strength"

    @staticmethod
    def apply(env, p, value):
        bonus = len(env.subject.under) * p["amount"]
        if p["max"]:
            bonus = min(bonus, p["max"])
        return value + bonus


# --- Assault ---------------------------------------------------------------------------------


@piece("do", "attack_each_in_turn",
       summary="This card makes one extra attack on the target now (none of the phase's 3 attacker slots), and the "
               "ability waits for that attack to resolve before going on to the next target: 'attack every "
               "adjacent enemy unit, one after another'.",
       example="do: attack_each_in_turn")
class AttackEachInTurn(Do):
    @staticmethod
    def feasible(env, p, uid):
        from game.core.abilities.generic import extra_attack_targets

        return uid in extra_attack_targets(env.state, env.state.cards[env.holder.uid])

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.generic import extra_attack
        from game.core.abilities.language.effects import Later

        if not _on_board(env, uid) or not AttackEachInTurn.feasible(env, p, uid):
            return None
        attacker = env.holder.uid
        return Later(lambda c: extra_attack(c, attacker, uid))

    @staticmethod
    def proceed(env, p, uid, data):
        return True


# --- Feed the Eater -------------------------------------------------------------------------


@piece("target", "choose_else_self", params={"filter": "filter", "text": "str"}, defaults={"text": ""},
       main="filter",
       summary="One card matching the filter, chosen by you; only when none matches, this card itself "
               "('destroy an adjacent common; if you cannot, discard this unit').",
       example="target: {choose_else_self: {class: [common], adjacent: true}}")
class ChooseElseSelf(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        out = [c.uid for c in on_board(env, {**dict(p["filter"]), "not_self": True})]
        if out:
            return out
        h = env.holder
        return [h.uid] if h.zone == BOARD else []


@piece("do", "destroy_else_discard",
       summary="Destroy the target (this card destroys it); if the target is this card itself, discard it "
               "instead (it goes to its owner's discard pile; nobody gains it as magic).",
       example="do: destroy_else_discard")
class DestroyElseDiscard(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities import verbs

        if not _on_board(env, uid):
            return None
        if uid == env.holder.uid:
            ctx.emit(ev.CardDiscarded(uid))
        else:
            verbs.destroy_card(ctx, uid, env.holder)
        return None


# --- free moves (Goblin Rush) -----------------------------------------------------------------


def free_destinations(state, uid: int, spaces: int) -> dict:
    """Spaces the unit may end a move of up to `spaces` spaces on (the usual ways: no diagonals,
    not through cards unless it may pass them), with one path to each."""
    u = state.cards[uid]
    if u.zone != BOARD or not can_move(state, u):
        return {}
    classes = pass_through(state, u)
    out: dict = {}
    frontier = [(u.pos, ())]
    seen = {u.pos}
    for _ in range(spaces):
        nxt = []
        for pos, path in frontier:
            for q in state.geo.adjacent(pos):
                if q in seen:
                    continue
                occupied = q in state.board
                if occupied and not may_pass(state, u, q, classes):
                    continue
                seen.add(q)
                np = path + (q,)
                if not occupied:
                    out[q] = np
                nxt.append((q, np))
        frontier = nxt
    return out


@piece("do", "free_move", params={"spaces": "count"}, defaults={"spaces": 2}, main="spaces",
       summary="The target may move up to `spaces` spaces now, as a normal move would go; you choose where, or "
               "decline. It is a free move: it takes none of the Movement phase's moves ('after moving' "
               "abilities still see it).",
       example="{free_move: 2}")
class FreeMove(Do):
    @staticmethod
    def feasible(env, p, uid):
        return bool(free_destinations(env.state, uid, p["spaces"]))

    @staticmethod
    def run(ctx, env, p, uid):
        dest = free_destinations(env.state, uid, p["spaces"]) if _on_board(env, uid) else {}
        if not dest:
            return None
        from game.core.abilities.language.effects import Ask

        name = env.state.cards[uid].name
        return Ask("space", sorted(dest), msg("{ability}: where does {name} move?", ability=env.title, name=name), optional=True)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        FreeMove.move(ctx, env, p, uid, answer)

    @staticmethod
    def move(ctx, env, p, uid, answer) -> tuple:
        """Move the target to the chosen space; returns the path it really took (empty when it
        did not move: declined, gone, or held by a Vine Wall)."""
        if answer is None or not _on_board(env, uid):
            return ()
        path = free_destinations(env.state, uid, p["spaces"]).get(tuple(answer))
        if path is None:
            return ()
        # a move like any other: 1E Vine Walls make it roll to leave one (game.core.move.move_unit)
        return move_unit(ctx, uid, path, counts=False)


# --- Guild Dwarves: Shield Block, Magic Barrier, Hammer Quake ----------------------------------


@piece("modify", "needs_all_hits", params={"against": "bool"}, defaults={"against": True},
       summary="Numbered dice (1E): an attack against the card wounds it only if every die rolled hits; "
               "otherwise it adds no damage (Shield Block). Counted dice (no roll) are left alone.",
       example="modify: needs_all_hits")
class NeedsAllHits(AttackChange):
    """Shield Block: 'unless every die rolled against him is a hit, he takes no wounds'. After the
    thresholds (hits_on, die_results) have counted the hits, before other modifiers."""

    priority = 6

    @staticmethod
    def change(env, p, attack):
        if attack.counted or not env.state.ruleset.die_numbered or not attack.faces:
            return
        if attack.hits < len(attack.faces) and attack.damage:
            attack.damage = 0
            attack.notes.append(msg("{ability}: not every die hit, no wounds", ability=env.title))


@piece("when", "would_be_wounded",
       summary="When an attack is about to add damage to this card (its dice are rolled and the damage is known, "
               "before it is added): a chance to prevent some of it (`prevent`).",
       example="when: would_be_wounded")
class WouldBeWounded(When):
    key = "target"

    @staticmethod
    def engine(p):
        return ("attack_damage",)

    @classmethod
    def concerns(cls, env, p):
        return (env.info.get("target") == env.holder.uid and not env.info.get("heal")
                and (env.info.get("damage") or 0) > 0)


PREVENT = "prevent_wounds"


@piece("do", "prevent", params={"amount": "count"}, defaults={"amount": 1}, main="amount",
       summary="The attack being resolved adds `amount` less damage to the target (`when: would_be_wounded`).",
       example="{prevent: 1}")
class Prevent(Do):
    attack_priority = 80  # after every change that adds damage, before caps

    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid):
            ctx.emit(ev.EffectAdded(Lasting(PREVENT, uid, env.player, until="end_of_attack",
                                            data=(("amount", p["amount"]),), source=env.holder.uid)))
        return None

    @staticmethod
    def modify_attack(state, attack):
        n = sum(dict(e.data).get("amount", 0) for e in state.effects
                if e.kind == PREVENT and e.target == attack.target.uid)
        if n and attack.damage and not attack.heal:
            attack.damage = max(0, attack.damage - n)
            attack.notes.append(f"{n} wound(s) prevented")


@piece("do", "hit_by_attack_roll",
       summary="The target (not the card the attack was made on) takes the attack that set this off "
               "(`when: after_attack`) with the same dice: its own thresholds and defences apply, and "
               "the attacker destroys it if its life runs out (Hammer Quake: 'his attack affects every card "
               "within 2 spaces').",
       example="do: hit_by_attack_roll")
class HitByAttackRoll(Do):
    @staticmethod
    def feasible(env, p, uid):
        # The attack's own target took the attack already: it is not offered again.
        return uid != env.info.get("target") and _on_board(env, uid)

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid) or uid == env.info.get("target"):
            return None
        a = env.card("attacker")
        if a is None or a.zone != BOARD:
            return None
        _hit_with_roll(ctx, a.uid, uid, tuple(env.info.get("faces") or ()))
        return None


def _hit_with_roll(ctx: Ctx, attacker: int, target: int, faces: tuple) -> None:
    """An attack's dice turned into damage on another card, as `game.core.attack` does for the
    attack's own target (the attack hooks see an AttackInfo with this target)."""
    from game.core.attack import AttackInfo
    from game.core.damage import check_destroyed, wounds_prevented_by_under
    from game.core.stats import attack_hooks, attack_kind

    s = ctx.state
    a, t = s.cards[attacker], s.cards[target]
    kind = attack_kind(s, a)
    sym = s.ruleset.hit_symbol(kind)
    info = AttackInfo(a, t, faces, [s.ruleset.die_faces[f] for f in faces], kind, sym)
    info.hit_on = info.wound_on = s.ruleset.hit_on
    info.hits = info.count(sym)
    info.damage = info.hits
    for ab, me, host in sorted(attack_hooks(s), key=lambda x: getattr(x[0], "attack_priority", 50)):
        ab.modify_attack(s, info, me, host)
    if info.damage > 0 and not wounds_prevented_by_under(ctx, target, info.damage):
        ctx.emit(ev.DamageAdded(target, info.damage, attacker, "attack"))
        fire(ctx, "damaged", card=target, amount=info.damage, by=attacker)
        check_destroyed(ctx, target, attacker)
