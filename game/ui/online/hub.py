"""The online screens before a battle: the hub (Host, Join, Watch, Rejoin), the host's choices,
the list of games found on the local network (or an address and a code typed), and the
waiting screen that shows the room's address and code until the other person comes.

The scenes only gather choices and show what the connection says; `OnlineFlow` (flow.py) makes
the connections and moves between the scenes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.online.address import parse_address
from game.ui.scenes.base import Scene
from game.ui.text import draw_text, draw_wrapped
from game.ui.widgets import Button, Choice, Label, Menu, TextInput, draw_panel, draw_tooltip

if TYPE_CHECKING:
    from game.net.discovery import FoundServer

Action = Callable[[], None]
JOIN, WATCH = "join", "watch"
AWAY_GRACE = 60  # seconds a person may be away before the room's away rule applies


class OnlineFlow(Protocol):
    """What these scenes ask of the online flow (`game.ui.online.flow.OnlineFlow`)."""

    def open_host(self, name: str, game: str = ...) -> None: ...
    def open_join(self, name: str, mode: str = JOIN) -> None: ...
    def rejoin(self) -> None: ...
    def rejoin_label(self) -> str: ...
    def host(self, name: str, options: dict[str, Any], seats: list[dict[str, Any]], *, game: str = ...,
             **room: Any) -> None: ...
    def join(self, url: str, code: str, name: str, *, watch: bool = False) -> None: ...
    def lan_games(self) -> list[FoundServer]: ...
    def stop_browsing(self) -> None: ...
    def room_waiting(self, scene: ConnectingScene) -> None: ...
    def request_failed(self, scene: ConnectingScene, message: dict[str, Any]) -> None: ...
    def cancel_waiting(self, scene: ConnectingScene) -> None: ...
    def remember(self, seat: Any) -> None: ...
    def start_battle(self, scene: ConnectingScene, view: Any) -> None: ...


class FormScene(Scene):
    """A title, a panel of widgets stacked in a menu, and a line of notice under it."""

    title = N_("Play online")
    panel_width = 460

    def __init__(self, items: Sequence[Any], *, on_back: Action | None = None) -> None:
        super().__init__()
        self.menu = Menu(list(items), on_back=on_back)
        self.notice = ""
        self.notice_error = False
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def say(self, text: str, *, error: bool = False) -> None:
        changed = bool(text) != bool(self.notice)
        self.notice = text
        self.notice_error = error
        if changed and self.stack is not None:
            self.relayout()

    def header_height(self) -> int:
        """Room above the menu inside the panel (subclasses draw there)."""
        return 0

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(self.panel_width), lay.width - lay.pad * 4)
        head = self.header_height()
        title_h = fonts.font_for(lay, "heading", fonts.BOLD).get_linesize()
        notice_h = fonts.font_for(lay, "small").get_linesize() * 2 + lay.pad // 2 if self.notice else 0
        # In a short window the rows close up (down to a readable height) to stay in the panel.
        room = lay.height - lay.pad * 5 - title_h - head - notice_h
        self.menu.item_height = self.menu.gap = None
        if self.menu.needed_height(lay) > room:
            n = len(self.menu.items)
            self.menu.gap = max(2, lay.gap // 2)
            self.menu.item_height = max(int(lay.button_height * 0.75), (room - self.menu.gap * (n - 1)) // max(1, n))
        menu_h = self.menu.needed_height(lay)
        h = lay.pad * 3 + title_h + head + menu_h + notice_h
        self.panel_rect = lay.centered(w, min(h, lay.height - lay.pad * 2))
        top = self.panel_rect.y + lay.pad + title_h + lay.pad // 2 + head
        self.menu.place(pygame.Rect(self.panel_rect.x + lay.pad, top, w - lay.pad * 2, menu_h), lay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw_header(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        draw_panel(surface, self.panel_rect, lay)
        heading = fonts.font_for(lay, "heading", fonts.BOLD)
        x, y = self.panel_rect.x + lay.pad, self.panel_rect.y + lay.pad
        width = self.panel_rect.width - lay.pad * 2
        draw_text(surface, _(self.title), heading, theme.ACCENT, (self.panel_rect.centerx, y), anchor="midtop",
                  max_width=width)
        y += heading.get_linesize() + lay.pad // 2
        head = self.header_height()
        if head:
            self.draw_header(surface, pygame.Rect(x, y, width, head))
        self.menu.draw(surface)
        if self.notice:
            small = fonts.font_for(lay, "small")
            r = pygame.Rect(x, self.menu.rect.bottom + lay.pad // 2, width,
                            self.panel_rect.bottom - self.menu.rect.bottom - lay.pad)
            draw_wrapped(surface, self.notice, small, theme.LIFE_DOWN if self.notice_error else theme.TEXT_DIM, r,
                         align="center")
        tip = self.menu.tooltip()
        if tip:
            draw_tooltip(surface, tip, self.menu.tooltip_anchor(), lay, side="right")


class OnlineHubScene(FormScene):
    """Host a game, join one, watch one, or rejoin the game this window left."""

    def __init__(self, flow: OnlineFlow, *, name: str = "", game: str = "summoner-wars") -> None:
        self.flow = flow
        self.game = game
        self.name_input = TextInput(name, label=N_("Your name"), max_length=24)
        self.host_button = Button(N_("Host a game"), lambda: flow.open_host(self.player_name(), self.game),
                                  hotkey=pygame.K_h,
                                  tooltip=N_("Start a game on this computer for someone on your network (H)"))
        self.join_button = Button(N_("Join a game"), lambda: flow.open_join(self.player_name(), JOIN),
                                  hotkey=pygame.K_j, tooltip=N_("Games on your network, or an address and a code (J)"))
        self.watch_button = Button(N_("Watch a game"), lambda: flow.open_join(self.player_name(), WATCH),
                                   hotkey=pygame.K_w, tooltip=N_("Look on as others play, without a seat (W)"))
        self.rejoin_button = Button(N_("Rejoin"), flow.rejoin, hotkey=pygame.K_r)
        self.back_button = Button(N_("Back"), self.close, hotkey=pygame.K_b)
        super().__init__([self.name_input, self.host_button, self.join_button, self.watch_button,
                          self.rejoin_button, self.back_button], on_back=self.close)
        self.refresh()

    def player_name(self) -> str:
        return " ".join(self.name_input.text.split()) or _("Player")

    def refresh(self) -> None:
        label = self.flow.rejoin_label()
        self.rejoin_button.visible = bool(label)
        self.rejoin_button.text = label or N_("Rejoin")

    def resume(self) -> None:
        self.refresh()


class HostScene(FormScene):
    """The host's choices: edition, two decks (or four: a 1st edition team game, seats 1 and 3
    against 2 and 4), who sits opposite (people on the network, or the computer at a level),
    the clock and the away rule."""

    title = N_("Host a game")

    def __init__(self, flow: OnlineFlow, name: str, decks: dict[str, tuple[str, str]],
                 default_pair: Sequence[str] = ()) -> None:
        """`decks`: deck id -> (name, edition)."""
        self.flow = flow
        self.name = name
        self.decks = decks
        self.edition = Choice(N_("Edition"), [("2e", N_("2nd edition")), ("1e", N_("1st edition"))], "2e",
                              on_change=lambda v: self._edition_changed())
        self.players = Choice(N_("Players"), [(2, "2"), (4, N_("4: teams (1st edition)"))], 2,
                              on_change=lambda v: self._players_changed())
        self.players.value_share = 0.66
        self.mine = Choice(N_("Your deck"), self._deck_options("2e"))
        self.theirs = Choice(N_("Their deck"), self._deck_options("2e"))
        self.ally = Choice(N_("Teammate's deck"), self._deck_options("1e"))
        self.rival = Choice(N_("Their teammate's deck"), self._deck_options("1e"))
        for c in (self.mine, self.theirs, self.ally, self.rival):
            c.value_share = 0.5  # deck names are short; "Their teammate's deck" is not
        pair = [d for d in default_pair if d in decks]
        if len(pair) == 2:
            self.mine.set_value(pair[0])
            self.theirs.set_value(pair[1])
        elif len(self.theirs.options) > 1:
            self.theirs.index = 1
        self.opponent = Choice(N_("Opponent"), [("person", N_("A person on the network")),
                                                ("easy", N_("Computer (Easy)")),
                                                ("normal", N_("Computer (Normal)")),
                                                ("hard", N_("Computer (Hard)"))], "person")
        self.opponent.value_share = 0.66
        self.clock, self.away = clock_choice(), away_choice()
        self.start_button = Button(N_("Host"), self.start, hotkey=pygame.K_RETURN)
        self.back_button = Button(N_("Back"), self.close)
        super().__init__(self._items(), on_back=self.close)

    def _items(self) -> list[Any]:
        four = self.players.value == 4
        decks = [self.mine, self.theirs, *([self.ally, self.rival] if four else [])]
        return [self.edition, self.players, *decks, self.opponent, self.clock, self.away, self.start_button,
                self.back_button]

    def _deck_options(self, edition: str) -> list[tuple[str, str]]:
        opts = [(d, name) for d, (name, ed) in sorted(self.decks.items(), key=lambda kv: kv[1][0]) if ed == edition]
        return opts or [("", N_("No decks"))]

    def _edition_changed(self) -> None:
        ed = self.edition.value
        if ed != "1e" and self.players.value == 4:
            self.players.set_value(2)  # teams are a 1st edition game
            self._players_changed()
        for i, c in enumerate((self.mine, self.theirs, self.ally, self.rival)):
            c.options = self._deck_options(ed)
            c.index = min(i, len(c.options) - 1)

    def _players_changed(self) -> None:
        if self.players.value == 4 and self.edition.value != "1e":
            self.edition.set_value("1e")
            self._edition_changed()
        four = self.players.value == 4
        self.opponent.label = N_("The others") if four else N_("Opponent")
        self.opponent.options[0] = ("person", N_("People on the network") if four else N_("A person on the network"))
        self.menu.items = self._items()
        if self.stack is not None:
            self.relayout()
        self.menu.refresh_focus()

    def chosen_decks(self) -> list[str]:
        decks = [self.mine, self.theirs] + ([self.ally, self.rival] if self.players.value == 4 else [])
        return [c.value for c in decks]

    def options(self) -> dict[str, Any]:
        return {"edition": self.edition.value, "decks": self.chosen_decks()}

    def room(self) -> dict[str, Any]:
        return room_rules(self.clock, self.away)

    def seats(self) -> list[dict[str, Any]]:
        other = self.opponent.value
        seat = {"kind": "person"} if other == "person" else {"kind": "bot", "level": other}
        return [{"kind": "person"}] + [dict(seat) for _i in range(self.players.value - 1)]

    def start(self) -> None:
        if not all(self.chosen_decks()):
            self.say(_("There are no decks for this edition."), error=True)
            return
        self.flow.host(self.name, self.options(), self.seats(), **self.room())


def clock_choice() -> Choice:
    c = Choice(N_("Clock"), [("", N_("No clock")), ("move:120", N_("2 minutes a move")),
                             ("game:1800", N_("30 minutes each"))], "")
    c.value_share = 0.66
    return c


def away_choice() -> Choice:
    c = Choice(N_("Someone away"), [("wait", N_("Wait for them")), ("bot", N_("The computer plays")),
                                    ("concede", N_("They concede"))], "wait")
    c.value_share = 0.66
    return c


def room_rules(clock: Choice, away: Choice) -> dict[str, Any]:
    """The room's clock and what happens to a seat whose person is away past a minute."""
    out: dict[str, Any] = {"away": away.value, "grace": AWAY_GRACE}
    if clock.value:
        per, seconds = clock.value.split(":")
        out["clock"] = {"per": per, "seconds": int(seconds)}
    return out


