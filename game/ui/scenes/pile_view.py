"""Looking through a pile you may see (your own discard pile): a modal over the battle with every
card in it, the most recent first. Hover a card to read it large. Nothing here touches the game:
the scene is given the cards to show and only draws them.

Rulebook glossary, DISCARD PILE: "The number of cards in a player's discard pile is public
information, but the contents are private to that player." So the battle opens this for the
viewer's own pile only.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.cards import CardDef
from game.core.state import GameState
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.card_render import card_size_for_width, render_card, render_card_zoom
from game.ui.scenes.closable import ClosablePanel
from game.ui.text import draw_wrapped

# Card widths to try (pixels at the layout's scale), largest first; below the last the pile is
# shown as lines (the row look), in as many columns as fit.
CARD_WIDTHS = (120, 104, 90, 78, 68)
LINE_HEIGHT = 26
LINE_WIDTH = 200


class PileScene(ClosablePanel):
    close_keys = (pygame.K_ESCAPE, pygame.K_d)

    def __init__(self, title: str, cards: Sequence[CardDef], *, empty_text: str = N_("The pile is empty."),
                 close_keys: tuple[int, ...] | None = None) -> None:
        if close_keys is not None:
            self.close_keys = close_keys
        self.title = title
        self.cards = list(cards)
        super().__init__(_("{title} ({n})", title=_(title), n=len(self.cards)),
                         close_tooltip=N_("Back to the battle (Esc)"))
        self.empty_text = empty_text
        self.slots: list[pygame.Rect] = []
        self.hover: int | None = None
        self.mouse = (-1, -1)

    # ------------------------------------------------------------------ layout
    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.width - lay.pad * 4, lay.px(760))
        h = min(lay.height - lay.pad * 4, lay.px(520))
        body = self.place_panel(w, h)
        self.slots = self._arrange(len(self.cards), body)
        # Shrink the panel to what it holds (a pile of two needs no screenful).
        used = max((r.bottom for r in self.slots), default=body.y + fonts.font_for(lay, "body").get_linesize() * 2)
        spare = body.bottom - used
        if spare > 0:
            self.slots = self._arrange(len(self.cards), self.place_panel(w, h - spare))
        self.hover = self._card_at(self.mouse)

    def _arrange(self, n: int, area: pygame.Rect) -> list[pygame.Rect]:
        """The largest card size at which all `n` cards fit in `area` side by side in rows; else
        lines in columns (each at least LINE_WIDTH wide)."""
        lay = self.layout
        gap = lay.gap
        for width in CARD_WIDTHS:
            cw, ch = card_size_for_width(lay.px(width))
            cols = max(1, (area.width + gap) // (cw + gap))
            rows = -(-n // cols) if n else 0
            if rows * (ch + gap) - gap <= area.height:
                return [pygame.Rect(area.x + (i % cols) * (cw + gap), area.y + (i // cols) * (ch + gap), cw, ch)
                        for i in range(n)]
        line_h = lay.px(LINE_HEIGHT)
        per_col = max(1, (area.height + 2) // (line_h + 2))
        cols = max(1, min(-(-n // per_col), (area.width + gap) // (lay.px(LINE_WIDTH) + gap)))
        per_col = -(-n // cols)
        line_h = min(line_h, (area.height + 2) // per_col - 2)
        col_w = (area.width - gap * (cols - 1)) // cols
        return [pygame.Rect(area.x + (i // per_col) * (col_w + gap), area.y + (i % per_col) * (line_h + 2), col_w, line_h)
                for i in range(n)]

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.slots):
            if r.collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self._card_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel.rect.collidepoint(event.pos):
            self.close()  # a click outside the panel closes it, like Esc
            return True
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        super().draw(surface)
        if not self.cards:
            draw_wrapped(surface, _(self.empty_text), fonts.font_for(lay, "body"), theme.TEXT_DIM, self.body)
            return
        for i, (defn, r) in enumerate(zip(self.cards, self.slots, strict=True)):
            surface.blit(render_card(defn, r.size, highlight="hover" if i == self.hover else None), r.topleft)
        if self.hover is not None:
            self._draw_zoom(surface, self.cards[self.hover], self.slots[self.hover])

    def _draw_zoom(self, surface: pygame.Surface, defn: CardDef, at: pygame.Rect) -> None:
        lay = self.layout
        img = render_card_zoom(defn, max(220, lay.px(250)))
        r = img.get_rect()
        # Beside the card, on the side with more room, so the card read stays in view.
        if at.centerx > lay.width // 2:
            r.right = at.left - lay.gap
        else:
            r.left = at.right + lay.gap
        r.centery = at.centery
        r.clamp_ip(lay.rect)
        surface.blit(img, r)


def discard_pile_scene(state: GameState, player: int, empty_text: str) -> PileScene:
    """`player`'s discard pile in `state`, most recent card first. The caller decides whether
    the one looking may see it."""
    p = state.players[player]
    return PileScene(_("{name}'s discard pile", name=p.name), [state.cards[u].defn for u in reversed(p.discard)],
                     empty_text=empty_text)


def magic_pile_scene(state: GameState, viewer: int) -> PileScene:
    """`viewer`'s own magic pile (1E), top card first, read-only: built from `view(state,
    viewer)`, where the opponent's pile is placeholders, so whatever calls this shows nothing
    the viewer may not see. (The order is the pile's: spending takes cards from the top.)"""
    from game.core.view import view

    seen = view(state, viewer)
    p = seen.players[viewer]
    cards = [seen.cards[u].defn for u in reversed(p.magic_pile) if u >= 0]
    return PileScene(N_("Your magic pile, top card first"), cards,
                     empty_text=N_("Your magic pile is empty. Cards you destroy go face down on it, and "
                                   "in Build Magic you may put cards from your hand on it."),
                     close_keys=(pygame.K_ESCAPE, pygame.K_m))
