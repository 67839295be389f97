"""Effects (`do:`): what an ability does, through the same verbs as every named handler
(`game.core.abilities.verbs`). Most apply to each target in turn; a few (draw, gain magic)
apply once. An effect that needs a further choice (where a card is forced, whom an extra attack
targets) asks for it and finishes when answered."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.base import mark_used, used_this_turn
from game.core.abilities.generic import extra_attack, extra_attack_targets, grant, has_ability
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.abilities.pay_or_text import pay_label, pay_or_question, penalty_label
from game.core.context import Ctx
from game.core.damage import spend_magic, spendable_magic
from game.core.message import msg
from game.core.move import force_destinations
from game.core.state import BOARD
from game.core.state import Effect as Lasting


def discarder(state, player: int) -> int | None:
    """Who a discard by this ability's player sends the card to: under the 1E magic pile model
    the discarding player's pile (1E rulebook, "Discard"); 2E: None, the owner's pile."""
    return player if state.ruleset.magic_pile else None


@dataclass
class Ask:
    """A further choice an effect needs: the runtime asks it and calls the effect's `resume`."""

    kind: str  # card | space | choice (one of a few named options, labelled)
    options: list
    text: str
    optional: bool = False
    data: dict = field(default_factory=dict)
    labels: tuple[str, ...] = ()  # kind "choice": the buttons' words, one per option
    player: int | None = None  # who answers: the ability's player by default (Memory Break asks the owner)


class Do:
    targets = True  # applies to each target; False: once, whatever the targets
    # "Up to N" written as N copies of a declinable effect in a row (`pile_to_magic` three times
    # for "up to 3 cards"): declining one stops, the copies right after it are not asked.
    declining_stops_copies = False

    @staticmethod
    def feasible(env: Env, p: dict, uid: int) -> bool:
        """Whether the effect can do anything to card `uid` (a choice offers only those)."""
        return True

    @staticmethod
    def run(ctx: Ctx, env: Env, p: dict, uid: Any) -> Ask | None:
        raise NotImplementedError

    @staticmethod
    def resume(ctx: Ctx, env: Env, p: dict, uid: Any, data: dict, answer: Any) -> None:
        return None


_AMOUNT = {"amount": "int"}
# `per_rolled`: the amount is had once for each die of the roll that set the ability off (an
# attack's, for "after attacking") showing that symbol; none rolled, nothing is done.
_PER = {"per_rolled": "choice:none|melee|ranged|special"}


def _amount(env: Env, p: dict) -> int:
    per = p.get("per_rolled", "none")
    if per == "none":
        return p["amount"]
    rs = env.state.ruleset
    sym = rs.special_symbol if per == "special" else rs.hit_symbol(per)
    return sum(1 for f in env.info.get("faces") or () if sym in rs.die_faces[f]) * p["amount"]


def _on_board(env: Env, uid: Any) -> bool:
    c = env.state.cards.get(uid) if isinstance(uid, int) else None
    return c is not None and c.zone == BOARD


def _simple(name: str, text: str, verb, example: str = ""):
    class S(Do):
        @staticmethod
        def run(ctx, env, p, uid):
            n = _amount(env, p)
            if _on_board(env, uid) and (n > 0 or p["per_rolled"] == "none"):
                verb(ctx, env, uid, {**p, "amount": n})
            return None

    S.__name__ = name
    piece("do", name, params={**_AMOUNT, **_PER}, defaults={"amount": 1, "per_rolled": "none"}, main="amount",
          summary=text + " With `per_rolled`, that much for each die showing the symbol.", example=example)(S)


_simple("heal", "Remove damage from the target.", lambda ctx, env, uid, p: verbs.heal(ctx, uid, p["amount"]),
        "{heal: 2}")
_simple("boost", "Boost the target.", lambda ctx, env, uid, p: verbs.boost(ctx, uid, p["amount"]), "{boost: 1}")
_simple("remove_boost", "Remove boost from the target (as much as it has, up to the amount).",
        lambda ctx, env, uid, p: verbs.remove_boost(ctx, uid, p["amount"]))


@piece("do", "destroy", summary="Destroy the target (this card is the one that destroys it).", example="do: destroy")
class Destroy(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid):
            verbs.destroy_card(ctx, uid, env.holder)
        return None


