"""The save file format: what a game looks like as JSON, and back.

One JSON object per game (version 1):

    format            "summoner-wars-save"
    version           1 (see CURRENT_VERSION; older files go through UPGRADERS)
    program_version   the program that wrote it (game.__version__)
    saved_at          ISO 8601 time, UTC
    game_id           a fingerprint of the setup (same setup → same id; autosaves use it)
    summary           listing metadata: name, players, factions, turn, whose turn, finished,
                      winner… (read by the save list without replaying anything)
    ruleset           every field of the Ruleset (die faces as lists of symbols); a ruleset
                      without "simultaneous" (saved before that field) reads as "fixed"
    ruleset_digest    fingerprint of `ruleset` as written
    players           [{name, deck, cards: [every CardDef field…], digests: {deck, cards}}] × 2
    other_cards       definitions the setup held that neither deck lists (usually empty)
    seed              the game's seed
    setup_events      the setup's events (shuffles, first player, opening hands)
    commands          the command log
    events            one list of events per command (same length as `commands`)
    checkpoints       [{command_index, turn, hash}]: the state hash after every command that
                      ended a turn (command_index counts from 0)
    final             {commands, turn, hash}: the state at the end of the log

The card definitions travel with the save, so a game replays after its YAML was edited or its
faction removed. The digests are fingerprints of the definitions as written: a definition edited
inside the save is named ("a card definition was changed: …") before any replaying.

Decoding is strict: every problem raises `SaveError` with a message a player can read.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Mapping
from typing import Any

from game.core.ability_params import FrozenMap, freeze
from game.core.cards import AbilitySpec, CardDef, DeckList, StartingCard
from game.core.message import Msg, msg
from game.core.ruleset import Ruleset
from game.core.setup import GameSetup, PlayerSetup

FORMAT = "summoner-wars-save"
CURRENT_VERSION = 1

# version n → a function turning a version-n save (a dict) into a version n+1 save.
Upgrader = Callable[[dict[str, Any]], dict[str, Any]]
UPGRADERS: dict[int, Upgrader] = {}


class SaveError(Exception):
    """A save that cannot be read, or that does not replay to what it records.

    The message is meant for the player: it names what is wrong and, for a replay that
    diverges, the first turn and command where it does.
    """

    @property
    def message(self) -> str:
        """The sentence, as a `Msg` where it was made as one (`str(e)` loses that)."""
        return reason_of(self)


def reason_of(e: BaseException) -> str:
    """The message of `e` as it was raised: its `Msg` (message id and arguments) where it has
    one, for the window to translate, else its text."""
    first = e.args[0] if len(e.args) == 1 else None
    return first if isinstance(first, Msg) else str(e)


def relabel(e: BaseException, old: str, new: str) -> str:
    """The message of `e` with the argument `old` (where it happened) said as `new`."""
    m = reason_of(e)
    if not isinstance(m, Msg):
        return m.replace(old, new, 1)
    return Msg(m.msgid, tuple((k, new if v == old else v) for k, v in m.args), str(m).replace(old, new, 1))


# --- plain-data helpers ------------------------------------------------------------------------


def canonical(obj: Any) -> str:
    """One stable text for a JSON value (for digests)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(obj: Any) -> str:
    return hashlib.sha256(canonical(obj).encode()).hexdigest()[:32]


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return msg("true/false")
    if isinstance(value, int):
        return msg("a whole number")
    if isinstance(value, str):
        return msg("a text")
    if isinstance(value, list):
        return msg("a list")
    if isinstance(value, dict):
        return msg("an object")
    if value is None:
        return msg("null")
    return type(value).__name__


def expect(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str = "") -> Any:
    """`data[key]`, which must be of `kind`; otherwise a SaveError naming the field (`where`
    names the part of the save that holds it; empty for the top level)."""
    if key not in data:
        if not where:
            raise SaveError(msg("the save is damaged: it has no '{key}'", key=key))
        raise SaveError(msg("the save is damaged: {where} has no '{key}'", where=where, key=key))
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        ok = False
    else:
        ok = isinstance(value, kinds)
    if not ok:
        want = {int: msg("a whole number"), str: msg("a text"), list: msg("a list"), dict: msg("an object"),
                bool: msg("true/false"), type(None): msg("null")}
        parts = [want.get(k) or k.__name__ for k in kinds]
        if len(parts) == 2:
            names = msg("{kind} or {kind2}", kind=parts[0], kind2=parts[1])
        else:
            names = " or ".join(parts)
        field = msg("'{key}' in {where}", key=key, where=where) if where else msg("its '{key}'", key=key)
        raise SaveError(msg("the save is damaged: {field} should be {names}, not {kind}", field=field, names=names, kind=_kind(value)))
    return value


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


