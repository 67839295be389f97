"""Save files for any game on the protocol (`game.engine.protocol`), Warrior first.

One JSON object per game, in the same family as Summoner Wars' saves (`format.py`): the same
`format` and `version`, the same first line the save list reads cheaply, the same atomic
writes, the same folders; what differs is the body, the game's `Match` (its setup and log):

    format            "summoner-wars-save"
    version           1
    game              the rules' name ("warrior"); Summoner Wars' own saves have none
    program_version   the program that wrote it
    saved_at          ISO 8601 time, UTC
    game_id           a fingerprint of the setup (same setup → same id; autosaves use it)
    summary           listing metadata: name, players, seats (human, or bot with its level
                      and seed), round, scores, whose turn, finished, winners, result
    setup             the setup as a record (`game.engine.records`): players, deck, seed…
    log               one entry a line: {"command": record or null, "events": [records]};
                      the first entry (command null) is the opening deal
    checkpoints       one a line: {"entry": i, "hash": state hash after entry i}, every entry
    final             {"entries": N, "hash": the state hash at the end}

Loading applies the recorded events (no rules asked, no random source) and checks every
checkpoint; `verify` re-decides every command as well. Either way the first problem is a
`SaveError` naming the entry, in a player's words ("This save is damaged: …").
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import __version__ as PROGRAM_VERSION
from game.engine.match import Entry, Match
from game.engine.message import msg
from game.engine.protocol import Rejection
from game.engine.records import RecordError, from_jsonable, registry, to_jsonable
from game.persist.atomic import write_atomic
from game.persist.format import CURRENT_VERSION, FORMAT, SaveError, check_version, digest, reason_of
from game.persist.game_kind import GameKind
from game.persist.games import kind_of
from game.persist.saves import compact_json, list_section, now_iso, parse_text, read_text
from game.persist.seats import clean_seat, seat_ok


@dataclass(frozen=True)
class LoadedMatch:
    """A loaded game and the save's own metadata (what `saves.LoadedSave` is for Summoner Wars)."""

    path: Path
    match: Match
    kind: GameKind
    name: str
    saved_at: str
    game_id: str
    program_version: str
    seats: tuple[dict[str, Any], ...] = ()
    record: Any = field(default=None, repr=False, compare=False)


# --- seats -----------------------------------------------------------------------------------


def clean_seats(seats: Sequence[Mapping[str, Any]], count: int) -> tuple[dict[str, Any], ...]:
    """`count` seat records as the save writes them (`seats.py`); ValueError for anything else."""
    if isinstance(seats, str | bytes) or len(seats) != count or not all(seat_ok(s) for s in seats):
        raise ValueError(f"seats must be {count} human or bot seats, not {seats!r}")
    return tuple(clean_seat(s, count) for s in seats)


def seats_in(header: Mapping[str, Any], count: int) -> tuple[dict[str, Any], ...]:
    """The seats a save's summary records; every seat a person when it records none usable."""
    summ = header.get("summary", header)
    raw = summ.get("seats") if isinstance(summ, Mapping) else None
    try:
        return clean_seats(raw, count) if isinstance(raw, Sequence) else ({"kind": "human"},) * count
    except ValueError:
        return ({"kind": "human"},) * count


# --- match → text ----------------------------------------------------------------------------


def setup_json(match: Match) -> dict[str, Any]:
    return to_jsonable(match.setup)


def match_id(match: Match) -> str:
    """A fingerprint of the setup: every save of one game carries the same id."""
    hit = _ID_CACHE.get(id(match.setup))
    if hit is not None and hit[0] is match.setup:
        return hit[1]
    gid = digest({"game": match.rules.name, "setup": setup_json(match)})[:20]
    if len(_ID_CACHE) >= 16:
        _ID_CACHE.clear()
    _ID_CACHE[id(match.setup)] = (match.setup, gid)
    return gid


_ID_CACHE: dict[int, tuple[Any, str]] = {}


@dataclass
class _Rendered:
    """One log entry as save text with the state hash after it; cached per Entry object (an
    entry never changes, and undo keeps a prefix of the log), so an autosave after every
    command renders only the newest entry."""

    entry: Entry
    text: str
    hash: str


