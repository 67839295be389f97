"""Pass the device: between hot-seat turns the screen hides everything until the next player
clicks, so nobody sees the other's hand."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.scenes.base import Scene
from game.ui.text import draw_text
from game.ui.widgets import Button, draw_panel


class PassDeviceScene(Scene):
    """Opaque on purpose (draws nothing of the battle below)."""

    def __init__(
        self, name: str, tint: tuple[int, int, int], on_ready: Callable[[], None]
    ) -> None:
        super().__init__()
        self.name = name
        self.tint = tint
        self.on_ready = on_ready
        self.button = Button(f"I am {name}: show my hand", self.ready, hotkey=pygame.K_RETURN)
        self.button.focused = True
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def ready(self) -> None:
        self.close()
        self.on_ready()

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(520), lay.width - lay.pad * 4)
        h = lay.px(230)
        self.panel_rect = lay.centered(w, h)
        bw = min(w - lay.pad * 2, lay.px(340))
        self.button.place(
            pygame.Rect(
                self.panel_rect.centerx - bw // 2,
                self.panel_rect.bottom - lay.pad - lay.button_height,
                bw,
                lay.button_height,
            ),
            lay,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.ready()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # Anywhere on the screen will do: the button is there to say what a click does.
            self.ready()
            return True
        return event.type != pygame.QUIT

    def update(self, dt: float) -> None:
        self.button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        draw_panel(surface, self.panel_rect, lay, border=self.tint)
        cx = self.panel_rect.centerx
        y = self.panel_rect.y + lay.pad + lay.px(8)
        draw_text(
            surface, "Pass the device", fonts.font_for(lay, "heading", fonts.BOLD), theme.ACCENT,
            (cx, y), anchor="midtop",
        )
        y += fonts.font_for(lay, "heading").get_linesize() + lay.px(14)
        draw_text(
            surface, f"{self.name}, it is your turn.", fonts.font_for(lay, "body", fonts.BOLD),
            self.tint, (cx, y), anchor="midtop", max_width=self.panel_rect.width - lay.pad * 2,
        )
        y += fonts.font_for(lay, "body").get_linesize() + lay.px(6)
        draw_text(
            surface, "The other player should look away. Click when you are ready.",
            fonts.font_for(lay, "small"), theme.TEXT_DIM, (cx, y), anchor="midtop",
            max_width=self.panel_rect.width - lay.pad * 2,
        )
        self.button.draw(surface)
