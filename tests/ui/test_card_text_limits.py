"""Issue 17: whatever a card file holds within the limits renders inside the card: a 200-letter
word in an ability's text wraps rather than running over the card's edge, and the biggest
allowed numbers and longest allowed names draw without error."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import catalog
from game.content.limits import LIFE, NAME_LENGTH, STRENGTH
from game.ui.card_render import clear_card_cache, render_card, render_card_zoom

WIDTH = 360


def _svara():
    return catalog.cards()["polar-dwarves/svara"]


def _margin_brightness(surf: pygame.Surface) -> int:
    """The brightest pixel in the band between the text column and the right frame, over the
    text's rows: background only, unless text spilled into it."""
    w, h = surf.get_size()
    return max(
        max(surf.get_at((x, y))[:3])
        for x in range(w - 30, w - 14)
        for y in range(int(h * 0.6), int(h * 0.9))
    )


def test_a_200_letter_word_in_an_ability_text_wraps_inside_the_card() -> None:
    clear_card_cache()
    card = _svara()
    ab = card.abilities[0]
    long = replace(card, abilities=(replace(ab, text="Before " + "W" * 200 + " after."),))
    plain = replace(card, abilities=(replace(ab, text="Before " + "W " * 100 + "after."),))
    a, b = render_card_zoom(long, WIDTH), render_card_zoom(plain, WIDTH)
    assert a.get_width() == b.get_width() == WIDTH
    # The long word is cut into card-wide pieces: as many rows as the spaced-out version needs,
    # give or take one, and none reaches into the margin.
    assert abs(a.get_height() - b.get_height()) <= b.get_height() // 8
    assert _margin_brightness(a) <= _margin_brightness(b) + 10


def test_the_largest_allowed_values_draw_on_small_and_zoomed_cards() -> None:
    clear_card_cache()
    card = _svara()
    ab = card.abilities[0]
    big = replace(
        card,
        name="W" * NAME_LENGTH,
        life=LIFE[1],
        strength=STRENGTH[1],
        abilities=(replace(ab, title="M" * NAME_LENGTH),),
    )
    assert render_card(big, (170, 238)).get_size() == (170, 238)
    assert render_card_zoom(big, WIDTH).get_width() == WIDTH