_RENDER_CACHE: dict[int, _Rendered] = {}
_RENDER_CACHE_MAX = 20_000


def _rendered(match: Match) -> list[_Rendered]:
    out: list[_Rendered | None] = []
    for e in match.log:
        r = _RENDER_CACHE.get(id(e))
        out.append(r if r is not None and r.entry is e else None)
    missing = [i for i, r in enumerate(out) if r is None]
    if not missing:
        return out  # type: ignore[return-value]
    rules = match.rules
    hashes: dict[int, str] = {}
    if missing == [len(match.log) - 1]:
        hashes[missing[0]] = rules.state_hash(match.state)
    else:
        s = match.initial
        wanted = set(missing)
        for i, entry in enumerate(match.log[: max(missing) + 1]):
            for e in entry.events:
                s = rules.apply(s, e)
            if i in wanted:
                hashes[i] = rules.state_hash(s)
    if len(_RENDER_CACHE) + len(missing) > _RENDER_CACHE_MAX:
        _RENDER_CACHE.clear()
    for i in missing:
        entry = match.log[i]
        text = compact_json({"command": to_jsonable(entry.command), "events": to_jsonable(entry.events)})
        r = _Rendered(entry, text, hashes[i])
        _RENDER_CACHE[id(entry)] = r
        out[i] = r
    return out  # type: ignore[return-value]


