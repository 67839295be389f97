"""One seat (or a spectator's chair) at a room of a game server, for the window's scenes.

`OnlineLink` wraps a `ThreadedClient` and the game's plug: each frame a scene calls `poll()`,
which returns the server's messages since the last call with their views and events already
decoded (`message["_view"]`, `message["_events"]`), and keeps a summary the scenes draw from:
the connection's status, the room's state, whose turn, the clocks, who is connected, and the
room's options and names. It never blocks the frame loop.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any

from game.net.client import ThreadedClient
from game.net.plug import OnlineGame
from game.ui.online.seat_memory import HeldSeat

log = logging.getLogger(__name__)


class OnlineLink:
    def __init__(self, client: ThreadedClient, plug: OnlineGame | None, *, name: str = "",
                 remember: Callable[[HeldSeat | None], None] | None = None, hosted: bool = False) -> None:
        self.client = client
        self.plug = plug
        self.name = name
        self.remember = remember
        self.hosted = hosted
        self.status = client.status
        self.room_state = "open"  # "open", "playing", "over"
        self.options: dict[str, Any] = {}
        self.names: list[str] = []
        self.seats: list[dict[str, Any]] = []
        self.connected: dict[int, bool] = {}
        self.acting: list[int] = []
        self.clock: dict[str, Any] | None = None
        self.view: Any = None
        self.history: tuple[Any, list[Any]] | None = None  # (first view, events) of a "joined"
        self.result: dict[str, Any] | None = None
        self.closed = False
        self._ids = 1_000_000  # command ids, clear of the client's own numbering
        self.sent = 0  # moves sent so far
        self._unread: list[dict[str, Any]] = []
        self._remembered: HeldSeat | None = None

    # --- who this is ------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return self.client.url

    @property
    def room(self) -> str | None:
        return self.client.room

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def spectating(self) -> bool:
        return self.client.seat is None

    def others(self) -> list[int]:
        """The other people's seats (computer seats left out)."""
        return [i for i, s in enumerate(self.seats) if i != self.seat and s.get("kind") == "person"]

    def opponent_name(self) -> str:
        names = [self.names[i] for i in self.others() if i < len(self.names) and self.seats[i].get("taken")]
        return ", ".join(names)

    def name_of(self, seat: int) -> str:
        if self.view is not None:
            try:
                return str(self.view.players[seat].name)
            except (AttributeError, IndexError, TypeError):
                pass
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    # --- talking ----------------------------------------------------------------------------
    def send(self, message: Mapping[str, Any]) -> None:
        self.client.send(message)

    def command(self, command: Any) -> int:
        """Send a move for this seat; the number its update (or refusal) will carry as "id"."""
        assert self.plug is not None, "a move before the room's game is known"
        self._ids += 1
        self.sent += 1
        self.client.send({"op": "command", "id": self._ids, "command": self.plug.encode_command(command)})
        return self._ids

    def unread(self, messages: list[dict[str, Any]]) -> None:
        """Give back messages a scene polled but did not handle (it gave way to the next scene,
        which polls them first)."""
        self._unread = list(messages) + self._unread

    def poll(self) -> list[dict[str, Any]]:
        out, self._unread = self._unread, []
        for message in self.client.poll():
            try:
                self._note(message)
            except ValueError as e:  # a view or event this installation cannot read
                log.warning("could not read a %s message from the server: %s", message.get("op"), e)
                continue
            out.append(message)
        return out

    def _note(self, message: dict[str, Any]) -> None:
        op = message.get("op")
        if op == "status":
            self.status = message.get("status", self.status)
        elif op == "joined":
            self._game_named(str(message.get("game") or ""))
            setup = message.get("setup") or {}
            self.options = dict(setup.get("options") or {})
            self.names = [str(n) for n in setup.get("names") or []]
            self.seats = list(setup.get("seats") or [])
            self.connected = {i: bool(s.get("connected")) for i, s in enumerate(self.seats)}
            self._game(message)
            self._remember()
        elif op == "update":
            self._game(message)
            self._remember()
        elif op == "presence":
            seat = message.get("seat")
            if isinstance(seat, int) and 0 <= seat < max(len(self.seats), seat + 1):
                self.connected[seat] = bool(message.get("connected"))
                if message.get("name") and seat < len(self.names):
                    self.names[seat] = str(message["name"])
                if seat < len(self.seats):
                    self.seats[seat] = {**self.seats[seat], "taken": bool(message.get("name"))
                                        or not message.get("left"), "connected": bool(message.get("connected"))}
                    if message.get("left") and self.room_state == "open":
                        self.seats[seat]["taken"] = False
        elif op == "over":
            self.result = message.get("result")
            self.room_state = "over"
        elif op == "left":
            self._remember(forget=True)

    def _game_named(self, name: str) -> None:
        """The room's game, as "joined" names it (a code typed may be any game's room)."""
        if self.plug is None or self.plug.name != name:
            from game.net.plug import OptionsError
            from game.online.registry import online_game

            try:
                self.plug = online_game(name)
            except OptionsError as e:
                raise ValueError(str(e)) from None

    def _game(self, message: dict[str, Any]) -> None:
        if self.plug is None:
            raise ValueError("an update before the room's game is known")
        self.room_state = str(message.get("state") or self.room_state)
        self.acting = list(message.get("acting") or [])
        self.clock = message.get("clock")
        if message.get("view") is not None:
            self.view = self.plug.decode_view(message["view"])
            message["_view"] = self.view
        events = []
        for e in message.get("events") or []:
            events.append(self.plug.decode_event(e))
        message["_events"] = events
        if message.get("reset") and message.get("start") is not None:
            # the whole game so far: its first state as this seat saw it, and every event since
            self.history = (self.plug.decode_view(message["start"]), events)
        if self.room_state == "playing":
            self.result = None

    def _remember(self, forget: bool = False) -> None:
        if self.remember is None or self.spectating:
            return
        c = self.client
        if forget or self.room_state == "over" or not (c.room and c.token and c.seat is not None):
            if self._remembered is not None or forget or self.room_state == "over":
                self.remember(None)
            self._remembered = None
            return
        seat = HeldSeat(self.url, c.room, c.token, c.seat, self.plug.name if self.plug else "", c.n,
                        self.opponent_name(), self.hosted)
        # Written when the seat or the names change, not at every update: a resume from an
        # older update number is fine (the server sends what was missed, or starts afresh).
        if seat.with_n(-1) != self._remembered:
            self._remembered = seat.with_n(-1)
            self.remember(seat)

    def leave(self, wait: float = 2.0) -> None:
        """Give up the seat (before the start it is free again; later the room's away rule
        applies) and close the connection once the server has said "left" (or after `wait`
        seconds), on a thread of its own: the frame loop does not wait."""
        if self.remember is not None:
            self.remember(None)
        if self.spectating or not self.client.token or self.closed:
            self.close()
            return
        self.closed = True
        client = self.client
        client.send({"op": "leave"})

        def close_when_left() -> None:
            import time

            end = time.monotonic() + wait
            while time.monotonic() < end and not any(m.get("op") in ("left", "error") for m in client.poll()):
                time.sleep(0.02)
            client.close(timeout=2)

        threading.Thread(target=close_when_left, name="net-leave", daemon=True).start()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.client.close(timeout=2)


class ResumingClient(ThreadedClient):
    """A client that takes back a seat it held: its first connection already resumes it (room,
    token and the last update seen are set on the client's thread before it connects)."""

    def __init__(self, url: str, room: str, token: str, n: int, seat: int) -> None:
        self._held = (room, token, n, seat)
        super().__init__(url)

    async def _main(self) -> None:
        self.room, self.token, self.n, self.seat = self._held
        await super()._main()
