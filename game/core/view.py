"""`view(state, player)`: the game as one player may know it.

Hidden from `player`: the opponent's hand, the cards in the opponent's discard pile that the
player never saw (the glossary: its size is public, its contents private; cards discarded from a
hand go face down), and the order and contents of every draw pile, plus the random source's
state (it would predict dice). A card both players saw reach the discard pile (destroyed on the
battlefield, a played event: `Card.seen`) stays known: players remember it. So does a card face
down on a 1E Magic Pile while it lends an ability to a card on the battlefield (`lenders`). Hidden cards are
replaced by placeholders with negative uids and a blank definition, so not even a card's uid
(which follows deck order at setup) tells what it is. One thing shows through: a 1E Mercenary has
a card back of its own, so a hidden Mercenary in a hand or on top of a draw pile is the
placeholder HIDDEN_MERCENARY (still nameless); deeper in a pile it is a plain hidden card.

A pending prompt is part of the state, so it is sealed here too (`prompt_seen_by`): an option
that is a hidden card becomes that card's placeholder, labelled "Hidden card"; a player who is
not the one choosing reads only who chooses what kind of thing (and from which card, if they may
see it), never the ability's own words, which may name a card from a hand. The steps waiting
behind the prompt carry the same placeholders in place of hidden cards. Everything a player is
shown (the window, the log, the replay viewer in one player's view, the bots) is built from this.
"""

from __future__ import annotations

import dataclasses

from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.cards import CardDef
from game.core.message import msg
from game.core.state import (
    BOARD,
    DISCARD,
    DRAW,
    FACE_UP,
    HAND,
    MAGIC_PILE,
    Card,
    Effect,
    GameState,
    Prompt,
    Step,
    card_space_option,
    option_cards,
    parse_card_space_option,
)
from game.core.text import where


class Placeholder(CardDef):
    """A view's stand-in for a card out of sight. Placeholders are told apart by identity
    (`is_hidden`), so a copy of one (a view pickled to a bot's process) is made as this
    process's own object, found by its id, never as an equal stranger taken for a real card."""

    __slots__ = ()

    def __reduce__(self) -> tuple:
        return (placeholder, (self.id,))


def placeholder(pid: str) -> CardDef:
    """The placeholder whose id is `pid` (how a pickled one comes back)."""
    return _PLACEHOLDERS[pid]


HIDDEN = Placeholder(id="hidden", name="Hidden card", faction="", types=frozenset())
# A hidden 1E Mercenary whose back is in sight (rulebook, "Mercenaries": "Mercenaries will have a
# different color of card back ... players will be able to tell when you have a Mercenary card on
# top of your Draw Pile or in your hand"): it says that much and nothing else, not which one.
HIDDEN_MERCENARY = Placeholder(id="hidden-mercenary", name="Hidden Mercenary", faction="",
                               types=frozenset(), mercenary=True)
_PLACEHOLDERS = {d.id: d for d in (HIDDEN, HIDDEN_MERCENARY)}
# A reader who sits at no seat: `view(state, TABLE)` is the game as everyone at the table sees
# it, with every hand and every private pile hidden (a shared screen no one player is looking at).
TABLE = -1
# Keys of a step's data that hold numbers, spaces, paths or words, never cards: every other int
# there may be a card and is sealed like one (an ability that adds a key naming a card is safe by
# default; one that adds a number under a new key should list it here).
NOT_CARDS = frozenset({
    "amount", "index", "spec", "player", "controller", "by_player", "damage", "hits", "faces",
    "path", "pos", "start", "to", "stage", "trigger", "phase", "counts", "destroyed", "asked",
    "taken", "purpose", "what", "names", "chooser",
})
def _public(state: GameState) -> set[int]:
    """Cards a temporary effect refers to: they were played or shown face up, so both players
    know them even when they now lie in a discard pile (a played Chant of Power granting its
    ability)."""
    out: set[int] = set()
    for e in state.effects:
        if e.source is not None:
            out.add(e.source)
        for k, v in e.data:
            if k == "card" and isinstance(v, int):
                out.add(v)
    return out


def lenders(state: GameState) -> set[int]:
    """Cards lending one of their abilities to a card on the battlefield (a "grant" effect: 1E
    Deceiver's Stun lent to the commons next to it lasts the turn even if the Deceiver is
    destroyed). Both players saw such a card, and the rules still read its ability, so it stays
    in sight while it lends, even face down on a 1E Magic Pile."""
    out: set[int] = set()
    for e in state.effects:
        if e.kind == "grant" and e.target is not None:
            host = state.cards.get(e.target)
            if host is not None and host.zone == BOARD:
                out.update(v for k, v in e.data if k == "card" and isinstance(v, int))
    return out


