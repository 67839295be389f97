"""Warrior's table against people on other computers: the local table scene, whose moves go to
the game server and whose table follows what the server sends back.

As for Summoner Wars' battle (`battle.py`), the seam is narrow: the table reads a match
(`RemoteMatch`: the seat's latest view, the events received) and animates events as steps
(`steps_for`, over the views: where a step cannot be built the table shows the server's view at
once). This scene changes only what differs online: `submit` sends; the viewer is this seat for
good (no pass screen); the connection and the others' comings and goings are said; Undo asks the
others; game over offers Play again (a rematch when every person asks) and Main menu.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.engine.match import Entry
from game.engine.protocol import Rejection
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.online.link import OnlineLink
from game.ui.online.words import refusal_text, status_text
from game.ui.text import draw_text
from game.ui.warrior.game_over import WarriorGameOverScene
from game.ui.warrior.seats import SeatSpec
from game.ui.warrior.steps import steps_for
from game.ui.warrior.table_scene import WarriorTableScene
from game.ui.widgets.toast import ERROR, OK

log = logging.getLogger(__name__)


class RemoteMatch:
    """The table's match online: the seat's latest view and the events received. `submit`
    refuses: only the server's updates change it."""

    def __init__(self, view: Any) -> None:
        self.state = view
        self.log: list[Entry] = []

    def submit(self, command: Any) -> Rejection:
        return Rejection("online, a move goes to the server")

    def receive(self, events: list[Any], view: Any) -> Any:
        before = self.state
        self.log.append(Entry(None, tuple(events)))
        self.state = view
        return before


class _NoWorker:
    def close(self) -> None: ...

    def cancel(self) -> None: ...


