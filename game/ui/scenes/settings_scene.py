"""The settings screen: language, window size or fullscreen, animation speed, how fast the
computer's turns play, hover zoom, sound and volumes, and
whether to ask before ending an attack phase that costs something. Saved on Back; a new
language shows at once."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.i18n import N_, _, available_languages, current_language, set_language
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.scenes.base import Scene
from game.ui.scenes.message import MessageScene
from game.ui.settings import (
    ANIMATION_LABELS,
    COMPUTER_SPEED_LABELS,
    HOVER_ZOOM_LABELS,
    VOLUMES,
    WINDOW_SIZES,
    Settings,
    save_settings,
)
from game.ui.text import draw_text
from game.ui.widgets import Button, Choice, Menu, Panel, Toggle, draw_tooltip

log = logging.getLogger(__name__)

FULLSCREEN = "fullscreen"


def window_options(
    current: Settings, sizes: tuple[tuple[int, int], ...] = WINDOW_SIZES
) -> list[tuple[Any, str]]:
    """The choices of the Window row: each size, then fullscreen. A size the player dragged
    the window to is kept as a choice so opening Settings doesn't change it."""
    opts: list[tuple[Any, str]] = [(s, f"{s[0]} × {s[1]}") for s in sizes]
    default = Settings().window_size
    if default not in sizes and _fits_among(default, sizes):
        opts.insert(0, (default, "{} × {}".format(*default)))
    if current.window_size not in [v for v, _ in opts]:
        w, h = current.window_size
        opts.insert(0, (current.window_size, f"{w} × {h}"))
    opts.append((FULLSCREEN, N_("Fullscreen")))
    return opts


def _fits_among(size: tuple[int, int], sizes: tuple[tuple[int, int], ...]) -> bool:
    """`size` is no larger than some offered size (so it fits the display they were fitted to)."""
    return any(size[0] <= w and size[1] <= h for w, h in sizes)


def default_window_choice(options: list[tuple[Any, str]]) -> Any:
    """What Restore defaults picks: the default size, or on a display too small for it the
    largest size offered."""
    default = Settings().window_size
    sizes = [v for v, _ in options if v != FULLSCREEN]
    if default in sizes or not sizes:
        return default
    return max(sizes, key=lambda s: s[0] * s[1])


def volume_options(current: int) -> list[tuple[int, str]]:
    """The choices of a volume row: off, then each step in percent (a volume edited by hand to
    another number is kept as a choice)."""
    steps = sorted(set(VOLUMES) | {current})
    return [(v, N_("Off") if v == 0 else f"{v}%") for v in steps]


