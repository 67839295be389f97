"""Ability-language pieces first needed by 1st-edition Master Set cards (benders).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Benders needed: paying a unit's summon cost for it (Counter Summon, Mind Control: 'pay magic
equal to its summon cost'), a choice of cards judged one by one by a condition (Mind Control: 'a
common on your side of the battlefield'; Telekinetic Blast: 'Controllers cannot be moved this
way'), a unit that cannot attack and a copy of an ability lent to another unit (Stun: 'enemy
commons that begin a turn adjacent to it cannot move or attack that turn'), and three effects
with hidden cards: looking at the top of a draw pile and ordering it (Glimpse the Future),
revealing the top card of the opponent's draw pile for them to save or lose (Memory Break) and
taking an event from the opponent's hand (Mimic). The cards a question lets a player look at are
named under `shown` (that player) or `revealed` (both) in its data: `game.core.view` shows them.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.conditions import _check, holds
from game.core.abilities.language.effects import Ask, Do, _on_board
from game.core.abilities.language.env import Env, on_board
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import Selector
from game.core.damage import spend_magic, spendable_magic
from game.core.message import msg
from game.core.view import REVEALED, SHOWN

# --- selectors -----------------------------------------------------------------------------------


@piece("target", "choose_where", params={"filter": "filter", "where": "condition", "text": "str",
                                         "always_ask": "bool"},
       defaults={"text": "", "always_ask": False}, main="filter",
       summary="One card matching the filter for which the condition `where` holds, judged for each card as "
               "the `subject` (`{subject: FILTER}`, `{on_side: own}` read it), chosen by you (made for you "
               "when there is only one and it cannot be declined, unless `always_ask`). Mind Control: 'a common "
               "on your side of the battlefield'; Telekinetic Blast: 'Controllers cannot be moved this way'.",
       example="target: {choose_where: {class: [unit], within: 2}, where: {not: {subject: {name: Controller}}}}")
class ChooseWhere(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        return [c.uid for c in on_board(env, p["filter"])
                if holds(Env(env.state, env.me, env.host, env.info, env.title, c), p["where"])]


# --- conditions ----------------------------------------------------------------------------------


@_check("is_lent_copy",
        summary="This ability is a copy another card lent to the card that has it (`grant_abilities`, "
                "`copy_abilities`), not the one printed on it: Stun lends 'Stunned', which works only on the "
                "units it is lent to.",
        example="while: is_lent_copy")
def _is_lent_copy(env: Env, p: dict) -> bool:
    return env.host is not None and env.host.uid != env.me.uid


# --- stat changes --------------------------------------------------------------------------------


# barred_from_attacking (Stun's 'cannot ... attack') is the Mercenaries' piece, in pieces_1e_mercenaries.


# --- effects -------------------------------------------------------------------------------------


def _summon_cost(env: Env, uid) -> int | None:
    c = env.state.cards.get(uid) if isinstance(uid, int) else None
    if c is None or c.defn.is_summoner or not c.defn.is_unit:
        return None
    return c.defn.cost


@piece("do", "pay_summon_cost",
       summary="You pay magic equal to the target's printed summon cost; a unit can be chosen only while you can "
               "pay it, and a summoner (which has no cost) never (Counter Summon, Mind Control: 'pay magic equal "
               "to its summon cost').",
       example="do: [pay_summon_cost, take_control]")
class PaySummonCost(Do):
    @staticmethod
    def feasible(env, p, uid):
        cost = _summon_cost(env, uid)
        return cost is not None and spendable_magic(env.state, env.player) >= cost

    @staticmethod
    def run(ctx, env, p, uid):
        cost = _summon_cost(env, uid)
        if _on_board(env, uid) and cost and spendable_magic(ctx.state, env.player) >= cost:
            spend_magic(ctx, env.player, cost, env.title)
        return None


def _names(env: Env, uids) -> str:
    return ", ".join(env.state.cards[u].name for u in uids) or msg("no cards")


@piece("do", "glimpse_draw_pile", params={"look": "count", "bottom": "count"}, defaults={"look": 4, "bottom": 2},
       main="look",
       summary="You choose a player with cards in their draw pile and look at its top `look` cards (they are "
               "shown to you alone); you put `bottom` of them, one at a time, on the bottom of that pile, then "
               "put the rest back on top in the order you choose (Glimpse the Future). Done once, whatever the "
               "targets.",
       example="{glimpse_draw_pile: 4, bottom: 2}")
class GlimpseDrawPile(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state
        me, opp = env.player, s.opponent(env.player)
        piles = [q for q in (me, opp) if s.players[q].draw]
        if not piles:
            return None
        if len(piles) == 1:
            return GlimpseDrawPile._next(env, p, piles[0], ())
        return Ask("choice", ["own", "opponent"], msg("{ability}: look at the top of which draw pile?", ability=env.title),
                   labels=(msg("Your draw pile"), msg("{player}'s draw pile", player=s.players[opp].name)), data={"stage": "pile"})

    @staticmethod
    def _looked(env, p, pile):
        """The top cards looked at, the top one first."""
        draw = env.state.players[pile].draw
        return list(reversed(draw[-max(1, p["look"]):]))

    @staticmethod
    def _next(env, p, pile, chosen):
        """The next question: a card for the bottom, then which card goes on top (of those left)."""
        looked = GlimpseDrawPile._looked(env, p, pile)
        n_bottom = min(max(0, p["bottom"]), len(looked))
        left = [u for u in looked if u not in chosen]
        # Whose pile in words, not a number: a step's numbers may be taken for cards (`view.NOT_CARDS`).
        data = {"stage": "arrange", "whose": "own" if pile == env.player else "opponent", "chosen": tuple(chosen),
                SHOWN: tuple(looked)}
        cards = _names(env, looked)
        if len(chosen) < n_bottom:
            if pile == env.player:
                text = msg("{ability}: the top of your draw pile: {cards}. Choose a card to put on the bottom "
                           "({number} of {count}).", ability=env.title, cards=cards, number=len(chosen) + 1,
                           count=n_bottom)
            else:
                text = msg("{ability}: the top of {player}'s draw pile: {cards}. Choose a card to put on the "
                           "bottom ({number} of {count}).", ability=env.title, player=env.state.players[pile].name,
                           cards=cards, number=len(chosen) + 1, count=n_bottom)
            return Ask("card", left, text, data=data)
        if len(left) > 1:
            if pile == env.player:
                text = msg("{ability}: the top of your draw pile: {cards}. Choose the card to put on top now "
                           "(the next one chosen goes under it).", ability=env.title, cards=cards)
            else:
                text = msg("{ability}: the top of {player}'s draw pile: {cards}. Choose the card to put on top "
                           "now (the next one chosen goes under it).", ability=env.title,
                           player=env.state.players[pile].name, cards=cards)
            return Ask("card", left, text, data=data)
        return None

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        s = env.state
        if data.get("stage") == "pile":
            pile = s.opponent(env.player) if answer == "opponent" else env.player
            if not s.players[pile].draw:
                pile = s.opponent(pile)
            return GlimpseDrawPile._next(env, p, pile, ())
        pile = env.player if data.get("whose") == "own" else s.opponent(env.player)
        looked = GlimpseDrawPile._looked(env, p, pile)
        chosen = tuple(data.get("chosen") or ())
        left = [u for u in looked if u not in chosen]
        chosen = chosen + ((answer,) if answer in left else (left[0],))
        more = GlimpseDrawPile._next(env, p, pile, chosen)
        if more is not None:
            return more
        # `chosen`: the bottom cards (the first at the very bottom), then the top ones, the first
        # chosen on top of the pile.
        n_bottom = min(max(0, p["bottom"]), len(looked))
        bottom, top = chosen[:n_bottom], chosen[n_bottom:]
        top = top + tuple(u for u in looked if u not in chosen)
        draw = s.players[pile].draw
        below = [u for u in draw[:len(draw) - len(looked)]]
        ctx.emit(ev.DrawPileArranged(pile, tuple(bottom) + tuple(below) + tuple(reversed(top))))
        return None


@piece("do", "memory_break", params={"magic": "count"}, defaults={"magic": 1}, main="magic",
       summary="The top card of your opponent's draw pile is revealed to both players; it is discarded (to its "
               "owner's discard pile) unless the opponent pays `magic` magic to put it on the bottom of that pile "
               "instead; they are asked only if they can pay (Memory Break). Done once, whatever the targets.",
       example="{memory_break: 1}")
class MemoryBreak(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state
        opp = s.opponent(env.player)
        draw = s.players[opp].draw
        if not draw:
            return None
        top = draw[-1]
        name = s.cards[top].name
        if p["magic"] > 0 and spendable_magic(s, opp) < p["magic"]:
            ctx.emit(ev.CardDiscarded(top))
            return None
        return Ask("choice", ["pay", "discard"],
                   msg("{ability}: {name} is revealed from the top of your draw pile. Pay {magic} magic to put it on the bottom of the pile, or it is discarded.", ability=env.title, name=name, magic=p['magic']),
                   labels=(msg("Pay {magic} magic: {card} to the bottom", magic=p["magic"], card=name),
                           msg("Discard {card}", card=name)),
                   player=opp, data={REVEALED: (top,)})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        s = env.state
        opp = s.opponent(env.player)
        draw = s.players[opp].draw
        top = tuple(data.get(REVEALED) or ())
        if not top or not draw or draw[-1] != top[0]:
            return None
        if answer == "pay" and spendable_magic(s, opp) >= p["magic"]:
            if p["magic"] > 0:
                spend_magic(ctx, opp, p["magic"], env.title)
            ctx.emit(ev.DrawPileArranged(opp, (top[0],) + tuple(draw[:-1])))
        else:
            ctx.emit(ev.CardDiscarded(top[0]))
        return None


def _takeable(env: Env) -> list[int]:
    s = env.state
    out = []
    for u in s.players[s.opponent(env.player)].hand:
        d = s.cards[u].defn
        if d.is_event and not d.is_structure and not d.gate:
            out.append(u)
    return out


@piece("do", "take_event_from_hand",
       summary="You look at your opponent's hand (it is shown to you alone) and may take one event card from it "
               "(not a wall) into your hand; your opponent sees which. You hold it and may play it as your own; "
               "played, it goes to your discard pile (Mimic). Done once, whatever the targets.",
       example="do: take_event_from_hand")
class TakeEventFromHand(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state
        opp = s.opponent(env.player)
        hand = tuple(s.players[opp].hand)
        if not hand:
            return None
        options = _takeable(env)
        cards = _names(env, hand)
        if not options:
            return Ask("confirm", ["yes"], msg("{ability}: {player}'s hand: {cards}. There is no event you may take.", ability=env.title,
                                               player=s.players[opp].name, cards=cards), labels=(msg("Done"),),
                       data={SHOWN: hand})
        return Ask("card", options, msg("{ability}: {player}'s hand: {cards}. You may take an event into your hand.",
                                           ability=env.title, player=s.players[opp].name, cards=cards), optional=True,
                   data={SHOWN: hand})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in _takeable(env):
            ctx.emit(ev.CardTakenIntoHand(answer, env.player))
        return None
