"""Where each part of the battle screen goes, for a window size.

The board takes the full height (8 square cells); a column on its left holds both players'
panels (magic, piles, active events), a column on its right holds the log, the action panel
and the hand. Designed at 1024x640 and scaled like everything else (`Layout.px`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core.geometry import BOARD_COLUMNS, ROWS
from game.ui.layout import Layout

MIN_ZOOM_WIDTH = 200  # the narrowest zoom (`render_card_zoom`'s own floor)


@dataclass(frozen=True)
class BattleGeometry:
    layout: Layout
    top_bar: pygame.Rect
    board: pygame.Rect
    cell: int
    left: pygame.Rect  # both player panels
    opponent_panel: pygame.Rect
    status: pygame.Rect  # between the two panels: whose turn, what to do next
    own_panel: pygame.Rect
    right: pygame.Rect
    log: pygame.Rect
    actions: pygame.Rect
    hand: pygame.Rect
    hand_card: tuple[int, int]
    pile_card: tuple[int, int]
    # 3-4 players: a panel in each corner of the screen, beside its player's quarter of the
    # battlefield (top left, bottom left, top right, bottom right); empty for 2 players.
    corners: tuple[pygame.Rect, ...] = ()

    @property
    def panels(self) -> tuple[pygame.Rect, ...]:
        """Every player panel's rect."""
        return self.corners or (self.opponent_panel, self.own_panel)

    @classmethod
    def for_layout(cls, lay: Layout, columns: int = BOARD_COLUMNS, players: int = 2) -> BattleGeometry:
        if players > 2:
            return cls.for_teams(lay, columns)
        m = lay.px(10)
        top_h = max(lay.px(40), lay.button_height - lay.px(2))
        top_bar = pygame.Rect(m, m, lay.width - 2 * m, top_h)
        y0 = top_bar.bottom + m
        left_w = max(lay.px(200), 190)
        cell = (lay.height - y0 - m) // ROWS
        # The right column needs room for a readable hand; shrink the board if the window is
        # narrow rather than squeeze the hand.
        min_right = lay.px(330)
        max_cell = (lay.width - 4 * m - left_w - min_right) // columns
        cell = max(24, min(cell, max_cell))
        board_w, board_h = cell * columns, cell * ROWS
        left = pygame.Rect(m, y0, left_w, lay.height - y0 - m)
        board = pygame.Rect(left.right + m, y0 + (left.height - board_h) // 2, board_w, board_h)
        right = pygame.Rect(board.right + m, y0, lay.width - board.right - 2 * m, left.height)

        pile_w = lay.px(44)
        pile_card = (pile_w, int(round(pile_w * 88 / 63)))
        # The status box between the panels says whose phase it is and what to do next.
        panel_h = min(lay.px(230), (left.height - lay.px(100)) // 2)
        opponent_panel = pygame.Rect(left.x, left.y, left.width, panel_h)
        own_panel = pygame.Rect(left.x, left.bottom - panel_h, left.width, panel_h)
        status = pygame.Rect(
            left.x, opponent_panel.bottom + m, left.width, own_panel.top - opponent_panel.bottom - 2 * m
        )

        # The hand takes the lower 45% of the column: five cards in two rows (or one, on a
        # wide window) never overlap and are big enough to name themselves. The action panel
        # only holds what the selected card offers and questions; the hint on what to do next
        # is a line under the phase in the status box.
        hand_w = lay.px(120)
        hand_card = (hand_w, int(round(hand_w * 88 / 63)))
        hand_h = int(right.height * 0.45)
        hand = pygame.Rect(right.x, right.bottom - hand_h, right.width, hand_h)
        log_h = int((right.height - hand_h - m) * 0.4)
        log = pygame.Rect(right.x, right.y, right.width, log_h)
        actions = pygame.Rect(right.x, log.bottom + m, right.width, hand.top - log.bottom - 2 * m)
        return cls(
            lay, top_bar, board, cell, left, opponent_panel, status, own_panel, right, log,
            actions, hand, hand_card, pile_card,
        )

    def zoom_candidates(
        self, size_at: Callable[[int], tuple[int, int]], width: int, pointer: tuple[int, int]
    ) -> list[pygame.Rect]:
        """Every place a card's zoom may go (see `game.ui.battle.zoom_place`), the side of the
        window away from `pointer` first: each side column (the zoom as wide as the column, at
        least `MIN_ZOOM_WIDTH`), then each side of the board (`width` wide), at every height
        from under the top bar to the bottom margin. `size_at(w)` is the zoom's size when drawn
        `w` wide; a zoom taller than the window is cut at its foot."""
        top = self.left.y
        bottom = self.layout.height - self.top_bar.y
        step = max(8, self.cell // 3)
        far_left = pointer[0] >= self.board.centerx
        columns = [(self.left, "left"), (self.right, "right")]
        boards = [(self.board, "left"), (self.board, "right")]
        if not far_left:
            columns.reverse()
            boards.reverse()
        out: list[pygame.Rect] = []
        for area, side, wide in [(a, sd, False) for a, sd in columns] + [(a, sd, True) for a, sd in boards]:
            w = min(width, area.width) if not wide else min(width, self.board.width)
            w = max(w, MIN_ZOOM_WIDTH)
            h = min(size_at(w)[1], bottom - top)
            r = pygame.Rect(0, 0, w, h)
            if side == "left":
                r.left = area.left
            else:
                r.right = area.right
            ys = list(range(top, bottom - h + 1, step)) + [bottom - h]
            level = min(max(top, pointer[1] - h // 2), bottom - h)
            for y in [level, *ys]:
                out.append(r.move(0, y - r.y))
        return out

    def zoom_spare(self) -> list[tuple[pygame.Rect, float]]:
        """What a zoom had better not cover, with how much each counts per pixel covered: the
        log and the hint most, then the board, the action panel, the players' panels, the
        hand (the player looks at the card zoomed, not at the rest of the hand)."""
        out: list[tuple[pygame.Rect, float]] = [(self.log, 25.0), (self.status, 25.0), (self.board, 2.0),
                                                (self.actions, 1.5), (self.hand, 1.0)]
        out += [(p, 1.0) for p in self.panels]
        return out

    @classmethod
    def for_teams(cls, lay: Layout, columns: int = 2 * BOARD_COLUMNS) -> BattleGeometry:
        """3-4 players: the wide battlefield in the middle with the viewer's hand under it; the
        left column holds the panels of the two players on the left board's quarters with the
        status box between them, the right column the other two with the log and the action
        panel between them."""
        m = lay.px(10)
        top_h = max(lay.px(40), lay.button_height - lay.px(2))
        top_bar = pygame.Rect(m, m, lay.width - 2 * m, top_h)
        y0 = top_bar.bottom + m
        side_w = max(lay.px(190), 200)
        avail_h = lay.height - y0 - m
        hand_min = max(lay.px(130), 150)
        cell = min((lay.width - 4 * m - 2 * side_w) // columns, (avail_h - hand_min - m) // ROWS)
        cell = max(24, cell)
        board_w, board_h = cell * columns, cell * ROWS
        # Any width left over goes to the side columns.
        side_w = (lay.width - 4 * m - board_w) // 2
        left = pygame.Rect(m, y0, side_w, avail_h)
        board = pygame.Rect(left.right + m, y0, board_w, board_h)
        right = pygame.Rect(board.right + m, y0, lay.width - board.right - 2 * m, avail_h)
        hand = pygame.Rect(board.x, board.bottom + m, board_w, left.bottom - board.bottom - m)
        pile_w = lay.px(34)
        pile_card = (pile_w, int(round(pile_w * 88 / 63)))
        panel_h = min(lay.px(165), (avail_h - lay.px(90)) // 2)
        top_left = pygame.Rect(left.x, left.y, left.width, panel_h)
        bottom_left = pygame.Rect(left.x, left.bottom - panel_h, left.width, panel_h)
        top_right = pygame.Rect(right.x, right.y, right.width, panel_h)
        bottom_right = pygame.Rect(right.x, right.bottom - panel_h, right.width, panel_h)
        # Left, between the panels: the status box over the log; right: the action panel (a
        # question with cards to choose from needs the height).
        middle = pygame.Rect(left.x, top_left.bottom + m, left.width,
                             bottom_left.top - top_left.bottom - 2 * m)
        status_h = max(lay.px(80), int(middle.height * 0.42))
        status = pygame.Rect(middle.x, middle.y, middle.width, status_h)
        log = pygame.Rect(middle.x, status.bottom + m, middle.width, middle.bottom - status.bottom - m)
        actions = pygame.Rect(right.x, top_right.bottom + m, right.width,
                              bottom_right.top - top_right.bottom - 2 * m)
        hand_w = lay.px(110)
        hand_card = (hand_w, int(round(hand_w * 88 / 63)))
        return cls(
            lay, top_bar, board, cell, left, top_left, status, bottom_left, right, log,
            actions, hand, hand_card, pile_card, (top_left, bottom_left, top_right, bottom_right),
        )