def is_hidden(defn: CardDef) -> bool:
    """Whether `defn` is a placeholder of a view (a hidden card, plain or a Mercenary's back)."""
    return defn is HIDDEN or defn is HIDDEN_MERCENARY


def in_sight(state: GameState, uid: int, viewer: int) -> bool:
    """Whether `viewer` may see card `uid` now: a card face up, or one not among the cards
    `hidden_uids` keeps from them (which is worked out only for a card that is not face up)."""
    c = state.cards.get(uid)
    if c is None:
        return False
    return c.zone in FACE_UP or uid not in hidden_uids(state, viewer)


def back_in_sight(state: GameState, uid: int) -> bool:
    """Whether the back of face-down card `uid` is in sight of both players: a card in a hand,
    or the top card of a draw pile. Deeper in a draw pile (or in a magic or discard pile) only
    the top card's back shows."""
    c = state.cards.get(uid)
    if c is None:
        return False
    if c.zone == HAND:
        return True
    if c.zone == DRAW:
        return any(p.draw and p.draw[-1] == uid for p in state.players)  # the top is the END
    return False


def shows_mercenary_back(state: GameState, uid: int) -> bool:
    """Whether face-down card `uid` shows a Mercenary's back: it is a Mercenary (or the
    placeholder of one) and its back is in sight (`back_in_sight`). Works on a full state and on
    a view alike, so the window and the view agree."""
    c = state.cards.get(uid)
    return c is not None and c.defn.mercenary and back_in_sight(state, uid)


def sees_hand(state: GameState, viewer: int, owner: int) -> bool:
    """Whether `viewer` sees `owner`'s hand: their own, and a teammate's when the game's option
    "teammates see each other's hands" is on (1E, 3-4 players; the rulebook leaves it to the
    table). An opponent's, never."""
    return viewer == owner or (state.share_hands and 0 <= viewer < len(state.teams)
                               and 0 <= owner < len(state.teams) and state.friendly(viewer, owner))


def hidden_uids(state: GameState, player: int) -> list[int]:
    """The cards `player` may not see, pile by pile in pile order: every draw pile, and the
    opponent's hand, the cards in their discard pile that were never seen face up, and their
    magic pile (1E rulebook, "Phase 6: Build Magic": "You may look at the cards in your own Magic
    Pile"; the opponent's is face down, its size public). A card of `player`'s own that the
    opponent holds in their hand (1E Mimic took it from `player`'s hand) stays known to them."""
    public = _public(state)
    lending = lenders(state)
    searched = _searched(state, player)
    out: list[int] = []
    for p in state.players:
        if p.index == player:
            zones = [DRAW]
        elif sees_hand(state, player, p.index):
            zones = [DRAW, DISCARD, MAGIC_PILE]  # a teammate's hand is shown; their piles are not
        else:
            zones = [DRAW, HAND, DISCARD, MAGIC_PILE]
        for zone in zones:
            for uid in p.pile(zone):
                if zone == DISCARD and (uid in public or state.cards[uid].seen):
                    continue
                if zone == MAGIC_PILE and uid in lending:
                    continue  # face down, but both players saw it go there and it still lends
                if zone == HAND and sees_hand(state, player, state.cards[uid].owner):
                    continue
                if uid in searched:
                    continue
                out.append(uid)
    return out


# Keys of a prompt's resume step naming hidden cards the prompt lets players look at: `shown` to
# the player answering (1E Mimic: 'look at your opponent's hand'; Glimpse the Future: 'look at
# the top 4 cards of a draw pile'), `revealed` to both players (Memory Break: 'reveal the top
# card of your opponent's draw pile'). An effect of the language puts them in its `data`.
SHOWN = "shown"
REVEALED = "revealed"


def prompt_cards(prompt: Prompt, key: str) -> tuple[int, ...]:
    """The cards a prompt's resume step names under `key` (SHOWN or REVEALED), at its top level
    or in the `data` an effect of the language asked with."""
    v = prompt.resume.get(key)
    if v is None:
        data = prompt.resume.get("data")
        if isinstance(data, tuple):
            v = next((x for k, x in data if k == key), None) if all(
                isinstance(kv, tuple) and len(kv) == 2 for kv in data) else None
    return tuple(u for u in (v or ()) if _is_uid(u))


