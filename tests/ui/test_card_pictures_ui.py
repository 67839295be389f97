"""Cards drawn with their picture, in their faction's colour, with a MOD tag on the player's own
replacements; and the credits screen that names who drew the pictures."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from ui_samples import COMMON_CARD, EPIC_EVENT, GATE_CARD

from game.ui.card_art import card_picture, clear_picture_cache
from game.ui.card_parts import MODDED_COLOUR
from game.ui.card_render import card_size_for_width, clear_card_cache, render_card, render_card_zoom
from game.ui.scene_stack import SceneStack
from game.ui.scenes.credits import CreditsScene, font_credits, icon_authors
from game.ui.scenes.help import HelpScene
from game.ui.scenes.title import TitleScene

BOARD = (70, 70)
HAND = card_size_for_width(130)


@pytest.fixture(autouse=True)
def _fresh_caches():
    clear_card_cache()
    clear_picture_cache()
    yield
    clear_card_cache()
    clear_picture_cache()


def _differs(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ between two surfaces of one size."""
    assert a.get_size() == b.get_size()
    w, h = a.get_size()
    return sum(1 for x in range(w) for y in range(h) if a.get_at((x, y)) != b.get_at((x, y)))


@pytest.mark.parametrize("size", [BOARD, HAND], ids=["board", "hand"])
@pytest.mark.parametrize("defn", [COMMON_CARD, EPIC_EVENT, GATE_CARD], ids=lambda d: d.id)
def test_a_card_with_a_picture_is_drawn_differently_from_its_emblem(defn, size):
    emblem = render_card(defn, size)
    pictured = render_card(dataclasses.replace(defn, icon="bowman"), size)
    other = render_card(dataclasses.replace(defn, icon="ice-golem"), size)
    # A long name is shown whole on a board tile (issue 42: names are never cut), in three lines
    # for "Burning Remnants of the Phoenix", which leaves its picture a strip (about 1.4% of a
    # 70-pixel tile), so ask for 1%: still far from the no pixel a picture drawn nowhere changes.
    enough = size[0] * size[1] // 100
    assert _differs(emblem, pictured) > enough
    assert _differs(pictured, other) > enough  # each picture is its own


def test_an_unknown_or_unreadable_picture_falls_back_to_the_emblem(tmp_path):
    emblem = render_card(COMMON_CARD, HAND)
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"this is not a PNG")
    for icon in ("no-such-icon", str(tmp_path / "missing.svg"), str(broken)):
        clear_card_cache()
        assert card_picture(icon, 64, (200, 200, 200)) is None
        assert _differs(render_card(dataclasses.replace(COMMON_CARD, icon=icon), HAND), emblem) == 0


def test_a_modders_png_is_drawn_in_its_own_colours(tmp_path):
    png = tmp_path / "sea-serpent.png"
    art = pygame.Surface((40, 20), pygame.SRCALPHA)
    art.fill((10, 220, 30, 255))
    pygame.image.save(art, str(png))
    pic = card_picture(str(png), 64, (255, 0, 0))
    assert pic is not None and pic.get_size() == (64, 32)  # fitted, its proportions kept
    assert pic.get_at((32, 16))[:3] == (10, 220, 30)  # not tinted with the faction colour
    card = render_card(dataclasses.replace(COMMON_CARD, icon=str(png)), HAND)
    assert _differs(card, render_card(COMMON_CARD, HAND)) > 0


