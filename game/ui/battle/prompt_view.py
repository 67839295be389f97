"""A pending decision ("you may force…", "choose a target") in the action panel.

Card and space options on the battlefield light up on the board (the scene asks `Interaction`
for them); options elsewhere (a card in a discard pile) show here as cards to click; confirm
and choice prompts are buttons; Skip appears when the prompt is optional. Keys 1-9 pick an
option, Tab cycles the focus, Enter answers the focused one.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import commands as cmds
from game.core.state import BOARD, GameState, Prompt
from game.core.text import where
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.words import card_name
from game.ui.card_render import render_card
from game.ui.core_text import tr_core
from game.ui.layout import Layout
from game.ui.text import ELLIPSIS, ellipsize
from game.ui.widgets import Button

_NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 10)}


# Up to this many cards off the battlefield are offered as cards; more as named lines.
CARDS_UP_TO = 2


def option_label(state: GameState, prompt: Prompt, i: int) -> str:
    if i < len(prompt.labels) and prompt.labels[i]:
        return tr_core(prompt.labels[i])
    opt = prompt.options[i]
    if prompt.kind == "card" and isinstance(opt, int) and opt in state.cards:
        c = state.cards[opt]
        return f"{c.name} at {where(c.pos)}" if c.pos is not None else c.name
    if prompt.kind == "space" and isinstance(opt, tuple):
        return where(opt)
    if isinstance(opt, bool):
        return _("Yes") if opt else _("No")
    return str(opt).replace("_", " ").capitalize()


class PromptView:
    def __init__(self, submit: Callable[[cmds.Command], None]) -> None:
        self.submit = submit
        self.rect = pygame.Rect(0, 0, 300, 200)
        self.layout: Layout | None = None
        self.prompt: Prompt | None = None
        self.buttons: list[Button] = []
        self.card_options: list[tuple[int, int, pygame.Rect]] = []  # (index, uid, rect)
        self.focus = -1
        self._text_bottom = 0
        # Said under the question when Esc would take back the ability that asked it (the
        # battle scene knows whether it can: `BattleScene.can_back_out`).
        self.take_back = ""

    def place(self, rect: pygame.Rect, layout: Layout) -> None:
        self.rect = pygame.Rect(rect)
        self.layout = layout
        self.prompt = None  # rebuilt on the next `show`

    def show(self, state: GameState, prompt: Prompt | None) -> None:
        if prompt is self.prompt:
            return
        self.prompt = prompt
        self.buttons = []
        self.card_options = []
        self.focus = -1
        lay = self.layout
        if prompt is None or lay is None:
            return
        font = fonts.font_for(lay, "body", fonts.BOLD)
        qpx, lines = question_lines(lay, tr_core(prompt.text), self.rect.width - lay.px(16))
        y = self.rect.y + lay.px(28) + len(lines) * fonts.get_font(fonts.BOLD, qpx).get_linesize() + lay.px(6)
        self._text_bottom = y
        bh = max(lay.px(30), lay.font_px("button") + lay.px(12))
        gap = lay.px(6)
        x = self.rect.x + lay.px(8)
        w = self.rect.width - lay.px(16)
        if prompt.kind in ("card", "space"):
            y += fonts.font_for(lay, "small").get_linesize() * 2 + lay.px(4)  # room for the hint
            off_board = [
                (i, o)
                for i, o in enumerate(prompt.options)
                if prompt.kind == "card"
                and isinstance(o, int)
                and o in state.cards
                and state.cards[o].zone != BOARD
            ]
            if len(off_board) > CARDS_UP_TO:
                # Many cards (a discard pile's Undead): lines that name each one, in two columns
                # where they fit; hover still shows the whole card.
                cols = 2 if (w - gap) // 2 >= lay.px(150) else 1
                rows = -(-len(off_board) // cols)
                room = self.rect.bottom - y - (bh + gap if prompt.optional else 0) - gap
                lh = max(16, min(lay.px(28), (room + 2) // rows - 2))
                cw = (w - gap * (cols - 1)) // cols
                for k, (i, uid) in enumerate(off_board):
                    c, r = divmod(k, rows)
                    self.card_options.append((i, uid, pygame.Rect(x + c * (cw + gap), y + r * (lh + 2), cw, lh)))
                y += rows * (lh + 2) + gap
            elif off_board:
                cw = min(lay.px(64), (w - gap * (len(off_board) - 1)) // max(1, len(off_board)))
                ch = int(cw * 88 / 63)
                for k, (i, uid) in enumerate(off_board):
                    self.card_options.append((i, uid, pygame.Rect(x + k * (cw + gap), y, cw, ch)))
                y += ch + gap
        else:
            # Buttons shrink (not below a line of text) before they would leave the panel.
            count = len(prompt.options) + (1 if prompt.optional else 0)
            room = self.rect.bottom - y - gap
            bh = max(font.get_linesize() + lay.px(6), min(bh, (room - gap * (count - 1)) // max(1, count)))
            for i in range(len(prompt.options)):
                label = option_label(state, prompt, i)
                num = f"{i + 1}. " if len(prompt.options) > 1 else ""
                b = Button(num + label, lambda i=i: self._answer(i), role="body")
                b.place(pygame.Rect(x, y, w, bh), lay)
                self.buttons.append(b)
                y += bh + gap
        if prompt.optional:
            skip = Button(N_("Skip"), lambda: self._answer(None), role="body", tooltip=N_("Decline (Esc)"))
            skip.place(pygame.Rect(x, min(y, self.rect.bottom - bh - gap), lay.px(110), bh), lay)
            self.buttons.append(skip)

    def _answer(self, choice: int | None) -> None:
        p = self.prompt
        if p is not None:
            self.submit(cmds.Answer(p.player, choice))

    def card_option_at(self, point: tuple[int, int]) -> int | None:
        for _i, uid, r in self.card_options:
            if r.collidepoint(point):
                return uid
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        p = self.prompt
        if p is None:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, _uid, r in self.card_options:
                if r.collidepoint(event.pos):
                    self._answer(i)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in _NUMBER_KEYS and _NUMBER_KEYS[event.key] < len(p.options):
                self._answer(_NUMBER_KEYS[event.key])
                return True
            if event.key == pygame.K_ESCAPE and p.optional:
                self._answer(None)
                return True
            if event.key == pygame.K_TAB and self.buttons:
                self.focus = (self.focus + 1) % len(self.buttons)
                for k, b in enumerate(self.buttons):
                    b.focused = k == self.focus
                return True
        return any(b.handle_event(event) for b in list(self.buttons))

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface, state: GameState) -> None:
        p, lay = self.prompt, self.layout
        if p is None or lay is None:
            return
        pad = lay.px(8)
        who = state.players[p.player].name
        src = state.cards.get(p.source) if p.source is not None else None
        if src is not None and src.zone == BOARD and src.pos is not None:
            # which card asks, lit on the board too (two Warriors' Blaze Step ask alike)
            head_text = _("{player}, decide for {card} at {space}:", player=who, card=card_name(src.defn),
                          space=where(src.pos))
        else:
            head_text = _("{player}, decide:", player=who)
        head = textcache.role_text(lay, head_text, "small", theme.ACCENT, fonts.BOLD, self.rect.width - 2 * pad)
        surface.blit(head, (self.rect.x + pad, self.rect.y + pad))
        px, lines = question_lines(lay, tr_core(p.text), self.rect.width - 2 * pad)
        y = self.rect.y + lay.px(28)
        step = fonts.get_font(fonts.BOLD, px).get_linesize()
        for line in lines:
            surface.blit(textcache.text(line, fonts.BOLD, px, theme.TEXT, self.rect.width - 2 * pad),
                         (self.rect.x + pad, y))
            y += step
        if p.kind in ("card", "space") and not self.card_options:
            hint = _("Click one of the lit spaces on the battlefield.")
            if p.kind == "card":
                hint = _("Click one of the lit cards on the battlefield.")
            if self.take_back:
                hint = f"{hint} {self.take_back}"
            px_small = lay.font_px("small")
            yy = y + lay.px(4)
            for line in textcache.wrapped(hint, fonts.REGULAR, px_small, self.rect.width - 2 * pad)[:2]:
                surface.blit(textcache.text(line, fonts.REGULAR, px_small, theme.TEXT_DIM),
                             (self.rect.x + pad, yy))
                yy += fonts.get_font(fonts.REGULAR, px_small).get_linesize()
        for _i, uid, r in self.card_options:
            c = state.cards.get(uid)
            if c is not None:
                surface.blit(render_card(c.defn, r.size, highlight="target"), r.topleft)
        for b in self.buttons:
            b.draw(surface)


QUESTION_LINES = 4  # the question's lines at the body or small size; at the tiny size, 6


def question_lines(lay: Layout, text: str, width: int) -> tuple[int, list[str]]:
    """The question's font size and lines: the body size on up to 4 lines, else the small one,
    else the tiny one on up to 6 (issue 42: the question lost its end, "… e muove al"); past
    that its last line ends in "…"."""
    for role, most in (("body", QUESTION_LINES), ("small", QUESTION_LINES), ("tiny", QUESTION_LINES + 2)):
        px = lay.font_px(role)
        lines = list(textcache.wrapped(text, fonts.BOLD, px, width))
        if len(lines) <= most:
            return px, lines
    kept = lines[:most]
    kept[-1] = ellipsize(kept[-1] + ELLIPSIS, fonts.get_font(fonts.BOLD, px), width)
    return px, kept
