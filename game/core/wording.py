"""Temporary effects and used abilities in a player's words, for the game log.

The core knows what an effect means (its `kind` is the name of the ability that made it, or a
generic verb: a stat change, a granted ability); the log asks here rather than guessing from the
kind's spelling, so no internal id ("active:31", "reckless_strike:38:1") ever reaches a player.
Pure: no pygame, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.state import Effect, GameState

# How a reader names a card: the log passes one that says "a hidden card" for cards its reader
# may not see (game.core.view), so no sentence here names a card behind the reader's back.
Namer = Callable[[int], str]

_UNTIL = {
    "end_of_turn": "until the end of the turn",
    "end_of_phase": "until the end of the phase",
    "end_of_attack": "for this attack",
}


def _card(state: GameState, uid: int | None, default: str = "a card", name: Namer | None = None) -> str:
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
        return f"while {_card(state, int(rest), 'its event', name)} stays active"
    if kind == "freeze" and rest.isdigit():
        # 1E Freeze: the card lies under the unit until it is discarded.
        return f"while {_card(state, int(rest), 'Freeze', name)} lies on it"
    if rest.isdigit():
        return f"while {_card(state, int(rest), 'its card', name)} stays in play"
    return "for as long as it lasts"


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
    return base.replace("_", " ").strip().title() or "an ability"


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
    return "an ability"


def effect_sentence(state: GameState, e: Effect, name: Namer | None = None) -> str:
    """One effect as a whole sentence, read against the state it is added to; `name` names cards
    for the reader (default: every card by its name)."""
    data = dict(e.data) if e.data else {}
    target = _card(state, e.target, "each card", name)
    until = until_text(state, e.until, name)
    title = _source_title(state, e, name)
    if e.kind == "stat" and str(data.get("stat", "")).startswith("mark:"):
        # A player's mark (`player_mark`: Tunnel, Insight), held by their summoner: a note of what
        # they set going, not a change of a number.
        who = state.players[e.player].name if 0 <= e.player < len(state.players) else "Its player"
        return f"{who} sets {str(data['stat']).split(':', 1)[1]} going {until}."
    if e.kind == "stat" and "stat" in data:
        amount = data.get("amount", 0)
        stat = str(data["stat"]).replace("_", " ")
        return f"{target} gets {'+' if amount >= 0 else ''}{amount} {stat} {until}."
    if e.kind == "grant":
        return f"{target} gains {_granted_title(state, e)} {until}."
    if e.kind == "dice":
        what = ability_title(state, e.target, str(data.get("purpose") or "dice"))
        return f"{target}'s roll for {what} stands."
    if e.kind == "no_abilities":
        return f"{target} loses its abilities {until}."
    if e.kind == "entangled":
        other = _card(state, data.get("with"), "another unit", name)
        return f"{target} and {other} share their abilities {until}."
    if e.kind == "weaving":
        who = state.players[e.player].name if 0 <= e.player < len(state.players) else "Its player"
        return f"{who} may summon next to {target} {until} ({title})."
    if e.kind == "guarded":
        return f"{target} takes at most {data.get('amount', 1)} damage from this attack ({title})."
    if e.kind == "divine_shield":
        n = data.get("amount", 1)
        return f"{title} rolled {n} special{'s' if n != 1 else ''}: {target} is weakened for this attack."
    if e.kind == "heal_attack":
        return f"{target}'s attack removes damage instead of adding it ({title})."
    if e.kind == "life_drain":
        return f"Each special {target} rolls counts as a hit {until} ({title})."
    if e.kind == "damage_discarded":
        return f"This attack's damage to {target} is discarded ({title})."
    if e.kind in ("reckless_strike", "retaliate"):
        return f"{title} applies to {target}'s attack."
    if e.target is None:
        return f"{title} is in effect {until}."
    return f"{target} is under {title} {until}."
