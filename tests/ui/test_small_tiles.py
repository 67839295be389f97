"""The battlefield tile on the 12-column board of a team game (about 40 px at 1280x800 in the
replay viewer, 44 px in the battle at 1024x640): seen from outside, a two-line name ran under
the stats band, the strength digit ran into the heart, and damage markers covered the life.
Now the name gives way (a smaller size, then one line cut with "…"), the numbers keep their
room, and a tile with no picture left shows no markers over them (the life, red when hurt,
says the damage)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import catalog
from game.ui import card_faces
from game.ui.card_parts import CardLook
from game.ui.text import recording

NAMES = ["Ret-Talus", "Spearman", "Undead Warrior", "Skeleton Archer", "Zombie Warrior", "Grognack",
         "Prince Elien", "Kaeseeall"]


def _unit(name: str):
    return replace(catalog.cards()["tundra-orcs-1e/grognack"], name=name)


def _stats_top(size: int) -> int:
    """Where the stats band begins on a square tile of `size` (as render_small lays it out)."""
    b = max(2, round(size * 0.045))
    sh = max(card_faces.TIGHT_STATS_PX if size < card_faces.TIGHT_TILE_PX else 15,
             round(min(size * 0.27, size * 0.25)))
    return size - b - sh


@pytest.mark.parametrize("size", [32, 36, 40, 44, 56, 72])
@pytest.mark.parametrize("name", NAMES)
def test_the_name_stays_above_the_numbers(size: int, name: str) -> None:
    pygame.font.init()
    unit = _unit(name)
    with recording() as drawn:
        card_faces.render_small(unit, CardLook.of(unit, None), size, size, 2, 0, None, None, 0)
    lines = [d for d in drawn if d.role == "name:small"]
    assert lines, "the name was drawn"
    assert all(d.rect.bottom <= _stats_top(size) + 1 for d in lines), [(d.shown, d.rect) for d in lines]
    # one word or two lines of the name, whole or cut with "…", never a third line
    assert 1 <= len(lines) <= 2


@pytest.mark.parametrize("values", [("1", "1"), ("4", "7"), ("3", "2"), ("12", "14"), ("8", "10")])
def test_strength_and_life_fit_side_by_side(values: tuple[str, str]) -> None:
    """Down to the 28 px band of a 32 px tile (the team game's replay at 1024x640)."""
    pygame.font.init()
    two_digits = max(len(v) for v in values) > 1
    for width in range(40 if two_digits else 28, 80, 2):
        font, icon, sword = card_faces._stats_fit(width, values, 11, 10)
        icons = (icon + 1) * (2 if sword else 1)
        assert icons + sum(font.size(v)[0] + 2 for v in values) + 5 <= width, width
    # where there is room, nothing shrinks or goes
    assert card_faces._stats_fit(80, values, 11, 10) == (card_faces.fonts.get_font(card_faces.fonts.BOLD, 11), 10, True)
    # the attack icon is the last thing to go
    assert card_faces._stats_fit(44, ("4", "7"), 11, 10)[2] is True


def test_a_tile_with_no_picture_left_draws_no_markers_over_its_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    unit = _unit("Undead Warrior")
    look = CardLook.of(unit, None)
    drawn: list[tuple] = []
    monkeypatch.setattr(card_faces, "tokens", lambda surf, area, d, damage, boost: drawn.append((area, damage, boost)))
    discs: list[int] = []
    real_disc = card_faces.sym.numbered_disc
    monkeypatch.setattr(card_faces.sym, "numbered_disc", lambda d, colour, n: discs.append(n) or real_disc(d, colour, n))
    card_faces.render_small(unit, look, 40, 40, 2, 0, None, None, 0)
    assert drawn == [] and discs == []  # the red life says the damage
    card_faces.render_small(unit, look, 40, 40, 2, 1, None, None, 0)
    assert drawn == [] and discs == [1]  # a boost, which nothing else shows, gets a small disc
    card_faces.render_small(unit, look, 90, 90, 2, 1, None, None, 0)
    assert [(d, b) for _, d, b in drawn] == [(2, 1)]  # a tile with a picture keeps its markers
