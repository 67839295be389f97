"""The action panel (right column, between the log and the hand): what the selected card can
do that is not a drag (activated abilities, playing an event, discarding for magic) and the odds
of the hovered attack. `next_step_hint` words what to do next; the scene shows it under the
phase, in the status box."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import commands as cmds
from game.core.ruleset import MAGIC
from game.core.state import GameState
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.interaction import PLAY, Interaction
from game.ui.layout import Layout
from game.ui.widgets import Button


def ability_title(state: GameState, cmd: cmds.UseAbility) -> str:
    c = state.cards.get(cmd.card)
    spec = c.defn.ability(cmd.ability) if c is not None else None
    title = spec.display if spec is not None else cmd.ability.replace("_", " ").title()
    return f"{title} ({c.name})" if c is not None else title


class ActionPanel:
    def __init__(self, submit: Callable[[cmds.Command], None]) -> None:
        self.submit = submit
        self.rect = pygame.Rect(0, 0, 300, 200)
        self.layout: Layout | None = None
        self.buttons: list[Button] = []
        self._key: tuple | None = None
        self.title = ""
        self.lines: list[str] = []
        self._buttons_top = 0

    def place(self, rect: pygame.Rect, layout: Layout) -> None:
        self.rect = pygame.Rect(rect)
        self.layout = layout
        self._key = None

    def refresh(self, state: GameState, inter: Interaction, odds: str = "") -> None:
        """Rebuild the buttons if what they offer changed (not every frame)."""
        lay = self.layout
        if lay is None:
            return
        sel = inter.selected
        abilities = tuple(inter.abilities_for(sel))
        magic = inter.magic_phase
        play_event = sel is not None and PLAY in inter.targets(sel)
        key = (sel, abilities, magic, tuple(inter.magic_picks), play_event, self.rect.size, odds,
               state.phase, inter.player)
        if key == self._key:
            return
        self._key = key
        self.buttons = []
        self.lines = []
        c = state.cards.get(sel) if sel is not None else None
        self.title = c.name if c is not None else ""
        if odds:
            self.lines.append(odds)
        bh = max(lay.px(30), lay.font_px("button") + lay.px(12))
        gap = lay.px(6)
        x, w = self.rect.x + lay.px(8), self.rect.width - lay.px(16)
        y = self.rect.y + lay.px(32) + len(self.lines) * fonts.font_for(lay, "small").get_linesize()
        if play_event and c is not None:
            cmd = inter.targets(sel)[PLAY]
            self._add(f"Play {c.name}", lambda cmd=cmd: self.submit(cmd), x, y, w, bh)
            y += bh + gap
        for a in abilities:
            self._add(f"Use {ability_title(state, a)}", lambda a=a: self.submit(a), x, y, w, bh)
            y += bh + gap
        if magic:
            n = len(inter.magic_picks)
            cmd = inter.magic_command()
            label = f"Discard {n} for magic" if n else "Discard for magic"
            b = self._add(label, (lambda cmd=cmd: self.submit(cmd)) if cmd else None, x, y, w, bh)
            b.tooltip_text = "Discard the picked cards: 1 magic each (Enter)"
            if not n:
                b.set_enabled(False, "Click cards in your hand to pick them first.")
            y += bh + gap
        self._buttons_top = y

    def _add(self, text: str, action, x: int, y: int, w: int, h: int) -> Button:
        b = Button(text, action, role="body")
        b.place(pygame.Rect(x, y, w, h), self.layout)
        if y + h > self.rect.bottom:
            b.visible = False  # no room: the hint still says what to do
        self.buttons.append(b)
        return b

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(b.handle_event(event) for b in list(self.buttons))

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def tooltip(self) -> tuple[str, pygame.Rect] | None:
        for b in self.buttons:
            tip = b.tooltip()
            if tip:
                return tip, b.rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The selected card's name, the odds and the buttons; with nothing selected, a quiet
        pointer to the status box, where the hint on what to do next is."""
        lay = self.layout
        if lay is None:
            return
        pad = lay.px(8)
        title = self.title or "Select a card to see what it can do"
        role, colour = ("body", theme.ACCENT) if self.title else ("small", theme.TEXT_DISABLED)
        img = textcache.role_text(lay, title, role, colour, fonts.BOLD, self.rect.width - 2 * pad)
        surface.blit(img, (self.rect.x + pad, self.rect.y + pad))
        y = self.rect.y + lay.px(32)
        small = fonts.font_for(lay, "small")
        for line in self.lines:
            surface.blit(
                textcache.role_text(lay, line, "small", theme.ACCENT_BRIGHT, fonts.BOLD,
                                    self.rect.width - 2 * pad),
                (self.rect.x + pad, y),
            )
            y += small.get_linesize()
        for b in self.buttons:
            b.draw(surface)


def next_step_hint(state: GameState, inter: Interaction, viewer: int) -> str:
    """One or two short sentences on what the player can do now (shown under the phase, in
    the narrow status box: the last sentence is dropped where it does not fit)."""
    if state.over:
        return "The game is over."
    p = state.pending
    if p is not None:
        if p.player != viewer:
            return f"Waiting for {state.players[p.player].name} to decide."
        return "Answer the question on the right."
    if state.turn.player != viewer:
        return f"It is {state.players[state.turn.player].name}'s turn."
    sel = inter.focus
    if sel is not None:
        c = state.cards.get(sel)
        targets = inter.targets(sel)
        if c is not None and targets:
            if any(k[0] == "card" for k in targets):
                return f"Drag {c.name} onto a lit target, or click it. Esc cancels."
            if PLAY in targets:
                return f"Drop {c.name} on the battlefield, or press Play. Esc cancels."
            return f"Drag {c.name} to a lit space, or click it. Esc cancels."
    phase = state.phase
    t = state.turn
    rs = state.ruleset
    if phase == MAGIC:
        return "Click cards in your hand, then Discard for magic. Space ends the phase."
    base = {
        "summon": "Drag a unit from your hand to a lit space.",
        "move": f"Drag a unit to move it ({len(t.movers)} of {rs.max_movers} moved).",
        "build": "Drag a gate from your hand to a lit space.",
        "attack": f"Drag a unit onto an enemy ({len(t.attackers)} of {rs.max_attackers} attacked).",
        "draw": "Drawing cards…",
    }.get(phase, "")
    if not inter.sources() and phase != "draw":
        base = "Nothing more to do in this phase."
    return f"{base} Space ends the phase.".strip()
