"""Modal panels over the scene below. `ModalPanel`: a framed panel that takes every event and
leaves on Esc (or any of `close_keys`); the name prompts and the deck list are built on it.
`ClosablePanel` adds a Close button at its bottom right: the shape of the read-only pages (How to
play, a discard pile)."""

from __future__ import annotations

import pygame

from game.i18n import N_
from game.ui.backdrop import dim
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, Panel


class ModalPanel(Scene):
    """A panel (`self.panel`, made by the subclass) over the dimmed scene below; every event is
    its own; Esc or another of `close_keys` leaves it."""

    draws_below = True
    close_keys: tuple[int, ...] = (pygame.K_ESCAPE,)
    panel: Panel

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.close_keys:
            self.close()
            return True
        self.panel.handle_event(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        self.panel.draw(surface)


class ClosablePanel(ModalPanel):
    def __init__(self, title: str, *, close_tooltip: str = N_("Back (Esc)")) -> None:
        super().__init__()
        self.close_button = Button(N_("Close"), self.close, tooltip=close_tooltip)
        self.panel = Panel(title=title, children=[self.close_button])
        self.body = pygame.Rect(0, 0, 0, 0)

    def place_panel(self, w: int, h: int) -> pygame.Rect:
        """Centre a `w` x `h` panel, put Close at its bottom right and return the body above it."""
        lay = self.layout
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        bw = min(lay.px(160), c.width)
        self.close_button.place(pygame.Rect(c.right - bw, c.bottom - lay.button_height, bw, lay.button_height), lay)
        self.body = pygame.Rect(c.x, c.y, c.width, c.height - lay.button_height - lay.gap)
        return self.body