@piece("do", "return_to_hand", summary="Return the target to its owner's hand.", example="do: return_to_hand")
class ReturnToHand(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid):
            verbs.return_to_hand(ctx, uid)
        return None


@piece("do", "give_boost", summary="Move all of this card's boost onto the target.",
       example="do: [{boost: 1}, give_boost]")
class GiveBoost(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        h = env.state.cards[env.holder.uid]
        if _on_board(env, uid) and uid != h.uid and h.boost > 0:
            n = h.boost
            ctx.emit(ev.BoostRemoved(h.uid, n))
            verbs.boost(ctx, uid, n)
        return None


@piece("do", "force", params={"spaces": "count", "exact": "bool", "may": "bool", "away_from": "choice:none|self|attacker",
                              "toward": "choice:none|self|attacker"},
       defaults={"spaces": 1, "exact": False, "may": False, "away_from": "none", "toward": "none"},
       main="spaces", summary="Force the target 1 to `spaces` spaces in a straight line (exactly, with `exact`); "
       "you choose where (`may: true`: you may also decline, 'then you may force it'). `away_from`: only to "
       "spaces farther from this card or from the attacking unit (of the attack that set this off; none if it "
       "left the battlefield); `toward`: only to spaces nearer to it (a pull).", example="{force: 2}")
class Force(Do):
    pays_on_answer = True  # it does nothing or asks first: a cost may wait for its answer

    @staticmethod
    def _destinations(env, p, uid):
        s = env.state
        dest = force_destinations(s, s.cards[uid], p["spaces"], p["exact"])
        for key, farther in (("away_from", True), ("toward", False)):
            which = p.get(key, "none")
            if which == "none" or not dest:
                continue
            a = env.holder if which == "self" else env.card("attacker")
            a = s.cards.get(a.uid) if a is not None else None
            if a is None or a.zone != BOARD:
                return {}
            now = s.geo.distance(s.cards[uid].pos, a.pos)
            dest = {q: path for q, path in dest.items() if (s.geo.distance(q, a.pos) > now) == farther
                    and s.geo.distance(q, a.pos) != now}
        return dest

    @staticmethod
    def feasible(env, p, uid):
        return bool(Force._destinations(env, p, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        c = env.state.cards[uid]
        spaces = sorted(Force._destinations(env, p, uid))
        if not spaces:
            return None
        return Ask("space", spaces, msg("{ability}: where is {card} forced?", ability=env.title, card=c.name), optional=bool(p.get("may")),
                   data={"card": uid})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or not _on_board(env, uid):  # declined (`may`)
            return
        path = Force._destinations(env, p, uid).get(tuple(answer))
        if path:
            verbs.force(ctx, uid, path, env.holder.uid)


@piece("do", "extra_attack", params={"filter": "filter", "declinable": "bool",
                                     "by": "choice:target|attacker|attack_target|trigger_card"},
       defaults={"filter": {}, "declinable": True, "by": "target"}, main="filter",
       summary="The target (a unit) may make one extra attack now, on a card matching the filter: choosing "
               "its target is the 'may' (it takes none of the phase's 3 attacker slots). With "
               "`declinable: false` it must attack (the 'may' was choosing the unit). With `by`, the unit "
               "the trigger names makes it instead, and the filter counts from that unit.",
       example="do: extra_attack")
class ExtraAttack(Do):
    @staticmethod
    def _unit(env, p, uid):
        """The unit that attacks: the target, or with `by` the trigger's card."""
        if p.get("by", "target") == "target":
            return uid
        from game.core.abilities.language.selectors import which_card

        c = which_card(env, p["by"])
        return None if c is None else c.uid

    @staticmethod
    def _options(env, p, uid):
        u = env.state.cards[uid]
        there = env if p.get("by", "target") == "target" else Env(env.state, env.me, u, env.info, env.title)
        return [t for t in extra_attack_targets(env.state, u) if fits(there, {**dict(p["filter"]), "not_self": False},
                                                                          env.state.cards[t])]

    @staticmethod
    def feasible(env, p, uid):
        u = ExtraAttack._unit(env, p, uid)
        return _on_board(env, u) and bool(ExtraAttack._options(env, p, u))

    @staticmethod
    def run(ctx, env, p, uid):
        uid = ExtraAttack._unit(env, p, uid)
        if not _on_board(env, uid):
            return None
        options = ExtraAttack._options(env, p, uid)
        if not options:
            return None
        name = env.state.cards[uid].name
        return Ask("card", options, msg("{ability}: {name} may make an extra attack. Choose its target.", ability=env.title, name=name),
                   optional=bool(p.get("declinable", True)))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        uid = ExtraAttack._unit(env, p, uid)
        if answer is not None and _on_board(env, uid) and answer in ExtraAttack._options(env, p, uid):
            extra_attack(ctx, uid, answer)


@piece("do", "change_stat", params={"stat": "choice:strength|life|move_distance|attack_range", "amount": "int",
                                    "until": "choice:end_of_turn|end_of_phase"},
       defaults={"until": "end_of_turn"},
       summary="The target's stat changes by `amount` until the end of the turn (or phase).",
       example="{change_stat: {stat: strength, amount: 2}}")
class ChangeStat(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid):
            data = (("amount", p["amount"]), ("stat", p["stat"]))
            ctx.emit(ev.EffectAdded(Lasting("stat", uid, env.player, until=p["until"], data=data,
                                            source=env.me.uid)))
        return None


def _once(name: str, text: str, verb, example: str):
    class Once(Do):
        targets = False

        @staticmethod
        def run(ctx, env, p, uid):
            n = _amount(env, p)
            if n > 0 or p["per_rolled"] == "none":
                verb(ctx, env, n)
            return None

    Once.__name__ = name
    piece("do", name, params={**_AMOUNT, **_PER}, defaults={"amount": 1, "per_rolled": "none"}, main="amount",
          summary=text + " With `per_rolled`, that many for each die showing the symbol.", example=example)(Once)


_once("draw", "You draw cards.", lambda ctx, env, n: verbs.draw(ctx, env.player, n), "{draw: 2}")
_once("gain_magic", "You gain magic.", lambda ctx, env, n: verbs.magic(ctx, env.player, n, env.title),
      "{gain_magic: 1}")


@piece("do", "place_from", params={"pile": "choice:discard|hand", "filter": "filter", "pick": "choice:choose|top"},
       defaults={"pile": "discard", "filter": {"class": ["unit"]}, "pick": "choose"}, main="pile",
       summary="The target is an empty space (`choose_space`): you choose a card of yours matching the filter "
               "from the pile and place it there (placing is not summoning). `pick: top`: the matching card "
               "nearest the top of the pile is taken without asking (the cards named are all alike).",
       example="{place_from: discard, filter: {class: [common], name: Zombie}}")
class PlaceFrom(Do):
    @staticmethod
    def _cards(env, p):
        pl = env.state.players[env.player]
        pile = pl.discard if p["pile"] == "discard" else pl.hand
        f = {**dict(p["filter"]), "not_self": False}
        f.pop("within", None)
        out = []
        for u in reversed(pile) if p["pile"] == "discard" else pile:
            c = env.state.cards[u]
            if c.defn.is_unit and fits(env, f, c):
                out.append(u)
        return out

    @staticmethod
    def run(ctx, env, p, uid):
        if not isinstance(uid, tuple) or uid in env.state.board:
            return None
        options = PlaceFrom._cards(env, p)
        if not options:
            return None
        if p.get("pick") == "top":
            verbs.place(ctx, env.player, options[0], uid)
            return None
        return Ask("card", options, msg("{ability}: choose a card to place.", ability=env.title))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in PlaceFrom._cards(env, p) and uid not in env.state.board:
            verbs.place(ctx, env.player, answer, uid)


@piece("do", "extra_attack_on",
       summary="This card makes one extra attack now on the target (chosen with `choose_attackable`); it takes "
               "none of the phase's 3 attacker slots (Swift Shot: 'make one extra attack with it').",
       example="do: extra_attack_on")
class ExtraAttackOn(Do):
    @staticmethod
    def feasible(env, p, uid):
        return uid in extra_attack_targets(env.state, env.state.cards[env.holder.uid])

    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid) and ExtraAttackOn.feasible(env, p, uid):
            extra_attack(ctx, env.holder.uid, uid)
        return None


@piece("do", "grant_abilities", params={"until": "choice:end_of_turn|end_of_phase"},
       defaults={"until": "end_of_turn"}, main="until",
       summary="The target has every other ability printed on this card (all but those titled as this one) "
               "until the end of the turn (or phase); an ability it already has is not doubled. Chant of Power: "
               "'Until the end of the turn it has Imbued Strength', the event listing Imbued Strength after this.",
       example="{grant_abilities: end_of_turn}")
class GrantAbilities(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.generic import grant

        if _on_board(env, uid):
            for i, spec in enumerate(env.me.defn.abilities):
                if spec.title != env.title:
                    grant(ctx, uid, env.me, i, env.player, until=p["until"])
        return None


@piece("do", "pay_or", params={"magic": "count", "paid": "choice:none|boost", "unpaid": "choice:damage|discard|destroy",
                                "amount": "int"},
       defaults={"magic": 1, "paid": "none", "amount": 1}, main="magic",
       summary="Upkeep: you choose to pay `magic` magic (and with `paid: boost` boost the target) or to suffer "
               "`unpaid` (add `amount` damage to the target, discard it or destroy it); a player who cannot pay "
               "suffers it without being asked. Discarding is not destroying.",
       example="{pay_or: 1, paid: boost, unpaid: damage}")
class PayOr(Do):
    @staticmethod
    def _suffer(ctx, env, p, uid):
        if p["unpaid"] == "damage":
            verbs.add_damage(ctx, env.holder, uid, p["amount"], env.title)
        elif p["unpaid"] == "destroy":
            verbs.destroy_card(ctx, uid, env.holder)
        else:
            ctx.emit(ev.CardDiscarded(uid, discarder(ctx.state, env.player)))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        if spendable_magic(env.state, env.player) < p["magic"]:
            PayOr._suffer(ctx, env, p, uid)
            return None
        name = env.state.cards[uid].name
        boost = p["paid"] == "boost"
        pay = pay_label(p["magic"], boost, name)
        penalty = penalty_label(p["unpaid"], p.get("amount", 1), name)
        return Ask("choice", ["pay", "penalty"],
                   pay_or_question(env.title, p["magic"], boost, p["unpaid"], p.get("amount", 1), name),
                   labels=(pay, penalty))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if not _on_board(env, uid):
            return
        if answer == "pay" and spendable_magic(env.state, env.player) >= p["magic"]:
            spend_magic(ctx, env.player, p["magic"], env.title)
            if p["paid"] == "boost":
                verbs.boost(ctx, uid, 1)
            return
        PayOr._suffer(ctx, env, p, uid)


@piece("do", "place", summary="This card is placed on the target, an empty space (`choose_space`, `trigger_space`): "
                              "placing is neither a move nor a force, so it uses none of the phase's moves, no "
                              "'after moving' ability triggers, and an immobile card may be placed (Cling, Soul Shift).",
       example="do: place")
class Place(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        h = env.state.cards[env.holder.uid]
        if isinstance(uid, tuple) and uid not in env.state.board and h.zone == BOARD:
            verbs.relocate(ctx, h.uid, uid)
        return None


@piece("do", "exchange", summary="This card and the target exchange places (glossary EXCHANGE PLACES: neither "
                                 "is moved nor forced, so no move is used and no 'after moving' triggers).",
       example="do: exchange")
class Exchange(Do):
    @staticmethod
    def feasible(env, p, uid):
        return uid != env.holder.uid

    @staticmethod
    def run(ctx, env, p, uid):
        h = env.state.cards[env.holder.uid]
        if _on_board(env, uid) and uid != h.uid and h.zone == BOARD:
            verbs.exchange(ctx, h.uid, uid)
        return None


def _straight(env: Env, uid: int, spaces: int) -> dict:
    """Where card `uid` can move in one straight line through empty spaces: space -> path."""
    from game.core.geometry import DIRECTIONS

    s = env.state
    c = s.cards[uid]
    out = {}
    if c.zone != BOARD:
        return out
    for d in DIRECTIONS:
        line = s.geo.clear_straight_spaces(c.pos, d, spaces, s.is_empty)
        for i, q in enumerate(line):
            out[q] = tuple(line[: i + 1])
    return out


@piece("do", "move_straight", params={"spaces": "count", "long": "count", "strength": "int"},
       defaults={"spaces": 1, "long": 0, "strength": 0}, main="spaces",
       summary="The target moves 1 to `spaces` spaces in one straight line through empty spaces; you choose where. "
               "It is a move ('after moving' triggers; with `activate: {instead_of: move}` it is the unit's move). "
               "After a move of `long` or more spaces it has +`strength` strength until the end of the turn.",
       example="{move_straight: 4, long: 3, strength: 1}")
class MoveStraight(Do):
    @staticmethod
    def feasible(env, p, uid):
        return bool(_straight(env, uid, p["spaces"]))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        spaces = sorted(_straight(env, uid, p["spaces"]))
        if not spaces:
            return None
        c = env.state.cards[uid]
        return Ask("space", spaces, msg("{ability}: where does {card} move (1 to {spaces} spaces in a line)?", ability=env.title, card=c.name, spaces=p['spaces']),
                   optional=True)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        from game.core.commands import Move
        from game.core.move import do_move

        path = _straight(env, uid, p["spaces"]).get(tuple(answer)) if answer is not None else None
        if not path:
            return
        c = env.state.cards[uid]
        do_move(ctx, Move(c.controller, uid, path))
        if p["strength"] and len(path) >= max(1, p["long"]):
            # Emitted now, so it is already in force when the move's own triggers resolve.
            ctx.emit(ev.EffectAdded(Lasting("stat", uid, c.controller, until="end_of_turn",
                                            data=(("stat", "strength"), ("amount", p["strength"])),
                                            source=env.holder.uid)))


@piece("do", "discard", summary="Discard the target: it goes to its owner's discard pile (1E: the discarding "
                                "player's, face up) without being destroyed (no magic is gained, no 'when "
                                "destroyed' ability triggers).",
       example="do: discard")
class Discard(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid):
            ctx.emit(ev.CardDiscarded(uid, discarder(ctx.state, env.player)))
        return None


@piece("do", "copy_abilities", params={"until": "choice:end_of_turn|end_of_phase"},
       defaults={"until": "end_of_turn"}, main="until",
       summary="This card also has every ability printed on the target (a unit) until the end of the turn "
               "(or phase). A copy of an ability it already has is not doubled (glossary ABILITY), so a "
               "target with nothing new to give cannot be chosen.",
       example="do: copy_abilities")
class CopyAbilities(Do):
    @staticmethod
    def feasible(env, p, uid):
        t = env.state.cards[uid]
        h = env.state.cards[env.holder.uid]
        return t.defn.is_unit and any(not has_ability(env.state, h, spec) for spec in t.defn.abilities)

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        h = env.holder
        t = env.state.cards[uid]
        for i in range(len(t.defn.abilities)):
            grant(ctx, h.uid, t, i, h.controller, until=p["until"], source=h.uid)
        return None


@piece("do", "reroll", summary="Re-roll all the dice of the roll that set this off (`when: after_roll`); the "
       "new dice are a roll like any other and may be re-rolled again.",
       example="do: reroll")
class Reroll(Do):
    """Glossary RE-ROLL: 'roll some number of those dice again and keep the new result(s).
    Re-rolled dice can be re-rolled again.' (Influence)."""

    targets = False

    @staticmethod
    def _roll(env):
        from game.core.abilities.rerolls import current_faces, roll_of

        uid, purpose = roll_of(env.info)
        roller = env.state.cards.get(uid) if uid is not None else None
        if roller is None:
            return None
        return roller, purpose, current_faces(env.state, roller.uid, purpose)

    @staticmethod
    def question(env, p):
        from game.core.abilities.rerolls import ATTACK_ROLL, describe, reroll_words

        got = Reroll._roll(env)
        if got is None:
            return None
        roller, purpose, faces = got
        what = "attack" if purpose == ATTACK_ROLL else str(env.info.get("what") or purpose.replace("_", " "))
        return reroll_words(roller.name, what, len(faces), describe(env.state, faces))

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.rerolls import _record
        from game.core.attack import roll_dice
        from game.core.triggers import fire

        got = Reroll._roll(env)
        if got is None or not got[2]:
            return None
        roller, purpose, faces = got
        new = roll_dice(ctx, roller.controller, len(faces), roller.uid, purpose)
        _record(ctx, roller, purpose, new)
        fire(ctx, "after_roll", **env.info)
        return None


@piece("do", "force_there", params={"card": "choice:self|attacker|attack_target|trigger_card"},
       defaults={"card": "self"}, main="card",
       summary="The target is a space (`force_space`): force `card` (this card by default) there in a straight "
               "line, if it is still on the battlefield and the way is still clear.",
       example="do: force_there")
class ForceThere(Do):
    """Blood Rush: "… to force it 1 space" to the space chosen with `force_space`."""

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.language.selectors import which_card

        c = which_card(env, p["card"])
        c = None if c is None else env.state.cards[c.uid]  # as it is now: the price may have destroyed it
        if not isinstance(uid, tuple) or c is None or c.zone != BOARD:
            return None
        path = force_destinations(env.state, c, env.state.geo.distance(c.pos, uid)).get(uid)
        if not path:
            return None
        # What the force sets off resolves before the next effect (Primal Fury's extra attack).
        by = env.holder.uid
        return Later(lambda ctx2: verbs.force(ctx2, c.uid, path, by))

    @staticmethod
    def proceed(env, p, uid, data):
        return True


@dataclass
class Later:
    """What an effect returns when the rest of the program must wait for what it set off (a roll
    that may be re-rolled first): the runtime queues its own continuation, then calls `start`;
    when the continuation runs, the effect's `proceed` says whether the program goes on."""

    start: Any
    data: dict = field(default_factory=dict)


@piece("do", "roll", params={"dice": "count", "need": "choice:none|melee|ranged|special", "name": "str"},
       defaults={"need": "special", "name": "roll"}, main="dice",
       summary="The target rolls `dice` dice for this ability (they may be re-rolled: `after_roll`); the "
               "effects after it happen only if a die shows `need` (`none`: whatever is rolled). `name` "
               "names the roll in the log.",
       example="{roll: 1, need: special}")
class Roll(Do):
    """Frenzy: "roll one die. On a special symbol …". The roll goes through
    `rerolls.roll_for_ability`'s steps: rolled, recorded, "after_roll" fired; the faces read are
    the ones standing after any re-roll."""

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.rerolls import _record
        from game.core.attack import roll_dice
        from game.core.triggers import fire

        if not _on_board(env, uid):
            return None
        roller = env.state.cards[uid]
        purpose = p["name"]
        faces = roll_dice(ctx, roller.controller, p["dice"], roller.uid, purpose)
        _record(ctx, roller, purpose, faces)
        return Later(lambda c: fire(c, "after_roll", roller=roller.uid, purpose=purpose, player=roller.controller,
                                    what=env.title))

    @staticmethod
    def proceed(env, p, uid, data):
        from game.core.abilities.rerolls import current_faces

        if not _on_board(env, uid):
            return False
        if p["need"] == "none":
            return True
        rs = env.state.ruleset
        sym = rs.special_symbol if p["need"] == "special" else rs.hit_symbol(p["need"])
        return any(sym in rs.die_faces[f] for f in current_faces(env.state, uid, p["name"]))


@piece("do", "damage", params={"amount": "count", "by": "choice:self|summoner", **_PER},
       defaults={"amount": 1, "by": "self", "per_rolled": "none"}, main="amount",
       summary="Add damage to the target (not an attack; abilities that change ability damage apply). `by: "
               "summoner`: your summoner adds it (an ACTIVE event that gives your summoner an ability; nothing "
               "if she is not on the battlefield). With `per_rolled`, that much for each die showing the symbol.",
       example="{damage: 1}")
class Damage(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        n = _amount(env, p)
        if not _on_board(env, uid) or (n <= 0 and p.get("per_rolled", "none") != "none"):
            return None
        src = env.holder
        if p.get("by", "self") == "summoner":
            src = env.state.summoner(env.player)
            if src is None or src.zone != BOARD:
                return None
        verbs.add_damage(ctx, src, uid, n, env.title)
        return None


GUARD_MARK = "guarded"  # shared with the named `guarded`: a card's first attack each turn is capped once


@piece("do", "guard", params=_AMOUNT, defaults={"amount": 1}, main="amount",
       summary="Guarded: if the target (a card being attacked) has not been guarded yet this turn, by this or "
               "any other source, this attack adds at most `amount` damage to it. Written `when: attacked`, "
               "it caps the first attack against the card each turn.",
       example="{guard: 1}")
class Guard(Do):
    attack_priority = 90  # a cap: after conversions and modifiers (as the named `guarded`)

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        c = env.state.cards[uid]
        if used_this_turn(env.state, c, GUARD_MARK):
            return None
        mark_used(ctx, c, GUARD_MARK)
        ctx.emit(ev.EffectAdded(Lasting("guarded", uid, c.controller, until="end_of_attack",
                                        data=(("amount", p["amount"]),), source=env.holder.uid)))
        return None

    @staticmethod
    def modify_attack(state, attack):
        """The attack's damage, at most the smallest cap a guard put on its target."""
        if attack.heal:
            return
        caps = [dict(e.data).get("amount", 1) for e in state.effects
                if e.kind == "guarded" and e.target == attack.target.uid]
        if caps and attack.damage > min(caps):
            attack.notes.append(msg("Guarded: at most {amount} damage", amount=min(caps)))
            attack.damage = min(caps)


@piece("do", "place_adjacent", params={"to": "choice:self|summoner", "may": "bool"},
       defaults={"to": "self", "may": False}, main="to",
       summary="Place the target (a card on the battlefield) on an empty space adjacent to this card (or to your "
               "summoner), which you choose. Placing is neither a move nor a force: nothing that reacts to moving "
               "or forcing sees it. `may: true`: you may decline when choosing the space (with a `cost:`, it is "
               "then paid only once the space is chosen).",
       example="{place_adjacent: self, may: true}")
class PlaceAdjacent(Do):
    pays_on_answer = True  # it does nothing or asks first: a cost may wait for its answer

    @staticmethod
    def _spaces(env, p):
        s = env.state
        a = env.holder if p["to"] == "self" else s.summoner(env.player)
        a = s.cards.get(a.uid) if a is not None else None
        if a is None or a.zone != BOARD:
            return []
        return sorted(q for q in s.geo.adjacent(a.pos) if q not in s.board)

    @staticmethod
    def feasible(env, p, uid):
        return bool(PlaceAdjacent._spaces(env, p))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        spaces = PlaceAdjacent._spaces(env, p)
        if not spaces:
            return None
        c = env.state.cards[uid]
        return Ask("space", spaces, msg("{ability}: where is {card} placed?", ability=env.title, card=c.name), optional=bool(p["may"]),
                   data={"card": uid})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or not _on_board(env, uid):
            return
        to = tuple(answer)
        if to in PlaceAdjacent._spaces(env, p):
            verbs.relocate(ctx, uid, to)


@piece("do", "return_from", params={"pile": "choice:discard", "filter": "filter", "may": "bool"},
       defaults={"pile": "discard", "filter": {"class": ["unit"]}, "may": False}, main="pile",
       summary="You choose a card of yours matching the filter from the pile (the top first) and return it to "
               "your hand, revealed ('return a unit from your discard pile to your hand'); with `may: true` "
               "you may decline. Done once, whatever the targets; nothing is asked when no card matches.",
       example="{return_from: discard, filter: {class: [common], name: Knight}}")
class ReturnFrom(Do):
    targets = False

    @staticmethod
    def _cards(env, p):
        pile = env.state.players[env.player].discard
        f = {**dict(p["filter"]), "not_self": False}
        f.pop("within", None)
        f.pop("adjacent", None)
        return [u for u in reversed(pile) if fits(env, f, env.state.cards[u])]

    @staticmethod
    def run(ctx, env, p, uid):
        options = ReturnFrom._cards(env, p)
        if not options:
            return None
        text = (msg("{ability}: you may return a card from your discard pile to your hand.", ability=env.title)
                if p["may"] else msg("{ability}: return a card from your discard pile to your hand.", ability=env.title))
        return Ask("card", options, text,
                   optional=bool(p["may"]))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in ReturnFrom._cards(env, p):
            ctx.emit(ev.CardReturnedToHand(answer))
