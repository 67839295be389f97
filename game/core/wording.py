"""Temporary effects and used abilities in a player's words, for the game log.

The core knows what an effect means (its `kind` is the name of the ability that made it, or a
generic verb: a stat change, a granted ability); the log asks here rather than guessing from the
kind's spelling, so no internal id ("active:31", "reckless_strike:38:1") ever reaches a player.
Pure: no pygame, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.message import msg
from game.core.state import Effect, GameState

# How a reader names a card: the log passes one that says "a hidden card" for cards its reader
# may not see (game.core.view), so no sentence here names a card behind the reader's back.
Namer = Callable[[int], str]

_UNTIL = {
    "end_of_turn": msg("until the end of the turn"),
    "end_of_phase": msg("until the end of the phase"),
    "end_of_attack": msg("for this attack"),
}


def _card(state: GameState, uid: int | None, default: str = msg("a card"), name: Namer | None = None) -> str:
    c = state.cards.get(uid) if uid is not None else None
    if c is None or uid is None:
        return default
    return name(uid) if name is not None else c.name


def until_text(state: GameState, until: str, name: Namer | None = None) -> str:
    """How long an effect lasts, as words that end a sentence ("until the end of the turn")."""
    if until in _UNTIL:
        return _UNTIL[until]
    kind, _, rest = until.partition(":")
    if kind == "active" and rest.isdigit():
        # Effects of an ACTIVE event end when that event leaves the active area.
        its_event = msg("its event")  # not inside the call below: the catalog's extractor reads one level
        return msg("while {card} stays active", card=_card(state, int(rest), its_event, name))
    if kind == "freeze" and rest.isdigit():
        # 1E Freeze: the card lies under the unit until it is discarded.
        return msg("while {card} lies on it", card=_card(state, int(rest), "Freeze", name))
    if rest.isdigit():
        its_card = msg("its card")
        return msg("while {card} stays in play", card=_card(state, int(rest), its_card, name))
    return msg("for as long as it lasts")


def ability_title(state: GameState, card: int | None, name: str) -> str:
    """The printed title of ability `name` ("reckless_strike") on `card`, or of a used-mark
    ("language:Momentum", "language:Sly@move", "reckless_strike:38:1": the ability's name, then either its title or
    the attack it was used for)."""
    base, _, rest = name.partition(":")
    first = rest.split(":")[0] if rest else ""
    if first and not first.isdigit():
        return first.partition("@")[0]  # a mark of the form name:Title or name:Title@phase
    c = state.cards.get(card) if card is not None else None
    if c is not None:
        spec = c.defn.ability(base)
        if spec is not None:
            return spec.display
    return base.replace("_", " ").strip().title() or msg("an ability")


def _source_title(state: GameState, e: Effect, name: Namer | None = None) -> str:
    """The ability an effect comes from: the one named like the effect's kind on its source card
    (most effects are named after their ability), else the source's only ability, else the
    source card's name."""
    c = state.cards.get(e.source) if e.source is not None else None
    if c is None:
        return e.kind.replace("_", " ").title()
    spec = c.defn.ability(e.kind)
    if spec is not None:
        return spec.display
    if len(c.defn.abilities) == 1:
        return c.defn.abilities[0].display
    return _card(state, e.source, name=name)


def _granted_title(state: GameState, e: Effect) -> str:
    data = dict(e.data)
    bearer = state.cards.get(data.get("card"))
    index = data.get("spec")
    if bearer is not None and isinstance(index, int) and 0 <= index < len(bearer.defn.abilities):
        return bearer.defn.abilities[index].display
    return msg("an ability")


def effect_sentence(state: GameState, e: Effect, name: Namer | None = None) -> str:
    """One effect as a whole sentence, read against the state it is added to; `name` names cards
    for the reader (default: every card by its name)."""
    data = dict(e.data) if e.data else {}
    target = _card(state, e.target, msg("each card"), name)
    until = until_text(state, e.until, name)
    title = _source_title(state, e, name)
    if e.kind == "stat" and str(data.get("stat", "")).startswith("mark:"):
        # A player's mark (`player_mark`: Tunnel, Insight), held by their summoner: a note of what
        # they set going, not a change of a number.
        who = state.players[e.player].name if 0 <= e.player < len(state.players) else msg("Its player")
        return msg("{player} sets {ability} going {until}.", player=who, ability=str(data["stat"]).split(":", 1)[1],
                   until=until)
    if e.kind == "stat" and "stat" in data:
        amount = data.get("amount", 0)
        stat = str(data["stat"]).replace("_", " ")
        if amount >= 0:
            return msg("{card} gets +{amount} {stat} {until}.", card=target, amount=amount, stat=stat, until=until)
        return msg("{card} gets {amount} {stat} {until}.", card=target, amount=amount, stat=stat, until=until)
    if e.kind == "grant":
        return msg("{card} gains {ability} {until}.", card=target, ability=_granted_title(state, e), until=until)
    if e.kind == "dice":
        what = ability_title(state, e.target, str(data.get("purpose") or "dice"))
        return msg("{card}'s roll for {ability} stands.", card=target, ability=what)
    if e.kind == "no_abilities":
        return msg("{card} loses its abilities {until}.", card=target, until=until)
    if e.kind == "entangled":
        other = _card(state, data.get("with"), msg("another unit"), name)
        return msg("{card} and {card2} share their abilities {until}.", card=target, card2=other, until=until)
    if e.kind == "weaving":
        who = state.players[e.player].name if 0 <= e.player < len(state.players) else msg("Its player")
        return msg("{player} may summon next to {card} {until} ({ability}).", player=who, card=target, until=until,
                   ability=title)
    if e.kind == "guarded":
        return msg("{card} takes at most {amount} damage from this attack ({ability}).", card=target,
                   amount=data.get("amount", 1), ability=title)
    if e.kind == "divine_shield":
        n = data.get("amount", 1)
        if n == 1:
            return msg("{ability} rolled 1 special: {card} is weakened for this attack.", ability=title, card=target)
        return msg("{ability} rolled {count} specials: {card} is weakened for this attack.", ability=title, count=n,
                   card=target)
    if e.kind == "heal_attack":
        return msg("{card}'s attack removes damage instead of adding it ({ability}).", card=target, ability=title)
    if e.kind == "life_drain":
        return msg("Each special {card} rolls counts as a hit {until} ({ability}).", card=target, until=until,
                   ability=title)
    if e.kind == "damage_discarded":
        return msg("This attack's damage to {card} is discarded ({ability}).", card=target, ability=title)
    if e.kind in ("reckless_strike", "retaliate"):
        return msg("{ability} applies to {card}'s attack.", ability=title, card=target)
    if e.target is None:
        return msg("{ability} is in effect {until}.", ability=title, until=until)
    return msg("{card} is under {ability} {until}.", card=target, ability=title, until=until)
