"""What every online game scene does the same, whichever game it shows: hear the server, say
the connection's status and the others' comings and goings, ask and answer Undo by agreement,
and close the game-over panel or leave. Summoner Wars' battle (`battle.py`) and Warrior's table
(`warrior_table.py`) mix it in before their local scene; each keeps only what its game differs
in (how an update is animated, its game-over panel, its menu).

A scene that mixes it in has `link` (an `OnlineLink`), `toaster`, `stack`, and calls
`OnlineSeat.__init__` once its local scene is built. It gives `_receive(message)` (an update or
a "joined") and `_leave_to_title()`; it may give `_after_refusal()` and `_over_closed()`.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.ui.online.link import OnlineLink
from game.ui.online.words import refusal_text, status_text
from game.ui.widgets.toast import ERROR, OK

LOST_TOAST = 8.0


def presence_text(message: dict[str, Any], name: str) -> str:
    """What a "presence" message says of seat `name`, in the player's words."""
    if message.get("standin"):
        return _("{player} is away: the computer plays for them until they are back.", player=name)
    if message.get("left"):
        return _("{player} left the game.", player=name)
    if message.get("connected"):
        return _("{player} is back.", player=name)
    return _("{player} lost connection.", player=name)


def conceded_text(message: dict[str, Any]) -> str:
    name = str(message.get("name") or "")
    if message.get("why") == "clock":
        return _("{player}'s clock ran out: they concede.", player=name)
    return _("{player} was away too long: they concede.", player=name)


