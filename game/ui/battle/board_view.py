"""The battlefield: 6 x 8 square cells, drawn from the viewer's side (their back row at the
bottom), each side tinted with its player's colour, the cards on it, and the lit spaces.

Screen geometry lives here (`cell_rect`, `pos_at`); the picture of the empty board is cached
per size and viewer, cards come from `render_card`'s cache, and highlight washes are cached
per colour, so a frame is a few dozen blits.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import lru_cache

import pygame

from game.core.geometry import BOARD_COLUMNS, ROWS, TWO_PLAYERS, Geometry, Pos
from game.core.state import Card, GameState
from game.core.stats import life_left, strength
from game.core.text import COLUMN_LETTERS
from game.i18n import _
from game.ui import fonts, theme
from game.ui.card_render import render_card

# Targets are magenta, not the theme's red: red is also the second player's tint, and a lit
# enemy must not look like any other red-framed card.
TARGET = (246, 96, 232)

# One of your own cards that may be attacked: amber, and striped, so it never reads as an enemy.
OWN_TARGET = (255, 168, 40)

# 1E Vine Walls: a leafy green, apart from both player tints and the highlight colours.
VINE = (92, 196, 72)
VINE_DARK = (28, 74, 30)

HIGHLIGHT_COLOURS = {
    "legal": theme.HIGHLIGHT_LEGAL,
    "target": TARGET,
    "own_target": OWN_TARGET,
    "selected": (255, 226, 90),
    "hover": theme.HIGHLIGHT_HOVER,
    "source": theme.TEXT_DIM,
}


class BoardView:
    def __init__(self) -> None:
        self.geo: Geometry = TWO_PLAYERS
        self.rect = pygame.Rect(0, 0, self.geo.columns * 60, ROWS * 60)
        self.cell = 60
        self.viewer = 0

    def place(self, rect: pygame.Rect, cell: int, viewer: int, geo: Geometry = TWO_PLAYERS) -> None:
        """Where the battlefield is drawn, and for whom: the viewer's side is at the bottom."""
        self.rect = pygame.Rect(rect)
        self.cell = cell
        self.viewer = viewer
        self.geo = geo

    @property
    def _flipped(self) -> bool:
        return self.geo.facing[self.viewer] == 1

    # -- geometry
    def screen_cell(self, pos: Pos) -> tuple[int, int]:
        """(screen column, screen row) of board position `pos` for the current viewer."""
        c, r = pos
        if not self._flipped:
            return c, ROWS - 1 - r
        return self.geo.columns - 1 - c, r

    def cell_rect(self, pos: Pos) -> pygame.Rect:
        sc, sr = self.screen_cell(pos)
        return pygame.Rect(
            self.rect.x + sc * self.cell, self.rect.y + sr * self.cell, self.cell, self.cell
        )

    def card_rect(self, pos: Pos) -> pygame.Rect:
        m = max(2, self.cell // 24)
        return self.cell_rect(pos).inflate(-2 * m, -2 * m)

    def pos_at(self, point: tuple[int, int]) -> Pos | None:
        if not self.rect.collidepoint(point):
            return None
        sc = (point[0] - self.rect.x) // self.cell
        sr = (point[1] - self.rect.y) // self.cell
        if not self._flipped:
            return (sc, ROWS - 1 - sr)
        return (self.geo.columns - 1 - sc, sr)

    def ghost_rect(self, size: tuple[int, int], point: tuple[int, int]) -> pygame.Rect:
        """Where the picture of a dragged card goes for the pointer at `point`: over the
        battlefield, just above the space under the pointer (below it on the top row), so the
        lit space the card would go to stays in sight; elsewhere, centred on the pointer."""
        r = pygame.Rect((0, 0), size)
        pos = self.pos_at(point)
        if pos is None:
            r.center = point
            return r
        cell = self.cell_rect(pos)
        gap = max(2, self.cell // 20)
        r.midbottom = (point[0], cell.top - gap)
        if r.top < self.rect.top:
            r.midtop = (point[0], cell.bottom + gap)
        return r

    # -- drawing
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(_board_picture(self.rect.size, self.cell, self.viewer, self.geo), self.rect.topleft)
        if self.geo.wrap:
            # Just outside the far edges, pointing out: the columns go on round to the other
            # edge (3-4 players).
            for row in range(ROWS):
                y = self.rect.y + row * self.cell + self.cell // 2
                draw_wrap_arrow(surface, (self.rect.left - 2, y), self.cell, left=True)
                draw_wrap_arrow(surface, (self.rect.right + 1, y), self.cell, left=False)

    def draw_cards(
        self,
        surface: pygame.Surface,
        state: GameState,
        stats: Mapping[int, tuple[int, int]],
        hidden: Collection[int] = (),
        fading: Mapping[int, int] | None = None,
    ) -> None:
        """Every card on the battlefield except `hidden` ones (an animation draws those);
        `fading` maps uid -> alpha for cards on their way out. A 1E Vine Wall alone on its space
        is drawn as its card in a green frame; under a unit, as the green frame round the space with
        a badge of its life left, so both cards on the space can be seen."""
        vines = state.vines
        shared = {pos: uid for pos, uid in vines.items() if pos in state.board and uid not in hidden}
        for pos, uid in vines.items():
            if pos not in shared and uid not in hidden:
                self._blit_card(surface, state.cards[uid], pos, stats, fading)
                # thin, in the margin round the card: its owner's tint stays in sight
                surface.blit(_vine_frame(self.cell, thin=True), self.cell_rect(pos).topleft)
        for pos, uid in state.board.items():
            if uid in hidden:
                continue
            self._blit_card(surface, state.cards[uid], pos, stats, fading)
        for pos, uid in shared.items():
            surface.blit(_vine_frame(self.cell), self.cell_rect(pos).topleft)
            life, _ = stats.get(uid, (None, None))
            if life is None:
                life = state.cards[uid].defn.life - state.cards[uid].damage
            self.draw_vine_badge(surface, pos, life)

    def _blit_card(self, surface: pygame.Surface, card: Card, pos: Pos,
                   stats: Mapping[int, tuple[int, int]], fading: Mapping[int, int] | None) -> None:
        img = self.card_surface(card, stats)
        if fading and card.uid in fading:
            img = img.copy()
            img.set_alpha(fading[card.uid])
        surface.blit(img, self.card_rect(pos).topleft)

    def vine_badge_rect(self, pos: Pos) -> pygame.Rect:
        """Where the badge of a Vine Wall under a unit sits: over the middle of the unit's picture,
        clear of its name, cost, strength and life."""
        cell = self.cell_rect(pos)
        h = max(12, self.cell // 5)
        w = min(cell.width - 8, h * 3)
        r = pygame.Rect(0, 0, w, h)
        r.center = (cell.centerx, cell.centery + self.cell // 12)
        return r

    def draw_vine_badge(self, surface: pygame.Surface, pos: Pos, life: int) -> None:
        """A green tag "Vine N" (N: life left) on a unit standing on a Vine Wall."""
        r = self.vine_badge_rect(pos)
        pygame.draw.rect(surface, VINE_DARK, r, border_radius=r.height // 3)
        pygame.draw.rect(surface, VINE, r, max(1, r.height // 8), border_radius=r.height // 3)
        font = fonts.get_font(fonts.CONDENSED_BOLD, max(8, int(r.height * 0.72)))
        label = font.render(_("Vine {n}", n=life), True, (236, 255, 226))
        surface.blit(label, label.get_rect(center=r.center))

    def card_surface(
        self, card: Card, stats: Mapping[int, tuple[int, int]], size: tuple[int, int] | None = None
    ) -> pygame.Surface:
        life, power = stats.get(card.uid, (None, None))
        if size is None:
            size = self.card_rect((0, 0)).size
        return render_card(
            card.defn,
            size,
            damage=card.damage,
            boost=card.boost,
            controller_tint=theme.player_tint(card.controller),
            under_count=len(card.under),
            life_override=life,
            strength_override=power if card.defn.is_unit else None,
        )

    def draw_highlights(self, surface: pygame.Surface, spaces: Mapping[Pos, str]) -> None:
        for pos, kind in spaces.items():
            colour = HIGHLIGHT_COLOURS.get(kind, theme.HIGHLIGHT_HOVER)
            surface.blit(_wash(self.cell, colour), self.cell_rect(pos).topleft)

    def draw_ring(self, surface: pygame.Surface, pos: Pos, kind: str) -> None:
        """"selected": a thick bright ring; "source" (can act now): a thin, quiet one, so the
        selected card stands out among the many that could act."""
        colour = HIGHLIGHT_COLOURS.get(kind, theme.HIGHLIGHT_HOVER)
        thin = kind == "source"
        surface.blit(_ring(self.cell, colour, thin), self.cell_rect(pos).topleft)

    def draw_targets(self, surface: pygame.Surface, spaces: Collection[Pos], pulse: float,
                     own: bool = False) -> None:
        """Cards that can be chosen: a wash, a ring and corner brackets that breathe. `own`: the
        player's own cards that may be attacked, striped amber instead."""
        img = _own_target(self.cell) if own else _target(self.cell, int(pulse * 4) % 4)
        for pos in spaces:
            surface.blit(img, self.cell_rect(pos).topleft)


def board_stats(state: GameState) -> dict[int, tuple[int, int]]:
    """(life left, strength) of every card on the battlefield, as the rules compute them now.

    Computed once per display state, not per frame: abilities can change either."""
    out: dict[int, tuple[int, int]] = {}
    for uid in (*state.board.values(), *state.vines.values()):
        c = state.cards[uid]
        try:
            out[uid] = (life_left(state, c), strength(state, c))
        except Exception:  # a half-written ability must not take the board down
            out[uid] = (c.defn.life - c.damage, c.defn.strength)
    return out


@lru_cache(maxsize=8)
def _board_picture(size: tuple[int, int], cell: int, viewer: int, geo: Geometry = TWO_PLAYERS) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    view = BoardView()
    view.place(pygame.Rect(0, 0, *size), cell, viewer, geo)
    coord = fonts.get_font(fonts.CONDENSED, max(9, cell // 6))
    for r in range(ROWS):
        side = 0 if r < ROWS // 2 else 1
        tint = theme.player_tint(side)
        for c in range(geo.columns):
            rect = view.cell_rect((c, r))
            light = (c + r) % 2 == 0
            base = theme.mix((26, 24, 30), tint, 0.16 if light else 0.11)
            pygame.draw.rect(surf, base, rect)
            pygame.draw.rect(surf, theme.mix(base, (0, 0, 0), 0.45), rect, 1)
            label = coord.render(f"{COLUMN_LETTERS[c]}{r + 1}", True, theme.mix(base, (255, 255, 255), 0.28))
            surf.blit(label, (rect.x + 3, rect.bottom - label.get_height() - 1))
    # The line between the two sides.
    mid_y = cell * (ROWS // 2)
    pygame.draw.line(surf, theme.PANEL_BORDER, (0, mid_y), (size[0], mid_y), max(2, cell // 30))
    pygame.draw.rect(surf, theme.PANEL_BORDER, surf.get_rect(), max(2, cell // 28))
    if geo.columns > BOARD_COLUMNS:
        # 3-4 players: the seam between the two battlefields, and arrows on the far edges
        # saying that the columns wrap (the leftmost column is next to the rightmost).
        for k in range(1, geo.columns // BOARD_COLUMNS):
            x = cell * BOARD_COLUMNS * k
            pygame.draw.line(surf, SEAM, (x, 0), (x, size[1]), max(3, cell // 14))
    return surf


# The seam between the two battlefields of a 3-4 player game, and its wrap-around arrows.
SEAM = (214, 190, 120)


def draw_wrap_arrow(surf: pygame.Surface, at: tuple[int, int], cell: int, *, left: bool) -> None:
    """A small arrow just outside a far edge of the wide battlefield (`at` on the edge),
    pointing out of it: moving on from there comes back in on the other far edge."""
    x, y = at
    w, h = max(5, cell // 9), max(8, cell // 4)
    tip = x - w if left else x + w
    base = x
    pts = [(tip, y), (base, y - h // 2), (base, y + h // 2)]
    pygame.draw.polygon(surf, SEAM, pts)
    pygame.draw.polygon(surf, (20, 16, 10), pts, 1)


@lru_cache(maxsize=16)
def _wash(cell: int, colour: tuple[int, int, int]) -> pygame.Surface:
    s = pygame.Surface((cell, cell), pygame.SRCALPHA)
    s.fill((*colour, 70))
    w = max(2, cell // 18)
    pygame.draw.rect(s, (*colour, 235), s.get_rect(), w, border_radius=max(2, cell // 14))
    return s


@lru_cache(maxsize=16)
@lru_cache(maxsize=8)
def _vine_frame(cell: int, thin: bool = False) -> pygame.Surface:
    """A thick green frame, with leaf-like notches, round a space whose Vine Wall lies under a
    unit; `thin`: only in the margin round a card (a Vine Wall alone on its space)."""
    img = pygame.Surface((cell, cell), pygame.SRCALPHA)
    if thin:
        w = max(2, cell // 24)
        pygame.draw.rect(img, VINE, img.get_rect(), w, border_radius=max(3, cell // 10))
        return img
    w = max(3, cell // 14)
    pygame.draw.rect(img, VINE_DARK, img.get_rect(), w + 2, border_radius=max(3, cell // 10))
    pygame.draw.rect(img, VINE, img.get_rect().inflate(-2, -2), w, border_radius=max(3, cell // 10))
    leaf = max(3, cell // 9)
    for i in range(1, 4):
        x = cell * i // 4
        for y in (w // 2, cell - 1 - w // 2):
            pygame.draw.circle(img, VINE, (x, y), leaf // 2 + 1)
        for xx in (w // 2, cell - 1 - w // 2):
            pygame.draw.circle(img, VINE, (xx, x), leaf // 2 + 1)
    return img


def _ring(cell: int, colour: tuple[int, int, int], thin: bool = False) -> pygame.Surface:
    s = pygame.Surface((cell, cell), pygame.SRCALPHA)
    if thin:
        pygame.draw.rect(s, (*colour, 150), s.get_rect().inflate(-2, -2), max(1, cell // 40),
                         border_radius=max(2, cell // 12))
        return s
    s.fill((*colour, 40))
    w = max(4, cell // 11)
    pygame.draw.rect(s, (*colour, 255), s.get_rect(), w, border_radius=max(2, cell // 12))
    pygame.draw.rect(s, (255, 255, 255, 200), s.get_rect().inflate(-2 * w, -2 * w), 1,
                     border_radius=max(2, cell // 14))
    return s


def coord_label(pos: Pos) -> str:
    return f"{COLUMN_LETTERS[pos[0]]}{pos[1] + 1}"



@lru_cache(maxsize=16)
@lru_cache(maxsize=8)
def _own_target(cell: int) -> pygame.Surface:
    s = pygame.Surface((cell, cell), pygame.SRCALPHA)
    w = max(3, cell // 16)
    step = max(6, cell // 6)
    for x in range(-cell, cell, step):  # diagonal stripes: no other highlight has them
        pygame.draw.line(s, (*OWN_TARGET, 70), (x, cell), (x + cell, 0), max(2, step // 3))
    pygame.draw.rect(s, (*OWN_TARGET, 255), s.get_rect(), w, border_radius=max(2, cell // 14))
    return s


def _target(cell: int, phase: int) -> pygame.Surface:
    s = pygame.Surface((cell, cell), pygame.SRCALPHA)
    s.fill((*TARGET, 46 + phase * 14))
    w = max(3, cell // 16)
    pygame.draw.rect(s, (*TARGET, 255), s.get_rect(), w, border_radius=max(2, cell // 14))
    arm = cell // 4
    inset = w + 1 + phase
    c = (255, 255, 255, 255)
    for x0, y0, dx, dy in (
        (inset, inset, 1, 1),
        (cell - inset - 1, inset, -1, 1),
        (inset, cell - inset - 1, 1, -1),
        (cell - inset - 1, cell - inset - 1, -1, -1),
    ):
        pygame.draw.line(s, c, (x0, y0), (x0 + dx * arm, y0), 2)
        pygame.draw.line(s, c, (x0, y0), (x0, y0 + dy * arm), 2)
    return s
