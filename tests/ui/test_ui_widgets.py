"""Widgets driven by synthetic events: buttons, menus, choices, text fields, toasts, lists."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, click_down, click_up, key, motion, text, wheel

from game.ui.widgets import (
    Button,
    Choice,
    Label,
    Menu,
    Panel,
    ScrollList,
    TextInput,
    Toaster,
    Toggle,
)
from game.ui.widgets.tooltip import HOVER_DELAY, draw_tooltip


class Counter:
    def __init__(self) -> None:
        self.n = 0

    def __call__(self) -> None:
        self.n += 1


RECT = pygame.Rect(100, 100, 200, 40)


# -- Button


def test_button_fires_on_press_and_release_inside() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT)
    assert b.handle_event(click_down(RECT.center)) is True
    assert hit.n == 0  # fires on release, like every desktop button
    assert b.handle_event(click_up(RECT.center)) is True
    assert hit.n == 1


def test_button_ignores_clicks_outside() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT)
    assert b.handle_event(click_down((10, 10))) is False
    assert b.handle_event(click_up((10, 10))) is False
    assert hit.n == 0


def test_button_press_inside_release_outside_cancels() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT)
    b.handle_event(click_down(RECT.center))
    b.handle_event(click_up((5, 5)))
    assert hit.n == 0
    assert not b.pressed


def test_button_release_without_press_does_nothing() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT)
    assert b.handle_event(click_up(RECT.center)) is False
    assert hit.n == 0


def test_button_only_left_button_clicks() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT)
    click(b, RECT.center, button=3)
    assert hit.n == 0


def test_disabled_button_does_not_fire_but_swallows_the_click() -> None:
    hit = Counter()
    b = Button("Continue", hit, RECT, enabled=False, disabled_reason="No saved games yet")
    assert b.handle_event(click_down(RECT.center)) is True
    b.handle_event(click_up(RECT.center))
    assert hit.n == 0
    b.focused = True
    assert b.handle_event(key(pygame.K_RETURN)) is False
    assert b.activate() is False
    assert hit.n == 0


def test_disabled_button_explains_itself_after_hovering() -> None:
    b = Button("Continue", Counter(), RECT)
    b.set_enabled(False, "No saved games yet")
    b.handle_event(motion(RECT.center))
    assert b.tooltip() is None  # not instantly: a pointer passing over shouldn't flash tips
    b.update(HOVER_DELAY + 0.01)
    assert b.tooltip() == "No saved games yet"
    b.handle_event(motion((0, 0)))
    b.update(0.1)
    assert b.tooltip() is None


def test_enabling_clears_the_reason() -> None:
    b = Button("Continue", Counter(), RECT, enabled=False, disabled_reason="nope")
    b.set_enabled(True)
    assert b.enabled and b.disabled_reason == ""


def test_button_keyboard_activation_when_focused() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT)
    assert b.handle_event(key(pygame.K_RETURN)) is False  # not focused
    b.focused = True
    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        assert b.handle_event(key(k)) is True
    assert hit.n == 3


def test_button_hotkey_works_unfocused() -> None:
    hit = Counter()
    b = Button("Quit", hit, RECT, hotkey=pygame.K_q)
    assert b.handle_event(key(pygame.K_q)) is True
    assert hit.n == 1


def test_hidden_button_ignores_everything() -> None:
    hit = Counter()
    b = Button("Go", hit, RECT, hotkey=pygame.K_g)
    b.visible = False
    click(b, RECT.center)
    b.handle_event(key(pygame.K_g))
    assert hit.n == 0


def test_widgets_draw_in_every_state() -> None:
    surf = pygame.Surface((400, 300))
    b = Button("A rather long label that must be shortened", Counter(), RECT)
    for state in ({}, {"hovered": True}, {"pressed": True}, {"focused": True}, {"enabled": False}):
        for k, v in state.items():
            setattr(b, k, v)
        b.draw(surf)
    Label("Hello", pygame.Rect(0, 0, 100, 20)).draw(surf)
    Label("Wrapped text " * 10, pygame.Rect(0, 0, 100, 80), wrap=True, align="center").draw(surf)
    Panel(pygame.Rect(10, 10, 300, 200), title="Panel", children=[b]).draw(surf)
    draw_tooltip(surf, "A tip that is long enough to wrap onto a second line", RECT, b.layout)
    draw_tooltip(surf, "Right", RECT, b.layout, side="right")


# -- Menu


def _menu(on_back=None):
    hits = [Counter() for _ in range(4)]
    items = [
        Button("New", hits[0]),
        Button("Continue", hits[1], enabled=False, disabled_reason="No saves"),
        Button("Settings", hits[2]),
        Button("Quit", hits[3]),
    ]
    menu = Menu(items, on_back=on_back)
    menu.place(pygame.Rect(100, 100, 300, 250))
    return menu, items, hits


def test_menu_focuses_first_enabled_item() -> None:
    menu, items, _ = _menu()
    assert menu.focus_index == 0
    assert items[0].focused and not items[2].focused


def test_menu_down_skips_disabled_and_wraps() -> None:
    menu, _, _ = _menu()
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focus_index == 2  # "Continue" is disabled
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focus_index == 3
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focus_index == 0


def test_menu_up_and_tab_navigation() -> None:
    menu, _, _ = _menu()
    menu.handle_event(key(pygame.K_UP))
    assert menu.focus_index == 3
    menu.handle_event(key(pygame.K_TAB))
    assert menu.focus_index == 0
    menu.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert menu.focus_index == 3


def test_menu_enter_activates_focused_item() -> None:
    menu, _, hits = _menu()
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.handle_event(key(pygame.K_RETURN)) is True
    assert [h.n for h in hits] == [0, 0, 1, 0]


def test_menu_escape_goes_back() -> None:
    back = Counter()
    menu, _, _ = _menu(on_back=back)
    assert menu.handle_event(key(pygame.K_ESCAPE)) is True
    assert back.n == 1


def test_menu_escape_without_back_is_not_used() -> None:
    menu, _, _ = _menu()
    assert menu.handle_event(key(pygame.K_ESCAPE)) is False


def test_menu_places_items_in_a_column() -> None:
    menu, items, _ = _menu()
    tops = [i.rect.top for i in items]
    assert tops == sorted(tops)
    assert all(i.rect.width == 300 for i in items)
    assert all(a.rect.bottom <= b.rect.top for a, b in zip(items, items[1:], strict=False))


def test_menu_mouse_hover_moves_focus_and_click_fires() -> None:
    menu, items, hits = _menu()
    menu.handle_event(motion(items[3].rect.center))
    assert menu.focus_index == 3
    click(menu, items[3].rect.center)
    assert hits[3].n == 1
    menu.handle_event(motion(items[1].rect.center))  # disabled: focus stays
    assert menu.focus_index == 3
    click(menu, items[1].rect.center)
    assert hits[1].n == 0


def test_menu_refresh_focus_moves_off_disabled_item() -> None:
    menu, items, _ = _menu()
    items[0].set_enabled(False, "gone")
    menu.refresh_focus()
    assert menu.focus_index == 2


def test_menu_left_right_adjust_a_choice() -> None:
    changes: list[object] = []
    choice = Choice("Speed", [("a", "A"), ("b", "B"), ("c", "C")], "a", on_change=changes.append)
    menu = Menu([choice, Button("Back")])
    menu.place(pygame.Rect(0, 0, 300, 120))
    menu.handle_event(key(pygame.K_RIGHT))
    menu.handle_event(key(pygame.K_RIGHT))
    menu.handle_event(key(pygame.K_LEFT))
    assert choice.value == "b"
    assert changes == ["b", "c", "b"]


def test_menu_with_nothing_focusable() -> None:
    menu = Menu([Label("just text")])
    menu.place(pygame.Rect(0, 0, 100, 100))
    assert menu.focus_index is None
    assert menu.handle_event(key(pygame.K_DOWN)) is True
    assert menu.handle_event(key(pygame.K_RETURN)) is False


# -- Choice / Toggle


def test_choice_cycles_and_wraps() -> None:
    c = Choice("Size", [(1, "one"), (2, "two")], 2, RECT)
    assert c.value == 2 and c.value_text == "two"
    c.activate()
    assert c.value == 1


def test_choice_click_on_left_arrow_goes_back_elsewhere_forward() -> None:
    c = Choice("Size", [(1, "one"), (2, "two"), (3, "three")], 2, pygame.Rect(0, 0, 400, 40))
    vr = c._value_rect()
    click(c, (vr.x + 3, vr.centery))
    assert c.value == 1
    click(c, (vr.right - 3, vr.centery))
    assert c.value == 2
    click(c, (vr.centerx, vr.centery), button=3)
    assert c.value == 1


def test_choice_unknown_value_rejected() -> None:
    c = Choice("Size", [(1, "one")])
    with pytest.raises(ValueError):
        c.set_value(5)
    with pytest.raises(ValueError):
        Choice("Empty", [])


def test_toggle_flips() -> None:
    seen: list[object] = []
    t = Toggle("Sound", True, RECT, on_change=seen.append)
    t.focused = True
    t.handle_event(key(pygame.K_SPACE))
    assert t.value is False and seen == [False]
    t.draw(pygame.Surface((400, 300)))


# -- TextInput


def test_text_input_types_when_focused_only() -> None:
    field = TextInput("", RECT)
    assert field.handle_event(text("x")) is False
    click(field, RECT.center)
    assert field.focused
    for ch in "Alice":
        field.handle_event(text(ch))
    assert field.text == "Alice"


def test_text_input_editing_keys() -> None:
    changes: list[str] = []
    field = TextInput("abc", RECT, on_change=changes.append)
    field.focused = True
    field.handle_event(key(pygame.K_BACKSPACE))
    assert field.text == "ab"
    field.handle_event(key(pygame.K_HOME))
    field.handle_event(key(pygame.K_DELETE))
    assert field.text == "b"
    field.handle_event(text("X"))
    assert field.text == "Xb"
    field.handle_event(key(pygame.K_END))
    field.handle_event(key(pygame.K_LEFT))
    field.handle_event(text("-"))
    assert field.text == "X-b"
    assert changes == ["ab", "b", "Xb", "X-b"]


def test_ctrl_a_selects_the_text_and_typing_replaces_it() -> None:
    """Found typing a name under Xvfb: a player clicks a field holding "Player 1", presses
    Ctrl+A and types their name, and expects the name alone, as in any text field."""
    changes: list[str] = []
    field = TextInput("Player 1", RECT, on_change=changes.append)
    click(field, RECT.center)
    field.handle_event(key(pygame.K_a, pygame.KMOD_CTRL))
    assert field.all_selected
    field.draw(pygame.Surface((400, 300)))
    for ch in "Ella":
        field.handle_event(text(ch))
    assert field.text == "Ella" and not field.all_selected
    field.handle_event(key(pygame.K_a, pygame.KMOD_CTRL))
    field.handle_event(key(pygame.K_BACKSPACE))
    assert field.text == "" and changes[-1] == ""


def test_without_ctrl_a_typing_goes_where_the_cursor_is() -> None:
    field = TextInput("Bo", RECT)
    field.focused = True
    field.handle_event(key(pygame.K_a))  # a plain "a" arrives as TEXTINPUT; its KEYDOWN selects nothing
    assert not field.all_selected
    field.handle_event(key(pygame.K_a, pygame.KMOD_CTRL))
    field.handle_event(key(pygame.K_END))  # a cursor move unselects
    field.handle_event(text("b"))
    assert field.text == "Bob"


def test_text_input_limits_length_and_characters() -> None:
    seed = TextInput("", RECT, max_length=4, allowed=str.isdigit)
    seed.focused = True
    seed.handle_event(text("12a345"))
    assert seed.text == "1234"


def test_text_input_submit_and_pass_through() -> None:
    got: list[str] = []
    field = TextInput("Bob", RECT, on_submit=got.append)
    field.focused = True
    assert field.handle_event(key(pygame.K_RETURN)) is True
    assert got == ["Bob"]
    # Menu navigation and Esc must still reach the container.
    assert field.handle_event(key(pygame.K_DOWN)) is False
    assert field.handle_event(key(pygame.K_ESCAPE)) is False
    # A printable key's KEYDOWN is swallowed so Space doesn't press a button too.
    assert field.handle_event(key(pygame.K_SPACE)) is True


def test_text_input_click_outside_unfocuses() -> None:
    field = TextInput("x", RECT)
    field.focused = True
    field.handle_event(click_down((5, 5)))
    assert not field.focused


def test_text_input_in_menu_gets_keys_first() -> None:
    field = TextInput("", label="Name")
    ok = Counter()
    menu = Menu([field, Button("OK", ok)])
    menu.place(pygame.Rect(0, 0, 400, 100))
    assert menu.focused_item is field and field.focused
    menu.handle_event(text("A"))
    menu.handle_event(key(pygame.K_SPACE))
    menu.handle_event(text(" "))
    menu.handle_event(key(pygame.K_LEFT))
    assert field.text == "A " and field.cursor == 1
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focused_item is not field and not field.focused
    menu.handle_event(key(pygame.K_RETURN))
    assert ok.n == 1


def test_text_input_draws_long_text_and_placeholder() -> None:
    surf = pygame.Surface((400, 300))
    field = TextInput("", RECT, label="Seed", placeholder="random")
    field.draw(surf)
    field.set_text("x" * 30)
    field.focused = True
    field.draw(surf)


# -- Toast


def test_toast_fades_and_expires() -> None:
    t = Toaster()
    toast = t.show("Frost Mage cannot reach (3,5): path blocked", "error", duration=2.0)
    t.update(0.5)
    assert toast.alpha == 255
    t.update(1.3)
    assert 0 < toast.alpha < 255
    t.update(0.3)
    assert t.toasts == []


def test_toaster_limits_and_merges_repeats() -> None:
    t = Toaster(limit=2)
    t.show("a")
    t.show("b")
    t.show("b")
    assert [x.text for x in t.toasts] == ["a", "b"]
    t.show("c")
    assert [x.text for x in t.toasts] == ["b", "c"]
    t.update(0.2)
    t.draw(pygame.Surface((1024, 640)), Button("x").layout)


# -- ScrollList


def test_scroll_list_wheel_scrolls_when_hovered() -> None:
    lst = ScrollList([f"line {i}" for i in range(100)], pygame.Rect(0, 0, 300, 200))
    assert lst.max_scroll > 0
    lst.handle_event(wheel(-1))
    assert lst.scroll == 0  # not hovered
    lst.handle_event(motion((50, 50)))
    lst.handle_event(wheel(-2))
    assert lst.scroll > 0
    lst.handle_event(wheel(1000))
    assert lst.scroll == 0


def test_scroll_list_follow_tail_keeps_newest_visible() -> None:
    lst = ScrollList([], pygame.Rect(0, 0, 300, 100), wrap=True, follow_tail=True)
    for i in range(40):
        lst.append(f"Turn {i}: a fairly long log line that will need to wrap in a narrow panel")
    assert lst.scroll == lst.max_scroll > 0


def test_scroll_list_select_by_click_keys_and_double_click() -> None:
    picked: list[int] = []
    opened: list[int] = []
    lst = ScrollList(
        [f"save {i}" for i in range(30)],
        pygame.Rect(0, 0, 300, 200),
        selectable=True,
        on_select=picked.append,
        on_activate=opened.append,
    )
    row1 = lst._row_rects()[1][1]
    click(lst, row1.center)
    assert lst.selected == 1
    click(lst, row1.center)  # second click soon after: open it
    assert opened == [1]
    lst.focused = True
    lst.handle_event(key(pygame.K_DOWN))
    lst.handle_event(key(pygame.K_END))
    assert lst.selected == 29
    assert lst.scroll == lst.max_scroll
    lst.handle_event(key(pygame.K_RETURN))
    assert opened == [1, 29]
    assert picked[:2] == [1, 1]


def test_scroll_list_slow_second_click_is_not_a_double_click() -> None:
    opened: list[int] = []
    lst = ScrollList(
        ["a", "b"], pygame.Rect(0, 0, 300, 200), selectable=True, on_activate=opened.append
    )
    r = lst._row_rects()[0][1]
    click(lst, r.center)
    lst.update(1.0)
    click(lst, r.center)
    assert opened == []


def test_scroll_list_shrinking_items_keeps_selection_valid() -> None:
    lst = ScrollList(["a", "b", "c"], pygame.Rect(0, 0, 300, 200), selectable=True)
    lst.select(2)
    lst.set_items(["a"])
    assert lst.selected == 0
    lst.set_items([])
    assert lst.selected is None


def test_scroll_list_draws_coloured_rows_and_empty_text() -> None:
    surf = pygame.Surface((400, 300))
    ScrollList([], pygame.Rect(0, 0, 300, 200), empty_text="No saves").draw(surf)
    lst = ScrollList(
        [("red", (255, 0, 0)), "plain"] * 20, pygame.Rect(0, 0, 300, 200), selectable=True
    )
    lst.select(3)
    lst.draw(surf)
