"""The battle against someone on another computer: the local battle scene, whose moves go to
the game server and whose board follows what the server sends back.

The seam is narrow. `BattleScene` reads a game (`RemoteGame`: the seat's latest view and the
events received) and animates events through its queue (`RemoteQueue`, which ends every batch at
the server's view). This scene changes only what differs online:
- `submit` sends the command through the connection; the server's update brings its events,
  animated exactly like local ones (or its refusal, shown in the player's words);
- the viewer is this seat for good (no pass screen); the other seats' turns are "waiting for";
- Undo asks the other people (the server's undo/undo_agree), and answers their asking;
- the connection's status, whose clock runs, and the others' comings and goings are shown;
- game over offers Rematch (when every person asks) and Leave.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.core import commands as cmds
from game.core.setup import GameSetup
from game.core.state import GameState
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.describe import LogLine, narrate
from game.ui.battle.session import HUMAN, BattleSession, Seat
from game.ui.online.link import OnlineLink
from game.ui.online.remote import RemoteGame, RemoteQueue, history_start, revealed
from game.ui.online.seat_scene import OnlineSeat
from game.ui.online.words import status_text
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.save_as import BattleMenuScene
from game.ui.text import note
from game.ui.widgets import Button
from game.ui.widgets.toast import ERROR, OK


def remote_setup(link: OnlineLink, view: GameState) -> GameSetup:
    """A setup for the battle's panels, help and log: the room's options and the view's names
    (its seed is not the server's, which this window never learns)."""
    names = [p.name for p in view.players]
    assert link.plug is not None, "the room's game is known once joined"
    return link.plug.setup_from_options(link.options, names, 0)


def clock_text(seconds: float) -> str:
    seconds = max(0, int(seconds + 0.999))
    return f"{seconds // 60}:{seconds % 60:02d}"


log = logging.getLogger(__name__)


class OnlineBattleScene(OnlineSeat, BattleScene):
    def __init__(
        self,
        link: OnlineLink,
        view: GameState,
        *,
        animation_factor: float | None = 1.0,
        on_exit: Callable[[], None] | None = None,
        open_settings: Callable[[Callable[[float | None], None]], None] | None = None,
        ask_before_ending_phase: Callable[[], bool] = lambda: True,
        hover_zoom: Callable[[], str] = lambda: "on",
    ) -> None:
        self.link = link
        seat = link.seat
        self.mine = seat if seat is not None else 0
        game = RemoteGame.from_view(remote_setup(link, view), view)
        n = len(view.players)
        # Every seat is "a person at this device" as far as the local scene knows: one person
        # (this seat) holds it, so nothing is ever hidden behind a pass screen.
        session = BattleSession(
            seats=(HUMAN,) * n, seat_specs=tuple(Seat(person=self.mine) for _i in range(n)),
            pass_at_start=False, on_exit=lambda g: self._leave_battle(),
            open_settings=open_settings, ask_before_ending_phase=ask_before_ending_phase,
            hover_zoom=hover_zoom,
        )
        super().__init__(game, session, animation_factor=animation_factor)
        self.queue = RemoteQueue(game.state, animation_factor, on_start=self._anim_started,
                                 on_applied=self._applied)
        self.viewer = self.mine
        self.hands_hidden = link.spectating  # a spectator reads the table's view: no hand is theirs
        self.log.add([self._opening_line(view), *self._history_lines(view)])
        self.on_exit_online = on_exit
        self._init_online_seat()
        self.rematch_waiting: list[int] = []
        # The clocks as last read from the server, and the scene time since: a running clock
        # counts down between updates (the server's reading wins at each update).
        self._clock_read: Any = link.clock
        self._clock_age = 0.0

    def _history_lines(self, view: GameState) -> list[LogLine]:
        """The game so far told again (a window that rejoins a running game): the server sends
        the first state as this seat saw it and every event since, as this seat saw them."""
        history = self.link.history
        if history is None or not history[1]:
            return []
        start, events = history
        try:
            return narrate(history_start(start, events, view), events, self.log_reader)
        except Exception:  # an event the log cannot tell: the log starts from now, as before
            log.warning("could not tell the game so far in the log", exc_info=True)
            return []

    def _opening_line(self, view: GameState) -> LogLine:
        """The log's first line: which game this is (the events before it are the server's)."""
        others = ", ".join(self.link.name_of(s) for s in self.link.others()) or _("the computer")
        if self.spectating:
            text = _("Watching room {room}.", room=self.link.room or "?")
        else:
            text = _("Online game with {player} (room {room}).", player=others, room=self.link.room or "?")
        return LogLine(text, view.turn.number, self.mine, kind="turn")

    def _rewrite_log(self) -> None:
        """The log told again (another language): the opening line and the game before this
        window joined, then what it saw since."""
        super()._rewrite_log()
        start = self.game.initial
        self.log.set_lines([self._opening_line(start), *self._history_lines(start), *self.log.lines])

    # ------------------------------------------------------------------ who is who
    @property
    def spectating(self) -> bool:
        return self.link.spectating

    @property
    def my_turn(self) -> bool:
        return not self.spectating and self.mine in self.link.acting

    def waiting_for(self) -> list[int]:
        return [s for s in self.link.acting if s != self.mine or self.spectating]

    @property
    def bot_to_act(self) -> int | None:
        return None  # the server plays its computer seats; the window only waits for them

    @property
    def busy(self) -> bool:
        return self.queue.busy or self.awaiting is not None

    @property
    def animating(self) -> bool:
        return super().animating or self.awaiting is not None

    # ------------------------------------------------------------------ moves
    def submit(self, command: cmds.Command) -> bool:
        """Send `command` to the server; its update (or refusal) comes back through `update`."""
        if self.busy or self.spectating:
            return False
        if self.link.status != "connected":
            self.toaster.show(_("Not connected: the move was not sent. Wait for the connection to come back."),
                              ERROR)
            return False
        self.awaiting = self.link.command(command)
        self.inter.selected = None
        self.inter.dragging = None
        self.inter.magic_picks = []
        return True

    def _receive(self, message: dict[str, Any]) -> None:
        """An update (or a "joined" after a reconnect) from the server."""
        view = message.get("_view")
        if message.get("op") == "joined" or (self.awaiting is not None and message.get("id") == self.awaiting):
            self.awaiting = None
        if view is None:
            return
        if message.get("reset"):
            self._restart(view)
            return
        events = message.get("_events") or []
        before = self.game.receive(events, view)
        if events:
            base = self._pushed
            self._pushed += len(events)
            try:
                lines = narrate(revealed(before, events, view), events, self.log_reader, unfinished=True)
            except Exception:  # an event this seat saw that the log cannot tell: no line for it
                lines = []
            self._unshown.extend((base + line.upto + 1, line) for line in lines)
            self.queue.target = view  # the cards the events reveal are found there
            self.queue.push(events)
        self.queue.aim(view)
        if not self.busy:
            self._settle()

    def _restart(self, view: GameState) -> None:
        """The server started the game from the beginning again (the start, an undo, a
        rematch): the board jumps to the view, nothing is animated."""
        game = RemoteGame.from_view(self.game.setup, view)
        self.queue.target = view
        was_over = self.game.state.over
        lines = list(self.log.lines)
        self.replace_game(game)  # (which rewrites the log from the events it knows: none)
        self.queue.aim(view)
        if was_over and not view.over:
            self.rematch_asked = False
            self.rematch_waiting = []
            self._close_over_scene()
            self.toaster.show(_("A new game begins."), OK)
            self.log.set_lines([self._opening_line(view)])
            return
        if self._taken_back:
            lines.append(LogLine(_("The last move is taken back."), view.turn.number, self.mine, kind="turn"))
            self._taken_back = False
        self.log.set_lines(lines)

    # ------------------------------------------------------------------ undo by agreement
    def undo_state(self) -> tuple[bool, str]:
        if self.spectating:
            return False, _("Undo: spectators watch only")
        if self.game.state.over:
            return False, _("Undo: the game is over")
        if self.undo_asked:
            return False, _("Undo: waiting for the others to agree")
        others = [self.link.name_of(s) for s in self.link.others()]
        if not others:
            return True, _("Take back your last action")
        return True, _("Ask {player} to let you take back your last action", player=", ".join(others))

    def undo_last(self) -> bool:
        if self.busy:
            return False
        ok, reason = self.undo_state()
        if not ok:
            self.toaster.show(reason, ERROR)
            return False
        self.ask_undo()
        return self.undo_asked

    # ------------------------------------------------------------------ the server's news
    def update(self, dt: float) -> None:
        self.poll_network()
        if self.link.clock is not self._clock_read:
            self._clock_read, self._clock_age = self.link.clock, 0.0
        else:
            self._clock_age += dt
        super().update(dt)

    # ------------------------------------------------------------------ the menu, conceding
    def _open_menu(self) -> None:
        if self.stack is None:
            self._exit()
            return
        opener = self.session.open_settings
        on_settings = (lambda: opener(self.set_animation_factor)) if opener is not None else None
        can_concede = not self.spectating and not self.game.state.over
        self.stack.push(OnlineMenuScene(on_main_menu=self._exit, on_settings=on_settings, on_help=self.open_help,
                                        on_concede=self.ask_concede if can_concede else None,
                                        watching=self.spectating))

    def ask_concede(self) -> None:
        from game.ui.scenes.confirm import ConfirmScene

        if self.stack is None:
            return
        self.stack.push(ConfirmScene(
            _("Concede the game?"), _("You give up this game: the others win. You can ask for a rematch after."),
            on_yes=lambda: self.link.send({"op": "concede"}), yes_text=_("Concede"), no_text=_("Play on")))

    # ------------------------------------------------------------------ game over, rematch
    def _settle(self, force: bool = False) -> None:
        if self.busy:
            return
        key = (len(self.game.log), self.viewer, tuple(self.link.acting))
        if not force and key == self._settled_at:
            return
        self._settled_at = key
        s = self.game.state
        self._dice_linger = None
        if s.over:
            self.inter.refresh(s, None)
            self._sync_controls()
            if not self._game_over_sent:
                self._game_over_sent = True
                self._show_game_over()
            return
        self.inter.refresh(s, self.viewer if self.my_turn else None)

    def _show_game_over(self) -> None:
        from game.core import events as ev

        if self.stack is None:
            return
        s = self.game.state
        last = next((e for e in reversed(self.game.events) if isinstance(e, ev.GameWon)), None)
        winner = None if s.winner is None else s.players[s.winner].name
        scene = OnlineGameOverScene(
            self, winner=winner, reason=getattr(last, "reason", ""), turns=s.turn.number,
            tint=theme.ACCENT if s.winner is None else theme.player_tint(s.winner),
            on_rematch=None if self.spectating else self.ask_rematch,
            on_menu=self._leave_after_game,
            replay_reason=N_("Online games are kept by the server, not in this window's replays."),
        )
        scene.menu_button.text = N_("Leave")
        self.over_scene = scene
        self.stack.push(scene)

    def ask_rematch(self) -> None:
        if self.rematch_asked:
            return
        self.rematch_asked = True
        self.link.send({"op": "rematch"})
        if self.over_scene is not None:
            self.over_scene.rematch.set_enabled(False, N_("Waiting for the others to agree."))

    def _on_rematch(self, message: dict[str, Any]) -> None:
        self.rematch_waiting = list(message.get("waiting") or [])
        super()._on_rematch(message)

    def _after_refusal(self) -> None:
        self._settled_at = None  # the board shows the state before the refused command again

    def _over_closed(self) -> None:
        self._game_over_sent = False

    def _leave_to_title(self) -> None:
        self._leave_battle()

    def _leave_battle(self) -> None:
        """Back to the title. The seat stays remembered (unless the game is over): the title
        offers to rejoin it."""
        self.link.close()
        if self.on_exit_online is not None:
            self.on_exit_online()
        else:
            self.close()

    # ------------------------------------------------------------------ drawing
    def _draw_status(self, surface: pygame.Surface, s: GameState, hint: str) -> None:
        if not s.over and not self.queue.busy:
            waiting = self.waiting_for()
            if self.spectating:
                names = ", ".join(self.link.name_of(p) for p in waiting)
                hint = _("You are watching. {player} to play.", player=names) if names else _("You are watching.")
            elif waiting and not self.my_turn:
                hint = _("Waiting for {player}…", player=", ".join(self.link.name_of(p) for p in waiting))
            elif self.awaiting is not None:
                hint = _("Sending your move…")
        super()._draw_status(surface, s, hint)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_connection(surface)

    def connection_line(self) -> str:
        """"Connected · Toby 1:42" : the connection, and whose clock runs with its time left."""
        parts = [status_text(self.link.status)]
        clock = self.link.clock
        if clock and clock.get("running"):
            left = clock.get("left") or []
            for seat in clock["running"]:
                if isinstance(seat, int) and seat < len(left):
                    parts.append(_("{player}'s clock {time}", player=self.link.name_of(seat),
                                   time=clock_text(float(left[seat]) - self._clock_age)))
        away = [self.link.name_of(s) for s, up in self.link.connected.items() if not up and s != self.link.seat
                and s < len(self.link.seats) and self.link.seats[s].get("kind") == "person"]
        if away:
            parts.append(_("{player} away", player=", ".join(away)))
        return " · ".join(parts)

    def _draw_connection(self, surface: pygame.Surface) -> None:
        """The connection line on the log's title row, at its right, a dot coloured by its
        state (only the status when the whole line does not fit beside "Game log")."""
        if self.geo is None:
            return
        lay = self.layout
        r = self.log.rect
        pad = lay.px(8)
        title = textcache.role_text(lay, _("Game log"), "small", theme.ACCENT, fonts.BOLD)
        room = r.width - title.get_width() - pad * 4
        px = lay.font_px("tiny")
        text = self.connection_line()
        img = textcache.text(text, fonts.BOLD, px, theme.TEXT_DIM)
        dot = max(3, lay.px(4))
        if img.get_width() + dot * 3 > room:
            text = status_text(self.link.status)
            img = textcache.text(text, fonts.BOLD, px, theme.TEXT_DIM)
        colour = {"connected": theme.LIFE_UP, "lost": theme.LIFE_DOWN}.get(self.link.status, theme.TEXT_DIM)
        cy = r.y + pad // 2 + title.get_height() // 2
        at = surface.blit(img, img.get_rect(midright=(r.right - pad, cy)))
        pygame.draw.circle(surface, colour, (at.x - dot * 2, cy), dot)
        note("log title", text, text, at, r)

    def _draw_hidden_hands(self, surface: pygame.Surface, s: GameState) -> None:
        if not self.spectating:
            super()._draw_hidden_hands(surface, s)
            return
        self.hand.draw(surface, self.seen, (), label=_("You are watching: every hand is hidden"))


class OnlineMenuScene(BattleMenuScene):
    """The battle's Menu online: no saving (the server keeps the game), Concede, and Main menu
    leaves the seat to be rejoined from the title."""

    def __init__(self, *, on_concede: Callable[[], None] | None, watching: bool = False, **kwargs: Any) -> None:
        super().__init__(on_save_as=None, **kwargs)
        self.menu.items.remove(self.save_button)
        self.leave_button.tooltip_text = (N_("Stop watching and go back to the title screen (M)") if watching else
                                          N_("Leave to the title screen; Rejoin there takes you back to this game (M)"))
        self._on_concede = on_concede
        if on_concede is not None:
            self.concede_button = Button(N_("Concede"), self._concede, tooltip=N_("Give up this game: the others win"))
            self.menu.items.insert(self.menu.items.index(self.leave_button), self.concede_button)

    def _concede(self) -> None:
        self.close()
        if self._on_concede is not None:
            self._on_concede()


class OnlineGameOverScene(GameOverScene):
    """Game over online: Rematch asks the others (the game restarts when every person has
    asked) and Leave goes back to the title; the battle below keeps hearing the server."""

    def __init__(self, battle: OnlineBattleScene, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.battle = battle

    def update(self, dt: float) -> None:
        super().update(dt)
        self.battle.poll_network()
        self.battle.toaster.update(dt)
