"""The scene stack: the top scene has the player's attention; the ones below wait.

Modelled on Tuxemon's StateManager: `push` a scene over the current one (a menu, a modal),
`pop` back to what was there, `replace` the top (title -> battle) without growing the stack.
"""

from __future__ import annotations

import pygame

from game.i18n import language_serial
from game.ui.layout import MIN_SIZE
from game.ui.scenes.base import Scene
from game.ui.widgets.tooltip import covered_scene


class SceneStack:
    def __init__(self, size: tuple[int, int] = MIN_SIZE) -> None:
        self._scenes: list[Scene] = []
        self.size: tuple[int, int] = size
        self.quit_requested = False
        # Where the pointer was last seen in the window (None: outside it, or not yet seen).
        self.pointer: tuple[int, int] | None = None

    # -- inspection
    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """Bottom first."""
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        # An empty stack is still a stack; only scenes count for `len`.
        return True

    # -- changes
    def push(self, scene: Scene) -> Scene:
        below = self.top
        if below is not None:
            # The pointer is on the new scene now: the one below forgets what it hovered, so
            # none of its tooltips stays over the new one or shows again when it closes.
            below.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
            below.pause()
        self._attach(scene)
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below (if any) resumes. Popping the last scene ends
        the program's loop."""
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.leave()
        scene.stack = None
        below = self.top
        if below is not None:
            if below.size != self.size:
                below.on_resize(self.size)  # the window changed while it was covered
            below.resume()
            below.handle_event(self._pointer_event())  # hover where the pointer is now
        else:
            self.quit_requested = True
        return scene

    def _pointer_event(self) -> pygame.event.Event:
        """Where the pointer is, as the scene uncovered must learn it: a motion to its last
        place, or the pointer's leaving if it is not in the window."""
        if self.pointer is None:
            return pygame.event.Event(pygame.WINDOWLEAVE)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=self.pointer, rel=(0, 0), buttons=(0, 0, 0))

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`; the scene below is not resumed in between."""
        if self._scenes:
            old = self._scenes.pop()
            old.leave()
            old.stack = None
        self._attach(scene)
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        while self._scenes:
            s = self._scenes.pop()
            s.leave()
            s.stack = None

    def quit(self) -> None:
        self.quit_requested = True

    def _attach(self, scene: Scene) -> None:
        scene.stack = self
        scene.on_resize(self.size)

    # -- the loop's three steps, forwarded to the right scenes
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = tuple(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        serial = language_serial()
        top = self.top
        for scene in self.visible_scenes():
            if getattr(scene, "language_seen", serial) != serial:
                # The language changed since this scene last laid out its texts.
                scene.language_seen = serial
                scene.retranslate()
            if scene is top:
                scene.draw(surface)
            else:
                with covered_scene():  # a tooltip belongs to the scene on top
                    scene.draw(surface)

    @property
    def animating(self) -> bool:
        """Any visible scene moves by itself (see `Scene.animating`)."""
        return any(scene.animating for scene in self.visible_scenes())

    def visible_scenes(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and, while each says `draws_below`,
        the ones under it."""
        if not self._scenes:
            return []
        i = len(self._scenes) - 1
        while i > 0 and self._scenes[i].draws_below:
            i -= 1
        return self._scenes[i:]

    def resize(self, size: tuple[int, int]) -> None:
        """The window is `size` now. Visible scenes lay out at once; covered ones catch up when
        they are uncovered (see `pop`)."""
        self.size = size
        for scene in self.visible_scenes():
            scene.on_resize(size)
