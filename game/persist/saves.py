"""Saving a game to a file and loading it back, verified.

`save_game(game, path)` writes one JSON file atomically (see `format.py` for the fields).
`load_game(path)` rebuilds the setup from the definitions embedded in the save (checking its
setup events against what the seed gives), then applies the recorded events, the game's truth in
this event-sourced core, and checks the state hash at every checkpoint (each end of turn) and at
the end: a save opens without asking the rules again. `verify_game(path)` (and `verify_file`,
`replay --verify`) trusts nothing: it re-decides every command through the rules and compares the
events they give with the recorded ones, and the state hashes with the recorded checkpoints. The
window runs that full check in the background after a load (`background.SaveCheck`). Either way
the first disagreement raises `SaveError` naming the turn and command where it happens.

The file's first line holds the listing metadata as a JSON object prefix (`{"format":…,
"summary":{…},`), so the save list reads a few hundred bytes per file instead of the whole game
(`read_header`).

The summary may say who played each side (`"seats"`: a human, or a computer player by bot name
and seed); it is optional, and a save without it is a game between two humans (`seats_of`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game import __version__ as PROGRAM_VERSION
from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.commands import command_from_json, command_to_json
from game.core.decide import Rejection
from game.core.events import event_from_json, event_to_json
from game.core.game import Game, LogEntry
from game.core.hashing import state_hash
from game.core.legal import acting_player
from game.core.message import msg
from game.core.serial import RecordError
from game.core.setup import GameSetup, SetupError
from game.persist.atomic import write_atomic
from game.persist.describe import describe_command, describe_divergence
from game.persist.format import (
    CURRENT_VERSION,
    FORMAT,
    SaveError,
    check_version,
    expect,
    reason_of,
    relabel,
    setup_digest,
    setup_from_json,
    setup_to_json,
)
from game.persist.seats import HUMAN_SEAT, clean_seat, seat_ok

SUMMONER_WARS = "summoner-wars"  # the "game" of a save that names none
MAX_FILE_BYTES = 256 * 1024 * 1024  # far above any real game; stops a stray huge file early
# "game": which game a file holds; absent in Summoner Wars saves (see `match_files`).
HEADER_KEYS = ("format", "version", "game", "program_version", "saved_at", "game_id", "summary")
HEADER_READ_BYTES = 64 * 1024


# --- game → data -----------------------------------------------------------------------------

_SETUP_CACHE: dict[int, tuple[GameSetup, dict[str, Any], str]] = {}


def _setup_json(setup: GameSetup) -> tuple[dict[str, Any], str]:
    """The setup sections and the game id, computed once per setup (autosave calls this after
    every command) and checked to survive a round trip, so a save is never written that would
    rebuild different cards."""
    hit = _SETUP_CACHE.get(id(setup))
    if hit is not None and hit[0] is setup:
        return hit[1], hit[2]
    data = setup_to_json(setup)
    back = setup_from_json(json.loads(json.dumps(data)))
    if back.ruleset != setup.ruleset:
        raise SaveError(msg("this game cannot be saved faithfully: its ruleset does not survive the save format"))
    if back.players != setup.players:
        raise SaveError(msg("this game cannot be saved faithfully: a deck list does not survive the save format"))
    for cid, card in setup.cards.items():
        if back.cards.get(cid) != card:
            raise SaveError(msg("this game cannot be saved faithfully: card {cid} does not survive the save format", cid=cid))
    gid = setup_digest(data)
    if len(_SETUP_CACHE) >= 16:
        _SETUP_CACHE.clear()
    _SETUP_CACHE[id(setup)] = (setup, data, gid)
    return data, gid


def game_id(game: Game) -> str:
    """A fingerprint of the game's setup: every save of one game (its autosave, a save under a
    name, the game after an undo) carries the same id."""
    return _setup_json(game.setup)[1]


@dataclass
class _Rendered:
    """One log entry as save text, with the state hash after it when it ended a turn.

    Cached per LogEntry object: an entry never changes once logged and always sits behind the
    same commands (undo keeps a prefix of the log), so autosaving after every command only
    renders the newest entry instead of the whole game.
    """

    entry: LogEntry
    events: tuple[ev.Event, ...]
    command_text: str
    events_text: str
    ended: bool
    hash: str | None


_RENDER_CACHE: dict[int, _Rendered] = {}
_RENDER_CACHE_MAX = 20_000  # entries (a long game has ~1000); bounded so simulate --save-dir stays small


def _ends_turn(entry: LogEntry) -> bool:
    return any(isinstance(e, ev.TurnEnded) for e in entry.events)


def _rendered(game: Game) -> list[_Rendered]:
    entries = game.log[1:]
    out: list[_Rendered | None] = []
    for e in entries:
        r = _RENDER_CACHE.get(id(e))
        out.append(r if r is not None and r.entry is e and r.events is e.events else None)
    missing = [i for i, r in enumerate(out) if r is None]
    if not missing:
        return out  # type: ignore[return-value]
    hashes: dict[int, str] = {}
    needs = [i for i in missing if _ends_turn(entries[i])]
    if needs == [len(entries) - 1]:
        hashes[needs[0]] = state_hash(game.state)
    elif needs:
        s = game.initial.clone()
        for e in game.log[0].events:
            apply_in_place(s, e)
        wanted = set(needs)
        for i in range(max(needs) + 1):
            for e in entries[i].events:
                apply_in_place(s, e)
            if i in wanted:
                hashes[i] = state_hash(s)
    if len(_RENDER_CACHE) + len(missing) > _RENDER_CACHE_MAX:
        _RENDER_CACHE.clear()
    for i in missing:
        entry = entries[i]
        r = _Rendered(
            entry=entry,
            events=entry.events,
            command_text=_compact(command_to_json(entry.command)),
            events_text=_compact([event_to_json(e) for e in entry.events]),
            ended=i in hashes or _ends_turn(entry),
            hash=hashes.get(i),
        )
        _RENDER_CACHE[id(entry)] = r
        out[i] = r
    return out  # type: ignore[return-value]


def checkpoints(game: Game) -> list[dict[str, Any]]:
    """The state hash after every command that ended a turn (`command_index` counts from 0)."""
    return [
        {"command_index": i, "turn": r.entry.turn, "hash": r.hash}
        for i, r in enumerate(_rendered(game))
        if r.ended
    ]


# --- seats: who played each side (optional; a file without them is two humans) -------------------

TWO_HUMANS: tuple[dict[str, Any], dict[str, Any]] = (HUMAN_SEAT, HUMAN_SEAT)
_SEATS: ContextVar[tuple[dict[str, Any], ...] | None] = ContextVar("save_seats", default=None)
_seat_ok = seat_ok


def _clean_seat(seat: Mapping[str, Any]) -> dict[str, Any]:
    # A 3-player game: the seat is played by the person of another seat (an index below 4).
    return clean_seat(seat, 4)


def clean_seats(seats: Sequence[Mapping[str, Any]]) -> tuple[dict[str, Any], ...]:
    """Two seats (or four, 3-4 players) as the save writes them: `{"kind": "human"}` (with
    `"person": SEAT` when the person of another seat plays it too) or `{"kind": "bot", "bot":
    NAME, "seed": INT}`. Raises ValueError for anything else (a save is never written wrong)."""
    if isinstance(seats, str | bytes) or len(seats) not in (2, 4) or not all(_seat_ok(s) for s in seats):
        raise ValueError(f"seats must be two or four human or bot seats, not {seats!r}")
    return tuple(_clean_seat(s) for s in seats)


def seats_of(header: Mapping[str, Any]) -> tuple[dict[str, Any], ...]:
    """The seats a save (or its header, or its summary) records; two humans when it records
    none (older saves) or records them in a shape this version cannot read."""
    summ = header.get("summary", header)
    raw = summ.get("seats") if isinstance(summ, Mapping) else None
    if not isinstance(raw, Sequence) or isinstance(raw, str | bytes):
        return (dict(HUMAN_SEAT), dict(HUMAN_SEAT))
    try:
        return clean_seats(raw)
    except ValueError:
        return (dict(HUMAN_SEAT), dict(HUMAN_SEAT))


@contextmanager
def recording_seats(seats: Sequence[Mapping[str, Any]] | None) -> Iterator[None]:
    """Saves written inside this block (by `SaveStore.autosave`, `save_as`, …) record `seats`
    in their summary, unless a call passes its own. None records nothing (two humans)."""
    token = _SEATS.set(None if seats is None else clean_seats(seats))
    try:
        yield
    finally:
        _SEATS.reset(token)


def matchup(names: Sequence[str]) -> str:
    """"Ella vs Toby"; with four seats the teams, "Ella & Cleo vs Toby & Gus" (seats 1 and 3
    against 2 and 4; a person playing two seats is named once)."""
    if len(names) <= 2:
        return " vs ".join(names)

    def team(side: Sequence[str]) -> str:
        return " & ".join(dict.fromkeys(side))

    return f"{team(names[0::2])} vs {team(names[1::2])}"


def winners(state: Any, players: Sequence[str]) -> str:
    """Who won, by name: the winner (2 players) or their team (3-4 players)."""
    if len(players) <= 2:
        return players[state.winner]
    return " & ".join(dict.fromkeys(players[p] for p in state.allies(state.winner)))


def summary(
    game: Game, name: str | None = None, seats: Sequence[Mapping[str, Any]] | None = None
) -> dict[str, Any]:
    """The listing metadata: enough to show a save in a list without replaying it. `seats`
    (optional; see `recording_seats`) says who plays each side."""
    s = game.state
    players = [p.name for p in game.setup.players]
    factions = [p.deck.faction for p in game.setup.players]
    acting = acting_player(s)
    if s.over:
        result = "a draw" if s.winner is None else f"{winners(s, players)} won"
    else:
        result = "unfinished"
    return {
        "name": name if name else matchup(players),
        "players": players,
        "factions": factions,
        "decks": [p.deck.name for p in game.setup.players],
        "turn": s.turn.number,
        "whose_turn": acting,
        "whose_turn_name": None if acting is None else players[acting],
        "finished": bool(s.over),
        "winner": s.winner if s.over else None,
        "winner_name": players[s.winner] if s.over and s.winner is not None else None,
        "result": result,
        "commands": len(game.log) - 1,
        "prompt_pending": s.pending is not None,
        **_seats_entry(seats),
    }


def _seats_entry(seats: Sequence[Mapping[str, Any]] | None) -> dict[str, Any]:
    chosen = clean_seats(seats) if seats is not None else _SEATS.get()
    return {} if chosen is None else {"seats": [dict(s) for s in chosen]}


def game_to_data(
    game: Game, name: str | None = None, saved_at: str | None = None,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The whole save as a dict (what `save_game` writes)."""
    setup_json, gid = _setup_json(game.setup)
    entries = game.log[1:]
    return {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "program_version": PROGRAM_VERSION,
        "saved_at": saved_at or now_iso(),
        "game_id": gid,
        "summary": summary(game, name, seats),
        **setup_json,
        "setup_events": [event_to_json(e) for e in game.log[0].events] if game.log else [],
        "commands": [command_to_json(e.command) for e in entries],
        "events": [[event_to_json(e) for e in entry.events] for entry in entries],
        "checkpoints": checkpoints(game),
        "final": {"commands": len(entries), "turn": game.state.turn.number, "hash": state_hash(game.state)},
    }


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


