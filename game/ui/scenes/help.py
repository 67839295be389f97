"""How to play: the turn in six phases and the controls, one screen, over the title or the battle.
The phases are the ruleset's, in its order (1E: Draw, Summon, Play Event Cards, Movement, Attack,
Build Magic).

The figures (how many units move, how far, the hand size, …) are read from the ruleset being
played, so the page never disagrees with the rules engine.
"""

from __future__ import annotations

import pygame

from game.core.ruleset import Ruleset
from game.i18n import N_, PN_, _, n_, pn_
from game.i18n.formats import join_list
from game.ui import fonts, theme
from game.ui.scenes.closable import ClosablePanel
from game.ui.terms import gate_name, phase_name
from game.ui.text import note, wrap_text
from game.ui.widgets import Button

# (key, what it does): the keys are the keyboard's own names, shown as they are.
CONTROLS: tuple[tuple[str, str], ...] = (
    (N_("Drag"), N_("a card from your hand to a lit space; a unit to a lit space or onto a lit enemy")),
    (N_("Click"), N_("a card, then where it goes (the same as dragging)")),
    (N_("Hover"), N_("read any card whole (right-click keeps it open); over a target, the chance to destroy it")),
    (N_("Space"), N_("end the phase; in the computer's turn, play the rest of it at once")),
    (N_("Tab"), N_("select the next card that can act")),
    (N_("Enter"), N_("discard the picked cards for magic")),
    (N_("Esc"), N_("cancel a drag or a selection")),
    (N_("Ctrl+Z"), N_("take back your last action, while it may be taken back")),
    ("D", N_("look through your own discard pile")),
    ("T", N_("what happened in the last turn, line by line")),
    (N_("H or F1"), N_("this page")),
)


def controls(rules: Ruleset) -> list[tuple[str, str]]:
    """The controls for a game under `rules`, in the player's language: with a magic pile
    (1E), Enter builds magic onto it and M opens it."""
    out = []
    for key, words in CONTROLS:
        if key == "Enter" and rules.magic_pile:
            words = N_("put the picked cards on your magic pile")
        out.append((_(key), _(words)))
        if key == "D" and rules.magic_pile:
            out.append(("M", _("look through your own magic pile")))
    return out


# The 1st edition's long phase names, shortened for the heading column (the bar shows them whole).
_SHORT_PHASES = {
    "Play Event Cards": PN_("short phase", "Events"),
    "Build Magic": PN_("short phase", "Magic"),
    "Movement": PN_("short phase", "Move"),
}


def _heading(rules: Ruleset, number: int, phase: str) -> str:
    english = rules.phase_name(phase)
    short = _SHORT_PHASES.get(english)
    name = pn_("short phase", short) if short else phase_name(rules, phase)
    return _("{number} {phase}", number=number, phase=name)


def _phase_text(rules: Ruleset, phase: str) -> str:
    pile = rules.magic_pile
    gate = gate_name(rules)
    if phase == "summon" and pile:
        return _("Pay a unit's cost from your magic pile (its top cards go to your discard pile) to place "
                 "it from your hand on an empty space next to a {gate} you control.", gate=gate)
    if phase == "summon":
        return _("Spend magic equal to a unit's cost to place it from your hand on an empty space next to "
                 "a {gate} you control.", gate=gate)
    if phase == "move":
        text = _("Move up to {units} units 1 or {spaces} spaces each, never diagonally and never "
                 "through other cards.", units=rules.max_movers, spaces=rules.move_distance)
        if rules.first_turn_max_movers and rules.first_turn_max_movers != rules.max_movers:
            text = _("{sentence} On the game's first turn, at most {units}.", sentence=text,
                     units=rules.first_turn_max_movers)
        return text
    if phase == "build":
        if rules.build_next_to_summoner:
            return _("Pay for a {gate} (or other structure) and place it next to your summoner or in "
                     "your back {rows} rows.", gate=gate, rows=rules.build_back_rows)
        return _("Pay for a {gate} (or other structure) and place it in your back {rows} rows.",
                 gate=gate, rows=rules.build_back_rows)
    if phase == "event":
        text = _("Play event cards from your hand.")
        if rules.build_phase == "event":
            if rules.build_back_rows >= rules.side_rows:
                more = _("{gate} cards are played here too: place one on any empty space on your side.",
                         gate=gate.title())
            else:
                more = _("{gate} cards are played here too: place one on any empty space in your back "
                         "{rows} rows.", gate=gate.title(), rows=rules.build_back_rows)
            text = _("{sentence} {more}", sentence=text, more=more)
        return text
    if phase == "attack":
        if rules.die_numbered:
            dice = _("Roll as many dice as the unit's strength; each result of {hit} or more is a hit, "
                     "1 wound.", hit=rules.hit_on)
        else:
            dice = _("Roll as many dice as the unit's strength; each die showing its symbol is 1 damage.")
        reward = (_("A card you destroy goes face down on top of your magic pile.") if pile
                  else _("Destroying an enemy card gains you 1 magic."))
        return _("Attack with up to {units} units: melee units hit adjacent cards, ranged units cards "
                 "up to {spaces} clear straight spaces away. {dice} {reward}",
                 units=rules.max_attackers, spaces=rules.ranged_range, dice=dice, reward=reward)
    if phase == "magic":
        if pile:
            return _("Put any cards from your hand face down on your magic pile, 1 magic each. You may "
                     "look at your own magic pile.")
        return _("Discard any cards from your hand, face down, for 1 magic each.")
    if phase == "draw":
        return _("Draw back up to {n} cards. An empty draw pile is never reshuffled.", n=rules.hand_size)
    return ""