class OnlineSeat:
    """The mix-in: see the module's docstring."""

    link: OnlineLink
    toaster: Any
    stack: Any

    def _init_online_seat(self) -> None:
        self.awaiting: int | None = None  # the command sent, until its update or refusal
        self.undo_asked = False  # this seat asked to take back its last move
        self.rematch_asked = False
        self.over_scene: Any = None
        self.status_shown = self.link.status
        self._known_connected = dict(self.link.connected)  # who this window last said was there
        self._taken_back = False  # an undo was agreed: the reset update that follows says so

    @property
    def _my_seat(self) -> int | None:
        return self.link.seat

    # ------------------------------------------------------------------ hearing the server
    def poll_network(self) -> None:
        """Hear what the server said since the last frame (a modal over the scene that must
        keep up, the game-over panel, calls this too)."""
        for message in self.link.poll():
            self.hear(message)

    def hear(self, message: dict[str, Any]) -> None:
        """One message from the server (or the connection's status)."""
        op = message.get("op")
        if op == "status":
            self._on_status(str(message.get("status")))
        elif op in ("update", "joined"):
            self._receive(message)
            if op == "joined":
                self._tell_comings_and_goings()
        elif op in ("refused", "error"):
            if op == "error" or message.get("id") == self.awaiting:
                self.awaiting = None
            if message.get("code") in ("no-undo", "no-undo-asked"):
                self.undo_asked = False
            self.toaster.show(refusal_text(message), ERROR, duration=5.0 if op == "refused" else 6.0)
            self._after_refusal()
        elif op == "presence":
            self._on_presence(message)
        elif op == "undo":
            self._on_undo(message)
        elif op == "rematch":
            self._on_rematch(message)
        elif op == "conceded":
            self.toaster.show(conceded_text(message), ERROR, duration=8.0)

    def _receive(self, message: dict[str, Any]) -> None:
        raise NotImplementedError

    def _after_refusal(self) -> None:
        """A command or request was refused (its words are shown already)."""

    def _on_status(self, status: str) -> None:
        before, self.status_shown = self.status_shown, status
        if status == "lost":
            self.awaiting = None  # the move's answer will come with the resume, or never
            self.toaster.show(status_text(status), ERROR, duration=LOST_TOAST)
        elif status == "connected" and before == "lost":
            self.toaster.show(_("Connected again."), OK)

    def _tell_comings_and_goings(self) -> None:
        """After this window's own reconnection: who came or went while it was away (their
        presence messages went to nobody here)."""
        for seat in self.link.others():
            was, now = self._known_connected.get(seat), self.link.connected.get(seat)
            if was is not None and now is not None and was != now:
                self._on_presence({"seat": seat, "name": self.link.name_of(seat), "connected": now})
        self._known_connected = dict(self.link.connected)

    def _on_presence(self, message: dict[str, Any]) -> None:
        seat = message.get("seat")
        if isinstance(seat, int):
            self._known_connected[seat] = bool(message.get("connected"))
        if seat == self._my_seat:
            return
        name = str(message.get("name") or "") or (self.link.name_of(seat) if isinstance(seat, int) else "?")
        self.toaster.show(presence_text(message, name), OK if message.get("connected") else ERROR, duration=5.0)

    # ------------------------------------------------------------------ undo by agreement
    def ask_undo(self) -> None:
        """Ask the other people to let this seat take back its last move."""
        if self.link.status != "connected":
            self.toaster.show(_("Not connected: wait for the connection to come back."), ERROR)
            return
        self.link.send({"op": "undo"})
        self.undo_asked = True

    def _on_undo(self, message: dict[str, Any]) -> None:
        state, seat = message.get("state"), message.get("seat")
        name = str(message.get("name") or "")
        mine = self._my_seat
        if state == "asked":
            if seat == mine:
                waiting = ", ".join(self.link.name_of(s) for s in message.get("waiting") or [])
                self.toaster.show(_("Asked {player} to let you take back your move.", player=waiting), duration=4.0)
            elif mine is not None and not self.link.spectating and mine in (message.get("waiting") or []):
                self._ask_undo(name)
        elif state == "declined":
            if self.undo_asked and seat is not None and seat != mine:
                self.toaster.show(_("{player} said no: your move stands.", player=name), ERROR, duration=5.0)
            elif message.get("reason"):
                self.toaster.show(refusal_text({"code": "no-undo", "reason": message["reason"]}), ERROR)
            self.undo_asked = False
        elif state == "done":
            self._taken_back = True
            self.toaster.show(_("Your last move is taken back.") if seat == mine
                              else _("{player}'s last move is taken back.", player=name), OK, duration=4.0)
            self.undo_asked = False
        elif state == "withdrawn":
            self.undo_asked = False

    def _ask_undo(self, name: str) -> None:
        from game.ui.scenes.confirm import ConfirmScene

        if self.stack is None:
            return
        answer = lambda yes: self.link.send({"op": "undo_agree", "yes": yes})  # noqa: E731
        self.stack.push(ConfirmScene(
            _("Take back a move?"), _("{player} asks to take back their last move. Do you agree?", player=name),
            on_yes=lambda: answer(True), on_no=lambda: answer(False), yes_text=_("Agree"), no_text=_("Refuse")))

    # ------------------------------------------------------------------ rematch, leaving
    def _on_rematch(self, message: dict[str, Any]) -> None:
        waiting = list(message.get("waiting") or [])
        seat = message.get("seat")
        if not waiting:
            return
        if seat != self._my_seat:
            self.toaster.show(_("{player} asks for a rematch.", player=str(message.get("name") or "")), OK,
                              duration=6.0)
        else:
            names = ", ".join(self.link.name_of(s) for s in waiting)
            self.toaster.show(_("Waiting for {player} to agree to a rematch.", player=names), duration=6.0)

    def _close_over_scene(self) -> None:
        """A new game began (a rematch): the game-over panel goes."""
        if self.over_scene is not None and self.stack is not None and self.stack.top is self.over_scene:
            self.stack.pop()
        self.over_scene = None
        self._over_closed()

    def _over_closed(self) -> None:
        """The game-over panel is gone (a scene resets what it kept of the game that ended)."""

    def _leave_after_game(self) -> None:
        """Leave a game that is over: the seat is forgotten (nothing to rejoin)."""
        if self.link.remember is not None:
            self.link.remember(None)
        self._leave_to_title()

    def _leave_to_title(self) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        super().leave()  # type: ignore[misc]
        self.link.close()
