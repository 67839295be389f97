"""The action panel (right column, between the log and the hand): what the selected card can
do that is not a drag (activated abilities, playing an event, discarding for magic) and the odds
of the hovered attack. `next_step_hint` words what to do next; the scene shows it under the
phase, in the status box."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import commands as cmds
from game.core.move import base_movers
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
        # 3-4 players, Build Magic: how many magic pile cards to give each teammate.
        self.give_counts: dict[int, int] = {}

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
        gifts = gift_offers(inter) if magic else {}
        key = (sel, abilities, magic, tuple(inter.magic_picks), play_event, self.rect.size, odds,
               state.phase, inter.player, tuple(sorted(gifts.items())), tuple(sorted(self.give_counts.items())))
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
            label = magic_button_label(state, n)
            b = self._add(label, (lambda cmd=cmd: self.submit(cmd)) if cmd else None, x, y, w, bh)
            b.tooltip_text = (
                "Put the picked cards face down on your magic pile: 1 magic each (Enter)"
                if state.ruleset.magic_pile else "Discard the picked cards: 1 magic each (Enter)"
            )
            if not n:
                b.set_enabled(False, "Click cards in your hand to pick them first.")
            y += bh + gap
        for mate, most in sorted(gifts.items()):
            y = self._add_gift(state, inter, mate, most, x, y, w, bh, gap)
        self._buttons_top = y

    def _add_gift(self, state: GameState, inter: Interaction, mate: int, most: int,
                  x: int, y: int, w: int, bh: int, gap: int) -> int:
        """3-4 players: "Give N magic to <teammate>" with − and + to choose N (1E rulebook,
        3-4 players: Build Magic may move cards of your magic pile onto a teammate's)."""
        n = max(1, min(most, self.give_counts.get(mate, 1)))
        self.give_counts[mate] = n
        cmd = cmds.GiveMagic(inter.player, mate, n) if inter.player is not None else None
        give = self._add(f"Give {n} to {state.players[mate].name}",
                         (lambda cmd=cmd: self.submit(cmd)) if cmd else None, x, y, w, bh)
        give.tooltip_text = (f"Put the top {n} card{'s' if n != 1 else ''} of your magic pile face down "
                             f"on {state.players[mate].name}'s magic pile")
        y += bh + gap
        half = (w - gap) // 2
        minus = self._add("−", lambda: self._change_gift(mate, -1, most), x, y, half, bh)
        minus.set_enabled(n > 1, "At least 1 card.")
        minus.tooltip_text = "Give one card fewer"
        plus = self._add("+", lambda: self._change_gift(mate, 1, most), x + half + gap, y, w - half - gap, bh)
        plus.set_enabled(n < most, f"Your magic pile has {most}.")
        plus.tooltip_text = "Give one card more"
        return y + bh + gap

    def _change_gift(self, mate: int, step: int, most: int) -> None:
        self.give_counts[mate] = max(1, min(most, self.give_counts.get(mate, 1) + step))

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


def gift_offers(inter: Interaction) -> dict[int, int]:
    """3-4 players, Build Magic: teammate -> the most magic pile cards the rules let you give
    them now (from the legal commands; empty in a 2-player game)."""
    out: dict[int, int] = {}
    for c in inter.legal:
        if isinstance(c, cmds.GiveMagic) and c.player == inter.player:
            out[c.to] = max(out.get(c.to, 0), c.count)
    return out


def magic_button_label(state: GameState, n: int) -> str:
    """The magic phase's button: 2E discards cards for magic; 1E's Build Magic puts them face
    down on the magic pile."""
    if state.ruleset.magic_pile:
        return f"Put {n} on magic pile" if n else "Put on magic pile"
    return f"Discard {n} for magic" if n else "Discard for magic"


def phase_title(state: GameState) -> str:
    """The current phase as the ruleset names it: "Attack phase", "Build Magic phase"."""
    label = state.ruleset.phase_name(state.phase)
    return label if label.lower().endswith("phase") else f"{label} phase"


FIRST_TURN_HINT = "First turn: the first player skips {skips} and moves at most {movers} units."


def first_turn_hint(state: GameState) -> str:
    """1E: "First turn: the first player skips Draw, Summon and Events and moves at most 2
    units" ("" when the ruleset has no first-turn limits or this is not the first turn)."""
    rs = state.ruleset
    if state.turn.number != 1 or not (rs.first_turn_skips or rs.first_turn_max_movers):
        return ""
    names = [_short_phase(rs.phase_name(p)) for p in rs.first_turn_skips]
    skips = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names) or "nothing"
    return FIRST_TURN_HINT.format(skips=skips, movers=base_movers(state))


def _short_phase(name: str) -> str:
    # "Play Event Cards" reads as "Events" in a list of skipped phases.
    return "Events" if name.lower().startswith("play event") else name


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
    first = first_turn_hint(state)
    if phase == MAGIC:
        if gift_offers(inter):
            return (f"Click cards in your hand, then {magic_button_label(state, 0)}, or give magic to "
                    "a teammate on the right. Space ends the phase.")
        return f"Click cards in your hand, then {magic_button_label(state, 0)}. Space ends the phase."
    structure = rs.gate_name
    base = {
        "summon": "Drag a unit from your hand to a lit space.",
        "move": f"Drag a unit to move it ({len(t.movers)} of {base_movers(state)} moved).",
        "attack": f"Drag a unit onto an enemy ({len(t.attackers)} of {rs.max_attackers} attacked).",
        "draw": "Drawing cards…",
        "event": "Play an event card from your hand.",
    }.get(phase, "")
    if phase == rs.build_phase:
        build = f"Drag a {structure} from your hand to a lit space."
        base = f"{base} Or: {build[0].lower()}{build[1:]}" if base else build
    if not inter.sources() and phase != "draw":
        base = "Nothing more to do in this phase."
    if first and phase == "move":
        base = f"{first} {base}"
    return f"{base} Space ends the phase.".strip()
