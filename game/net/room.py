"""One room of the server: a game's plug and options, its seats, the live game and what each
seat is told about it.

The room alone runs the rules: a command comes with a seat's token, is checked (the token's
seat gives it, it is that seat's turn, the rules accept it), written to the room's journal and
only then applied; each seat and the spectators get an "update" with the events as *they* may
see them (`rules.event_seen_by(event, seat, before)`) and their own view. Nothing a seat may not
know is ever encoded for it.

The room is plain synchronous code with no clock of its own: every method that may depend on
time takes `now` (seconds, any monotonic origin), and returns the messages to send as a list of
`(audience, message)`, audience a seat or None for the spectators. The server delivers them.

The journal (`journal(kind, data)`, called before anything goes out) holds what a restart needs
to rebuild the room exactly: "seat" (taken: name, token hash), "leave" (freed before the start),
"start" (seed), "command" (its JSON and the clocks), "undo" (entries taken back), "rematch"
(seed). `Room.replay(kind, data)` applies one entry again, deciding each command again.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import undo as undo_rules
from game.engine.match import Entry, Match
from game.engine.protocol import Rejection
from game.net import messages as m
from game.net.messages import Refused
from game.net.plug import OnlineGame, OptionsError

Out = tuple[int | None, dict[str, Any]]
Journal = Callable[[str, dict[str, Any]], None]


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    kind: str  # "person" or "bot"
    level: str | None = None
    name: str | None = None
    token_hash: str | None = None
    connections: int = 0
    away_since: float | None = None
    standin: bool = False  # a person's seat a bot plays while they are away
    conceded: bool = False  # the away rule already conceded it

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    @property
    def played_by_bot(self) -> bool:
        return self.kind == "bot" or self.standin

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "taken": self.taken,
                "connected": self.kind == "bot" or self.connections > 0, "standin": self.standin}


@dataclass
class BotJob:
    """A move a computer seat must choose: `think()` runs off the event loop."""

    seat: int
    version: int
    bot: Any
    state: Any

    def think(self) -> Any:
        return self.bot.choose(self.state, self.seat)


@dataclass
class _Undo:
    seat: int
    version: int
    agreed: set[int] = field(default_factory=set)


def _fresh_seed() -> int:
    return secrets.randbits(63)


class Room:
    def __init__(self, code: str, plug: OnlineGame, options: Mapping[str, Any],
                 seats: Sequence[Mapping[str, Any]], clock: Mapping[str, Any] | None = None,
                 grace: float = 60, away: str = "wait", journal: Journal | None = None) -> None:
        self.code = code
        self.plug = plug
        self.rules = plug.rules
        self.options = dict(options)
        self.clock = dict(clock) if clock else None
        self.grace = float(grace)
        self.away = away
        self.journal: Journal = journal or (lambda kind, data: None)
        # Whether anyone receives an audience's messages now (the server says): an update's
        # view and events are encoded only for those who do. Encoding a view is most of a
        # command's time, and nobody spectates most rooms.
        self.watched: Callable[[int | None], bool] = lambda audience: True
        self.seats = [Seat(s["kind"], s.get("level")) for s in seats]
        for i, s in enumerate(self.seats):
            if s.kind == "bot":
                s.name = f"Computer {i + 1} ({s.level})"
        self.spectators = 0
        self.state = "open"  # "open" (seats free), "playing", "over"
        self.seed: int | None = None
        self.match: Match | None = None
        self.states: list[Any] = []  # the state after each log entry
        self.n = -1  # the number of the last update
        self.reset_n = 0  # the update that started the log as it is now (start, undo, rematch)
        self.reset_entry = 0  # the log entry of that update
        self.version = 0  # changes whenever the log does
        self.bots: dict[int, Any] = {}
        self.thinking: set[int] = set()
        self.pending_undo: _Undo | None = None
        self.rematch_asked: set[int] = set()
        self.left: list[float] = []
        self.clock_at: float | None = None
        self.seeds: Callable[[], int] = _fresh_seed  # each game's seed (the server may fix them)

    # --- making a room ------------------------------------------------------------------------
    @classmethod
    def create(cls, code: str, plug: OnlineGame, spec: Mapping[str, Any],
               journal: Journal | None = None) -> Room:
        """A room from a checked "create" message; `Refused` when the game cannot seat it."""
        options, seats = spec["options"], spec["seats"]
        try:
            count = plug.seat_count(options)
            plug.setup_from_options(options, [f"Player {i + 1}" for i in range(count)], 1)
        except OptionsError as e:
            raise Refused(m.BAD_OPTIONS, str(e)) from None
        if len(seats) != count:
            raise Refused(m.BAD_OPTIONS, f"this game has {count} seats, not {len(seats)}")
        levels = list(plug.bot_levels())
        for s in seats:
            if s["kind"] == "bot" and s.get("level") not in levels:
                raise Refused(m.BAD_OPTIONS, f"a bot's level is one of: {', '.join(levels)}")
        if all(s["kind"] == "bot" for s in seats):
            raise Refused(m.BAD_OPTIONS, "a room needs at least one person's seat")
        return cls(code, plug, options, seats, spec.get("clock"), spec.get("grace", 60),
                   spec.get("away", "wait"), journal)

    # --- who is who -------------------------------------------------------------------------
    def seat_for(self, token: str) -> int:
        """The seat `token` holds, or `Refused`."""
        digest = hash_token(token)
        found = None
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                found = i
        if found is None:
            raise Refused(m.WRONG_TOKEN, "that seat token is not one of this room's")
        return found

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "person"]

    def names(self) -> list[str]:
        return [s.name or f"Player {i + 1}" for i, s in enumerate(self.seats)]

    def audiences(self) -> list[int | None]:
        return [*range(len(self.seats)), None]

    def _everyone(self, message: dict[str, Any]) -> list[Out]:
        return [(a, message) for a in self.audiences()]

    def listing(self) -> dict[str, Any]:
        return {"room": self.code, "game": self.plug.name,
                "title": getattr(self.plug, "title", self.plug.name), "options": self.options,
                "seats": [s.public() for s in self.seats], "spectators": self.spectators,
                "state": self.state, "clock": self.clock, "away": self.away, "grace": self.grace}

    def setup_public(self) -> dict[str, Any]:
        return {"options": self.options, "names": self.names(),
                "seats": [s.public() for s in self.seats], "clock": self.clock,
                "away": self.away, "grace": self.grace}

    # --- seats --------------------------------------------------------------------------------
    def join(self, seat: int | None, name: str, now: float) -> tuple[int, str, list[Out]]:
        """Take a free person seat (`seat` None: the first): the seat, its secret token and the
        messages for the others (the game starts when the last seat is taken)."""
        if seat is None:
            free = [i for i, s in enumerate(self.seats) if s.kind == "person" and not s.taken]
            if not free:
                raise Refused(m.ROOM_FULL, "every seat of this room is taken")
            seat = free[0]
        if seat >= len(self.seats):
            raise Refused(m.WRONG_SEAT, f"this room has {len(self.seats)} seats")
        if self.seats[seat].kind != "person":
            raise Refused(m.WRONG_SEAT, "that seat is the computer's")
        if self.seats[seat].taken:
            raise Refused(m.SEAT_TAKEN, "that seat is taken (resume it with its token)")
        token = secrets.token_urlsafe(24)
        self._replay_seat(seat, name, hash_token(token))
        self.journal("seat", {"seat": seat, "name": name, "token_hash": self.seats[seat].token_hash})
        outs = self.connect(seat, now)
        if all(s.taken for s in self.seats) and self.state == "open":
            seed = self.seeds()
            self.journal("start", {"seed": seed})
            outs += self._start(seed, now)
        return seat, token, outs

    def _replay_seat(self, seat: int, name: str, token_hash: str) -> None:
        self.seats[seat].name = name
        self.seats[seat].token_hash = token_hash

    def connect(self, seat: int, now: float) -> list[Out]:
        s = self.seats[seat]
        s.connections += 1
        s.away_since = None
        if s.connections > 1:
            return []
        s.standin = False
        return self._everyone(m.presence(self.code, seat, self.names()[seat], True))

    def disconnect(self, seat: int, now: float) -> list[Out]:
        s = self.seats[seat]
        s.connections = max(0, s.connections - 1)
        if s.connections:
            return []
        s.away_since = now
        return self._everyone(m.presence(self.code, seat, self.names()[seat], False))

    def leave(self, seat: int, now: float) -> list[Out]:
        """`seat` leaves: before the start its seat is free again; later the away rule applies
        at once."""
        s = self.seats[seat]
        if self.state == "open":
            s.name = s.token_hash = None
            s.connections = 0
            self.journal("leave", {"seat": seat})
            return self._everyone(m.presence(self.code, seat, "", False, left=True))
        s.connections = 0
        s.away_since = now - self.grace
        return self._everyone(m.presence(self.code, seat, self.names()[seat], False, left=True))

    def mark_all_away(self, now: float) -> None:
        """After a restart nobody is connected yet: every person's grace starts now."""
        for s in self.seats:
            if s.kind == "person" and s.taken:
                s.away_since = now

    # --- the game -----------------------------------------------------------------------------
    def _start(self, seed: int, now: float | None) -> list[Out]:
        self.seed = seed
        setup = self.plug.setup_from_options(self.options, self.names(), seed)
        self.match = Match.new(self.rules, setup)
        self.states = undo_rules.states_along(self.rules, self.match.initial, self.match.log)
        self.bots = {}
        for i, s in enumerate(self.seats):
            level = s.level or self._standin_level()
            self.bots[i] = self.plug.make_bot(level, (seed + 7919 * (i + 1)) % 2**63, setup)
        self.state = "over" if self.rules.is_over(self.match.state) else "playing"
        self.rematch_asked = set()
        self.pending_undo = None
        self.version += 1
        self.n += 1
        self.reset_n, self.reset_entry = self.n, 0
        if self.clock:
            self.left = [self.clock["seconds"]] * len(self.seats)
        self.clock_at = now
        return self._updates(0, reset=True)

    def _standin_level(self) -> str:
        levels = list(self.plug.bot_levels())
        return "normal" if "normal" in levels else levels[0]

    def acting(self) -> list[int]:
        if self.match is None or self.state != "playing":
            return []
        return list(self.rules.acting_seats(self.match.state))

    def _befores(self, entry: int) -> list[tuple[Any, Any]]:
        """Each event of log entry `entry` with the state just before it."""
        assert self.match is not None
        state = self.match.initial if entry == 0 else self.states[entry - 1]
        out = []
        for e in self.match.log[entry].events:
            out.append((e, state))
            state = self.rules.apply(state, e)
        return out

    def _seen(self, entry: int, audience: int | None,
              befores: list[tuple[Any, Any]] | None = None,
              written: dict[int, tuple[Any, dict[str, Any]]] | None = None) -> list[dict[str, Any]]:
        """The events of log entry `entry` as `audience` sees them, as JSON. For several
        audiences in turn, `befores` (`_befores(entry)`) is worked out once, and `written`
        keeps each event's JSON by the seen event's identity (an event nothing hides is the
        same object for everyone: written once)."""
        out = []
        for e, before in befores if befores is not None else self._befores(entry):
            seen = self.rules.event_seen_by(e, audience, before)
            kept = written.get(id(seen)) if written is not None else None
            if kept is None or kept[0] is not seen:
                kept = (seen, self.plug.encode_event(seen))
                if written is not None:
                    written[id(seen)] = kept
            out.append(kept[1])
        return out

    def view(self, audience: int | None) -> dict[str, Any] | None:
        if self.match is None:
            return None
        return self.plug.encode_view(self.rules.view(self.match.state, audience))

    def clock_public(self) -> dict[str, Any] | None:
        if not self.clock:
            return None
        running = [s for s in self.acting() if not self.seats[s].played_by_bot]
        return {"per": self.clock["per"], "seconds": self.clock["seconds"],
                "left": [round(x, 3) for x in self.left], "running": running}

    def _updates(self, entry: int | None, reset: bool = False, giver: int | None = None) -> list[Out]:
        """The update for the log entry `entry` (None: no new events) of every audience watched,
        and of the seat `giver` whose command it was (its answer, watched or not)."""
        acting, clock = self.acting(), self.clock_public()
        outs: list[Out] = []
        befores = None if entry is None else self._befores(entry)
        written: dict[int, tuple[Any, dict[str, Any]]] = {}
        for a in self.audiences():
            if a != giver and not self.watched(a):
                continue
            events = [] if entry is None else self._seen(entry, a, befores, written)
            more: dict[str, Any] = {"reset": True} if reset else {}
            if reset and self.match is not None:  # the first state, as in `joined`
                more["start"] = self.plug.encode_view(self.rules.view(self.match.initial, a))
            outs.append((a, m.update(self.code, self.n, events, self.view(a), acting, clock,
                                     state=self.state, **more)))
        if self.state == "over":
            outs += self._over_messages()
        return outs

    def _over_messages(self) -> list[Out]:
        assert self.match is not None
        result = self.rules.result(self.match.state)
        winners = list(result.winners) if result else []
        scores = list(result.scores) if result else []
        return self._everyone(m.over(self.code, winners, scores,
                                     lower_is_better=bool(result and result.lower_is_better)))

    def joined(self, seat: int | None, token: str | None, since: int = -1) -> dict[str, Any]:
        """The "joined" message for `seat` (None: a spectator): the view now and the events after
        update `since` as that seat sees them (all of this game's when `since` is before the
        last start, undo or rematch: then "reset" is true)."""
        events: list[dict[str, Any]] = []
        reset = since < self.reset_n
        if self.match is not None:
            first = 0 if reset else self.reset_entry + (since - self.reset_n) + 1
            for entry in range(first, len(self.match.log)):
                events += self._seen(entry, seat)
        more: dict[str, Any] = {}
        if reset and self.match is not None:
            # the game's first state as this seat sees it, so a window that comes back can tell
            # the whole game again in its log from the events that follow it
            more["start"] = self.plug.encode_view(self.rules.view(self.match.initial, seat))
        return m.joined(self.code, seat, token, self.plug.name, self.setup_public(), self.n,
                        self.view(seat), events, acting=self.acting(), clock=self.clock_public(),
                        state=self.state, reset=reset, **more)

    def _decode(self, data: Mapping[str, Any]) -> Any:
        try:
            return self.plug.decode_command(data)
        except (ValueError, TypeError, KeyError) as e:
            raise Refused(m.BAD_COMMAND, f"that is not a command of this game ({e})") from None

    def _playing(self) -> None:
        if self.state == "open":
            raise Refused(m.NOT_STARTED, "the game has not started: seats are free")
        if self.state == "over":
            raise Refused(m.GAME_OVER, "the game is over")

    def command(self, seat: int, data: Mapping[str, Any], now: float) -> list[Out]:
        """`seat` gives the command `data` (its JSON); `Refused` when it may not."""
        self._playing()
        command = self._decode(data)
        if self.plug.seat_of(command) != seat:
            raise Refused(m.NOT_YOUR_COMMAND, "that command is another seat's")
        if seat not in self.acting():
            raise Refused(m.NOT_YOUR_TURN, "it is not your turn")
        return self._submit(command, now, giver=seat)

    def concede(self, seat: int, now: float) -> list[Out]:
        self._playing()
        command = self.plug.concede(seat)
        if command is None:
            raise Refused(m.ILLEGAL, "this game cannot be conceded")
        return self._submit(command, now, giver=seat)

    def _submit(self, command: Any, now: float | None, giver: int | None = None) -> list[Out]:
        """Decide and apply `command`; the updates of the audiences watched, and of `giver`,
        the seat that asked (its answer; a computer seat's move answers nobody)."""
        assert self.match is not None
        out = self.rules.decide(self.match.state, command)
        if isinstance(out, Rejection):
            raise Refused(m.ILLEGAL, str(out.reason))
        self._account(now)
        if self.clock and self.clock["per"] == "move":
            self.left = [self.clock["seconds"]] * len(self.seats)
        self.journal("command", {"command": self.plug.encode_command(command), "left": self.left})
        self._apply(command, tuple(out))
        outs = []
        if self.pending_undo is not None:
            self.pending_undo = None
            outs += self._everyone(self._undo_message("withdrawn", None))
        return outs + self._updates(len(self.match.log) - 1, giver=giver)

    def _apply(self, command: Any, events: tuple[Any, ...]) -> None:
        assert self.match is not None
        state = self.match.state
        for e in events:
            state = self.rules.apply(state, e)
        self.match.state = state
        self.match.log.append(Entry(command, events))
        self.states.append(state)
        self.version += 1
        self.n += 1
        if self.rules.is_over(state):
            self.state = "over"

    # --- time ---------------------------------------------------------------------------------
    def _account(self, now: float | None) -> None:
        if not self.clock or now is None:
            return
        if self.clock_at is not None:
            spent = max(0.0, now - self.clock_at)
            for s in self.acting():
                if not self.seats[s].played_by_bot:
                    self.left[s] -= spent
        self.clock_at = now

    def tick(self, now: float) -> list[Out]:
        """What time did: a clock run out concedes its seat; a seat away past the room's grace
        is handed to a bot or conceded, as the room was set up."""
        outs: list[Out] = []
        if self.state != "playing":
            return outs
        self._account(now)
        for s in self.acting():
            if self.clock and self.left[s] <= 0 and not self.seats[s].played_by_bot:
                outs += self._concede_quietly(s, now, "clock")
        for i, s in enumerate(self.seats):
            if (s.kind != "person" or s.away_since is None or now - s.away_since < self.grace
                    or self.state != "playing"):
                continue
            if self.away == "bot" and not s.standin:
                s.standin = True
                outs += self._everyone(m.presence(self.code, i, self.names()[i], False,
                                                  standin=True))
            elif self.away == "concede" and not s.conceded:
                s.conceded = True
                outs += self._concede_quietly(i, now, "away")
        return outs

    def _concede_quietly(self, seat: int, now: float, why: str) -> list[Out]:
        command = self.plug.concede(seat)
        if command is None or self.state != "playing":
            return []
        try:
            outs = self._submit(command, now)
        except Refused:
            return []
        return self._everyone({"op": "conceded", "room": self.code, "seat": seat,
                               "name": self.names()[seat], "why": why}) + outs

    # --- computer seats -----------------------------------------------------------------------
    def bot_jobs(self) -> list[BotJob]:
        """The moves computer seats must choose now (each seat once until it is done)."""
        if self.state != "playing" or self.match is None:
            return []
        jobs = []
        for s in self.acting():
            if self.seats[s].played_by_bot and s not in self.thinking:
                self.thinking.add(s)
                jobs.append(BotJob(s, self.version, self.bots[s], self.match.state))
        return jobs

    def bot_done(self, job: BotJob, command: Any, now: float) -> list[Out]:
        """A computer seat's choice (None when it failed): played if the game is still where it
        was when the bot began, else dropped (it will be asked again)."""
        self.thinking.discard(job.seat)
        if job.version != self.version or self.state != "playing" or self.match is None:
            return []
        if job.seat not in self.acting() or not self.seats[job.seat].played_by_bot:
            return []
        legal = self.rules.legal_commands(self.match.state, job.seat)
        if command is None or isinstance(self.rules.decide(self.match.state, command), Rejection):
            if not legal:
                return []
            command = legal[0]
        return self._submit(command, now)

    # --- undo ---------------------------------------------------------------------------------
    def _undo_message(self, state: str, seat: int | None, **more: Any) -> dict[str, Any]:
        waiting = []
        if self.pending_undo is not None:
            waiting = [p for p in self.persons() if p not in self.pending_undo.agreed]
        return {"op": "undo", "room": self.code, "state": state, "seat": seat,
                "name": None if seat is None else self.names()[seat], "waiting": waiting, **more}

    def _undo_check(self, seat: int) -> undo_rules.UndoCheck:
        assert self.match is not None
        computers = [i for i, s in enumerate(self.seats) if s.played_by_bot]
        return undo_rules.undo_status(self.match, seat, seats=len(self.seats), computers=computers,
                                      name=lambda i: self.names()[i])

    def undo(self, seat: int, now: float) -> list[Out]:
        """`seat` asks to take back its last command: done when every person agrees."""
        self._playing()
        check = self._undo_check(seat)
        if not check:
            raise Refused(m.NO_UNDO, str(check.reason))
        self.pending_undo = _Undo(seat, self.version, {seat})
        return self._undo_progress(now)

    def undo_agree(self, seat: int, yes: bool, now: float) -> list[Out]:
        pending = self.pending_undo
        if pending is None or pending.version != self.version:
            raise Refused(m.NO_UNDO_ASKED, "nobody is asking to undo")
        if not yes:
            self.pending_undo = None
            return self._everyone(self._undo_message("declined", seat))
        pending.agreed.add(seat)
        return self._undo_progress(now)

    def _undo_progress(self, now: float) -> list[Out]:
        pending = self.pending_undo
        assert pending is not None
        if any(p not in pending.agreed for p in self.persons()):
            return self._everyone(self._undo_message("asked", pending.seat))
        check = self._undo_check(pending.seat)
        self.pending_undo = None
        if not check:
            return self._everyone(self._undo_message("declined", None, reason=str(check.reason)))
        self.journal("undo", {"entries": check.entries})
        self._take_back(check.entries)
        return self._everyone(self._undo_message("done", pending.seat)) + self._updates(None, reset=True)

    def _take_back(self, entries: int) -> None:
        assert self.match is not None
        del self.match.log[len(self.match.log) - entries:]
        del self.states[len(self.states) - entries:]
        self.match.state = self.states[-1]
        self.version += 1
        self.n += 1
        self.reset_n, self.reset_entry = self.n, len(self.match.log) - 1

    # --- rematch ------------------------------------------------------------------------------
    def rematch(self, seat: int, now: float) -> list[Out]:
        """`seat` asks for a new game with the same seats: it starts when every person asks."""
        if self.state != "over":
            raise Refused(m.NOT_OVER, "a rematch follows a finished game")
        self.rematch_asked.add(seat)
        waiting = [p for p in self.persons() if p not in self.rematch_asked]
        outs = self._everyone({"op": "rematch", "room": self.code, "seat": seat,
                               "name": self.names()[seat], "waiting": waiting})
        if not waiting:
            seed = self.seeds()
            self.journal("rematch", {"seed": seed})
            outs += self._start(seed, now)
        return outs

    # --- rebuilding ---------------------------------------------------------------------------
    def replay(self, kind: str, data: Mapping[str, Any]) -> None:
        """Apply one journal entry again (a restart): commands are decided again."""
        if kind == "seat":
            self._replay_seat(int(data["seat"]), str(data["name"]), str(data["token_hash"]))
        elif kind == "leave":
            s = self.seats[int(data["seat"])]
            s.name = s.token_hash = None
        elif kind in ("start", "rematch"):
            self._start(int(data["seed"]), None)
        elif kind == "command":
            assert self.match is not None
            command = self.plug.decode_command(data["command"])
            out = self.rules.decide(self.match.state, command)
            if isinstance(out, Rejection):
                raise ValueError(f"room {self.code}: a stored command is refused: {out.reason}")
            self._apply(command, tuple(out))
            if data.get("left") is not None:
                self.left = [float(x) for x in data["left"]]
        elif kind == "undo":
            self._take_back(int(data["entries"]))
        else:
            raise ValueError(f"room {self.code}: unknown journal entry {kind!r}")

    def state_hash(self) -> str | None:
        return None if self.match is None else self.rules.state_hash(self.match.state)