def summary(
    match: Match, kind: GameKind, name: str | None = None,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The listing metadata: enough to show the save in a list without replaying it."""
    rules, s = match.rules, match.state
    players = list(kind.players(match.setup))
    acting = rules.acting_seats(s)
    whose = acting[0] if len(acting) == 1 else None
    result = rules.result(s)
    finished = rules.is_over(s)
    winners = list(result.winners) if result is not None else []
    if finished:
        outcome = " & ".join(players[w] for w in winners) + " won" if winners else "a draw"
    else:
        outcome = "unfinished"
    out = {
        "name": name if name else f"{kind.title}: " + ", ".join(players),
        "game_title": kind.title,
        "players": players,
        **{k: v for k, v in kind.progress(s).items()},
        "whose_turn": whose,
        "whose_turn_name": None if whose is None else players[whose],
        "finished": finished,
        "winners": winners,
        "winner_names": [players[w] for w in winners],
        "result": outcome,
        "commands": len(match.log) - 1,
    }
    if seats is not None:
        out["seats"] = [dict(x) for x in clean_seats(seats, len(players))]
    return out


def render_match(
    match: Match, kind: GameKind, name: str | None = None, saved_at: str | None = None,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> str:
    """The save's text: the header on the first line (`saves.read_header` reads it), then the
    setup, the log and the checkpoints one entry a line."""
    rendered = _rendered(match)
    header = {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "game": match.rules.name,
        "program_version": PROGRAM_VERSION,
        "saved_at": saved_at or now_iso(),
        "game_id": match_id(match),
        "summary": summary(match, kind, name, seats),
    }
    first = compact_json(header)
    parts = [first[:-1] + ","]
    parts.append(f"{compact_json('setup')}:{compact_json(setup_json(match))},")
    parts.append(list_section("log", [r.text for r in rendered]) + ",")
    marks = [compact_json({"entry": i, "hash": r.hash}) for i, r in enumerate(rendered)]
    parts.append(list_section("checkpoints", marks) + ",")
    final = {"entries": len(rendered), "hash": match.hash()}
    parts.append(f"{compact_json('final')}:{compact_json(final)}")
    return "\n".join(parts) + "\n}\n"


def save_match(
    match: Match, path: str | os.PathLike[str], name: str | None = None,
    *, seats: Sequence[Mapping[str, Any]] | None = None,
) -> Path:
    """Write `match` to `path` atomically; returns the path."""
    path = Path(path)
    write_atomic(path, render_match(match, kind_of(match.rules.name), name, seats=seats).encode("utf-8"))
    return path


# --- text → match ----------------------------------------------------------------------------


def damaged(reason: str) -> SaveError:
    return SaveError(msg("This save is damaged: {reason}", reason=reason))


def _field(data: Mapping[str, Any], key: str, kind: type) -> Any:
    """`data[key]`, which must be a `kind`; else the damage named."""
    if key not in data:
        raise damaged(msg("it has no '{key}'", key=key))
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise damaged(msg("its '{key}' is not what a save holds there", key=key))
    return value


def _label(kind: GameKind, state: Any, command: Any, i: int) -> str:
    return msg("entry {number} ({action})", number=i, action=kind.said(state, command))


def match_from_data(data: Any, *, verify: bool = False) -> tuple[Match, GameKind]:
    """The game a save's parsed JSON holds, rebuilt by applying its recorded events and checked
    against every checkpoint; with `verify`, every command is also decided again and must give
    the recorded events. Raises SaveError naming the first entry that is wrong."""
    try:
        return _match_from_data(data, verify)
    except SaveError:
        raise
    except RecursionError:
        raise damaged(msg("it is nested too deeply")) from None
    except Exception as e:  # a value of a shape nobody foresaw: still a message, not a crash
        raise damaged(msg("it cannot be read ({error_type}: {error})", error_type=type(e).__name__,
                          error=reason_of(e))) from None


def _match_from_data(data: Any, verify: bool) -> tuple[Match, GameKind]:
    data = check_version(data)
    name = data.get("game")
    kind = kind_of(name) if isinstance(name, str) else None
    if kind is None:
        raise SaveError(msg("this save is of a game this program does not know ({game})", game=repr(name)))
    rules = kind.rules
    types = registry(rules.record_types())
    try:
        setup = from_jsonable(_field(data, "setup", dict), types)
        initial, opening = rules.new_game(setup)
    except (RecordError, ValueError, TypeError) as e:
        raise damaged(msg("its setup cannot be read ({error})", error=reason_of(e))) from None
    raw_log = _field(data, "log", list)
    marks = _checkpoints(_field(data, "checkpoints", list))
    final = _field(data, "final", dict)
    if not raw_log:
        raise damaged(msg("its log is empty"))
    log: list[Entry] = []
    state = initial
    for i, raw in enumerate(raw_log):
        before = state
        if not isinstance(raw, dict) or "events" not in raw:
            raise damaged(msg("entry {number} of its log is not an entry", number=i))
        try:
            command = from_jsonable(raw.get("command"), types)
            events = from_jsonable(raw["events"], types)
        except (RecordError, ValueError, TypeError) as e:
            raise damaged(msg("entry {number} cannot be read ({error})", number=i, error=reason_of(e))) from None
        if not isinstance(events, tuple):
            raise damaged(msg("the events of entry {number} are not a list", number=i))
        if i == 0:
            if command is not None or events != tuple(opening):
                raise damaged(msg("the opening deal differs from the one its setup deals"))
        else:
            if command is None:
                raise damaged(msg("entry {number} has no command", number=i))
            if verify:
                label = _label(kind, before, command, i)
                try:
                    again = rules.decide(before, command)
                except Exception as e:  # the rules meeting a command they never expected
                    raise damaged(msg("{label}: the rules failed on it ({error_type}: {error})", label=label,
                                      error_type=type(e).__name__, error=reason_of(e))) from None
                if isinstance(again, Rejection):
                    raise damaged(msg("{label} was not legal: {reason}", label=label, reason=again.reason))
                if tuple(again) != events:
                    raise damaged(msg("{label} does not give the events recorded for it", label=label))
        try:
            for e in events:
                state = rules.apply(state, e)
        except Exception as e:
            label = msg("the opening deal") if i == 0 else _label(kind, before, command, i)
            raise damaged(msg("the recorded events of {label} cannot be applied ({error_type}: {error})",
                              label=label, error_type=type(e).__name__, error=reason_of(e))) from None
        want = marks.pop(i, None)
        if want is None:
            raise damaged(msg("it has no checkpoint for entry {number}", number=i))
        if want != rules.state_hash(state):
            where = msg("the opening deal") if i == 0 else _label(kind, before, command, i)
            raise damaged(msg("the game after {label} differs from the one recorded", label=where))
        log.append(Entry(command, events))
    if marks:
        raise damaged(msg("it has a checkpoint for entry {number}, which is not in the file", number=min(marks)))
    if final.get("entries") != len(log):
        raise damaged(msg("it is cut short: it should hold {expected} entries but holds {count}",
                          expected=final.get("entries"), count=len(log)))
    if final.get("hash") != rules.state_hash(state):
        raise damaged(msg("the game at the end of the file differs from the one recorded"))
    return Match(rules, setup, initial, state, log), kind


def _checkpoints(raw: list[Any]) -> dict[int, str]:
    out: dict[int, str] = {}
    for c in raw:
        if not (isinstance(c, dict) and isinstance(c.get("entry"), int) and isinstance(c.get("hash"), str)):
            raise damaged(msg("a checkpoint is not an entry number and a hash"))
        out[c["entry"]] = c["hash"]
    return out


def verify_match_data(data: Any) -> Match:
    """Re-decide every command of a parsed save (the background check after a load)."""
    return match_from_data(data, verify=True)[0]


def load_match_data(data: Any, path: str | os.PathLike[str] = "", *, verify: bool = False) -> LoadedMatch:
    match, kind = match_from_data(data, verify=verify)
    summ = data.get("summary") if isinstance(data.get("summary"), dict) else {}
    return LoadedMatch(
        path=Path(path),
        match=match,
        kind=kind,
        name=str(summ.get("name") or ""),
        saved_at=str(data.get("saved_at") or ""),
        game_id=str(data.get("game_id") or match_id(match)),
        program_version=str(data.get("program_version") or ""),
        seats=seats_in(data, len(kind.players(match.setup))),
        record=data,
    )


def load_match(path: str | os.PathLike[str], *, verify: bool = False) -> LoadedMatch:
    """Read the save at `path` (see the module docstring); raises SaveError."""
    text = read_text(path)
    try:
        data = parse_text(text)
    except SaveError as e:  # cut short or garbled: the file is there but damaged
        raise damaged(reason_of(e)) from None
    return load_match_data(data, path, verify=verify)


def result_text(loaded: LoadedMatch) -> str:
    """'Warrior, 3 rounds, 4 players, won by Ella' (or 'unfinished'), for `replay --verify`."""
    s = loaded.match.state
    rules = loaded.match.rules
    players = loaded.kind.players(loaded.match.setup)
    rounds = loaded.kind.progress(s).get("round", 0)
    head = f"{loaded.kind.title}, {len(players)} players, round {rounds}"
    result = rules.result(s)
    if result is None:
        return f"{head}, unfinished"
    if not result.winners:
        return f"{head}, a draw"
    return f"{head}, won by " + " & ".join(players[w] for w in result.winners)


def verify_match_file(path: str | os.PathLike[str]) -> tuple[bool, str]:
    """(True, "ok (…)") or (False, the first problem); never raises for a bad file."""
    try:
        loaded = load_match(path, verify=True)
    except SaveError as e:
        return False, reason_of(e)
    except Exception as e:  # the promise is a message, never a traceback
        return False, msg("the save could not be checked ({error_type}: {error})", error_type=type(e).__name__,
                          error=str(e))
    return True, f"ok ({result_text(loaded)})"


def game_of(data: Any) -> str:
    """Which game a parsed save holds (Summoner Wars for a save that names none)."""
    name = data.get("game") if isinstance(data, dict) else None
    return name if isinstance(name, str) else "summoner-wars"


def dumps_match_data(data: Mapping[str, Any]) -> str:
    """A parsed save written back in the same layout (tests edit files with it)."""
    keys = ("format", "version", "game", "program_version", "saved_at", "game_id", "summary")
    header = {k: data[k] for k in keys if k in data}
    lines = [compact_json(header)[:-1] + ","]
    rest = [k for k in data if k not in header]
    for n, key in enumerate(rest):
        sep = "," if n < len(rest) - 1 else ""
        value = data[key]
        if key in ("log", "checkpoints") and isinstance(value, list):
            lines.append(list_section(key, [compact_json(v) for v in value]) + sep)
        else:
            lines.append(f"{compact_json(key)}:{compact_json(value)}{sep}")
    return "\n".join(lines) + "\n}\n"
