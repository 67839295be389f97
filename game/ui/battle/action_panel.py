"""The action panel (right column, between the log and the hand): what the selected card can
do that is not a drag (activated abilities, playing an event, discarding for magic) and the odds
of the hovered attack. `next_step_hint` words what to do next; the scene shows it under the
phase, in the status box."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import i18n
from game.core import commands as cmds
from game.core.aim import only_hurts_own
from game.core.idle_reason import why_nothing
from game.core.move import base_movers
from game.core.ruleset import MAGIC, Ruleset
from game.core.state import GameState
from game.i18n import N_, _, n_, pn_
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.interaction import PLAY, Interaction
from game.ui.battle.words import ability_name, card_name, phase_name
from game.ui.core_text import tr_core
from game.ui.layout import Layout
from game.ui.widgets import Button


def ability_title(state: GameState, cmd: cmds.UseAbility) -> str:
    c = state.cards.get(cmd.card)
    spec = c.defn.ability(cmd.ability) if c is not None else None
    title = spec.display if spec is not None else cmd.ability.replace("_", " ").title()
    if c is None:
        return title
    return _("{ability} ({card})", ability=ability_name(c.defn, title), card=card_name(c.defn))


def ability_only(state: GameState, cmd: cmds.UseAbility) -> str:
    """The ability's name alone ("Fire Blast"), for words under its card's name."""
    c = state.cards.get(cmd.card)
    spec = c.defn.ability(cmd.ability) if c is not None else None
    if c is None or spec is None:
        return cmd.ability.replace("_", " ").title()
    return ability_name(c.defn, spec.display)


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
               state.phase, inter.player, tuple(sorted(gifts.items())), tuple(sorted(self.give_counts.items())),
               i18n.language_serial())
        if key == self._key:
            return
        self._key = key
        self.buttons = []
        self.lines = []
        c = state.cards.get(sel) if sel is not None else None
        self.title = card_name(c.defn) if c is not None else ""
        if odds:
            # On as many lines as the column needs (it was cut: "96% di proba…").
            self.lines.extend(textcache.wrapped(odds, fonts.BOLD, lay.font_px("small"), self.rect.width - lay.px(16)))
        # An ability whose every use would only hurt the player's own cards (Fire Blast with
        # only their Wall and Archer in reach) is still offered, as the rules allow it, but says
        # so before it is clicked (issue 42).
        harmful = {a for a in abilities if only_hurts_own(state, a)}
        for a in abilities:
            if a in harmful:
                warning = _("{ability} can hit only your own cards now.", ability=ability_only(state, a))
                self.lines += textcache.wrapped(warning, fonts.BOLD, lay.font_px("small"),
                                                self.rect.width - lay.px(16))
        bh = max(lay.px(30), lay.font_px("button") + lay.px(12))
        gap = lay.px(6)
        x, w = self.rect.x + lay.px(8), self.rect.width - lay.px(16)
        y = self.rect.y + lay.px(32) + len(self.lines) * fonts.font_for(lay, "small").get_linesize()
        if play_event and c is not None:
            cmd = inter.targets(sel)[PLAY]
            self._add(_("Play {card}", card=card_name(c.defn)), lambda cmd=cmd: self.submit(cmd), x, y, w, bh)
            y += bh + gap
        for a in abilities:
            b = self._add(_("Use {ability}", ability=ability_title(state, a)), lambda a=a: self.submit(a), x, y, w, bh)
            if a in harmful:
                b.tooltip_text = _("Every card it could hit now is yours. The rules allow it; Esc backs out "
                                   "before you choose.")
            y += bh + gap
        if magic:
            n = len(inter.magic_picks)
            cmd = inter.magic_command()
            label = magic_button_label(state, n)
            b = self._add(label, (lambda cmd=cmd: self.submit(cmd)) if cmd else None, x, y, w, bh)
            b.tooltip_text = (
                _("Put the picked cards face down on your magic pile: 1 magic each (Enter)")
                if state.ruleset.magic_pile else _("Discard the picked cards: 1 magic each (Enter)")
            )
            if not n:
                b.set_enabled(False, _("Click cards in your hand to pick them first."))
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
        give = self._add(_("Give {n} to {player}", n=n, player=state.players[mate].name),
                         (lambda cmd=cmd: self.submit(cmd)) if cmd else None, x, y, w, bh)
        give.tooltip_text = n_("Put the top card of your magic pile face down on {player}'s magic pile",
                               "Put the top {n} cards of your magic pile face down on {player}'s magic pile",
                               n, player=state.players[mate].name)
        y += bh + gap
        half = (w - gap) // 2
        minus = self._add("−", lambda: self._change_gift(mate, -1, most), x, y, half, bh)
        minus.set_enabled(n > 1, _("At least 1 card."))
        minus.tooltip_text = _("Give one card fewer")
        plus = self._add("+", lambda: self._change_gift(mate, 1, most), x + half + gap, y, w - half - gap, bh)
        plus.set_enabled(n < most, n_("Your magic pile has {n} card.", "Your magic pile has {n} cards.", most))
        plus.tooltip_text = _("Give one card more")
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
        title = self.title or _("Select a card to see what it can do")
        role, colour = ("body", theme.ACCENT) if self.title else ("small", theme.TEXT_DISABLED)
        width = self.rect.width - 2 * pad
        if self.title:
            img = textcache.fitted(title, fonts.BOLD, lay.font_px(role), min(lay.font_px(role), 11), colour, width)
            surface.blit(img, (self.rect.x + pad, self.rect.y + pad))
        else:
            # The quiet pointer wraps in a narrow column (a team game's) rather than be cut.
            px = lay.font_px(role)
            step = fonts.get_font(fonts.BOLD, px).get_linesize()
            for i, line in enumerate(textcache.wrapped(title, fonts.BOLD, px, width)[:3]):
                surface.blit(textcache.text(line, fonts.BOLD, px, colour, width), (self.rect.x + pad, self.rect.y + pad + i * step))
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
        return n_("Put {n} on magic pile", "Put {n} on magic pile", n) if n else _("Put on magic pile")
    return n_("Discard {n} for magic", "Discard {n} for magic", n) if n else _("Discard for magic")


def phase_title(state: GameState) -> str:
    """The current phase as the ruleset names it: "Attack phase", "Build Magic phase"."""
    label = state.ruleset.phase_name(state.phase)
    if label.lower().endswith("phase"):
        return pn_("phase", label)
    return _("{phase} phase", phase=phase_name(state.ruleset, state.phase))


FIRST_TURN_HINT = N_("First turn: the first player skips {skips} and moves at most {movers} units.")


def first_turn_hint(state: GameState) -> str:
    """1E: "First turn: the first player skips Draw, Summon and Events and moves at most 2
    units" ("" when the ruleset has no first-turn limits or this is not the first turn)."""
    rs = state.ruleset
    if state.turn.number != 1 or not (rs.first_turn_skips or rs.first_turn_max_movers):
        return ""
    names = [_short_phase(rs, p) for p in rs.first_turn_skips]
    if len(names) > 1:
        skips = _("{phases} and {last}", phases=_(", ").join(names[:-1]), last=names[-1])
    else:
        skips = "".join(names) or _("nothing")
    return _(FIRST_TURN_HINT, skips=skips, movers=base_movers(state))


