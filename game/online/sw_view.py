"""A Summoner Wars view (`game.core.view.view(state, seat)`) as JSON and back, for the wire.

Every value is written by its shape, tagged where JSON has no shape of its own (tuples, sets,
maps with non-text keys, sentences with their template and arguments). Card definitions travel
as their id only and are found again in the receiver's own cards (the setup's, and the
placeholders that stand for hidden cards); the ruleset by its edition; the battlefield by its
shape. Only the state's own classes are rebuilt: anything else is refused with a ValueError.
Caches are not sent (the rules rebuild them)."""

from __future__ import annotations

import dataclasses
import functools
import json
import operator
from collections.abc import Callable, Mapping
from typing import Any

from game.core.cards import CardDef
from game.core.geometry import Geometry
from game.core.ruleset import Ruleset
from game.core.state import Card, Effect, GameState, PlayerState, Prompt, Step, TurnState
from game.core.view import placeholder
from game.engine.message import Msg
from game.net.messages import RawJson

_SKIPPED = frozenset({"cache", "live"})
_SCALARS = frozenset({bool, int, float, str, type(None)})
_CARDS_KEPT = 200_000  # encoded cards remembered before the memory starts again
_CARD_VALUES = operator.attrgetter(*(f for f in Card.FIELDS if f != "defn"))
_OBJECTS: dict[str, type] = {c.__name__: c for c in (GameState, PlayerState, TurnState)}
_RECORDS: dict[str, type] = {c.__name__: c for c in (Prompt, Step, Effect)}