def _searched(state: GameState, player: int) -> set[int]:
    """Hidden cards a pending prompt lets `player` look at. Cards of their own draw pile that a
    card prompt of theirs offers: they are searching the pile (A Hero Is Born: "Search your draw
    pile for a champion"), so they see the cards they may take; nobody else does, and the pile's
    other cards stay hidden. And the cards the prompt shows them or reveals to both players
    (`SHOWN`, `REVEALED`)."""
    pr = state.pending
    if pr is None:
        return set()
    out = set(prompt_cards(pr, REVEALED))
    if pr.player != player:
        return out
    out.update(prompt_cards(pr, SHOWN))
    if pr.kind == "card":
        own = state.players[player].draw
        out.update(o for o in pr.options if _is_uid(o) and o in own)
    return out


def placeholders(state: GameState, player: int) -> dict[int, int]:
    """Each card `player` may not see, mapped to the placeholder uid `view` gives it."""
    return {uid: -1 - i for i, uid in enumerate(hidden_uids(state, player))}


def view(state: GameState, player: int) -> GameState:
    s = state.clone()
    s.rng = 0
    s.seed = 0
    seal = placeholders(state, player)
    for p in s.players:
        for zone in (DRAW, HAND, DISCARD, MAGIC_PILE):
            pile = p.pile(zone)
            # Order is hidden too: placeholders are numbered in pile order, which says nothing.
            pile[:] = [seal.get(uid, uid) for uid in pile]
    for uid, hidden in seal.items():
        c = s.cards.pop(uid)
        # A face-down card in a magic pile shows only whose pile it is in, not whose card it is.
        owner = c.controller if c.zone == MAGIC_PILE else c.owner
        # A Mercenary's back tells it is one where it is in sight, and only there.
        defn = HIDDEN_MERCENARY if shows_mercenary_back(state, uid) else HIDDEN
        s.cards[hidden] = Card(hidden, defn, owner, zone=c.zone)
    if seal and s.effects:
        # An effect may still name a card that has gone where this player cannot see it (1E: a
        # unit destroyed face down onto the opponent's magic pile while "until the end of the
        # turn" lasts): it names the card's placeholder instead.
        s.effects = tuple(_sealed_effect(e, seal) for e in s.effects)
    if state.pending is not None:
        s.pending = prompt_seen_by(state, state.pending, player, seal)
    if seal and state.continuation:
        s.continuation = tuple(_sealed_step(st, seal) for st in state.continuation)
    # Cards were replaced, so nothing derived from the full state may be reused.
    s.cache = None
    s.live = None
    return s


def prompt_seen_by(state: GameState, prompt: Prompt, viewer: int, seal: dict[int, int] | None = None) -> Prompt:
    """`prompt` as `viewer` may read it (see the module's docstring). `seal` is
    `placeholders(state, viewer)`, computed if not given. The number of options, their order,
    whether the prompt may be declined and whose it is stay as they are."""
    if seal is None:
        seal = placeholders(state, viewer)
    # What each option names is `option_cards`' to say: a space's coordinates are not cards, an
    # ability of a card (a timing conflict's answer) names its card.
    options = tuple(_sealed_option(o, seal) for o in prompt.options)
    hidden = [o != n for o, n in zip(prompt.options, options, strict=True)]
    source = seal.get(prompt.source, prompt.source) if prompt.source is not None else None
    resume = _sealed_step(prompt.resume, seal) if seal else prompt.resume
    if viewer == prompt.player and not any(hidden):
        if options == prompt.options and resume == prompt.resume and source == prompt.source:
            return prompt
        return Prompt(prompt.player, prompt.kind, prompt.text, options, prompt.optional, source,
                      resume, prompt.labels)
    if viewer == prompt.player:
        labels = tuple(HIDDEN.name if h else _label(prompt, i) for i, h in enumerate(hidden))
    else:
        # Word options (pay or not, which mode) are labelled by the ability about the card that
        # asks, so they are kept when that card is in sight; card and space options are
        # labelled afresh from what they are.
        words = source is not None and source >= 0
        labels = tuple(
            HIDDEN.name if h else _label(prompt, i) if type(o) is tuple and option_cards(o)
            else _public_label(state, o, _label(prompt, i) if words else None, i)
            for i, (o, h) in enumerate(zip(prompt.options, hidden, strict=True))
        )
    return Prompt(prompt.player, prompt.kind, _public_text(state, prompt, source), options,
                  prompt.optional, source, resume, labels)


