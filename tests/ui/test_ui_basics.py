"""Text fitting, colours, layout scaling and fonts."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui import fonts, theme
from game.ui.layout import MIN_SIZE, Layout, clamp_window_size
from game.ui.text import ELLIPSIS, draw_wrapped, ellipsize, fit_font_size, wrap_text, wrapped_height


@pytest.fixture
def body() -> pygame.font.Font:
    return fonts.get_font(fonts.REGULAR, 16)


# -- text


def test_wrap_respects_width(body: pygame.font.Font) -> None:
    text = (
        "When Prince Elien attacks, you may add 1 damage to each enemy unit adjacent to the target."
    )
    lines = wrap_text(text, body, 150)
    assert len(lines) > 1
    assert all(body.size(line)[0] <= 150 for line in lines)
    assert " ".join(lines) == text


def test_wrap_keeps_newlines_and_splits_long_words(body: pygame.font.Font) -> None:
    lines = wrap_text("one\n\ntwo " + "x" * 80, body, 100)
    assert lines[0] == "one" and lines[1] == ""
    assert all(body.size(line)[0] <= 100 for line in lines)
    assert "".join(lines[3:]) == "x" * 80


def test_ellipsize(body: pygame.font.Font) -> None:
    assert ellipsize("Gate", body, 200) == "Gate"
    short = ellipsize("Blagog the Ice-Breaker", body, 80)
    assert short.endswith(ELLIPSIS) and body.size(short)[0] <= 80
    assert ellipsize("anything", body, 1) == ELLIPSIS


def test_fit_font_size_shrinks_until_it_fits() -> None:
    def at(size: int) -> pygame.font.Font:
        return fonts.get_font(fonts.BOLD, size)

    f = fit_font_size("Burning Remnants", at, 120, 30, 8)
    assert f.size("Burning Remnants")[0] <= 120
    assert fit_font_size("x" * 200, at, 50, 30, 12) is at(12)


def test_draw_wrapped_clips_to_rect(body: pygame.font.Font) -> None:
    surf = pygame.Surface((300, 300))
    rect = pygame.Rect(0, 0, 100, body.get_linesize() * 2)
    used = draw_wrapped(surf, "word " * 50, body, (255, 255, 255), rect)
    assert used <= rect.height
    assert wrapped_height("a b c", body, 500) == body.get_linesize()


# -- colours


@pytest.mark.parametrize(
    "value",
    [
        "#c84828",
        "c84828",
        "#C84828",
        "rgb(200, 72, 40)",
        "200,72,40",
        (200, 72, 40),
        [200, 72, 40, 255],
    ],
)
def test_parse_colour_forms(value: object) -> None:
    assert theme.parse_colour(value) == (200, 72, 40)  # type: ignore[arg-type]


def test_parse_colour_short_hex_and_names() -> None:
    assert theme.parse_colour("#fff") == (255, 255, 255)
    assert theme.parse_colour("firebrick") == (178, 34, 34)
    assert theme.parse_colour(pygame.Color(1, 2, 3)) == (1, 2, 3)


@pytest.mark.parametrize(
    "bad", ["#12345", "notacolour", (1, 2), (300, 0, 0), "1,2,x", (True, 0, 0), 5]
)
def test_parse_colour_rejects(bad: object) -> None:
    with pytest.raises(ValueError):
        theme.parse_colour(bad)  # type: ignore[arg-type]


def test_faction_colours() -> None:
    assert theme.faction_colour("phoenix_elves") == theme.FACTION_COLOURS["phoenix_elves"]
    assert theme.faction_colour("Phoenix Elves") == theme.FACTION_COLOURS["phoenix_elves"]
    assert theme.faction_colour("phoenix_elves", "#000000") == (0, 0, 0)
    # Unknown factions: stable across calls (and runs: hashlib, not hash()) and distinct.
    a = theme.faction_colour("Sky Pirates")
    assert a == theme.faction_colour("sky_pirates")
    assert a != theme.faction_colour("Sand Wizards")


def test_mix_and_readable_text() -> None:
    assert theme.mix((0, 0, 0), (200, 100, 50), 0.5) == (100, 50, 25)
    assert theme.readable_on((250, 250, 250)) == theme.TEXT_DARK
    assert theme.readable_on((10, 10, 10)) == theme.TEXT
    assert theme.player_tint(0) != theme.player_tint(1)


# -- layout and fonts


def test_layout_scale_follows_smaller_ratio() -> None:
    assert Layout.for_size(MIN_SIZE).scale == 1.0
    big = Layout.for_size((1920, 1080))
    assert big.scale == pytest.approx(1080 / 640)
    assert big.px(10) == round(10 * 1080 / 640)
    assert big.font_px("body") > Layout.for_size(MIN_SIZE).font_px("body")


def test_body_text_is_legible_at_minimum_size() -> None:
    lay = Layout.for_size(MIN_SIZE)
    assert lay.font_px("body") >= 14
    assert lay.font_px("small") >= 13
    # Even squeezed below the minimum, the floors hold.
    assert Layout.for_size((600, 400)).font_px("body") >= 14


def test_layout_column_and_centering() -> None:
    lay = Layout.for_size(MIN_SIZE)
    rows = lay.column(10, 20, 100, 3, height=30, gap=5)
    assert [r.y for r in rows] == [20, 55, 90]
    assert Layout.column_height(3, 30, 5) == 100
    assert lay.centered(100, 50).center == (512, 320)
    assert clamp_window_size((800, 500)) == MIN_SIZE


def test_fonts_come_from_shipped_files_and_are_cached() -> None:
    for face in fonts.FACES:
        path = fonts.font_path(face)
        assert path.is_file()
        assert path.parent == Path(fonts.assets_dir()) / "fonts"
    a = fonts.get_font(fonts.BOLD, 20)
    assert fonts.get_font(fonts.BOLD, 20) is a
    assert fonts.get_font(fonts.REGULAR, 20) is not a
    assert fonts.font_for(Layout.for_size(MIN_SIZE), "body").get_height() >= 14
    with pytest.raises(ValueError):
        fonts.font_path("comic")


def test_ui_never_uses_pygames_default_font() -> None:
    root = Path(fonts.__file__).parent
    for src in root.rglob("*.py"):
        code = src.read_text(encoding="utf-8")
        assert "Font(None" not in code and "SysFont" not in code, src
