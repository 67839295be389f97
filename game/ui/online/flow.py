"""Which online scene follows which, and what lives as long as the window: the server this
window hosts, the network browser, the connections.

Title → Play online → the hub (`OnlineHubScene`): Host (choices, then the waiting screen with
the address and code), Join or Watch (games found on the network, or typed), Rejoin (the seat
remembered in the data folder, taken back with resume). Each connection is an `OnlineLink`;
when the room's game starts, the waiting screen gives way to the `OnlineBattleScene`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.i18n import _
from game.net.client import ThreadedClient
from game.net.discovery import Browser, FoundServer, RoomAd
from game.online.registry import online_game
from game.ui.online import seat_memory
from game.ui.online.address import parse_address  # noqa: F401 (the hub and tests find it here too)
from game.ui.online.hosting import PORT, LocalHost
from game.ui.online.hub import (
    JOIN,
    ConnectingScene,
    HostScene,
    JoinScene,
    OnlineHubScene,
    WarriorHostScene,
)
from game.ui.online.link import OnlineLink, ResumingClient
from game.ui.online.seat_memory import HeldSeat

log = logging.getLogger(__name__)

GAME = "summoner-wars"
WARRIOR = "warrior"
def default_name() -> str:
    import getpass

    try:
        name = getpass.getuser()
    except Exception:  # no user name in this environment
        return ""
    return name[:24].title() if name and name.isprintable() else ""


def game_summary(options: dict[str, Any], game: str = GAME) -> str:
    """"Polar Dwarves against Fallen Kingdom · 2nd edition" (or "Warrior · 3 players") for a
    room's options."""
    from game import catalog

    if game == WARRIOR:
        return _("Warrior · {n} players", n=options.get("players", 2))
    try:
        names = [catalog.deck(d, edition=options.get("edition", "2e")).name for d in options.get("decks", [])]
    except Exception:  # a deck this window cannot read: the ids will do
        names = [str(d) for d in options.get("decks", [])]
    edition = _("1st edition") if options.get("edition") == "1e" else _("2nd edition")
    if len(names) == 4:  # seats 1 and 3 against 2 and 4
        return _("{deck} and {ally} against {other} and {rival} · {edition}", deck=names[0], ally=names[2],
                 other=names[1], rival=names[3], edition=edition)
    if len(names) != 2:
        return edition
    return _("{deck} against {other} · {edition}", deck=names[0], other=names[1], edition=edition)


