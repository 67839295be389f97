"""What a seat sees is built from its view: the pass screen shows no card at all, a computer's
turn at a hot-seat table shows the public table, a peek shows only one's own face-down Captain
in the Blue Zone, and the table drawn for a seat does not change when cards it may not know do."""

from __future__ import annotations

from dataclasses import replace

import pygame
from warrior_ui_support import SIZE, motion, table_stack

from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.warrior.table_view import Marks, draw_table
from game.warrior.core import commands as cmds
from game.warrior.core.rules import WARRIOR
from game.warrior.core.state import CAPTAINS, RED_ZONE, WARRIORS


def _pixels(stack: SceneStack) -> bytes:
    surf = pygame.Surface(SIZE)
    stack.draw(surf)
    return pygame.image.tobytes(surf, "RGB")


def _hidden_swapped(state):
    """The same table but every face-down card exchanged for another face-down card (and the
    draw pile reversed): what nobody may know differs, everything public is the same."""
    armies = list(state.armies)
    down = [(i, row, c) for i, a in enumerate(armies) for row in (WARRIORS, CAPTAINS)
            for c in range(a.columns) if not a.is_up(row, c)]
    cards = [armies[i].card(row, c) for i, row, c in down]
    cards = cards[1:] + cards[:1]
    for (i, row, c), card in zip(down, cards, strict=True):
        armies[i] = armies[i].placed(row, c, card, False)
    return replace(state, armies=tuple(armies), draw_pile=tuple(reversed(state.draw_pile)))


def _draw_for(state, seat):
    surf = pygame.Surface(SIZE)
    draw_table(surf, pygame.Rect(0, 0, *SIZE), Layout.for_size(SIZE), WARRIOR.view(state, seat), seat, Marks())
    return pygame.image.tobytes(surf, "RGB")


def test_the_pass_screen_draws_nothing_of_the_table():
    shots = []
    for seed in (1, 2):
        stack, scene = table_stack(("Ella", "Toby"), (None, None), seed=seed)
        stack.update(0.0)
        assert isinstance(stack.top, PassDeviceScene)  # two people: the device is passed first
        shots.append(_pixels(stack))
    assert shots[0] == shots[1]  # different deals, the same picture: no card shows


def test_the_pass_screen_tells_of_an_army_not_a_hand():
    stack, scene = table_stack(("Ella", "Toby"), (None, None), seed=1)
    stack.update(0.0)
    assert stack.top._button_text() == "I am Ella: show my army"
    assert "other players" in stack.top.advice


def test_a_computer_turn_at_a_hot_seat_table_shows_the_public_table():
    stack, scene = table_stack(("Ella", "Toby", "Cy"), ("easy", None, None), seed=3)
    stack.update(0.0)
    assert scene.thinking == 0 or scene.viewer() is None
    assert scene.viewer() is None
    a = _pixels(stack)
    real = scene.match.state
    scene.match.state = _hidden_swapped(real)  # the test's doing: what the table would show then
    b = _pixels(stack)
    scene.match.state = real
    assert a == b


def test_the_table_for_a_seat_does_not_show_what_it_may_not_know():
    stack, scene = table_stack(("Ella", "Toby", "Cy"), (None, "easy", "easy"), seed=3)
    s = scene.match.state
    other = _hidden_swapped(s)
    # Ella's own face-down Captains are hers to know: keep them, swap only the rest.
    armies = list(other.armies)
    armies[0] = s.armies[0]
    other = replace(other, armies=tuple(armies))
    # ... but all of Ella's Warriors face down swapped among themselves changes nothing either.
    assert _draw_for(s, 0) == _draw_for(replace(other), 0)
    assert _draw_for(s, None) == _draw_for(_hidden_swapped(s), None)


def test_a_peek_shows_ones_own_face_down_captain_in_the_blue_zone_only():
    stack, scene = table_stack(("Ella", "Toby"), (None, "easy"), seed=5)
    stack.update(0.0)
    tl = scene.table_layout()
    army = scene.shown_view().armies[0]
    col = next(c for c in range(army.columns) if not army.captains_up[c])
    stack.handle_event(motion(tl.slots[(0, CAPTAINS, col)].center))
    m = scene._marks(scene.shown_view(), scene.viewer())
    assert m.peek == (0, CAPTAINS, col)
    assert scene.shown_view().armies[0].captains[col] >= 0  # the view knows it: the peek shows it
    # Someone else's Captain, and one's own Warrior, are hidden in the view: nothing to peek at.
    v = scene.shown_view()
    assert all(c < 0 for c, up in zip(v.armies[1].captains, v.armies[1].captains_up, strict=True) if not up)
    assert all(c < 0 for c, up in zip(v.armies[0].warriors, v.armies[0].warriors_up, strict=True) if not up)
    # In the Red Zone the view hides one's own Captains too.
    red = replace(scene.match.state, zones=(RED_ZONE,) + scene.match.state.zones[1:])
    rv = WARRIOR.view(red, 0)
    assert all(c < 0 for c, up in zip(rv.armies[0].captains, rv.armies[0].captains_up, strict=True) if not up)


def test_the_log_names_a_drawn_card_only_to_the_one_who_drew_it():
    stack, scene = table_stack(("Ella", "Toby"), (None, None), seed=6)
    s = scene.match.state
    for seat in WARRIOR.acting_seats(s):
        scene.submit(cmds.TurnColumnFaceUp(seat, 0))
    seat = scene.match.state.turn_seat
    scene.submit(cmds.DrawFromDrawPile(seat))
    stack.update(0)
    from game.ui.warrior.words import event_line

    e = scene.seen[-1]
    names, deck = scene.names(), scene.match.state.deck
    mine = event_line(WARRIOR.event_seen_by(e, seat), names, deck)
    theirs = event_line(WARRIOR.event_seen_by(e, 1 - seat), names, deck)
    assert theirs == f"{names[seat]} draws from the draw pile"
    assert mine != theirs
