"""Where the hover zoom goes: the place that hides least of what the player is looking at.

Issue 42: a zoom over the board hid the dice box, the lit destinations of the card it showed and
the card under the pointer. The zoom now tries every place it may go (each side column, each
side of the board, from top to bottom) and takes the one that covers none of what must stay in
sight (`keep_clear`: the dice box, lit spaces, the hovered card, a tooltip, the top bar) and,
among those, the one that covers least of what is better seen than not (`spare`, each with a
weight: the log and the hint weigh more than the hand). Ties go to the candidates given first.
Pure geometry: rectangles in, a rectangle out.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The area two rectangles share (0 if they do not meet)."""
    c = a.clip(b)
    return c.width * c.height


def place_zoom(
    candidates: Sequence[pygame.Rect],
    keep_clear: Sequence[pygame.Rect],
    spare: Sequence[tuple[pygame.Rect, float]] = (),
) -> pygame.Rect:
    """The candidate that covers the least of `keep_clear` (none, when any candidate can), then
    the least weighted area of `spare`; the first such in `candidates`."""
    if not candidates:
        raise ValueError("no place for the zoom")
    best: pygame.Rect | None = None
    best_cost: tuple[int, float] | None = None
    for r in candidates:
        hard = sum(overlap(r, k) for k in keep_clear)
        if best_cost is not None and hard > best_cost[0]:
            continue
        soft = sum(weight * overlap(r, s) for s, weight in spare)
        cost = (hard, soft)
        if best_cost is None or cost < best_cost:
            best, best_cost = r, cost
    assert best is not None
    return pygame.Rect(best)
