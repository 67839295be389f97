"""Cards drawn from hand-built definitions, at board, hand and zoom sizes."""

from __future__ import annotations

import pygame
import pytest
from ui_samples import (
    ACTIVE_EVENT,
    ALL,
    CHAMPION_CARD,
    COMMON_CARD,
    EPIC_EVENT,
    GATE_CARD,
    SUMMONER_CARD,
)

from game.core.cards import UNIT, AbilitySpec, CardDef
from game.ui import theme
from game.ui.card_render import (
    cache_size,
    card_size_for_width,
    class_line,
    clear_card_cache,
    render_card,
    render_card_zoom,
)

SIZES = [(70, 70), (64, 90), (48, 48), card_size_for_width(130), card_size_for_width(220), (180, 20), (400, 30)]


@pytest.fixture(autouse=True)
def _fresh_cache():
    clear_card_cache()
    yield
    clear_card_cache()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("defn", ALL, ids=lambda d: d.id)
def test_render_card_has_the_requested_size(defn: CardDef, size: tuple[int, int]) -> None:
    surf = render_card(
        defn, size, damage=1, boost=2, under_count=2, controller_tint=theme.player_tint(1)
    )
    assert surf.get_size() == size
    # Rounded corners: the corner pixel is transparent, the centre is painted.
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((size[0] // 2, size[1] // 2)).a == 255


@pytest.mark.parametrize("defn", ALL, ids=lambda d: d.id)
def test_zoom_is_card_shaped_or_taller(defn: CardDef) -> None:
    surf = render_card_zoom(defn, 360, damage=2, boost=1)
    w, h = surf.get_size()
    assert w == 360
    assert h >= card_size_for_width(360)[1]


def test_zoom_grows_for_long_text() -> None:
    wordy = CardDef(
        id="x/wordy",
        name="Wordy",
        faction="x",
        types=frozenset({UNIT}),
        unit_class="common",
        strength=1,
        life=1,
        attack="melee",
        abilities=tuple(
            AbilitySpec(f"a{i}", f"Ability {i}", "Many words here. " * 20) for i in range(5)
        ),
    )
    assert render_card_zoom(wordy, 300).get_height() > card_size_for_width(300)[1]


def test_face_down_and_unknown_cards() -> None:
    back = render_card(CHAMPION_CARD, (70, 70), face_up=False)
    assert back.get_size() == (70, 70)
    assert render_card(None, (70, 70)).get_size() == (70, 70)
    assert render_card(None, (70, 70), face_up=False, frame_colour="#336699").get_size() == (70, 70)


def test_cache_returns_the_same_surface_for_the_same_arguments() -> None:
    a = render_card(COMMON_CARD, (70, 70), damage=1)
    assert render_card(COMMON_CARD, (70, 70), damage=1) is a
    assert render_card(COMMON_CARD, (70, 70), damage=2) is not a
    assert render_card(COMMON_CARD, (70, 70), damage=1, highlight="legal") is not a
    z = render_card_zoom(COMMON_CARD, 300)
    assert render_card_zoom(COMMON_CARD, 300) is z
    assert cache_size() == 4


def test_unhashable_ability_parameters_still_render_and_cache() -> None:
    odd = CardDef(
        id="x/odd",
        name="Odd",
        faction="x",
        types=frozenset({UNIT}),
        unit_class="common",
        strength=1,
        life=1,
        abilities=(AbilitySpec("a", params=(("targets", ["a", "b"]),)),),
    )
    a = render_card(odd, (70, 70))
    assert render_card(odd, (70, 70)) is a


def test_states_change_the_picture() -> None:
    plain = render_card(COMMON_CARD, (70, 70))
    for kwargs in (
        {"highlight": "target"},
        {"highlight": (10, 200, 30)},
        {"dimmed": True},
        {"controller_tint": theme.player_tint(0)},
        {"damage": 1},
        {"boost": 1},
        {"under_count": 3},
        {"life_override": 5},
        {"strength_override": 3},
    ):
        other = render_card(COMMON_CARD, (70, 70), **kwargs)
        assert pygame.image.tobytes(other, "RGBA") != pygame.image.tobytes(plain, "RGBA"), kwargs


def test_class_lines() -> None:
    assert class_line(SUMMONER_CARD) == "Summoner"
    assert class_line(CHAMPION_CARD) == "Champion"
    assert class_line(COMMON_CARD) == "Common"
    assert class_line(EPIC_EVENT) == "Epic Event"
    assert class_line(ACTIVE_EVENT) == "Event"
    assert class_line(GATE_CARD) == "Gate"


def test_bad_highlight_colour_is_an_error() -> None:
    with pytest.raises(ValueError):
        render_card(COMMON_CARD, (70, 70), highlight="not-a-colour")


def test_tiny_sizes_do_not_crash() -> None:
    assert render_card(CHAMPION_CARD, (8, 8)).get_size() == (16, 16)
    assert render_card_zoom(CHAMPION_CARD, 50).get_width() == 200


def test_one_printed_ability_built_from_two_pieces_is_shown_once() -> None:
    """Horde Climber's Climb is two pieces (an extra space; moving through structures) under one
    title: the card lists "Climb" once and the zoom gives both texts under it."""
    from game import catalog
    from game.ui.card_parts import ability_blocks

    climber = catalog.cards()["cave-goblins/horde-climber"]
    assert [a.display for a in climber.abilities] == ["Climb", "Climb"]
    ((title, text),) = ability_blocks(climber)
    assert title == "Climb"
    assert text == " ".join(a.text for a in climber.abilities)
    # different titles stay apart, in order
    assert [t for t, _ in ability_blocks(CHAMPION_CARD)] == [a.display for a in CHAMPION_CARD.abilities]


def test_a_merged_active_event_says_active_once() -> None:
    from game import catalog
    from game.ui.card_parts import ability_blocks

    ((title, text),) = ability_blocks(catalog.cards()["vanguards/renewed-hope"])
    assert title == "Renewed Hope"
    assert text.count("ACTIVE:") == 1 and text.startswith("ACTIVE: You may summon")
    assert "You may also summon units on empty spaces adjacent to your summoner." in text