class OnlineWarriorTable(WarriorTableScene):
    def __init__(self, link: OnlineLink, view: Any, *, animation_factor: float | None = 1.0,
                 on_exit: Callable[[], None] | None = None) -> None:
        self.link = link
        self.awaiting: int | None = None  # the move sent, until its update or refusal
        # Every seat is a person to the local table (the server plays its computers): nothing
        # thinks here, and with this seat fixed as the viewer nothing is passed.
        seats = [SeatSpec(name) for name in view.setup.players]
        super().__init__(RemoteMatch(view), seats, on_exit=on_exit, animation_factor=animation_factor,
                         make_worker=lambda level, seed: _NoWorker(), pass_at_start=False)
        self.on_again = self.ask_rematch if not link.spectating else None
        self.undo_asked = False
        self.rematch_asked = False
        self.over_scene: Any = None
        self.status_shown = link.status
        self.add_menu_entry(N_("Ask to undo"), self.ask_undo, key="undo",
                            enabled=lambda: not self.link.spectating and not self.undo_asked, before="help")

    # ------------------------------------------------------------------ who is who
    def viewer(self) -> int | None:
        return self.link.seat  # None: a spectator sees the public table

    def controller(self) -> int | None:
        if self.awaiting is not None:
            return None
        return super().controller()

    def _pass_if_needed(self) -> None:
        pass  # one person at this device, always the same seat

    @property
    def animating(self) -> bool:
        return super().animating or self.awaiting is not None

    # ------------------------------------------------------------------ moves and news
    def submit(self, command: Any) -> bool:
        if self.awaiting is not None or self.link.spectating:
            return False
        if self.link.status != "connected":
            self.toaster.show(_("Not connected: the move was not sent. Wait for the connection to come back."),
                              ERROR)
            return False
        self.awaiting = self.link.command(command)
        return True

    def update(self, dt: float) -> None:
        self.poll_network()
        super().update(dt)

    def poll_network(self) -> None:
        for message in self.link.poll():
            self.hear(message)

    def hear(self, message: dict[str, Any]) -> None:
        op = message.get("op")
        if op in ("update", "joined"):
            self._receive(message)
        elif op == "status":
            status = str(message.get("status"))
            before, self.status_shown = self.status_shown, status
            if status == "lost":
                self.awaiting = None
                self.toaster.show(status_text(status), ERROR, duration=8.0)
            elif status == "connected" and before == "lost":
                self.toaster.show(_("Connected again."), OK)
        elif op in ("refused", "error"):
            if op == "error" or message.get("id") == self.awaiting:
                self.awaiting = None
            if message.get("code") in ("no-undo", "no-undo-asked"):
                self.undo_asked = False
            self.toaster.show(refusal_text(message), ERROR, duration=5.0)
        elif op == "presence" and message.get("seat") != self.link.seat:
            name = str(message.get("name") or "")
            if message.get("standin"):
                text = _("{player} is away: the computer plays for them until they are back.", player=name)
            elif message.get("left"):
                text = _("{player} left the game.", player=name)
            elif message.get("connected"):
                text = _("{player} is back.", player=name)
            else:
                text = _("{player} lost connection.", player=name)
            self.toaster.show(text, OK if message.get("connected") else ERROR, duration=5.0)
        elif op == "undo":
            self._on_undo(message)
        elif op == "rematch" and message.get("seat") != self.link.seat and message.get("waiting"):
            self.toaster.show(_("{player} asks for a rematch.", player=str(message.get("name") or "")), OK,
                              duration=6.0)

    def _receive(self, message: dict[str, Any]) -> None:
        if message.get("op") == "joined" or (self.awaiting is not None and message.get("id") == self.awaiting):
            self.awaiting = None
        view = message.get("_view")
        if view is None:
            return
        if message.get("reset"):
            was_over = self.state.phase == "over"
            self.replace_match(RemoteMatch(view))
            if was_over and view.phase != "over":
                self._close_over_scene()
                self.rematch_asked = False
                self.toaster.show(_("A new game begins."), OK)
            return
        events = list(message.get("_events") or [])
        before = self.match.receive(events, view)
        try:
            steps = steps_for(before, events)
        except Exception:  # an event this seat saw that does not apply to its view: show the view
            log.debug("could not animate an update", exc_info=True)
            steps = []
            self.seen.extend(events)
        self.queue.extend(steps)
        self._start_step()
        self.sync_buttons()

    # ------------------------------------------------------------------ undo by agreement
    def ask_undo(self) -> None:
        if self.link.status != "connected":
            self.toaster.show(_("Not connected: wait for the connection to come back."), ERROR)
            return
        self.undo_asked = True
        self.link.send({"op": "undo"})

    def _on_undo(self, message: dict[str, Any]) -> None:
        from game.ui.scenes.confirm import ConfirmScene

        state, seat, name = message.get("state"), message.get("seat"), str(message.get("name") or "")
        if state == "asked" and seat != self.link.seat and self.link.seat in (message.get("waiting") or []):
            if self.stack is not None:
                answer = lambda yes: self.link.send({"op": "undo_agree", "yes": yes})  # noqa: E731
                self.stack.push(ConfirmScene(
                    _("Take back a move?"),
                    _("{player} asks to take back their last move. Do you agree?", player=name),
                    on_yes=lambda: answer(True), on_no=lambda: answer(False),
                    yes_text=_("Agree"), no_text=_("Refuse")))
        elif state == "declined":
            if self.undo_asked and seat is not None and seat != self.link.seat:
                self.toaster.show(_("{player} said no: your move stands.", player=name), ERROR, duration=5.0)
            elif message.get("reason"):
                self.toaster.show(refusal_text({"code": "no-undo", "reason": message["reason"]}), ERROR)
            self.undo_asked = False
        elif state == "done":
            self.toaster.show(_("Your last move is taken back.") if seat == self.link.seat
                              else _("{player}'s last move is taken back.", player=name), OK, duration=4.0)
            self.undo_asked = False
        elif state == "withdrawn":
            self.undo_asked = False

    # ------------------------------------------------------------------ game over, leaving
    def _game_over(self) -> None:
        if self.over_shown or self.stack is None or self.stack.top is not self:
            return
        self.over_shown = True
        s = self.state
        self.over_scene = OnlineWarriorGameOver(self, s.setup.players, s.casualties, s.winners,
                                                on_again=self.on_again, on_menu=self._leave_after_game)
        self.stack.push(self.over_scene)

    def ask_rematch(self) -> None:
        if not self.rematch_asked:
            self.rematch_asked = True
            self.link.send({"op": "rematch"})
            self.toaster.show(_("Waiting for the others to agree."), duration=6.0)

    def _close_over_scene(self) -> None:
        if self.over_scene is not None and self.stack is not None and self.stack.top is self.over_scene:
            self.stack.pop()
        self.over_scene = None
        self.over_shown = False

    def _leave_after_game(self) -> None:
        if self.link.remember is not None:
            self.link.remember(None)
        self.quit_to_title()

    def quit_to_title(self) -> None:
        self.link.close()  # the seat stays remembered while the game goes on: Rejoin on the title
        super().quit_to_title()

    def leave(self) -> None:
        super().leave()
        self.link.close()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        small = fonts.font_for(lay, "small")
        colour = {"connected": theme.LIFE_UP, "lost": theme.LIFE_DOWN}.get(self.link.status, theme.TEXT_DIM)
        text = status_text(self.link.status)
        if self.link.spectating:
            text = _("{status} · watching", status=text)
        r = self.menu_button.rect
        at = draw_text(surface, text, small, theme.TEXT_DIM, (r.right, r.bottom + lay.px(4)), anchor="topright")
        dot = max(3, lay.px(4))
        pygame.draw.circle(surface, colour, (at.x - dot * 2, at.centery), dot)


class OnlineWarriorGameOver(WarriorGameOverScene):
    """Warrior's game over online; the table below keeps hearing the server (a rematch)."""

    def __init__(self, table: OnlineWarriorTable, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.table = table

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.poll_network()
        self.table.toaster.update(dt)
