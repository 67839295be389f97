"""The Deck builder's name dialog (Save as, Rename): a text box holding the deck's name, OK and
Cancel, Enter and Esc. An empty name, or the name of another saved deck, is refused in words and
the dialog stays open; so does a failure to write the file. What OK does is the caller's."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.scenes.closable import ModalPanel
from game.ui.text import draw_wrapped
from game.ui.widgets import Button, Panel, TextInput

MAX_NAME = 40
ERROR_INK = (236, 130, 110)
EMPTY = N_("Type a name for the deck first.")


def taken_text(name: str) -> str:
    return _('A saved deck is already called "{name}": pick another name.', name=name)


class DeckNameScene(ModalPanel):
    def __init__(self, title: str, name: str, *, ok_text: str, note: str,
                 taken: Callable[[str], bool], on_ok: Callable[[str], None]) -> None:
        super().__init__()
        self.taken = taken
        self.on_ok = on_ok
        self.note = note
        self.field = TextInput(name, max_length=MAX_NAME, placeholder=N_("Deck name"),
                               on_submit=lambda _t: self.submit(), on_change=lambda _t: self._changed())
        self.field.focused = True
        self.field.select_all()  # typing replaces the offered name
        self.ok = Button(ok_text, self.submit)
        self.cancel = Button(N_("Cancel"), self.close, tooltip=N_("Leave the deck as it is (Esc)"))
        self.panel = Panel(title=title, children=[self.field, self.ok, self.cancel])
        self.error = ""
        self.done = False

    def _changed(self) -> None:
        self.error = ""

    def submit(self) -> bool:
        """OK: do it and close, or say in the dialog why not."""
        name = " ".join(self.field.text.split())
        if not name:
            self.error = _(EMPTY)
            return False
        if self.taken(name):
            self.error = taken_text(name)
            return False
        try:
            self.on_ok(name)
        except (OSError, ValueError) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            self.error = _("Could not do that: {reason}", reason=reason)
            return False
        self.done = True
        self.close()
        return True

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(520), lay.width - lay.pad * 4)
        small = fonts.font_for(lay, "small")
        text_h = small.get_linesize() * 3
        self.panel.place(pygame.Rect(0, 0, w, 10), lay)
        h = self.panel.title_height() + lay.pad * 2 + lay.button_height * 2 + lay.gap * 2 + text_h
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        self.field.place(pygame.Rect(c.x, c.y, c.width, lay.button_height), lay)
        self._text_rect = pygame.Rect(c.x, self.field.rect.bottom + lay.gap, c.width, text_h)
        bw = min(lay.px(160), (c.width - lay.gap) // 2)
        y = c.bottom - lay.button_height
        self.cancel.place(pygame.Rect(c.x, y, bw, lay.button_height), lay)
        self.ok.place(pygame.Rect(c.right - bw, y, bw, lay.button_height), lay)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        small = fonts.font_for(self.layout, "small")
        if self.error:
            draw_wrapped(surface, self.error, small, ERROR_INK, self._text_rect)
        else:
            draw_wrapped(surface, self.note, small, theme.TEXT_DIM, self._text_rect)
