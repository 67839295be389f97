"""The replay viewer for any game on the protocol (Warrior first): the same slider, transport
and status line as Summoner Wars' viewer (`controls.py`) over a `MatchReplayModel`, with the
table drawn by the game's own drawing as the table (a spectator) or one seat sees it, and each
step labelled: the action (log entry) in words, and the event just shown.

A game plugs in with a `ReplayGame` (`replay_game_for(name)`); the scene never changes a state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.match import Match
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.replay.controls import SPEEDS, TimelineSlider, Transport, draw_status_line, speed_text
from game.ui.replay.keys import replay_key
from game.ui.replay.match_model import MatchReplayModel
from game.ui.scenes.base import Scene
from game.ui.text import draw_text
from game.ui.widgets import Button
from game.ui.widgets.tooltip import draw_tooltip

STEP_SECONDS = 0.7  # one event each this long at 1×


@dataclass(frozen=True)
class ReplayGame:
    """One game's part of the viewer: which events start a turn, events and entries in words,
    the table drawn as a seat sees it, and the players' names."""

    turn_starts: Callable[[Any], bool]
    event_text: Callable[[Any, Any, int | None], str | None]  # (state, event, viewer)
    entry_text: Callable[[Any, Any], str]  # (state before, command)
    draw_state: Callable[[pygame.Surface, pygame.Rect, Any, Any, int | None, Any], None]  # (…, last event)
    seat_names: Callable[[Any], tuple[str, ...]]
    progress_text: Callable[[Any], str]  # state -> "Warrior · round 3"
    tick_tint: Callable[[Any], tuple[int, int, int] | None] = lambda e: None  # a turn's event -> colour


def replay_game_for(name: str) -> ReplayGame:
    if name == "warrior":
        from game.ui.replay import warrior_replay as w

        return ReplayGame(w.turn_starts, w.event_text, w.entry_text, w.draw_state, w.seat_names,
                          w.progress_text, w.tick_tint)
    raise ValueError(f"no replay viewer for the game {name!r}")


