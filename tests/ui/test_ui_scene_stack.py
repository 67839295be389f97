"""Scene stack semantics: push, pop, replace, lifecycle hooks, modal drawing, resize."""

from __future__ import annotations

import pygame

from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene


class Recorder(Scene):
    def __init__(
        self, name: str, log: list[str], *, overlay: bool = False, use_events: bool = True
    ) -> None:
        super().__init__()
        self.name = name
        self.log = log
        self.draws_below = overlay
        self.use_events = use_events
        self.events: list[int] = []
        self.updates = 0
        self.sizes: list[tuple[int, int]] = []

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def leave(self) -> None:
        self.log.append(f"{self.name}.leave")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        self.sizes.append(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return self.use_events

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


def test_push_makes_top_and_pauses_the_one_below() -> None:
    log: list[str] = []
    stack = SceneStack((1024, 640))
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b
    assert stack.scenes == (a, b)
    assert log == ["a.enter", "a.pause", "b.enter"]
    assert a.stack is stack and b.stack is stack


def test_push_lays_out_before_enter() -> None:
    stack = SceneStack((1280, 800))
    a = Recorder("a", [])
    stack.push(a)
    assert a.sizes == [(1280, 800)]
    assert a.size == (1280, 800)


def test_pop_returns_top_and_resumes_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    assert stack.pop() is b
    assert stack.top is a
    assert log == ["b.leave", "a.resume"]
    assert b.stack is None
    assert not stack.quit_requested


def test_popping_the_last_scene_asks_to_quit() -> None:
    stack = SceneStack()
    stack.push(Recorder("a", []))
    stack.pop()
    assert stack.top is None
    assert stack.quit_requested
    assert stack.pop() is None


def test_replace_swaps_top_without_resuming_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.replace(c)
    assert stack.scenes == (a, c)
    assert log == ["b.leave", "c.enter"]


def test_replace_on_empty_stack_pushes() -> None:
    stack = SceneStack()
    a = Recorder("a", [])
    stack.replace(a)
    assert stack.scenes == (a,)


def test_only_top_scene_gets_events_and_updates() -> None:
    stack = SceneStack()
    a, b = Recorder("a", []), Recorder("b", [])
    stack.push(a)
    stack.push(b)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    assert stack.handle_event(ev) is True
    stack.update(0.016)
    assert b.events == [pygame.KEYDOWN] and b.updates == 1
    # The scene below heard only that the pointer left it when b was pushed (issue 42: so that
    # none of its tooltips stays), nothing the player did since.
    assert a.events == [pygame.WINDOWLEAVE] and a.updates == 0


def test_opaque_top_hides_scenes_below_when_drawing() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["b.draw"]


def test_overlays_draw_the_scenes_below_first() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.push(Recorder("m1", log, overlay=True))
    stack.push(Recorder("m2", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["b.draw", "m1.draw", "m2.draw"]


def test_resize_reaches_visible_scenes_now_and_covered_ones_on_pop() -> None:
    stack = SceneStack((1024, 640))
    a, b = Recorder("a", []), Recorder("b", [])
    stack.push(a)
    stack.push(b)
    stack.resize((1600, 900))
    assert b.size == (1600, 900)
    assert a.size == (1024, 640)  # covered: catches up later
    stack.pop()
    assert a.size == (1600, 900)


def test_clear_leaves_every_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.clear()
    assert len(stack) == 0
    assert log == ["b.leave", "a.leave"]


def test_scene_close_pops_only_itself_when_on_top() -> None:
    stack = SceneStack()
    a, b = Recorder("a", []), Recorder("b", [])
    stack.push(a)
    stack.push(b)
    a.close()  # not on top: nothing happens
    assert stack.top is b
    b.close()
    assert stack.top is a
