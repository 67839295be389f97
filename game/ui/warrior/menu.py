"""The Warrior table's menu (Esc): a modal list of entries. The table builds it from its
`menu_entries`, so another entry (Save, Undo) is one `WarriorTableScene.add_menu_entry` call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import N_
from game.ui.scenes.closable import ModalPanel
from game.ui.widgets import Button, Menu, Panel


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """`label` marked with `N_`; `action` runs after the menu has closed; `enabled` is asked
    each time the menu opens (e.g. "is there a move to undo?")."""

    key: str
    label: str
    action: Callable[[], None]
    enabled: Callable[[], bool] = lambda: True


class WarriorMenuScene(ModalPanel):
    def __init__(self, entries: Sequence[MenuEntry]) -> None:
        super().__init__()
        self.entries = list(entries)
        self.buttons = [Button(e.label, self._runner(e)) for e in self.entries]
        for b, e in zip(self.buttons, self.entries, strict=True):
            b.set_enabled(bool(e.enabled()), N_("Not now"))
        self.menu = Menu(self.buttons, on_back=self.close)
        self.panel = Panel(title=N_("Menu"), children=[self.menu])

    def _runner(self, entry: MenuEntry) -> Callable[[], None]:
        def run() -> None:
            self.close()
            entry.action()

        return run

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(340), lay.width - lay.pad * 4)
        self.panel.place(pygame.Rect(0, 0, w, 10), lay)
        h = self.panel.title_height() + lay.pad * 2 + self.menu.needed_height(lay) + lay.pad
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        self.menu.place(pygame.Rect(c.x, c.y, c.width, self.menu.needed_height(lay)), lay)