class OnlineFlow:
    def __init__(
        self,
        stack: Callable[[], Any],
        *,
        animation_factor: Callable[[], float | None] = lambda: 1.0,
        open_settings: Callable[[Callable[[float | None], None]], None] | None = None,
        ask_before_ending_phase: Callable[[], bool] = lambda: True,
        hover_zoom: Callable[[], str] = lambda: "on",
        seat_path: Path | None = None,
        store: Path | None = None,
        bind: str = "0.0.0.0",
        port: int = PORT,
        advertise: bool = True,
        browse_on: str | None = None,
    ) -> None:
        """`bind`, `advertise` and `browse_on` (an interface's address for the network search;
        None: all) are for tests, which keep everything on the loopback."""
        self._stack = stack
        self.animation_factor = animation_factor
        self.open_settings = open_settings
        self.ask_before_ending_phase = ask_before_ending_phase
        self.hover_zoom = hover_zoom
        self.seat_path = seat_path
        self.store = store
        self.bind = bind
        self.port = port
        self.advertise_on_lan = advertise
        self.browse_on = browse_on
        self.local: LocalHost | None = None
        self.browser: Browser | None = None
        self.name_path = seat_path.with_name("name.txt") if seat_path is not None else None
        self.name = seat_memory.recall_name(self.name_path) or default_name()

    @property
    def stack(self) -> Any:
        return self._stack()

    # --- the seat remembered ------------------------------------------------------------------
    def held_seat(self) -> HeldSeat | None:
        return seat_memory.recall(self.seat_path)

    def remember(self, seat: HeldSeat | None) -> None:
        if seat is None:
            seat_memory.forget(self.seat_path)
        else:
            seat_memory.remember(seat, self.seat_path)

    def rejoin_label(self) -> str:
        """"Rejoin game with Toby" while a seat is remembered, else ""."""
        seat = self.held_seat()
        if seat is None:
            return ""
        if seat.opponent:
            return _("Rejoin game with {player}", player=seat.opponent)
        return _("Rejoin online game")

    # --- scenes ---------------------------------------------------------------------------------
    def open_hub(self, game: str = GAME) -> None:
        """The hub; its Host sets up a game of `game` (Join and Watch find any game's rooms)."""
        self.stack.push(OnlineHubScene(self, name=self.name, game=game))

    def use_name(self, name: str) -> None:
        if name != self.name:
            self.name = name
            seat_memory.remember_name(name, self.name_path)

    def open_host(self, name: str, game: str = GAME) -> None:
        from game import catalog

        self.use_name(name)
        if game == WARRIOR:
            self.stack.push(WarriorHostScene(self, name))
            return
        try:
            decks = {d: (deck.name, catalog.edition_of(deck)) for d, deck in catalog.decks().items()}
            pair = catalog.default_pair()
        except Exception as e:  # card files that fail to load: the host screen says no decks
            log.warning("could not load decks: %s", e)
            decks, pair = {}, ()
        self.stack.push(HostScene(self, name, decks, pair))

    def open_join(self, name: str, mode: str = JOIN) -> None:
        self.use_name(name)
        self.start_browsing()
        self.stack.push(JoinScene(self, name, mode))

    # --- the network search ---------------------------------------------------------------------
    def start_browsing(self) -> None:
        if self.browser is None:
            try:
                self.browser = Browser(self.browse_on)
            except Exception as e:  # no multicast: typing an address still works
                log.warning("cannot look for games on the network: %s", e)

    def lan_games(self) -> list[FoundServer]:
        return self.browser.found() if self.browser is not None else []

    def stop_browsing(self) -> None:
        if self.browser is not None:
            browser, self.browser = self.browser, None
            try:
                browser.close()
            except Exception as e:
                log.warning("could not stop looking for games: %s", e)

    # --- connections ----------------------------------------------------------------------------
    def _link(self, client: ThreadedClient, name: str, hosted: bool = False, game: str | None = None) -> OnlineLink:
        """A connection's link; the room's game is `game`, or the one its "joined" names."""
        plug = online_game(game) if game else None
        return OnlineLink(client, plug, name=name, remember=self.remember, hosted=hosted)

    def ensure_host(self, name: str) -> LocalHost | None:
        """The server this window hosts, started if need be; None (and a message) if it cannot."""
        if self.local is None:
            try:
                self.local = LocalHost.start(name or "Summoner Wars", host=self.bind, port=self.port,
                                             store=self.store, advertise=self.advertise_on_lan)
            except OSError as e:
                from game.ui.scenes.message import MessageScene

                self.stack.push(MessageScene(_("Cannot host a game"),
                                             _("This computer would not open a port for the game ({error}).",
                                               error=e.strerror or str(e))))
                return None
        return self.local

    def host(self, name: str, options: dict[str, Any], seats: list[dict[str, Any]], *, game: str = GAME,
             **room: Any) -> None:
        """Start this window's server if need be, create the room (`room`: its clock, grace and
        away rule, as the create message takes them) and take its first seat."""
        local = self.ensure_host(name)
        if local is None:
            return
        link = self._link(ThreadedClient(local.url), name, hosted=True, game=game)
        create = {"game": game, "options": options, "seats": seats, **room}
        self.stack.replace(ConnectingScene(self, link, create=create, address=local.address_text,
                                           summary=game_summary(options, game)))

    def join(self, url: str, code: str, name: str, *, watch: bool = False) -> None:
        link = self._link(ThreadedClient(url), name)
        scene = ConnectingScene(self, link, watch=code) if watch else ConnectingScene(self, link, join=code)
        self.stack.push(scene)

    def rejoin(self) -> None:
        seat = self.held_seat()
        if seat is None:
            return
        url = seat.url
        if seat.hosted:
            local = self.ensure_host(self.name)  # the room is in this window's store
            if local is None:
                return
            url = local.url
        # from the title a new battle opens: ask for the whole game (since -1), so its log
        # tells the game so far, not only what happened while this window was closed
        client = ResumingClient(url, seat.room, seat.token, -1, seat.seat)
        link = self._link(client, self.name, hosted=seat.hosted, game=seat.game or None)
        address = self.local.address_text if seat.hosted and self.local is not None else ""
        self.stack.push(ConnectingScene(self, link, resume=True, address=address))

    # --- what the waiting screen hears ---------------------------------------------------------
    def room_waiting(self, scene: ConnectingScene) -> None:
        if self.local is not None and scene.link.hosted and scene.code:
            self.local.advertise(RoomAd(scene.code, self._game_of(scene.link), "open", scene.link.name))

    def request_failed(self, scene: ConnectingScene, message: dict[str, Any]) -> None:
        if scene.resuming and message.get("code") in ("wrong-token", "no-room"):
            self.remember(None)  # that seat is gone: the title stops offering it

    def cancel_waiting(self, scene: ConnectingScene) -> None:
        link = scene.link
        if scene.stage == "waiting" and not scene.resuming and link.client.token and link.room_state == "open":
            link.leave()  # the seat is free again before the game starts
        else:
            link.close()
        if self.local is not None and scene.code:
            self.local.advertise(gone=scene.code)
        scene.close()

    def start_battle(self, scene: ConnectingScene, view: Any) -> None:
        from game.ui.online.battle import OnlineBattleScene

        link = scene.link
        if self.local is not None and link.hosted and link.room:
            self.local.advertise(RoomAd(link.room, self._game_of(link), "playing", link.name))
        if self._game_of(link) == WARRIOR:
            from game.ui.online.warrior_table import OnlineWarriorTable

            self.stack.replace(OnlineWarriorTable(link, view, animation_factor=self.animation_factor(),
                                                  on_exit=self.to_title))
            return
        battle = OnlineBattleScene(link, view, animation_factor=self.animation_factor(), on_exit=self.to_title,
                                   open_settings=self.open_settings,
                                   ask_before_ending_phase=self.ask_before_ending_phase,
                                   hover_zoom=self.hover_zoom)
        self.stack.replace(battle)

    @staticmethod
    def _game_of(link: OnlineLink) -> str:
        return link.plug.name if link.plug is not None else GAME

    def to_title(self) -> None:
        while len(self.stack) > 1:
            self.stack.pop()

    def shutdown(self) -> None:
        """The window closes: stop looking, stop hosting (the rooms stay in the store)."""
        self.stop_browsing()
        if self.local is not None:
            local, self.local = self.local, None
            local.stop()