class SettingsScene(Scene):
    def __init__(
        self,
        settings: Settings,
        *,
        on_done: Callable[[Settings], None] | None = None,
        save: Callable[[Settings], object] | None = save_settings,
        sizes: tuple[tuple[int, int], ...] = WINDOW_SIZES,
    ) -> None:
        """`on_done(settings)` receives the edited settings when the player goes back (the app
        applies the window mode there); `save` writes them (None: don't save, e.g. in tests);
        `sizes` are the window sizes to offer (the app's: those that fit its display)."""
        super().__init__()
        self.original = settings
        self._language_chosen = False
        self.on_done = on_done
        self.save = save
        # Each language by its own name, so a player who can't read the current one finds theirs.
        self.language = Choice(
            N_("Language"),
            available_languages(),
            current_language(),
            on_change=self._choose_language,
        )
        self.window = Choice(
            N_("Window"),
            window_options(settings, sizes),
            FULLSCREEN if settings.fullscreen else settings.window_size,
        )
        self.speed = Choice(
            N_("Animation speed"), list(ANIMATION_LABELS.items()), settings.animation_speed
        )
        self.computer = Choice(
            N_("Computer's turns"), list(COMPUTER_SPEED_LABELS.items()), settings.computer_speed
        )
        # Issue 42: a zoom that shows on every hover can be slowed, put on a key, or turned off.
        self.hover_zoom = Choice(N_("Hover zoom"), list(HOVER_ZOOM_LABELS.items()), settings.hover_zoom)
        self.sound = Toggle(N_("Sound"), settings.sound)
        self.effects = Choice(N_("Effects volume"), volume_options(settings.effects_volume), settings.effects_volume)
        self.music = Choice(N_("Music volume"), volume_options(settings.music_volume), settings.music_volume)
        # Before an attack phase that costs the summoner life or leaves attacks unmade ends.
        self.ask_end = Toggle(N_("Ask before End phase"), settings.ask_before_ending_phase)
        self.defaults = Button(N_("Restore defaults"), self._restore_defaults)
        self.back = Button(N_("Back"), self.finish)
        self.menu = Menu(
            [self.window, self.speed, self.computer, self.sound, self.effects, self.music, self.ask_end,
             self.hover_zoom, self.language, self.defaults, self.back],
            on_back=self.finish,
        )
        self.panel = Panel(title=N_("Settings"), children=[self.menu])

    @property
    def settings(self) -> Settings:
        """The settings as currently edited (not yet saved)."""
        win = self.window.value
        s = replace(
            self.original,
            animation_speed=self.speed.value,
            computer_speed=self.computer.value,
            hover_zoom=self.hover_zoom.value,
            sound=bool(self.sound.value),
            effects_volume=int(self.effects.value),
            music_volume=int(self.music.value),
            ask_before_ending_phase=bool(self.ask_end.value),
            fullscreen=win == FULLSCREEN,
            # Saved once the player picks one; until then each start follows the system's.
            language=self.language.value if self._language_chosen else self.original.language,
        )
        if win != FULLSCREEN:
            s = s.with_window_size(win)
        return s

    def _choose_language(self, code: str) -> None:
        """A new language shows at once (the stack re-lays out every scene before it draws)."""
        self._language_chosen = True
        set_language(code)

    def _restore_defaults(self) -> None:
        d = Settings()
        self.window.set_value(default_window_choice(self.window.options))
        self.speed.set_value(d.animation_speed)
        self.computer.set_value(d.computer_speed)
        self.hover_zoom.set_value(d.hover_zoom)
        self.sound.set_value(d.sound)
        self.effects.set_value(d.effects_volume)
        self.music.set_value(d.music_volume)
        self.ask_end.set_value(d.ask_before_ending_phase)

    def finish(self) -> None:
        """Save, hand the settings over, and go back. A failed save is reported, not fatal."""
        settings = self.settings
        error: str | None = None
        if self.save is not None:
            try:
                self.save(settings)
            except OSError as e:
                log.warning("could not save settings: %s", e)
                error = _("Your settings apply for now but could not be saved:\n{error}", error=e)
        stack = self.stack
        self.close()
        if self.on_done is not None:
            self.on_done(settings)
        if error and stack is not None:
            stack.push(MessageScene(_("Settings not saved"), error))

    def relayout(self) -> None:
        lay = self.layout
        row_h = max(lay.button_height, lay.px(44))
        width = min(lay.px(560), lay.width - lay.pad * 4)
        self.panel.place(pygame.Rect(0, 0, width, 10), lay)
        self.menu.item_height = row_h
        menu_h = self.menu.needed_height(lay)
        height = self.panel.title_height() + menu_h + lay.pad * 2 + lay.px(34)
        room = lay.height - lay.pad * 2
        if height > room:  # a small window: the rows get lower, every row stays on screen
            rows = max(1, round(menu_h / row_h))
            row_h = max(lay.px(28), row_h - -(-(height - room) // rows))
            self.menu.item_height = row_h
            menu_h = self.menu.needed_height(lay)
            height = self.panel.title_height() + menu_h + lay.pad * 2 + lay.px(34)
        self.panel.place(lay.centered(width, height), lay)
        content = self.panel.content_rect
        self.menu.place(pygame.Rect(content.x, content.y, content.width, menu_h), lay)
        # The two buttons are narrower than the rows and centred: they act, the rows choose.
        bw = min(content.width, lay.px(260))
        for b in (self.defaults, self.back):
            b.place(pygame.Rect(content.centerx - bw // 2, b.rect.y, bw, b.rect.height), lay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.panel.handle_event(event)

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        self.panel.draw(surface)
        small = fonts.font_for(lay, "small")
        draw_text(
            surface,
            _("Changes are saved when you go back (Esc)."),
            small,
            theme.TEXT_DIM,
            (self.panel.rect.centerx, self.panel.rect.bottom - lay.px(18)),
            anchor="center",
        )
        tip = self.menu.tooltip()
        if tip:
            # Beside the panel, not over it, so the other rows stay readable.
            row = self.menu.tooltip_anchor()
            anchor = pygame.Rect(self.panel.rect.x, row.y, self.panel.rect.width, row.height)
            draw_tooltip(surface, tip, anchor, lay, side="right")
