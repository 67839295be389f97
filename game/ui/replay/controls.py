"""The replay's transport: a timeline slider with a tick at every turn, and the buttons that
step by event, action and turn, play and pause, change the speed and whose eyes to watch with.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.text import draw_text
from game.ui.widgets import Button
from game.ui.widgets.base import LEFT_BUTTON, Widget
from game.ui.widgets.tooltip import HOVER_DELAY

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)


def speed_text(speed: float) -> str:
    return f"{speed:g}×"


class TimelineSlider(Widget):
    """A horizontal track from the start of the game to its end. Click or drag anywhere on it
    to jump there; `on_seek(fraction)` is called on every move of a drag."""

    focusable = False

    def __init__(
        self,
        on_seek: Callable[[float], None],
        *,
        describe: Callable[[float], str] | None = None,
    ) -> None:
        super().__init__()
        self.on_seek = on_seek
        self.describe = describe
        self.value = 0.0
        self.ticks: list[float] = []  # where turns begin, as fractions
        self.tick_tints: list[tuple[int, int, int]] = []
        self.dragging = False
        self.hover_x: int | None = None
        self._hover_time = 0.0

    # -- geometry
    @property
    def track(self) -> pygame.Rect:
        lay = self.layout
        h = max(6, lay.px(8))
        knob = self.knob_radius
        return pygame.Rect(self.rect.x + knob, self.rect.centery - h // 2, max(1, self.rect.width - 2 * knob), h)

    @property
    def knob_radius(self) -> int:
        return max(7, min(self.rect.height // 2 - 1, self.layout.px(10)))

    def fraction_at(self, x: int) -> float:
        t = self.track
        return max(0.0, min(1.0, (x - t.x) / max(1, t.width)))

    def x_of(self, fraction: float) -> int:
        t = self.track
        return t.x + round(max(0.0, min(1.0, fraction)) * t.width)

    # -- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover_x = event.pos[0] if self.hovered or self.dragging else None
            if self.dragging:
                self.on_seek(self.fraction_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            if self.rect.inflate(0, self.layout.px(8)).collidepoint(event.pos):
                self.dragging = True
                self.on_seek(self.fraction_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT_BUTTON and self.dragging:
            self.dragging = False
            return True
        return False

    def update(self, dt: float) -> None:
        self._hover_time = self._hover_time + dt if self.hovered and not self.dragging else 0.0

    def tooltip(self) -> str | None:
        if self.describe is None or self.hover_x is None or not self.hovered:
            return None
        if self._hover_time < HOVER_DELAY:
            return None
        return self.describe(self.fraction_at(self.hover_x))

    # -- drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        t = self.track
        radius = t.height // 2
        pygame.draw.rect(surface, theme.INPUT_BG, t.inflate(2, 2), border_radius=radius + 1)
        done = pygame.Rect(t.x, t.y, max(0, self.x_of(self.value) - t.x), t.height)
        if done.width:
            pygame.draw.rect(surface, theme.mix(theme.ACCENT, (0, 0, 0), 0.25), done, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, t.inflate(2, 2), 1, border_radius=radius + 1)
        # A tick at each turn, coloured by whose turn it begins, across the track.
        tick_h = max(4, lay.px(6))
        width = max(1, lay.px(2))
        for i, f in enumerate(self.ticks):
            x = self.x_of(f)
            colour = self.tick_tints[i] if i < len(self.tick_tints) else theme.TEXT_DIM
            pygame.draw.line(surface, colour, (x, t.top - tick_h), (x, t.bottom + tick_h // 2), width)
        if self.hover_x is not None and (self.hovered or self.dragging):
            x = self.x_of(self.fraction_at(self.hover_x))
            pygame.draw.line(surface, theme.TEXT_DIM, (x, t.top - tick_h), (x, t.bottom + tick_h), 1)
        x = self.x_of(self.value)
        r = self.knob_radius
        pygame.draw.circle(surface, (0, 0, 0), (x + 1, t.centery + 2), r)
        pygame.draw.circle(surface, theme.ACCENT_BRIGHT if self.dragging or self.hovered else theme.ACCENT,
                           (x, t.centery), r)
        pygame.draw.circle(surface, theme.TITLE_SHADOW, (x, t.centery), r, max(1, lay.px(2)))


class Transport:
    """The row of buttons under the slider. Each button's action is the scene's; this class
    only builds, places and draws them."""

    def __init__(
        self,
        *,
        to_start: Callable[[], None],
        to_end: Callable[[], None],
        step_turn: Callable[[int], None],
        step_command: Callable[[int], None],
        step_event: Callable[[int], None],
        play_pause: Callable[[], None],
        cycle_speed: Callable[[], None],
        cycle_view: Callable[[], None],
    ) -> None:
        def b(text: str, action: Callable[[], None], tip: str) -> Button:
            return Button(text, action, tooltip=tip, role="small")

        self.start = b(N_("Start"), to_start, N_("Go to the start of the game (Home)"))
        self.turn_back = b(N_("◀ Turn"), lambda: step_turn(-1),
                           N_("Back to the start of this turn, or of the one before (Page Up, ↑)"))
        self.command_back = b(N_("◀ Action"), lambda: step_command(-1),
                              N_("Back one action: a move, an attack, an answer, a phase ended (←)"))
        self.event_back = b(N_("◀ Event"), lambda: step_event(-1),
                            N_("Back one event: the smallest step, one thing that happened (Shift+←)"))
        self.play = b(N_("Play"), play_pause, N_("Play or pause (Space)"))
        self.event_forward = b(N_("Event ▶"), lambda: step_event(1), N_("Forward one event (Shift+→)"))
        self.command_forward = b(N_("Action ▶"), lambda: step_command(1), N_("Forward one action (→)"))
        self.turn_forward = b(N_("Turn ▶"), lambda: step_turn(1),
                              N_("Forward to the start of the next turn (Page Down, ↓)"))
        self.end = b(N_("End"), to_end, N_("Go to the end of the game (End)"))
        self.speed = b(_("Speed {speed}", speed=speed_text(1.0)), cycle_speed,
                       N_("Playback speed: click for the next one (+ and − keys)"))
        self.view = b(N_("All hands"), cycle_view,
                      N_("Whose eyes to watch with: every card shown, or only what one player could see (V)"))
        self.steps: list[Button] = [
            self.start, self.turn_back, self.command_back, self.event_back, self.play,
            self.event_forward, self.command_forward, self.turn_forward, self.end,
        ]
        self.buttons: list[Button] = [*self.steps, self.speed, self.view]
        self.view_labels: list[str] = []  # every text the view button can show, for its width

    def place(self, rect: pygame.Rect, lay) -> None:
        """Lay the buttons out along `rect`: the steps left, speed and view right."""
        gap = lay.px(5)
        font = fonts.font_for(lay, "small", fonts.BOLD)
        longest = max([font.size(t)[0] for t in self.view_labels] or [0])
        view_w = max(lay.px(150), min(lay.px(240), longest + lay.px(24)))
        speed_w = lay.px(92)
        right = pygame.Rect(rect.right - view_w, rect.y, view_w, rect.height)
        self.view.place(right, lay)
        self.speed.place(pygame.Rect(right.x - gap - speed_w, rect.y, speed_w, rect.height), lay)
        steps_w = self.speed.rect.x - lay.px(14) - rect.x
        # Each step button as wide as its words need; room to spare is shared out evenly.
        needs = [max(font.size(_(t))[0] for t in (b.text, N_("Pause") if b is self.play else b.text)) + lay.px(16)
                 for b in self.steps]
        avail = steps_w - gap * (len(self.steps) - 1)
        if sum(needs) > avail:
            widths = [n * avail / sum(needs) for n in needs]
        else:
            widths = [n + (avail - sum(needs)) / len(needs) for n in needs]
        x = float(rect.x)
        for button, width in zip(self.steps, widths, strict=True):
            button.place(pygame.Rect(round(x), rect.y, round(width), rect.height), lay)
            x += width + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(b.handle_event(event) for b in self.buttons)

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)

    def tooltip(self) -> tuple[str, pygame.Rect] | None:
        for b in self.buttons:
            tip = b.tooltip()
            if tip:
                return tip, b.rect
        return None


def draw_status_line(
    surface: pygame.Surface, lay, rect: pygame.Rect, left: str, right: Sequence[str]
) -> None:
    """The line above the slider: the game's name on the left, where we are on the right."""
    font = fonts.font_for(lay, "small")
    bold = fonts.font_for(lay, "small", fonts.BOLD)
    text = "   ·   ".join(right)
    r = draw_text(surface, text, font, theme.TEXT_DIM, (rect.right, rect.centery), anchor="midright")
    draw_text(surface, left, bold, theme.ACCENT, (rect.x, rect.centery), anchor="midleft",
              max_width=max(10, r.left - rect.x - lay.px(16)))
