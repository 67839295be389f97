"""Warrior's rules in short, opened from the table's menu."""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.scenes.closable import ClosablePanel
from game.ui.text import draw_wrapped, wrapped_height

RULES = (
    N_("Goal: have the fewest casualties when any player reaches 60 on the Army Tracker."),
    N_("Your army is two rows: Warriors above, Captains below; each column is a Squadron. "
       "You never see a face-down Warrior; in the Blue Zone you may peek at your face-down "
       "Captains (hover over them)."),
    N_("Each round, Blue Zone players first turn one column face up (click it); in the Red Zone "
       "a column is turned up at random."),
    N_("On your turn, draw from the draw pile or the discard pile (click or drag it). Drop the "
       "card on any card of your army to swap it (the old card goes to the discard pile), or on "
       "the discard pile. A card taken from the discard pile must go into your army."),
    N_("Instead of drawing you may beat the war drums: everyone else has one final turn, then the "
       "battle. The drums beat by themselves when all your Warriors are face up."),
    N_("Battle: a column of two different numbers costs their sum; a pair costs nothing. A pair "
       "with a Reinforcement brings that many men back. A column with Protection costs nothing."),
    N_("Extra Skill: several pairs of one number (or one pair with an Extra Skill card) cost every "
       "other player that number for each pair. The Assassin paired with a 0 draws a card: every "
       "other army loses one man for each card of that number (or each Specialty Card)."),
    N_("From 35 casualties you are in the Red Zone: six cards, a random column face up, and no "
       "peeking at Captains."),
)


class WarriorHelpScene(ClosablePanel):
    def __init__(self) -> None:
        super().__init__(N_("How to play Warrior"))

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.width - lay.pad * 4, lay.px(760))
        font = fonts.font_for(lay, "body")
        inner = w - lay.pad * 2
        text_h = sum(wrapped_height(_(p), font, inner) + lay.px(8) for p in RULES)
        h = min(lay.height - lay.pad * 2, text_h + lay.button_height + lay.px(110))
        self.place_panel(w, h)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        font = fonts.font_for(lay, "body")
        y = self.body.y
        for p in RULES:
            room = pygame.Rect(self.body.x, y, self.body.width, max(0, self.body.bottom - y))
            if room.height <= 0:
                break
            y += draw_wrapped(surface, _(p), font, theme.TEXT, room) + lay.px(8)
