"""Ability-language pieces first needed by 1st-edition cards (vanguards fallen).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do, _on_board
from game.core.abilities.language.env import fits
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.statics import Modify
from game.core.message import msg
from game.core.placement import card_cost, summon_spaces
from game.core.state import BOARD, MAGIC_PILE, card_space_option, parse_card_space_option
from game.core.state import Effect as Lasting
from game.core.text import where

# --- conditions ----------------------------------------------------------------------------------


@_check("was_enemy",
        summary="The trigger's card (the one destroyed) was an enemy card when it was destroyed (1E: a destroyed "
                "card then lies on the destroyer's magic pile, under the destroyer's control).",
        example="if: was_enemy")
def _was_enemy(env, p) -> bool:
    was = env.info.get("controller")
    return was is not None and was != env.player


# --- effects -------------------------------------------------------------------------------------


_option, _parse = card_space_option, parse_card_space_option  # a card and a space in one answer


@piece("do", "off_magic_pile", params={"on": "int"}, defaults={"on": 0}, main="on",
       summary="If this card is in a magic pile (it has just been destroyed), it goes face up onto its owner's "
               "discard pile instead; with `on: N` a die is rolled first and it goes only on a result of N or "
               "more (Magic Locked: 'roll a die; on 3+ it goes to its owner's discard pile instead of the "
               "destroyer's magic pile'). Done once, whatever the targets.",
       example="{off_magic_pile: 3}")
class OffMagicPile(Do):
    """The roll is part of the effect because the card rolling it is off the battlefield (in the
    destroyer's magic pile), where `roll_result` does not roll."""

    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.rerolls import _record
        from game.core.attack import roll_dice

        c = env.state.cards[env.me.uid]
        if c.zone != MAGIC_PILE:
            return None
        if p["on"]:
            faces = roll_dice(ctx, c.owner, 1, c.uid, env.title)
            _record(ctx, c, env.title, faces)
            if not any(f + 1 >= p["on"] for f in faces):
                return None
        ctx.emit(ev.CardDiscarded(c.uid))
        return None


@piece("do", "pile_to_magic", params={"pile": "choice:discard", "filter": "filter"},
       defaults={"pile": "discard", "filter": {}}, main="pile",
       summary="You may choose a card of yours matching the filter from your discard pile and put it face down on "
               "top of your magic pile (1E magic pile). Done once, whatever the targets; list it N times for 'up "
               "to N cards' (declining one stops: the copies after it are not asked).",
       example="do: [{pile_to_magic: discard}, {pile_to_magic: discard}]")
class PileToMagic(Do):
    targets = False
    declining_stops_copies = True

    @staticmethod
    def _cards(env, p):
        f = {**dict(p["filter"]), "not_self": False}
        f.pop("within", None)
        return [u for u in reversed(env.state.players[env.player].discard) if fits(env, f, env.state.cards[u])]

    @staticmethod
    def run(ctx, env, p, uid):
        options = PileToMagic._cards(env, p)
        if not options:
            return None
        return Ask("card", options, msg("{ability}: choose a card to put on your magic pile, or stop.", ability=env.title), optional=True)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in PileToMagic._cards(env, p):
            ctx.emit(ev.CardsToMagicPile(env.player, (answer,), env.title))
        return None


@piece("do", "summon_this_phase",
       summary="You may summon units for the rest of this phase, whatever the phase (Summoning Surge: 'you may "
               "summon during this Event phase'). Done once, whatever the targets.",
       example="do: summon_this_phase")
class SummonThisPhase(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state.summoner(env.player)
        if s is not None:
            ctx.emit(ev.EffectAdded(Lasting("stat", s.uid, env.player, until="end_of_phase",
                                            data=(("stat", "summon_any_phase"), ("amount", 1)),
                                            source=env.me.uid)))
        return None


@piece("do", "move_damage", params={"to": "choice:summoner"}, defaults={"to": "summoner"}, main="to",
       summary="Move any number of the target's damage (wounds), you choose how many, onto your summoner "
               "(Intercession). Moving them is not an attack; the summoner may be destroyed by them.",
       example="{move_damage: summoner}")
class MoveDamage(Do):
    @staticmethod
    def feasible(env, p, uid):
        c = env.state.cards.get(uid)
        return c is not None and c.damage > 0 and env.state.summoner(env.player) is not None and not c.defn.is_summoner

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid) or not MoveDamage.feasible(env, p, uid):
            return None
        n = env.state.cards[uid].damage
        options = [str(i) for i in range(1, n + 1)]
        return Ask("choice", options, msg("{ability}: how many wounds move onto your summoner?", ability=env.title),
                   labels=tuple(msg("1 wound") if i == 1 else msg("{count} wounds", count=i) for i in range(1, n + 1)))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        s = env.state.summoner(env.player)
        if answer is None or s is None or not _on_board(env, uid):
            return None
        n = min(int(answer), env.state.cards[uid].damage)
        if n > 0:
            verbs.heal(ctx, uid, n)
            verbs.add_damage(ctx, None, s.uid, n, env.title)
        return None


@piece("do", "heal_chosen", params={"amount": "int", "filter": "filter"}, defaults={"amount": 1}, main="amount",
       summary="You choose a damaged card on the battlefield matching the filter (distances from this card) and "
               "remove `amount` damage from it; nothing if none is damaged (Dark Sacrifice: 'for each, remove 1 "
               "wound from one of your champions').",
       example="{heal_chosen: 1, filter: {side: friendly, class: [champion]}}")
class HealChosen(Do):
    @staticmethod
    def _options(env, p):
        f = {**dict(p["filter"]), "not_self": False}
        return [c.uid for c in env.state.on_board() if c.damage > 0 and fits(env, f, c)]

    @staticmethod
    def run(ctx, env, p, uid):
        options = HealChosen._options(env, p)
        if not options:
            return None
        return Ask("card", options, msg("{ability}: choose a card to remove {amount} wound from.", ability=env.title, amount=p['amount']))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in HealChosen._options(env, p):
            verbs.heal(ctx, answer, p["amount"])
        return None


def _empty_adjacent(state, pos) -> list:
    return [q for q in state.geo.adjacent(pos) if state.geo.in_bounds(q) and q not in state.board]


@piece("do", "raise_adjacent", params={"filter": "filter"}, defaults={"filter": {"class": ["unit"]}}, main="filter",
       summary="You may choose a unit of yours matching the filter from your discard pile and an empty space "
               "adjacent to this card, and place it there (placing is not summoning). Done once, whatever the "
               "targets; list it N times for 'up to N units' (Greater Raise; declining one stops: the copies "
               "after it are not asked).",
       example="{raise_adjacent: {class: [common], symbol: fallen-kingdom-1e}}")
class RaiseAdjacent(Do):
    targets = False
    declining_stops_copies = True

    @staticmethod
    def _options(env, p):
        h = env.state.cards[env.holder.uid]
        if h.zone != BOARD:
            return []
        f = {**dict(p["filter"]), "not_self": False}
        f.pop("within", None)
        cards = [u for u in reversed(env.state.players[env.player].discard)
                 if env.state.cards[u].defn.is_unit and fits(env, f, env.state.cards[u])]
        return [_option(u, q) for u in cards for q in _empty_adjacent(env.state, h.pos)]

    @staticmethod
    def run(ctx, env, p, uid):
        options = RaiseAdjacent._options(env, p)
        if not options:
            return None
        labels = []
        for o in options:
            u, q = _parse(o)
            labels.append(msg("{card} at {space}", card=env.state.cards[u].name, space=where(q)))
        return Ask("choice", options, msg("{ability}: choose a unit and where to place it, or stop.", ability=env.title),
                   optional=True, labels=tuple(labels))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or answer not in RaiseAdjacent._options(env, p):
            return None
        u, q = _parse(answer)
        verbs.place(ctx, env.player, u, q)
        return None


@piece("do", "summon_from_hand", params={"discount": "int", "filter": "filter"},
       defaults={"discount": 0, "filter": {"class": ["unit"]}}, main="discount",
       summary="You summon a unit matching the filter from your hand now, onto a space where it could be "
               "summoned, paying its cost lowered by `discount` (never below 0); nothing if none can be paid for "
               "or placed (Forced Summon). Done once, whatever the targets.",
       example="{summon_from_hand: 5, filter: {class: [champion]}}")
class SummonFromHand(Do):
    targets = False

    @staticmethod
    def _options(env, p):
        s = env.state
        f = {**dict(p["filter"]), "not_self": False}
        f.pop("within", None)
        out = []
        for u in s.players[env.player].hand:
            c = s.cards[u]
            if not c.defn.is_unit or c.defn.is_summoner or not fits(env, f, c):
                continue
            if max(0, card_cost(s, c) - p["discount"]) > s.players[env.player].magic:
                continue
            out += [_option(u, q) for q in sorted(summon_spaces(s, env.player, c)) if q not in s.board]
        return out

    @staticmethod
    def run(ctx, env, p, uid):
        options = SummonFromHand._options(env, p)
        if not options:
            return None
        labels = []
        for o in options:
            u, q = _parse(o)
            labels.append(msg("{card} at {space}", card=env.state.cards[u].name, space=where(q)))
        return Ask("choice", options, msg("{ability}: choose a unit to summon and where.", ability=env.title), labels=tuple(labels))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        from game.core.damage import spend_magic
        from game.core.triggers import fire

        if answer is None or answer not in SummonFromHand._options(env, p):
            return None
        u, q = _parse(answer)
        c = env.state.cards[u]
        spend_magic(ctx, env.player, max(0, card_cost(env.state, c) - p["discount"]), msg("summon {card}", card=c.name))
        ctx.emit(ev.UnitSummoned(env.player, u, q))
        fire(ctx, "summoned", card=u, player=env.player)
        return None


# --- stat changes --------------------------------------------------------------------------------


@piece("modify", "keeps_destroyed", params={"value": "bool"}, defaults={"value": True}, main="value",
       summary="1E magic pile: cards this unit destroys go face down under it instead of onto your magic pile "
               "(Soul Harvest).",
       example="modify: keeps_destroyed")
class KeepsDestroyed(Modify):
    @staticmethod
    def apply(env, p, value):
        return p["value"]


@piece("modify", "strength_per_under", params={"amount": "int", "max": "int"}, defaults={"max": 0}, main="amount",
       summary="Strength changes by `amount` for each card under the unit (at most `max` in all, 0: no limit).",
       example="{strength_per_under: 1}")
class StrengthPerUnder(Modify):
    stat = "strength"

    @staticmethod
    def apply(env, p, value):
        bonus = p["amount"] * len(env.subject.under)
        if p["max"]:
            bonus = min(bonus, p["max"])
        return value + bonus