def _short_phase(rs: Ruleset, phase: str) -> str:
    # "Play Event Cards" reads as "Events" in a list of skipped phases.
    name = rs.phase_name(phase)
    return _("Events") if name.lower().startswith("play event") else phase_name(rs, phase)


def next_step_hint(state: GameState, inter: Interaction, viewer: int) -> str:
    """One or two short sentences on what the player can do now (shown under the phase, in
    the narrow status box: the last sentence is dropped where it does not fit)."""
    if state.over:
        return _("The game is over.")
    p = state.pending
    if p is not None:
        if p.player != viewer:
            return _("Waiting for {player} to decide.", player=state.players[p.player].name)
        return _("Answer the question on the right.")
    if state.turn.player != viewer:
        return _("It is {player}'s turn.", player=state.players[state.turn.player].name)
    sel = inter.focus
    if sel is not None:
        c = state.cards.get(sel)
        targets = inter.targets(sel)
        if c is not None and targets:
            name = card_name(c.defn)
            if any(k[0] == "card" for k in targets):
                return _("Drag {card} onto a lit target, or click it. Esc cancels.", card=name)
            if PLAY in targets:
                return _("Drop {card} on the battlefield, or press Play. Esc cancels.", card=name)
            return _("Drag {card} to a lit space, or click it. Esc cancels.", card=name)
    phase = state.phase
    t = state.turn
    rs = state.ruleset
    first = first_turn_hint(state)
    if phase == MAGIC:
        if gift_offers(inter):
            return _("Click cards in your hand, then {button}, or give magic to a teammate on the right. "
                     "Space ends the phase.", button=magic_button_label(state, 0))
        return _("Click cards in your hand, then {button}. Space ends the phase.",
                 button=magic_button_label(state, 0))
    wall = rs.gate_name == "wall"
    if phase == "summon":
        base = _("Drag a unit from your hand to a lit space.")
    elif phase == "move":
        base = _("Drag a unit to move it ({moved} of {most} moved).", moved=len(t.movers), most=base_movers(state))
    elif phase == "attack":
        base = _("Drag a unit onto an enemy ({attacked} of {most} attacked).", attacked=len(t.attackers),
                 most=rs.max_attackers)
    elif phase == "draw":
        base = _("Drawing cards…")
    elif phase == "event":
        base = _("Play an event card from your hand.")
    else:
        base = ""
    if phase == rs.build_phase:
        if base:
            build = _("Or: drag a wall from your hand to a lit space.") if wall else _(
                "Or: drag a gate from your hand to a lit space.")
            base = _("{hint} {more}", hint=base, more=build)
        else:
            base = _("Drag a wall from your hand to a lit space.") if wall else _(
                "Drag a gate from your hand to a lit space.")
    if not inter.sources() and phase != "draw":
        # say why (issue 42: "Nothing more to do" beside a full row of spaces next to the walls)
        why = why_nothing(state, viewer)
        base = tr_core(why) if why is not None else _("Nothing more to do in this phase.")
    if first and phase == "move":
        base = _("{hint} {more}", hint=first, more=base)
    if not base:
        return _("Space ends the phase.")
    return _("{hint} Space ends the phase.", hint=base)