def test_a_shipped_picture_takes_the_faction_colour():
    red = card_picture("bowman", 64, (220, 40, 40))
    blue = card_picture("bowman", 64, (40, 40, 220))
    assert red is not None and blue is not None
    opaque = [(x, y) for x in range(64) for y in range(64) if red.get_at((x, y)).a == 255]
    assert opaque, "the picture has solid parts"
    x, y = opaque[len(opaque) // 2]
    assert red.get_at((x, y))[:3] == (220, 40, 40) and blue.get_at((x, y))[:3] == (40, 40, 220)


@pytest.mark.parametrize("size", [BOARD, HAND], ids=["board", "hand"])
def test_the_faction_colour_from_the_card_file_draws_the_frame(size):
    red = render_card(dataclasses.replace(COMMON_CARD, colour=(200, 40, 40)), size)
    blue = render_card(dataclasses.replace(COMMON_CARD, colour=(40, 60, 200)), size)
    edge = (size[0] // 2, 1)  # the top of the frame
    r, g, b = red.get_at(edge)[:3]
    assert r > b + 40, red.get_at(edge)
    r, g, b = blue.get_at(edge)[:3]
    assert b > r + 40, blue.get_at(edge)
    # Without a file colour, the faction's built-in colour as before.
    plain = render_card(COMMON_CARD, size)
    assert plain.get_at(edge) not in (red.get_at(edge), blue.get_at(edge))


def test_a_very_dark_or_very_light_faction_colour_keeps_the_frame_readable():
    from game.ui import theme
    from game.ui.card_parts import faction_frame

    for colour in ((0, 0, 0), (255, 255, 255), (250, 250, 180)):
        lum = theme.luminance(faction_frame(colour))
        assert 0.15 <= lum <= 0.9, (colour, lum)
    assert faction_frame((91, 155, 213)) == (91, 155, 213)  # ordinary colours are left alone


def _mod_mark_pixels(surf: pygame.Surface) -> int:
    w, h = surf.get_size()
    return sum(1 for x in range(w) for y in range(h) if surf.get_at((x, y))[:3] == MODDED_COLOUR)


@pytest.mark.parametrize("size", [BOARD, HAND], ids=["board", "hand"])
def test_a_modded_card_shows_the_mod_tag_and_a_shipped_one_does_not(size):
    shipped = render_card(dataclasses.replace(COMMON_CARD, icon="bowman"), size)
    modded = render_card(dataclasses.replace(COMMON_CARD, icon="bowman", modded=True), size)
    assert _mod_mark_pixels(shipped) == 0
    assert _mod_mark_pixels(modded) > 20
    zoom = render_card_zoom(dataclasses.replace(COMMON_CARD, modded=True), 320)
    assert _mod_mark_pixels(zoom) > 20
    assert _mod_mark_pixels(render_card_zoom(COMMON_CARD, 320)) == 0


def test_credits_name_every_icon_author_and_the_font_licence():
    authors = icon_authors()
    names = [c.name for c in authors]
    assert names[:2] == ["Lorc", "Delapouite"]  # most pictures first
    assert all(c.what.endswith(("card pictures", "card picture")) for c in authors)
    (fonts_line,) = font_credits()
    assert fonts_line.name == "DejaVu fonts"
    assert "Bitstream" in fonts_line.what and "LICENSE-DejaVu.txt" in fonts_line.what
    assert ".;" not in fonts_line.what  # "...public domain; licence: ...", not "domain.; licence"


def _click(stack: SceneStack, pos) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_credits_open_from_the_title_screen_and_from_how_to_play(size):
    pygame.font.init()
    stack = SceneStack(size)
    title = TitleScene()
    stack.push(title)
    stack.draw(pygame.Surface(size))
    # The corner button stays clear of the main menu.
    assert not title.credits_button.rect.colliderect(title.panel_rect)
    _click(stack, title.credits_button.rect.center)
    page = stack.top
    assert isinstance(page, CreditsScene)
    stack.draw(pygame.Surface(size))
    assert page.rows_shown == len(icon_authors()) + len(font_credits())  # every line fits
    stack.handle_event(_key(pygame.K_ESCAPE))
    assert stack.top is title

    _click(stack, title.buttons["help"].rect.center)
    help_page = stack.top
    assert isinstance(help_page, HelpScene)
    stack.draw(pygame.Surface(size))
    _click(stack, help_page.credits_button.rect.center)
    assert isinstance(stack.top, CreditsScene)
    stack.handle_event(_key(pygame.K_ESCAPE))
    assert stack.top is help_page
