"""The hand strip: a few cards side by side, more overlapping (the hovered one on top), and a
crowded hand as a list of lines that each still name their card. Input hits the card drawn
where the pointer is."""

from __future__ import annotations

import pygame
import pytest
from battle_helpers import MouseDriver, move

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import legal_commands
from game.ui.battle.hand_view import MIN_VISIBLE, HandView
from game.ui.battle.session import BattleSession
from game.ui.card_render import ROW_ASPECT, render_card
from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from tests.factories import test_faction, test_setup

RECT = pygame.Rect(600, 400, 380, 200)
CARD = (100, 140)


def _hand() -> HandView:
    h = HandView()
    h.place(RECT, CARD, Layout.for_size((1024, 640)))
    return h


def _overlap_free(rects: list[pygame.Rect]) -> bool:
    return all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_few_cards_sit_side_by_side() -> None:
    h = _hand()
    slots = h.slots([1, 2, 3])
    assert not h.is_list(3)
    assert [r.size for _, r in slots] == [CARD] * 3
    assert _overlap_free([r for _, r in slots])
    assert all(RECT.contains(r) for _, r in slots)


def test_more_cards_overlap_but_each_shows_enough_of_itself() -> None:
    h = _hand()
    n = max(k for k in range(2, 20) if not h.is_list(k))
    assert n >= 4
    slots = h.slots(list(range(1, n + 1)))
    assert not _overlap_free([r for _, r in slots])
    steps = [b.x - a.x for (_, a), (_, b) in zip(slots, slots[1:], strict=False)]
    assert min(steps) >= CARD[0] * MIN_VISIBLE - 1
    # pressing where grab_point says picks that very card, even the covered ones
    uids = [u for u, _ in slots]
    for u in uids:
        assert h.card_at(h.grab_point(uids, u), uids) == u


def test_the_hovered_card_is_on_top_of_its_neighbour() -> None:
    """A raised (hovered) card is drawn over the card to its right, so the part it shows there
    belongs to it."""
    h = _hand()
    uids = [1, 2, 3, 4, 5]
    assert not h.is_list(len(uids))
    slots = dict(h.slots(uids))
    covered = (slots[3].right - 3, slots[3].centery)  # under card 4 when nothing is raised
    assert h.card_at(covered, uids) == 4
    assert h.card_at(covered, uids, raised={3}) == 3


def test_picked_cards_are_drawn_on_top_where_they_are_hit() -> None:
    """Magic phase: picked cards rise. They are drawn after their neighbours, and a press where a
    picked card overlaps the next one picks that picked card (the one the player sees)."""
    h = _hand()
    uids = [1, 2, 3, 4, 5]
    order = [u for u, _ in h.drawing_order(uids, {2, 4})]
    assert order == [1, 3, 5, 2, 4]
    slots = dict(h.slots(uids))
    overlap = (slots[2].right - 3, slots[2].centery)
    assert h.card_at(overlap, uids, raised={2, 4}) == 2
    assert h.card_at(overlap, uids) == 3


@pytest.mark.parametrize("n", [7, 10, 16])
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


def test_a_nine_card_hand_in_the_smallest_window_is_a_list_that_still_summons() -> None:
    """A nine-card starting hand (a ruleset option) in the smallest window: the hand is a list,
    and dragging a card from its line onto a lit space summons it."""
    pygame.font.init()
    g = Game.new(test_setup(2, starting_hand=9))
    p = g.state.turn.player
    stack = SceneStack((1024, 640))
    sc = BattleScene(g, BattleSession(pass_at_start=False))
    stack.push(sc)
    stack.update(0)
    hand = g.state.players[p].hand
    assert len(hand) == 9 and sc.hand.is_list(9)
    summon = next(c for c in legal_commands(g.state) if isinstance(c, cmds.Summon))
    at = sc.hand.grab_point(hand, summon.card)
    stack.handle_event(move(at))
    assert sc.hit_at(at).card == summon.card
    MouseDriver(stack).drag(at, sc.board.cell_rect(summon.to).center)
    assert g.log[-1].command == summon
