"""The window and its main loop, plus a headless renderer for screenshots and tests."""

from __future__ import annotations

import logging
import os
import warnings
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path

import pygame

from game.ui import music, sound
from game.ui.language import apply_language, start_language
from game.ui.layout import MIN_SIZE, clamp_window_size, fit_window_size
from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene
from game.ui.settings import WINDOW_SIZES, Settings, load_settings, save_settings

log = logging.getLogger(__name__)

FPS = 60
WINDOW_TITLE = "Summoner Wars"
# Long frames (a drag of the window, a breakpoint) must not make animations leap.
MAX_DT = 0.1
# Idle: when nothing on screen moves by itself and the player has not touched anything for
# IDLE_AFTER seconds, the loop waits for input (at most IDLE_TICK seconds, so timers such as a
# tooltip's delay still run) instead of drawing 60 frames a second. An input event wakes it at
# once, so input is answered within one frame.
IDLE_AFTER = 0.5
IDLE_TICK = 0.1

_RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)
DISPLAY = 0  # the window opens on the first display, centred on it


class _centred_on_screen:
    """Place a new window in the middle of its display (SDL's default may put it where its
    title bar is off screen), unless the player set SDL_VIDEO_WINDOW_POS themselves. Only the
    first window: a later change of size keeps the window where the player moved it."""

    def __init__(self, first: bool) -> None:
        self.active = first and "SDL_VIDEO_WINDOW_POS" not in os.environ
        self.before: str | None = None

    def __enter__(self) -> None:
        if self.active:
            self.before = os.environ.get("SDL_VIDEO_CENTERED")
            os.environ["SDL_VIDEO_CENTERED"] = "1"

    def __exit__(self, *exc: object) -> None:
        if self.active:
            if self.before is None:
                os.environ.pop("SDL_VIDEO_CENTERED", None)
            else:
                os.environ["SDL_VIDEO_CENTERED"] = self.before


