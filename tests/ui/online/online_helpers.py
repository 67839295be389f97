"""Helpers for the online window tests: two windows' flows (each its own scene stack and data
folder) on the loopback, pumped frame by frame, and synthetic input."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.core import commands as cmds
from game.core.legal import legal_commands
from game.ui.online.battle import OnlineBattleScene
from game.ui.online.flow import OnlineFlow
from game.ui.online.hub import ConnectingScene
from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene
from tests.ui.input_events import down, move, typed, up

SIZE = (1280, 800)
FRAME = 1 / 30
WAIT = 30.0  # seconds before a wait is taken for a hang (nothing is timed: this only stops a stuck test)


class Home(Scene):
    """Stands for the title at the foot of a stack."""


@dataclass
class Window:
    """One window: its stack and its online flow (its own data folder)."""

    stack: SceneStack
    flow: OnlineFlow
    name: str

    def send(self, *events: pygame.event.Event, dt: float = FRAME) -> None:
        for e in events:
            self.stack.handle_event(e)
        self.stack.update(dt)

    def click(self, pos) -> None:
        self.send(move(pos), down(pos), up(pos))

    def drag(self, a, b) -> None:
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.send(move(a), down(a), move((a[0] + 8, a[1] + 8)), move(mid), move(b), up(b))

    def type_into(self, widget, text: str) -> None:
        self.click(widget.rect.center)
        self.send(*typed(text))

    @property
    def battle(self) -> OnlineBattleScene | None:
        for s in reversed(self.stack.scenes):
            if isinstance(s, OnlineBattleScene):
                return s
        return None

    @property
    def top(self) -> Scene | None:
        return self.stack.top


def window(tmp: Path, name: str, *, title: bool = False, **kw) -> Window:
    """A window whose stack starts at a stand-in (or, with `title`, the real title screen wired
    to its online flow, as the app wires it)."""
    pygame.font.init()
    stack = SceneStack(SIZE)
    flow = OnlineFlow(lambda: stack, animation_factor=lambda: None, seat_path=tmp / f"{name}-seat.json",
                      store=tmp / f"{name}-rooms.sqlite3", bind="127.0.0.1", port=kw.pop("port", 0),
                      advertise=kw.pop("advertise", False), browse_on="127.0.0.1", **kw)
    flow.name = name
    if title:
        from game.ui.scenes.title import TitleScene

        stack.push(TitleScene(on_play_online=flow.open_hub, on_rejoin=flow.rejoin, rejoin_label=flow.rejoin_label))
    else:
        stack.push(Home())
    return Window(stack, flow, name)


def pump(windows: list[Window], until: Callable[[], bool], what: str = "it") -> None:
    """Frames for every window until `until()` (the server answers on its own threads)."""
    end = time.monotonic() + WAIT
    while not until():
        if time.monotonic() > end:
            raise AssertionError(f"waited too long for {what}")
        for w in windows:
            w.stack.update(FRAME)
        time.sleep(0.005)


def settle(windows: list[Window]) -> None:
    """Until no battle animates or waits for its move's answer."""
    pump(windows, lambda: all(w.battle is None or not w.battle.busy for w in windows), "the battles to settle")


def host(ella: Window, opponent: str = "person") -> None:
    """Ella hosts from the hub's Host button, until her room waits (or, against the computer,
    her battle opens)."""
    ella.flow.open_hub()
    hub = ella.top
    ella.click(hub.host_button.rect.center)
    choices = ella.top
    if opponent != "person":
        choices.opponent.set_value(opponent)
    ella.click(choices.start_button.rect.center)
    pump([ella], lambda: isinstance(ella.top, ConnectingScene) and ella.top.stage == "waiting"
         or ella.battle is not None, "the room")


def host_and_join(tmp: Path, *, title: bool = False) -> tuple[Window, Window]:
    """Ella hosts, Toby types her address and code: both battles open."""
    ella, toby = window(tmp, "Ella"), window(tmp, "Toby", title=title)
    host(ella)
    waiting = ella.top
    code, address = waiting.code, waiting.address
    assert len(code) == 4 and address.endswith(f":{ella.flow.local.port}")
    toby.flow.open_hub()
    toby.click(toby.top.join_button.rect.center)
    join = toby.top
    toby.type_into(join.address, address)
    toby.type_into(join.code, code.lower())
    toby.click(join.go_button.rect.center)
    pump([ella, toby], lambda: ella.battle is not None and toby.battle is not None, "both battles")
    settle([ella, toby])
    for w in (ella, toby):
        said(w.battle)  # from now on every toast is kept for the test to read
    return ella, toby


def close(*windows: Window) -> None:
    for w in windows:
        w.stack.clear()
        w.flow.shutdown()


def summon_gesture(w: Window) -> cmds.Summon | None:
    """A summon the acting window's player may make now, or None."""
    sc = w.battle
    assert sc is not None
    return next((c for c in legal_commands(sc.game.state) if isinstance(c, cmds.Summon)
                 and c.player == sc.mine), None)


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def end_phase(w: Window) -> None:
    """Click End phase (and Yes if it asks) as a player would."""
    from game.ui.scenes.battle import END_PHASE_REPEAT
    from game.ui.scenes.confirm import ConfirmScene

    w.send(dt=END_PHASE_REPEAT)  # not a double click
    w.click(w.battle.phase_bar.end_button.rect.center)
    if isinstance(w.top, ConfirmScene):  # "End the phase without ...?" Yes.
        w.click(w.top.yes.rect.center)


def summoner_ready(players: list[Window], also: list[Window] = ()) -> tuple[Window, Window, cmds.Summon]:
    """The window whose player may summon now, the other player's, and a summon: phases are
    ended until a player may summon (an opening hand may hold nothing affordable). `also`:
    other windows to keep up (a spectator's)."""
    everyone = [*players, *also]
    for _i in range(14):
        # the server's update reaches each window in its own time: the window that ended a
        # phase may settle before the next player's window has heard that its turn came
        pump(everyone, lambda: any(w.battle.my_turn for w in players), "a player's turn")
        me = next(w for w in players if w.battle.my_turn)
        summon = summon_gesture(me)
        if summon is not None:
            return me, next(w for w in players if w is not me), summon
        end_phase(me)
        settle(everyone)
    raise AssertionError("nobody could summon for many phases")


def said(scene) -> list[str]:
    """Every toast `scene` has shown since this was first asked (and those still up): a toast
    goes after a few seconds of frames, which a busy machine may spend waiting."""
    log = scene.__dict__.get("_said")
    if log is None:
        log = []
        show = scene.toaster.show

        def recording(text, *args, **kwargs):
            log.append(text)
            return show(text, *args, **kwargs)

        scene.toaster.show = recording
        scene._said = log
    return log + [t.text for t in scene.toaster.toasts if t.text not in log]
