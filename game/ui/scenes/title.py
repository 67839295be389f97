"""The title screen: the game's name and the main menu.

It knows nothing about saves or games: whoever builds it passes what each button does and how
to tell whether saves exist, so the menu can be tested (and reused) on its own.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import pygame

import game
from game.i18n import N_, _, n_
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.card_render import render_card
from game.ui.scenes.base import Scene
from game.ui.text import draw_text
from game.ui.widgets import Button, Menu, Segmented, draw_panel, draw_tooltip

log = logging.getLogger(__name__)

Action = Callable[[], None]

NO_SAVES = N_("No saved games yet")
NO_REPLAYS = N_("No replays yet")
NO_UNFINISHED = N_("No unfinished game to continue")
NOT_AVAILABLE = N_("Not available in this build yet")
SUMMONER_WARS = "summoner-wars"
WARRIOR = "warrior"
# The games the title's switch offers (their names are names: not translated).
GAMES = ((SUMMONER_WARS, "Summoner Wars"), (WARRIOR, "Warrior"))
TITLES = {SUMMONER_WARS: "SUMMONER WARS", WARRIOR: "WARRIOR"}

# Factions whose card backs are fanned at the foot of the screen, for atmosphere.
_FAN_FACTIONS = (
    "phoenix_elves",
    "tundra_orcs",
    "guild_dwarves",
    "cave_goblins",
    "fallen_kingdom",
    "vanguards",
)


class TitleScene(Scene):
    def __init__(
        self,
        *,
        on_new_game: Action | None = None,
        on_play_computer: Action | None = None,
        on_continue: Action | None = None,
        on_load: Action | None = None,
        on_replays: Action | None = None,
        on_deck_builder: Action | None = None,
        on_settings: Action | None = None,
        on_help: Action | None = None,
        on_quit: Action | None = None,
        has_saves: Callable[[], bool] = lambda: False,
        has_replays: Callable[[], bool] | None = None,
        has_unfinished: Callable[[], bool] | None = None,
        version: str = game.__version__,
        skipped_files: Callable[[], Sequence[str]] | None = None,
        on_warrior_new_game: Action | None = None,
        on_warrior_help: Action | None = None,
        warrior_card_back: Callable[[tuple[int, int]], pygame.Surface] | None = None,
        game_shown: str = SUMMONER_WARS,
        on_warrior_continue: Action | None = None,
        on_warrior_load: Action | None = None,
        on_warrior_replays: Action | None = None,
        has_warrior_saves: Callable[[], bool] | None = None,
        has_warrior_unfinished: Callable[[], bool] | None = None,
        has_warrior_replays: Callable[[], bool] | None = None,
        continue_hint: Callable[[str], str] | None = None,
        on_play_online: Action | None = None,
        on_warrior_play_online: Action | None = None,
        on_rejoin: Action | None = None,
        rejoin_label: Callable[[], str] | None = None,
    ) -> None:
        """`on_warrior_*`: with any of them the title shows a switch between the two games at
        its top (G), and Warrior's own menu when Warrior is chosen (its Continue, Load game and
        Replays are Warrior's saves: `has_warrior_*`). `continue_hint(game)` says which game
        Continue would open (its tooltip), "" for none. `on_play_online` opens the online hub;
        `rejoin_label()` names the online game this window left ("Rejoin game with Toby"), ""
        when there is none: the menu then shows no Rejoin row."""
        super().__init__()
        # The problems (file:line: field: message) of card files that were left out; the screen
        # says that files were skipped and opens their messages in a window.
        self.skipped_files = skipped_files
        self.skipped: list[str] = []
        self.skipped_button = Button(
            N_("Why?"),
            self._show_skipped,
            hotkey=pygame.K_w,
            tooltip=N_("The mistakes in the card files that were left out (W)"),
        )
        self.has_saves = has_saves
        self.has_unfinished = has_unfinished
        self.has_replays = has_replays if has_replays is not None else has_saves
        self.version = version
        self._actions = {
            "new": on_new_game,
            "computer": on_play_computer,
            "continue": on_continue,
            "load": on_load,
            "replays": on_replays,
            "decks": on_deck_builder,
            "help": on_help if on_help is not None else self._help,
            "settings": on_settings,
            "online": on_play_online,
            "rejoin": on_rejoin,
        }
        self.rejoin_label = rejoin_label
        self.buttons: dict[str, Button] = {
            "rejoin": Button(N_("Rejoin online game"), on_rejoin, hotkey=pygame.K_j,
                             tooltip=N_("Take your seat again in the online game you left (J)")),
            "new": Button(N_("New game"), on_new_game, hotkey=pygame.K_n,
                          tooltip=N_("Choose the edition, the factions and who plays each side (N)")),
            "computer": Button(N_("Play the computer"), on_play_computer, hotkey=pygame.K_p,
                               tooltip=N_("Start at once against the computer, with the factions of your "
                                          "last game (P)")),
            "online": Button(N_("Play online"), on_play_online, hotkey=pygame.K_o,
                             tooltip=N_("Host a game for someone on your network, join one, or watch (O)")),
            "continue": Button(N_("Continue"), on_continue, hotkey=pygame.K_c),
            "load": Button(N_("Load game"), on_load, hotkey=pygame.K_l),
            "replays": Button(N_("Replays"), on_replays, hotkey=pygame.K_r),
            "decks": Button(N_("Deck builder"), on_deck_builder, hotkey=pygame.K_d),
            "help": Button(N_("How to play"), self._actions["help"], hotkey=pygame.K_h),
            "settings": Button(N_("Settings"), on_settings, hotkey=pygame.K_s),
            "quit": Button(N_("Quit"), on_quit or self._quit, hotkey=pygame.K_q),
        }
        self.menu = Menu(self._menu_items())
        self.continue_hint = continue_hint
        self.warrior_checks = {"saves": has_warrior_saves, "unfinished": has_warrior_unfinished,
                               "replays": has_warrior_replays}
        # Warrior's menu, shown when the switch says Warrior: its own New game and help, and
        # the window's Settings and Quit (`warrior_buttons`: where Continue or Replays go later).
        self.warrior_buttons: dict[str, Button] = {
            "new": Button(N_("New game"), on_warrior_new_game, hotkey=pygame.K_n),
            "online": Button(N_("Play online"), on_warrior_play_online, hotkey=pygame.K_o,
                             tooltip=N_("Host a game for others on your network, join one, or watch (O)")),
            "continue": Button(N_("Continue"), on_warrior_continue, hotkey=pygame.K_c),
            "load": Button(N_("Load game"), on_warrior_load, hotkey=pygame.K_l),
            "replays": Button(N_("Replays"), on_warrior_replays, hotkey=pygame.K_r),
            "help": Button(N_("How to play"), on_warrior_help, hotkey=pygame.K_h),
            "settings": Button(N_("Settings"), on_settings, hotkey=pygame.K_s),
            "quit": Button(N_("Quit"), on_quit or self._quit, hotkey=pygame.K_q),
        }
        for key, b in self.warrior_buttons.items():
            if key != "quit" and b.on_click is None:
                b.set_enabled(False, NOT_AVAILABLE)
        self.warrior_menu = Menu(self._warrior_items())
        has_warrior = on_warrior_new_game is not None or on_warrior_help is not None
        self.switch = Segmented(GAMES, game_shown, on_change=self._game_changed, hotkey=pygame.K_g)
        self.switch.visible = has_warrior
        self.warrior_card_back = warrior_card_back
        self.game_shown = game_shown if has_warrior else SUMMONER_WARS
        # In the top corner, out of the main menu: it is read once, not played from.
        self.credits_button = Button(N_("Credits"), self._credits,
                                     tooltip=N_("Who drew the card pictures; licences"))
        self._fan: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.refresh()

    def _menu_items(self) -> list[Button]:
        """The menu's rows: Rejoin only while there is an online game to go back to."""
        label = self._rejoin_text()
        self.buttons["rejoin"].text = label
        return [b for key, b in self.buttons.items() if key != "rejoin" or label]

    def _warrior_items(self) -> list[Button]:
        """Warrior's rows, with the same Rejoin row on top as Summoner Wars' (a seat is in one
        game or the other; Rejoin opens the right one)."""
        rejoin = [self.buttons["rejoin"]] if self._rejoin_text() else []
        return rejoin + list(self.warrior_buttons.values())

    def _rejoin_text(self) -> str:
        if self.rejoin_label is None or self._actions.get("rejoin") is None:
            return ""
        try:
            return self.rejoin_label()
        except Exception:  # an unreadable seat file: no Rejoin row
            log.warning("could not tell whether an online game can be rejoined", exc_info=True)
            return ""

    def _game_changed(self, game_id: str) -> None:
        self.game_shown = game_id
        self.relayout()

    @property
    def active_menu(self) -> Menu:
        return self.warrior_menu if self.game_shown == WARRIOR else self.menu

    def _help(self) -> None:
        from game.ui.scenes.help import HelpScene

        if self.stack is not None:
            self.stack.push(HelpScene())

    def _credits(self) -> None:
        from game.ui.scenes.credits import CreditsScene

        if self.stack is not None:
            self.stack.push(CreditsScene())

    def _show_skipped(self) -> None:
        from game.ui.scenes.message import MessageScene

        if self.stack is not None and self.skipped:
            self.stack.push(MessageScene(skipped_title(self.skipped), skipped_text(self.skipped)))

    def _quit(self) -> None:
        if self.stack is not None:
            self.stack.quit()

    def refresh(self) -> None:
        """Re-ask which buttons can work: saves may have appeared since the menu was built."""
        saves = _ask(self.has_saves)
        replays = _ask(self.has_replays)
        items, warrior_items = self._menu_items(), self._warrior_items()
        if items != self.menu.items or warrior_items != self.warrior_menu.items:
            self.menu.items = items
            self.warrior_menu.items = warrior_items
            if self.stack is not None:
                self.relayout()
        for key, button in self.buttons.items():
            if key in ("quit", "rejoin"):
                continue
            if self._actions[key] is None:
                button.set_enabled(False, NOT_AVAILABLE)
            elif key in ("continue", "load") and not saves:
                button.set_enabled(False, NO_SAVES)
            elif key == "continue" and self.has_unfinished is not None and not _ask(self.has_unfinished):
                button.set_enabled(False, NO_UNFINISHED)
            elif key == "replays" and not replays:
                button.set_enabled(False, NO_REPLAYS)
            else:
                button.set_enabled(True)
        self.menu.refresh_focus()
        self._refresh_warrior()
        self.skipped = list(_ask_list(self.skipped_files)) if self.skipped_files else []
        self.skipped_button.visible = bool(self.skipped)

    def _refresh_warrior(self) -> None:
        """Warrior's Continue, Load game and Replays follow Warrior's own saves; each Continue
        says which game it opens."""
        checks = self.warrior_checks
        for key, saves_key, empty in (("continue", "unfinished", NO_UNFINISHED), ("load", "saves", NO_SAVES),
                                      ("replays", "replays", NO_REPLAYS)):
            button = self.warrior_buttons.get(key)
            check = checks.get(saves_key)
            if button is None or button.on_click is None:
                continue
            if key == "continue" and checks.get("saves") is not None and not _ask(checks["saves"]):
                button.set_enabled(False, NO_SAVES)
            elif check is not None and not _ask(check):
                button.set_enabled(False, empty)
            else:
                button.set_enabled(True)
        self.warrior_menu.refresh_focus()
        if self.continue_hint is not None:
            for game_id, button in ((SUMMONER_WARS, self.buttons["continue"]),
                                    (WARRIOR, self.warrior_buttons["continue"])):
                if button.enabled:
                    try:
                        button.tooltip_text = self.continue_hint(game_id)
                    except Exception:  # a hint must never take the menu down
                        log.warning("could not say which game Continue opens", exc_info=True)

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    # -- layout
    def _title_font(self) -> pygame.font.Font:
        return fonts.font_for(self.layout, "title", fonts.BOLD)

    def relayout(self) -> None:
        lay = self.layout
        title_h = self._title_font().get_linesize()
        self.title_y = max(lay.px(40), int(lay.height * 0.09))
        self.subtitle_y = self.title_y + title_h
        menu_w = lay.px(300)
        top = self.subtitle_y + fonts.font_for(lay, "heading").get_linesize() + lay.px(34)
        # Keep the panel clear of the footer and of the subtitle: in a short window the rows
        # close up (down to a readable minimum) before the panel climbs over the subtitle.
        room = lay.height - top - lay.pad * 2 - lay.px(40)
        self.menu.item_height = None
        self.menu.gap = None
        if self.menu.needed_height(lay) > room:
            n = len(self.menu.items)
            self.menu.gap = max(2, lay.gap // 3)
            # a row no lower than its label and a little air (12 rows fit a 640-pixel window)
            least = fonts.font_for(lay, "button", fonts.BOLD).get_linesize() + lay.px(6)
            self.menu.item_height = max(least, (room - self.menu.gap * (n - 1)) // max(1, n))
        menu_h = self.menu.needed_height(lay)
        top = min(top, lay.height - menu_h - lay.pad * 2 - lay.px(40))
        wh = self.warrior_menu.needed_height(lay)
        # The Rejoin row is in both menus: the menu shown is placed last, so the row is where
        # that menu has it (placed by the other, it kept the other's height and overlapped)
        places = [(self.menu, menu_h), (self.warrior_menu, wh)]
        for menu, h in sorted(places, key=lambda mh: mh[0] is self.active_menu):
            menu.place(pygame.Rect((lay.width - menu_w) // 2, top, menu_w, h), lay)
        self.panel_rect = self.active_menu.rect.inflate(lay.pad * 2, lay.pad * 2)
        sw = min(lay.px(380), lay.width - lay.pad * 2 - lay.px(240))
        self.switch.place(pygame.Rect((lay.width - sw) // 2, lay.pad, sw, lay.px(34)), lay)
        bh = fonts.font_for(lay, "small").get_linesize() + lay.px(10)
        self.credits_button.place(pygame.Rect(lay.pad, lay.pad, self._fitting(self.credits_button, 110), bh), lay)
        # The skipped-files notice sits under the menu panel, its button at its right end.
        self.notice_y = self.panel_rect.bottom + lay.px(14)
        self.skipped_button.place(pygame.Rect(0, self.notice_y, self._fitting(self.skipped_button, 80), bh), lay)
        self._fan = self._build_fan()

    def _fitting(self, button: Button, least: int) -> int:
        """A width of at least `least` (scaled) that holds the button's label in this language."""
        lay = self.layout
        font = fonts.font_for(lay, button.role, fonts.BOLD)
        return max(lay.px(least), font.size(_(button.text))[0] + lay.px(24))

    def _build_fan(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        # Two fans of face-down decks in the bottom corners, like decks waiting on the table.
        lay = self.layout
        cw = lay.px(120)
        size = (cw, int(cw * 88 / 63))
        shadow = lay.px(5)
        out = []
        for side, factions in ((-1, _FAN_FACTIONS[:3]), (1, _FAN_FACTIONS[3:])):
            for i, faction in enumerate(factions):
                if self.game_shown == WARRIOR and self.warrior_card_back is not None:
                    back = self.warrior_card_back(size)
                else:
                    back = render_card(
                        None,
                        size,
                        face_up=False,
                        dimmed=True,
                        frame_colour=theme.faction_colour(faction),
                    )
                angle = side * (-18 + i * 14)
                card = pygame.Surface((size[0] + shadow * 2, size[1] + shadow * 2), pygame.SRCALPHA)
                pygame.draw.rect(
                    card,
                    (0, 0, 0, 110),
                    pygame.Rect(shadow * 2, shadow * 2, *size),
                    border_radius=lay.px(8),
                )
                card.blit(back, (0, 0))
                rotated = pygame.transform.rotozoom(card, angle, 1.0)
                cx = lay.width // 2 + side * (lay.width // 2 - lay.px(150) + i * lay.px(38) * side)
                cy = lay.height - lay.px(52) + abs(i - 1) * lay.px(14)
                out.append((rotated, rotated.get_rect(center=(cx, cy)).topleft))
        return out

    # -- loop
    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            self.skipped
            and event.type == pygame.KEYDOWN
            and event.key == self.skipped_button.hotkey
        ):
            return self.skipped_button.activate()
        return (
            self.switch.handle_event(event)
            or self.credits_button.handle_event(event)
            or self.skipped_button.handle_event(event)
            or self.active_menu.handle_event(event)
        )

    def update(self, dt: float) -> None:
        self.active_menu.update(dt)
        self.credits_button.update(dt)
        self.skipped_button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        for img, pos in self._fan:
            surface.blit(img, pos)
        self._draw_title(surface)
        draw_panel(surface, self.panel_rect, lay)
        self.active_menu.draw(surface)
        self.switch.draw(surface)
        self.credits_button.draw(surface)
        if self.skipped:
            self._draw_skipped(surface)
        # The corners hold the decks, so the hints go in the middle and the version at the top.
        small = fonts.font_for(lay, "small")
        draw_text(
            surface,
            _("↑ ↓  choose     Enter  select"),
            small,
            theme.TEXT_DIM,
            (lay.width // 2, lay.height - lay.px(16)),
            anchor="center",
        )
        draw_text(
            surface,
            f"v{self.version}",
            small,
            theme.TEXT_DIM,
            (lay.width - lay.pad, lay.pad),
            anchor="topright",
        )
        tip = self.active_menu.tooltip()
        if tip:
            # Beside the panel, not over it, so the other rows stay readable.
            row = self.active_menu.tooltip_anchor()
            anchor = pygame.Rect(self.panel_rect.x, row.y, self.panel_rect.width, row.height)
            draw_tooltip(surface, tip, anchor, lay, side="right")

    def _draw_skipped(self, surface: pygame.Surface) -> None:
        lay = self.layout
        small = fonts.font_for(lay, "small")
        b = self.skipped_button
        label = small.render(skipped_title(self.skipped), True, theme.LIFE_DOWN)
        gap = lay.px(10)
        total = label.get_width() + gap + b.rect.width
        x = (lay.width - total) // 2
        b.rect.x = x + label.get_width() + gap
        surface.blit(label, label.get_rect(midleft=(x, b.rect.centery)))
        b.draw(surface)
        tip = b.tooltip()
        if tip:
            draw_tooltip(surface, tip, b.rect, lay)

    def _draw_title(self, surface: pygame.Surface) -> None:
        lay = self.layout
        font = self._title_font()
        cx = lay.width // 2
        text = TITLES.get(self.game_shown, TITLES[SUMMONER_WARS])
        # Letter-spaced capitals read as engraved; a dark offset copy gives them depth.
        spacing = lay.px(6)
        glyphs = [font.render(ch, True, theme.ACCENT) for ch in text]
        shadows = [font.render(ch, True, theme.TITLE_SHADOW) for ch in text]
        total = sum(g.get_width() for g in glyphs) + spacing * (len(glyphs) - 1)
        x = cx - total // 2
        off = max(2, lay.px(3))
        for g, s in zip(glyphs, shadows, strict=True):
            surface.blit(s, (x + off, self.title_y + off))
            surface.blit(g, (x, self.title_y))
            x += g.get_width() + spacing
        sub = fonts.font_for(lay, "heading")
        y = self.subtitle_y + sub.get_linesize() // 2
        # Letter-spaced like the title: the words are translated, then spaced out.
        spaced = "   ".join(" ".join(word) for word in _("DIGITAL EDITION").split())
        r = draw_text(surface, spaced, sub, theme.TEXT_DIM, (cx, y), anchor="center")
        # Rules with a diamond at each end, either side of the subtitle.
        gap, length, d = lay.px(16), lay.px(90), lay.px(4)
        for sign, edge in ((-1, r.left), (1, r.right)):
            x0 = edge + sign * gap
            x1 = x0 + sign * length
            pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y), (x1, y), max(1, lay.px(1)))
            pygame.draw.polygon(
                surface,
                theme.ACCENT,
                [(x1, y - d), (x1 + sign * d, y), (x1, y + d), (x1 - sign * d, y)],
            )


# The window lists at most this many problems, each cut to a sane length: a card file is data
# from anyone, and its messages (which quote its values) must not fill or stall the screen.
MAX_SHOWN_PROBLEMS = 30
MAX_PROBLEM_CHARS = 240


def skipped_title(problems: Sequence[str]) -> str:
    n = len({_file_of(p) for p in problems})
    return n_("{n} card file was skipped", "{n} card files were skipped", n)


def skipped_text(problems: Sequence[str]) -> str:
    shown = [
        p if len(p) <= MAX_PROBLEM_CHARS else p[: MAX_PROBLEM_CHARS - 1] + "…"
        for p in problems[:MAX_SHOWN_PROBLEMS]
    ]
    more = len(problems) - len(shown)
    tail = [n_("… and {n} more.", "… and {n} more.", more)] if more > 0 else []
    advice = _(
        "A file with any mistake is left out; everything else loads. Fix these lines, then "
        "press R on the New game screen to reload the cards (or run 'summoner-wars validate')."
    )
    return "\n".join([*shown, *tail, "", advice])


def _file_of(problem: str) -> str:
    # "path:line: field: message"; a path may hold ':' (C:\\...), the line number never does.
    head = problem.partition(": ")[0]
    return head.rsplit(":", 1)[0]


def _ask_list(check: Callable[[], Sequence[str]]) -> Sequence[str]:
    try:
        return check()
    except Exception:
        log.warning("could not tell which card files were skipped", exc_info=True)
        return []


def _ask(check: Callable[[], bool]) -> bool:
    # A failing check (unreadable saves folder) must not take the menu down: treat as "none".
    try:
        return bool(check())
    except Exception:
        log.warning("could not tell whether saves exist", exc_info=True)
        return False
