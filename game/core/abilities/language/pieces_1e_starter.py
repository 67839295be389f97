"""Ability-language pieces first needed by 1st-edition cards (starter).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The 1E Starter Set (Phoenix Elves, Tundra Orcs) needed: a comparison of unit counts (Magic
Drain, Reinforcements: "if you have fewer units on the battlefield than your opponent"), a search
of the draw pile (A Hero Is Born), taking cards from an opponent's magic pile (Magic Drain), a
free summon from the hand (Reinforcements), the spaces next to your walls (Reinforcements, Blaze
Step), a roll of a numbered die that must reach a result (Walls of Ice Shard, Fury), a move of up
to N spaces outside the Movement phase (Fury), a card in a straight line together with every card
between (Breath of Flame), and "if any die misses, the whole attack misses" (Unwieldy Magic).
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do, Later, _on_board
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import Selector
from game.core.abilities.language.statics import AttackChange
from game.core.geometry import DIRECTIONS
from game.core.message import msg
from game.core.placement import summon_spaces
from game.core.rng import shuffled
from game.core.state import BOARD
from game.core.triggers import fire

# --- conditions ----------------------------------------------------------------------------------


def _units(env: Env, player: int) -> int:
    return sum(1 for c in env.state.on_board() if c.controller == player and c.defn.is_unit)


@_check("fewer_units",
        summary="You control fewer units on the battlefield than your opponent does (1E Magic Drain, "
                "Reinforcements, Summoning Surge: 'if you have fewer units than the opponent you pick').",
        example="if: fewer_units")
def _fewer_units(env: Env, p: dict) -> bool:
    me = env.player
    return any(_units(env, me) < _units(env, q.index) for q in env.state.players if q.index != me)


# --- selectors -----------------------------------------------------------------------------------


@piece("target", "choose_summon_space", params={"text": "str"}, defaults={"text": ""},
       summary="An empty space where you could summon a unit (adjacent to a wall, or gate, you control), chosen "
               "by you: for `place` (Blaze Step: 'place it adjacent to a wall you control') and `summon_free`.",
       example="target: choose_summon_space")
class ChooseSummonSpace(Selector):
    choice = True
    spaces = True

    @staticmethod
    def candidates(env, p):
        return sorted(summon_spaces(env.state, env.player, env.holder), key=lambda q: (q[1], q[0]))


@piece("target", "choose_in_line", params={"filter": "filter", "within": "count", "text": "str"},
       defaults={"text": ""}, main="filter",
       summary="One card matching the filter up to `within` spaces away in a straight line from this card "
               "(cards between do not shield it), chosen by you, together with every card between the two "
               "(the chosen card first, then the nearest): Breath of Flame.",
       example="target: {choose_in_line: {}, within: 3}")
class ChooseInLine(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        h = env.holder
        if h.zone != BOARD:
            return []
        out = []
        for d in DIRECTIONS:
            for q in env.state.geo.ray(h.pos, d, p["within"]):
                uid = env.state.board.get(q)
                if uid is not None and fits(env, p["filter"], env.state.cards[uid]):
                    out.append(uid)
        return out

    @staticmethod
    def expand(env, p, chosen):
        h = env.holder
        c = env.state.cards.get(chosen)
        if h.zone != BOARD or c is None or c.zone != BOARD:
            return [chosen]

        return [chosen] + [env.state.board[q] for q in env.state.geo.between(h.pos, c.pos) if q in env.state.board]


# --- effects -------------------------------------------------------------------------------------


@piece("do", "search_draw", params={"filter": "filter"}, defaults={"filter": {"class": ["champion"]}},
       main="filter",
       summary="You search your draw pile for a card matching the filter, reveal it and put it in your hand, "
               "then shuffle your draw pile (A Hero Is Born). You choose by name when several differ; with "
               "none, the pile is only shuffled. Done once, whatever the targets.",
       example="{search_draw: {class: [champion]}}")
class SearchDraw(Do):
    """Searching piles of your own for a card: `piles` names them (here the draw pile; Superior
    Planning's `search_piles` adds the discard pile), `where` words them in the question."""

    targets = False
    piles: tuple[str, ...] = ("draw",)
    where = "your draw pile"

    @classmethod
    def _found(cls, env, p):
        """The topmost card of each matching name in each searched pile: what the player finds."""
        f = {**dict(p["filter"]), "not_self": False}
        for k in ("within", "adjacent", "side", "in_line"):
            f.pop(k, None)
        pl = env.state.players[env.player]
        out: list[int] = []
        for zone in cls.piles:
            names: set[str] = set()
            for u in reversed(pl.pile(zone)):
                c = env.state.cards[u]
                if fits(env, f, c) and c.name not in names:
                    names.add(c.name)
                    out.append(u)
        return out

    @classmethod
    def _take(cls, ctx, env, card):
        ctx.emit(ev.CardReturnedToHand(card))  # revealed: the opponent sees which card it is
        cls._shuffle(ctx, env)

    @staticmethod
    def _shuffle(ctx, env):
        s = ctx.state
        r, order = shuffled(s.rng, list(s.players[env.player].draw))
        ctx.emit(ev.DrawPileShuffled(env.player, tuple(order), r))

    @classmethod
    def run(cls, ctx, env, p, uid):
        found = cls._found(env, p)
        if not found:
            cls._shuffle(ctx, env)
            return None
        if len(found) == 1:
            cls._take(ctx, env, found[0])
            return None
        # A card prompt offering cards of the player's own draw pile: `game.core.view` shows them
        # to that player only (they look through the pile); the opponent sees hidden cards.
        if "discard" in cls.piles:
            return Ask("card", found, msg("{ability}: which card do you take from your draw or discard pile?",
                                          ability=env.title))
        return Ask("card", found, msg("{ability}: which card do you take from your draw pile?", ability=env.title))

    @classmethod
    def resume(cls, ctx, env, p, uid, data, answer):
        found = cls._found(env, p)
        if answer in found:
            cls._take(ctx, env, answer)
        elif found:
            cls._take(ctx, env, found[0])


@piece("do", "take_magic", params={"amount": "int"}, defaults={"amount": 2}, main="amount",
       summary="Magic pile (1E): move up to `amount` cards, one at a time, from the top of your opponent's magic "
               "pile to the top of yours (Magic Drain). Done once, whatever the targets.",
       example="{take_magic: 2}")
class TakeMagic(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state
        opp = s.players[s.opponent(env.player)].magic_pile
        n = min(max(0, p["amount"]), len(opp))
        if n:
            # Their top card is taken first, so it ends under the second one on your pile.
            ctx.emit(ev.CardsToMagicPile(env.player, tuple(reversed(opp[-n:])), env.title))
        return None


@piece("do", "summon_free", params={"filter": "filter"}, defaults={"filter": {"class": ["common"]}},
       main="filter",
       summary="The target is an empty space (`choose_summon_space`): you choose a unit of yours matching the "
               "filter from your hand and summon it there without paying its cost (Reinforcements). It is "
               "summoned: 'after summoned' abilities see it.",
       example="{summon_free: {class: [common]}}")
class SummonFree(Do):
    @staticmethod
    def _cards(env, p):
        f = {**dict(p["filter"]), "not_self": False}
        for k in ("within", "adjacent", "side", "in_line"):
            f.pop(k, None)
        return [u for u in env.state.players[env.player].hand
                if env.state.cards[u].defn.is_unit and not env.state.cards[u].defn.is_summoner
                and fits(env, f, env.state.cards[u])]

    @staticmethod
    def run(ctx, env, p, uid):
        if not isinstance(uid, tuple) or uid in env.state.board:
            return None
        options = SummonFree._cards(env, p)
        if not options:
            return None
        return Ask("card", options, msg("{ability}: choose a unit to summon for free.", ability=env.title), optional=True)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or answer not in SummonFree._cards(env, p) or uid in env.state.board:
            return
        ctx.emit(ev.UnitSummoned(env.player, answer, uid))
        fire(ctx, "summoned", card=answer, player=env.player)


@piece("do", "roll_result", params={"dice": "count", "at_least": "int", "name": "str"},
       defaults={"dice": 1, "name": "roll"}, main="at_least",
       summary="Numbered dice (1E): this card rolls `dice` dice for this ability; the effects after it happen "
               "only if a die shows `at_least` or more (Fury: 'roll a die; on 5 or more …'). Done once, "
               "whatever the targets.",
       example="{roll_result: 5}")
class RollResult(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.abilities.rerolls import _record
        from game.core.attack import roll_dice

        roller = env.state.cards[env.holder.uid]
        if roller.zone != BOARD:
            return None
        purpose = p["name"]
        faces = roll_dice(ctx, roller.controller, p["dice"], roller.uid, purpose)
        _record(ctx, roller, purpose, faces)
        return Later(lambda c: fire(c, "after_roll", roller=roller.uid, purpose=purpose, player=roller.controller,
                                    what=env.title))

    @staticmethod
    def proceed(env, p, uid, data):
        from game.core.abilities.rerolls import current_faces

        return any(f + 1 >= p["at_least"] for f in current_faces(env.state, env.holder.uid, p["name"]))


@piece("do", "take_control",
       summary="You take control of the target (1E 'you control': it is yours to move and attack with; its "
               "owner loses control of it). Give it back with `return_control` (Blazing Conscription: 'until the "
               "end of the turn', with `grant_abilities` lending the card an ability that does so).",
       example="do: [take_control, {grant_abilities: end_of_turn}]")
class TakeControl(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid) and env.state.cards[uid].controller != env.player:
            ctx.emit(ev.ControlChanged(uid, env.player))
        return None


@piece("do", "return_control",
       summary="The target goes back under its owner's control, if another player controls it.",
       example="do: return_control")
class ReturnControl(Do):
    @staticmethod
    def run(ctx, env, p, uid):
        if _on_board(env, uid):
            c = env.state.cards[uid]
            if c.controller != c.owner:
                ctx.emit(ev.ControlChanged(uid, c.owner))
        return None


# --- stat changes --------------------------------------------------------------------------------


@piece("modify", "all_or_nothing",
       summary="Numbered dice (1E): if any die of the unit's attack misses, the attack adds no damage (Unwieldy "
               "Magic: 'if any of its dice misses, the whole attack misses'). A miss is a die under the attack's "
               "hit result, after every change to the results or the threshold; counted dice never miss.",
       example="modify: all_or_nothing")
class AllOrNothing(AttackChange):
    """Read from the attack itself (`AttackInfo.hits` against its dice), so a changed threshold
    (Reckless) or a bonus to the results (Taskmaster) counts as it does for the hits."""

    priority = 85  # after the count and its modifiers, as attack_no_damage

    @staticmethod
    def change(env, p, attack):
        if attack.counted or not env.state.ruleset.die_numbered or attack.heal:
            return
        if attack.hits < len(attack.faces) and attack.damage:
            attack.notes.append(msg("{ability}: a die missed, the attack misses", ability=env.title))
            attack.damage = 0
