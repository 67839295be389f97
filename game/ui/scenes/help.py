"""How to play: the turn in six phases and the controls, one screen, over the title or the battle.
The phases are the ruleset's, in its order (1E: Draw, Summon, Play Event Cards, Movement, Attack,
Build Magic).

The figures (how many units move, how far, the hand size, …) are read from the ruleset being
played, so the page never disagrees with the rules engine.
"""

from __future__ import annotations

import pygame

from game.core.ruleset import Ruleset
from game.ui import fonts, theme
from game.ui.scenes.closable import ClosablePanel
from game.ui.text import wrap_text
from game.ui.widgets import Button

CONTROLS: tuple[tuple[str, str], ...] = (
    ("Drag", "a card from your hand to a lit space; a unit to a lit space or onto a lit enemy"),
    ("Click", "a card, then where it goes (the same as dragging)"),
    ("Hover", "read any card whole (right-click keeps it open); over a target, the chance to destroy it"),
    ("Space", "end the phase"),
    ("Tab", "select the next card that can act"),
    ("Enter", "discard the picked cards for magic"),
    ("Esc", "cancel a drag or a selection"),
    ("Ctrl+Z", "take back your last action, while it may be taken back"),
    ("D", "look through your own discard pile"),
    ("H or F1", "this page"),
)


def controls(rules: Ruleset) -> list[tuple[str, str]]:
    """The controls for a game under `rules`: with a magic pile (1E), Enter builds magic onto
    it and M opens it."""
    if not rules.magic_pile:
        return list(CONTROLS)
    out = []
    for key, words in CONTROLS:
        if key == "Enter":
            words = "put the picked cards on your magic pile"
        out.append((key, words))
        if key == "D":
            out.append(("M", "look through your own magic pile"))
    return out


def _heading(rules: Ruleset, number: int, phase: str) -> str:
    name = rules.phase_name(phase)
    # The 1st edition's long names, shortened for the heading column (the bar shows them whole).
    name = {"Play Event Cards": "Events", "Build Magic": "Magic", "Movement": "Move"}.get(name, name)
    return f"{number} {name}"


def _phase_text(rules: Ruleset, phase: str) -> str:
    pile = rules.magic_pile
    gate = rules.gate_name
    if phase == "summon" and pile:
        return (f"Pay a unit's cost from your magic pile (its top cards go to your discard pile) to place "
                f"it from your hand on an empty space next to a {gate} you control.")
    if phase == "summon":
        return (f"Spend magic equal to a unit's cost to place it from your hand on an empty space next to "
                f"a {gate} you control.")
    if phase == "move":
        text = (f"Move up to {rules.max_movers} units 1 or {rules.move_distance} spaces each, never "
                "diagonally and never through other cards.")
        if rules.first_turn_max_movers and rules.first_turn_max_movers != rules.max_movers:
            text += f" On the game's first turn, at most {rules.first_turn_max_movers}."
        return text
    if phase == "build":
        where = "next to your summoner or in " if rules.build_next_to_summoner else "in "
        return (f"Pay for a {gate} (or other structure) and place it {where}your back "
                f"{rules.build_back_rows} rows.")
    if phase == "event":
        text = "Play event cards from your hand."
        if rules.build_phase == "event":
            where = "on your side" if rules.build_back_rows >= rules.side_rows else \
                f"in your back {rules.build_back_rows} rows"
            text += f" {gate.title()}s are played here too: place one on any empty space {where}."
        return text
    if phase == "attack":
        if rules.die_numbered:
            dice = (f"Roll as many dice as the unit's strength; each result of {rules.hit_on} or more "
                    "is a hit, 1 wound.")
        else:
            dice = "Roll as many dice as the unit's strength; each die showing its symbol is 1 damage."
        reward = ("A card you destroy goes face down on top of your magic pile." if pile
                  else "Destroying an enemy card gains you 1 magic.")
        return (f"Attack with up to {rules.max_attackers} units: melee units hit adjacent cards, "
                f"ranged units cards up to {rules.ranged_range} clear straight spaces away. {dice} {reward}")
    if phase == "magic":
        if pile:
            return ("Put any cards from your hand face down on your magic pile, 1 magic each. You may "
                    "look at your own magic pile.")
        return "Discard any cards from your hand, face down, for 1 magic each."
    if phase == "draw":
        return f"Draw back up to {rules.hand_size} cards. An empty draw pile is never reshuffled."
    return ""


def turn_lines(rules: Ruleset) -> list[tuple[str, str]]:
    """(heading, text) for the goal and each phase of the ruleset, in its order, in the words of
    the rulebook, with the ruleset's own figures (1E: draw first, events and walls, the magic
    pile, numbered dice, the first turn's limits; no cost of inaction)."""
    out = [("Goal", "Destroy your opponent's summoner.")]
    if rules.first_player == "roll":
        skips = [rules.phase_name(p) for p in rules.first_turn_skips]
        first = "Each player rolls a die; the highest chooses who takes the first turn."
        if skips:
            listed = ", ".join(skips[:-1]) + f" and {skips[-1]}" if len(skips) > 1 else skips[0]
            first += f" The first player skips {listed} on that turn."
        out.append(("Start", first))
    for i, phase in enumerate(rules.phases, 1):
        out.append((_heading(rules, i, phase), _phase_text(rules, phase)))
        if phase == "attack" and rules.cost_of_inaction:
            out.append(("", f"If you did not attack an enemy card this turn, your summoner takes "
                            f"{rules.cost_of_inaction} damage (the cost of inaction)."))
    if rules.build_phase == "event":
        out.append(("Events", "They cost nothing. ACTIVE events stay in play until the start of your "
                              "next turn."))
    else:
        out.append(("Events", "Play them in the phase printed on them. ACTIVE events stay in play until "
                              "the start of your next turn."))
    return out


class HelpScene(ClosablePanel):
    close_keys = (pygame.K_ESCAPE, pygame.K_h, pygame.K_F1)

    def __init__(self, rules: Ruleset | None = None) -> None:
        super().__init__("How to play")
        self.credits_button = Button("Credits", self.open_credits,
                                     tooltip="Who drew the card pictures; licences")
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
        self.rows_shown = (self._draw_pairs(surface, "A turn", turn_lines(self.rules), self._left, head_w=0.2),
                           self._draw_pairs(surface, "Controls", controls(self.rules), self._right, head_w=0.34))

    def _draw_pairs(self, surface: pygame.Surface, title: str, pairs: list[tuple[str, str]],
                    rect: pygame.Rect, head_w: float) -> int:
        """A heading, then rows of (bold label, wrapped text); rows that do not fit are left out
        whole rather than cut. Returns how many rows were drawn."""
        lay = self.layout
        head = fonts.font_for(lay, "body", fonts.BOLD)
        bold = fonts.font_for(lay, "small", fonts.BOLD)
        text = fonts.font_for(lay, "small")
        surface.blit(head.render(title, True, theme.ACCENT), rect.topleft)
        y = rect.y + head.get_linesize() + lay.px(4)
        label_w = int(rect.width * head_w)
        line = text.get_linesize()
        for shown, (label, words) in enumerate(pairs):
            lines = wrap_text(words, text, rect.width - label_w)
            if y + line * len(lines) > rect.bottom:
                return shown
            if label:
                surface.blit(bold.render(label, True, theme.TEXT), (rect.x, y))
            for k, ln in enumerate(lines):
                surface.blit(text.render(ln, True, theme.TEXT_DIM), (rect.x + label_w, y + k * line))
            y += line * len(lines) + lay.px(5)
        return len(pairs)
