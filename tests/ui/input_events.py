"""Synthetic input events, as pygame posts them for a player's mouse and keyboard: one set for
every window test (battle, online, replay, Warrior)."""

from __future__ import annotations

import pygame

Pos = tuple[int, int]


def down(pos: Pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos: Pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos: Pos) -> pygame.event.Event:
    """The pointer moved to `pos` with the left button held (a drag's step, or a hover)."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def motion(pos: Pos) -> pygame.event.Event:
    """The pointer moved to `pos` with no button held."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typed(text: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text]