def _sealed_option(option: object, seal: dict[int, int]) -> object:
    """`option` with the cards it names (`option_cards`, which knows every shape a prompt may
    hold) replaced by their placeholders; unchanged if it names none the viewer may not see."""
    if not any(u in seal for u in option_cards(option)):
        return option
    if type(option) is int:
        return seal[option]
    pair = parse_card_space_option(option)
    if pair is not None:
        return card_space_option(seal[pair[0]], pair[1])
    # An ability of a card: which of the hidden card's abilities it is says something too.
    if len(option) == 2:  # type: ignore[arg-type]
        return (seal[option[0]], "")  # type: ignore[index]
    bearer, host, _spec = option  # type: ignore[misc]
    return (seal.get(bearer, bearer), None if host is None else seal.get(host, host), 0)


def _label(prompt: Prompt, i: int) -> str:
    return prompt.labels[i] if i < len(prompt.labels) else str(prompt.options[i])


def _public_label(state: GameState, option: object, word_label: str | None, index: int = 0) -> str:
    """An option's label from what it is: a visible card's name and place, a space, or the
    word (worded as the ability put it when `word_label` is given)."""
    if isinstance(option, int) and not isinstance(option, bool) and option in state.cards:
        c = state.cards[option]
        return msg("{card} at {space}", card=c.name, space=where(c.pos)) if c.pos is not None else c.name
    if isinstance(option, tuple) and len(option) == 2 and all(isinstance(x, int) for x in option):
        return where(option)
    if word_label is not None:
        return word_label
    if not isinstance(option, str):
        return msg("Option {number}", number=index + 1)
    return str(option).replace("_", " ").capitalize()


def _public_text(state: GameState, prompt: Prompt, source: int | None) -> str:
    who = state.players[prompt.player].name if 0 <= prompt.player < len(state.players) else msg("A player")
    text = _chooses(prompt.kind, who, len(prompt.options))
    if source is not None and source >= 0 and source in state.cards:
        return msg("{card}: {question}", card=state.cards[source].name, question=text)
    return text


def _chooses(kind: str, who: str, n: int) -> str:
    """"Ann chooses a card (3 options).": what the other players read while one answers."""
    if kind == "card":
        if n > 1:
            return msg("{player} chooses a card ({count} options).", player=who, count=n)
        return msg("{player} chooses a card.", player=who)
    if kind == "space":
        if n > 1:
            return msg("{player} chooses a space ({count} options).", player=who, count=n)
        return msg("{player} chooses a space.", player=who)
    if kind == "confirm":
        if n > 1:
            return msg("{player} chooses whether to go on ({count} options).", player=who, count=n)
        return msg("{player} chooses whether to go on.", player=who)
    if n > 1:
        return msg("{player} chooses an option ({count} options).", player=who, count=n)
    return msg("{player} chooses an option.", player=who)


def _is_uid(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_space(value: tuple) -> bool:
    return len(value) == 2 and _is_uid(value[0]) and _is_uid(value[1])


def _sealed(value: object, seal: dict[int, int], within: bool = False) -> object:
    """`value` with each card in it sealed. In a list (`within`), a pair of whole numbers is a
    space, (column, row), never two cards: an ability's `targets` list cards or spaces, and a
    space whose column happens to be a hidden card's uid stays where it is. (A pair standing
    alone is sealed, being possibly two cards: keys that hold a space say so in NOT_CARDS.)"""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return seal.get(value, value)
    if isinstance(value, tuple):
        if within and _is_space(value):
            return value
        return tuple(_sealed(v, seal, True) for v in value)
    return value


def _sealed_data(data: tuple, seal: dict[int, int]) -> tuple:
    out = []
    for k, v in data:
        if isinstance(v, tuple) and v and all(isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str)
                                              for x in v):
            out.append((k, _sealed_data(v, seal)))  # nested data, e.g. an attack's `info`
        elif k in NOT_CARDS:
            out.append((k, v))
        else:
            out.append((k, _sealed(v, seal)))
    return tuple(out)


def _sealed_effect(e: Effect, seal: dict[int, int]) -> Effect:
    target = seal.get(e.target, e.target) if e.target is not None else None
    source = seal.get(e.source, e.source) if e.source is not None else None
    data = _sealed_data(e.data, seal)
    if target == e.target and source == e.source and data == e.data:
        return e
    return dataclasses.replace(e, target=target, source=source, data=data)


def _sealed_step(step: Step, seal: dict[int, int]) -> Step:
    data = _sealed_data(step.data, seal)
    return step if data == step.data else Step(step.kind, data)


def hidden_card_count(state: GameState) -> int:
    return sum(1 for c in state.cards.values() if is_hidden(c.defn))