def turn_lines(rules: Ruleset) -> list[tuple[str, str]]:
    """(heading, text) for the goal and each phase of the ruleset, in its order, in the words of
    the rulebook, with the ruleset's own figures (1E: draw first, events and walls, the magic
    pile, numbered dice, the first turn's limits; no cost of inaction), in the player's
    language."""
    out = [(_("Goal"), _("Destroy your opponent's summoner."))]
    if rules.first_player == "roll":
        skips = [phase_name(rules, p) for p in rules.first_turn_skips]
        first = _("Each player rolls a die; the highest chooses who takes the first turn.")
        if skips:
            first = _("{sentence} The first player skips {phases} on that turn.", sentence=first,
                      phases=join_list(skips))
        out.append((_("Start"), first))
    for i, phase in enumerate(rules.phases, 1):
        out.append((_heading(rules, i, phase), _phase_text(rules, phase)))
        if phase == "attack" and rules.cost_of_inaction:
            out.append(("", n_("If you did not attack an enemy card this turn, your summoner takes "
                               "{n} damage (the cost of inaction).",
                               "If you did not attack an enemy card this turn, your summoner takes "
                               "{n} damage (the cost of inaction).", rules.cost_of_inaction)))
    if rules.build_phase == "event":
        out.append((_("Events"), _("They cost nothing. ACTIVE events stay in play until the start of "
                                   "your next turn.")))
    else:
        out.append((_("Events"), _("Play them in the phase printed on them. ACTIVE events stay in play "
                                   "until the start of your next turn.")))
    return out


class HelpScene(ClosablePanel):
    close_keys = (pygame.K_ESCAPE, pygame.K_h, pygame.K_F1)

    def __init__(self, rules: Ruleset | None = None) -> None:
        super().__init__(N_("How to play"))
        self.credits_button = Button(N_("Credits"), self.open_credits,
                                     tooltip=N_("Who drew the card pictures; licences"))
        self.panel.children.append(self.credits_button)
        self.rules = rules if rules is not None else Ruleset(edition="2e", name="2nd edition", die_faces=())
        self._left = pygame.Rect(0, 0, 0, 0)
        self._right = pygame.Rect(0, 0, 0, 0)
        self.rows_shown = (0, 0)  # rows drawn in each column at the last draw (for tests)

    def relayout(self) -> None:
        lay = self.layout
        body = self.place_panel(min(lay.width - lay.pad * 2, lay.px(980)), min(lay.height - lay.pad * 2, lay.px(600)))
        close = self.close_button.rect
        self.credits_button.place(pygame.Rect(body.x, close.y, close.width, close.height), lay)
        split = int(body.width * 0.56)
        self._left = pygame.Rect(body.x, body.y, split - lay.gap, body.height)
        self._right = pygame.Rect(body.x + split + lay.gap, body.y, body.width - split - lay.gap, body.height)

    def open_credits(self) -> None:
        from game.ui.scenes.credits import CreditsScene

        if self.stack is not None:
            self.stack.push(CreditsScene())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.rows_shown = (self._draw_pairs(surface, _("A turn"), turn_lines(self.rules), self._left, head_w=0.2),
                           self._draw_pairs(surface, _("Controls"), controls(self.rules), self._right, head_w=0.34))

    def _draw_pairs(self, surface: pygame.Surface, title: str, pairs: list[tuple[str, str]],
                    rect: pygame.Rect, head_w: float) -> int:
        """A heading, then rows of (bold label, wrapped text), in the largest text size (down to
        four fifths of the usual) at which every row fits: a longer language gets smaller type
        before it loses a row. Rows that still do not fit are left out whole rather than cut.
        Returns how many rows were drawn."""
        lay = self.layout
        head = fonts.font_for(lay, "body", fonts.BOLD)
        note("help heading", title, title, surface.blit(head.render(title, True, theme.ACCENT), rect.topleft), rect)
        top = rect.y + head.get_linesize() + lay.px(4)
        usual = lay.font_px("small")
        for size in range(usual, max(9, usual * 4 // 5) - 1, -1):
            bold, text = fonts.get_font(fonts.BOLD, size), fonts.get_font(fonts.REGULAR, size)
            rows, label_w = self._pair_rows(pairs, bold, text, rect, head_w)
            if top + sum(len(lines) * text.get_linesize() + lay.px(5) for _label, _w, lines in rows) \
                    - lay.px(5) <= rect.bottom:
                break
        line = text.get_linesize()
        y = top
        for shown, (label, words, lines) in enumerate(rows):
            if y + line * len(lines) > rect.bottom:
                return shown
            if label:
                at = surface.blit(bold.render(label, True, theme.TEXT), (rect.x, y))
                note("help label", label, label, at, pygame.Rect(rect.x, rect.y, label_w, rect.height))
            for k, ln in enumerate(lines):
                at = surface.blit(text.render(ln, True, theme.TEXT_DIM), (rect.x + label_w, y + k * line))
                note("help text", words, ln, at, rect)
            y += line * len(lines) + lay.px(5)
        return len(pairs)

    def _pair_rows(self, pairs: list[tuple[str, str]], bold: pygame.font.Font, text: pygame.font.Font,
                   rect: pygame.Rect, head_w: float) -> tuple[list[tuple[str, str, list[str]]], int]:
        """Each (label, words, wrapped lines) in these fonts, and the labels' column width: as
        wide as the widest label needs (Italian phase names run long)."""
        widest = max((bold.size(label)[0] for label, _words in pairs if label), default=0)
        label_w = min(max(int(rect.width * head_w), widest + self.layout.px(10)), rect.width // 2)
        return [(label, words, wrap_text(words, text, rect.width - label_w)) for label, words in pairs], label_w