class App:
    """Owns the pygame window, the clock and the scene stack.

    `run(first_scene)` opens the window and loops until the stack is emptied or asks to quit.
    """

    def __init__(
        self, settings: Settings | None = None, *, title: str = WINDOW_TITLE, fps: int = FPS
    ) -> None:
        self.settings = settings if settings is not None else load_settings()
        start_language(self.settings)
        self.title = title
        self.fps = fps
        self.stack = SceneStack(clamp_window_size(self.settings.window_size))  # until the window opens
        self.clock: pygame.time.Clock | None = None
        self.screen: pygame.Surface | None = None
        self._resized = False  # the player resized the window: save its size when it closes
        # Called once when the loop ends (a server this window hosts stops there).
        self.on_close: list[Callable[[], None]] = []

    # -- the window
    def open_window(self) -> pygame.Surface:
        # The display and fonts only: the mixer opens when the first sound is made (game.ui.sound),
        # where a machine without a sound card is told so in one line, not in the audio
        # library's own pages of errors.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(self.title)
        self._set_icon()
        self._configure_sound(self.settings)
        self.clock = pygame.time.Clock()
        self._set_mode(self.settings)
        return self.screen  # type: ignore[return-value]

    def _set_icon(self) -> None:
        from game.paths import assets_dir

        try:
            pygame.display.set_icon(pygame.image.load(str(assets_dir() / "icon.png")))
        except (pygame.error, FileNotFoundError) as e:  # cosmetic: never stop the game for it
            log.info("no window icon: %s", e)

    def _set_mode(self, settings: Settings) -> None:
        if settings.fullscreen:
            # (0, 0): the desktop's own resolution, so the display doesn't switch modes.
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size = self.window_size_for(settings)
            with _centred_on_screen(first=self.screen is None):
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE, display=DISPLAY)
            self._set_minimum_size()
        self.stack.resize(self.screen.get_size())

    @staticmethod
    def window_size_for(settings: Settings) -> tuple[int, int]:
        """The settings' window size, capped to the display the window opens on (a size saved
        on a large monitor must not open a window bigger than a laptop's screen)."""
        try:
            desktop = pygame.display.get_desktop_sizes()[DISPLAY]
        except (pygame.error, IndexError):
            return clamp_window_size(settings.window_size)
        return fit_window_size(settings.window_size, desktop)

    @staticmethod
    def _set_minimum_size() -> None:
        # pygame-ce exposes the SDL window; older builds (or odd drivers) may not. Then the
        # resize handler below enforces the minimum instead. `from_display_module` warns that
        # surface rendering through it is deprecated; we only set a window property, and there
        # is no other way to reach the window of `display.set_mode` in pygame-ce 2.5.
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            log.debug("window minimum size not supported here")

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings (from the Settings scene): change the window if its mode changed."""
        old = self.settings
        self.settings = settings
        self._configure_sound(settings)
        apply_language(settings)
        if self.screen is None:
            return
        if (old.fullscreen, old.window_size) != (settings.fullscreen, settings.window_size):
            self._set_mode(settings)

    @staticmethod
    def _configure_sound(settings: Settings) -> None:
        """The effects and the music at the settings' volumes (the Sound switch silences both)."""
        sound.configure(settings.sound, settings.effects_volume / 100)
        music.configure(settings.music_volume / 100 if settings.sound else 0.0)

    def _on_window_resized(self) -> None:
        assert self.screen is not None
        size = self.screen.get_size()
        if not self.settings.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            self.screen = pygame.display.set_mode(clamp_window_size(size), pygame.RESIZABLE)
            size = self.screen.get_size()
        if size != self.stack.size:
            self.stack.resize(size)
        if not self.settings.fullscreen and size != self.settings.window_size:
            # The player dragged the window's edge: Settings shows the new size, and the next
            # start opens at it.
            self.settings = self.settings.with_window_size(size)
            self._resized = True

    def window_sizes(self) -> tuple[tuple[int, int], ...]:
        """The window sizes Settings offers: those that fit on the display the window is on."""
        try:
            desktop = pygame.display.get_desktop_sizes()[DISPLAY]
        except (pygame.error, IndexError):
            return WINDOW_SIZES
        fitting = tuple(s for s in WINDOW_SIZES if fit_window_size(s, desktop) == s)
        return fitting or WINDOW_SIZES[:1]

    def toggle_fullscreen(self) -> None:
        """F11 or Alt+Enter: fullscreen on or off, remembered as a change made in Settings is."""
        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))
        self.remember_settings()

    def remember_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as e:  # the game goes on; the next start uses the old settings
            log.warning("could not save settings: %s", e)

    # -- the loop
    def run(self, first: Scene | None = None) -> None:
        if self.screen is None:
            self.open_window()
        if first is not None:
            self.stack.push(first)
        assert self.clock is not None
        still = 0.0  # seconds since the last input event
        try:
            while self.stack.top is not None and not self.stack.quit_requested:
                if still >= IDLE_AFTER and not self.stack.animating:
                    events = self.wait_for_input()
                    dt = min(self.clock.tick() / 1000.0, MAX_DT)
                else:
                    dt = min(self.clock.tick(self.fps) / 1000.0, MAX_DT)
                    events = pygame.event.get()
                still = 0.0 if events else still + dt
                self.frame(events, dt)
        finally:
            self.stack.clear()
            for close in self.on_close:
                try:
                    close()
                except Exception:  # closing must go on: the window is going away
                    log.warning("could not close cleanly", exc_info=True)
            if self._resized:
                self.remember_settings()
            pygame.quit()

    @staticmethod
    def wait_for_input(timeout: float = IDLE_TICK, step: float = 1 / FPS) -> list[pygame.event.Event]:
        """Sleep until an event arrives or `timeout` seconds pass; the events that came. Looks
        for events once a frame (`step`), so input is answered within one frame. (SDL's own
        `event.wait` with a timeout polls every millisecond, which costs more than drawing.)"""
        waited = 0.0
        while True:
            events = pygame.event.get()
            if events or waited >= timeout:
                return events
            pygame.time.wait(int(step * 1000))
            waited += step

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: events, update, draw, flip. Split out so tests can drive it."""
        for event in events:
            if event.type in _RESIZE_EVENTS:
                self._on_window_resized()
                continue
            if is_fullscreen_key(event):
                self.toggle_fullscreen()
                continue
            used = self.stack.handle_event(event)
            if event.type == pygame.QUIT and not used:
                self.stack.quit()
            if self.stack.quit_requested:
                return
        self.stack.update(dt)
        music.tick()  # starts the music once it is made (on a thread of its own)
        if self.screen is not None:
            self.stack.draw(self.screen)
            pygame.display.flip()


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, or Alt+Enter (either Enter key), as on most desktop games."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_F11:
        return True
    return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and bool(event.mod & pygame.KMOD_ALT)


def render_scene_to_png(
    scene_factory: Callable[[], Scene | Sequence[Scene]],
    size: tuple[int, int],
    path: str | Path,
    *,
    events: Iterable[pygame.event.Event] = (),
    dt: float = 0.0,
) -> Path:
    """Render a scene offscreen at `size` and save it as PNG; works with SDL_VIDEODRIVER=dummy.

    The factory may return several scenes (bottom first) to render a modal over a screen.
    `events` are handled before the update (e.g. a MOUSEMOTION to show a hover state), and the
    update gets `dt` (0 by default; a hover tooltip needs a little time to appear).
    """
    if not pygame.font.get_init():
        pygame.font.init()
    stack = SceneStack(size)
    made = scene_factory()
    for scene in [made] if isinstance(made, Scene) else list(made):
        stack.push(scene)
    for event in events:
        stack.handle_event(event)
    stack.update(dt)
    surface = pygame.Surface(size)
    stack.draw(surface)
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    stack.clear()
    return out
