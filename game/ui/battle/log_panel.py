"""The game log: what happened, in sentences, newest at the bottom; the wheel scrolls back.

The panel's picture is rebuilt only when a line is added, the scroll moves or the size
changes, never per frame.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.describe import LogLine
from game.ui.layout import Layout
from game.ui.widgets import draw_panel

MAX_LINES = 500
NOTE_INK = (226, 168, 92)


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 300, 200)
        self.layout: Layout | None = None
        self.lines: list[LogLine] = []
        self.scroll = 0  # rows scrolled back from the newest
        # A standing remark beside the title ("Cards differ from this installation").
        self.note = ""
        self._picture: pygame.Surface | None = None
        self._key: tuple | None = None

    def place(self, rect: pygame.Rect, layout: Layout) -> None:
        self.rect = pygame.Rect(rect)
        self.layout = layout
        self._picture = None

    def add(self, lines: list[LogLine]) -> None:
        if not lines:
            return
        self.lines.extend(lines)
        del self.lines[:-MAX_LINES]
        self.scroll = 0
        self._picture = None

    def set_lines(self, lines: list[LogLine]) -> None:
        """Show exactly `lines` (the newest last): after an undo, or at a replay's position."""
        lines = lines[-MAX_LINES:]
        if lines == self.lines:
            return
        self.lines = list(lines)
        self.scroll = 0
        self._picture = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos) or getattr(event, "force", False):
                self.scroll = max(0, self.scroll + event.y)
                self._picture = None
                return True
        return False

    def _rows(self, width: int, px: int) -> list[tuple[str, tuple[int, int, int], str]]:
        rows: list[tuple[str, tuple[int, int, int], str]] = []
        for line in self.lines:
            colour = theme.TEXT
            face = fonts.REGULAR
            if line.kind == "turn":
                colour, face = theme.ACCENT, fonts.BOLD
            elif line.kind == "attack":
                colour = theme.lighten(theme.player_tint(line.player), 0.55)
            elif line.kind == "end":
                colour, face = theme.ACCENT_BRIGHT, fonts.BOLD
            for i, part in enumerate(textcache.wrapped(line.text, face, px, width)):
                rows.append((("   " if i else "") + part, colour, face))
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if lay is None:
            return
        key = (self.rect.size, len(self.lines), self.lines[-1] if self.lines else None, self.scroll,
               self.note)
        if self._picture is None or self._key != key:
            self._picture = self._render(lay)
            self._key = key
        surface.blit(self._picture, self.rect.topleft)

    def _render(self, lay: Layout) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = surf.get_rect()
        draw_panel(surf, local, lay, shadow=False, border=theme.PANEL_BORDER_DIM)
        pad = lay.px(8)
        title = textcache.role_text(lay, _("Game log"), "small", theme.ACCENT, fonts.BOLD)
        surf.blit(title, (pad, pad // 2))
        top = pad // 2 + title.get_height() + 2
        px = lay.font_px("small")
        font = fonts.get_font(fonts.REGULAR, px)
        step = font.get_linesize()
        rows = self._rows(local.width - 2 * pad - 6, px)
        fit = max(1, (local.height - top - pad // 2) // step)
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        end = len(rows) - self.scroll
        shown = rows[max(0, end - fit) : end]
        y = top
        for text, colour, face in shown:
            surf.blit(textcache.text(text, face, px, colour), (pad, y))
            y += step
        if self.scroll:
            hint = textcache.role_text(lay, _("▼ {n} newer", n=self.scroll), "tiny", theme.TEXT_DIM)
            surf.blit(hint, hint.get_rect(topright=(local.width - pad, pad // 2)))
        elif self.note:
            room = local.width - 3 * pad - title.get_width()
            note = textcache.role_text(lay, self.note, "tiny", NOTE_INK, fonts.BOLD)
            if note.get_width() > room:
                short = " ".join(self.note.split()[:2])  # "Cards differ"
                note = textcache.role_text(lay, short, "tiny", NOTE_INK, fonts.BOLD)
            surf.blit(note, note.get_rect(midright=(local.width - pad, pad // 2 + title.get_height() // 2)))
        return surf
