"""The battle's Menu (resume, save under a name, leave) and the Save as modal: a name in a text
field, Save, Cancel. Saving is the caller's function (`SaveStore.save_as`); a failure is shown
in the modal, which stays open so the player can try another name or go back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.core.game import Game
from game.engine.match import Match
from game.i18n import N_, _
from game.persist.format import SaveError
from game.ui import fonts, terms, theme
from game.ui.core_text import tr_error
from game.ui.scenes.closable import ModalPanel
from game.ui.text import draw_wrapped, wrap_text
from game.ui.widgets import Button, Menu, Panel, TextInput, draw_tooltip

AUTOSAVE_NOTE = N_("Your game is also saved automatically after every action: Continue on the title screen resumes it.")
ERROR_INK = (236, 130, 110)
MAX_NAME = 60


def default_name(game: Game | Match) -> str:
    if isinstance(game, Match):  # another game (Warrior): its players and the round
        names = list(getattr(game.setup, "players", ()))
        return _("{players}, round {n}", players=", ".join(names), n=getattr(game.state, "round", 0))
    names = [p.name for p in game.setup.players]
    return _("{players}, turn {n}", players=terms.matchup(names), n=game.state.turn.number)


class SaveAsScene(ModalPanel):
    def __init__(
        self,
        game: Game | Match,
        save: Callable[[Any, str], Path],
        *,
        on_saved: Callable[[str, Path], None] | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        self.save = save
        self.on_saved = on_saved
        self.field = TextInput(name if name is not None else default_name(game), max_length=MAX_NAME,
                               placeholder=N_("A name for this save"), on_submit=lambda _t: self.submit(),
                               on_change=lambda _t: self._changed())
        self.field.focused = True
        # the offered name is selected: typing a name of one's own replaces it, as in any
        # save dialog, and the arrow keys or a click keep it to edit
        self.field.select_all()
        self.save_button = Button(N_("Save"), self.submit)
        self.cancel_button = Button(N_("Cancel"), self.close)
        self.panel = Panel(title=N_("Save game as"), children=[self.field, self.save_button, self.cancel_button])
        self.error = ""
        self.saved_to: Path | None = None
        self._changed()

    def _changed(self) -> None:
        self.error = ""
        self.save_button.set_enabled(bool(self.field.text.strip()), N_("Type a name for the save first."))

    def submit(self) -> bool:
        name = self.field.text.strip()
        if not name:
            self.error = _("Type a name for the save first.")
            return False
        try:
            path = self.save(self.game, name)
        except (OSError, SaveError) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else tr_error(e)
            self.error = _("The game could not be saved: {reason}", reason=reason)
            return False
        self.saved_to = path
        self.close()
        if self.on_saved is not None:
            self.on_saved(name, path)
        return True

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(520), lay.width - lay.pad * 4)
        body = fonts.font_for(lay, "small")
        self._note_lines = wrap_text(_(AUTOSAVE_NOTE), body, w - lay.pad * 2)
        note_h = (len(self._note_lines) + 2) * body.get_linesize()
        self.panel.place(pygame.Rect(0, 0, w, 10), lay)
        h = self.panel.title_height() + lay.pad * 2 + lay.button_height * 2 + lay.gap * 2 + note_h
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        self.field.place(pygame.Rect(c.x, c.y, c.width, lay.button_height), lay)
        self._text_rect = pygame.Rect(c.x, self.field.rect.bottom + lay.gap, c.width, note_h)
        bw = min(lay.px(160), (c.width - lay.gap) // 2)
        y = c.bottom - lay.button_height
        self.cancel_button.place(pygame.Rect(c.x, y, bw, lay.button_height), lay)
        self.save_button.place(pygame.Rect(c.right - bw, y, bw, lay.button_height), lay)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        super().draw(surface)
        small = fonts.font_for(lay, "small")
        r = self._text_rect
        if self.error:
            draw_wrapped(surface, self.error, small, ERROR_INK, r)
        else:
            draw_wrapped(surface, _(AUTOSAVE_NOTE), small, theme.TEXT_DIM, r)
        tip = self.save_button.tooltip()
        if tip:
            draw_tooltip(surface, tip, self.save_button.rect, lay)


class BattleMenuScene(ModalPanel):
    """Resume / Save as… / How to play / Settings / Main menu, over the battle."""

    close_keys = ()  # Esc is the menu's own (its Resume)

    def __init__(
        self,
        *,
        on_save_as: Callable[[], None] | None,
        on_main_menu: Callable[[], None],
        on_settings: Callable[[], None] | None = None,
        on_help: Callable[[], object] | None = None,
    ) -> None:
        super().__init__()
        self.resume_button = Button(N_("Resume"), self.close, tooltip=N_("Back to the battle (Esc)"))
        self.save_button = Button(N_("Save as…"), self._save_as, hotkey=pygame.K_s,
                                  tooltip=N_("Keep this game under a name of your choice (S)"))
        if on_save_as is None:
            self.save_button.set_enabled(False, N_("Saving is not available here."))
        self.settings_button = Button(N_("Settings"), self._settings, hotkey=pygame.K_o,
                                      tooltip=N_("Language, animation speed, sound and window, for this battle too (O)"))
        self.leave_button = Button(N_("Main menu"), self._leave, hotkey=pygame.K_m,
                                   tooltip=N_("Leave to the title screen; Continue resumes this game (M)"))
        self._on_save_as = on_save_as
        self._on_main_menu = on_main_menu
        self.help_button = Button(N_("How to play"), self._help, hotkey=pygame.K_h,
                                  tooltip=N_("The turn's six phases and the controls (H)"))
        self._on_settings = on_settings
        self._on_help = on_help
        buttons = [self.resume_button, self.save_button]
        if on_help is not None:
            buttons.append(self.help_button)
        if on_settings is not None:
            buttons.append(self.settings_button)
        buttons.append(self.leave_button)
        self.menu = Menu(buttons, on_back=self.close)
        self.panel = Panel(title=N_("Menu"), children=[self.menu])

    def _help(self) -> None:
        self.close()
        if self._on_help is not None:
            self._on_help()

    def _settings(self) -> None:
        self.close()
        if self._on_settings is not None:
            self._on_settings()

    def _save_as(self) -> None:
        self.close()
        if self._on_save_as is not None:
            self._on_save_as()

    def _leave(self) -> None:
        self.close()
        self._on_main_menu()

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(360), lay.width - lay.pad * 4)
        self.panel.place(pygame.Rect(0, 0, w, 10), lay)
        menu_h = self.menu.needed_height(lay)
        h = self.panel.title_height() + lay.pad * 2 + menu_h
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        self.menu.place(pygame.Rect(c.x, c.y, c.width, menu_h), lay)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        tip = self.menu.tooltip()
        if tip:
            row = self.menu.tooltip_anchor()
            anchor = pygame.Rect(self.panel.rect.x, row.y, self.panel.rect.width, row.height)
            draw_tooltip(surface, tip, anchor, self.layout, side="right")