class WarriorHostScene(FormScene):
    """The host's choices for Warrior: how many players, and whether the others are people on
    the network or the computer at a level."""

    title = N_("Host a Warrior game")

    def __init__(self, flow: OnlineFlow, name: str) -> None:
        self.flow = flow
        self.name = name
        self.players = Choice(N_("Players"), [(n, str(n)) for n in range(2, 7)], 2)
        self.others = Choice(N_("The others"), [("person", N_("People on the network")),
                                                ("easy", N_("Computer (Easy)")),
                                                ("normal", N_("Computer (Normal)")),
                                                ("hard", N_("Computer (Hard)"))], "person")
        self.others.value_share = 0.66
        self.clock, self.away = clock_choice(), away_choice()
        self.start_button = Button(N_("Host"), self.start, hotkey=pygame.K_RETURN)
        self.back_button = Button(N_("Back"), self.close)
        super().__init__([self.players, self.others, self.clock, self.away, self.start_button, self.back_button],
                         on_back=self.close)

    def options(self) -> dict[str, Any]:
        return {"players": self.players.value}

    def seats(self) -> list[dict[str, Any]]:
        other = self.others.value
        seat = {"kind": "person"} if other == "person" else {"kind": "bot", "level": other}
        return [{"kind": "person"}] + [dict(seat) for _i in range(self.players.value - 1)]

    def start(self) -> None:
        self.flow.host(self.name, self.options(), self.seats(), game="warrior",
                       **room_rules(self.clock, self.away))


