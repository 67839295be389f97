"""The replay viewers' keys, the same for every game's viewer: Esc back, Space play or pause,
←/→ an action (Shift: an event), ↑/↓ or Page Up/Down a turn, Home/End the ends, +/- the speed,
V whose eyes the table is seen through."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


def replay_key(viewer: Any, event: pygame.event.Event, step_action: Callable[[int], Any]) -> bool:
    """Do what `event`'s key asks of `viewer` (a replay scene); False when the key is not one
    of the viewer's. `step_action` steps one action (a command, or a log entry) either way."""
    k = event.key
    shift = bool(event.mod & pygame.KMOD_SHIFT)
    if k == pygame.K_ESCAPE:
        viewer.back()
    elif k == pygame.K_SPACE:
        viewer.toggle_play()
    elif k in (pygame.K_LEFT, pygame.K_RIGHT):
        step = 1 if k == pygame.K_RIGHT else -1
        (viewer.step_event if shift else step_action)(step)
    elif k in (pygame.K_PAGEUP, pygame.K_UP):
        viewer.step_turn(-1)
    elif k in (pygame.K_PAGEDOWN, pygame.K_DOWN):
        viewer.step_turn(1)
    elif k == pygame.K_HOME:
        viewer.jump(viewer.model.start)
    elif k == pygame.K_END:
        viewer.jump(viewer.model.total)
    elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        viewer.cycle_speed(1, wrap=False)
    elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
        viewer.cycle_speed(-1, wrap=False)
    elif k == pygame.K_v:
        viewer.cycle_view()
    else:
        return False
    return True
