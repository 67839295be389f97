"""The hand: cards side by side in one row, or in rows when that gives bigger cards, never
overlapping; a hand too crowded for cards that name themselves is a list of lines that each
still name their card. Input hits the card drawn where the pointer is."""

from __future__ import annotations

import pygame
import pytest
from battle_helpers import MouseDriver, move

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import legal_commands
from game.ui.battle.hand_view import MIN_CARD, HandView
from game.ui.battle.session import BattleSession
from game.ui.card_render import ROW_ASPECT, render_card
from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from tests.factories import test_faction, test_setup

RECT = pygame.Rect(600, 400, 380, 200)
CARD = (100, 140)


def _hand(rect: pygame.Rect = RECT) -> HandView:
    h = HandView()
    h.place(rect, CARD, Layout.for_size((1024, 640)))
    return h


def _overlap_free(rects: list[pygame.Rect]) -> bool:
    return all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_few_cards_sit_side_by_side() -> None:
    h = _hand()
    slots = h.slots([1, 2, 3])
    assert not h.is_list(3) and h.rows(3) == 1
    assert len({r.size for _, r in slots}) == 1
    assert len({r.y for _, r in slots}) == 1
    assert _overlap_free([r for _, r in slots])
    assert all(RECT.contains(r) for _, r in slots)


@pytest.mark.parametrize("n", [2, 4, 5, 6, 7])
def test_cards_never_overlap_and_keep_room_for_their_glow(n: int) -> None:
    """A tall hand: five or seven cards sit in rows, none covering another, none closer than
    the glow's reach to the hand's edge (the first card is not clipped), each big enough to
    name itself; a press on any card picks that card."""
    rect = pygame.Rect(600, 300, 380, 320)
    h = _hand(rect)
    uids = list(range(1, n + 1))
    assert not h.is_list(n)
    slots = h.slots(uids)
    rects = [r for _, r in slots]
    assert _overlap_free(rects)
    assert all(rect.inflate(-12, -6).contains(r) for r in rects)
    assert all(r.width >= MIN_CARD for r in rects)
    for u in uids:
        assert h.card_at(h.grab_point(uids, u), uids) == u
        assert h.slot_rect(uids, u) == dict(slots)[u]


def test_rows_are_chosen_for_the_biggest_cards() -> None:
    rect = pygame.Rect(600, 300, 380, 320)
    h = _hand(rect)
    one_row = (rect.width - 16) // 5
    w = h.slots([1, 2, 3, 4, 5])[0][1].width
    assert h.rows(5) == 2 and w > one_row


def test_the_hovered_card_rises_in_one_row_and_is_hit_there() -> None:
    h = _hand()
    uids = [1, 2, 3]
    slots = dict(h.slots(uids))
    above = (slots[2].centerx, slots[2].y - h.rise // 2)  # over card 2 once it has risen
    assert h.card_at(above, uids) is None
    assert h.card_at(above, uids, raised={2}) == 2


def test_picked_cards_are_drawn_last() -> None:
    """Magic phase: picked cards are drawn after the others, so their glow is never covered."""
    h = _hand()
    order = [u for u, _ in h.drawing_order([1, 2, 3, 4, 5], {2, 4})]
    assert order == [1, 3, 5, 2, 4]


@pytest.mark.parametrize("n", [12, 16])
def test_a_crowded_hand_is_a_list_of_lines(n: int) -> None:
    h = _hand()
    uids = list(range(1, n + 1))
    assert h.is_list(n)
    slots = h.slots(uids)
    rects = [r for _, r in slots]
    assert _overlap_free(rects) and all(RECT.contains(r) for r in rects)
    assert all(r.width >= ROW_ASPECT * r.height for r in rects), "each line gets the row look"
    for u, r in slots:
        assert h.card_at(r.center, uids) == u
        assert h.grab_point(uids, u) == r.center
        card = h.slot_rect(uids, u)  # animations fly a whole card from its line
        assert card.size == CARD and RECT.contains(card)
    # the row look renders at exactly the line's size
    defs, _ = test_faction()
    warrior = defs["test/warrior"]
    row = render_card(warrior, rects[0].size)
    assert row.get_size() == rects[0].size


@pytest.mark.parametrize("n", [9, 14])
def test_a_big_hand_in_the_smallest_window_still_summons(n: int) -> None:
    """A nine-card starting hand (a ruleset option) in the smallest window sits as cards in rows;
    a fourteen-card one is a list. Either way nothing overlaps and dragging a card from its place
    onto a lit space summons it."""
    pygame.font.init()
    g = Game.new(test_setup(2, starting_hand=n))
    p = g.state.turn.player
    stack = SceneStack((1024, 640))
    sc = BattleScene(g, BattleSession(pass_at_start=False))
    stack.push(sc)
    stack.update(0)
    hand = g.state.players[p].hand
    assert len(hand) == n and sc.hand.is_list(n) == (n > 9)
    assert _overlap_free([r for _, r in sc.hand.slots(hand)])
    summon = next(c for c in legal_commands(g.state) if isinstance(c, cmds.Summon))
    at = sc.hand.grab_point(hand, summon.card)
    stack.handle_event(move(at))
    assert sc.hit_at(at).card == summon.card
    MouseDriver(stack).drag(at, sc.board.cell_rect(summon.to).center)
    assert g.log[-1].command == summon