class JoinScene(FormScene):
    """Games found on the local network, each a button; or an address and a room code typed."""

    title = N_("Join a game")
    panel_width = 520
    ROWS = 5

    def __init__(self, flow: OnlineFlow, name: str, mode: str = JOIN) -> None:
        self.flow = flow
        self.name = name
        self.mode = mode
        if mode == WATCH:
            self.title = N_("Watch a game")
        self.rows = [Button("", None) for _i in range(self.ROWS)]
        for b in self.rows:
            b.visible = False
        self.address = TextInput("", label=N_("Address"), placeholder="192.168.1.20:8765", max_length=60)
        self.code = TextInput("", label=N_("Room code"), placeholder="ACDE", max_length=6,
                              allowed=lambda ch: ch.isalnum(), on_submit=lambda t: self.go_typed())
        self.go_button = Button(N_("Watch") if mode == WATCH else N_("Join"), self.go_typed)
        self.back_button = Button(N_("Back"), self.close)
        self.typed_label = Label(N_("Or type the host's address and the room code:"), role="small",
                                 colour=theme.TEXT_DIM)
        super().__init__(self._items(), on_back=self.close)
        self.found: list[tuple[FoundServer, Any]] = []
        self._found_key: tuple = ()
        self.say(_("Looking for games on your network…"))

    def _items(self) -> list[Any]:
        return [*(b for b in self.rows if b.visible), self.typed_label, self.address, self.code, self.go_button,
                self.back_button]

    def header_height(self) -> int:
        return fonts.font_for(self.layout, "small").get_linesize() + self.layout.px(4)

    def draw_header(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text = _("Games on your network:") if self.found else _("No game found on your network yet.")
        draw_text(surface, text, fonts.font_for(self.layout, "small"), theme.TEXT_DIM, rect.topleft,
                  max_width=rect.width)

    def show_found(self, servers: Sequence[FoundServer]) -> None:
        """The rooms heard on the network, as buttons (a room in play only to watch)."""
        found = []
        for server in servers:
            for room in server.rooms:
                if self.mode == JOIN and room.state != "open":
                    continue
                if room.state == "over":
                    continue
                found.append((server, room))
        key = tuple((s.url, r) for s, r in found)
        if key == self._found_key:
            return
        self._found_key = key
        self.found = found[: self.ROWS]
        for i, b in enumerate(self.rows):
            if i < len(self.found):
                server, room = self.found[i]
                state = _("waiting") if room.state == "open" else _("playing")
                who = room.host or server.server_name
                b.text = _("{code} · {player} · {state}", code=room.code, player=who, state=state)
                b.on_click = (lambda s=server, r=room: self.go(s.url, r.code))
                b.tooltip_text = server.url
                b.visible = True
            else:
                b.visible = False
        self.menu.items = self._items()
        self.say("" if self.found else _("Looking for games on your network…"))
        if self.stack is not None:
            self.relayout()
        self.menu.refresh_focus()

    def go(self, url: str, code: str) -> None:
        self.flow.join(url, code, self.name, watch=self.mode == WATCH)

    def go_typed(self) -> None:
        url = parse_address(self.address.text)
        code = self.code.text.strip().upper()
        if url is None:
            self.say(_("Type the host's address, like 192.168.1.20:8765."), error=True)
            return
        if not code:
            self.say(_("Type the room code the host sees (four letters or digits)."), error=True)
            return
        self.go(url, code)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.show_found(self.flow.lan_games())

    @property
    def animating(self) -> bool:
        return True  # games appear on the network by themselves

    def leave(self) -> None:
        self.flow.stop_browsing()


class ConnectingScene(FormScene):
    """Between a choice and the battle: connecting, creating the room, waiting for the others
    (the host sees the address and the code to give them), or why it failed."""

    title = N_("Play online")

    def __init__(self, flow: OnlineFlow, link: Any, *, create: dict[str, Any] | None = None,
                 join: str | None = None, watch: str | None = None, resume: bool = False,
                 address: str = "", summary: str = "") -> None:
        self.flow = flow
        self.link = link
        self.create = create
        self.join_code = join
        self.watch_code = watch
        self.resuming = resume
        self.address = address  # host:port for the others (hosting)
        self.summary = summary  # what is played ("Polar Dwarves against Fallen Kingdom, 2nd edition")
        self.code = ""
        self.stage = "connecting"
        self.cancel_button = Button(N_("Cancel"), self.cancel)
        # Rejoining a game whose server is gone for good: let the title stop offering it.
        self.forget_button = Button(N_("Forget this game"), self.forget,
                                    tooltip=N_("The title stops offering to rejoin it; the server may still hold it"))
        items = [self.cancel_button, self.forget_button] if resume else [self.cancel_button]
        super().__init__(items, on_back=self.cancel)
        self.title = N_("Host a game") if create is not None else N_("Play online")
        self._sent = False
        self.say(_("Connecting…"))

    def header_height(self) -> int:
        lay = self.layout
        if self.stage == "waiting" and self.code:
            return (fonts.font_for(lay, "title", fonts.BOLD).get_linesize()
                    + fonts.font_for(lay, "body").get_linesize() * (6 if self.summary else 5) + lay.pad)
        return fonts.font_for(lay, "body").get_linesize() * 2

    def draw_header(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        lay = self.layout
        body = fonts.font_for(lay, "body")
        if self.stage == "waiting" and self.code:
            y = rect.y
            draw_text(surface, _("Room code"), body, theme.TEXT_DIM, (rect.centerx, y), anchor="midtop")
            y += body.get_linesize()
            big = fonts.font_for(lay, "title", fonts.BOLD)
            draw_text(surface, "  ".join(self.code), big, theme.ACCENT, (rect.centerx, y), anchor="midtop")
            y += big.get_linesize()
            if self.address:
                draw_text(surface, _("Address: {address}", address=self.address), body, theme.TEXT,
                          (rect.centerx, y), anchor="midtop", max_width=rect.width)
                y += body.get_linesize()
            if self.summary:
                draw_text(surface, self.summary, body, theme.TEXT_DIM, (rect.centerx, y), anchor="midtop",
                          max_width=rect.width)
                y += body.get_linesize()
            draw_wrapped(surface, self.waiting_text(), body, theme.TEXT_DIM,
                         pygame.Rect(rect.x, y + lay.px(6), rect.width, body.get_linesize() * 3), align="center")
            return
        draw_wrapped(surface, self.stage_text(), body, theme.TEXT, rect, align="center")

    def waiting_text(self) -> str:
        if self.watch_code:
            return _("Waiting for the game to start…")
        return _("Waiting for someone to join. Give them the address and the code, or they will "
                 "find this game on the network.")

    def stage_text(self) -> str:
        return {
            "connecting": _("Connecting to the server…"),
            "creating": _("Setting up the room…"),
            "joining": _("Taking a seat…"),
            "failed": _("It did not work."),
        }.get(self.stage, _("Waiting…"))

    def cancel(self) -> None:
        self.flow.cancel_waiting(self)

    def forget(self) -> None:
        self.flow.remember(None)
        self.flow.cancel_waiting(self)

    @property
    def animating(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.stage == "failed":
            return
        if not self._sent and self.link.status == "connected":
            self._sent = True
            self._first_request()
        messages = self.link.poll()
        for i, message in enumerate(messages):
            self.hear(message)
            if self.stack is None or self.stack.top is not self:
                self.link.unread(messages[i + 1:])  # the battle hears the rest
                return

    def _first_request(self) -> None:
        if self.resuming:
            self.stage = "joining"  # the client resumes its seat by itself on connecting
        elif self.create is not None:
            self.stage = "creating"
            self.link.send({"op": "create", **self.create})
        elif self.join_code is not None:
            self.stage = "joining"
            self.link.send({"op": "join", "room": self.join_code, "name": self.link.name})
        elif self.watch_code is not None:
            self.stage = "joining"
            self.link.send({"op": "spectate", "room": self.watch_code})
        self.say("")
        self.relayout()

    def hear(self, message: dict[str, Any]) -> None:
        from game.ui.online.words import refusal_text, status_text

        op = message.get("op")
        if op == "status":
            status = str(message.get("status"))
            if status == "lost" and self.stage in ("connecting",):
                self.say(_("Cannot reach the server at {url}: trying again…", url=self.link.url), error=True)
            elif status == "lost":
                self.say(status_text(status), error=True)
            elif status == "connected":
                self.say("")
        elif op == "created":
            self.code = str(message.get("room") or "")
            self.stage = "joining"
            self.link.send({"op": "join", "room": self.code, "seat": 0, "name": self.link.name})
        elif op == "joined":
            self.code = str(message.get("room") or self.code)
            if message.get("_view") is not None:
                self.flow.start_battle(self, message["_view"])
                return
            self.stage = "waiting"
            self.flow.room_waiting(self)
            self.relayout()
        elif op == "update" and message.get("_view") is not None:
            self.flow.start_battle(self, message["_view"])
        elif op in ("error", "refused"):
            self.stage = "failed"
            self.say(refusal_text(message), error=True)
            self.flow.request_failed(self, message)
            self.relayout()
        elif op == "presence" and self.stage == "waiting":
            if message.get("connected") and message.get("seat") != self.link.seat and message.get("name"):
                self.say(_("{player} is here.", player=str(message["name"])))
