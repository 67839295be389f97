"""What every scene is: a whole screen (or a modal over one) on the scene stack."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.i18n import language_serial
from game.ui.layout import MIN_SIZE, Layout


class SceneHost(Protocol):
    """What a scene may ask of the stack it lives on. `game.ui.scene_stack.SceneStack` is the
    one implementation; scenes depend on this, so the stack depends on scenes and not back."""

    size: tuple[int, int]
    quit_requested: bool

    @property
    def top(self) -> Scene | None: ...

    @property
    def scenes(self) -> tuple[Scene, ...]: ...

    def push(self, scene: Scene) -> Scene: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> Scene: ...

    def clear(self) -> None: ...

    def quit(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class Scene:
    """Base class. Override what you need; every hook has a do-nothing default.

    Lifecycle, driven by the `SceneStack`:
    - `enter()` once when pushed (after `on_resize`, so the layout exists),
    - `pause()` when another scene is pushed over it, `resume()` when that one leaves,
    - `leave()` once when popped or replaced.

    Only the top scene receives events and updates. `draw` must not change the scene: it may be
    called any number of times (a modal above redraws it every frame, tests render it to PNG).
    """

    #: A modal overlay sets this so the scene below is drawn first, under it.
    draws_below: bool = False

    def __init__(self) -> None:
        self.stack: SceneHost | None = None
        self.layout: Layout = Layout.for_size(MIN_SIZE)
        # The language this scene's texts were laid out in (see `retranslate`).
        self.language_seen = language_serial()

    @property
    def size(self) -> tuple[int, int]:
        return self.layout.size

    def enter(self) -> None:
        pass

    def leave(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window is now `size`: recompute the layout, then place the widgets."""
        self.layout = Layout.for_size(size)
        self.relayout()

    def relayout(self) -> None:
        """Place widgets for `self.layout`. Called on every resize (and before `enter`)."""

    def retranslate(self) -> None:
        """The player chose another language: rebuild whatever text was measured or drawn
        ahead (the stack calls this before drawing the scene next). Laying out again does it
        for most scenes; one that keeps text made in `__init__` overrides this."""
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used (so nothing else acts on it)."""
        return False

    def update(self, dt: float) -> None:
        """Advance timers and animations by `dt` seconds."""

    @property
    def animating(self) -> bool:
        """Something on this scene moves by itself (an animation, a computer player, a toast):
        the window keeps drawing at full rate. When no visible scene animates and the player has
        not touched anything for a moment, the window waits for input instead (see `App`)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # Helpers for scenes that close themselves or open others.
    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
