"""A one-line text field (player names, a game's seed)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui import fonts, theme

from .base import LEFT_BUTTON, Widget

# Keys a focused field lets through to its container (menu navigation, closing the scene).
_PASS_THROUGH = (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_ESCAPE)
_BLINK = 0.53


class TextInput(Widget):
    focusable = True

    def __init__(
        self,
        text: str = "",
        rect: pygame.Rect | tuple[int, int, int, int] | None = None,
        *,
        label: str = "",
        placeholder: str = "",
        max_length: int = 32,
        allowed: Callable[[str], bool] | None = None,
        on_change: Callable[[str], None] | None = None,
        on_submit: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed
        self.on_change = on_change
        self.on_submit = on_submit
        self.text = text[:max_length]
        self.cursor = len(self.text)
        # Ctrl+A selects the whole text: the next character typed, Backspace or Delete replaces
        # it, and any cursor move or click unselects it.
        self.all_selected = False
        self._blink = 0.0

    @property
    def field_rect(self) -> pygame.Rect:
        """The box the text is typed in; the label, if any, takes the left part of the rect."""
        if not self.label:
            return self.rect
        w = int(self.rect.width * 0.58)
        return pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_length]
        self.cursor = len(self.text)

    def select_all(self) -> None:
        """Select the whole text (as Ctrl+A does): a dialog that offers a name selects it, so
        what the player types replaces it."""
        self.all_selected = bool(self.text)
        self.cursor = len(self.text)

    def activate(self) -> bool:
        self.focused = True
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            inside = self.rect.collidepoint(event.pos)
            self.focused = inside
            self.all_selected = False
            if inside:
                self._blink = 0.0
                self.cursor = self._index_at(event.pos[0])
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _insert(self, s: str) -> None:
        s = "".join(
            ch for ch in s if ch.isprintable() and (self.allowed is None or self.allowed(ch))
        )
        room = self.max_length - (0 if self.all_selected else len(self.text))
        s = s[: max(0, room)]
        if self.all_selected:
            s = s[: self.max_length]
            if not s:
                return
            self.text, self.cursor, self.all_selected = "", 0, False
        if not s:
            return
        self.text = self.text[: self.cursor] + s + self.text[self.cursor :]
        self.cursor += len(s)
        self._changed()

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        self._blink = 0.0
        if k == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.select_all()
            return True
        if self.all_selected and k in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.text, self.cursor, self.all_selected = "", 0, False
            self._changed()
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.all_selected = False
        if k == pygame.K_BACKSPACE:
            if self.cursor > 0:
                self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
                self.cursor -= 1
                self._changed()
        elif k == pygame.K_DELETE:
            if self.cursor < len(self.text):
                self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
                self._changed()
        elif k == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif k == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
        elif k == pygame.K_HOME:
            self.cursor = 0
        elif k == pygame.K_END:
            self.cursor = len(self.text)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.text)
        elif k in _PASS_THROUGH:
            return False
        # Printable keys arrive again as TEXTINPUT; swallowing their KEYDOWN keeps Space from
        # also pressing a focused button elsewhere.
        return True

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def _font(self) -> pygame.font.Font:
        return fonts.font_for(self.layout, "body")

    def _text_x(self) -> int:
        return self.field_rect.x + self.layout.px(8)

    def _scroll(self, font: pygame.font.Font) -> int:
        # Shift the text left just enough to keep the cursor inside the box.
        inner = self.field_rect.width - self.layout.px(16)
        cx = font.size(self.text[: self.cursor])[0]
        return max(0, cx - inner + 2)

    def _index_at(self, x: int) -> int:
        font = self._font()
        rel = x - self._text_x() + self._scroll(font)
        best, best_d = 0, abs(rel)
        for i in range(1, len(self.text) + 1):
            d = abs(font.size(self.text[:i])[0] - rel)
            if d < best_d:
                best, best_d = i, d
        return best

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % (_BLINK * 2)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lay = self.layout
        font = self._font()
        if self.label:
            lab = font.render(_(self.label), True, theme.TEXT if self.enabled else theme.TEXT_DISABLED)
            surface.blit(lab, lab.get_rect(midleft=(self.rect.x, self.rect.centery)))
        box = self.field_rect
        pygame.draw.rect(surface, theme.INPUT_BG, box, border_radius=lay.px(4))
        border = (
            theme.ACCENT
            if self.focused
            else (theme.BUTTON_HOVER if self.hovered else theme.BUTTON_BORDER)
        )
        pygame.draw.rect(surface, border, box, width=lay.border, border_radius=lay.px(4))
        inner = box.inflate(-lay.px(16), -lay.px(4))
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        scroll = self._scroll(font)
        x = self._text_x() - scroll
        if self.text and self.all_selected:
            surf = font.render(self.text, True, theme.TEXT)
            mark = pygame.Rect(x, box.centery - surf.get_height() // 2, surf.get_width(), surf.get_height())
            pygame.draw.rect(surface, theme.SELECTION, mark)
        if self.text:
            surf = font.render(self.text, True, theme.TEXT)
        else:
            surf = font.render(_(self.placeholder), True, theme.TEXT_DISABLED)
        surface.blit(surf, (x, box.centery - surf.get_height() // 2))
        if self.focused and self._blink < _BLINK:
            cx = x + font.size(self.text[: self.cursor])[0]
            h = font.get_height()
            pygame.draw.line(
                surface,
                theme.ACCENT_BRIGHT,
                (cx, box.centery - h // 2),
                (cx, box.centery + h // 2),
                2,
            )
        surface.set_clip(clip)
