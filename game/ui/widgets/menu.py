"""A vertical menu: Up/Down (or Tab) move the focus, Enter activates, Esc goes back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.layout import Layout

from .base import ACTIVATE_KEYS, Widget

_NEXT = (pygame.K_DOWN,)
_PREV = (pygame.K_UP,)


class Menu(Widget):
    """Stacks its items down its rect and owns keyboard focus among them.

    Items are any widgets; the focusable, enabled ones take part in navigation (disabled buttons
    are skipped by the keyboard but still explain themselves on mouse hover).
    """

    def __init__(
        self,
        items: Sequence[Widget],
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        on_back: Callable[[], None] | None = None,
        item_height: int | None = None,
        gap: int | None = None,
    ) -> None:
        super().__init__(rect)
        self.items: list[Widget] = list(items)
        self.on_back = on_back
        self.item_height = item_height
        self.gap = gap
        self.focus_index: int | None = None
        self.focus_first()

    # -- layout
    def place(
        self, rect: pygame.Rect | tuple[int, int, int, int], layout: Layout | None = None
    ) -> None:
        super().place(rect, layout)
        lay = self.layout
        h = self.item_height if self.item_height is not None else lay.button_height
        g = self.gap if self.gap is not None else lay.gap
        for item, r in zip(
            self.items,
            lay.column(self.rect.x, self.rect.y, self.rect.width, len(self.items), h, g),
            strict=True,
        ):
            item.place(r, lay)

    def needed_height(self, layout: Layout) -> int:
        h = self.item_height if self.item_height is not None else layout.button_height
        g = self.gap if self.gap is not None else layout.gap
        return Layout.column_height(len(self.items), h, g)

    # -- focus
    def _can_focus(self, i: int) -> bool:
        w = self.items[i]
        return w.focusable and w.enabled and w.visible

    @property
    def focused_item(self) -> Widget | None:
        return self.items[self.focus_index] if self.focus_index is not None else None

    def set_focus(self, index: int | None) -> None:
        for i, w in enumerate(self.items):
            w.focused = i == index
        self.focus_index = index

    def focus_first(self) -> None:
        for i in range(len(self.items)):
            if self._can_focus(i):
                self.set_focus(i)
                return
        self.set_focus(None)

    def move_focus(self, step: int) -> None:
        n = len(self.items)
        if n == 0:
            return
        start = self.focus_index if self.focus_index is not None else (-1 if step > 0 else n)
        i = start
        for _ in range(n):
            i = (i + step) % n
            if self._can_focus(i):
                self.set_focus(i)
                return

    def refresh_focus(self) -> None:
        """Call after enabling/disabling items: moves focus off an item that can't have it."""
        if self.focus_index is None or not self._can_focus(self.focus_index):
            self.focus_first()

    # -- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        focused = self.focused_item
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            # The focused item sees keys first: a text field needs Left/Right and Space.
            if focused is not None and focused.handle_event(event):
                return True
            if event.type == pygame.TEXTINPUT:
                return False
            if self._key(event):
                return True
            # Then the others, for their hotkeys (they ignore other keys while unfocused).
            return any(item.handle_event(event) for item in self.items if item is not focused)
        used = False
        for i, item in enumerate(self.items):
            if item.handle_event(event):
                used = True
            if (
                event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN)
                and item.rect.collidepoint(event.pos)
                and self._can_focus(i)
            ):
                self.set_focus(i)
        return used

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if k in _NEXT or (k == pygame.K_TAB and not shift):
            self.move_focus(1)
            return True
        if k in _PREV or (k == pygame.K_TAB and shift):
            self.move_focus(-1)
            return True
        if k == pygame.K_ESCAPE and self.on_back is not None:
            self.on_back()
            return True
        focused = self.focused_item
        if focused is None:
            return False
        if k in ACTIVATE_KEYS:
            return focused.activate()
        if k == pygame.K_LEFT:
            return focused.adjust(-1)
        if k == pygame.K_RIGHT:
            return focused.adjust(1)
        return False

    def update(self, dt: float) -> None:
        for item in self.items:
            item.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        for item in self.items:
            item.draw(surface)

    def tooltip(self) -> str | None:
        for item in self.items:
            tip = item.tooltip()
            if tip:
                return tip
        return None

    def tooltip_anchor(self) -> pygame.Rect:
        for item in self.items:
            if item.tooltip():
                return item.rect
        return self.rect
