"""The one resolver for every value a rule reads: strength, life, move distance, range, …

A value starts from the printed card (or the ruleset) and each live ability that declares the
stat in its `stats` may change it, then temporary effects of kind "stat" apply. Rules code never
reads `defn.strength` directly; it asks here, so abilities can change anything.

Live abilities: the abilities printed on cards on the battlefield (host = that card), abilities
of cards under them that work from under (host = the card above), abilities of events in an
active area or being resolved (host = None), and abilities granted by temporary effects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import events as ev
from game.core.ability_registry import Ability, abilities_of, instance
from game.core.apply import keep_live_index_with
from game.core.state import BOARD, DISCARD, DRAW, HAND, MAGIC_PILE, Card, GameState

Live = tuple[Ability, Card, Card | None]


def _live_ids(state: GameState) -> list[tuple[Ability, int, int | None]]:
    """(ability, bearer uid, host uid) for every live ability. Kept until an event changes which
    cards are in play or which effects apply (see `apply.STRUCTURAL`), not after every event:
    damage, boosts and magic change values, not which abilities are live."""
    lc = state.live
    if lc is None:
        lc = state.live = {}
    got = lc.get("ids")
    if got is not None:
        return got
    out: list[tuple[Ability, int, int | None]] = []
    cards = state.cards
    silenced = _silenced(state)
    on_field = list(state.board.values())
    if state.vines:
        on_field += state.vines.values()  # 1E Vine Walls are wall cards "for all purposes"
    for uid in on_field:
        c = cards[uid]
        if uid not in silenced:
            for a in _printed(c.defn)[0]:
                out.append((a, uid, uid))
        for u in c.under:
            for a in _printed(cards[u].defn)[1]:
                out.append((a, u, uid))
    for p in state.players:
        for uid in p.active + p.resolving:
            for a in _printed(cards[uid].defn)[0]:
                out.append((a, uid, None))
        for uid in p.hand:  # events that react from the hand (`Ability.from_hand`, 1E Shadows)
            for a in _printed(cards[uid].defn)[2]:
                out.append((a, uid, None))
    for e in state.effects:
        if e.kind == "grant":
            x = _granted(state, e, silenced)
            if x is not None:
                out.append(x)
    lc["ids"] = out
    lc["order"] = _order(state)
    return out


def _order(state: GameState) -> tuple:
    """What sets the order of `_live_ids` besides the events that rebuild it: the cards on the
    battlefield in the order its dicts hold them (a move takes a card out and puts it back last;
    an exchange of places keeps the spaces' order and swaps the cards)."""
    return (tuple(state.board.values()), tuple(state.vines.values())) if state.vines else tuple(state.board.values())


def live_kept(state: GameState, live: dict | None) -> dict | None:
    """`live`, the live-ability index from before an event that changed nothing it was built
    from (a temporary effect that is not a grant or a silence, a card drawn that does nothing
    from the hand), if it is still in the order a rebuild would give; otherwise None (rebuild).
    The index is shared with the states it was copied to, and is never changed in place."""
    if live is None or "ids" not in live or live.get("order") != _order(state):
        return None
    return live


def live_with_grant(state: GameState, live: dict | None, effect: Any) -> dict | None:
    """The live-ability index after `effect`, a grant just added last to `state.effects`: the
    one from before with the granted ability added at the end, where `_live_ids` puts it (the
    effects come last, in their order), or nothing added when `_live_ids` would leave it out.
    None when `live` cannot be kept (see `live_kept`)."""
    live = live_kept(state, live)
    if live is None:
        return None
    entry = _granted(state, effect, _silenced(state))
    if entry is None:
        return live
    out: dict = {"ids": live["ids"] + [entry], "order": live["order"]}
    idx = live.get("idx")
    if idx is not None:
        keys = _keys(entry[0])
        stats = {k[5:] for k in keys if k.startswith("stat:")}
        # the groups the ability joins get it last; the per-card lists of its stats are redone
        new = {k: v for k, v in idx.items() if not (type(k) is tuple and k[0] in stats)}
        for key in keys:
            new[key] = new.get(key, _NONE) + [entry]
        out["idx"] = new
    return out


class _Keeper:
    """The live-ability index kept through an event that changes nothing it is built from
    (`apply.keep_live_index_with`): an effect that does not silence, an end of effects none of
    which grants or silences, cards drawn from the draw pile that do nothing from the hand,
    cards discarded or put on a magic pile from a hand (doing nothing there) or another pile."""

    def survives(self, state: GameState, event: ev.Event) -> bool:
        t = type(event)
        if t is ev.EffectAdded:
            return event.effect.kind != "no_abilities"
        if t is ev.EffectsEnded:
            return not any(x.until == event.until and x.kind in _LIVE_KINDS for x in state.effects)
        if t is ev.CardsDrawn:
            cards = state.cards
            return all(cards[u].zone == DRAW and not works_from_hand(cards[u].defn) for u in event.cards)
        if t is ev.CardDiscarded:
            return _out_of_play(state, event.card)
        if t is ev.CardsToMagicPile:
            return all(_out_of_play(state, u) for u in event.cards)
        return False

    def after(self, state: GameState, live: dict, event: ev.Event) -> dict | None:
        if type(event) is ev.EffectAdded:
            return live_with_grant(state, live, event.effect)
        return live_kept(state, live)


_LIVE_KINDS = frozenset({"grant", "no_abilities"})
_PILES = frozenset({DRAW, DISCARD, MAGIC_PILE})


def _out_of_play(state: GameState, uid: int) -> bool:
    """Whether card `uid` has no live ability where it is, nor leaves one behind when it goes
    to another pile: it is in a draw, discard or magic pile, or in a hand and does nothing from
    there (a Vine Wall goes home to its pile, which nothing reads either)."""
    c = state.cards.get(uid)
    return c is not None and (c.zone in _PILES or (c.zone == HAND and not works_from_hand(c.defn)))


def _silenced(state: GameState) -> set[int] | tuple:
    return {e.target for e in state.effects if e.kind == "no_abilities"} if state.effects else ()


def _granted(state: GameState, e: Any, silenced: set[int] | tuple) -> tuple[Ability, int, int] | None:
    """(ability, bearer uid, host uid) a "grant" effect makes live, or None."""
    cards = state.cards
    if e.kind != "grant" or e.target not in cards:
        return None
    host = cards[e.target]
    if host.zone != BOARD or host.uid in silenced:
        return None
    data = dict(e.data)
    bearer = cards.get(data["card"])
    if bearer is None or data["spec"] >= len(bearer.defn.abilities):
        return None  # gone, or a view's placeholder for a card it hides (no abilities known)
    a = instance(bearer.defn.abilities[data["spec"]])
    return None if a is None else (a, bearer.uid, host.uid)


_PRINTED: dict[int, tuple[Any, tuple]] = {}
_KEYS: dict[int, tuple[Ability, tuple[str, ...]]] = {}


def _printed(defn: Any) -> tuple[tuple[Ability, ...], tuple[Ability, ...], tuple[Ability, ...]]:
    """A card definition's known abilities: all of them, those that work from under another
    card, those that work from the hand. Kept by the (frozen) definition object."""
    got = _PRINTED.get(id(defn))
    if got is None or got[0] is not defn:
        known = tuple(a for a in abilities_of(defn) if a is not None)
        got = _PRINTED[id(defn)] = (defn, (known, tuple(a for a in known if a.from_under),
                                           tuple(a for a in known if a.from_hand)))
    return got[1]


def works_from_hand(defn: Any) -> bool:
    """Whether a card definition has an ability that is live while the card is in a hand."""
    return bool(_printed(defn)[2])


def _keys(a: Ability) -> tuple[str, ...]:
    """The groups of `_index` an ability belongs to (fixed when the ability object is made)."""
    got = _KEYS.get(id(a))
    if got is None or got[0] is not a:
        keys = tuple("stat:" + stat for stat in a.stats) + tuple("trig:" + t for t in a.triggers)
        if a.attack_hook:
            keys += ("attack_hooks",)
        if type(a).activations is not Ability.activations:
            keys += ("activatable",)
        got = _KEYS[id(a)] = (a, keys)
    return got[1]


def _index(state: GameState) -> dict[str, list[tuple[Ability, int, int | None]]]:
    """The live abilities grouped, in one pass, by what the rules ask for: "stat:<stat>" (it
    modifies that stat), "trig:<trigger>" (it listens to that trigger), "attack_hooks" and
    "activatable". Each group keeps the order of `_live_ids`. Kept as long as the index is."""
    ids = _live_ids(state)
    lc = state.live
    idx = lc.get("idx")
    if idx is None:
        idx = {}
        for x in ids:
            for key in _keys(x[0]):
                group = idx.get(key)
                if group is None:
                    idx[key] = [x]
                else:
                    group.append(x)
        lc["idx"] = idx
    return idx


_NONE: list = []


def _ids_where(state: GameState, key: str) -> list[tuple[Ability, int, int | None]]:
    lc = state.live
    idx = None if lc is None else lc.get("idx")
    if idx is None:
        idx = _index(state)
    return idx.get(key, _NONE)


def _fresh(state: GameState, ids: list[tuple[Ability, int, int | None]]) -> list[Live]:
    cards = state.cards
    return [(a, cards[b], None if h is None else cards[h]) for a, b, h in ids]


def live_abilities(state: GameState) -> list[Live]:
    return _fresh(state, _live_ids(state))


def _stat_ids(state: GameState, stat: str) -> list[tuple[Ability, int, int | None]]:
    return _ids_where(state, "stat:" + stat)


def _by_stat(state: GameState, stat: str) -> list[Live]:
    return _fresh(state, _stat_ids(state, stat))


def query(state: GameState, stat: str, subject: Card, value: Any, **info: Any) -> Any:
    """`value` as changed by every live ability that modifies `stat`, then by effects."""
    lc = state.live
    idx = None if lc is None else lc.get("idx")
    if idx is None:
        idx = _index(state)
    ids = idx.get("stat:" + stat)
    if ids:
        # only the modifiers that can change this card's value, in the same order
        mine = idx.get((stat, subject.uid))
        if mine is None:
            uid = subject.uid
            mine = idx[(stat, uid)] = [x for x in ids if not x[0].host_only or x[2] == uid]
        ids = mine
        cards = state.cards
        for a, b, h in ids:
            value = a.modify(state, stat, subject, cards[b], None if h is None else cards[h], value, info)
    if state.effects:
        for e in state.effects:
            if e.kind == "stat" and e.target == subject.uid:
                d = dict(e.data)
                if d.get("stat") == stat:
                    value = value + d.get("amount", 0)
    return value


def unmodified(state: GameState, stat: str) -> bool:
    """Whether `query(state, stat, card, value, ...)` gives `value` back for every card now: no
    live ability modifies `stat` and no temporary effect changes it. Where the rules ask the
    same stat of many cards (the targets of an attack), they can then take the value they start
    from without asking for each card (most stats, most of the time: issue 23, "Rules speed").
    Kept with the state's derived data (`GameState.cache`) until the next event."""
    cache = state.cache
    if cache is None:
        cache = state.cache = {}
    known = cache.get("unmodified")
    if known is None:
        known = cache["unmodified"] = {}
    got = known.get(stat)
    if got is None:
        got = known[stat] = _unmodified(state, stat)
    return got


def _unmodified(state: GameState, stat: str) -> bool:
    lc = state.live
    idx = None if lc is None else lc.get("idx")
    if idx is None:
        idx = _index(state)
    if idx.get("stat:" + stat):
        return False
    for e in state.effects:
        if e.kind == "stat" and dict(e.data).get("stat") == stat:
            return False
    return True


def query_with_own(state: GameState, stat: str, card: Card, value: Any, **info: Any) -> Any:
    """Like `query`, but the card's own printed abilities apply even though it is not on the
    battlefield yet (glossary ABILITY: in effect 'while it is being summoned or built')."""
    value = query(state, stat, card, value, **info)
    if card.zone != BOARD:
        for a in abilities_of(card.defn):
            if a is not None and stat in a.stats:
                value = a.modify(state, stat, card, card, card, value, info)
    return value


def attack_hooks(state: GameState) -> list[Live]:
    return _fresh(state, _ids_where(state, "attack_hooks"))


def trigger_listeners(state: GameState, trigger: str) -> list[Live]:
    return _fresh(state, _ids_where(state, "trig:" + trigger))


def has_listeners(state: GameState, trigger: str) -> bool:
    """Whether any live ability listens to `trigger` (`trigger_listeners` is not empty)."""
    return bool(_ids_where(state, "trig:" + trigger))


def activatable(state: GameState) -> list[Live]:
    """Live abilities that a player can choose to use (they override `activations`)."""
    return _fresh(state, _ids_where(state, "activatable"))


# --- the stats the base rules read ----------------------------------------------------------


def strength(state: GameState, card: Card, **info: Any) -> int:
    """The card's strength as abilities change it. Asked with a `target`, it is the card's
    attack on that target: the query then names the card as the attacker too, so a condition
    about the attacker (`attacking`, `attacker:`) holds while its dice are counted (it read
    nothing there before, and such abilities never acted)."""
    if "target" in info and "attacker" not in info:
        info["attacker"] = card.uid
    return max(0, query(state, "strength", card, card.defn.strength, **info))


def life(state: GameState, card: Card) -> int:
    """Printed life as changed by abilities (before damage)."""
    return query(state, "life", card, card.defn.life)


def life_left(state: GameState, card: Card) -> int:
    return life(state, card) - card.damage


def life_never_lowered(state: GameState) -> bool:
    """Whether no live ability and no temporary effect can make a card's life less than printed
    (each only adds, or nothing): then a card with less damage than its printed life has life
    left, whatever else `life` would find. Which abilities are live is kept with the index."""
    lc = state.live
    if lc is None or "idx" not in lc:
        _index(state)
        lc = state.live
    raised_only = lc.get("life_raised_only")
    if raised_only is None:
        raised_only = lc["life_raised_only"] = all(a.never_lowers("life") for a, _, _ in _stat_ids(state, "life"))
    if not raised_only:
        return False
    for e in state.effects:
        if e.kind == "stat":
            d = dict(e.data)
            if d.get("stat") == "life":
                amount = d.get("amount", 0)
                if type(amount) is not int or amount < 0:
                    return False
    return True


def move_distance(state: GameState, card: Card) -> int:
    return max(0, query(state, "move_distance", card, state.ruleset.move_distance))


def attack_kind(state: GameState, card: Card) -> str:
    """"melee" or "ranged": the printed symbol as abilities change it (1E Glarg on a Vine Wall
    counts as ranged; Apprentice Mage's Magic Shot). Every rule that asks how a unit attacks
    reads it here, never the printed symbol."""
    if unmodified(state, "attack_kind"):
        return card.defn.attack or "melee"
    return query(state, "attack_kind", card, card.defn.attack or "melee")


def is_ranged(state: GameState, card: Card) -> bool:
    return attack_kind(state, card) == "ranged"


def attack_range(state: GameState, card: Card) -> int:
    base = 1 if not is_ranged(state, card) else state.ruleset.ranged_range
    return query(state, "attack_range", card, base)


def can_move(state: GameState, card: Card) -> bool:
    base = card.defn.is_unit and not card.defn.is_structure
    return bool(query(state, "can_move", card, base))


def can_attack(state: GameState, card: Card) -> bool:
    base = card.defn.is_unit
    return bool(query(state, "can_attack", card, base))


def is_gate(state: GameState, card: Card) -> bool:
    return bool(query(state, "is_gate", card, card.defn.gate))


def pass_through(state: GameState, card: Card) -> frozenset[str]:
    """Class words of cards this unit may move through ("any" for every card)."""
    return query(state, "pass_through", card, frozenset())


def can_be_targeted(state: GameState, card: Card, by: Card | None) -> bool:
    return bool(query(state, "targetable", card, True, by=by))


def can_be_forced(state: GameState, card: Card) -> bool:
    return bool(query(state, "forceable", card, True))


def blocks_attack(state: GameState, blocker: Card, attacker: Card) -> bool:
    """Whether `blocker` stops `attacker`'s ranged line of fire (Parapet says no for friends)."""
    return bool(query(state, "blocks_attack", blocker, True, attacker=attacker))


def extra_attacker(state: GameState, card: Card) -> bool:
    """May attack even after the phase's attacker limit (Relentless)."""
    return bool(query(state, "extra_attacker", card, False))


def grants_magic(state: GameState, source: Card) -> bool:
    """Whether destroying an enemy card with this card's attack or effect gains magic."""
    return bool(query(state, "grants_magic", source, True))


# --- where a value comes from (the zoom's "2 + 2 Frost Bolt") -------------------------------


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A value as the rules read it: the printed number, then each live change with the title
    of the ability (or the card) it comes from. `total` is what `strength`/`life` return."""

    printed: int
    parts: tuple[tuple[str, int], ...]
    total: int

    @property
    def changed(self) -> bool:
        return bool(self.parts)


def _effect_label(state: GameState, subject: Card, source: int | None) -> str:
    src = state.cards.get(source) if source is not None else None
    if src is None or src.uid == subject.uid:
        return "for now"
    return src.name


def breakdown(state: GameState, card: Card, stat: str) -> Breakdown:
    """`stat` ("strength" or "life") of `card` as printed plus each live modifier's contribution,
    found by walking the same modifiers, in the same order, as `query` does (so the parts sum to
    `strength(state, card)` / `life(state, card)`)."""
    if stat not in ("strength", "life"):
        raise ValueError(f"no breakdown for {stat!r}: only strength and life")
    printed = card.defn.strength if stat == "strength" else card.defn.life
    value = printed
    parts: list[tuple[str, int]] = []
    cards = state.cards
    for a, b, h in _stat_ids(state, stat):
        after = a.modify(state, stat, card, cards[b], None if h is None else cards[h], value, {})
        if after != value:
            parts.append((a.title, after - value))
        value = after
    for e in state.effects:
        if e.kind == "stat" and e.target == card.uid:
            d = dict(e.data)
            if d.get("stat") == stat and d.get("amount", 0):
                parts.append((_effect_label(state, card, e.source), d.get("amount", 0)))
                value = value + d.get("amount", 0)
    if stat == "strength" and value < 0:
        parts.append(("never below 0", -value))  # `strength` clamps at 0
        value = 0
    return Breakdown(printed, tuple(parts), value)


keep_live_index_with(_Keeper())