@functools.cache
def _slots(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        names += [n for n in getattr(klass, "__slots__", ()) if not n.startswith("_")]
    return tuple(n for n in names if n not in _SKIPPED)


class ViewCodec:
    """`cards` finds a card definition by id (the setup's cards); `ruleset` an edition's rules."""

    def __init__(self, cards: Callable[[str], CardDef | None], ruleset: Callable[[str], Ruleset]) -> None:
        self.cards = cards
        self.ruleset = ruleset
        # A server encodes the same cards again and again: for each seat, the spectators and
        # every command of a game, and most cards are where they were. Encoding is the larger
        # part of a command's time on the server, so a card's JSON is remembered by its field
        # values (its definition by identity, held in the value so its id stays its own; a
        # field's type is fixed by `Card`, so equal values encode alike).
        self._encoded_cards: dict[tuple[Any, ...], list[Any]] = {}
        self._geometries: dict[tuple[Any, ...], Geometry] = {}
        self._texts: dict[int, tuple[Card, str]] = {}

    # --- out -----------------------------------------------------------------------------

    def encode(self, value: Any) -> Any:
        if type(value) in _SCALARS:
            return value
        if isinstance(value, Msg):
            return {"$m": [value.msgid, self.encode(value.args), str(value)]}
        if isinstance(value, tuple):
            return {"$t": self._items(value)}
        if isinstance(value, list):
            return self._items(value)
        if isinstance(value, frozenset | set):
            tag = "$f" if isinstance(value, frozenset) else "$s"
            return {tag: [self.encode(v) for v in sorted(value, key=repr)]}
        if isinstance(value, dict):
            scalars = _SCALARS
            return {"$d": [[k if type(k) in scalars else self.encode(k), v if type(v) in scalars else self.encode(v)]
                           for k, v in value.items()]}
        if isinstance(value, CardDef):
            return {"$def": value.id}
        if isinstance(value, Ruleset):
            return {"$rules": value.edition}
        if isinstance(value, Geometry):
            return {"$geo": [value.columns, value.rows, value.wrap, list(value.facing), list(value.boards)]}
        if isinstance(value, Card):
            return self._card(value)
        name = type(value).__name__
        if _RECORDS.get(name) is type(value):
            return {"$r": name, **{f.name: self.encode(getattr(value, f.name)) for f in dataclasses.fields(value)}}
        if _OBJECTS.get(name) is type(value):
            return {"$o": name, **{n: self.encode(getattr(value, n)) for n in _slots(type(value))}}
        raise ValueError(f"a view cannot carry a {name}")

    def _items(self, values: tuple[Any, ...] | list[Any]) -> list[Any]:
        scalars = _SCALARS
        return [v if type(v) in scalars else self.encode(v) for v in values]

    def _kept(self, card: Card) -> list[Any]:
        """[definition, JSON, its text or None] of a card, remembered (see `__init__`)."""
        defn = card.defn
        key = (id(defn), *_CARD_VALUES(card))
        try:
            kept = self._encoded_cards.get(key)
        except TypeError:  # a field that is not hashable: encoded each time
            return [defn, {"$card": self._items([getattr(card, f) for f in Card.FIELDS])}, None]
        if kept is not None and kept[0] is defn:
            return kept
        kept = [defn, {"$card": self._items([getattr(card, f) for f in Card.FIELDS])}, None]
        if len(self._encoded_cards) >= _CARDS_KEPT:
            self._encoded_cards.clear()
        self._encoded_cards[key] = kept
        return kept

    def _card(self, card: Card) -> dict[str, Any]:
        """A card as JSON (the same object for every message that holds this card: never changed)."""
        return self._kept(card)[1]

    def _card_text(self, card: Card) -> str:
        # the very card object again (most of a state's cards are the last state's): found
        # by identity, the object held so that its id stays its own
        got = self._texts.get(id(card))
        if got is not None and got[0] is card:
            return got[1]
        kept = self._kept(card)
        if kept[2] is None:
            kept[2] = json.dumps(kept[1], separators=(",", ":"), ensure_ascii=False)
        if len(self._texts) >= _CARDS_KEPT:
            self._texts.clear()
        self._texts[id(card)] = (card, kept[2])
        return kept[2]

    def encode_wire(self, state: Any) -> Any:
        """`encode` for the wire (`game.net.messages.encode`): a state's cards, most of a view
        and mostly where they were at the last message, go as `RawJson` built from each card's
        text, written once. The same JSON as `encode` once parsed."""
        if type(state) is not GameState:
            return self.encode(state)
        out: dict[str, Any] = {"$o": "GameState"}
        for n in _slots(GameState):
            value = getattr(state, n)
            out[n] = self._cards_raw(value) if n == "cards" and type(value) is dict else self.encode(value)
        return out

    def _cards_raw(self, cards: dict[Any, Any]) -> RawJson:
        parts = []
        for uid, card in cards.items():
            if type(uid) is int and type(card) is Card:
                parts.append(f"[{uid},{self._card_text(card)}]")
            else:
                parts.append(json.dumps([self.encode(uid), self.encode(card)], separators=(",", ":"),
                                        ensure_ascii=False))
        return RawJson('{"$d":[' + ",".join(parts) + "]}")

    # --- in ------------------------------------------------------------------------------

    def decode(self, data: Any) -> Any:
        if type(data) in _SCALARS:
            return data
        if isinstance(data, list):
            scalars = _SCALARS
            return [v if type(v) in scalars else self.decode(v) for v in data]
        if not isinstance(data, Mapping):
            raise ValueError(f"unexpected {type(data).__name__} in a view")
        # the tags most of a view is made of first: its cards, their definitions, positions
        if "$card" in data:
            values = self.decode(self._list(data["$card"]))
            if len(values) != len(Card.FIELDS):
                raise ValueError("a card has the wrong number of fields")
            return Card(**dict(zip(Card.FIELDS, values, strict=True)))
        if "$def" in data:
            return self._card_def(data["$def"])
        if "$t" in data:
            return tuple(self.decode(self._list(data["$t"])))
        if "$s" in data:
            return {self.decode(v) for v in self._list(data["$s"])}
        if "$f" in data:
            return frozenset(self.decode(v) for v in self._list(data["$f"]))
        if "$d" in data:
            return {self.decode(k): self.decode(v) for k, v in (self._pair(p) for p in self._list(data["$d"]))}
        if "$m" in data:
            msgid, args, english = self._list(data["$m"])
            if not isinstance(msgid, str) or not isinstance(english, str):
                raise ValueError("a sentence is its template, its arguments and its English text")
            return Msg(msgid, self.decode(args), english)
        if "$rules" in data:
            return self.ruleset(str(data["$rules"]))
        if "$geo" in data:
            columns, rows, wrap, facing, boards = self._list(data["$geo"])
            key = (int(columns), int(rows), bool(wrap), tuple(facing), tuple(boards))
            # immutable, and the same battlefield all game long: made once (making one works
            # out every space's neighbours, a large part of decoding a view)
            geo = self._geometries.get(key)
            if geo is None:
                geo = self._geometries[key] = Geometry(*key)
            return geo
        if "$r" in data:
            cls = _RECORDS.get(data["$r"])
            if cls is None:
                raise ValueError(f"unknown record {data['$r']!r} in a view")
            names = {f.name for f in dataclasses.fields(cls)}
            extra = set(data) - names - {"$r"}
            if extra:
                raise ValueError(f"{cls.__name__} has no field {sorted(extra)[0]!r}")
            return cls(**{k: self.decode(v) for k, v in data.items() if k != "$r"})
        if "$o" in data:
            cls = _OBJECTS.get(data["$o"])
            if cls is None:
                raise ValueError(f"unknown part {data['$o']!r} in a view")
            names = _slots(cls)
            if set(data) - {"$o"} != set(names):
                raise ValueError(f"{cls.__name__} does not have the fields it should")
            obj = cls.__new__(cls)
            for n in names:
                setattr(obj, n, self.decode(data[n]))
            for n in _SKIPPED & set(getattr(cls, "__slots__", ())):
                setattr(obj, n, None)
            return obj
        raise ValueError("unexpected object in a view")

    def _card_def(self, cid: Any) -> CardDef:
        if not isinstance(cid, str):
            raise ValueError("a card is named by its id")
        try:
            return placeholder(cid)
        except KeyError:
            pass
        found = self.cards(cid)
        if found is None:
            raise ValueError(f"unknown card {cid!r}: this installation does not have it")
        return found

    @staticmethod
    def _list(value: Any) -> list:
        if not isinstance(value, list):
            raise ValueError("expected a list in a view")
        return value

    def _pair(self, value: Any) -> tuple[Any, Any]:
        if not isinstance(value, list) or len(value) != 2:
            raise ValueError("a map entry is a key and a value")
        return value[0], value[1]
