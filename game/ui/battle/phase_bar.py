"""The phase bar across the top: the turn, the ruleset's phases in order (by the names it gives
them: 1E's "Play Event Cards", "Build Magic") with the current one lit, and the End phase button
(Space)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.i18n import N_, PN_, pn_
from game.ui import fonts, theme
from game.ui.layout import Layout
from game.ui.text import ellipsize
from game.ui.widgets import Button

# Each phase's short name, for a bar too narrow for its whole name (Italian's "Incremento Magico",
# "Evocazione"): the translator makes it as short as the language allows.
SHORT_PHASES = {
    "Draw": PN_("phase bar", "Draw"),
    "Summon": PN_("phase bar", "Summon"),
    "Play Event Cards": PN_("phase bar", "Events"),
    "Event": PN_("phase bar", "Events"),
    "Movement": PN_("phase bar", "Move"),
    "Move": PN_("phase bar", "Move"),
    "Attack": PN_("phase bar", "Attack"),
    "Build": PN_("phase bar", "Build"),
    "Build Magic": PN_("phase bar", "Magic"),
    "Magic": PN_("phase bar", "Magic"),
}


class PhaseBar:
    def __init__(self, on_end_phase: Callable[[], None] | None) -> None:
        """`on_end_phase` None: no End phase button (the replay viewer shows the phases only)."""
        self.rect = pygame.Rect(0, 0, 600, 40)
        self.layout: Layout | None = None
        self.end_button = Button(
            N_("End phase"), on_end_phase, hotkey=None, tooltip=N_("End this phase (Space)")
        )
        self.end_button.visible = on_end_phase is not None
        self.label_rect = pygame.Rect(0, 0, 0, 0)
        self.phases_rect = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect, layout: Layout, label_width: int) -> None:
        self.rect = pygame.Rect(rect)
        self.layout = layout
        bw = layout.px(130) if self.end_button.visible else 0
        self.end_button.place(
            pygame.Rect(rect.right - bw, rect.y, bw, rect.height), layout
        )
        self.label_rect = pygame.Rect(rect.x, rect.y, label_width, rect.height)
        x = self.label_rect.right + layout.px(10)
        end = self.end_button.rect.x - layout.px(10) if self.end_button.visible else rect.right
        self.phases_rect = pygame.Rect(x, rect.y, end - x, rect.height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.end_button.handle_event(event)

    def update(self, dt: float) -> None:
        self.end_button.update(dt)

    def draw(
        self,
        surface: pygame.Surface,
        phases: Sequence[str],
        current: str,
        label: str,
        tint: tuple[int, int, int],
        names: Sequence[str] | None = None,
    ) -> None:
        """`names`: each phase's label (`Ruleset.phase_name`); the phase keys title-cased where
        None."""
        lay = self.layout
        if lay is None:
            return
        english = tuple(names) if names is not None else tuple(p.title() for p in phases)
        shown = tuple(pn_("phase", n) for n in english)  # the rulebook's names in the player's language
        short = tuple(pn_("phase bar", SHORT_PHASES[n]) if n in SHORT_PHASES else s
                      for n, s in zip(english, shown, strict=True))
        surface.blit(
            _bar(self.rect.size, self.label_rect.width, self.phases_rect.x - self.rect.x,
                 self.phases_rect.width, tuple(phases), current, label, tint, lay.scale, short, shown),
            self.rect.topleft,
        )
        self.end_button.draw(surface)


@lru_cache(maxsize=32)
def _bar(
    size: tuple[int, int],
    label_w: int,
    phases_x: int,
    phases_w: int,
    phases: tuple[str, ...],
    current: str,
    label: str,
    tint: tuple[int, int, int],
    scale: float,
    short: tuple[str, ...] = (),
    names: tuple[str, ...] = (),
) -> pygame.Surface:
    lay = Layout(int(1024 * scale), int(640 * scale), scale)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    h = size[1]
    box = pygame.Rect(0, 0, label_w, h)
    pygame.draw.rect(surf, (*theme.PANEL_HEADER, 240), box, border_radius=lay.px(6))
    pygame.draw.rect(surf, tint, box, lay.border, border_radius=lay.px(6))
    font = fonts.font_for(lay, "small", fonts.BOLD)
    t = font.render(ellipsize(label, font, label_w - lay.px(12)), True, theme.TEXT)
    surf.blit(t, t.get_rect(center=box.center))
    n = max(1, len(phases))
    gap = lay.px(4)
    w = (phases_w - gap * (n - 1)) // n
    pfont = fonts.font_for(lay, "small", fonts.BOLD)
    idx = phases.index(current) if current in phases else -1
    # A narrow bar drops the phase numbers before it cuts a name short.
    names = names or tuple(ph.title() for ph in phases)
    numbered = all(pfont.size(f"{i + 1} {nm}")[0] <= w - 6 for i, nm in enumerate(names))
    # A long name ("Play Event Cards") in a narrow cell takes the condensed face, on two lines
    # if need be, rather than being cut short.
    tiny = fonts.get_font(fonts.CONDENSED_BOLD, lay.font_px("tiny"))
    for i in range(len(phases)):
        r = pygame.Rect(phases_x + i * (w + gap), 0, w, h)
        if i == idx:
            fill, ink, border = theme.mix(tint, (40, 34, 30), 0.35), theme.TEXT, theme.ACCENT_BRIGHT
        elif i < idx:
            fill, ink, border = (30, 27, 36), theme.TEXT_DISABLED, theme.PANEL_BORDER_DIM
        else:
            fill, ink, border = (38, 34, 46), theme.TEXT_DIM, theme.PANEL_BORDER_DIM
        pygame.draw.rect(surf, fill, r, border_radius=lay.px(6))
        pygame.draw.rect(surf, border, r, lay.border if i != idx else max(2, lay.px(2)),
                         border_radius=lay.px(6))
        name = f"{i + 1} {names[i]}" if numbered else names[i]
        lines = phase_label_lines(name, pfont, tiny, w - 6, h)
        if i < len(short) and short[i] != names[i] and _cut(lines, pfont, tiny, w - 6):
            # A long name that would be cut even on two lines ("Incremento Magico"): its short one.
            name = f"{i + 1} {short[i]}" if numbered else short[i]
            lines = phase_label_lines(name, pfont, tiny, w - 6, h)
        font = pfont if len(lines) == 1 and pfont.size(lines[0])[0] <= w - 6 else tiny
        step = font.get_linesize()
        y = r.centery - step * len(lines) // 2
        for line in lines:
            t = font.render(ellipsize(line, font, w - 6), True, ink)
            surf.blit(t, t.get_rect(midtop=(r.centerx, y)))
            y += step
    return surf


def _cut(lines: list[str], font: pygame.font.Font, tiny: pygame.font.Font, width: int) -> bool:
    if len(lines) == 1 and font.size(lines[0])[0] <= width:
        return False
    return any(tiny.size(line)[0] > width for line in lines)


def phase_label_lines(name: str, font: pygame.font.Font, tiny: pygame.font.Font, width: int,
                      height: int) -> list[str]:
    """A phase's label as drawn: one line where it fits (at the bar's size, else in the condensed
    face `tiny`); else two lines in `tiny` (where two lines fit the bar's height); else one
    line, cut."""
    if font.size(name)[0] <= width or " " not in name:
        return [name]
    if tiny.size(name)[0] <= width:
        return [name]
    if tiny.get_linesize() * 2 > height:
        return [name]
    words = name.split()
    best = [name]
    for k in range(1, len(words)):
        a, b = " ".join(words[:k]), " ".join(words[k:])
        if max(tiny.size(a)[0], tiny.size(b)[0]) <= width:
            return [a, b]
        best = [a, b]
    return best
