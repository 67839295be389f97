"""One card in every look the game draws it in: as a battlefield tile, as a hand card and zoomed.

For modders (`summoner-wars screenshot --scene zoom --card FACTION/CARD`): how their card reads
at the sizes a battle of this window size uses, without writing a line of Python.
"""

from __future__ import annotations

import pygame

from game.core.cards import CardDef
from game.i18n import _
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.battle.geometry import BattleGeometry
from game.ui.card_render import render_card, render_card_zoom
from game.ui.scenes.base import Scene
from game.ui.text import draw_text


class CardViewScene(Scene):
    def __init__(self, defn: CardDef, *, tint: int = 0) -> None:
        super().__init__()
        self.defn = defn
        self.tint = theme.player_tint(tint)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        geo = BattleGeometry.for_layout(lay)
        m = lay.px(16)
        title = fonts.font_for(lay, "heading", fonts.BOLD)
        label = fonts.font_for(lay, "body")
        draw_text(surface, f"{self.defn.name}  ({self.defn.id})", title, theme.TEXT, (m, m))
        top = m + title.get_linesize() + m
        x = m
        for caption, size in ((_("On the battlefield"), (geo.cell - 4, geo.cell - 4)),
                              (_("In the hand"), geo.hand_card)):
            draw_text(surface, caption, label, theme.TEXT_DIM, (x, top))
            card = render_card(self.defn, size, controller_tint=self.tint)
            surface.blit(card, (x, top + label.get_linesize() + lay.px(4)))
            x += max(card.get_width(), label.size(caption)[0]) + 2 * m
        draw_text(surface, _("Zoomed (hover or right-click)"), label, theme.TEXT_DIM, (x, top))
        zoom_w = min(lay.width - x - m, lay.px(300))
        zoom = render_card_zoom(self.defn, zoom_w, controller_tint=self.tint)
        surface.blit(zoom, (x, top + label.get_linesize() + lay.px(4)))
