"""Sizes that follow the window: one `Layout` per window size.

Everything is designed at the minimum window (1024x640) and scaled by the smaller of the two
ratios, so nothing overflows on a wide or a tall window. Font sizes have floors so body text
never drops below what reads comfortably.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

MIN_SIZE: tuple[int, int] = (1024, 640)
BASE_SIZE: tuple[int, int] = MIN_SIZE

# Design sizes in pixels at BASE_SIZE, and the floor each may never go under.
_FONT_BASE: dict[str, tuple[int, int]] = {
    "tiny": (13, 12),
    "small": (14, 13),
    "body": (16, 14),
    "button": (18, 15),
    "heading": (24, 18),
    "title": (72, 40),
}


@dataclass(frozen=True, slots=True)
class Layout:
    width: int
    height: int
    scale: float

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Layout:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        scale = min(w / BASE_SIZE[0], h / BASE_SIZE[1])
        return cls(w, h, max(scale, 0.5))

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)

    def px(self, value: float) -> int:
        """A design-size length (at 1024x640) in pixels for this window; at least 1."""
        return max(1, int(round(value * self.scale)))

    def font_px(self, role: str) -> int:
        base, floor = _FONT_BASE[role]
        return max(floor, int(round(base * self.scale)))

    # Common metrics, named so scenes agree on them.
    @property
    def pad(self) -> int:
        return self.px(16)

    @property
    def gap(self) -> int:
        return self.px(10)

    @property
    def radius(self) -> int:
        return self.px(8)

    @property
    def border(self) -> int:
        return max(1, self.px(1.5))

    @property
    def button_height(self) -> int:
        return max(self.px(42), self.font_px("button") * 2 + 4)

    @property
    def row_height(self) -> int:
        return max(self.px(28), int(self.font_px("body") * 1.6))

    def centered(self, width: int, height: int, *, dy: int = 0) -> pygame.Rect:
        r = pygame.Rect(0, 0, width, height)
        r.center = (self.width // 2, self.height // 2 + dy)
        return r

    def column(
        self,
        x: int,
        y: int,
        width: int,
        count: int,
        height: int | None = None,
        gap: int | None = None,
    ) -> list[pygame.Rect]:
        """`count` rects stacked downward from (x, y): the rows of a menu or a form."""
        h = self.button_height if height is None else height
        g = self.gap if gap is None else gap
        return [pygame.Rect(x, y + i * (h + g), width, h) for i in range(count)]

    @staticmethod
    def column_height(count: int, height: int, gap: int) -> int:
        return count * height + max(0, count - 1) * gap


def clamp_window_size(size: tuple[int, int]) -> tuple[int, int]:
    return (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))


# Room a window needs around it on a desktop: its title bar and frame, and a task bar or dock.
DISPLAY_MARGIN = (32, 96)


def fit_window_size(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """The window size to open at: `size` (at least MIN_SIZE), made small enough that the
    window with its frame fits on a display of `desktop` pixels. The minimum gives way only
    where the display itself is smaller than it (then the window takes the display's width or
    height)."""
    want = clamp_window_size(size)
    out = []
    for i in (0, 1):
        room = desktop[i] - DISPLAY_MARGIN[i]
        n = min(want[i], room)
        if n < MIN_SIZE[i]:
            n = min(MIN_SIZE[i], desktop[i])
        out.append(max(1, n))
    return (out[0], out[1])
