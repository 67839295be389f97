"""The Deck builder's Open window: every saved deck in a list, with its edition, its summoner
and whether it is ready (else its first problem, in words). A click on a row opens that deck;
the wheel and the arrow keys scroll; Esc or Close leaves without changing anything.

A file that cannot be read as a deck is listed too, greyed, with the reason, and does not open.
What "open" does (asking about unsaved changes first) is the caller's."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.content.user_decks import LoadedDeck, PlayerDeck
from game.core.cards import CardDef
from game.i18n import N_, _, n_
from game.ui import fonts, terms, theme
from game.ui.core_text import problem_text
from game.ui.scenes.closable import ModalPanel
from game.ui.text import draw_text, draw_wrapped, ellipsize, note
from game.ui.widgets import Button, Panel, RowList
from game.ui.widgets.base import LEFT_BUTTON

EDITION_NAMES = {"2e": N_("2nd edition"), "1e": N_("1st edition")}
EMPTY_TEXT = N_("No saved decks yet")
EMPTY_HINT = N_("Build a deck and press Save: it will be listed here.")
BROKEN_INK = (214, 120, 104)


@dataclass(frozen=True, slots=True)
class DeckRow:
    """One saved deck as the list shows it."""

    path: Path
    name: str
    about: str  # "2nd edition · Svara"
    status: str  # "Ready", "Not ready: ...", "Cannot be opened: ..."
    ready: bool
    deck: PlayerDeck | None  # None: the file cannot be read as a deck

    @property
    def opens(self) -> bool:
        return self.deck is not None


def _first_problem(got: LoadedDeck) -> str:
    p = got.problems[0]
    text = problem_text(p.message)
    if got.deck is None and p.line:
        text = _("{problem} (line {n})", problem=text, n=p.line)
    more = len(got.problems) - 1
    return n_("{problem} (and {n} more)", "{problem} (and {n} more)", more, problem=text) if more > 0 else text


def deck_row(got: LoadedDeck, cards: Mapping[str, CardDef]) -> DeckRow:
    """How one loaded deck file reads in the list."""
    if got.deck is None:
        why = _first_problem(got) if got.problems else _("It is not a deck file")
        return DeckRow(got.path, got.path.name, _("This file cannot be read as a deck"),
                       _("Cannot be opened: {reason}", reason=why), False, None)
    d = got.deck
    s = cards.get(d.summoner)
    summoner = terms.card_name(s) if s else _("{card} (unknown summoner)", card=d.summoner)
    edition = _(EDITION_NAMES[d.edition]) if d.edition in EDITION_NAMES else d.edition or _("no edition")
    about = f"{edition} · {summoner}"
    status = _("Not ready: {reason}", reason=_first_problem(got)) if got.problems and not got.ready \
        else _("Ready")
    return DeckRow(got.path, d.name, about, status, got.ready, d)


def deck_rows(loaded: Sequence[LoadedDeck], cards: Mapping[str, CardDef]) -> list[DeckRow]:
    return [deck_row(g, cards) for g in loaded]


class DeckTable(RowList):
    """The rows, two lines each: the name and the edition and summoner, then the status."""

    row_pad = 14

    def __init__(self, rows: Sequence[DeckRow], on_pick: Callable[[int], None], current: Path | None) -> None:
        super().__init__()
        self.rows = list(rows)
        self.on_pick = on_pick
        self.current = current
        self.selected: int | None = next(
            (i for i, r in enumerate(self.rows) if current is not None and r.path == current), None)
        self.hover: int | None = None

    def select(self, i: int) -> None:
        if not self.rows:
            return
        self.selected = max(0, min(len(self.rows) - 1, i))
        self.scroll_to_show(self.selected)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(event.pos)
        if event.type == pygame.MOUSEWHEEL:  # anywhere over the window: the list is all it scrolls
            self.scroll_by(-int(event.y) * self.row_height)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            i = self.index_at(event.pos)
            if i is None:
                return self.rect.collidepoint(event.pos)
            self.select(i)
            self.on_pick(i)
            return True
        if event.type == pygame.KEYDOWN and self.rows:
            cur = -1 if self.selected is None else self.selected
            page = max(1, self.rect.height // max(1, self.row_height))
            moves = {pygame.K_DOWN: cur + 1, pygame.K_UP: cur - 1, pygame.K_PAGEDOWN: cur + page,
                     pygame.K_PAGEUP: cur - page, pygame.K_HOME: 0, pygame.K_END: len(self.rows) - 1}
            if event.key in moves:
                self.select(max(0, moves[event.key]))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
                self.on_pick(self.selected)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        pygame.draw.rect(surface, theme.INPUT_BG, self.rect, border_radius=lay.px(4))
        pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, self.rect, 1, border_radius=lay.px(4))
        body = fonts.font_for(lay, "body")
        small = fonts.font_for(lay, "small")
        if not self.rows:
            mid = self.rect.center
            gap = lay.px(6)
            for words, font, colour, pos, anchor in (
                    (_(EMPTY_TEXT), body, theme.TEXT, (mid[0], mid[1] - gap // 2), "midbottom"),
                    (_(EMPTY_HINT), small, theme.TEXT_DIM, (mid[0], mid[1] + gap // 2), "midtop")):
                shown = ellipsize(words, font, self.rect.width - lay.px(20))
                r = draw_text(surface, shown, font, colour, pos, anchor=anchor)
                note("open list empty" if words == _(EMPTY_TEXT) else "open list hint", words, shown, r, self.rect)
            return
        name_font = fonts.font_for(lay, "body", fonts.BOLD)
        clip = surface.get_clip()
        view = self.rect.inflate(-2, -2)
        surface.set_clip(view.clip(clip) if clip else view)
        pad = lay.px(10)
        for i, row in enumerate(self.rows):
            r = self.row_rect(i)
            if r.bottom < self.rect.top or r.top > self.rect.bottom:
                continue
            inner = self.draw_row_box(surface, i, hovered=i == self.hover and row.opens)
            x, w = inner.x + pad, inner.width - 2 * pad
            y = inner.y + lay.px(5)
            # The edition and summoner on the right of the name's line; the name has the rest.
            about = ellipsize(row.about, small, w * 11 // 20)
            ar = draw_text(surface, about, small, theme.TEXT_DIM if row.opens else theme.TEXT_DISABLED,
                           (inner.right - pad, y + name_font.get_linesize() // 2), anchor="midright")
            note("open list about", row.about, about, ar, inner)
            name = _("{name}  (open now)", name=row.name) if self.current is not None and \
                row.path == self.current else row.name
            name_box = pygame.Rect(x, y, max(10, ar.left - x - pad), name_font.get_linesize())
            shown = ellipsize(name, name_font, name_box.width)
            nr = draw_text(surface, shown, name_font, theme.TEXT if row.opens else theme.TEXT_DISABLED, (x, y))
            note("open list name", name, shown, nr, inner)
            colour = theme.HIGHLIGHT_LEGAL if row.ready else (theme.HIGHLIGHT_TARGET if row.opens else BROKEN_INK)
            status = ellipsize(row.status, small, w)
            sr = draw_text(surface, status, small, colour, (x, y + name_font.get_linesize()))
            note("open list status", row.status, status, sr, inner)
        surface.set_clip(clip)
        self.draw_scrollbar(surface)


class DeckOpenScene(ModalPanel):
    """The Open window over the Deck builder."""

    def __init__(self, rows: Sequence[DeckRow], on_open: Callable[[PlayerDeck], None], *,
                 current: Path | None = None) -> None:
        super().__init__()
        self.on_open = on_open
        self.table = DeckTable(rows, self._pick, current)
        self.close_button = Button(N_("Close"), self.close, tooltip=N_("Back to the deck, nothing changed (Esc)"))
        self.panel = Panel(title=N_("Open a saved deck"), children=[self.table, self.close_button])
        self.message = ""
        self.opened: PlayerDeck | None = None

    @property
    def rows(self) -> list[DeckRow]:
        return self.table.rows

    def _pick(self, i: int) -> None:
        row = self.table.rows[i]
        if row.deck is None:
            self.message = _("{name}: {status}. Fix the file by hand, or delete it.", name=row.name, status=row.status)
            return
        self.opened = row.deck
        self.close()
        self.on_open(row.deck)

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(760), lay.width - lay.pad * 4)
        small = fonts.font_for(lay, "small")
        bh = lay.button_height
        foot = max(bh, small.get_linesize() * 2)  # the hint (two lines at most) beside Close
        self.panel.place(pygame.Rect(0, 0, w, 10), lay)
        chrome = self.panel.title_height() + lay.pad * 2 + lay.gap + foot
        # As tall as the rows need (three rows' room when there are none), within the window.
        self.table.place(pygame.Rect(0, 0, w, 10), lay)
        want = max(3, len(self.table.rows)) * self.table.row_height + lay.px(4)
        h = min(chrome + want, lay.height - lay.pad * 4)
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        self.table.place(pygame.Rect(c.x, c.y, c.width, c.height - foot - lay.gap), lay)
        self.table.scroll_by(0)
        bw = min(lay.px(160), c.width // 3)
        self.close_button.place(pygame.Rect(c.right - bw, c.bottom - bh, bw, bh), lay)
        self._hint_rect = pygame.Rect(c.x, c.bottom - foot, c.width - bw - lay.gap, foot)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        super().draw(surface)
        small = fonts.font_for(lay, "small")
        r = self._hint_rect
        if self.message:
            text, colour = self.message, BROKEN_INK
        else:
            n = len(self.table.rows)
            text = n_("{n} saved deck. Click one to open it; Esc or Close: back to your deck.",
                      "{n} saved decks. Click one to open it; Esc or Close: back to your deck.", n) if n else ""
            colour = theme.TEXT_DIM
        if text:
            draw_wrapped(surface, text, small, colour, r)
