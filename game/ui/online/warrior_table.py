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
from game.ui.online.seat_scene import OnlineSeat
from game.ui.online.words import status_text
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


class OnlineWarriorTable(OnlineSeat, WarriorTableScene):
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
        self._init_online_seat()
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

    def _over_closed(self) -> None:
        self.over_shown = False

    def _leave_to_title(self) -> None:
        self.quit_to_title()

    def quit_to_title(self) -> None:
        self.link.close()  # the seat stays remembered while the game goes on: Rejoin on the title
        super().quit_to_title()

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
