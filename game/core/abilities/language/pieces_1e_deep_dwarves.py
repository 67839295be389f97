"""Ability-language pieces first needed by 1st-edition Master Set cards (deep dwarves).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do, _on_board
from game.core.abilities.language.env import Env, fits, on_board
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import Selector
from game.core.message import msg
from game.core.state import BOARD
from game.core.state import Effect as Lasting

# --- conditions ----------------------------------------------------------------------------------


def _mark_stat(name: str) -> str:
    return f"mark:{name}"


@_check("player_marked", params={"name": "str"}, main="name",
        summary="You have set the player mark of this name (`do: {player_mark: …}`) and it has not run out: 'then, this phase, "
                "…' (Tunnel: 'pay 1 magic; then any Miner that moves this phase may instead be placed …').",
        example="if: {player_marked: Tunnel}")
def _marked(env: Env, p: dict) -> bool:
    s = env.state.summoner(env.player)
    if s is None:
        return False
    stat = _mark_stat(p["name"])
    return any(e.kind == "stat" and e.target == s.uid and dict(e.data).get("stat") == stat
               for e in env.state.effects)


@_check("no_moves_yet",
        summary="No unit has moved (nor used its move) yet this phase: 'at the start of your Move phase', for an "
                "ability the player uses (Tunnel).",
        example="if: no_moves_yet")
def _no_moves_yet(env: Env, p: dict) -> bool:
    return not env.state.turn.movers


@_check("first_holder",
        summary="This card is the first (in a fixed order: the lowest card number) of its controller's cards on "
                "the battlefield with an ability of this title: an ability printed on several of your cards works "
                "once, not once per card (1E: abilities of the same name do not add up; Insight).",
        example="while: {all: [first_holder, {player_marked: Insight}]}")
def _first_holder(env: Env, p: dict) -> bool:
    from game.core.ability_registry import abilities_of

    me = env.me
    if me.zone != BOARD:
        return False
    for c in env.state.on_board(me.controller):
        if c.uid < me.uid and any(a is not None and a.title == env.title for a in abilities_of(c.defn)):
            return False
    return True


@_check("magic_pile_has", params={"filter": "filter"}, main="filter",
        summary="Magic pile (1E): a card in your magic pile matches the filter (Illusionary Warrior: 'take a "
                "common from your magic pile').",
        example="if: {magic_pile_has: {class: [common]}}")
def _magic_pile_has(env: Env, p: dict) -> bool:
    return bool(PlaceFromMagicPile.cards_in(env, p["filter"]))


# --- selectors -----------------------------------------------------------------------------------


@piece("target", "choose_space_near", params={"filter": "filter", "also": "filter", "text": "str"},
       defaults={"also": None, "text": ""}, main="filter",
       summary="An empty space adjacent to a card on the battlefield matching the filter, or the filter `also` "
               "(counted from this card; never this card itself), chosen by you, for `place` (Tunnel: 'placed "
               "adjacent to another Miner you control') and `place_from_magic_pile`.",
       example="target: {choose_space_near: {side: friendly, name: Miner}}")
class ChooseSpaceNear(Selector):
    choice = True
    spaces = True

    @staticmethod
    def candidates(env, p):
        out = set()
        for flt in (p["filter"], p.get("also")):
            if flt is None:
                continue
            for c in on_board(env, {**dict(flt), "not_self": True}):
                out.update(q for q in env.state.geo.adjacent(c.pos) if q not in env.state.board)
        return sorted(out, key=lambda q: (q[1], q[0]))


# --- effects -------------------------------------------------------------------------------------


@piece("do", "discard_top_to_magic",
       summary="Magic pile (1E): the top card of your discard pile goes face down on top of your magic pile "
               "(Meditate: 'move the top card of your discard pile to your magic pile'); nothing with an empty "
               "discard pile. Done once, whatever the targets.",
       example="do: discard_top_to_magic")
class DiscardTopToMagic(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        pile = env.state.players[env.player].discard
        if pile:
            ctx.emit(ev.CardsToMagicPile(env.player, (pile[-1],), env.title))
        return None


@piece("do", "attack_with_only", params={"units": "count"}, defaults={"units": 1}, main="units",
       summary="For the rest of this turn you may attack with at most `units` units in your Attack phase "
               "(Meditate: 'on a turn you do this you may attack with only 1 unit'); attacks that take no "
               "attacker slot (extra attacks) are not counted. Held by your summoner. Done once, whatever the "
               "targets.",
       example="do: {attack_with_only: 1}")
class AttackWithOnly(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state.summoner(env.player)
        if s is not None:
            amount = min(0, max(0, p["units"]) - env.state.ruleset.max_attackers)
            ctx.emit(ev.EffectAdded(Lasting("stat", s.uid, env.player, until="end_of_turn",
                                            data=(("stat", "max_attackers"), ("amount", amount)),
                                            source=env.me.uid)))
        return None


@piece("do", "place_within", params={"spaces": "count", "own_side": "bool"},
       defaults={"own_side": True}, main="spaces",
       summary="Place the target (a card on the battlefield) on an empty space within `spaces` spaces of this card, "
               "which you choose (Restructure: 'move a wall next to Sprog to a space within 2 spaces of him'). "
               "Placing is neither a move nor a force. With `own_side` (the default) a card you own stays on "
               "your side of the battlefield.",
       example="{place_within: 2}")
class PlaceWithin(Do):
    pays_on_answer = True

    @staticmethod
    def _spaces(env, p, uid):
        s = env.state
        h = s.cards.get(env.holder.uid)
        c = s.cards.get(uid)
        if h is None or h.zone != BOARD or c is None or c.zone != BOARD:
            return []
        keep = p["own_side"] and c.owner == env.player
        return sorted(q for q in s.geo.spaces_within(h.pos, p["spaces"])
                      if q not in s.board and (not keep or s.geo.on_side(c.owner, q)))

    @staticmethod
    def feasible(env, p, uid):
        return bool(PlaceWithin._spaces(env, p, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        spaces = PlaceWithin._spaces(env, p, uid)
        if not spaces:
            return None
        c = env.state.cards[uid]
        return Ask("space", spaces, msg("{ability}: where is {card} placed?", ability=env.title, card=c.name), data={"card": uid})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or not _on_board(env, uid):
            return
        to = tuple(answer)
        if to in PlaceWithin._spaces(env, p, uid):
            verbs.relocate(ctx, uid, to)


@piece("do", "player_mark", params={"name": "str", "until": "choice:end_of_phase|end_of_turn"},
       defaults={"until": "end_of_phase"}, main="name",
       summary="You (the player, not a card) set a mark of this name until the end of the phase (or turn), for the "
               "condition `player_marked` "
               "(Tunnel: 'pay 1 magic; then, this phase, …'). Held by your summoner. Done once, whatever the "
               "targets.",
       example="do: {player_mark: Tunnel}")
class Mark(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state.summoner(env.player)
        if s is not None:
            ctx.emit(ev.EffectAdded(Lasting("stat", s.uid, env.player, until=p["until"],
                                            data=(("stat", _mark_stat(p["name"])), ("amount", 0)),
                                            source=env.me.uid)))
        return None


@piece("do", "place_from_magic_pile", params={"filter": "filter"}, defaults={"filter": {"class": ["unit"]}},
       main="filter",
       summary="Magic pile (1E): the target is an empty space; you choose a unit matching the filter from your "
               "magic pile (yours or an opponent's card) and place it there under your control (placing is not "
               "summoning): Illusionary Warrior. Nothing is asked when none matches.",
       example="{place_from_magic_pile: {class: [common]}}")
class PlaceFromMagicPile(Do):
    @staticmethod
    def cards_in(env, flt):
        """The units of your magic pile matching `flt`, the top first."""
        f = {**dict(flt), "not_self": False}
        for k in ("within", "adjacent", "side"):
            f.pop(k, None)
        out = []
        for u in reversed(env.state.players[env.player].magic_pile):
            c = env.state.cards[u]
            if c.defn.is_unit and fits(env, f, c):
                out.append(u)
        return out

    @staticmethod
    def _cards(env, p):
        return PlaceFromMagicPile.cards_in(env, p["filter"])

    @staticmethod
    def feasible(env, p, uid):
        return bool(PlaceFromMagicPile._cards(env, p))

    @staticmethod
    def run(ctx, env, p, uid):
        if not isinstance(uid, tuple) or uid in env.state.board:
            return None
        options = PlaceFromMagicPile._cards(env, p)
        if not options:
            return None
        return Ask("card", options, msg("{ability}: choose a card from your magic pile to place.", ability=env.title))

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is not None and answer in PlaceFromMagicPile._cards(env, p) and uid not in env.state.board:
            verbs.place(ctx, env.player, answer, uid)


@piece("do", "pay_magic", params={"amount": "count"}, defaults={"amount": 1}, main="amount",
       summary="You pay `amount` magic for this target; a target can be chosen only while you can pay it (Magic "
               "Torrent: 'pay any amount of magic; for each, 1 wound on a different enemy', with `choose_several`).",
       example="do: [{pay_magic: 1}, {damage: 1}]")
class PayMagic(Do):
    @staticmethod
    def feasible(env, p, uid):
        from game.core.damage import spendable_magic

        return spendable_magic(env.state, env.player) >= p["amount"]

    @staticmethod
    def run(ctx, env, p, uid):
        from game.core.damage import spend_magic, spendable_magic

        if spendable_magic(ctx.state, env.player) >= p["amount"] > 0:
            spend_magic(ctx, env.player, p["amount"], env.title)
        return None


@piece("do", "magic_stasis",
       summary="Magic pile (1E): your opponent cannot spend magic until the start of your next turn (Magic "
               "Stasis): no summoning or building that costs magic, no ability cost in magic. Held by their "
               "summoner. Done once, whatever the targets.",
       example="do: magic_stasis")
class MagicStasis(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state.summoner(env.state.opponent(env.player))
        if s is not None:
            ctx.emit(ev.EffectAdded(Lasting("stat", s.uid, env.player, until=f"start_of_turn_{env.player}",
                                            data=(("stat", "magic_locked"), ("amount", 1)),
                                            source=env.me.uid)))
        return None


@piece("do", "cheaper_abilities", params={"amount": "count"}, defaults={"amount": 1}, main="amount",
       summary="Until the end of the turn, your abilities that cost magic cost `amount` less (never below 0; an "
               "ability that costs no magic is unchanged): Wake the Father Gem. Two such effects add up. Held by "
               "your summoner. Done once, whatever the targets.",
       example="do: {cheaper_abilities: 1}")
class CheaperAbilities(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state.summoner(env.player)
        if s is not None:
            ctx.emit(ev.EffectAdded(Lasting("stat", s.uid, env.player, until="end_of_turn",
                                            data=(("stat", "ability_magic_cost"), ("amount", -p["amount"])),
                                            source=env.me.uid)))
        return None