# The fields of events that name a card (by uid). `redact` seals each of them, whatever the
# event: a new event that names cards under one of these names is sealed without a word here.
EVENT_CARD_FIELDS = frozenset({"a", "b", "attacker", "by", "card", "cards", "host", "source", "target", "vine"})
_CARD_FIELDS_OF: dict[type, tuple[str, ...]] = {}


def redact(event: ev.Event, before: GameState, viewer: int) -> ev.Event:
    """What `viewer` may learn from an event (applied to `before`): opponent draws show no cards,
    shuffles show no order, cards discarded face down from an opponent's hand show no identity,
    and random-source states are blanked. Then, for any event, every card it names that
    `viewer` may see neither before it nor after it (a card returned from a face-down pile to a
    hand, the source of a roll lying face down) is named -1, as a card they cannot see."""
    out = _redacted(event, before, viewer)
    fields = _CARD_FIELDS_OF.get(type(out))
    if fields is None:
        fields = _CARD_FIELDS_OF[type(out)] = tuple(
            f.name for f in dataclasses.fields(out) if f.name in EVENT_CARD_FIELDS)
    named = [u for name in fields for u in _uids(getattr(out, name))]
    effect = out.effect if isinstance(out, ev.EffectAdded) else None
    if effect is not None:
        named += [u for u in (effect.target, effect.source) if _is_uid(u)]
        named += [u for k, v in effect.data if k not in NOT_CARDS for u in _uids(v)]
    if not named or all(u < 0 or before.cards.get(u) is not None and before.cards[u].zone in FACE_UP for u in named):
        return out
    after = before.clone()
    apply_in_place(after, event)
    unseen = set(hidden_uids(before, viewer)) & set(hidden_uids(after, viewer))
    if not unseen & set(named):
        return out
    changes = {}
    for name in fields:
        v = getattr(out, name)
        if isinstance(v, tuple):
            changes[name] = tuple(-1 if u in unseen else u for u in v)
        elif _is_uid(v) and v in unseen:
            changes[name] = -1
    if effect is not None:
        changes["effect"] = _sealed_effect(effect, dict.fromkeys(unseen, -1))
    return dataclasses.replace(out, **changes)


def _uids(value: object) -> tuple[int, ...]:
    if isinstance(value, tuple):
        return tuple(u for u in value if _is_uid(u))
    return (value,) if _is_uid(value) else ()


def _redacted(event: ev.Event, before: GameState, viewer: int) -> ev.Event:
    if isinstance(event, ev.DeckShuffled | ev.DrawPileShuffled):
        return type(event)(event.player, (), 0)
    if isinstance(event, ev.DrawPileArranged):
        return ev.DrawPileArranged(event.player, ())  # which cards went where stays with the pile
    if isinstance(event, ev.FirstPlayerChosen):
        return ev.FirstPlayerChosen(event.player, 0)
    if isinstance(event, ev.DiceRolled):
        return ev.DiceRolled(event.player, event.faces, 0, event.source, event.purpose)
    if isinstance(event, ev.VineRolled):  # 1E: the roll to leave a Vine Wall; its random state blanked
        return ev.VineRolled(event.card, event.vine, event.face, 0, event.stays, event.counts)
    if isinstance(event, ev.CardsDrawn) and not sees_hand(before, viewer, event.player):
        return ev.CardsDrawn(event.player, tuple(-1 - i for i in range(len(event.cards))))
    if isinstance(event, ev.CardsToMagicPile) and event.player != viewer:
        # Face down onto the opponent's magic pile: from their hand it shows nothing; a card
        # seen face up (destroyed on the battlefield) is known as it goes, not once it is there.
        shown = tuple(
            u if (before.cards.get(u) is not None and before.cards[u].zone not in (HAND, DRAW, MAGIC_PILE)) else -1
            for u in event.cards
        )
        return ev.CardsToMagicPile(event.player, shown, event.reason)
    if isinstance(event, ev.CardDiscarded):
        c = before.cards.get(event.card)
        if c is not None and c.zone in (DRAW, HAND) and not (c.zone == HAND and sees_hand(before, viewer, c.owner)) \
                and c.owner != viewer:
            return ev.CardDiscarded(-1)
    if isinstance(event, ev.PromptOpened):
        seal = placeholders(before, viewer)
        cont = tuple(_sealed_step(st, seal) for st in event.continuation)
        return ev.PromptOpened(prompt_seen_by(before, event.prompt, viewer, seal), cont)
    return event
