"""Warrior's New game: how many play (2 to 6), and for each seat who plays it (a person, with
a name they may edit, or the computer at Easy, Normal or Hard), then Start."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.scenes.base import Scene
from game.ui.text import draw_text
from game.ui.warrior.seats import PERSON
from game.ui.warrior.table_view import seat_tint
from game.ui.widgets import Button, Choice, TextInput, Widget, draw_panel, draw_tooltip
from game.warrior.core.setup import MAX_PLAYERS, MIN_PLAYERS

CONTROLLERS: tuple[tuple[str, str], ...] = (
    (PERSON, N_("Person")), ("easy", N_("Computer (Easy)")), ("normal", N_("Computer (Normal)")),
    ("hard", N_("Computer (Hard)")),
)
PLAYER_COUNTS = tuple((n, N_("{n} players")) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1))
COMPUTER_NAMES = ("Ada", "Brutus", "Cato", "Dido", "Enna", "Flavia")


@dataclass(frozen=True, slots=True)
class WarriorChoice:
    names: tuple[str, ...]
    controllers: tuple[str, ...]  # "human" or a bot level, one per seat
    seed: int | None = None


class _Count(Choice):
    """The players' count, its labels filled with the number."""

    @property
    def value_text(self) -> str:
        return _("{n} players", n=self.value)


class WarriorNewGameScene(Scene):
    def __init__(self, *, on_start: Callable[[WarriorChoice], None], on_back: Callable[[], None],
                 players: int = 2, names: Sequence[str] = (), controllers: Sequence[str] = ()) -> None:
        super().__init__()
        self.on_start = on_start
        self.on_back = on_back
        self.count = _Count(N_("Players"), list(PLAYER_COUNTS), max(MIN_PLAYERS, min(MAX_PLAYERS, players)),
                            on_change=lambda _v: self.relayout())
        self.name_inputs: list[TextInput] = []
        self.controllers: list[Choice] = []
        for i in range(MAX_PLAYERS):
            who = controllers[i] if i < len(controllers) else (PERSON if i == 0 else "normal")
            default = names[i] if i < len(names) and names[i] else self._default_name(i, who)
            self.name_inputs.append(TextInput(default, max_length=20, placeholder=_("Player {n}", n=i + 1)))
            self.controllers.append(Choice(N_("Played by"), list(CONTROLLERS), who,
                                           on_change=lambda v, i=i: self._controller_changed(i, v)))
        self.start = Button(N_("Start"), self._start, hotkey=pygame.K_RETURN)
        self.back = Button(N_("Back"), on_back)
        self.rows: list[pygame.Rect] = []

    @staticmethod
    def _default_name(i: int, who: str) -> str:
        return _("Player {n}", n=i + 1) if who == PERSON else COMPUTER_NAMES[i]

    def _controller_changed(self, i: int, who: str) -> None:
        field = self.name_inputs[i]
        autos = {_("Player {n}", n=i + 1), COMPUTER_NAMES[i]}
        if field.text in autos or not field.text.strip():
            field.set_text(self._default_name(i, who))

    @property
    def players(self) -> int:
        return int(self.count.value)

    def choice(self) -> WarriorChoice:
        n = self.players
        names = tuple(self.name_inputs[i].text.strip() or _("Player {n}", n=i + 1) for i in range(n))
        return WarriorChoice(names, tuple(self.controllers[i].value for i in range(n)))

    def _start(self) -> None:
        self.on_start(self.choice())

    def widgets(self) -> list[Widget]:
        n = self.players
        return [self.count, *self.name_inputs[:n], *self.controllers[:n], self.start, self.back]

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.width - lay.pad * 4, lay.px(720))
        x = (lay.width - w) // 2
        title_h = fonts.font_for(lay, "heading").get_linesize()
        y = lay.px(30) + title_h + lay.px(20)
        rh = lay.row_height + lay.px(6)
        self.count.place(pygame.Rect(x, y, w, rh), lay)
        y += rh + lay.px(14)
        self.rows = []
        for i in range(MAX_PLAYERS):
            visible = i < self.players
            self.name_inputs[i].visible = visible
            self.controllers[i].visible = visible
            r = pygame.Rect(x, y, w, rh)
            self.rows.append(r)
            left = lay.px(40)
            self.name_inputs[i].place(pygame.Rect(x + left, y + lay.px(2), int(w * 0.42), rh - lay.px(4)), lay)
            cx = x + left + int(w * 0.42) + lay.gap
            self.controllers[i].place(pygame.Rect(cx, y, x + w - cx, rh), lay)
            self.controllers[i].value_share = 1.0
            if visible:
                y += rh + lay.px(6)
        bw = lay.px(180)
        by = min(lay.height - lay.button_height - lay.pad, y + lay.px(20))
        self.back.place(pygame.Rect(x, by, bw, lay.button_height), lay)
        self.start.place(pygame.Rect(x + w - bw, by, bw, lay.button_height), lay)
        self.panel_rect = pygame.Rect(x - lay.pad, lay.px(20), w + lay.pad * 2, by + lay.button_height + lay.pad - lay.px(20))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for f in self.name_inputs:
                if f.visible and not f.rect.collidepoint(event.pos):
                    f.focused = False
        for wdg in self.widgets():
            if wdg.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        for wdg in self.widgets():
            wdg.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        draw_panel(surface, self.panel_rect, lay)
        draw_text(surface, _("New game · Warrior"), fonts.font_for(lay, "heading", fonts.BOLD), theme.ACCENT,
                  (lay.width // 2, lay.px(30)), anchor="midtop")
        small = fonts.font_for(lay, "small", fonts.BOLD)
        for i in range(self.players):
            r = self.rows[i]
            pygame.draw.circle(surface, seat_tint(i), (r.x + lay.px(14), r.centery), lay.px(7))
            draw_text(surface, str(i + 1), small, theme.TEXT_DARK, (r.x + lay.px(14), r.centery), anchor="center")
        for wdg in self.widgets():
            wdg.draw(surface)
        for wdg in self.widgets():
            tip = wdg.tooltip()
            if tip:
                draw_tooltip(surface, tip, wdg.rect, lay)