# --- ability parameters --------------------------------------------------------------------------


def param_to_json(value: Any) -> Any:
    """A frozen ability parameter as JSON: a FrozenMap becomes an object, a tuple a list."""
    if isinstance(value, FrozenMap):
        return {str(k): param_to_json(v) for k, v in value}
    if isinstance(value, Mapping):
        return {str(k): param_to_json(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [param_to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((param_to_json(v) for v in value), key=repr)
    return value


def param_from_json(value: Any) -> Any:
    """The inverse of `param_to_json`: objects become FrozenMaps, lists tuples."""
    if isinstance(value, dict):
        return freeze({k: param_from_json(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(param_from_json(v) for v in value)
    return value


def ability_to_json(spec: AbilitySpec) -> dict[str, Any]:
    # Top-level params keep their order (a list of pairs keeps hand-written params faithful).
    return {
        "name": spec.name,
        "title": spec.title,
        "text": spec.text,
        "params": [[k, param_to_json(v)] for k, v in spec.params],
    }


def ability_from_json(data: Any, where: str) -> AbilitySpec:
    if not isinstance(data, dict):
        raise SaveError(msg("the save is damaged: an ability of {where} is {kind}, not an object", where=where, kind=_kind(data)))
    where = msg("{where}, ability {name}", where=where, name=repr(data.get("name", "?")))
    name = expect(data, "name", str, where)
    params_raw = data.get("params", [])
    if isinstance(params_raw, dict):
        params_raw = [[k, v] for k, v in params_raw.items()]
    if not isinstance(params_raw, list) or not all(
        isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in params_raw
    ):
        raise SaveError(msg("the save is damaged: the parameters of {where} are not a list of [name, value]", where=where))
    unknown = set(data) - {"name", "title", "text", "params"}
    if unknown:
        raise SaveError(msg("the save is damaged: {where} has unknown field(s) {names}", where=where, names=', '.join(sorted(unknown))))
    spec = AbilitySpec(
        name=name,
        title=str(data.get("title", "")),
        text=str(data.get("text", "")),
        params=tuple((k, param_from_json(v)) for k, v in params_raw),
    )
    _readable(spec, where)
    return spec


def _readable(spec: AbilitySpec, where: str) -> None:
    """A save carries its cards' abilities; one this version cannot run (a piece of the ability
    language since renamed or removed) is said plainly here rather than failing mid-replay."""
    from game.core.ability_registry import instance

    try:
        instance(spec)
    except Exception as e:  # any failure to build it: the file names something we do not have
        raise SaveError(
            msg("{where} ({ability}) cannot be played by this version of the game ({error_type}: {error})", where=where, ability=spec.display, error_type=type(e).__name__, error=reason_of(e) or 'an unknown piece of the ability language')
        ) from None


# --- cards and decks ---------------------------------------------------------------------------

_CARD_FIELDS = {f.name: f for f in dataclasses.fields(CardDef)}
_DECK_FIELDS = {f.name: f for f in dataclasses.fields(DeckList)}
_RULESET_FIELDS = {f.name: f for f in dataclasses.fields(Ruleset)}


# Fields written only when set (how a card looks, `mercenary`, `vine`), so a setup saved before these
# fields existed keeps its game id (and its autosave file).
_LOOK_FIELDS = ("icon", "colour", "modded", "mercenary", "vine")


def card_to_json(card: CardDef) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in _CARD_FIELDS:
        v = getattr(card, name)
        if name in _LOOK_FIELDS and v == _CARD_FIELDS[name].default:
            continue
        if name == "abilities":
            out[name] = [ability_to_json(a) for a in v]
        elif isinstance(v, frozenset):
            out[name] = sorted(v)
        elif isinstance(v, tuple):
            out[name] = param_to_json(v)
        else:
            out[name] = v
    return out


def _build(cls: type, fields: Mapping[str, dataclasses.Field], kwargs: dict[str, Any], where: str) -> Any:
    missing = [
        n for n, f in fields.items()
        if n not in kwargs and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    if missing:
        raise SaveError(msg("the save is damaged: {where} has no {names}", where=where, names=', '.join(repr(m) for m in missing)))
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as e:
        raise SaveError(msg("the save is damaged: {where}: {error}", where=where, error=reason_of(e))) from None


def card_from_json(data: Any, where: str) -> CardDef:
    if not isinstance(data, dict):
        raise SaveError(msg("the save is damaged: a card in {where} is {kind}, not an object", where=where, kind=_kind(data)))
    where = msg("card {cid} in {where}", cid=repr(data.get("id", "?")), where=where)
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        if k not in _CARD_FIELDS:
            raise SaveError(msg("the save is damaged: {where} has an unknown field {k}", where=where, k=repr(k)))
        if k == "abilities":
            if not isinstance(v, list):
                raise SaveError(msg("the save is damaged: the abilities of {where} are not a list", where=where))
            kwargs[k] = tuple(ability_from_json(a, where) for a in v)
        elif k == "types":
            if not isinstance(v, list) or not all(isinstance(t, str) for t in v):
                raise SaveError(msg("the save is damaged: the types of {where} are not a list of words", where=where))
            kwargs[k] = frozenset(v)
        elif isinstance(v, list):
            kwargs[k] = _tuplify(v)
        elif isinstance(v, dict):
            raise SaveError(msg("the save is damaged: field {k} of {where} is an object", k=repr(k), where=where))
        else:
            kwargs[k] = v
    card = _build(CardDef, _CARD_FIELDS, kwargs, where)
    for k in ("id", "name", "faction"):
        if not isinstance(getattr(card, k), str):
            raise SaveError(msg("the save is damaged: field {k} of {where} is not a text", k=repr(k), where=where))
    for k in ("cost", "strength", "life"):
        v = getattr(card, k)
        if not isinstance(v, int) or isinstance(v, bool):
            raise SaveError(msg("the save is damaged: field {k} of {where} is not a whole number", k=repr(k), where=where))
    return card


def deck_to_json(deck: DeckList) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in _DECK_FIELDS:
        v = getattr(deck, name)
        if name == "vine_walls" and v is None:
            continue  # written only when set, so the setups saved before keep their game ids
        if name == "starting":
            out[name] = [{"card": s.card, "column": s.column, "row": s.row} for s in v]
        elif isinstance(v, tuple):
            out[name] = param_to_json(v)
        else:
            out[name] = v
    return out


def deck_from_json(data: Any, where: str) -> DeckList:
    if not isinstance(data, dict):
        raise SaveError(msg("the save is damaged: {where} is {kind}, not an object", where=where, kind=_kind(data)))
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        if k not in _DECK_FIELDS:
            raise SaveError(msg("the save is damaged: {where} has an unknown field {k}", where=where, k=repr(k)))
        if k == "starting":
            if not isinstance(v, list):
                raise SaveError(msg("the save is damaged: the starting cards of {where} are not a list", where=where))
            out = []
            for s in v:
                if not isinstance(s, dict):
                    raise SaveError(msg("the save is damaged: a starting card of {where} is not an object", where=where))
                card = expect(s, "card", str, msg("a starting card of {where}", where=where))
                col = expect(s, "column", int, msg("starting card {cid} of {where}", cid=repr(card), where=where))
                row = expect(s, "row", int, msg("starting card {cid} of {where}", cid=repr(card), where=where))
                out.append(StartingCard(card, col, row))
            kwargs[k] = tuple(out)
        elif k == "cards":
            if not isinstance(v, list) or not all(
                isinstance(p, list) and len(p) == 2 and isinstance(p[0], str)
                and isinstance(p[1], int) and not isinstance(p[1], bool)
                for p in v
            ):
                raise SaveError(msg("the save is damaged: the card list of {where} is not a list of [card, copies]", where=where))
            kwargs[k] = tuple((p[0], p[1]) for p in v)
        elif isinstance(v, list):
            kwargs[k] = _tuplify(v)
        else:
            kwargs[k] = v
    return _build(DeckList, _DECK_FIELDS, kwargs, where)


# --- the ruleset -------------------------------------------------------------------------------


def ruleset_to_json(rs: Ruleset) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in _RULESET_FIELDS:
        v = getattr(rs, name)
        if name == "die_faces":
            out[name] = [sorted(face) for face in v]
        else:
            out[name] = param_to_json(v)
    return out


def ruleset_from_json(data: Any) -> Ruleset:
    if not isinstance(data, dict):
        raise SaveError(msg("the save is damaged: 'ruleset' is {kind}, not an object", kind=_kind(data)))
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        if k not in _RULESET_FIELDS:
            raise SaveError(msg("the save is damaged: the ruleset has an unknown field {k}", k=repr(k)))
        if k == "die_faces":
            if not isinstance(v, list) or not v or not all(
                isinstance(f, list) and all(isinstance(s, str) for s in f) for f in v
            ):
                raise SaveError(msg("the save is damaged: the die faces are not a list of symbol lists"))
            kwargs[k] = tuple(frozenset(f) for f in v)
        else:
            kwargs[k] = _tuplify(v)
    # Saved before the current player chose the order of simultaneous effects: those games were
    # played, and replay, with the fixed order.
    kwargs.setdefault("simultaneous", "fixed")
    return _build(Ruleset, _RULESET_FIELDS, kwargs, "the ruleset")


# --- the whole setup ---------------------------------------------------------------------------


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    """The setup sections of a save: ruleset, players (decks with their cards), seed."""
    ruleset = ruleset_to_json(setup.ruleset)
    listed: set[str] = set()
    players = []
    for ps in setup.players:
        ids = []
        for cid, _n in ps.deck.cards:
            if cid not in ids:
                ids.append(cid)
        for sc in ps.deck.starting:
            if sc.card not in ids:
                ids.append(sc.card)
        cards = [card_to_json(setup.cards[cid]) for cid in ids if cid in setup.cards]
        listed.update(ids)
        deck = deck_to_json(ps.deck)
        players.append({
            "name": ps.name,
            "deck": deck,
            "cards": cards,
            "digests": {"deck": digest(deck), "cards": {c["id"]: digest(c) for c in cards}},
        })
    other = [card_to_json(c) for cid, c in sorted(setup.cards.items()) if cid not in listed]
    out = {
        "ruleset": ruleset,
        "ruleset_digest": digest(ruleset),
        "players": players,
        "other_cards": other,
        "seed": setup.seed,
    }
    if setup.first_player is not None:  # absent: drawn at random, as in saves made before this field
        out["first_player"] = setup.first_player
    if len(setup.players) > 2:  # 3-4 players; absent in 2-player saves, which keep their game ids
        out["teams"] = list(setup.seat_teams())
        out["share_hands"] = setup.share_hands
    return out


def setup_from_json(data: Mapping[str, Any]) -> GameSetup:
    """Rebuild the GameSetup from a save's own definitions (never from the YAML on disk),
    checking every fingerprint on the way."""
    ruleset_raw = expect(data, "ruleset", dict)
    if "ruleset_digest" in data and digest(ruleset_raw) != data["ruleset_digest"]:
        raise SaveError(msg("the rules were changed: the ruleset in the file differs from the one the game was played with"))
    ruleset = ruleset_from_json(ruleset_raw)
    players_raw = expect(data, "players", list)
    if len(players_raw) not in (2, 4):
        raise SaveError(msg("the save is damaged: it lists {count} players, not 2 or 4 seats", count=len(players_raw)))
    seed = expect(data, "seed", int)
    cards: dict[str, CardDef] = {}
    players = []
    for i, p in enumerate(players_raw):
        where = msg("player {number}", number=i + 1)
        if not isinstance(p, dict):
            raise SaveError(msg("the save is damaged: {where} is {kind}, not an object", where=where, kind=_kind(p)))
        name = expect(p, "name", str, where)
        where = msg("{player}'s deck", player=name)
        deck_raw = expect(p, "deck", dict, where)
        cards_raw = expect(p, "cards", list, where)
        digests = p.get("digests")
        if digests is not None:
            if not isinstance(digests, dict):
                raise SaveError(msg("the save is damaged: the fingerprints of {where} are not an object", where=where))
            if "deck" in digests and digest(deck_raw) != digests["deck"]:
                raise SaveError(msg("a deck list was changed: {where} ({deck}) differs from the one the game was played with", where=where, deck=deck_raw.get('name', '?')))
            card_digests = digests.get("cards") or {}
            for c in cards_raw:
                cid = c.get("id") if isinstance(c, dict) else None
                if not isinstance(cid, str):
                    continue  # card_from_json names the problem below
                want = card_digests.get(cid) if isinstance(card_digests, dict) else None
                if want is not None and digest(c) != want:
                    raise SaveError(msg("a card definition was changed: {card} ({cid}) in {where} differs from the one the game was played with", card=c.get('name', cid), cid=cid, where=where))
            if isinstance(card_digests, dict):
                have = {c.get("id") for c in cards_raw if isinstance(c, dict) and isinstance(c.get("id"), str)}
                gone = sorted(set(card_digests) - have)
                if gone:
                    raise SaveError(msg("a card definition was removed: {card} is missing from {where}", card=gone[0], where=where))
        deck = deck_from_json(deck_raw, where)
        for c in cards_raw:
            card = card_from_json(c, where)
            old = cards.get(card.id)
            if old is not None and old != card:
                raise SaveError(msg("the save is damaged: the two decks define {cid} differently", cid=card.id))
            cards[card.id] = card
        players.append(PlayerSetup(name, deck))
    other = data.get("other_cards") or []
    if not isinstance(other, list):
        raise SaveError(msg("the save is damaged: 'other_cards' should be a list, not {kind}", kind=_kind(other)))
    for c in other:
        card = card_from_json(c, "the other cards")
        cards.setdefault(card.id, card)
    for ps in players:
        for cid in ps.deck.all_card_ids():
            if cid not in cards:
                raise SaveError(msg("the save is damaged: {name}'s deck lists {cid} but the file has no definition for it", name=ps.name, cid=cid))
    first = data.get("first_player")
    if first is not None and (isinstance(first, bool) or first not in range(len(players))):
        seats = "0 or 1" if len(players) == 2 else "0, 1, 2 or 3"
        raise SaveError(msg("the save is damaged: 'first_player' should be {seats}, not {first}", seats=seats, first=repr(first)))
    teams_raw = data.get("teams")
    teams = None
    if teams_raw is not None:
        if not (isinstance(teams_raw, list) and len(teams_raw) == len(players)
                and all(isinstance(t, int) and not isinstance(t, bool) for t in teams_raw)):
            raise SaveError(msg("the save is damaged: 'teams' should list a team for each of the {count} seats", count=len(players)))
        teams = tuple(teams_raw)
    share = data.get("share_hands", True)
    if not isinstance(share, bool):
        raise SaveError(msg("the save is damaged: 'share_hands' should be true or false, not {share}", share=repr(share)))
    return GameSetup(ruleset, tuple(players), cards, seed, first, teams, share)


def setup_digest(setup_json: Mapping[str, Any]) -> str:
    """The game id: a fingerprint of the setup sections (same setup, same id)."""
    keys = ("ruleset", "players", "other_cards", "seed", "first_player", "teams", "share_hands")
    return digest({k: setup_json[k] for k in keys if k in setup_json})[:20]


# --- versions ----------------------------------------------------------------------------------


def check_version(data: Any) -> dict[str, Any]:
    """Check that `data` is a save this program reads, upgrading older versions; return it
    at CURRENT_VERSION."""
    if not isinstance(data, dict):
        raise SaveError(msg("the file is not a Summoner Wars save (it holds {kind}, not an object)", kind=_kind(data)))
    fmt = data.get("format")
    if fmt != FORMAT:
        if fmt is None:
            raise SaveError(msg("the file is not a Summoner Wars save (it has no 'format' field)"))
        raise SaveError(msg("the file is not a Summoner Wars save (its format is {fmt})", fmt=repr(fmt)))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(msg("the save is damaged: its 'version' is not a whole number"))
    if version > CURRENT_VERSION:
        made_by = data.get("program_version")
        by = f" {made_by}" if isinstance(made_by, str) else ""
        raise SaveError(msg("made by a newer version of Summoner Wars{by} (save format {version}; this program reads up to {newest})", by=by, version=version, newest=CURRENT_VERSION))
    while version < CURRENT_VERSION:
        up = UPGRADERS.get(version)
        if up is None:
            raise SaveError(msg("the save uses an old format ({version}) that this program can no longer read", version=version))
        try:
            data = up(dict(data))
        except SaveError:
            raise
        except Exception as e:  # an upgrader meeting a damaged old file
            raise SaveError(msg("the save could not be upgraded from format {version}: {error}", version=version, error=reason_of(e))) from None
        new = data.get("version") if isinstance(data, dict) else None
        if new != version + 1:
            raise SaveError(msg("the save could not be upgraded from format {version}", version=version))
        version = new
    return data