class MatchReplayScene(Scene):
    def __init__(
        self, match: Match, *, title: str = "", viewer: int | None = None,
        on_back: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.match = match
        self.game = replay_game_for(match.rules.name)
        self.model = MatchReplayModel(match, self.game.turn_starts)
        self.names = self.game.seat_names(match.initial)
        self.title = title or ", ".join(self.names)
        self.on_back = on_back
        self.viewer: int | None = viewer  # None: the table, as a spectator sees it
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.back_button = Button(N_("Back"), self.back, tooltip=N_("Leave the replay (Esc)"))
        self.slider = TimelineSlider(self._seek, describe=self._describe_fraction)
        self.transport = Transport(
            to_start=lambda: self.jump(self.model.start),
            to_end=lambda: self.jump(self.model.total),
            step_turn=self.step_turn,
            step_command=self.step_entry,
            step_event=self.step_event,
            play_pause=self.toggle_play,
            cycle_speed=lambda: self.cycle_speed(1),
            cycle_view=self.cycle_view,
        )
        self.transport.view_labels = self._view_labels()
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.top_bar = pygame.Rect(0, 0, 1, 1)
        self.label_rect = pygame.Rect(0, 0, 1, 1)
        self.status_rect = pygame.Rect(0, 0, 1, 1)
        self.mouse = (-1, -1)
        self._sync()

    # -- what is shown
    @property
    def state(self) -> Any:
        return self.model.state_at()

    def view_label(self, viewer: int | None = None) -> str:
        viewer = self.viewer if viewer is None and self is not None else viewer
        if viewer is None:
            return _("The table")
        return _("{name}'s view", name=self.names[viewer])

    def _view_labels(self) -> list[str]:
        return [_("The table"), *(_("{name}'s view", name=n) for n in self.names)]

    def step_label(self) -> str:
        """'Action 12 of 40: Ella drew from the draw pile' (the opening deal: 'The deal')."""
        m = self.model
        i = m.entry()
        if m.n <= m.start:
            i = 0
        entry = self.match.log[i]
        words = self.game.entry_text(m.state_before_entry(i), entry.command)
        if i == 0:
            return words
        return _("Action {n} of {total}: {action}", n=i, total=m.entries, action=words)

    def event_label(self) -> str:
        m = self.model
        e = m.last_event()
        if e is None or m.n <= m.start:
            return ""
        return self.game.event_text(m.state_at(m.n - 1), e, self.viewer) or ""

    # -- moving
    def jump(self, n: int) -> None:
        self.model.jump(n)
        self._sync()

    def step_event(self, step: int) -> None:
        self.model.step_event(step)
        self._sync()

    def step_entry(self, step: int) -> None:
        self.model.step_entry(step)
        self._sync()

    def step_turn(self, step: int) -> None:
        self.model.step_turn(step)
        self._sync()

    def _seek(self, fraction: float) -> None:
        self.playing = False
        self.jump(self.model.position_at(fraction))

    def toggle_play(self) -> None:
        if not self.playing and self.model.at_end:
            self.model.jump(self.model.start)
        self.playing = not self.playing
        self._clock = 0.0
        self._sync()

    def cycle_speed(self, step: int, *, wrap: bool = True) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        i = (i + step) % len(SPEEDS) if wrap else max(0, min(len(SPEEDS) - 1, i + step))
        self.speed = SPEEDS[i]
        self._sync()

    def cycle_view(self) -> None:
        order: list[int | None] = [None, *range(len(self.names))]
        self.viewer = order[(order.index(self.viewer) + 1) % len(order)]
        self._sync()

    def back(self) -> None:
        self.playing = False
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    def _describe_fraction(self, fraction: float) -> str:
        n = self.model.position_at(fraction)
        i = self.model.timeline.entry_at(n)
        if i == 0:
            return _("The deal")
        return self.game.entry_text(self.model.state_before_entry(i), self.match.log[i].command)

    def _sync(self) -> None:
        self.slider.value = self.model.fraction()
        self.transport.play.text = N_("Pause") if self.playing else N_("Play")
        self.transport.speed.text = _("Speed {speed}", speed=speed_text(self.speed))
        self.transport.view.text = self.view_label()

    # -- the scene
    def retranslate(self) -> None:
        self.transport.view_labels = self._view_labels()
        self._sync()
        self.relayout()

    def relayout(self) -> None:
        lay = self.layout
        pad = lay.pad
        w, h = lay.size
        bar_h = lay.button_height
        self.top_bar = pygame.Rect(pad, pad, w - 2 * pad, bar_h)
        self.back_button.layout = lay
        back_w = max(lay.px(90), self.back_button.label_width() + lay.px(20))
        self.back_button.place(pygame.Rect(self.top_bar.right - back_w, self.top_bar.y, back_w, bar_h), lay)
        buttons = pygame.Rect(pad, h - pad - bar_h, w - 2 * pad, bar_h)
        slider = pygame.Rect(pad, buttons.y - lay.px(8) - lay.px(24), w - 2 * pad, lay.px(24))
        line = fonts.font_for(lay, "small").get_linesize()
        self.status_rect = pygame.Rect(pad, slider.y - lay.px(4) - line, w - 2 * pad, line)
        self.label_rect = pygame.Rect(pad, self.status_rect.y - lay.px(6) - line * 2, w - 2 * pad, line * 2)
        top = self.top_bar.bottom + lay.px(6)
        self.table_rect = pygame.Rect(pad, top, w - 2 * pad, max(10, self.label_rect.y - lay.px(6) - top))
        self.slider.place(slider, lay)
        self.transport.place(buttons, lay)
        m = self.model
        span = max(1, m.total - m.start)
        self.slider.ticks = [(t - m.start) / span for t in m.turn_starts]
        self.slider.tick_tints = [self.game.tick_tint(m.events[t]) or theme.TEXT_DIM if t < m.total else theme.TEXT_DIM
                                  for t in m.turn_starts]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.back_button.handle_event(event) or self.slider.handle_event(event):
            self._sync()
            return True
        if self.transport.handle_event(event):
            self._sync()
            return True
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        return False

    def _on_key(self, event: pygame.event.Event) -> bool:
        return replay_key(self, event, self.step_entry)

    def update(self, dt: float) -> None:
        self.slider.update(dt)
        self.transport.update(dt)
        self.back_button.update(dt)
        if not self.playing:
            return
        self._clock += dt * self.speed
        while self._clock >= STEP_SECONDS and self.playing:
            self._clock -= STEP_SECONDS
            self.model.step_event(1)
            if self.model.at_end:
                self.playing = False
        self._sync()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        bold = fonts.font_for(lay, "heading" if lay.height > 500 else "body", fonts.BOLD)
        draw_text(surface, self.title, bold, theme.ACCENT, (self.top_bar.x, self.top_bar.centery),
                  anchor="midleft", max_width=self.back_button.rect.x - self.top_bar.x - lay.px(12))
        self.back_button.draw(surface)
        m = self.model
        last = m.last_event() if m.n > m.start else None
        self.game.draw_state(surface, self.table_rect, lay, self.state, self.viewer, last)
        font = fonts.font_for(lay, "body", fonts.BOLD)
        small = fonts.font_for(lay, "small")
        r = self.label_rect
        draw_text(surface, self.step_label(), font, theme.TEXT, (r.x, r.y), max_width=r.width)
        draw_text(surface, self.event_label(), small, theme.TEXT_DIM, (r.x, r.y + font.get_linesize()),
                  max_width=r.width)
        where = [
            _("Turn {n} of {total}", n=max(1, bisect_count(m.turn_starts, m.n)), total=len(m.turn_starts)),
            _("Event {n} of {total}", n=m.n - m.start, total=m.total - m.start),
            self.view_label(),
        ]
        if self.playing:
            where.insert(0, _("Playing at {speed}", speed=speed_text(self.speed)))
        draw_status_line(surface, lay, self.status_rect, self.game.progress_text(self.state), where)
        self.slider.draw(surface)
        self.transport.draw(surface)
        tip = self.transport.tooltip()
        for w in (self.back_button, self.slider):
            t = w.tooltip()
            if t:
                tip = (t, w.rect if w is not self.slider else pygame.Rect(self.mouse[0], w.rect.y, 1, w.rect.height))
        if tip:
            draw_tooltip(surface, tip[0], tip[1], lay)


def bisect_count(stops: list[int], n: int) -> int:
    from bisect import bisect_right

    return bisect_right(stops, n)