compact_json = _compact  # for the other games' save files (match_files)


def dumps(data: Mapping[str, Any]) -> str:
    """The save's text: the header keys on the first line (see `read_header`), then one line per
    section, with the command and event logs one entry per line (readable, diff-friendly)."""
    header = {k: data[k] for k in HEADER_KEYS if k in data}
    first = _compact(header)
    lines = [first[:-1] + ","]
    rest = [k for k in data if k not in header]
    for n, key in enumerate(rest):
        value = data[key]
        sep = "," if n < len(rest) - 1 else ""
        if key in ("commands", "events", "setup_events", "checkpoints") and isinstance(value, list):
            lines.append(_list_section(key, [_compact(v) for v in value]) + sep)
        else:
            lines.append(f"{_compact(key)}:{_compact(value)}{sep}")
    return "\n".join(lines) + "\n}\n"


def render_save(
    game: Game, name: str | None = None, saved_at: str | None = None,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> str:
    """The save's text, as `dumps(game_to_data(...))` gives it, built from cached pieces."""
    setup_json, gid = _setup_json(game.setup)
    rendered = _rendered(game)
    header = {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "program_version": PROGRAM_VERSION,
        "saved_at": saved_at or now_iso(),
        "game_id": gid,
        "summary": summary(game, name, seats),
    }
    first = _compact(header)
    parts = [first[:-1] + ","]
    for key, value in setup_json.items():
        parts.append(f"{_compact(key)}:{_compact(value)},")
    setup_events = [event_to_json(e) for e in game.log[0].events] if game.log else []
    parts.append(_list_section("setup_events", [_compact(e) for e in setup_events]) + ",")
    parts.append(_list_section("commands", [r.command_text for r in rendered]) + ",")
    parts.append(_list_section("events", [r.events_text for r in rendered]) + ",")
    marks = [{"command_index": i, "turn": r.entry.turn, "hash": r.hash} for i, r in enumerate(rendered) if r.ended]
    parts.append(_list_section("checkpoints", [_compact(c) for c in marks]) + ",")
    final = {"commands": len(rendered), "turn": game.state.turn.number, "hash": state_hash(game.state)}
    parts.append(f"{_compact('final')}:{_compact(final)}")
    return "\n".join(parts) + "\n}\n"


def _list_section(key: str, items: list[str]) -> str:
    if not items:
        return f"{_compact(key)}:[]"
    return f"{_compact(key)}:[\n" + ",\n".join(items) + "\n]"


list_section = _list_section  # one item a line, as every save writes its logs


def save_game(
    game: Game, path: str | os.PathLike[str], name: str | None = None,
    *, seats: Sequence[Mapping[str, Any]] | None = None,
) -> Path:
    """Write `game` to `path` atomically; returns the path."""
    path = Path(path)
    write_atomic(path, render_save(game, name, seats=seats).encode("utf-8"))
    return path


# --- data → game -----------------------------------------------------------------------------


def read_text(path: str | os.PathLike[str]) -> str:
    """The file's text, or a SaveError saying why it cannot be read."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise SaveError(msg("the file is too large to be a save ({megabytes} MB)", megabytes=size // (1024 * 1024)))
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(msg("the file does not exist")) from None
    except IsADirectoryError:
        raise SaveError(msg("that is a folder, not a save file")) from None
    except PermissionError:
        raise SaveError(msg("the file cannot be read (permission denied)")) from None
    except OSError as e:
        raise SaveError(msg("the file cannot be read ({error})", error=e.strerror or e)) from None
    if not raw.strip():
        raise SaveError(msg("the file is empty"))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError(msg("the file is damaged or not a save (it is not text: bad byte at offset {offset})", offset=e.start)) from None


def parse_text(text: str) -> Any:
    """The JSON value in `text`, or a SaveError telling a cut-short file from a damaged one."""
    if not text.strip():
        raise SaveError(msg("the file is empty"))
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        if not text.lstrip().startswith(("{", "[")):
            raise SaveError(msg("the file is not a Summoner Wars save (it is not JSON: line {line}, column {column}: {error})", line=e.lineno, column=e.colno, error=e.msg)) from None
        stripped = text.rstrip()
        where = msg("invalid JSON at line {line}, column {column}", line=e.lineno, column=e.colno)
        if not stripped.endswith("}") or e.pos >= len(stripped) - 1:
            raise SaveError(msg("the file is cut short ({where})", where=where)) from None
        raise SaveError(msg("the file is damaged ({where}: {error})", where=where, error=e.msg)) from None
    except RecursionError:
        raise SaveError(msg("the file is damaged (its JSON is nested too deeply)")) from None


def _events(raw: Any, where: str | Callable[[], str]) -> list[ev.Event]:
    """The recorded events in `raw`; `where` names them in a message (a function giving the
    name, when working it out costs: it is only asked when something is wrong)."""
    if not isinstance(raw, list):
        where = where() if callable(where) else where
        raise SaveError(msg("the save is damaged: the recorded events of {where} are not a list", where=where))
    out = []
    for i, e in enumerate(raw):
        try:
            out.append(event_from_json(e))
        except (RecordError, ValueError, TypeError, AttributeError) as err:
            where = where() if callable(where) else where
            raise SaveError(msg("{where}: recorded event {number} cannot be read ({error})", where=where, number=i + 1, error=reason_of(err) if isinstance(err, BaseException) else err)) from None
    return out


def _checkpoints(raw: Any) -> dict[int, tuple[int, str]]:
    if not isinstance(raw, list):
        raise SaveError(msg("the save is damaged: 'checkpoints' is not a list"))
    out: dict[int, tuple[int, str]] = {}
    for c in raw:
        if not isinstance(c, dict):
            raise SaveError(msg("the save is damaged: a checkpoint is not an object"))
        i = expect(c, "command_index", int, msg("a checkpoint"))
        turn = expect(c, "turn", int, msg("a checkpoint"))
        h = expect(c, "hash", str, msg("a checkpoint"))
        out[i] = (turn, h)
    return out


def load_save_data(data: Any) -> Game:
    """Rebuild a game from a save's parsed JSON by applying its recorded events, checking the
    state hash at every checkpoint and at the end (see the module docstring)."""
    return _guarded(_apply_save_data, data)


def verify_save_data(data: Any) -> Game:
    """Rebuild a game from a save's parsed JSON by re-deciding every command through the rules,
    comparing the events with the recorded ones and the hashes with the checkpoints."""
    return _guarded(_redecide_save_data, data)


def _guarded(rebuild: Any, data: Any) -> Game:
    try:
        return rebuild(data)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(msg("the save is damaged (it is nested too deeply)")) from None
    except Exception as e:  # a value of a shape nobody foresaw: still a message, not a crash
        raise SaveError(msg("the save is damaged and cannot be read ({error_type}: {error})", error_type=type(e).__name__, error=reason_of(e))) from None


def _set_up(data: Any) -> tuple[Game, list[Any], list[Any], dict[int, tuple[int, str]]]:
    """The game after its setup (checked against the recorded setup events), with the save's
    commands, events and checkpoints still raw."""
    data = check_version(data)
    other = data.get("game")
    if other is not None and other != SUMMONER_WARS:  # another game's save (match_files reads it)
        raise SaveError(msg("this is a save of another game ({game}), not of Summoner Wars", game=repr(other)))
    for key, kind in (("ruleset", dict), ("players", list), ("seed", int), ("setup_events", list),
                      ("commands", list), ("events", list), ("checkpoints", list), ("final", dict)):
        expect(data, key, kind)
    setup = setup_from_json(data)
    try:
        g = Game.new(setup)
    except SetupError as e:
        raise SaveError(msg("the decks in the file cannot be set up: {error}", error=reason_of(e))) from None
    except Exception as e:
        raise SaveError(msg("the game in the file cannot be set up ({error_type}: {error})", error_type=type(e).__name__, error=reason_of(e))) from None

    recorded_setup = _events(data["setup_events"], msg("the setup"))
    if tuple(recorded_setup) != g.log[0].events:
        raise SaveError(msg("setting up the game: {reason}", reason=describe_divergence(g.initial, recorded_setup, g.log[0].events)))
    return g, data["commands"], data["events"], _checkpoints(data["checkpoints"])


def _check_turn_end(label: str, turn: int, ended: bool, mark: tuple[int, str] | None, state_now: Any) -> None:
    """Raises unless a checkpoint sits exactly where a turn ended, with the state's hash."""
    if mark is not None:
        if not ended:
            raise SaveError(msg("{label}: the file records the end of a turn here, but the turn goes on", label=label))
        if mark[1] != state_hash(state_now):
            raise SaveError(msg("{label}: the game at the end of turn {turn} differs from the one recorded (the rules may have changed since the game was saved)", label=label, turn=turn))
    elif ended:
        raise SaveError(msg("{label}: the file has no checkpoint for the end of turn {turn}", label=label, turn=turn))


def _check_end(g: Game, data: Mapping[str, Any], commands: list[Any], events: list[Any],
               marks: dict[int, tuple[int, str]]) -> None:
    if len(events) > len(commands):
        raise SaveError(msg("the save is damaged: it records events for {count} commands but holds only {count2} commands", count=len(events), count2=len(commands)))
    if marks:
        i = min(marks)
        raise SaveError(msg("the save is damaged: it has a checkpoint for command {number}, which is not in the file", number=i + 1))
    final = data["final"]
    if final.get("commands") != len(commands):
        raise SaveError(msg("the file is cut short: it should hold {expected} commands but holds {count}", expected=final.get('commands'), count=len(commands)))
    if final.get("hash") != g.hash():
        raise SaveError(msg("the game at the end of the file differs from the one recorded (the rules may have changed since the game was saved)"))


def _command(raw: Any, i: int, turn: int) -> Any:
    try:
        return command_from_json(raw)
    except (RecordError, ValueError, TypeError, AttributeError) as e:
        raise SaveError(msg("turn {turn}, command {number}: the command cannot be read ({error})", turn=turn, number=i + 1, error=reason_of(e))) from None


def _apply_save_data(data: Any) -> Game:
    """The fast load: the recorded events are the game (`apply` folds each into the state);
    the rules are not asked again. The checkpoint hashes catch events that do not lead to the
    recorded game; re-deciding the commands is `verify_save_data`'s job.

    Nothing is spent on messages while all is well: a command's label and the state before it
    (which describes the command) are worked out only when something is wrong."""
    g, commands, events, marks = _set_up(data)
    s = g.state.clone()
    log = g.log
    turn_ended = ev.TurnEnded
    for i, raw in enumerate(commands):
        turn, player = s.turn.number, s.turn.player
        cmd = _command(raw, i, turn)
        if i >= len(events):
            raise SaveError(msg("{label}: the file has no recorded events for it (they stop after command {count})", label=_label(s, cmd, i), count=len(events)))
        try:
            recorded = tuple(_events(events[i], lambda turn=turn, i=i: msg("turn {turn}, command {number}", turn=turn, number=i + 1)))
        except SaveError as e:
            raise SaveError(relabel(e, f"turn {turn}, command {i + 1}", _label(s, cmd, i))) from None
        ended = turn_ended in map(type, recorded)
        mark = marks.pop(i, None)
        try:
            for e in recorded:
                apply_in_place(s, e)
            _check_turn_end("", turn, ended, mark, s)
        except SaveError as e:
            raise SaveError(relabel(e, "", _label(_state_before(g), cmd, i))) from None
        except Exception as e:  # an event naming a card or a place the game does not have
            raise SaveError(msg("{label}: the recorded events cannot be applied, the save is damaged ({error_type}: {error})", label=_label(_state_before(g), cmd, i), error_type=type(e).__name__, error=reason_of(e))) from None
        log.append(LogEntry(cmd, recorded, turn, player))
    g.state = s
    _check_end(g, data, commands, events, marks)
    return g


def _state_before(g: Game) -> Any:
    """The state after the commands in `g.log` (which a load fills as it goes), rebuilt from the
    recorded events: the state before the command a message is about."""
    s = g.state.clone()
    for entry in g.log[1:]:
        for e in entry.events:
            apply_in_place(s, e)
    return s


def _label(state: Any, cmd: Any, i: int) -> str:
    """'turn T, command N (what it did)', as the re-deciding load names a command."""
    try:
        return msg("turn {turn}, command {number} ({action})", turn=state.turn.number, number=i + 1,
                   action=describe_command(state, cmd))
    except Exception:  # a state too damaged to describe the command in
        return f"turn {state.turn.number}, command {i + 1}"


def _redecide_save_data(data: Any) -> Game:
    g, commands, events, marks = _set_up(data)
    for i, raw in enumerate(commands):
        before = g.state
        turn = before.turn.number
        cmd = _command(raw, i, turn)
        label = f"turn {turn}, command {i + 1} ({describe_command(before, cmd)})"
        try:
            out = g.submit(cmd)
        except Exception as e:  # the rules meeting a command they never expected
            raise SaveError(msg("{label}: the rules failed on it ({error_type}: {error})", label=label, error_type=type(e).__name__, error=reason_of(e))) from None
        if isinstance(out, Rejection):
            raise SaveError(msg("{label} was not legal: {reason}", label=label, reason=out.reason))
        if i >= len(events):
            raise SaveError(msg("{label}: the file has no recorded events for it (they stop after command {count})", label=label, count=len(events)))
        recorded = _events(events[i], label)
        if tuple(recorded) != out.events:
            raise SaveError(msg("{label}: {reason}", label=label, reason=describe_divergence(before, recorded, out.events)))
        ended = any(isinstance(e, ev.TurnEnded) for e in out.events)
        _check_turn_end(label, turn, ended, marks.pop(i, None), g.state)
    _check_end(g, data, commands, events, marks)
    return g


def load_game(path: str | os.PathLike[str]) -> Game:
    """Read the save at `path` and rebuild its game from the recorded events, checked against
    its checkpoint hashes; raises SaveError with a player's message."""
    return load_save_data(parse_text(read_text(path)))


def verify_game(path: str | os.PathLike[str]) -> Game:
    """Read the save at `path` and re-decide every command through the rules (`replay
    --verify`); raises SaveError naming the first disagreement."""
    return verify_save_data(parse_text(read_text(path)))


@dataclass(frozen=True)
class LoadedSave:
    """A verified game and the save's own metadata (its name, when it was saved)."""

    path: Path
    game: Game
    name: str
    saved_at: str
    game_id: str
    program_version: str
    # Who played each side (`seats_of`): two humans for saves that do not say.
    seats: tuple[dict[str, Any], dict[str, Any]] = TWO_HUMANS
    # The parsed file, for re-deciding it later (`verify_save_data`, the background check).
    record: Any = field(default=None, repr=False, compare=False)


def load_save(path: str | os.PathLike[str]) -> LoadedSave:
    """Like `load_game`, with the save's name and time (for a window's title bar) and the parsed
    file (`record`, for a later full check)."""
    return loaded_save(parse_text(read_text(path)), path)


def loaded_save(data: Any, path: str | os.PathLike[str]) -> LoadedSave:
    """`load_save` of a file already parsed (`data`)."""
    g = load_save_data(data)
    summ = data.get("summary") if isinstance(data.get("summary"), dict) else {}
    return LoadedSave(
        path=Path(path),
        game=g,
        name=str(summ.get("name") or ""),
        saved_at=str(data.get("saved_at") or ""),
        game_id=str(data.get("game_id") or game_id(g)),
        program_version=str(data.get("program_version") or ""),
        seats=seats_of(data) if isinstance(data, Mapping) else TWO_HUMANS,
        record=data,
    )


def result_text(g: Game) -> str:
    """'N turns, winner NAME (faction)' / 'N turns, a draw' / 'N turns, unfinished'; with four
    seats the winning team, 'winners NAME (faction) & NAME (faction)'."""
    s = g.state
    n = s.turn.number
    turns = f"{n} turn" if n == 1 else f"{n} turns"
    if not s.over:
        return f"{turns}, unfinished"
    if s.winner is None:
        return f"{turns}, a draw"
    if len(g.setup.players) > 2:
        team = dict.fromkeys(g.setup.players[i] for i in s.allies(s.winner))
        return f"{turns}, winners " + " & ".join(f"{p.name} ({p.deck.faction})" for p in team)
    p = g.setup.players[s.winner]
    return f"{turns}, winner {p.name} ({p.deck.faction})"


def verify_file(path: str | os.PathLike[str]) -> tuple[bool, str]:
    """(True, "ok (N turns, winner …)") or (False, the first problem). Never raises for a bad
    file: anything unexpected is reported as a message too."""
    try:
        g = verify_game(path)
    except SaveError as e:
        return False, reason_of(e)
    except RecursionError:
        return False, msg("the file is damaged (its JSON is nested too deeply)")
    except Exception as e:  # the promise is a message, never a traceback
        return False, msg("the save could not be checked ({error_type}: {error})", error_type=type(e).__name__,
                          error=str(e))
    return True, f"ok ({result_text(g)})"


# --- the header, for fast listing --------------------------------------------------------------


def read_header(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The save's listing metadata without reading the whole game.

    Reads the first line (written by `dumps`); a file written otherwise (by hand, by another
    tool) is parsed whole. Also checks that the file is not cut short (it must end with '}').
    Raises SaveError for a file that cannot be listed.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            head = f.read(HEADER_READ_BYTES)
            if size == 0 or not head.strip():
                raise SaveError(msg("the file is empty"))
            f.seek(max(0, size - 64))
            tail = f.read()
    except FileNotFoundError:
        raise SaveError(msg("the file does not exist")) from None
    except OSError as e:
        raise SaveError(msg("the file cannot be read ({error})", error=e.strerror or e)) from None
    line, newline, _ = head.partition(b"\n")
    header: Any = None
    if newline and line.rstrip().endswith(b","):
        try:
            header = json.loads(line.rstrip()[:-1].decode("utf-8") + "}")
        except (UnicodeDecodeError, json.JSONDecodeError):
            header = None
    if header is not None:
        if not tail.rstrip().endswith(b"}"):
            raise SaveError(msg("the file is cut short (it does not end where a save ends)"))
    else:
        data = parse_text(read_text(path))
        if not isinstance(data, dict):
            check_version(data)  # raises the clear "not a save" message
        header = {k: data.get(k) for k in HEADER_KEYS}
    _check_header(header)
    return header


def _check_header(header: Any) -> None:
    if not isinstance(header, dict):
        raise SaveError(msg("the file is not a Summoner Wars save"))
    probe = {k: header.get(k) for k in ("format", "version", "program_version")}
    version = probe.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version < CURRENT_VERSION:
        # an older save: listable as it is; loading upgrades it
        if probe.get("format") != FORMAT:
            raise SaveError(msg("the file is not a Summoner Wars save"))
    else:
        check_version(probe)
    if not isinstance(header.get("summary"), dict):
        raise SaveError(msg("the save is damaged: it has no summary"))


def summary_fields(header: Mapping[str, Any]) -> dict[str, Any]:
    """The summary with every field present and of a sensible type (for a list row)."""
    s = header.get("summary") if isinstance(header.get("summary"), dict) else {}
    factions = s.get("factions")
    if not isinstance(factions, Sequence) or isinstance(factions, str):
        factions = []
    return {
        "name": str(s.get("name") or ""),
        "factions": tuple(str(f) for f in factions),
        "turn": s.get("turn") if isinstance(s.get("turn"), int) else 0,
        "whose_turn": str(s.get("whose_turn_name") or ""),
        "finished": bool(s.get("finished")),
        "result": str(s.get("result") or ""),
    }
