"""Effects (`do:`): what an ability does, through the same verbs as every named handler
(`game.core.abilities.verbs`). Most apply to each target in turn; a few (draw, gain magic)
apply once. An effect that needs a further choice (where a card is forced, whom an extra attack
targets) asks for it and finishes when answered."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.generic import extra_attack, extra_attack_targets
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import piece
from game.core.context import Ctx
from game.core.move import force_destinations
from game.core.state import BOARD
from game.core.state import Effect as Lasting


@dataclass
class Ask:
    """A further choice an effect needs: the runtime asks it and calls the effect's `resume`."""

    kind: str  # card | space
    options: list
    text: str
    optional: bool = False
    data: dict = field(default_factory=dict)


class Do:
    targets = True  # applies to each target; False: once, whatever the targets

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


def _on_board(env: Env, uid: Any) -> bool:
    c = env.state.cards.get(uid) if isinstance(uid, int) else None
    return c is not None and c.zone == BOARD


def _simple(name: str, text: str, verb, example: str = ""):
    class S(Do):
        @staticmethod
        def run(ctx, env, p, uid):
            if _on_board(env, uid):
                verb(ctx, env, uid, p)
            return None

    S.__name__ = name
    piece("do", name, params=_AMOUNT, defaults={"amount": 1}, main="amount", summary=text, example=example)(S)


_simple("damage", "Add damage to the target (not an attack; abilities that change ability damage apply).",
        lambda ctx, env, uid, p: verbs.add_damage(ctx, env.holder, uid, p["amount"], env.title), "{damage: 1}")
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


@piece("do", "force", params={"spaces": "int", "exact": "bool"}, defaults={"spaces": 1, "exact": False},
       main="spaces", summary="Force the target 1 to `spaces` spaces in a straight line (exactly, with `exact`); "
       "you choose where.", example="{force: 2}")
class Force(Do):
    @staticmethod
    def feasible(env, p, uid):
        return bool(force_destinations(env.state, env.state.cards[uid], p["spaces"], p["exact"]))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        c = env.state.cards[uid]
        spaces = sorted(force_destinations(env.state, c, p["spaces"], p["exact"]))
        if not spaces:
            return None
        return Ask("space", spaces, f"{env.title}: where is {c.name} forced?", data={"card": uid})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        s = env.state
        path = force_destinations(s, s.cards[uid], p["spaces"], p["exact"]).get(tuple(answer))
        if path:
            verbs.force(ctx, uid, path, env.holder.uid)


@piece("do", "extra_attack", params={"filter": "filter"}, defaults={"filter": {}}, main="filter",
       summary="The target (a unit) may make one extra attack now, on a card matching the filter: choosing "
               "its target is the 'may' (it takes none of the phase's 3 attacker slots).",
       example="do: extra_attack")
class ExtraAttack(Do):
    @staticmethod
    def _options(env, p, uid):
        u = env.state.cards[uid]
        return [t for t in extra_attack_targets(env.state, u) if fits(env, {**dict(p["filter"]), "not_self": False},
                                                                          env.state.cards[t])]

    @staticmethod
    def feasible(env, p, uid):
        return bool(ExtraAttack._options(env, p, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        options = ExtraAttack._options(env, p, uid)
        if not options:
            return None
        name = env.state.cards[uid].name
        return Ask("card", options, f"{env.title}: {name} may make an extra attack. Choose its target.",
                   optional=True)

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
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
            verb(ctx, env, p["amount"])
            return None

    Once.__name__ = name
    piece("do", name, params=_AMOUNT, defaults={"amount": 1}, main="amount", summary=text, example=example)(Once)


_once("draw", "You draw cards.", lambda ctx, env, n: verbs.draw(ctx, env.player, n), "{draw: 2}")
_once("gain_magic", "You gain magic.", lambda ctx, env, n: verbs.magic(ctx, env.player, n, env.title),
      "{gain_magic: 1}")


@piece("do", "place_from", params={"pile": "choice:discard|hand", "filter": "filter"},
       defaults={"pile": "discard", "filter": {"class": ["unit"]}}, main="pile",
       summary="The target is an empty space (`choose_space`): you choose a card of yours matching the filter "
               "from the pile and place it there (placing is not summoning).",
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
        return Ask("card", options, f"{env.title}: choose a card to place.")

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in PlaceFrom._cards(env, p) and uid not in env.state.board:
            verbs.place(ctx, env.player, answer, uid)


@piece("do", "return_from", params={"pile": "choice:discard", "filter": "filter", "optional": "bool"},
       defaults={"pile": "discard", "filter": {"class": ["unit"]}, "optional": False}, main="pile",
       summary="You choose a card of yours matching the filter from the pile (the top first) and return it to "
               "your hand, revealed ('return a unit from your discard pile to your hand'); with `optional` "
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
        return Ask("card", options, f"{env.title}: choose a card to return from your discard pile to your hand.",
                   optional=bool(p["optional"]))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in ReturnFrom._cards(env, p):
            ctx.emit(ev.CardReturnedToHand(answer))
